/// A text prepared for word matching: folded (lowercase, Latin diacritics removed) and compacted (only letters,
/// digits and combining marks kept, so `E-Mail`, `e_mail` and `eMail` all read `email`), with the byte ranges of
/// the words it was made of.
///
/// Matching works on UTF-8 bytes because a page has hundreds of texts and the pattern tables thousands of words;
/// byte comparison keeps classification of a large page in the milliseconds.
struct MatchText: Sendable {
    let compact: [UInt8]
    /// The byte range of each word (camelCase, snake_case, dashes and brackets split words).
    let tokens: [Range<Int>]

    init(_ raw: String) {
        var bytes: [UInt8] = []
        var tokens: [Range<Int>] = []
        var tokenStart = 0
        var previous: Character? = nil
        func close() {
            if bytes.count > tokenStart { tokens.append(tokenStart..<bytes.count) }
            tokenStart = bytes.count
        }
        let characters = Array(raw)
        for (index, character) in characters.enumerated() {
            guard let folded = Self.fold(character) else {
                close(); previous = nil; continue
            }
            if let p = previous {
                // `firstName`, and `CCAccount` (an acronym, then a word).
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let camel = (p.isLowercase && character.isUppercase)
                    || (p.isUppercase && character.isUppercase && next?.isLowercase == true)
                let digitEdge = p.isNumber != character.isNumber
                // Scripts without spaces (Chinese, Japanese) are one word per run; the substring rules handle them.
                if camel || digitEdge { close() }
            }
            bytes.append(contentsOf: folded.utf8)
            previous = character
        }
        close()
        compact = bytes
        self.tokens = tokens
    }

    var isEmpty: Bool { compact.isEmpty }

    /// The folded form of one character, nil for separators (spaces, punctuation, symbols).
    static func fold(_ character: Character) -> String? {
        var out = String.UnicodeScalarView()
        for scalar in String(character).lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            // Combining diacritical marks of Latin, Greek and Cyrillic letters; other scripts' marks are letters.
            if (0x300...0x36F).contains(scalar.value) { continue }
            let p = scalar.properties
            switch p.generalCategory {
            case .lowercaseLetter, .uppercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter,
                 .decimalNumber, .nonspacingMark, .spacingMark:
                out.append(scalar)
            default:
                continue
            }
        }
        if out.isEmpty { return nil }
        // `ß` reads as `ss`, so `Straße` and `Strasse` match the same word.
        return String(out).replacingOccurrences(of: "ß", with: "ss")
    }

    /// Compact form of any string (used for patterns, options and form attributes).
    static func compact(_ raw: String) -> [UInt8] { MatchText(raw).compact }
}

/// One word of a pattern table, with how it must sit in the text:
/// `word` anywhere, `=word` a whole word (or run of whole words), `^word` at the start, `word$` at the end,
/// `^word$` the whole text. A leading `@` limits the word to name and id attributes (short codes such as `fn`).
struct WordPattern: Sendable, Hashable {
    enum Anchor: Sendable, Hashable { case anywhere, token, prefix, suffix, whole }

    let bytes: [UInt8]
    let anchor: Anchor
    let attributesOnly: Bool
    /// The word as written in the table, for explanations.
    let display: String
    let weight: Double

    init(_ spec: String, weight: Double = 1) {
        var s = Substring(spec)
        attributesOnly = s.hasPrefix("@")
        if attributesOnly { s = s.dropFirst() }
        var anchor = Anchor.anywhere
        if s.hasPrefix("=") { anchor = .token; s = s.dropFirst() }
        let starts = s.hasPrefix("^"), ends = s.hasSuffix("$") && s.count > 1
        if starts { s = s.dropFirst() }
        if ends { s = s.dropLast() }
        if starts && ends { anchor = .whole } else if starts { anchor = .prefix } else if ends { anchor = .suffix }
        self.anchor = anchor
        display = String(s)
        bytes = MatchText.compact(String(s))
        self.weight = weight
    }

    /// The byte range of the first acceptable occurrence in `text`, if any.
    func match(in text: MatchText) -> Range<Int>? {
        let hay = text.compact, n = bytes.count
        guard n > 0, hay.count >= n else { return nil }
        switch anchor {
        case .whole:
            return hay == bytes ? 0..<n : nil
        case .prefix:
            return hay.starts(with: bytes) ? 0..<n : nil
        case .suffix:
            return hay[(hay.count - n)...].elementsEqual(bytes) ? (hay.count - n)..<hay.count : nil
        case .token:
            let ends = Set(text.tokens.map(\.upperBound))
            for token in text.tokens where token.lowerBound + n <= hay.count {
                if ends.contains(token.lowerBound + n), equal(hay, at: token.lowerBound) {
                    return token.lowerBound..<(token.lowerBound + n)
                }
            }
            return nil
        case .anywhere:
            let first = bytes[0]
            var i = 0
            while i + n <= hay.count {
                if hay[i] == first, equal(hay, at: i) { return i..<(i + n) }
                i += 1
            }
            return nil
        }
    }

    private func equal(_ hay: [UInt8], at start: Int) -> Bool {
        var j = 0
        while j < bytes.count {
            if hay[start + j] != bytes[j] { return false }
            j += 1
        }
        return true
    }
}

/// Words given per language as `"word|word|=word"`; the language codes document coverage (and the tests use them).
typealias Lexicon = KeyValuePairs<String, String>

extension WordPattern {
    /// Parses a lexicon into patterns with one weight.
    static func list(_ lexicon: Lexicon, weight: Double = 1) -> [WordPattern] {
        lexicon.flatMap { _, words in
            words.split(separator: "|").map { WordPattern(String($0).trimmingSpaces, weight: weight) }
        }
    }

    static func list(_ words: String, weight: Double = 1) -> [WordPattern] {
        words.split(separator: "|").map { WordPattern(String($0).trimmingSpaces, weight: weight) }
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s = s.dropFirst() }
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
