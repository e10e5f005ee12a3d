import Foundation
import FormFillModel

/// A date of birth stored as `YYYY-MM-DD`, written for one field or for day, month and year boxes.
package struct Birthday: Sendable, Hashable {
    package var year: Int
    package var month: Int
    package var day: Int

    /// Reads `YYYY-MM-DD`; nil for anything else or an impossible date.
    package init?(_ iso: String) {
        let parts = iso.trimmingCharacters(in: .whitespaces).split(separator: "-")
        guard parts.count == 3, parts[0].count == 4, let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              (1...12).contains(m), (1...31).contains(d) else { return nil }
        year = y; month = m; day = d
    }

    /// The birthday for a single field: `type=date` gets `YYYY-MM-DD`; else the first hint with a day-month-year
    /// pattern decides (`DD/MM/YYYY`, `MM/DD/YYYY`, `TT.MM.JJJJ`, …); else the page's language (`en`
    /// `MM/DD/YYYY`, `de`/`ru`/`pl`/`tr` `DD.MM.YYYY`, `ja`/`zh`/`ko` `YYYY/MM/DD`, other languages
    /// `DD/MM/YYYY`, unknown `YYYY-MM-DD`), shortened to the maxlength: spaces, then separators, then the century
    /// (a maxlength of 8 drops the separators).
    package func whole(type: String?, hints: [String], maxLength: Int?, language: String?) -> String {
        if type == "date" { return DatePattern.iso.format(year: year, month: month, day: day) }
        let pattern = hints.lazy.compactMap(DatePattern.dayMonthYear(in:)).first ?? Self.pattern(forLanguage: language)
        return pattern.fitted(to: maxLength, shortYearFirst: false).format(year: year, month: month, day: day)
    }

    static func pattern(forLanguage language: String?) -> DatePattern {
        let primary = language?.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init)
        let dmy: [DatePattern.Part] = [.day(width: 2), .month(width: 2), .year(width: 4)]
        switch primary {
        case nil: return .iso
        case "en"?:
            let region = language?.lowercased().dropFirst(3) ?? ""
            return region.isEmpty || region == "us"
                ? DatePattern(parts: [.month(width: 2), .day(width: 2), .year(width: 4)], separators: ["/", "/"])
                : DatePattern(parts: dmy, separators: ["/", "/"])
        case "de"?, "ru"?, "pl"?, "tr"?, "fi"?, "nb"?, "no"?, "cs"?: return DatePattern(parts: dmy, separators: [".", "."])
        case "ja"?, "zh"?, "ko"?:
            return DatePattern(parts: [.year(width: 4), .month(width: 2), .day(width: 2)], separators: ["/", "/"])
        default: return DatePattern(parts: dmy, separators: ["/", "/"])
        }
    }

    /// The day for a text box: zero-padded unless the maxlength is 1 or the hint is a single `D`.
    package func dayText(hints: [String], maxLength: Int?) -> String {
        let single = maxLength == 1 || hints.contains { ["D", "T", "J", "Д"].contains($0.trimmingCharacters(in: .whitespaces).uppercased()) }
        return single ? String(day) : DatePattern.pad(day, 2)
    }
}

/// The street address as one field or as lines.
package struct StreetAddress: Sendable, Hashable {
    /// The non-empty lines, in order.
    package var lines: [String]

    package init(_ lines: [String?]) {
        self.lines = lines.compactMap { $0?.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
    }

    /// A textarea gets one line per line; an input gets them joined with `, ` (`1 Mesa Road, Apt 7`).
    package func whole(forTextarea: Bool) -> String { lines.joined(separator: forTextarea ? "\n" : ", ") }

    /// Line `number` (1…3) when the page has `lineCount` line fields: the last line field takes the remaining
    /// lines joined, so nothing is lost when a page has fewer line fields than the address has lines.
    package func line(_ number: Int, lineCount: Int) -> String {
        guard number >= 1, number <= lines.count else { return "" }
        if number == max(lineCount, 1) { return lines[(number - 1)...].joined(separator: ", ") }
        return lines[number - 1]
    }
}

/// Honorific prefixes (`Mr`, `Mrs`, `Ms`, `Dr`) and the ways selects write them in several languages.
package enum Honorifics {
    package static func option(in options: [SelectOption], prefix: String) -> SelectOption? {
        let key = OptionText.normalize(prefix)
        let family = table.first { $0.contains(key) } ?? [key]
        return OptionMatcher.option(in: options, matching: family)
    }

    /// The shared families, compared as the matcher normalizes (`señor` meets `senor`).
    private static let table: [[String]] = HonorificNames.families.map { $0.map(OptionText.normalize) }
}
