import FormFillModel

/// The words that speak for one designation, in many languages, with words that speak against it.
///
/// A rule only proposes; the scorer weighs every rule's matches from every signal (labels, name, id) and the
/// group resolver settles conflicts. When two words of any rules match overlapping parts of one text, the longer
/// match wins (`username` beats `name`, `country code` beats `country`).
struct FieldRule: Sendable {
    /// The rule's name in the word files: its designation, and a variant after a dot (`cc-number.bare`).
    let id: String
    let designation: Designation
    let words: [WordSpec]
    let negatives: [WordSpec]

    init(id: String, designation: Designation, words: [WordSpec], negatives: [WordSpec]) {
        self.id = id
        self.designation = designation
        self.words = words
        self.negatives = negatives
        isWeak = words.allSatisfy { $0.weight < 0.5 }
        weakWords = isWeak ? Set(words.map(\.display)) : []
        isGeneric = id.hasSuffix(".bare")
    }

    /// A `.bare` rule: a generic word ("number", "code", "month", "year", "day") that names the part of a card
    /// or a date only where nothing else in its text says whose it is (``FieldScorer/analyse(_:attributes:)``).
    let isGeneric: Bool

    /// Words that only count beside stronger evidence (a bare "number" or "code", weighted well under one).
    let isWeak: Bool
    /// A weak rule's words as the evidence names them, for a name that negates the rule: made once, not for
    /// every field whose name does.
    let weakWords: Set<String>
}

/// Every field rule of every family, in one table (the word files' rules, in the order of `weights.json`):
/// the scored model is the same for logins, cards and identities.
enum FieldPatterns {
    static let all: [FieldRule] = WordTables.bundled.rules
}

/// A rule table indexed by the first bytes of every word and negative. Every pattern's bytes occur
/// contiguously in a text it matches (whatever its anchor), so a text is tried only against the patterns that
/// start with the bytes at each of its offsets: a handful of the table's two thousand, which keeps the cost per
/// field independent of the table's size. A pattern of three bytes or more is keyed by its first three (in
/// 65,536 buckets): a long label meets far fewer patterns at each offset than by its pairs alone, which many
/// words share (`re`, `er`, `na`).
struct RuleIndex: Sendable {
    /// One word (or negative) of one rule; ``patterns`` holds the pattern at the same position.
    struct Entry: Sendable {
        let rule: Int
        let word: Int
        let negative: Bool
        let attributesOnly: Bool
        let textOnly: Bool
    }

    let rules: [FieldRule]
    /// Entries and their patterns, grouped by key: the bucket of the first three bytes, the first two bytes of
    /// a two-byte pattern, or the only byte of a one-byte pattern.
    private let entries: [Entry]
    private let patterns: [WordPattern]
    /// `entries[starts[key]..<starts[key + 1]]` are the patterns of a key (the 65,536 buckets of three-byte
    /// keys, then the 65,536 pair keys, then the 256 single-byte keys).
    private let starts: [Int]

    private static let pairBase = 1 << 16, singleBase = 2 << 16

    /// The bucket of a pattern's (or a text's) three bytes from `offset`.
    private static func tripleKey(_ bytes: [UInt8], _ offset: Int) -> Int {
        let x = UInt32(bytes[offset]) << 16 | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2])
        return Int((x &* 0x9E37_79B1) >> 16)
    }

    private static func key(of b: [UInt8]) -> Int {
        switch b.count {
        case 1: singleBase + Int(b[0])
        case 2: pairBase + (Int(b[0]) << 8 | Int(b[1]))
        default: tripleKey(b, 0)
        }
    }

    init(_ rules: [FieldRule]) {
        var keyed: [(key: Int, entry: Entry, pattern: WordPattern)] = []
        for (r, rule) in rules.enumerated() {
            for (negative, list) in [(false, rule.words), (true, rule.negatives)] {
                // An empty pattern never matches (see `WordPattern.matches`), so it needs no entry.
                for (w, spec) in list.enumerated() {
                    let word = WordPattern(spec)
                    guard !word.bytes.isEmpty else { continue }
                    keyed.append((Self.key(of: word.bytes), Entry(rule: r, word: w, negative: negative, attributesOnly: word.attributesOnly,
                                                                    textOnly: word.textOnly), word))
                }
            }
        }
        keyed.sort { $0.key < $1.key }  // Stable: entries of one key keep table order (not that order matters).
        var starts = [Int](repeating: 0, count: Self.singleBase + 256 + 1)
        for item in keyed { starts[item.key + 1] += 1 }
        for k in 1..<starts.count { starts[k] += starts[k - 1] }
        self.rules = rules
        entries = keyed.map(\.entry)
        patterns = keyed.map(\.pattern)
        self.starts = starts
    }

    /// Calls `body` with every entry that matches `text` and where (its first acceptable occurrence), in no
    /// particular order. Patterns only for names and ids are skipped unless `attributes` (the text is a name or
    /// an id), patterns only for text (`~`) when it is.
    ///
    /// One pass over the text: at each offset, only the patterns keyed by the byte there, the pair and the
    /// three bytes starting there are tried, and only at that offset (a pattern's first occurrence is the first offset
    /// where it fits), so a long label costs its length rather than its length times the patterns it shares
    /// a pair with.
    func forEachMatch(in text: MatchText, attributes: Bool, _ body: (Entry, Range<Int>) -> Void) {
        let hay = text.compact
        var reported: [Int] = []
        func tryKey(_ key: Int, at offset: Int) {
            for i in starts[key]..<starts[key + 1] where attributes ? !entries[i].textOnly : !entries[i].attributesOnly {
                guard patterns[i].matches(text, at: offset), !reported.contains(i) else { continue }
                reported.append(i)
                body(entries[i], offset..<(offset + patterns[i].bytes.count))
            }
        }
        for offset in hay.indices {
            tryKey(Self.singleBase + Int(hay[offset]), at: offset)
            if offset + 1 < hay.count { tryKey(Self.pairBase + (Int(hay[offset]) << 8 | Int(hay[offset + 1])), at: offset) }
            if offset + 2 < hay.count { tryKey(Self.tripleKey(hay, offset), at: offset) }
        }
    }
}
