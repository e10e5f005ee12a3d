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

    /// US states, DC, territories and armed-forces codes, Canadian provinces and territories, German states and
    /// Japanese prefectures (coded `JP-01` … `JP-47`: a bare number would make any numbered list a region list).
    package static let all: [Region] = usStates + canadianProvinces + germanStates + japanesePrefectures

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

    private static let germanStates = table("DE", [
        ("BW", "Baden-Württemberg", []), ("BY", "Bayern", []), ("BE", "Berlin", []), ("BB", "Brandenburg", []),
        ("HB", "Bremen", []), ("HH", "Hamburg", []), ("HE", "Hessen", []), ("MV", "Mecklenburg-Vorpommern", []),
        ("NI", "Niedersachsen", []), ("NW", "Nordrhein-Westfalen", []),
        ("RP", "Rheinland-Pfalz", []), ("SL", "Saarland", []), ("SN", "Sachsen", []),
        ("ST", "Sachsen-Anhalt", []), ("SH", "Schleswig-Holstein", []), ("TH", "Thüringen", []),
    ])

    private static let japanesePrefectures = table("JP", [
        ("JP-01", "北海道", []), ("JP-02", "青森県", []), ("JP-03", "岩手県", []), ("JP-04", "宮城県", []), ("JP-05", "秋田県", []),
        ("JP-06", "山形県", []), ("JP-07", "福島県", []), ("JP-08", "茨城県", []), ("JP-09", "栃木県", []), ("JP-10", "群馬県", []),
        ("JP-11", "埼玉県", []), ("JP-12", "千葉県", []), ("JP-13", "東京都", []), ("JP-14", "神奈川県", []), ("JP-15", "新潟県", []),
        ("JP-16", "富山県", []), ("JP-17", "石川県", []), ("JP-18", "福井県", []), ("JP-19", "山梨県", []), ("JP-20", "長野県", []),
        ("JP-21", "岐阜県", []), ("JP-22", "静岡県", []), ("JP-23", "愛知県", []), ("JP-24", "三重県", []), ("JP-25", "滋賀県", []),
        ("JP-26", "京都府", []), ("JP-27", "大阪府", []), ("JP-28", "兵庫県", []), ("JP-29", "奈良県", []), ("JP-30", "和歌山県", []),
        ("JP-31", "鳥取県", []), ("JP-32", "島根県", []), ("JP-33", "岡山県", []), ("JP-34", "広島県", []), ("JP-35", "山口県", []),
        ("JP-36", "徳島県", []), ("JP-37", "香川県", []), ("JP-38", "愛媛県", []), ("JP-39", "高知県", []), ("JP-40", "福岡県", []),
        ("JP-41", "佐賀県", []), ("JP-42", "長崎県", []), ("JP-43", "熊本県", []), ("JP-44", "大分県", []), ("JP-45", "宮崎県", []),
        ("JP-46", "鹿児島県", []), ("JP-47", "沖縄県", []),
    ])
}
