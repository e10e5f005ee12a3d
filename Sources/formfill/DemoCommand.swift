import ArgumentParser

// Owned by the javascript work; replaced when it lands.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "demo", abstract: "Write a self-contained HTML page that fills itself in a browser.")

    func run() throws {
        try reportingErrors { throw CLIError(.internalError, "'demo' is not available yet") }
    }
}
