import FormFillModel

/// The dictionary keys of the 1Password app extension's native API (`AppExtension…Key`), so results can be
/// handed to code written against it.
public enum ExtensionKey {
    public static let urlString = "url_string"
    public static let username = "username"
    public static let password = "password"
    public static let totp = "totp"
    public static let title = "login_title"
    public static let notes = "notes"
    public static let sectionTitle = "section_title"
    public static let fields = "fields"
    public static let returnedFields = "returned_fields"
    public static let oldPassword = "old_password"
    /// FormFill's own: the domain a shared-credential login was saved for (not an extension key).
    public static let savedFor = "saved_for"
    public static let passwordGeneratorOptions = "password_generator_options"
    public static let generatedPasswordMinLength = "password_min_length"
    public static let generatedPasswordMaxLength = "password_max_length"
    public static let generatedPasswordRequireDigits = "password_require_digits"
    public static let generatedPasswordRequireSymbols = "password_require_symbols"
    public static let generatedPasswordForbiddenCharacters = "password_forbidden_characters"
}

/// The extension's password-generator options (`password_generator_options`): length 4 to 50 as min/max,
/// required digits and symbols, forbidden characters.
public struct GeneratedPasswordOptions: Sendable, Hashable {
    public var minLength: Int?
    public var maxLength: Int?
    public var requireDigits: Bool
    public var requireSymbols: Bool
    public var forbiddenCharacters: String

    public init(minLength: Int? = nil, maxLength: Int? = nil, requireDigits: Bool = false,
                requireSymbols: Bool = false, forbiddenCharacters: String = "") {
        self.minLength = minLength; self.maxLength = maxLength; self.requireDigits = requireDigits
        self.requireSymbols = requireSymbols; self.forbiddenCharacters = forbiddenCharacters
    }

    /// Reads the extension's option keys (`password_min_length`, …), at the top level or inside
    /// `password_generator_options` as later versions of the extension nest them; missing or mistyped keys
    /// keep their defaults.
    public init(dictionary: [String: JSONValue]) {
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
