import ArgumentParser
import FormFillSecrets

/// `formfill password`: generated passwords under the App Extension's options and a site's `passwordrules`.
struct PasswordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "password",
        abstract: "Generate a password.",
        discussion: """
            Without options: 20 characters from letters, digits and symbols. --min/--max take 4 to 50 \
            (the App Extension's range); --rules takes Apple's passwordrules syntax, e.g. \
            "required: upper; required: digit; minlength: 8; maxlength: 12;". Rules that cannot all be met \
            exit with status 5 instead of printing a weaker password.
            """
    )

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

    @Option(name: .customLong("rules"), help: "A passwordrules attribute value.")
    var rules: String?

    @Option(name: .customLong("count"), help: "How many passwords to print, one per line (1-1000).")
    var count = 1

    func run() throws {
        try reportingErrors {
            for (name, value) in [("--min", minLength), ("--max", maxLength)] {
                if let value, !PasswordOptions.extensionLengthRange.contains(value) {
                    throw CLIError(.usage, "\(name) must be between 4 and 50, not \(value)")
                }
            }
            guard (1...1000).contains(count) else {
                throw CLIError(.usage, "--count must be between 1 and 1000, not \(count)")
            }
            var options = PasswordOptions(
                minLength: minLength, maxLength: maxLength, requireDigits: requireDigits,
                requireSymbols: requireSymbols, forbiddenCharacters: forbidden)
            do {
                if let rules { options.rules = try PasswordRules(parsing: rules) }
                var output = ""
                for _ in 0..<count { output += try PasswordGenerator.generate(options) + "\n" }
                writeStdout(output)
            } catch let error as PasswordError {
                switch error.kind {
                case .malformedRules: throw CLIError(.badInput, "password rules: \(error.message)")
                case .impossible: throw CLIError(.impossibleRules, "cannot generate a password: \(error.message)")
                }
            }
        }
    }
}
