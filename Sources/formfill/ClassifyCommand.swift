import ArgumentParser
import Foundation
import FormFillClassifier
import FormFillCollector
import FormFill
import FormFillModel

/// `formfill classify PAGE... [--url URL] [--explain] [--pretty] [--token]`
struct ClassifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "classify",
        abstract: "Print the designation of every field and the kind of every form.",
        discussion: """
            PAGE is an HTML file, a page-details token (a .json file, or any file with --token), or - for \
            stdin. Prints {"forms": [{"opid", "kind"}], "fields": [{"opid", "htmlID", "htmlName", "type", \
            "form", "designation"}]} in document order; "designation" is a WHATWG autocomplete token or null, \
            "exclusion" is added for fields that must not be filled. Several pages are classified in parallel \
            and printed as a JSON array in argument order.
            """)

    @Argument(help: "HTML pages or page-details tokens ('-' for stdin).")
    var pages: [String]

    @Option(help: "The page's URL (for HTML pages; overrides a token's URL).")
    var url: String?

    @Flag(help: "Add, per field and per form, the evidence and scores that decided it.")
    var explain = false

    @Flag(help: "Indent the JSON.")
    var pretty = false

    @Flag(help: "Read every PAGE as a page-details token (JSON), whatever its extension.")
    var token = false

    func validate() throws {
        if pages.isEmpty { throw ValidationError("give at least one PAGE") }
        if pages.filter({ $0 == "-" }).count > 1 { throw ValidationError("stdin ('-') can be read only once") }
    }

    func run() async throws {
        try await reportingErrorsAsync {
            if let url { try CollectCommand.validate(url: url) }
            try InstalledResources.requireClassifierWords()
            // Built on another thread while the pages are read and parsed (started already by the entry point).
            _ = TablePreparation.classifier
            let inputs = try pages.map { try PageInput(path: $0, forceToken: token) }
            let options = (url: url, explain: explain, pretty: pretty)
            let outputs = try await withThrowingTaskGroup(of: (Int, String).self) { group in
                for (index, input) in inputs.enumerated() {
                    group.addTask {
                        let page = try input.pageDetails(url: options.url)
                        let report = ClassificationReport(Classifier().classifiedPage(page), explain: options.explain)
                        return (index, report.jsonString(pretty: options.pretty))
                    }
                }
                var results = [String](repeating: "", count: inputs.count)
                for try await (index, text) in group { results[index] = text }
                return results
            }
            if outputs.count == 1 {
                writeStdout(outputs[0] + "\n")
            } else {
                let separator = pretty ? ",\n" : ","
                writeStdout("[" + (pretty ? "\n" : "") + outputs.joined(separator: separator) + (pretty ? "\n" : "") + "]\n")
            }
        }
    }
}

/// One PAGE argument, read up front (stdin can only be read on the main path) and turned into page details
/// in a task.
struct PageInput: Sendable {
    var path: String
    var data: Data
    var isToken: Bool

    init(path: String, forceToken: Bool) throws {
        self.path = path
        data = try readInput(path)
        let first = data.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF) }
        isToken = forceToken || path.lowercased().hasSuffix(".json") || (path == "-" && first == UInt8(ascii: "{"))
    }

    /// The directory of the page's file, where a saved page's linked style sheets are
    /// (``Collector/Options/styleSheetDirectory``); nil for standard input.
    var styleSheetDirectory: URL? { Self.styleSheetDirectory(of: path) }

    static func styleSheetDirectory(of path: String) -> URL? {
        path == "-" ? nil : URL(fileURLWithPath: path).deletingLastPathComponent()
    }

    func pageDetails(url: String?, documentUUID: String = "classify", timestamp: Int64? = 0) throws -> PageDetails {
        if isToken {
            var page: PageDetails
            // As strict as the library: `{}` is a malformed token, not a page with nothing to fill.
            do { page = try FormFiller.pageDetails(token: String(decoding: data, as: UTF8.self)) } catch let error as FormFillError {
                throw CLIError(.badInput, "\(path): \(error.description)")
            }
            if let url { page.url = url; page.documentURL = url }
            return page
        }
        return try collectHTML(url: url, documentUUID: documentUUID, timestamp: timestamp)
    }

    private func collectHTML(url: String?, documentUUID: String, timestamp: Int64?) throws -> PageDetails {
        let fallback = path == "-" ? nil : URL(fileURLWithPath: path).standardizedFileURL.absoluteString
        let collector = Collector(options: Collector.Options(
            pageURL: url, fallbackURL: fallback, documentUUID: documentUUID, timestamp: timestamp,
            styleSheetDirectory: styleSheetDirectory))
        let result = try collector.collect(data)
        result.warnings.forEach(printWarning)
        if result.urlSource == .fallback {
            printWarning("\(path): no page URL given or found in the page; using \(result.details.url) (pass --url)")
        }
        return result.details
    }
}

/// `reportingErrors` for async command bodies: the same one-line message and exit code.
func reportingErrorsAsync(_ body: () async throws -> Void) async throws {
    do {
        try await body()
    } catch {
        try reportingErrors { throw error }
    }
}
