import FormFillModel

/// How to find a country (``Country/all``) from what a user or a page wrote.
package enum Countries {
    private static let byNormalizedName: [String: Country] = {
        var index: [String: Country] = [:]
        // Codes first, so `CA` stays Canada; later names never overwrite an earlier key.
        for country in Country.all { index[OptionText.normalize(country.alpha2)] = country }
        for country in Country.all { index[OptionText.normalize(country.alpha3)] = index[OptionText.normalize(country.alpha3)] ?? country }
        for country in Country.all {
            for name in [country.englishName] + country.localNames {
                let key = OptionText.normalize(name)
                if index[key] == nil { index[key] = country }
            }
        }
        return index
    }()

    /// The country written as an alpha-2 or alpha-3 code, an English or a local name; nil when unknown.
    package static func find(_ text: String) -> Country? { byNormalizedName[OptionText.normalize(text)] }

    /// The option of a country select: by alpha-2, alpha-3, English name or local name, in the value or the
    /// text; then an option text starting with the English name (`unitedstatesofamerica`); then a part of the text
    /// ("United States (US)", "US – United States").
    package static func option(in options: [SelectOption], country: Country) -> SelectOption? {
        OptionMatcher.option(in: options, matching: country.allNames, orPrefixOfAtLeast: 5)
            ?? OptionMatcher.option(in: options, pairing: country.allNames, with: [country.alpha2, country.alpha3])
    }

    /// The country for a text field: alpha-2 when the maxlength is 2 (or too short for the English name),
    /// alpha-3 when it is 3, else the English name.
    package static func text(for country: Country, maxLength: Int?) -> String {
        switch maxLength {
        case 2?: country.alpha2
        case 3?: country.alpha3
        case let n? where n < country.englishName.count: country.alpha2
        default: country.englishName
        }
    }
}
