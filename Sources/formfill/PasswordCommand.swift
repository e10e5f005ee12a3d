import ArgumentParser

// Owned by the secrets work; replaced when it lands.
struct PasswordCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "password", abstract: "Generate a password.")

    func run() throws {
        try reportingErrors { throw CLIError(.internalError, "'password' is not available yet") }
    }
}
