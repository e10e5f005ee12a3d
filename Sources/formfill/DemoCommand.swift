import ArgumentParser
import Foundation
import FormFillJavaScript
import FormFillModel

/// `formfill demo PAGE --fill-script FILE -o OUT.html`: a page a person can open to watch collect.js and fill.js work.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Write a self-contained HTML page that fills itself in a browser.",
        discussion: """
            The output is PAGE with collect.js, the fill script and fill.js inlined: opened in any browser, it \
            collects itself, runs the fill script and shows a banner naming the fields it filled. PAGE is read \
            as UTF-8.
            """
    )

    @Argument(help: "The HTML page (a fixture), or - for stdin.")
    var page: String

    @Option(name: .customLong("fill-script"), help: "The fill script (JSON) to run in the page.")
    var fillScript: String

    @Option(name: [.customShort("o"), .customLong("output")], help: "Where to write the demo page.")
    var output: String

    func run() throws {
        try reportingErrors {
            try InstalledResources.requireJavaScript()
            let html = String(decoding: try readInput(page), as: UTF8.self)
            let script: FillScript
            do {
                script = try FillScript.decode(try readInput(fillScript, what: "fill script"))
            } catch let error as FormatError {
                throw CLIError(.badInput, "\(fillScript): \(error.description)")
            }
            let demo = FormFillJavaScript.demoPage(html: html, fillScript: script)
            do {
                try Data(demo.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            } catch {
                throw CLIError(.cannotWrite, "\(output): cannot be written")
            }
        }
    }
}
