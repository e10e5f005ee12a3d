import ArgumentParser
import FormFillSecrets
import FormFillVault

/// The extension's password-generator options as flags: `password`, `add --generate`, `change-password`,
/// and `fill`/`apply --generate-password`.
struct GeneratorFlags: ParsableArguments {
    @Option(name: .customLong("min"), help: "The shortest length (4-50).")
    var minLength: Int?

    @Option(name: .customLong("max"), help: "The longest length (4-50).")
    var maxLength: Int?

    @Flag(name: .customLong("digits"), help: "Require at least one digit.")
    var requireDigits = false

    @Flag(name: .customLong("symbols"), help: "Require at least one symbol from !@#$%^&*()_-+=|[]{}'\";.,>?/~`.")
    var requireSymbols = false

    @Option(name: .customLong("forbidden"), help: "Characters that must not appear.")
    var forbidden = ""

    /// The options for a vault flow that stores a generated password.
    var options: GeneratedPasswordOptions {
        GeneratedPasswordOptions(minLength: minLength, maxLength: maxLength, requireDigits: requireDigits,
                                 requireSymbols: requireSymbols, forbiddenCharacters: forbidden)
    }

    /// The same options for the generator used by `password`, `fill` and `apply`.
    var passwordOptions: PasswordOptions {
        PasswordOptions(minLength: minLength, maxLength: maxLength, requireDigits: requireDigits,
                        requireSymbols: requireSymbols, forbiddenCharacters: forbidden)
    }

    /// A length outside the extension's range is a usage error on one line (exit 64), like every CLI error
    /// (the entry point prints it).
    func validate() throws {
        for (name, value) in [("--min", minLength), ("--max", maxLength)] {
            if let value, !PasswordOptions.extensionLengthRange.contains(value) {
                throw CLIError(.usage, "\(name) must be between 4 and 50, not \(value)")
            }
        }
    }
}
