/// What a generated password must satisfy: the App Extension's generator options, a page's `passwordrules`
/// and the password field's own `minlength`, `maxlength` and `pattern` attributes. All of them apply at once.
public struct PasswordOptions: Sendable, Hashable {
    /// The extension's shortest length (`AppExtensionGeneratedPasswordMinLengthKey`), clamped to 4...50;
    /// `nil` leaves the lower bound to the other sources.
    public var minLength: Int?
    /// The extension's longest length (`AppExtensionGeneratedPasswordMaxLengthKey`), clamped to 4...50.
    public var maxLength: Int?
    /// At least one digit (`AppExtensionGeneratedPasswordRequireDigitsKey`). `false` does not exclude digits.
    public var requireDigits: Bool
    /// At least one of the extension's symbols ``PasswordOptions/symbols``
    /// (`AppExtensionGeneratedPasswordRequireSymbolsKey`). `false` does not exclude symbols.
    public var requireSymbols: Bool
    /// Characters that must never appear (`AppExtensionGeneratedPasswordForbiddenCharactersKey`).
    public var forbiddenCharacters: String
    /// A page's parsed `passwordrules` attribute.
    public var rules: PasswordRules?
    /// The field's `minlength` attribute.
    public var fieldMinLength: Int?
    /// The field's `maxlength` attribute (negative values, HTML's "no limit", are ignored).
    public var fieldMaxLength: Int?
    /// The field's `pattern` attribute: the whole password must match `^(?:pattern)$`.
    public var pattern: String?
    /// The length to aim for when the bounds allow it.
    public var preferredLength: Int

    /// The lengths the extension's options may ask for.
    public static let extensionLengthRange = 4...50
    /// The extension's symbols: `!@#$%^&*()_-+=|[]{}'";.,>?/~` and the backtick.
    public static let symbols = "!@#$%^&*()_-+=|[]{}'\";.,>?/~`"
    /// The length used when nothing narrows it.
    public static let defaultLength = 20

    /// Creates options; with no arguments the generator makes a 20-character password of letters, digits and
    /// symbols.
    public init(
        minLength: Int? = nil, maxLength: Int? = nil, requireDigits: Bool = false, requireSymbols: Bool = false,
        forbiddenCharacters: String = "", rules: PasswordRules? = nil, fieldMinLength: Int? = nil,
        fieldMaxLength: Int? = nil, pattern: String? = nil, preferredLength: Int = PasswordOptions.defaultLength
    ) {
        self.minLength = minLength
        self.maxLength = maxLength
        self.requireDigits = requireDigits
        self.requireSymbols = requireSymbols
        self.forbiddenCharacters = forbiddenCharacters
        self.rules = rules
        self.fieldMinLength = fieldMinLength
        self.fieldMaxLength = fieldMaxLength
        self.pattern = pattern
        self.preferredLength = preferredLength
    }
}
