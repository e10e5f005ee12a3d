/// A label that asks for one character of a secret by its position: "2nd character", "Character 4", "2. Zeichen",
/// "3e caractère", "Third letter". Banks ask for a few characters of a password or a memorable word, each in a box
/// of its own; the whole password typed into such a box is a false fill (and a generated one worse).
///
/// Read on a label's words (``MatchText``: lowercase, no diacritics, numbers split from letters), in a short label
/// only (a sentence counts characters: "At least 8 characters"). The position is one of:
/// - a number, an ordinal's ending, then a character word: `2` `nd` `character`, `3` `e` `caractere`;
/// - an ordinal word (longer than an ending), then a character word: `third` `letter`, `zweite` `stelle`;
/// - a character word, then a number: `character` `4`, `zeichen` `3`;
/// - a number, then a character word, as the whole label: `2` `zeichen` ("2. Zeichen": the dot is no word).
///   English counts with a plural ("8 characters"), which no character word is.
enum CharacterPosition {
    /// Character words (``WordListName/passwordCharacter``) and ordinal words and endings
    /// (``WordListName/ordinals``), folded.
    private static let characters = folded(.passwordCharacter)
    private static let ordinals = folded(.ordinals)

    private static func folded(_ name: WordListName) -> Set<[UInt8]> {
        Set(WordTables.bundled.list(name).map(\.folded))
    }

    /// The longest ordinal ending ("ste", "eme"): a word of the ordinals this short ("a", "e", "nd") makes an
    /// ordinal only after a number (English "a letter" is none).
    static let longestEnding = 3

    /// The most words a label that names a position has ("the 2nd character of your password" is seven).
    static let longestLabel = 7

    /// The position's words as the label writes them ("2 nd character"), nil when the text names none.
    static func named(in text: MatchText) -> String? {
        let ranges = text.wordRanges
        guard (2...longestLabel).contains(ranges.count) else { return nil }
        let words = ranges.map { Array(text.compact[$0]) }
        func isNumber(_ k: Int) -> Bool {
            k >= 0 && k < words.count && (1...2).contains(words[k].count) && words[k].allSatisfy { (48...57).contains($0) }
        }
        for k in words.indices where characters.contains(words[k]) {
            let named: ClosedRange<Int>?
            if k >= 2, isNumber(k - 2), ordinals.contains(words[k - 1]) {
                named = (k - 2)...k
            } else if k >= 1, words[k - 1].count > longestEnding, ordinals.contains(words[k - 1]) {
                named = (k - 1)...k
            } else if isNumber(k + 1) {
                named = k...(k + 1)
            } else if words.count == 2, k == 1, isNumber(0) {
                named = 0...1
            } else {
                named = nil
            }
            if let named { return named.map { String(decoding: words[$0], as: UTF8.self) }.joined(separator: " ") }
        }
        return nil
    }
}
