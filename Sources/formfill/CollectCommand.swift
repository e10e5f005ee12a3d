import ArgumentParser

// Owned by the collector work; replaced when it lands.
struct CollectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "collect", abstract: "Turn a page into the collected-page-details token (JSON).")

    func run() throws {
        try reportingErrors { throw CLIError(.internalError, "'collect' is not available yet") }
    }
}
