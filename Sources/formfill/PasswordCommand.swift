import ArgumentParser
import FormFill

/// `formfill password`: generated passwords under the App Extension's options and a site's `passwordrules`.
struct PasswordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "password",
        abstract: "Generate a password.",
        discussion: """
            Without options: 20 characters from letters, digits and symbols. --min/--max take 4 to 50 \
            (the App Extension's range); --rules takes Apple's passwordrules syntax, e.g. \
            "required: upper; required: digit; minlength: 8; maxlength: 12;". --site HOST uses the rules \
            Apple's password-rules list knows for the site (its domain goes to stderr) when --rules is not \
            given. Rules that cannot all be met exit with status 5 instead of printing a weaker password; rules \
            that cannot be read (a misspelt property or class) exit with status 64.
            """
    )

    @OptionGroup var generator: GeneratorFlags

    @Option(name: .customLong("rules"), help: "A passwordrules attribute value.")
    var rules: String?

    @Option(name: .customLong("site"), help: "A site (host name or URL) whose listed password rules to follow.")
    var site: String?

    @Option(name: .customLong("count"), help: "How many passwords to print, one per line (1-1000).")
    var count = 1

    func run() throws {
        try reportingErrors {
            guard (1...1000).contains(count) else {
                throw CLIError(.usage, "--count must be between 1 and 1000, not \(count)")
            }
            var options = generator.passwordOptions
            var rulesText = rules
            if let site, rules == nil {
                try InstalledResources.requireSiteKnowledge()
                try InstalledResources.requireSuffixList()
                if let entry = InstalledResources.matcher.sitePasswordRules(for: site) {
                    printWarning("using the password rules listed for \(entry.domain): \(entry.value)")
                    rulesText = entry.value
                } else {
                    printWarning("no password rules are listed for \(site); generated with the defaults")
                }
            }
            do {
                if let rulesText {
                    let parsed = try PasswordRules(parsing: rulesText)
                    // A page's passwordrules attribute may carry properties from a newer syntax (they are
                    // ignored there); on the command line an unknown property is a typo.
                    if let unknown = parsed.ignoredProperties.first {
                        throw CLIError(.usage, "--rules: unknown property '\(unknown)' (known: required, allowed, "
                                       + "minlength, maxlength, max-consecutive)")
                    }
                    options.rules = parsed
                }
                var output = ""
                for _ in 0..<count { output += try PasswordGenerator.generate(options) + "\n" }
                writeStdout(output)
            } catch let error as PasswordError {
                switch error.kind {
                case .malformedRules: throw CLIError(.usage, "--rules: \(error.message)")
                case .impossible: throw CLIError(.impossibleRules, "cannot generate a password: \(error.message)")
                }
            }
        }
    }
}
