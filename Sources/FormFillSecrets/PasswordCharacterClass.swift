/// A set of characters named in a `passwordrules` `required` or `allowed` property.
///
/// The named classes follow Apple's password-manager-resources definitions. `special` is
/// `-~!@#$%^&*_+=|(){}[:;\"'<>,.?]`, the backtick and the space (`/` not), `ascii-printable` is U+0020 through U+007E
/// and `unicode` is any character.
public enum PasswordCharacterClass: Sendable, Hashable, CustomStringConvertible {
    /// `A` through `Z`.
    case upper
    /// `a` through `z`.
    case lower
    /// `0` through `9`.
    case digit
    /// Apple's punctuation set, including the space.
    case special
    /// U+0020 through U+007E.
    case asciiPrintable
    /// Any character.
    case unicode
    /// A custom `[...]` set; the characters are stored deduplicated and sorted so that equal sets compare equal.
    case custom(String)

    /// Creates a custom class from any characters, normalised to a sorted, deduplicated set.
    public static func custom<S: Sequence>(characters: S) -> PasswordCharacterClass where S.Element == Character {
        .custom(String(Set(characters).sorted()))
    }

    /// The class for a name such as `upper` or `ascii-printable` (case-insensitive), or `nil` for an unknown name.
    public init?(name: String) {
        switch name.lowercased() {
        case "upper": self = .upper
        case "lower": self = .lower
        case "digit": self = .digit
        case "special": self = .special
        case "ascii-printable": self = .asciiPrintable
        case "unicode": self = .unicode
        default: return nil
        }
    }

    /// The class in `passwordrules` syntax.
    public var description: String {
        switch self {
        case .upper: return "upper"
        case .lower: return "lower"
        case .digit: return "digit"
        case .special: return "special"
        case .asciiPrintable: return "ascii-printable"
        case .unicode: return "unicode"
        case .custom(let characters):
            // `-` must come first and `]` last for the set to read back the same way.
            let dash = characters.contains("-") ? "-" : ""
            let bracket = characters.contains("]") ? "]" : ""
            let rest = characters.filter { $0 != "-" && $0 != "]" }
            return "[\(dash)\(rest)\(bracket)]"
        }
    }

    /// Whether `character` belongs to the class.
    public func contains(_ character: Character) -> Bool {
        switch self {
        case .upper: CharacterSets.upper.contains(character)
        case .lower: CharacterSets.lower.contains(character)
        case .digit: CharacterSets.digits.contains(character)
        case .special: CharacterSets.appleSpecial.contains(character)
        case .asciiPrintable: CharacterSets.asciiPrintable.contains(character)
        case .unicode: true
        case .custom(let characters): characters.contains(character)
        }
    }

    /// The characters the generator draws for this class.
    ///
    /// A generated password may use any subset of what a site allows, so named classes leave out the space and
    /// the backslash (which sites and shells often mishandle) and `unicode` draws from printable ASCII. A custom
    /// set keeps every character the site listed except the space.
    var generatorCharacters: Set<Character> {
        switch self {
        case .upper: CharacterSets.upper
        case .lower: CharacterSets.lower
        case .digit: CharacterSets.digits
        case .special: CharacterSets.appleSpecial.subtracting(CharacterSets.awkward)
        case .asciiPrintable, .unicode: CharacterSets.asciiPrintable.subtracting(CharacterSets.awkward)
        case .custom(let characters): Set(characters).subtracting([" "])
        }
    }
}

/// The fixed character sets the generator and the rules share.
enum CharacterSets {
    static let upper = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    static let lower = Set("abcdefghijklmnopqrstuvwxyz")
    static let digits = Set("0123456789")
    /// The symbols the 1Password App Extension's generator uses (its `RequireSymbols` option).
    static let extensionSymbols = Set("!@#$%^&*()_-+=|[]{}'\";.,>?/~`")
    /// Apple's `special` class.
    static let appleSpecial = Set("-~!@#$%^&*_+=`|(){}[:;\\\"'<>,.? ]")
    /// U+0020 through U+007E.
    static let asciiPrintable = Set((0x20...0x7E).compactMap { Unicode.Scalar($0).map(Character.init) })
    /// Characters the generator avoids unless a site lists them explicitly.
    static let awkward: Set<Character> = [" ", "\\"]
    /// The alphabet when neither options nor rules narrow it: letters, digits and the extension's symbols.
    static let defaultAlphabet = upper.union(lower).union(digits).union(extensionSymbols)
}
