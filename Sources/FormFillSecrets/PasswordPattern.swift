import Foundation
import FormFillSupport

/// A field's HTML `pattern` attribute as a constraint on generated passwords.
///
/// The whole password must match `^(?:pattern)$` (checked with `NSRegularExpression`, close to the JavaScript
/// dialect browsers use). When the pattern has the common shape
/// `(?=.*X)(?=.*Y)...B{m,n}` — any number of "contains" lookaheads followed by one character-class atom with a
/// quantifier, optionally anchored with `^` and `$` — the generator also derives what to draw from it: the atom's characters narrow the alphabet, the
/// quantifier bounds the length and each lookahead becomes a required set. Atoms understood: `[...]` (ranges,
/// negation, `\d \w \s` and escaped characters inside), `.`, `\d`, `\w`, `\S`; quantifiers `+ * ? {m} {m,} {m,n}`.
/// Any other pattern is satisfied by drawing candidates from the usual alphabet and keeping the first that
/// matches, with a bounded number of attempts. A pattern that is not a valid regular expression is ignored,
/// as browsers ignore it, and so is one that could take exponential time to match (``PatternComplexity``).
struct PasswordPattern {
    let expression: NSRegularExpression
    /// Characters the body atom allows, when the pattern has the simple shape; `nil` means "no restriction".
    private(set) var alphabet: Set<Character>?
    /// Required sets from `(?=.*X)` lookaheads.
    private(set) var requiredSets: [Set<Character>] = []
    private(set) var minLength: Int?
    private(set) var maxLength: Int?
    /// Whether the shape was understood, so the alphabet and bounds above describe the whole pattern.
    private(set) var isUnderstood = false

    /// Returns `nil` for a pattern that is not a valid regular expression, and for one whose backtracking could take
    /// exponential time (``PatternComplexity``: trying candidates against it could stall the fill for minutes).
    init?(_ pattern: String) {
        guard PatternComplexity.isBounded(pattern),
              let expression = try? NSRegularExpression(pattern: "^(?:\(pattern))$") else { return nil }
        self.expression = expression
        var reader = PatternReader(Array(pattern))
        if let shape = reader.readSimpleShape() {
            alphabet = shape.alphabet
            requiredSets = shape.required
            minLength = shape.minLength
            maxLength = shape.maxLength
            isUnderstood = true
        }
    }

    func matches(_ password: String) -> Bool {
        let range = NSRange(password.startIndex..., in: password)
        return expression.firstMatch(in: password, range: range) != nil
    }
}

/// Reads the simple pattern shape described on ``PasswordPattern``.
private struct PatternReader {
    struct Shape {
        var alphabet: Set<Character>?
        var required: [Set<Character>]
        var minLength: Int?
        var maxLength: Int?
    }

    private let text: [Character]
    private var position = 0

    init(_ text: [Character]) { self.text = text }

    private var current: Character? { position < text.count ? text[position] : nil }

    private func peek(_ literal: String) -> Bool {
        let characters = Array(literal)
        guard position + characters.count <= text.count else { return false }
        return Array(text[position..<position + characters.count]) == characters
    }

    mutating func readSimpleShape() -> Shape? {
        // Authors often anchor patterns that browsers anchor anyway; `^` and a final unescaped `$` change nothing.
        if current == "^" { position += 1 }
        var end = text.count
        if end > position, text[end - 1] == "$", end < 2 || text[end - 2] != "\\" { end -= 1 }
        let body = PatternReader(Array(text[position..<end]))
        self = body
        var required: [Set<Character>] = []
        while peek("(?=") {
            position += 3
            guard peek(".*") else { return nil }
            position += 2
            if current == "?" { position += 1 }
            guard let atom = readAtom(), current == ")" else { return nil }
            position += 1
            required.append(atom ?? CharacterSets.asciiPrintable)
        }
        guard let atom = readAtom() else { return nil }
        var bounds: (Int, Int?) = (1, 1)
        if current != nil {
            guard let quantifier = readQuantifier(), current == nil else { return nil }
            bounds = quantifier
        }
        return Shape(alphabet: atom, required: required, minLength: bounds.0, maxLength: bounds.1)
    }

    /// One atom: its characters, or `.some(nil)` for `.` (anything); `nil` when the text is not an atom.
    private mutating func readAtom() -> Set<Character>?? {
        guard let c = current else { return nil }
        position += 1
        switch c {
        case ".": return .some(nil)
        case "\\":
            guard let escaped = current else { return nil }
            position += 1
            guard let set = Self.escapeClass(escaped) else { return nil }
            return .some(set)
        case "[": return readBracket().map { .some($0) }
        default: return nil
        }
    }

    private static func escapeClass(_ c: Character) -> Set<Character>? {
        switch c {
        case "d": CharacterSets.digits
        case "w": CharacterSets.upper.union(CharacterSets.lower).union(CharacterSets.digits).union(["_"])
        case "S": CharacterSets.asciiPrintable.subtracting([" "])
        default: nil
        }
    }

    private mutating func readBracket() -> Set<Character>? {
        var negated = false
        if current == "^" {
            negated = true
            position += 1
        }
        var members = Set<Character>()
        var first = true
        while let c = current {
            position += 1
            if c == "]" && !first {
                return negated ? CharacterSets.asciiPrintable.subtracting(members).subtracting([" "]) : members
            }
            first = false
            var low = c
            if c == "\\" {
                guard let escaped = current else { return nil }
                position += 1
                if let set = Self.escapeClass(escaped) {
                    members.formUnion(set)
                    continue
                }
                if escaped == "s" {
                    members.insert(" ")
                    continue
                }
                guard !escaped.isLetter && !escaped.isNumber else { return nil }
                low = escaped
            }
            if current == "-", position + 1 < text.count, text[position + 1] != "]" {
                var high = text[position + 1]
                position += 2
                if high == "\\" {
                    guard let escaped = current, !escaped.isLetter, !escaped.isNumber else { return nil }
                    high = escaped
                    position += 1
                }
                guard let lowValue = low.unicodeScalars.first?.value, let highValue = high.unicodeScalars.first?.value,
                    lowValue <= highValue, highValue - lowValue < 0x500
                else { return nil }
                for value in lowValue...highValue {
                    if let scalar = Unicode.Scalar(value) { members.insert(Character(scalar)) }
                }
            } else {
                members.insert(low)
            }
        }
        return nil
    }

    private mutating func readQuantifier() -> (Int, Int?)? {
        guard let c = current else { return nil }
        position += 1
        switch c {
        case "+": return (1, nil)
        case "*": return (0, nil)
        case "?": return (0, 1)
        case "{":
            let low = readNumber()
            var high: Int?? = .some(low)
            if current == "," {
                position += 1
                high = .some(readNumber())
            }
            guard let low, current == "}" else { return nil }
            position += 1
            guard let high else { return nil }
            if let upper = high, upper < low { return nil }
            return (low, high)
        default: return nil
        }
    }

    private mutating func readNumber() -> Int? {
        let start = position
        while let c = current, c.isASCII, c.isNumber { position += 1 }
        return Int(String(text[start..<position]))
    }
}
