import ArgumentParser

// Owned by the vault work; replaced when it lands.
struct VaultCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "vault", abstract: "Find, add, change, import, encrypt and list vault items.")

    func run() throws {
        try reportingErrors { throw CLIError(.internalError, "'vault' is not available yet") }
    }
}
