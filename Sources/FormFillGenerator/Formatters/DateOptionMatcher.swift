import Foundation
import FormFillModel

/// Finds the option of a month, year or day select.
package enum DateOptionMatcher {
    /// The month an option text stands for: a number (`3`, `03`, `03march`, `3月`) or a month name or its
    /// abbreviation in the page's language, English, or any known language.
    package static func month(ofText text: String, language: String?) -> Int? {
        let t = OptionText.normalize(text)
        guard !t.isEmpty else { return nil }
        let leadingDigits = t.prefix(while: \.isASCIIDigit)
        if !leadingDigits.isEmpty {
            guard let n = Int(leadingDigits), (1...12).contains(n) else { return nil }
            return n
        }
        var languages = [language, "en"].compactMap { $0 }
        languages += MonthNames.languages.filter { !languages.contains($0) }
        for lang in languages {
            guard let table = MonthNames.table(for: lang) else { continue }
            for (index, names) in table.enumerated() {
                for name in names.map(OptionText.normalize)
                where t == name || (name.count >= 3 && t.hasPrefix(name)) {
                    return index + 1
                }
            }
        }
        return nil
    }

    /// The option for month `month` (1…12): by its text first (names are unambiguous), else by its numeric
    /// value, reading values `0…11` as zero-based when the select has a `0` and no `12`.
    package static func monthOption(in options: [SelectOption], month: Int, language: String?) -> SelectOption? {
        if let byText = options.first(where: { $0.text.flatMap { self.month(ofText: $0, language: language) } == month }) {
            return byText
        }
        let values = options.compactMap { Int($0.value.trimmingCharacters(in: .whitespaces)) }
        let zeroBased = values.contains(0) && !values.contains(12)
        let wanted = zeroBased ? month - 1 : month
        return options.first { Int($0.value.trimmingCharacters(in: .whitespaces)) == wanted }
            ?? options.first { self.month(ofText: $0.value, language: language) == month }
    }

    /// The option for a four-digit year, whether the select lists `2029` or `29`.
    package static func yearOption(in options: [SelectOption], year: Int) -> SelectOption? {
        OptionMatcher.option(in: options, number: year, twoDigitYears: true)
    }

    /// The option for a day of the month.
    package static func dayOption(in options: [SelectOption], day: Int) -> SelectOption? {
        OptionMatcher.option(in: options, number: day)
    }
}
