import FormFillModel

/// What a `<select>`'s options can be recognised as, whatever its labels say: sets derived once from the
/// reference tables of `FormFillModel` (shared with the generator, which fills the same selects). The option
/// texts arrive lowercased with whitespace and punctuation removed (the token's rule), so the sets are
/// written the same way.
enum OptionTables {
    /// Month names and their abbreviations, one list a language.
    static let months: [[String]] = MonthNames.languages.compactMap { MonthNames.table(for: $0)?.flatMap { $0 } }

    /// US states, DC and territories, then Canadian provinces and territories: code and names.
    static let regions: [(code: String, names: [String])] = Region.all.map { ($0.code, $0.allNames.map(tokenText)) }

    /// ISO 3166-1 alpha-2 codes.
    static let countryCodes: Set<String> = Set(Country.all.map(\.alpha2))

    /// Countries' calling codes (`1`, `44`, `852`), as an option's value may give one.
    static let callingCodes: Set<String> = Set(Country.all.map(\.callingCode))

    /// Country names (English, the names the countries give themselves, aliases) that mark a country list.
    static let countryNames: Set<String> = Set(Country.all.flatMap { ([$0.englishName] + $0.localNames).map(tokenText) })

    /// Card brands as option texts or values.
    static let cardBrands: Set<String> = Set(CardBrandNames.families.joined().map(tokenText))

    /// Honorifics (Mr, Mrs, …) in several languages.
    static let honorifics: Set<String> = Set(HonorificNames.families.joined().map(tokenText))

    /// `text` as the token writes a select option's text: lowercased, without whitespace or ASCII punctuation.
    static func tokenText(_ text: String) -> String {
        String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter {
            !$0.properties.isWhitespace && !removedPunctuation.contains($0)
        }))
    }

    /// The punctuation the collector drops from option texts (see the token format's `selectInfo`).
    private static let removedPunctuation = Set("~`!@$%^&*()-_+=:;'\"[]|\\,<.>?".unicodeScalars)
}
