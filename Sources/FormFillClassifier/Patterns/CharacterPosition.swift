/// Words that ask for some characters of a secret by their positions: a box's own label, "2nd character",
/// "Character 4", "2. Zeichen", "3e caractère", "Third letter", a bare "2" or "4th"; or a text above a run of boxes,
/// "Enter characters 2, 4 and 7 of your password", "the 1st, 3rd and 6th letters of your memorable word". Banks
/// ask for a few characters of a password or a memorable word, each in a box of its own; the whole password typed
/// into such a box is a false fill (and a generated one worse).
///
/// Read on a text's words (``MatchText``: lowercase, no diacritics, numbers split from letters). A count of
/// characters is no position: "At least 8 characters", "8-20 characters", "First character must be a letter".
enum CharacterPosition {
    /// Character words, one (``WordListName/passwordCharacter``) and several
    /// (``WordListName/passwordCharacters``), and ordinal words and endings (``WordListName/ordinals``), folded.
    private static let character = folded(.passwordCharacter)
    private static let characters = folded(.passwordCharacters)
    private static let ordinals = folded(.ordinals)

    private static func folded(_ name: WordListName) -> Set<[UInt8]> {
        Set(WordTables.bundled.list(name).map(\.folded))
    }

    /// The longest ordinal ending ("ste", "eme"): a word of the ordinals this short ("a", "e", "nd") makes an
    /// ordinal only after a number (English "a letter" is none).
    static let longestEnding = 3

    /// The most words a box's label that names a position has ("the 2nd character of your password" is seven);
    /// a label that names it by an ordinal word has at most ``shortLabel`` ("Third letter of password": a longer
    /// one, "First character must be a letter", states a rule).
    static let longestLabel = 7, shortLabel = 4

    /// The most words of a text above boxes that lists positions.
    static let longestText = 20

    /// The position a box's own label names ("2 nd character"), nil for none. The label is one of:
    /// - a number, or a number and an ordinal's ending: `2`, `4` `th`;
    /// - a number, an ordinal's ending, then a character word: `2` `nd` `character`, `3` `e` `caractere`;
    /// - an ordinal word (longer than an ending), then a character word, in a short label: `third` `letter`;
    /// - a character word, then a number: `character` `4`, `zeichen` `3`;
    /// - a number, then a character word, as the whole label: `2` `zeichen` ("2. Zeichen": the dot is no word).
    ///   English counts with a plural ("8 characters"), which no word of one character is.
    static func named(in text: MatchText) -> String? {
        let words = Words(text)
        guard (1...longestLabel).contains(words.count) else { return nil }
        if words.isNumber(0), words.count == 1 || (words.count == 2 && words.isEnding(1)) { return words.joined(0..<words.count) }
        for k in 0..<words.count where character.contains(words[k]) {
            if k >= 2, words.isNumber(k - 2), words.isEnding(k - 1) { return words.joined((k - 2)..<(k + 1)) }
            if k >= 1, words.count <= shortLabel, words[k - 1].count > longestEnding, ordinals.contains(words[k - 1]) {
                return words.joined((k - 1)..<(k + 1))
            }
            if words.isNumber(k + 1) { return words.joined(k..<(k + 2)) }
            if words.count == 2, k == 1, words.isNumber(0) { return words.joined(0..<2) }
        }
        return nil
    }

    /// The positions a text above boxes lists ("characters 2", "1 st ... letters"), nil for none: a character
    /// word, one or several, followed by a number ("characters 2, 4 and 7", "digits 1, 3 and 4"), or a number and
    /// an ordinal's ending before a character word ("the 1st, 3rd and 6th letters").
    static func listed(in text: MatchText) -> String? {
        let words = Words(text)
        guard (2...longestText).contains(words.count) else { return nil }
        func isCharacterWord(_ k: Int) -> Bool { character.contains(words[k]) || characters.contains(words[k]) }
        for k in 0..<words.count where isCharacterWord(k) && words.isNumber(k + 1) { return words.joined(k..<(k + 2)) }
        for k in 0..<words.count where words.isNumber(k) && words.isEnding(k + 1) {
            if let c = ((k + 2)..<words.count).first(where: isCharacterWord) { return words.joined(k..<(k + 2)) + " … " + words.joined(c..<(c + 1)) }
        }
        return nil
    }

    /// The position one of a box's labels names (not the text to its right, the next box's).
    static func named(_ s: FieldState) -> String? {
        s.scored.labelTexts.lazy.filter { $0.source != .right }.compactMap { named(in: $0.text) }.first
    }

    /// The positions one of a box's labels lists (not the text to its right).
    static func listed(_ s: FieldState) -> String? {
        s.scored.labelTexts.lazy.filter { $0.source != .right }.compactMap { listed(in: $0.text) }.first
    }

    /// A text's words, folded.
    private struct Words {
        let words: [[UInt8]]
        init(_ text: MatchText) { words = text.wordRanges.map { Array(text.compact[$0]) } }
        var count: Int { words.count }
        subscript(_ k: Int) -> [UInt8] { words[k] }
        /// A number of one or two digits at `k`.
        func isNumber(_ k: Int) -> Bool {
            k >= 0 && k < words.count && (1...2).contains(words[k].count) && words[k].allSatisfy { (48...57).contains($0) }
        }
        /// An ordinal's ending at `k` ("nd", "e", "o").
        func isEnding(_ k: Int) -> Bool {
            k >= 0 && k < words.count && words[k].count <= CharacterPosition.longestEnding && CharacterPosition.ordinals.contains(words[k])
        }
        func joined(_ range: Range<Int>) -> String { range.map { String(decoding: words[$0], as: UTF8.self) }.joined(separator: " ") }
    }
}
