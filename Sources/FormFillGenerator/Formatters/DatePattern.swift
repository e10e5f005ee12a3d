/// A date format read from a field's hint: `MM/YY`, `MM / YYYY`, `MMYY`, `DD.MM.YYYY`, and localised letters
/// (`MM/AA`, `MM/JJ`, `ММ/ГГ`, `TT.MM.JJJJ`, `JJ/MM/AAAA`, `DD/MM/RRRR`).
package struct DatePattern: Sendable, Hashable {
    package enum Part: Sendable, Hashable {
        /// With their widths: 1 means unpadded, 2 zero-padded; a year of width 2 is written with two digits.
        case day(width: Int), month(width: Int), year(width: Int)
    }

    package var parts: [Part]
    /// The separator after each part but the last (`""` for `MMYY`).
    package var separators: [String]

    package init(parts: [Part], separators: [String]) { self.parts = parts; self.separators = separators }

    /// `YYYY-MM-DD`, as `type=date` wants.
    package static let iso = DatePattern(parts: [.year(width: 4), .month(width: 2), .day(width: 2)], separators: ["-", "-"])

    /// Writes a date in this pattern; parts the pattern lacks are ignored.
    package func format(year: Int, month: Int, day: Int = 1) -> String {
        var out = ""
        for (index, part) in parts.enumerated() {
            switch part {
            case .day(let width): out += Self.pad(day, width)
            case .month(let width): out += Self.pad(month, width)
            case .year(let width): out += width <= 2 ? Self.pad(year % 100, 2) : String(year)
            }
            if index < separators.count { out += separators[index] }
        }
        return out
    }

    /// The most characters a date in this pattern takes.
    var longest: Int {
        parts.reduce(0) { total, part in
            switch part {
            case .day, .month: total + 2
            case .year(let width): total + (width <= 2 ? 2 : 4)
            }
        } + separators.reduce(0) { $0 + $1.count }
    }

    /// The pattern shortened until a date in it fits in `maxLength` characters, what the page lets a user type
    /// (a hint "MM / YY" on a box of 5: `03/29`, not the seven characters `03 / 29`): first the spaces around a
    /// separator go ("MM / YY" → "MM/YY"), then the year's century or the separators, in the order
    /// `shortYearFirst` says (an expiry's year is short by custom, a birth year's century is needed). Unchanged
    /// without a maxlength or when it fits.
    package func fitted(to maxLength: Int?, shortYearFirst: Bool) -> DatePattern {
        guard let maxLength, longest > maxLength else { return self }
        var pattern = self
        pattern.separators = separators.map { separator in
            let kept = separator.filter { $0 != " " }
            return kept.isEmpty ? separator : kept
        }
        let shortYear = { (p: DatePattern) in
            var p = p
            p.parts = p.parts.map { if case .year = $0 { .year(width: 2) } else { $0 } }
            return p
        }
        let noSeparators = { (p: DatePattern) in
            var p = p
            p.separators = p.separators.map { _ in "" }
            return p
        }
        let steps = shortYearFirst ? [shortYear, noSeparators] : [noSeparators, shortYear]
        for step in steps where pattern.longest > maxLength { pattern = step(pattern) }
        return pattern
    }

    static func pad(_ n: Int, _ width: Int) -> String {
        let s = String(n)
        return width >= 2 && s.count < 2 ? "0" + s : s
    }

    // MARK: Reading hints

    private static let monthLetters: Set<Character> = ["M", "М"]
    private static let yearLetters: Set<Character> = ["Y", "Г", "A", "R", "Å", "J"]
    private static let dayLetters: Set<Character> = ["D", "T", "Д", "G", "J"]
    private static let separatorCharacters: Set<Character> = ["/", ".", "-", " "]

    /// The month-and-year pattern in a hint (`Expiry (MM/YY)`), nil when it has none.
    package static func monthYear(in hint: String) -> DatePattern? {
        for runs in candidateRuns(in: hint) where runs.count == 2 {
            let letters = runs.map(\.letter)
            if monthLetters.contains(letters[0]), yearLetters.contains(letters[1]), runs[1].width >= 2 {
                return DatePattern(parts: [.month(width: runs[0].width), .year(width: runs[1].width)],
                                   separators: [runs[0].separator])
            }
            if yearLetters.contains(letters[0]), monthLetters.contains(letters[1]), runs[0].width >= 2 {
                return DatePattern(parts: [.year(width: runs[0].width), .month(width: runs[1].width)],
                                   separators: [runs[0].separator])
            }
        }
        return nil
    }

    /// The day-month-year pattern in a hint (`DD/MM/YYYY`, `TT.MM.JJJJ`, `JJ/MM/AAAA`), nil when it has none.
    package static func dayMonthYear(in hint: String) -> DatePattern? {
        for runs in candidateRuns(in: hint) where runs.count == 3 {
            guard let monthIndex = runs.firstIndex(where: { monthLetters.contains($0.letter) }) else { continue }
            let others = runs.indices.filter { $0 != monthIndex }
            // A four-letter run is the year; else the one written with a year-only letter (J is a day in French
            // and a year in German, so it loses to an unambiguous letter).
            let yearIndex = others.first { runs[$0].width >= 3 }
                ?? others.first { yearLetters.contains(runs[$0].letter) && !dayLetters.contains(runs[$0].letter) }
                ?? others.last { yearLetters.contains(runs[$0].letter) }
            guard let yearIndex, let dayIndex = others.first(where: { $0 != yearIndex }),
                  dayLetters.contains(runs[dayIndex].letter) else { continue }
            var parts: [Part] = []
            for index in runs.indices {
                let width = runs[index].width
                parts.append(index == monthIndex ? .month(width: width) : index == yearIndex ? .year(width: width) : .day(width: width))
            }
            return DatePattern(parts: parts, separators: runs.dropLast().map(\.separator))
        }
        return nil
    }

    /// The month-and-day pattern of a date without its year in a hint (`MM/DD`, `DD/MM`, `TT.MM.`), nil when it
    /// has none: a month run and a day run of one or two letters.
    package static func dayMonth(in hint: String) -> DatePattern? {
        for runs in candidateRuns(in: hint) where runs.count == 2 && runs.allSatisfy({ $0.width <= 2 }) {
            let letters = runs.map(\.letter)
            if monthLetters.contains(letters[0]), dayLetters.contains(letters[1]) {
                return DatePattern(parts: [.month(width: runs[0].width), .day(width: runs[1].width)], separators: [runs[0].separator])
            }
            if dayLetters.contains(letters[0]), monthLetters.contains(letters[1]) {
                return DatePattern(parts: [.day(width: runs[0].width), .month(width: runs[1].width)], separators: [runs[0].separator])
            }
        }
        return nil
    }

    private struct Run { var letter: Character; var width: Int; var separator: String }

    /// Sequences of same-letter runs made only of date letters, joined by at most one short separator
    /// (`/`, `.`, `-`, spaces), and not part of a longer word.
    private static func candidateRuns(in hint: String) -> [[Run]] {
        let dateLetters = monthLetters.union(yearLetters).union(dayLetters)
        // Split into words (letters) and gaps (the rest), keeping order.
        var tokens: [(word: Bool, text: String)] = []
        for ch in hint.uppercased() {
            let isWord = ch.isLetter
            if let last = tokens.last, last.word == isWord { tokens[tokens.count - 1].text.append(ch) }
            else { tokens.append((isWord, String(ch))) }
        }
        var sequences: [[Run]] = []
        var current: [Run] = []
        func close() { if current.count >= 2 { sequences.append(current) }; current = [] }
        for token in tokens {
            if token.word {
                guard token.text.allSatisfy(dateLetters.contains) else { close(); continue }
                var runs: [Run] = []
                for ch in token.text {
                    if let last = runs.last, last.letter == ch { runs[runs.count - 1].width += 1 }
                    else { runs.append(Run(letter: ch, width: 1, separator: "")) }
                }
                // Inside one word, every run needs two letters: `MY` is a word, `MMYY` a pattern.
                if runs.count > 1, runs.contains(where: { $0.width < 2 }) { close(); continue }
                if runs.contains(where: { $0.width > 4 }) { close(); continue }
                current += runs
            } else if !current.isEmpty, token.text.count <= 3, token.text.allSatisfy(separatorCharacters.contains),
                      token.text.contains(where: { $0 != " " }) || token.text.count == 1 {
                current[current.count - 1].separator = token.text
            } else {
                close()
            }
        }
        close()
        return sequences.map { runs in
            var runs = runs
            runs[runs.count - 1].separator = ""
            return runs
        }
    }
}
