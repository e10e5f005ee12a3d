/// A state, province or territory with its postal code: reference data shared by the classifier (which
/// recognises region selects) and the generator (which fills them).
package struct Region: Sendable, Hashable {
    package var code: String
    package var name: String
    /// Other names (French names of Canadian provinces).
    package var otherNames: [String]
    /// Alpha-2 code of the country.
    package var country: String

    /// Every name a page may write besides the code.
    package var allNames: [String] { [name] + otherNames }

    /// US states, DC, territories and armed-forces codes, then Canadian provinces and territories.
    package static let all: [Region] = usStates + canadianProvinces

    private static func table(_ country: String, _ rows: [(String, String, [String])]) -> [Region] {
        rows.map { Region(code: $0.0, name: $0.1, otherNames: $0.2, country: country) }
    }

    private static let usStates = table("US", [
        ("AL", "Alabama", []), ("AK", "Alaska", []), ("AZ", "Arizona", []), ("AR", "Arkansas", []),
        ("CA", "California", []), ("CO", "Colorado", []), ("CT", "Connecticut", []), ("DE", "Delaware", []),
        ("DC", "District of Columbia", ["Washington DC"]), ("FL", "Florida", []), ("GA", "Georgia", []),
        ("HI", "Hawaii", []), ("ID", "Idaho", []), ("IL", "Illinois", []), ("IN", "Indiana", []), ("IA", "Iowa", []),
        ("KS", "Kansas", []), ("KY", "Kentucky", []), ("LA", "Louisiana", []), ("ME", "Maine", []),
        ("MD", "Maryland", []), ("MA", "Massachusetts", []), ("MI", "Michigan", []), ("MN", "Minnesota", []),
        ("MS", "Mississippi", []), ("MO", "Missouri", []), ("MT", "Montana", []), ("NE", "Nebraska", []),
        ("NV", "Nevada", []), ("NH", "New Hampshire", []), ("NJ", "New Jersey", []), ("NM", "New Mexico", []),
        ("NY", "New York", []), ("NC", "North Carolina", []), ("ND", "North Dakota", []), ("OH", "Ohio", []),
        ("OK", "Oklahoma", []), ("OR", "Oregon", []), ("PA", "Pennsylvania", []), ("RI", "Rhode Island", []),
        ("SC", "South Carolina", []), ("SD", "South Dakota", []), ("TN", "Tennessee", []), ("TX", "Texas", []),
        ("UT", "Utah", []), ("VT", "Vermont", []), ("VA", "Virginia", []), ("WA", "Washington", []),
        ("WV", "West Virginia", []), ("WI", "Wisconsin", []), ("WY", "Wyoming", []),
        ("AS", "American Samoa", []), ("GU", "Guam", []), ("MP", "Northern Mariana Islands", []),
        ("PR", "Puerto Rico", []), ("VI", "U.S. Virgin Islands", ["Virgin Islands"]),
        ("UM", "U.S. Minor Outlying Islands", []),
        ("AA", "Armed Forces Americas", []), ("AE", "Armed Forces Europe", []), ("AP", "Armed Forces Pacific", []),
    ])

    private static let canadianProvinces = table("CA", [
        ("AB", "Alberta", []), ("BC", "British Columbia", ["Colombie-Britannique"]), ("MB", "Manitoba", []),
        ("NB", "New Brunswick", ["Nouveau-Brunswick"]), ("NL", "Newfoundland and Labrador", ["Terre-Neuve-et-Labrador", "Newfoundland"]),
        ("NS", "Nova Scotia", ["Nouvelle-Écosse"]), ("NT", "Northwest Territories", ["Territoires du Nord-Ouest"]),
        ("NU", "Nunavut", []), ("ON", "Ontario", []), ("PE", "Prince Edward Island", ["Île-du-Prince-Édouard"]),
        ("QC", "Quebec", ["Québec"]), ("SK", "Saskatchewan", []), ("YT", "Yukon", []),
    ])
}
