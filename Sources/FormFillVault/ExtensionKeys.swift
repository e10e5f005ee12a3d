import FormFillModel

/// The dictionary keys of the 1Password app extension's native API (`AppExtension…Key`), so results can be
/// handed to code written against it.
package enum ExtensionKey {
    package static let urlString = "url_string"
    package static let username = "username"
    package static let password = "password"
    package static let totp = "totp"
    package static let title = "login_title"
    package static let notes = "notes"
    package static let sectionTitle = "section_title"
    package static let fields = "fields"
    package static let returnedFields = "returned_fields"
    package static let oldPassword = "old_password"
    /// FormFill's own: the domain a shared-credential login was saved for (not an extension key).
    package static let savedFor = "saved_for"
    package static let passwordGeneratorOptions = "password_generator_options"
    package static let generatedPasswordMinLength = "password_min_length"
    package static let generatedPasswordMaxLength = "password_max_length"
    package static let generatedPasswordRequireDigits = "password_require_digits"
    package static let generatedPasswordRequireSymbols = "password_require_symbols"
    package static let generatedPasswordForbiddenCharacters = "password_forbidden_characters"
}

/// The extension's password-generator options (`password_generator_options`): length 4 to 50 as min/max,
/// required digits and symbols, forbidden characters.
public struct GeneratedPasswordOptions: Sendable, Hashable {
    /// The shortest length (4 to 50).
    public var minLength: Int?
    /// The longest length (4 to 50).
    public var maxLength: Int?
    /// Require at least one digit.
    public var requireDigits: Bool
    /// Require at least one symbol.
    public var requireSymbols: Bool
    /// Characters that must not appear.
    public var forbiddenCharacters: String

    /// Options as the extension passed them.
    public init(minLength: Int? = nil, maxLength: Int? = nil, requireDigits: Bool = false,
                requireSymbols: Bool = false, forbiddenCharacters: String = "") {
        self.minLength = minLength; self.maxLength = maxLength; self.requireDigits = requireDigits
        self.requireSymbols = requireSymbols; self.forbiddenCharacters = forbiddenCharacters
    }

    /// Reads the extension's option keys (`password_min_length`, …), at the top level or inside
    /// `password_generator_options` as later versions of the extension nest them; missing or mistyped keys
    /// keep their defaults.
    package init(dictionary: [String: JSONValue]) {
        if case .object(let pairs)? = dictionary[ExtensionKey.passwordGeneratorOptions] {
            self.init(dictionary: Dictionary(pairs.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }))
            return
        }
        func int(_ key: String) -> Int? { dictionary[key]?.numberValue.flatMap { Int(exactly: $0) } }
        func bool(_ key: String) -> Bool {
            dictionary[key]?.boolValue ?? dictionary[key]?.numberValue.map { $0 != 0 } ?? false
        }
        self.init(minLength: int(ExtensionKey.generatedPasswordMinLength),
                  maxLength: int(ExtensionKey.generatedPasswordMaxLength),
                  requireDigits: bool(ExtensionKey.generatedPasswordRequireDigits),
                  requireSymbols: bool(ExtensionKey.generatedPasswordRequireSymbols),
                  forbiddenCharacters: dictionary[ExtensionKey.generatedPasswordForbiddenCharacters]?.stringValue ?? "")
    }
}
