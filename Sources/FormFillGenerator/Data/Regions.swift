import FormFillModel

/// A state, province or territory with its postal code.
public struct Region: Sendable, Hashable {
    public var code: String
    public var name: String
    /// Other names (French names of Canadian provinces).
    public var otherNames: [String]
    /// Alpha-2 code of the country.
    public var country: String
}

/// US states and territories and Canadian provinces, to write a state as a code or a name and to find it in a
/// select.
public enum Regions {
    public static let all: [Region] = usStates + canadianProvinces

    /// The region written as a code or a name, preferring the given country's.
    public static func find(_ text: String, country: String? = nil) -> Region? {
        let key = OptionText.normalize(text)
        let matches = all.filter { region in
            ([region.code, region.name] + region.otherNames).contains { OptionText.normalize($0) == key }
        }
        return matches.first { $0.country == country?.uppercased() } ?? matches.first
    }

    /// The option of a state select: by code or name in the value or text (`AZ`, `US-AZ`, `Arizona`).
    public static func option(in options: [SelectOption], state: String, country: String? = nil) -> SelectOption? {
        guard let region = find(state, country: country) else {
            return OptionMatcher.option(in: options, matching: [state])
        }
        let candidates = [region.code, region.name, "\(region.country)-\(region.code)"] + region.otherNames
        return OptionMatcher.option(in: options, matching: candidates)
    }

    /// The state for a text field: the code when the maxlength leaves no room for the name, else the name
    /// when the user stored the name, else what the user stored.
    public static func text(for state: String, country: String? = nil, maxLength: Int?) -> String {
        guard let region = find(state, country: country) else { return state }
        if let maxLength, maxLength < region.name.count { return region.code }
        return state
    }

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
