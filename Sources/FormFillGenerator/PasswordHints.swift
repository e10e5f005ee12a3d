import Foundation
import FormFillSecrets

/// The password rules a sign-up or change-password page writes for people instead of `passwordrules` for
/// password managers: "8–16 characters", "at least 10 characters", "must include a number and an uppercase
/// letter", "letters and numbers only", in a new-password box's label, placeholder or help text
/// (`aria-describedby`). Read as `passwordrules` text, so that a generated password is one the site accepts.
///
/// English, German, French, Spanish, Italian, Portuguese and Dutch phrasings. A hint is read only where the page
/// gives no `passwordrules` and the site lists none (``LoginFiller``): the author's and the curated rules win.
/// What cannot be read is left out; lengths outside 4...128 and a minimum above the maximum are ignored.
package enum PasswordHints {
    /// The rules the texts state, as `passwordrules` text ("minlength: 8; maxlength: 16; allowed: upper, lower,
    /// digit"), nil when they state none.
    package static func rules(in texts: [String]) -> String? {
        let text = texts.joined(separator: " . ").lowercased()
            .replacingOccurrences(of: "\u{2013}", with: "-").replacingOccurrences(of: "\u{2014}", with: "-")
        guard text.contains(where: \.isNumber) || Self.mentionsClass(text) else { return nil }
        var minimum: Int? = nil, maximum: Int? = nil
        if let range = firstMatch(of: lengthRange, in: text) { (minimum, maximum) = (range[0], range[1]) }
        if minimum == nil, let at = firstMatch(of: lengthAtLeast, in: text)?.first { minimum = at }
        if maximum == nil, let at = firstMatch(of: lengthAtMost, in: text)?.first { maximum = at }
        if let low = minimum, !(4...128).contains(low) { minimum = nil }
        if let high = maximum, !(4...128).contains(high) { maximum = nil }
        if let low = minimum, let high = maximum, low > high { (minimum, maximum) = (nil, nil) }

        var required: [String] = []
        if contains(requiresDigit, in: text) { required.append("digit") }
        if contains(requiresUpper, in: text) { required.append("upper") }
        if contains(requiresLower, in: text) { required.append("lower") }
        if !required.contains("upper"), !required.contains("lower"), contains(requiresLetter, in: text) { required.append("upper, lower") }
        let alphanumeric = contains(onlyLettersAndDigits, in: text)
        if !alphanumeric, contains(requiresSpecial, in: text), !contains(negatedSpecial, in: text) { required.append("special") }

        var properties: [String] = []
        if let minimum { properties.append("minlength: \(minimum)") }
        if let maximum { properties.append("maxlength: \(maximum)") }
        properties += required.map { "required: \($0)" }
        // Required classes alone would allow only themselves (`passwordrules`): the rest stays allowed.
        if alphanumeric { properties.append("allowed: upper, lower, digit") }
        else if !required.isEmpty { properties.append("allowed: upper, lower, digit, special") }
        return properties.isEmpty ? nil : properties.joined(separator: "; ") + ";"
    }

    // MARK: Phrases

    private static let unit = #"(?:characters?|chars?|zeichen|caract[eè]res?|caracteres?|caratteri|tekens|karakters|symbols)"#
    private static let and = #"(?:-|~|to|and|bis|und|[aà]|y|e|et|tot|en)"#

    /// "8-16 characters", "between 8 and 16 characters", "8 bis 16 Zeichen", "de 8 à 16 caractères".
    private static let lengthRange = #"(\d{1,3})\s*"# + and + #"\s*(\d{1,3})\s*"# + unit
    /// "at least 8 characters", "minimum 8 characters", "8 or more characters", "8+ characters", "mindestens 8
    /// Zeichen", "au moins 8 caractères", "al menos 8 caracteres", "almeno 8 caratteri", "minimaal 8 tekens".
    private static let lengthAtLeast = #"(?:(?:at least|minimum(?: of)?|min\.?|no (?:fewer|less) than|mindestens|minimal|au moins|al menos|como m[ií]nimo|m[ií]nimo(?: de)?|almeno|minimo|minimaal|ten minste)\s*(\d{1,3})\s*"#
        + unit + #"|(\d{1,3})\s*(?:\+|or more)\s*"# + unit + #"|(\d{1,3})\s*"# + unit + #"\s*(?:minimum|min\b|or more|or longer))"#
    /// "at most 16 characters", "maximum 16 characters", "up to 16 characters", "no more than 16", "höchstens 16".
    private static let lengthAtMost = #"(?:(?:at most|maximum(?: of)?|max\.?|up to|no more than|not more than|h[öo]chstens|maximal|au plus|como m[aá]ximo|m[aá]ximo(?: de)?|al massimo|massimo|maximaal|hoogstens)\s*(\d{1,3})\s*"#
        + unit + #"|(\d{1,3})\s*"# + unit + #"\s*(?:maximum|max\b|or less|or fewer))"#

    private static let atLeastOne = #"(?:at least one|one or more|at least 1|one|1|an?|mindestens eine?n?|eine?n?|au moins une?|une?|al menos una?|una?|almeno una?|pelo menos uma?|uma?|minstens [ée]{1,2}n|[ée]{1,2}n)\s+"#
    private static let requiresDigit = atLeastOne + #"(?:numbers?|digits?|numerals?|numeric|zahl|ziffer|chiffre|n[uú]mero|d[ií]gito|numero|cifra|cijfer)\b"#
        + #"|(?:include|contain|must have|with)s?\s+(?:both\s+)?(?:letters and (?:numbers|digits)|(?:numbers|digits) and letters)"#
    private static let requiresUpper = atLeastOne + #"(?:upper ?-?case|capital)"#
        + #"|gro(?:ß|ss)buchstaben?|majuscules?|may[uú]sculas?|maiuscol[ae]|mai[uú]sculas?|hoofdletters?"#
        + #"|upper ?-?case and lower ?-?case|lower ?-?case and upper ?-?case|mixed ?-?case|upper and lower ?-?case"#
    private static let requiresLower = atLeastOne + #"(?:lower ?-?case|small letter)"#
        + #"|kleinbuchstaben?|minuscules?|min[uú]sculas?|minuscol[ae]|kleine letters?"#
        + #"|upper ?-?case and lower ?-?case|lower ?-?case and upper ?-?case|mixed ?-?case|upper and lower ?-?case"#
    private static let requiresLetter = atLeastOne + #"(?:letter|alphabetic|alpha character|buchstabe|lettre|letra|lettera)\b"#
    private static let special = #"(?:special characters?|special chars?|symbols?|non-alphanumeric|punctuation|sonderzeichen|caract[eè]res? sp[ée]ciaux|caract[eè]re sp[ée]cial|caracteres? especial(?:es)?|caratter[ei] special[ei]|speciale? tekens?)"#
    private static let requiresSpecial = special
    /// A special character ruled out: "no symbols", "must not contain special characters", "keine Sonderzeichen".
    private static let negatedSpecial = #"(?:\bno|without|not contain|not include|not use|keine|sans|sin|senza|sem|geen) "# + special
    private static let onlyLettersAndDigits = #"(?:letters and (?:numbers|digits)|alphanumeric(?: characters)?|(?:numbers|digits) and letters) only"#
        + #"|only (?:letters and (?:numbers|digits)|alphanumeric)|(?:no|without) (?:special characters|symbols)"#
        + #"|(?:must not|cannot|can't|may not|should not|does not|do not) (?:contain|include|use|have) (?:any )?(?:special characters|symbols)"#
        + #"|nur buchstaben und (?:zahlen|ziffern)|keine sonderzeichen|sans caract[eè]res? sp[ée]ciaux|sin caracteres especiales"#
        + #"|senza caratteri speciali|sem caracteres especiais|geen speciale tekens|alleen letters en cijfers"#

    private static func mentionsClass(_ text: String) -> Bool {
        ["case", "letter", "symbol", "special", "alphanumeric", "buchstab", "zeichen", "caract", "lettr", "letra", "lettere", "teken"]
            .contains { text.contains($0) }
    }

    // Swift's own regular expressions, compiled per use (only a new-password box's few texts are read, once per
    // fill): Foundation's `NSRegularExpression` on Linux keeps about a kilobyte of every expression it compiles,
    // which LeakSanitizer reports, and a compiled `Regex` is no `Sendable` value to keep in a static.

    /// Whether every phrase compiles as a Swift `Regex` (one that did not would read nothing, silently).
    package static var phrasesCompile: Bool {
        [lengthRange, lengthAtLeast, lengthAtMost, requiresDigit, requiresUpper, requiresLower, requiresLetter, requiresSpecial,
         negatedSpecial, onlyLettersAndDigits].allSatisfy { (try? Regex($0)) != nil }
    }

    private static func contains(_ pattern: String, in text: String) -> Bool {
        guard let expression = try? Regex(pattern) else { return false }
        return (try? expression.firstMatch(in: text)) != nil
    }

    /// The numbers the first match of `pattern` captured (its matched groups, in order).
    private static func firstMatch(of pattern: String, in text: String) -> [Int]? {
        guard let expression = try? Regex(pattern), let match = try? expression.firstMatch(in: text) else { return nil }
        let numbers = (1..<match.output.count).compactMap { k in match.output[k].substring.flatMap { Int($0) } }
        return numbers.isEmpty ? nil : numbers
    }
}
