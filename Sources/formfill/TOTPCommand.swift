import ArgumentParser

// Owned by the secrets work; replaced when it lands.
struct TOTPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "totp", abstract: "Print the current one-time code for a secret or otpauth URI.")

    func run() throws {
        try reportingErrors { throw CLIError(.internalError, "'totp' is not available yet") }
    }
}
