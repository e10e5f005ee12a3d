/// A parsed `passwordrules` attribute in Apple's syntax, for example
/// `required: upper; required: digit; allowed: [-().&@?'#,/"+]; max-consecutive: 2; minlength: 8; maxlength: 64;`.
///
/// Semantics, as in Apple's password-manager-resources:
/// - every `required` property is one set (the union of its comma-separated classes) from which the password must
///   contain at least one character;
/// - the password may only use characters from the union of all `required` and `allowed` sets, or any printable
///   ASCII character when there are none;
/// - several `minlength` properties combine by maximum, `maxlength` and `max-consecutive` by minimum;
/// - `max-consecutive: N` forbids runs of more than N identical characters;
/// - property names are case-insensitive, whitespace is free, the final `;` is optional and unknown properties
///   are ignored (their names are kept in ``ignoredProperties``).
public struct PasswordRules: Sendable, Hashable {
    /// One entry per `required` property: the classes of that property, any one of which satisfies it.
    public var required: [[PasswordCharacterClass]]
    /// The classes of every `allowed` property.
    public var allowed: [PasswordCharacterClass]
    /// The largest `minlength`, if any.
    public var minLength: Int?
    /// The smallest `maxlength`, if any.
    public var maxLength: Int?
    /// The smallest `max-consecutive`, if any.
    public var maxConsecutive: Int?
    /// Names of properties that were not understood and therefore ignored, lowercased.
    public var ignoredProperties: [String]

    /// Creates rules directly.
    public init(
        required: [[PasswordCharacterClass]] = [], allowed: [PasswordCharacterClass] = [],
        minLength: Int? = nil, maxLength: Int? = nil, maxConsecutive: Int? = nil
    ) {
        self.required = required
        self.allowed = allowed
        self.minLength = minLength
        self.maxLength = maxLength
        self.maxConsecutive = maxConsecutive
        self.ignoredProperties = []
    }

    /// Parses `passwordrules` text.
    ///
    /// - Throws: ``PasswordError`` of kind ``PasswordError/Kind/malformedRules`` naming the problem, e.g. a
    ///   missing `:`, an unknown class name, a bad number or an unclosed `[`.
    public init(parsing text: String) throws {
        self.init()
        var parser = PasswordRulesParser(text)
        for property in try parser.parseProperties() {
            switch property {
            case .required(let classes): required.append(classes)
            case .allowed(let classes): allowed.append(contentsOf: classes)
            case .minLength(let value): minLength = max(minLength ?? value, value)
            case .maxLength(let value): maxLength = min(maxLength ?? value, value)
            case .maxConsecutive(let value): maxConsecutive = min(maxConsecutive ?? value, value)
            case .unknown(let name): ignoredProperties.append(name)
            }
        }
    }

    /// Whether the rules name any character class at all; without one every printable ASCII character is allowed.
    public var restrictsCharacters: Bool { !required.isEmpty || !allowed.isEmpty }

    /// Whether `character` may appear in a password under these rules.
    public func allows(_ character: Character) -> Bool {
        guard restrictsCharacters else { return PasswordCharacterClass.asciiPrintable.contains(character) }
        return allowed.contains { $0.contains(character) }
            || required.contains { set in set.contains { $0.contains(character) } }
    }

    /// Whether `password` meets every rule: length, alphabet, each required set and the consecutive limit.
    public func isSatisfied(by password: String) -> Bool {
        let characters = Array(password)
        if let minLength, characters.count < minLength { return false }
        if let maxLength, characters.count > maxLength { return false }
        guard characters.allSatisfy(allows) else { return false }
        for set in required where !characters.contains(where: { c in set.contains { $0.contains(c) } }) {
            return false
        }
        if let maxConsecutive, longestRun(in: characters) > maxConsecutive { return false }
        return true
    }
}

/// The length of the longest run of identical characters.
func longestRun(in characters: [Character]) -> Int {
    var longest = 0
    var current = 0
    var previous: Character?
    for character in characters {
        current = character == previous ? current + 1 : 1
        previous = character
        longest = max(longest, current)
    }
    return longest
}

/// A recursive-descent reader for the `passwordrules` grammar.
struct PasswordRulesParser {
    enum Property: Equatable {
        case required([PasswordCharacterClass])
        case allowed([PasswordCharacterClass])
        case minLength(Int)
        case maxLength(Int)
        case maxConsecutive(Int)
        case unknown(String)
    }

    private let text: [Character]
    private var position = 0

    init(_ text: String) { self.text = Array(text) }

    private var current: Character? { position < text.count ? text[position] : nil }

    private mutating func skipWhitespace() {
        while let c = current, c.isWhitespace { position += 1 }
    }

    /// The rest of the text from the current position, for error messages.
    private var remainder: String { String(text[min(position, text.count)...]) }

    mutating func parseProperties() throws -> [Property] {
        var properties: [Property] = []
        skipWhitespace()
        while current != nil {
            if current == ";" {
                // Tolerate empty properties such as `minlength: 8;;`.
                position += 1
                skipWhitespace()
                continue
            }
            properties.append(try parseProperty())
            skipWhitespace()
            guard let c = current else { break }
            guard c == ";" else {
                throw PasswordError.malformed("expected ';' before \(quoted(remainder)) in the password rules")
            }
            position += 1
            skipWhitespace()
        }
        return properties
    }

    private mutating func parseProperty() throws -> Property {
        let name = parseIdentifier().lowercased()
        guard !name.isEmpty else {
            throw PasswordError.malformed("expected a property name at \(quoted(remainder)) in the password rules")
        }
        skipWhitespace()
        guard current == ":" else {
            throw PasswordError.malformed("expected ':' after the property name \(quoted(name))")
        }
        position += 1
        skipWhitespace()
        switch name {
        case "required": return .required(try parseClasses(for: name))
        case "allowed": return .allowed(try parseClasses(for: name))
        case "minlength": return .minLength(try parseInteger(for: name, minimum: 0))
        case "maxlength": return .maxLength(try parseInteger(for: name, minimum: 1))
        case "max-consecutive": return .maxConsecutive(try parseInteger(for: name, minimum: 1))
        default:
            // Unknown properties are skipped up to the next separator, as the specification asks, so that
            // newer rule files still work. A `;` inside a custom class cannot occur in a value we do not know.
            while let c = current, c != ";" { position += 1 }
            return .unknown(name)
        }
    }

    private mutating func parseIdentifier() -> String {
        let start = position
        while let c = current, c.isASCII, c.isLetter || c == "-" { position += 1 }
        return String(text[start..<position])
    }

    private mutating func parseInteger(for name: String, minimum: Int) throws -> Int {
        let start = position
        while let c = current, c.isASCII, c.isNumber { position += 1 }
        let digits = String(text[start..<position])
        guard !digits.isEmpty else {
            throw PasswordError.malformed("\(name) needs a whole number, found \(quoted(remainder.prefix(12)))")
        }
        guard let value = Int(digits), value <= 100_000 else {
            throw PasswordError.malformed("\(name) \(quoted(digits)) is too large")
        }
        guard value >= minimum else {
            throw PasswordError.malformed("\(name) must be at least \(minimum), not \(value)")
        }
        return value
    }

    private mutating func parseClasses(for name: String) throws -> [PasswordCharacterClass] {
        var classes: [PasswordCharacterClass] = []
        while true {
            if current == "[" {
                classes.append(try parseCustomClass())
            } else {
                let identifier = parseIdentifier()
                guard !identifier.isEmpty else {
                    throw PasswordError.malformed("\(name) needs a character class, found \(quoted(remainder))")
                }
                guard let named = PasswordCharacterClass(name: identifier) else {
                    throw PasswordError.malformed(
                        "unknown character class \(quoted(identifier)) in \(name) "
                            + "(expected upper, lower, digit, special, ascii-printable, unicode or [...])")
                }
                classes.append(named)
            }
            skipWhitespace()
            guard current == "," else { return classes }
            position += 1
            skipWhitespace()
        }
    }

    /// Reads `[...]`. A `-` is a member only as the first character; a `]` is a member when it is doubled as the
    /// last character (`[-abc]]` is `-`, `a`, `b`, `c` and `]`). Characters outside printable ASCII and a `-`
    /// elsewhere are dropped, as Apple's reference parser does; dropping only narrows what the generator uses.
    private mutating func parseCustomClass() throws -> PasswordCharacterClass {
        let start = position
        position += 1
        var members: [Character] = []
        if current == "-" {
            members.append("-")
            position += 1
        }
        while true {
            guard let c = current else {
                throw PasswordError.malformed(
                    "the character class \(quoted(String(text[start...]))) is missing its closing ']'")
            }
            position += 1
            if c == "]" {
                if current == "]" {
                    members.append("]")
                    position += 1
                }
                break
            }
            if c == "-" || !CharacterSets.asciiPrintable.contains(c) { continue }
            members.append(c)
        }
        guard !members.isEmpty else {
            throw PasswordError.malformed("the character class \(quoted(String(text[start..<position]))) is empty")
        }
        return .custom(characters: members)
    }
}
