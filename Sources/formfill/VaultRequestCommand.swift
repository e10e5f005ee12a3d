import ArgumentParser
import FormFillModel
import FormFillVault

/// `formfill vault request KIND`: the data-request API (the Dashlane extension's kinds).
struct VaultRequestCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "request",
        abstract: "Print the vault's data of one kind for an app: login, card, address, phone, passport, identity.",
        discussion: "Prints a JSON array. Logins can be narrowed with --matching URL. Nothing of that kind exits with 3."
    )

    @OptionGroup var vault: VaultOptions

    @Argument(help: "login, card, address, phone, passport or identity.")
    var kind: String

    @Option(name: .customLong("matching"), help: "For logins: a URL, app identifier or service string.")
    var matching: String?

    func run() throws {
        try reportingErrors {
            try InstalledResources.requireSuffixList()
            guard let requested = RequestedDataKind(rawValue: kind.lowercased()) else {
                throw CLIError(.usage, "KIND must be one of " + RequestedDataKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            let data = try vault.loadVault().request(requested, matching: matching)
            guard !data.isEmpty else { throw CLIError(.noMatchingItem, "no \(requested.rawValue) in the vault") }
            printJSON(.array(data.map(\.json)))
        }
    }
}
