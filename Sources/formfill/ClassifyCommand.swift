import ArgumentParser

// Owned by the classifier work; replaced when it lands.
struct ClassifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "classify", abstract: "Print the designation of every field and the kind of every form.")

    func run() throws {
        try reportingErrors { throw CLIError(.internalError, "'classify' is not available yet") }
    }
}
