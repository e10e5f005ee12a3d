import ArgumentParser
import FormFillModel
import FormFillVault

/// `formfill vault change-password`: the change-password flow.
struct VaultChangePasswordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "change-password",
        abstract: "Change the password of the login matching a URL (or create one), keeping the old one in its history.",
        discussion: """
            With --password-stdin, stdin's first line is the new password and its second line, when present, \
            the confirmation (they must match); otherwise a password is generated under the generator flags. \
            Several matching logins: choose one with --item ID (they are listed, exit 64). No match: a login \
            is created. A login of another site of a shared-credential group is changed only when chosen with \
            --item. Prints the login with old_password and password, and change_password_url with \
            change_password_url_source: site-list (Apple's change-password-URLs list) or well-known \
            (/.well-known/change-password on the login's origin).
            """
    )

    @OptionGroup var vault: VaultOptions

    @Argument(help: "URL, app identifier or service string.")
    var url: String

    @Option(name: .customLong("username"), help: "Only logins with this username.")
    var username: String?

    @Option(name: .customLong("item"), help: "The id of the login to change when several match.")
    var item: String?

    @Option(name: .customLong("title"), help: "The title of a login created when none matches.")
    var title: String?

    @Flag(name: .customLong("password-stdin"), help: "Read the new password (and confirmation) from stdin.")
    var passwordFromStdin = false

    @OptionGroup(title: "Generated password") var generator: GeneratorFlags

    func run() throws {
        try reportingErrors {
            try InstalledResources.requireSuffixList()
            var newPassword: String?
            var confirmation: String?
            if passwordFromStdin {
                let lines = readSecretLines(2)
                guard let first = lines.first, !first.isEmpty else {
                    throw CLIError(.usage, "--password-stdin: no password on stdin")
                }
                newPassword = first
                confirmation = lines.count > 1 ? lines[1] : nil
            }
            var loaded = try vault.load()
            let request = PasswordChangeRequest(urlString: url, username: username, newPassword: newPassword,
                                                confirmation: confirmation, itemID: item, title: title,
                                                generator: generator.options)
            let change = try mappingVaultErrors { try loaded.vault.changePassword(request, matcher: InstalledResources.matcher) }
            try vault.save(loaded)
            if change.created { printWarning("no login matched; created \(change.item.id)") }
            var json = VaultFindCommand.json(change.result)
            if let page = change.changePasswordPage, case .object(var pairs) = json {
                pairs.append((key: "change_password_url", value: .string(page.url)))
                pairs.append((key: "change_password_url_source", value: .string(page.source.rawValue)))
                json = .object(pairs)
            }
            printJSON(json)
        }
    }
}
