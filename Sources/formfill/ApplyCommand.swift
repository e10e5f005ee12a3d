import ArgumentParser

// Owned by the integration work; replaced when it lands.
struct ApplyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "apply", abstract: "Write the page with the vault's values filled in.")

    func run() throws {
        try reportingErrors { throw CLIError(.internalError, "'apply' is not available yet") }
    }
}
