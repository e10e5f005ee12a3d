import ArgumentParser
import FormFill
import Foundation

/// `formfill apply PAGE --vault FILE -o OUT`: the page with the values filled in.
struct ApplyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "apply",
        abstract: "Write the page with the vault's values filled in.",
        discussion: """
            Runs the same pipeline as 'fill' and applies the fill script to the HTML: input value attributes, \
            the selected option, checked boxes, textarea text, all escaped by the serializer. OUT is written \
            atomically with mode 0600 (it holds the filled secrets): an existing OUT is left untouched when anything fails. PAGE must be HTML. Exit codes \
            as for 'fill', and 73 when OUT cannot be written.
            """)

    @OptionGroup var pipeline: FillPipeline

    @Option(name: [.customShort("o"), .customLong("output")], help: "Where to write the filled page, or - for standard output.")
    var output: String

    func run() throws {
        try reportingErrors {
            if pipeline.token { throw CLIError(.usage, "apply needs the HTML page, not a token") }
            let outcome = try pipeline.run()
            if outcome.input.isToken { throw CLIError(.usage, "apply needs the HTML page, not a token") }
            let filled = try HTMLFiller(styleSheetDirectory: outcome.input.styleSheetDirectory).apply(outcome.result.script, toHTML: outcome.input.data)
            for skip in filled.skipped { printWarning("not filled: \(skip.target) (\(skip.reason))") }
            if output == "-" {
                FileHandle.standardOutput.write(filled.html)
            } else {
                do {
                    try AtomicFileWriter().write(filled.html, to: URL(fileURLWithPath: output))
                } catch VaultStorageError.cannotWrite(let detail) {
                    throw CLIError(.cannotWrite, "cannot write \(output): \(detail)")
                } catch {
                    throw CLIError(.cannotWrite, "cannot write \(output): \(error)")
                }
            }
        }
    }
}
