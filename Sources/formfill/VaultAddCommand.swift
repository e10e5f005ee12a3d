import ArgumentParser
import FormFillModel
import FormFillVault

/// `formfill vault add`: the store-login flow.
struct VaultAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Save a new login, with a given or generated password.",
        discussion: """
            The password is read from stdin's first line with --password-stdin, or generated (always when \
            --password-stdin is absent) under --min/--max/--digits/--symbols/--forbidden. Prints the saved \
            login with the extension's keys, including the generated password and returned_fields. A missing \
            vault file is created.
            """
    )

    @OptionGroup var vault: VaultOptions

    @Option(name: .customLong("url"), help: "URL, app identifier or service string of the login.")
    var url: String

    @Option(name: .customLong("title"), help: "The title (default: the site's domain).")
    var title: String?

    @Option(name: .customLong("username"), help: "The username.")
    var username = ""

    @Flag(name: .customLong("password-stdin"), help: "Read the password from stdin instead of generating one.")
    var passwordFromStdin = false

    @Option(name: .customLong("notes"), help: "Notes.")
    var notes: String?

    @Option(name: .customLong("section"), help: "The section title.")
    var section: String?

    @Option(name: .customLong("field"), help: "A custom field NAME=VALUE (repeatable).")
    var fields: [String] = []

    @OptionGroup(title: "Generated password") var generator: GeneratorFlags

    func run() throws {
        try reportingErrors {
            try InstalledResources.requireSuffixList()
            var password = ""
            if passwordFromStdin {
                password = readSecretLines(1).first ?? ""
                guard !password.isEmpty else { throw CLIError(.usage, "--password-stdin: no password on stdin") }
            }
            var loaded = try vault.load(allowMissing: true)
            let details = LoginDetails(urlString: url, title: title, username: username, password: password,
                                       notes: notes, sectionTitle: section, fields: try parseFields(fields))
            let result = try mappingVaultErrors {
                try loaded.vault.storeLogin(details, generator: passwordFromStdin ? nil : generator.options,
                                           matcher: InstalledResources.matcher)
            }
            try vault.save(loaded)
            printJSON(VaultFindCommand.json(result))
        }
    }
}
