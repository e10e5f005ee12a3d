import Foundation
import FormFillModel

/// How a box asks a code — a postal code, a phone number — to be written, where the page says so: without the spaces
/// and hyphens people write between its parts ("100-0001" as `1000001`), or as one of several writings that its
/// `pattern` attribute accepts.
///
/// A box asks for the compact writing when its own texts say so ("no hyphens", "digits only", "ハイフンなし",
/// "숫자만", "sin guiones", …) or its placeholder is a code of digits alone, as long as the compact value. Nothing
/// is cut: the compact writing holds every digit and letter of the stored code.
enum CodeWriting {
    /// The code without its separators: spaces, hyphens and dashes of any width.
    static func compact(_ value: String) -> String {
        String(value.unicodeScalars.filter { !separators.contains($0) }.map(Character.init))
    }

    /// Whether the box's texts (labels, placeholder, title) ask for the code without separators, or its placeholder
    /// shows it so: a placeholder of digits alone as long as `value` written compactly.
    static func asksCompact(texts: [String], placeholder: String?, value: String) -> Bool {
        if let placeholder = placeholder?.trimmingCharacters(in: .whitespaces), placeholder.count >= 4,
           placeholder.allSatisfy(\.isASCIIDigit), placeholder.count == compact(value).count {
            return true
        }
        return texts.contains { saysNoSeparators($0) }
    }

    /// The first of `writings` that `pattern` (an HTML `pattern` attribute: the whole value must match it) accepts,
    /// nil when there is no pattern, it does not compile or is not evaluated (``HTMLPattern``), or it accepts none.
    static func firstAccepted(of writings: [String], pattern: String?) -> String? {
        guard let expression = pattern.flatMap(HTMLPattern.init) else { return nil }
        return writings.first { expression.accepts($0) == true }
    }

    /// Whether one text asks for no separators: a "no hyphen"/"without spaces" phrase, or "digits only".
    static func saysNoSeparators(_ text: String) -> Bool {
        let lowered = text.lowercased()
        if noSeparatorPhrases.contains(where: lowered.contains) { return true }
        // Japanese: ハイフン (hyphen) with a word of none ("ハイフンなし", "ハイフンは不要", "ハイフンを除いて").
        if lowered.contains("ハイフン") { return ["なし", "無し", "不要", "除", "抜", "入れず", "省略", "不可"].contains(where: lowered.contains) }
        return false
    }

    private static let separators: Set<Unicode.Scalar> = [
        " ", "\u{3000}", "-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2212}", "\u{FF0D}",
    ]

    /// Phrases (lowercased) that ask for a code without separators, or for its digits alone.
    private static let noSeparatorPhrases = [
        // English
        "no hyphen", "without hyphen", "no dash", "without dash", "no space", "without space", "digits only", "numbers only",
        "only digits", "only numbers", "numeric only", "numerals only",
        // Japanese, Korean, Chinese
        "数字のみ", "숫자만", "하이픈 없이", "'-' 없이", "-없이", "- 없이", "- 제외", "-제외", "不含横线", "无需横线", "不要横线", "仅数字", "纯数字",
        "只能输入数字",
        // German, French, Spanish, Portuguese, Italian, Dutch
        "ohne leerzeichen", "ohne bindestrich", "nur ziffern", "nur zahlen", "sans espace", "sans tiret", "chiffres uniquement",
        "uniquement des chiffres", "sin guion", "sin guiones", "sin espacios", "solo números", "sólo números", "solo digitos",
        "solo dígitos", "sem traço", "sem hífen", "sem hifen", "sem espaço", "apenas números", "somente números", "só números",
        "senza spazi", "senza trattini", "solo numeri", "solo cifre", "zonder spaties", "zonder streepje", "alleen cijfers",
    ]
}
