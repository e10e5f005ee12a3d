import Foundation

/// Writes a card's expiry for one field: combined (`cc-exp`) or as a month or a year on its own (and a birth
/// date's month and year).
package enum ExpiryFormatter {
    /// The expiry for a single field holding month and year.
    ///
    /// `type=month` gets `YYYY-MM`; else the first hint with a pattern decides (`MM/YY`, `MM / YYYY`, `MMYY`,
    /// `MM-YY`, `MM/AA`, `ММ/ГГ`, …; shortened to the maxlength, see ``DatePattern/fitted(to:shortYearFirst:)``);
    /// else the maxlength (4 `MMYY`, 5 `MM/YY`, 6 `MMYYYY`, 7 and more `MM/YYYY`); else `MM/YY`, the most common
    /// form.
    ///
    /// A box's `pattern` (``CodeWriting/firstAccepted(of:pattern:)``) that does not accept that writing chooses
    /// among the common ones that fit the maxlength (``writings``): `[0-9]{2}/[0-9]{4}` asks for `03/2029`.
    package static func combined(month: Int, year: Int, type: String?, hints: [String], maxLength: Int?,
                                 pattern: String? = nil) -> String {
        let written = hinted(month: month, year: year, type: type, hints: hints, maxLength: maxLength)
        guard let pattern, type != "month" else { return written }
        let others = writings.map { $0.format(year: year, month: month) }.filter { w in maxLength.map { w.count <= $0 } ?? true }
        return CodeWriting.firstAccepted(of: [written] + others, pattern: pattern) ?? written
    }

    /// The writings of a month and a year a box's `pattern` may ask for, most common first (parsed once).
    static let writings = ["MM/YY", "MM/YYYY", "MMYY", "MMYYYY", "MM-YY", "MM-YYYY", "MM / YY", "MM / YYYY", "MM.YY",
                           "MM.YYYY", "M/YY", "M/YYYY", "YYYY-MM"].compactMap(DatePattern.monthYear(in:))

    private static func hinted(month: Int, year: Int, type: String?, hints: [String], maxLength: Int?) -> String {
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
    ///
    /// A `pattern` that does not accept that writing chooses the other one (`[1-9]|1[0-2]` asks for `3`).
    package static func month(_ month: Int, hints: [String], maxLength: Int?, pattern: String? = nil) -> String {
        let written = hintedMonth(month, hints: hints, maxLength: maxLength)
        guard let pattern else { return written }
        return CodeWriting.firstAccepted(of: [written, String(month), DatePattern.pad(month, 2)], pattern: pattern) ?? written
    }

    private static func hintedMonth(_ month: Int, hints: [String], maxLength: Int?) -> String {
        if maxLength == 1 { return String(month) }
        let singleM = hints.contains { hint in
            let t = hint.trimmingCharacters(in: .whitespaces).uppercased()
            return t == "M" || t == "М"
        }
        return singleM ? String(month) : DatePattern.pad(month, 2)
    }

    /// A year in a text field: two digits when the hint shows two year letters (`YY`, `AA`, `JJ`, `ГГ`) or the
    /// maxlength is 2 or 3, else four.
    ///
    /// A `pattern` that does not accept that writing chooses the other one (`[0-9]{2}` asks for `29`).
    package static func year(_ year: Int, hints: [String], maxLength: Int?, pattern: String? = nil) -> String {
        let written = hintedYear(year, hints: hints, maxLength: maxLength)
        guard let pattern else { return written }
        let others = [String(year), DatePattern.pad(year % 100, 2)].filter { w in maxLength.map { w.count <= $0 } ?? true }
        return CodeWriting.firstAccepted(of: [written] + others, pattern: pattern) ?? written
    }

    private static func hintedYear(_ year: Int, hints: [String], maxLength: Int?) -> String {
        if let maxLength, maxLength < 4 { return DatePattern.pad(year % 100, 2) }
        let twoLetters = hints.contains { hint in
            let t = hint.trimmingCharacters(in: .whitespaces).uppercased()
            return ["YY", "AA", "JJ", "ГГ", "RR", "ÅÅ"].contains(t)
        }
        return twoLetters ? DatePattern.pad(year % 100, 2) : String(year)
    }
}
