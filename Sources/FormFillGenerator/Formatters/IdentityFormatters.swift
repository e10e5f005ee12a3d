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
    /// pattern decides (`DD/MM/YYYY`, `MM/DD/YYYY`, `TT.MM.JJJJ`, …); else one with a month-and-day pattern, a
    /// birthday without its year (`MM/DD`, `DD/MM`); else the page's language (`en`
    /// `MM/DD/YYYY`, `de`/`ru`/`pl`/`tr` `DD.MM.YYYY`, `ja`/`zh`/`ko` `YYYY/MM/DD`, other languages
    /// `DD/MM/YYYY`, unknown `YYYY-MM-DD`), shortened to the maxlength: spaces, then separators, then the century
    /// (a maxlength of 8 drops the separators).
    ///
    /// A box's `pattern` (``CodeWriting/firstAccepted(of:pattern:)``) that does not accept that writing chooses
    /// among the common ones that fit the maxlength, the language's order of day, month and year first:
    /// `\d{2}\.\d{2}\.\d{4}` asks for `17.09.1949`, `\d{2}/\d{2}/\d{4}` for `09/17/1949` on an `en-US` page.
    package func whole(type: String?, hints: [String], maxLength: Int?, language: String?, pattern: String? = nil) -> String {
        if type == "date" { return DatePattern.iso.format(year: year, month: month, day: day) }
        // A hint of a whole date first; else one of a birthday without its year ("MM/DD"); else the language's.
        let chosen = hints.lazy.compactMap(DatePattern.dayMonthYear(in:)).first
            ?? hints.lazy.compactMap(DatePattern.dayMonth(in:)).first ?? Self.pattern(forLanguage: language)
        let written = chosen.fitted(to: maxLength, shortYearFirst: false).format(year: year, month: month, day: day)
        guard let pattern else { return written }
        let languageOrder = Self.pattern(forLanguage: language).parts
        var others: [String] = []
        for order in [languageOrder] + Self.orders {
            for separator in ["/", ".", "-", ""] {
                let writing = DatePattern(parts: order, separators: [separator, separator]).format(year: year, month: month, day: day)
                if !others.contains(writing), maxLength.map({ writing.count <= $0 }) ?? true { others.append(writing) }
            }
        }
        return CodeWriting.firstAccepted(of: [written] + others, pattern: pattern) ?? written
    }

    /// The orders a whole date is written in: day first, month first, year first.
    private static let orders: [[DatePattern.Part]] = [
        [.day(width: 2), .month(width: 2), .year(width: 4)], [.month(width: 2), .day(width: 2), .year(width: 4)],
        [.year(width: 4), .month(width: 2), .day(width: 2)],
    ]

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

    /// The address with the larger parts a form has no box for (a prefecture, a city; largest first) written
    /// before its first line, as Japan, China and Korea write an address: `千代田1-1` → `千代田区千代田1-1`, Korean
    /// with a space (`중구 세종대로 110`). A part the line already holds, or one equal to the part before (Beijing the
    /// province and the city), is not repeated; nil unless the line and the parts are written in those scripts (a
    /// Western line is never rewritten).
    package func leading(_ parts: [String?]) -> StreetAddress? {
        func isEastAsian(_ text: String) -> Bool { EastAsianScript.occurs(in: text) && !text.contains { $0.isASCII && $0.isLetter } }
        guard let first = lines.first, isEastAsian(first) else { return nil }
        var missing: [String] = []
        for part in parts.compactMap({ $0?.trimmingCharacters(in: .whitespaces) })
        where !part.isEmpty && !first.contains(part) && !missing.contains(part) {
            missing.append(part)
        }
        guard !missing.isEmpty, missing.allSatisfy(isEastAsian) else { return nil }
        let separator = ([first] + missing).contains { EastAsianScript.occurs(.hangul, in: $0) } ? " " : ""
        var written = self
        written.lines[0] = (missing + [first]).joined(separator: separator)
        return written
    }

    /// The address with the house number taken out of its first line, and that number, for a page that asks
    /// the house number in a box of its own (`x-house-number`); nil when the first line does not split.
    package func houseNumberApart() -> (address: StreetAddress, number: String)? {
        guard let first = lines.first, let parts = Self.streetAndNumber(first) else { return nil }
        var apart = self
        apart.lines[0] = parts.street
        return (apart, parts.number)
    }

    /// A street line's street and house number, with the number first ("1 Mesa Road", "221B Baker Street",
    /// "12, rue de la Paix") or last ("Hauptstraße 5", "Calle Mayor, 5", "Via Roma 10/B", "Hoofdstraat 12-A").
    /// Only a line of a street of words and one number splits: one with another number in it ("Flat 3, 12 High
    /// Street", "Straße des 17. Juni 135") or no number gives nil, and its whole goes into the street box.
    package static func streetAndNumber(_ line: String) -> (street: String, number: String)? {
        let words = line.split(whereSeparator: \.isWhitespace)
        guard words.count >= 2 else { return nil }
        func street(_ words: ArraySlice<Substring>) -> String? {
            let text = words.joined(separator: " ").trimmingCharacters(in: CharacterSet(charactersIn: ", "))
            guard !text.isEmpty, !text.contains(where: \.isNumber), text.contains(where: \.isLetter) else { return nil }
            return text
        }
        func number(_ word: Substring) -> String? {
            let trimmed = word.trimmingCharacters(in: CharacterSet(charactersIn: ","))
            return isHouseNumber(Substring(trimmed)) ? trimmed : nil
        }
        if let n = number(words[0]), let s = street(words.dropFirst()) { return (s, n) }
        if let n = number(words[words.count - 1]), let s = street(words.dropLast()) { return (s, n) }
        return nil
    }

    /// One to five ASCII digits, an optional letter, and an optional `-` or `/` part of digits and a letter
    /// ("5", "221B", "12-A", "10/B", "7-9").
    static func isHouseNumber(_ word: Substring) -> Bool {
        let bytes = Array(word.utf8)
        var i = 0
        func digits() -> Int {
            let start = i
            while i < bytes.count, i - start < 6, (48...57).contains(bytes[i]) { i += 1 }
            return i - start
        }
        func letter() { if i < bytes.count, (65...90).contains(bytes[i] & ~0x20), bytes[i] < 128 { i += 1 } }
        guard (1...5).contains(digits()) else { return false }
        letter()
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") || bytes[i] == UInt8(ascii: "/") {
            i += 1
            let start = i
            guard digits() <= 5 else { return false }
            letter()
            guard i > start else { return false }
        }
        return i == bytes.count
    }
}

/// A house number's digits and its addition, for a page that asks the addition in a box of its own
/// (`x-house-number-addition`, Dutch "Toevoeging").
package enum HouseNumberAddition {
    /// The leading digits and what follows them without its separator (`123A` → `123`, `A`; `12-A` → `12`, `A`;
    /// `10/B` → `10`, `B`); nil when the number has no addition or does not start with a digit.
    package static func apart(_ number: String) -> (number: String, addition: String)? {
        let digits = number.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return nil }
        let addition = number[digits.endIndex...].drop { $0 == "-" || $0 == "/" || $0.isWhitespace }
        return addition.isEmpty ? nil : (String(digits), String(addition))
    }
}

/// A family name's leading particles, for a page that asks them in a box of their own (`x-family-name-prefix`,
/// Dutch "Tussenvoegsel").
package enum FamilyNamePrefix {
    /// The particles the name starts with and the rest (`de Vries` → `de`, `Vries`; `van der Berg` → `van der`,
    /// `Berg`), as stored; nil when it starts with none or is nothing but particles (`Van`, `Jansen`).
    package static func apart(_ familyName: String) -> (prefix: String, rest: String)? {
        let words = familyName.split(whereSeparator: \.isWhitespace)
        let count = words.prefix { particles.contains($0.lowercased().replacingOccurrences(of: "\u{2019}", with: "'")) }.count
        guard count > 0, count < words.count else { return nil }
        return (words[..<count].joined(separator: " "), words[count...].joined(separator: " "))
    }

    /// The particles of Dutch and Flemish family names (the Dutch civil registry's list of "voorvoegsels", which
    /// holds those of the French, German, Spanish and Italian names Dutch records carry).
    private static let particles: Set<String> = [
        "'s", "'t", "a", "aan", "af", "al", "am", "an", "auf", "aus", "bij", "d'", "da", "dal", "dalla", "das", "de",
        "dei", "del", "della", "den", "der", "des", "di", "do", "dos", "du", "el", "het", "im", "in", "l'", "la", "las",
        "le", "les", "lo", "los", "onder", "op", "over", "te", "ten", "ter", "tot", "uit", "uijt", "van", "ver", "vom",
        "von", "voor", "zu", "zum", "zur",
    ]
}

/// A family name of two surnames, for a page that asks each in a box of its own (Spanish "Primer apellido" and
/// "Segundo apellido", Mexican "Apellido paterno" and "Apellido materno").
package enum TwoSurnames {
    /// The first and the second surname: apart at a conjunction (`Pérez y Martín`), else the last word with the
    /// particles before it (`García de la Torre` → `García`, `de la Torre`; `de la Fuente García` → `de la Fuente`,
    /// `García`); nil for a name of one word.
    package static func apart(_ familyName: String) -> (first: String, second: String)? {
        let words = familyName.split(whereSeparator: \.isWhitespace)
        guard words.count > 1 else { return nil }
        if let k = words.indices.dropFirst().dropLast().first(where: { conjunctions.contains(words[$0].lowercased()) }) {
            return (words[..<k].joined(separator: " "), words[(k + 1)...].joined(separator: " "))
        }
        var start = words.count - 1
        while start > 1, particles.contains(words[start - 1].lowercased()) { start -= 1 }
        return (words[..<start].joined(separator: " "), words[start...].joined(separator: " "))
    }

    private static let conjunctions: Set<String> = ["y", "e", "i"]
    private static let particles: Set<String> = ["de", "del", "la", "las", "los", "da", "das", "do", "dos", "di", "san", "santa"]
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

/// A person's whole name from its stored parts.
package enum WholeName {
    /// Given, middle and family names with spaces (`Wile E Coyote`); a name whose given and family names are both
    /// written in Chinese, Japanese or Korean script, family name first as those languages write it, without a
    /// space (`山田太郎`) or, in Hangul, with one (`김 민준`), and without the middle name (Chromium joins them so).
    package static func of(given: String?, middle: String?, family: String?) -> String {
        let given = given ?? "", family = family ?? ""
        if !given.isEmpty, !family.isEmpty, isCJK(given), isCJK(family) {
            return family + (EastAsianScript.occurs(.hangul, in: given) || EastAsianScript.occurs(.hangul, in: family) ? " " : "") + given
        }
        return [given, middle ?? "", family].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Whether every letter of `text` is a Han ideograph, kana or Hangul (spaces aside).
    private static func isCJK(_ text: String) -> Bool {
        let letters = text.unicodeScalars.filter { !$0.properties.isWhitespace }
        return !letters.isEmpty && letters.allSatisfy { EastAsianScript($0) != nil }
    }
}
