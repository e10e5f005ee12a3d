import ArgumentParser
import FormFill
import Foundation

/// `formfill fill PAGE --vault FILE`: the fill script for a page, as JSON on stdout.
struct FillCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fill",
        abstract: "Print the fill script for a page from a vault.",
        discussion: """
            Chooses the item (--item, else the best login for the page's registrable domain, or the first card \
            or identity for card and address forms), classifies the page and prints the fill script that \
            fill.js runs. Warnings (an insecure page, a form posting to another site) go to stderr and into \
            the script's metadata. Exit codes: 3 no matching item, 4 nothing to fill, 5 impossible password \
            rules, 7 refused for safety (see 'formfill --help'), 65 malformed vault or token, 66 missing file, 67 bad URL, 77 wrong passphrase.
            """)

    @OptionGroup var pipeline: FillPipeline

    @Flag(help: "Indent the JSON.")
    var pretty = false

    func run() throws {
        try reportingErrors {
            let outcome = try pipeline.run()
            writeStdout(outcome.result.script.jsonString(pretty: pretty) + "\n")
            exitAfterOutput()
        }
    }
}
