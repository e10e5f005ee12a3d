import FormFillModel

/// A country or territory of ISO 3166-1.
public struct Country: Sendable, Hashable {
    public var alpha2: String
    public var alpha3: String
    /// The international calling code without `+` (`1`, `44`).
    public var callingCode: String
    public var englishName: String
    /// Names in the country's own languages and common aliases.
    public var localNames: [String]

    /// Every way a page may write it: codes, English and local names.
    public var allNames: [String] { [alpha2, alpha3, englishName] + localNames }
}

/// The table of countries, and how to find one from what a user or a page wrote.
public enum Countries {
    public static let all: [Country] = countryTable.split(separator: "\n").compactMap { line in
        let columns = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard columns.count == 5 else { return nil }
        return Country(alpha2: columns[0], alpha3: columns[1], callingCode: columns[2], englishName: columns[3],
                       localNames: columns[4].split(separator: ";").map(String.init))
    }

    private static let byNormalizedName: [String: Country] = {
        var index: [String: Country] = [:]
        // Codes first, so `CA` stays Canada; later names never overwrite an earlier key.
        for country in all { index[OptionText.normalize(country.alpha2)] = country }
        for country in all { index[OptionText.normalize(country.alpha3)] = index[OptionText.normalize(country.alpha3)] ?? country }
        for country in all {
            for name in [country.englishName] + country.localNames {
                let key = OptionText.normalize(name)
                if index[key] == nil { index[key] = country }
            }
        }
        return index
    }()

    /// The country written as an alpha-2 or alpha-3 code, an English or a local name; nil when unknown.
    public static func find(_ text: String) -> Country? { byNormalizedName[OptionText.normalize(text)] }

    /// The option of a country select: by alpha-2, alpha-3, English name or local name, in the value or the
    /// text; then an option text starting with the English name (`unitedstatesofamerica`).
    public static func option(in options: [SelectOption], country: Country) -> SelectOption? {
        OptionMatcher.option(in: options, matching: country.allNames, orPrefixOfAtLeast: 5)
    }

    /// The country for a text field: alpha-2 when the maxlength is 2, alpha-3 when it is 3, else the English
    /// name (or the code when the field is designated `country` and takes few characters).
    public static func text(for country: Country, maxLength: Int?) -> String {
        switch maxLength {
        case 2?: country.alpha2
        case 3?: country.alpha3
        case let n? where n < country.englishName.count: country.alpha2
        default: country.englishName
        }
    }
}
