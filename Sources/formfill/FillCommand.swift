import ArgumentParser

// Owned by the integration work; replaced when it lands.
struct FillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "fill", abstract: "Print the fill script for a page from a vault.")

    func run() throws {
        try reportingErrors { throw CLIError(.internalError, "'fill' is not available yet") }
    }
}
