/// The first word of a form-level word list in a text, remembered per text, and form texts folded once.
///
/// Every form asks the same lists (sign-in, sign-up, change-password, search, newsletter) of its name, action,
/// buttons and labels, and a large page repeats those texts in form after form: one memo per chunk of groups
/// scans each distinct text once per list.
struct FormWordMemo: Sendable {
    enum List: Int, Sendable {
        case signIn, signUp, changePassword, search, newsletter

        var words: WordList {
            switch self {
            case .signIn: FormPatterns.signIn
            case .signUp: FormPatterns.signUp
            case .changePassword: FormPatterns.changePassword
            case .search: FormPatterns.search
            case .newsletter: FormPatterns.newsletter
            }
        }
    }

    private struct Key: Hashable {
        var list: Int
        var text: [UInt8]
    }

    private var found: [Key: WordPattern?] = [:]
    private var folded: [String: MatchText] = [:]

    /// `raw` folded for matching.
    mutating func text(_ raw: String) -> MatchText {
        if let known = folded[raw] { return known }
        let text = MatchText(raw)
        folded[raw] = text
        return text
    }

    /// What `list.words.first(in: text)` finds.
    mutating func first(_ list: List, in text: MatchText) -> WordPattern? {
        let key = Key(list: list.rawValue, text: text.compact)
        if let known = found[key] { return known }
        let word = list.words.first(in: text)
        found[key] = .some(word)
        return word
    }
}
