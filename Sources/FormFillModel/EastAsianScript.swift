/// The scripts in which Chinese, Japanese and Korean write names, by Unicode block: what decides that a name is
/// written family name first (the classifier's two name boxes under a CJK caption, the generator's whole name).
package enum EastAsianScript: Sendable, Hashable {
    case han, kana, hangul

    /// The script of a character, nil for any other (Latin letters, digits, spaces, punctuation).
    package init?(_ scalar: Unicode.Scalar) {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3134F, 0x3005: self = .han  // 々 too
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: self = .kana
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: self = .hangul
        default: return nil
        }
    }

    /// Whether `text` holds a character of one of these scripts.
    package static func occurs(in text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { Self($0) != nil }
    }

    /// Whether `text` holds a character of `script`.
    package static func occurs(_ script: Self, in text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains { Self($0) == script }
    }
}
