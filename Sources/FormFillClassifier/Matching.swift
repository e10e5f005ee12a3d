/// A text prepared for word matching: folded (lowercase, Latin diacritics removed) and compacted (only letters,
/// digits and combining marks kept, so `E-Mail`, `e_mail` and `eMail` all read `email`), with the byte ranges of
/// the words it was made of.
///
/// Matching works on UTF-8 bytes because a page has hundreds of texts and the pattern tables thousands of words;
/// byte comparison keeps classification of a large page in the milliseconds.
struct MatchText: Sendable {
    let compact: [UInt8]
    /// Word boundaries by byte offset (0...count): ``wordStart`` and ``wordEnd`` bits (camelCase, snake_case,
    /// dashes and brackets split words). One array rather than a list of ranges and two maps: a page has tens
    /// of thousands of names and ids, and each allocation counts.
    let boundaries: [UInt8]
    static let wordStart: UInt8 = 1, wordEnd: UInt8 = 2
    /// The bytes that occur in ``compact``: a pattern whose first byte is missing cannot match, which rules out
    /// most of the thousands of patterns with one test.
    let bytesPresent: ByteSet

    /// A word starts at byte offset `i`.
    func isTokenStart(_ i: Int) -> Bool { boundaries[i] & Self.wordStart != 0 }
    /// A word ends at byte offset `i`.
    func isTokenEnd(_ i: Int) -> Bool { boundaries[i] & Self.wordEnd != 0 }

    init(_ raw: String) {
        var cache = FoldCache()
        self.init(raw, cache: &cache)
    }

    /// Folds `raw`, looking other scripts' letters up in (and adding them to) `cache`.
    init(_ raw: String, cache: inout FoldCache) {
        var text = Self.withoutPossessives(raw)
        if let (compact, boundaries) = text.withUTF8({ Self.foldASCII($0) }) {
            self.compact = compact
            self.boundaries = boundaries
            bytesPresent = ByteSet(compact)
            return
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.utf8.count)
        var boundaries = [UInt8](repeating: 0, count: raw.utf8.count + 1)
        var tokenStart = 0
        func close() {
            // Folding can lengthen a text (`ß` → `ss`, decompositions): grow the map with it.
            if boundaries.count <= bytes.count { boundaries += [UInt8](repeating: 0, count: bytes.count + 1 - boundaries.count) }
            if bytes.count > tokenStart {
                boundaries[tokenStart] |= Self.wordStart
                boundaries[bytes.count] |= Self.wordEnd
            }
            tokenStart = bytes.count
        }
        var previous: FoldCache.Folded? = nil
        // Each character is folded once: the one after the current one is kept for the next step.
        var iterator = text.makeIterator()
        var upcoming = iterator.next().map { cache.fold($0) }
        while let current = upcoming {
            upcoming = iterator.next().map { cache.fold($0) }
            guard let folded = current.text else {
                close(); previous = nil; continue
            }
            if let p = previous {
                // `firstName`, and `CCAccount` (an acronym, then a word).
                let next = upcoming
                let camel = (p.isLowercase && current.isUppercase)
                    || (p.isUppercase && current.isUppercase && next?.isLowercase == true)
                let digitEdge = p.isNumber != current.isNumber
                // Scripts without spaces (Chinese, Japanese) are one word per run; the substring rules handle them.
                if camel || digitEdge { close() }
            }
            bytes.append(contentsOf: folded.utf8)
            previous = current
        }
        close()
        compact = bytes
        boundaries.removeLast(boundaries.count - (bytes.count + 1))
        self.boundaries = boundaries
        bytesPresent = ByteSet(bytes)
    }

    /// `raw` without the English possessive or contraction "'s" after a letter ("Driver's" → "Driver",
    /// "What’s" → "What"): otherwise its "s" is a word of its own, which a rule's whole word `s` (a search box's
    /// name) hears. Other apostrophes still part words (French "d'utilisateur", Italian "dell'utente"). A text
    /// without an apostrophe (nearly every one) is returned as it is.
    static func withoutPossessives(_ raw: String) -> String {
        guard raw.utf8.contains(where: { $0 == 0x27 || $0 == 0xE2 }) else { return raw }
        let scalars = Array(raw.unicodeScalars)
        func isLetterOrDigit(_ i: Int) -> Bool {
            i >= 0 && i < scalars.count && (scalars[i].properties.isAlphabetic || scalars[i].properties.numericType != nil)
        }
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            let apostrophe = scalars[i] == "'" || scalars[i] == "\u{2019}"
            if apostrophe, isLetterOrDigit(i - 1), i + 1 < scalars.count, scalars[i + 1] == "s" || scalars[i + 1] == "S",
               !isLetterOrDigit(i + 2) {
                i += 2
                continue
            }
            out.append(scalars[i])
            i += 1
        }
        return String(out)
    }

    /// The folded bytes and word boundaries of an ASCII text (nearly every name, id and label), nil for any
    /// other: a byte is a character, folding is lowercasing, and only letters and digits are kept; the same
    /// rules as the general loop, without grapheme breaking, written straight into the two arrays.
    private static func foldASCII(_ raw: UnsafeBufferPointer<UInt8>) -> ([UInt8], [UInt8])? {
        guard raw.allSatisfy({ $0 < 0x80 }) else { return nil }
        var boundaries = [UInt8](repeating: 0, count: raw.count + 1)
        var length = 0
        let compact = [UInt8](unsafeUninitializedCapacity: raw.count) { out, initialized in
            boundaries.withUnsafeMutableBufferPointer { marks in
                var tokenStart = 0
                func close() {
                    if length > tokenStart {
                        marks[tokenStart] |= wordStart
                        marks[length] |= wordEnd
                    }
                    tokenStart = length
                }
                var previous: ASCIIClass? = nil
                for index in raw.indices {
                    let byte = raw[index]
                    let current = ASCIIClass(byte)
                    guard current != .other else { close(); previous = nil; continue }
                    if let p = previous {
                        let next = index + 1 < raw.count ? ASCIIClass(raw[index + 1]) : .other
                        let camel = (p == .lower && current == .upper) || (p == .upper && current == .upper && next == .lower)
                        let digitEdge = (p == .digit) != (current == .digit)
                        if camel || digitEdge { close() }
                    }
                    out[length] = current == .upper ? byte | 0x20 : byte
                    length += 1
                    previous = current
                }
                close()
            }
            initialized = length
        }
        boundaries.removeLast(raw.count - length)
        return (compact, boundaries)
    }

    /// What the ASCII fast path needs to know of a character.
    private enum ASCIIClass {
        case lower, upper, digit, other
        init(_ byte: UInt8) {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): self = .lower
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): self = .upper
            case UInt8(ascii: "0")...UInt8(ascii: "9"): self = .digit
            default: self = .other
            }
        }
    }

    var isEmpty: Bool { compact.isEmpty }

    /// How many words the text was made of (a run of a script without spaces counts as one).
    var wordCount: Int { boundaries.reduce(0) { $1 & Self.wordStart != 0 ? $0 + 1 : $0 } }

    /// The byte ranges of the text's words, in order.
    var wordRanges: [Range<Int>] {
        var out: [Range<Int>] = []
        var start: Int? = nil
        for i in boundaries.indices {
            if boundaries[i] & Self.wordEnd != 0, let s = start { out.append(s..<i); start = nil }
            if boundaries[i] & Self.wordStart != 0 { start = i }
        }
        return out
    }

    /// The byte ranges of a generated id's characters: runs of five or more words in a row that alternate letters
    /// and digits (`K7XQ0M1`, `kzw8pq2a`, `a2e4f9`), which name nothing; a word a rule knows inside one (`a2`,
    /// `fn`) is chance. A name's own numbers (`address1`, `street_2`, `q1a2`) make shorter runs.
    var generatedRuns: [Range<Int>] {
        // Four digit-letter edges need at least two digits: most names have fewer.
        guard compact.lazy.filter({ (48...57).contains($0) }).count >= 2 else { return [] }
        let words = wordRanges
        guard words.count >= Self.generatedRunWords else { return [] }
        func isDigits(_ r: Range<Int>) -> Bool { compact[r].allSatisfy { (48...57).contains($0) } }
        var runs: [Range<Int>] = []
        var start = 0
        for k in 1...words.count {
            let continues = k < words.count && words[k].lowerBound == words[k - 1].upperBound
                && isDigits(words[k]) != isDigits(words[k - 1])
            guard !continues else { continue }
            if k - start >= Self.generatedRunWords { runs.append(words[start].lowerBound..<words[k - 1].upperBound) }
            start = k
        }
        return runs
    }

    private static let generatedRunWords = 5

    /// How many words start before byte offset `i`.
    func wordIndex(at i: Int) -> Int { boundaries[..<i].reduce(0) { $1 & Self.wordStart != 0 ? $0 + 1 : $0 } }

    /// The folded form of one character, nil for separators (spaces, punctuation, symbols).
    static func fold(_ character: Character) -> String? {
        var out = String.UnicodeScalarView()
        for scalar in String(character).lowercased().decomposedStringWithCanonicalMapping.unicodeScalars {
            // Combining diacritical marks of Latin, Greek and Cyrillic letters; other scripts' marks are letters.
            if (0x300...0x36F).contains(scalar.value) { continue }
            // The postal marks (〒, 〠, 〶) are symbols that say "postal code" on their own (Japan): a box whose only
            // label is "〒" is the postal code, so they fold to themselves, as letters do.
            if postalMarks.contains(scalar.value) { out.append(scalar); continue }
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
        guard out.contains("ß") else { return String(out) }
        return String(out).replacingOccurrences(of: "ß", with: "ss")
    }

    /// U+3012 POSTAL MARK, U+3020 POSTAL MARK FACE, U+3036 CIRCLED POSTAL MARK.
    private static let postalMarks: Set<UInt32> = [0x3012, 0x3020, 0x3036]

    /// Compact form of any string (used for patterns, options and form attributes).
    static func compact(_ raw: String) -> [UInt8] { MatchText(raw).compact }
}

/// What folding gave for each single-scalar character met so far: the pattern tables repeat a few hundred
/// letters of other scripts thousands of times, and folding one (lowercasing, canonical decomposition) costs
/// a Foundation call.
struct FoldCache: Sendable {
    /// A character's folded form (nil for a separator) and the case and digit facts word splitting needs.
    struct Folded: Sendable {
        let text: String?
        let isLowercase: Bool
        let isUppercase: Bool
        let isNumber: Bool

        init(_ character: Character) {
            text = MatchText.fold(character)
            isLowercase = character.isLowercase
            isUppercase = character.isUppercase
            isNumber = character.isNumber
        }
    }

    private var byScalar: [UInt32: Folded] = [:]

    mutating func fold(_ character: Character) -> Folded {
        let scalars = character.unicodeScalars
        guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
            return Folded(character)
        }
        if let known = byScalar[scalar.value] { return known }
        let folded = Folded(character)
        byScalar[scalar.value] = folded
        return folded
    }
}

/// A set of byte values, as a 256-bit map.
struct ByteSet: Sendable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    init() {}

    init(_ bytes: [UInt8]) {
        for byte in bytes { insert(byte) }
    }

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << (byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << (byte & 63)
        switch byte >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }
}

/// One word of the word files (see ``WordTables``) as written, with how it must sit in the text:
/// `word` anywhere, `=word` a whole word (or run of whole words), `^word` at the start, `word$` at the end,
/// `^word$` the whole text. A leading `@` limits the word to name and id attributes (short codes such as `fn`).
///
/// Words are folded once, as the word files are read, with one ``FoldCache`` for every table (folding other
/// scripts' letters one by one was most of a small page's classification, and each table folding its words
/// again with a cache of its own was a fifth of building the tables).
struct WordSpec: Sendable {
    enum Anchor: Sendable, Hashable { case anywhere, token, prefix, suffix, whole }

    let anchor: Anchor
    let attributesOnly: Bool
    /// Read in text only (labels, placeholders, headings), never in a name or id (a leading `~`): a language's
    /// short word that names and ids use as an abbreviation of something else (Danish "By", the town: `by`).
    let textOnly: Bool
    /// The word as written in the table, for explanations.
    let display: String
    let weight: Double
    /// ``display`` folded as texts are (``MatchText/compact``).
    let folded: [UInt8]

    init(_ spec: String, weight: Double = 1) {
        var cache = FoldCache()
        self.init(spec, weight: weight, folding: &cache)
    }

    /// A word of the tables, folded with (and adding to) `cache`.
    init(_ spec: String, weight: Double = 1, folding cache: inout FoldCache) {
        if let (anchor, attributesOnly, textOnly, display) = Self.parsePrintableASCII(spec) {
            (self.anchor, self.attributesOnly, self.textOnly, self.display) = (anchor, attributesOnly, textOnly, display)
        } else {
            // `first == "@"` is `hasPrefix("@")` (no other Character equals these ASCII marks), without the
            // generic Character-by-Character comparison, which cost more than folding the word.
            var s = Substring(spec)
            attributesOnly = s.first == "@"
            if attributesOnly { s = s.dropFirst() }
            textOnly = !attributesOnly && s.first == "~"
            if textOnly { s = s.dropFirst() }
            var anchor = Anchor.anywhere
            if s.first == "=" { anchor = .token; s = s.dropFirst() }
            let starts = s.first == "^", ends = s.last == "$" && s.count > 1
            if starts { s = s.dropFirst() }
            if ends { s = s.dropLast() }
            if starts && ends { anchor = .whole } else if starts { anchor = .prefix } else if ends { anchor = .suffix }
            self.anchor = anchor
            display = String(s)
        }
        self.weight = weight
        folded = MatchText(display, cache: &cache).compact
    }

    /// The same word with another weight (the word files' words are folded once, then weighted by rule).
    func weighted(_ weight: Double) -> WordSpec {
        WordSpec(anchor: anchor, attributesOnly: attributesOnly, textOnly: textOnly, display: display, weight: weight, folded: folded)
    }

    private init(anchor: Anchor, attributesOnly: Bool, textOnly: Bool, display: String, weight: Double, folded: [UInt8]) {
        (self.anchor, self.attributesOnly, self.textOnly, self.display, self.weight, self.folded)
            = (anchor, attributesOnly, textOnly, display, weight, folded)
    }

    /// The same reading of a word made only of printable ASCII (most of the tables), on its bytes, where a
    /// byte is a character: no grapheme breaking for `hasSuffix` and `count`. Nil for any other word.
    private static func parsePrintableASCII(_ spec: String) -> (Anchor, Bool, Bool, String)? {
        let bytes = spec.utf8
        guard bytes.allSatisfy({ (0x20..<0x7F).contains($0) }) else { return nil }
        var start = bytes.startIndex, end = bytes.endIndex
        let attributesOnly = start != end && bytes[start] == UInt8(ascii: "@")
        if attributesOnly { start = bytes.index(after: start) }
        let textOnly = !attributesOnly && start != end && bytes[start] == UInt8(ascii: "~")
        if textOnly { start = bytes.index(after: start) }
        var anchor = Anchor.anywhere
        if start != end, bytes[start] == UInt8(ascii: "=") { anchor = .token; start = bytes.index(after: start) }
        let starts = start != end && bytes[start] == UInt8(ascii: "^")
        let ends = bytes.distance(from: start, to: end) > 1 && bytes[bytes.index(before: end)] == UInt8(ascii: "$")
        if starts { start = bytes.index(after: start) }
        if ends { end = bytes.index(before: end) }
        if starts && ends { anchor = .whole } else if starts { anchor = .prefix } else if ends { anchor = .suffix }
        return (anchor, attributesOnly, textOnly, String(Substring(bytes[start..<end])))
    }
}

/// A word ready for matching: its ``WordSpec`` and its folded bytes.
struct WordPattern: Sendable {
    let bytes: [UInt8]
    let anchor: WordSpec.Anchor
    let attributesOnly: Bool
    let textOnly: Bool
    /// The word as written in the table, for explanations.
    let display: String
    let weight: Double

    init(_ spec: WordSpec) {
        bytes = spec.folded
        anchor = spec.anchor
        attributesOnly = spec.attributesOnly
        textOnly = spec.textOnly
        display = spec.display
        weight = spec.weight
    }

    /// Whether the pattern occurs at byte offset `start` of `text` where its anchor allows it. The first
    /// offset in ascending order that passes is the occurrence ``match(in:)`` finds.
    func matches(_ text: MatchText, at start: Int) -> Bool {
        let hay = text.compact, n = bytes.count
        guard n > 0, start + n <= hay.count else { return false }
        switch anchor {
        case .whole: guard start == 0, n == hay.count else { return false }
        case .prefix: guard start == 0 else { return false }
        case .suffix: guard start + n == hay.count else { return false }
        case .token: guard text.isTokenStart(start), text.isTokenEnd(start + n) else { return false }
        case .anywhere: break
        }
        return equal(hay, at: start)
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

/// A list of words where the first one found counts (in list order: the lists put the telling words first),
/// indexed by their first two bytes (in 1,024 buckets; a one-byte word by its byte) so that a text meets only
/// the words that can start at each of its offsets: a first byte alone is shared by many words.
struct WordList: Sendable {
    let words: [WordPattern]
    /// Word indices grouped by key: `slots[starts[k]..<starts[k + 1]]` have key `k` (the pair buckets, then
    /// the 256 single bytes).
    private let slots: [Int]
    private let starts: [Int]

    private static let pairBuckets = 1 << 10

    /// The bucket of the two bytes at `offset`.
    private static func pairKey(_ bytes: [UInt8], _ offset: Int) -> Int {
        let x = UInt32(bytes[offset]) << 8 | UInt32(bytes[offset + 1])
        return Int((x &* 0x9E37_79B1) >> 22)
    }

    private static func key(of bytes: [UInt8]) -> Int {
        bytes.count == 1 ? pairBuckets + Int(bytes[0]) : pairKey(bytes, 0)
    }

    init(_ specs: [WordSpec]) {
        let words = specs.map(WordPattern.init)
        self.words = words
        let keyed = words.indices.filter { !words[$0].bytes.isEmpty }.sorted {
            (Self.key(of: words[$0].bytes), $0) < (Self.key(of: words[$1].bytes), $1)
        }
        var starts = [Int](repeating: 0, count: Self.pairBuckets + 256 + 1)
        for w in keyed { starts[Self.key(of: words[w].bytes) + 1] += 1 }
        for b in 1..<starts.count { starts[b] += starts[b - 1] }
        slots = keyed
        self.starts = starts
    }

    /// The first word of the list found in `text`, like trying `match(in:)` word by word; words only for
    /// names and ids are skipped unless `attributes`, words only for text (`~`) when it is set.
    func first(in text: MatchText, attributes: Bool = true) -> WordPattern? {
        let hay = text.compact
        var best = Int.max
        for offset in hay.indices {
            func consider(_ slot: Int) {
                let w = slots[slot]
                if w < best, attributes ? !words[w].textOnly : !words[w].attributesOnly, words[w].matches(text, at: offset) { best = w }
            }
            let (single, pair) = slots(startingAt: offset, in: hay)
            single.forEach(consider)
            pair.forEach(consider)
        }
        return best == Int.max ? nil : words[best]
    }

    /// The byte offset in `text` where the earliest word of the list starts (label words only), nil when none does.
    func firstOffset(in text: MatchText) -> Int? {
        let hay = text.compact
        return hay.indices.first { offset in
            func matches(_ slot: Int) -> Bool { !words[slots[slot]].attributesOnly && words[slots[slot]].matches(text, at: offset) }
            let (single, pair) = slots(startingAt: offset, in: hay)
            return single.contains(where: matches) || pair.contains(where: matches)
        }
    }

    /// The slots of the words that may start at `offset` of `hay`: those keyed by its byte, and by its pair of
    /// bytes (none at the last byte).
    private func slots(startingAt offset: Int, in hay: [UInt8]) -> (Range<Int>, Range<Int>) {
        let single = Self.pairBuckets + Int(hay[offset])
        guard offset + 1 < hay.count else { return (starts[single]..<starts[single + 1], 0..<0) }
        let pair = Self.pairKey(hay, offset)
        return (starts[single]..<starts[single + 1], starts[pair]..<starts[pair + 1])
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
