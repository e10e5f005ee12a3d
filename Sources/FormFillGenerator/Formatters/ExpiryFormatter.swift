import Foundation

/// Writes a card's expiry for one field: combined (`cc-exp`) or as a month or a year on its own.
package enum ExpiryFormatter {
    /// The expiry for a single field holding month and year.
    ///
    /// `type=month` gets `YYYY-MM`; else the first hint with a pattern decides (`MM/YY`, `MM / YYYY`, `MMYY`,
    /// `MM-YY`, `MM/AA`, `ММ/ГГ`, …; shortened to the maxlength, see ``DatePattern/fitted(to:shortYearFirst:)``);
    /// else the maxlength (4 `MMYY`, 5 `MM/YY`, 6 `MMYYYY`, 7 and more `MM/YYYY`); else `MM/YY`, the most common
    /// form.
    package static func combined(month: Int, year: Int, type: String?, hints: [String], maxLength: Int?) -> String {
        if type == "month" { return DatePattern(parts: [.year(width: 4), .month(width: 2)], separators: ["-"]).format(year: year, month: month) }
        if let pattern = hints.lazy.compactMap(DatePattern.monthYear(in:)).first {
            return pattern.fitted(to: maxLength, shortYearFirst: true).format(year: year, month: month)
        }
        let pattern: (separator: String, yearWidth: Int)
        switch maxLength {
        case 4?: pattern = ("", 2)
        case 6?: pattern = ("", 4)
        case let n? where n >= 7: pattern = ("/", 4)
        default: pattern = ("/", 2)
        }
        return DatePattern(parts: [.month(width: 2), .year(width: pattern.yearWidth)], separators: [pattern.separator])
            .format(year: year, month: month)
    }

    /// A month in a text field: `3` when the hint is a single `M` or the maxlength is 1, else `03`.
    package static func month(_ month: Int, hints: [String], maxLength: Int?) -> String {
        if maxLength == 1 { return String(month) }
        let singleM = hints.contains { hint in
            let t = hint.trimmingCharacters(in: .whitespaces).uppercased()
            return t == "M" || t == "М"
        }
        return singleM ? String(month) : DatePattern.pad(month, 2)
    }

    /// A year in a text field: two digits when the hint shows two year letters (`YY`, `AA`, `JJ`, `ГГ`) or the
    /// maxlength is 2 or 3, else four.
    package static func year(_ year: Int, hints: [String], maxLength: Int?) -> String {
        if let maxLength, maxLength < 4 { return DatePattern.pad(year % 100, 2) }
        let twoLetters = hints.contains { hint in
            let t = hint.trimmingCharacters(in: .whitespaces).uppercased()
            return ["YY", "AA", "JJ", "ГГ", "RR", "ÅÅ"].contains(t)
        }
        return twoLetters ? DatePattern.pad(year % 100, 2) : String(year)
    }
}
