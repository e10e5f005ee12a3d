import ArgumentParser
import FormFill
import FormFillChromium
import Foundation

/// `formfill browse URL --vault FILE`: fill a live page in headless Chromium and print what was filled.
struct BrowseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "browse",
        abstract: "Open a live page in headless Chromium, fill it from a vault and print the fill report.",
        discussion: """
            Loads URL, waits for the page to settle (the load event, then no request and no DOM change for \
            half a second, at most 10 s), runs collect.js, chooses the item as 'fill' does, runs fill.js and \
            prints {"url", "item", "report"} as JSON: the opids filled, skipped (with reasons) and clicked, \
            never a value. Both scripts run in an isolated JavaScript world. Chromium is found as $CHROMIUM, \
            else chromium, chromium-browser or google-chrome on PATH. Exit codes: 3 no matching item, 4 \
            nothing to fill (also when fill.js filled nothing; the report is printed), 64 bad arguments, \
            65 malformed vault, 66 missing vault or no Chromium, 67 a bad URL or a page that cannot be \
            loaded, 70 the browser failed or timed out, 73 the screenshot cannot be written, 77 wrong passphrase.
            """)

    @Argument(help: "The page's URL (http:, https: or file:).")
    var url: String

    @OptionGroup var vault: VaultOptions

    @Option(help: "The id of the vault item to fill (default: the best match for the page).")
    var item: String?

    @Option(help: ArgumentHelp("Write a PNG of the page after the fill to this file.", valueName: "out.png"))
    var screenshot: String?

    @Option(help: ArgumentHelp("Give up after this many seconds, browser start included.", valueName: "seconds"))
    var timeout: Double = 30

    @Flag(name: .customLong("allow-insecure"),
          help: "Fill passwords from an item saved for https: into an http: page.")
    var allowInsecure = false

    @Flag(help: "Indent the JSON.")
    var pretty = false

    func run() async throws {
        try await reportingErrorsAsync {
            guard let parsed = URL(string: url), ["http", "https", "file"].contains(parsed.scheme?.lowercased() ?? ""),
                  parsed.scheme?.lowercased() == "file" || !(parsed.host ?? "").isEmpty else {
                throw CLIError(.badURL, "\(url): not an http:, https: or file: URL")
            }
            guard timeout > 0, timeout <= 3600 else { throw CLIError(.usage, "--timeout must be between 0 and 3600 seconds") }
            try InstalledResources.requireSuffixList()
            try InstalledResources.requireJavaScript()
            let items = try vault.loadVault().items
            guard ChromiumBrowser.findExecutable() != nil else {
                throw CLIError(.missingFile, ChromiumError.browserNotFound.description)
            }
            let page = try await visit(items: items)
            for warning in page.outcome.warnings { printWarning(warning) }
            if let screenshot, let png = page.screenshot {
                do { try png.write(to: URL(fileURLWithPath: screenshot)) } catch {
                    throw CLIError(.cannotWrite, "\(screenshot): cannot be written (\(error.localizedDescription))")
                }
            }
            var w = JSONWriter(pretty: pretty)
            w.beginObject()
            w.key("url"); w.value(page.url)
            w.key("item"); w.value(page.outcome.itemID)
            w.key("report"); page.outcome.report.write(to: &w)
            w.endObject()
            writeStdout(w.string + "\n")
            let report = page.outcome.report
            if report.filled.isEmpty {
                throw CLIError(.nothingToFill, report.refusal.map { "fill.js refused to fill the page (\($0))" }
                               ?? "fill.js filled nothing (\(report))")
            }
        }
    }

    private struct Visit: Sendable {
        var url: String
        var outcome: WebPageFiller.Outcome
        var screenshot: Data?
    }

    private func visit(items: [VaultItem]) async throws -> Visit {
        let limit = Duration.milliseconds(Int(timeout * 1000))
        let options = FillOptions(allowInsecure: allowInsecure)
        let (url, itemID, wantsScreenshot) = (self.url, self.item, self.screenshot != nil)
        let settleLimit = min(Duration.seconds(10), limit / 2)
        do {
            return try await ChromiumBrowser.withPage(ChromiumBrowser.Options(commandTimeout: limit), timeout: limit) { page in
                try await page.navigate(to: url)
                try await page.waitUntilSettled(limit: settleLimit)
                let outcome = try await WebPageFiller().fill(page, items: items, itemID: itemID, options: options)
                let shot = wantsScreenshot ? try await page.screenshot() : nil
                return Visit(url: try await page.currentURL(), outcome: outcome, screenshot: shot)
            }
        } catch let error as ChromiumError {
            switch error {
            case .browserNotFound: throw CLIError(.missingFile, error.description)
            case .navigationFailed: throw CLIError(.badURL, error.description)
            default: throw CLIError(.internalError, error.description)
            }
        } catch let error as JavaScriptBridgeError {
            throw CLIError(.internalError, error.description)
        } catch let error as FormatError {
            throw CLIError(.badInput, "the page's details from collect.js: \(error)")
        } catch {
            throw cliError(forFillError: error)
        }
    }
}
