import Foundation
import FormFillSecrets

/// The vault's only contact with FormFillSecrets: TOTP validation and codes, and password generation.
enum SecretsBridge {
    static func isValidTOTP(_ secretOrURI: String) -> Bool {
        (try? TOTP(secretOrURI)) != nil
    }

    /// The current code, or nil when the secret is not usable.
    static func code(_ secretOrURI: String, at date: Date) -> String? {
        (try? TOTP(secretOrURI))?.code(at: date)
    }

    static func generatePassword(_ options: GeneratedPasswordOptions) throws -> String {
        do {
            return try PasswordGenerator.generate(PasswordOptions(
                minLength: options.minLength, maxLength: options.maxLength, requireDigits: options.requireDigits,
                requireSymbols: options.requireSymbols, forbiddenCharacters: options.forbiddenCharacters))
        } catch {
            throw VaultFlowError.cannotGeneratePassword("\(error)")
        }
    }
}
