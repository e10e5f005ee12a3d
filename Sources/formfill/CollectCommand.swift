import ArgumentParser
import Foundation
import FormFillCollector
import FormFillModel

/// `formfill collect PAGE|-`: the collected-page-details token of a page, as JSON on stdout.
struct CollectCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "collect",
        abstract: "Turn a page into the collected-page-details token (JSON).",
        discussion: """
            The page URL is --url, else the page's "saved from url" comment, else an absolute <base href> or \
            <link rel=canonical>, else the file's own file:// URL (with a warning). Exit codes: 66 a missing or \
            unreadable PAGE, 67 a bad --url, 64 bad arguments.

            Limits (a page is never refused; what is cut gives a warning on stderr): the first 64 MiB of the \
            page are read, the first 500,000 fields collected (in opid order, so their opids do not change), \
            labels and attribute texts cut at 1,024 characters, values at 65,536, selects at 5,000 options, and \
            field building stops after 10 s with the fields built so far.
            """)

    @Argument(help: "The HTML file, or - for standard input.")
    var page: String

    @Option(help: "The page's URL (absolute, with a scheme and a host, or file:).")
    var url: String?

    @Flag(help: "Indent the JSON.")
    var pretty = false

    @Option(name: .customLong("document-uuid"), help: "The documentUUID to write (default: a fresh UUID).")
    var documentUUID: String?

    @Option(help: "The collectedTimestamp in milliseconds since 1970 (default: now).")
    var timestamp: Int64?

    /// For cost measurements (issue 2, point 6): phase times on stderr.
    @Flag(help: .hidden)
    var timing = false

    func run() throws {
        try reportingErrors {
            if let url { try Self.validate(url: url) }
            let data = try readInput(page)
            let fallback = page == "-" ? nil : URL(fileURLWithPath: page).standardizedFileURL.absoluteString
            let options = Collector.Options(pageURL: url, fallbackURL: fallback, documentUUID: documentUUID, timestamp: timestamp,
                                            styleSheetDirectory: PageInput.styleSheetDirectory(of: page))
            let collector = Collector(options: options)
            let clock = ContinuousClock()
            let start = clock.now, startCPU = Self.cpuSeconds()
            let result = try collector.collect(data)
            let collected = clock.now, collectedCPU = Self.cpuSeconds()
            result.warnings.forEach(printWarning)
            if result.urlSource == .fallback {
                printWarning("no page URL given or found in the page; using \(result.details.url) (pass --url)")
            }
            // About 330 bytes a field (labels, select options) in compact form: reserving it up front keeps the
            // buffer from doubling past the token's size.
            let estimate = 4096 + result.details.fields.count * (pretty ? 600 : 330)
            var json = result.details.jsonBytes(pretty: pretty, reservingCapacity: estimate,
                                                    parallelism: options.parallelism)
            json.append(UInt8(ascii: "\n"))
            let encoded = clock.now, encodedCPU = Self.cpuSeconds()
            try FileHandle.standardOutput.write(contentsOf: json)
            if timing {
                let ms = { (d: Duration) in String(format: "%.1f", Double(d.components.attoseconds) / 1e15 + Double(d.components.seconds) * 1000) }
                let cpu = { (s: Double) in String(format: "%.1f", s * 1000) }
                FileHandle.standardError.write(Data(("timing: collect \(ms(collected - start)) ms (CPU \(cpu(collectedCPU - startCPU)) ms), "
                    + "json \(ms(encoded - collected)) ms (CPU \(cpu(encodedCPU - collectedCPU)) ms), fields \(result.details.fields.count)\n").utf8))
            }
            exitAfterOutput()
        }
    }

    /// This process's CPU time: on a busy machine it measures a phase where wall time cannot.
    static func cpuSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// An absolute URL with a scheme and a host, or a `file:` URL.
    static func validate(url: String) throws {
        guard let parsed = URL(string: url), let scheme = parsed.scheme?.lowercased(),
              scheme.first?.isLetter == true else {
            throw CLIError(.badURL, "--url \(url): not an absolute URL")
        }
        if scheme == "file" { return }
        guard let host = parsed.host, !host.isEmpty else {
            throw CLIError(.badURL, "--url \(url): no host")
        }
        // A browser percent-decodes the host and fails on a character no domain may hold: the page would
        // have no such address, and a host read from it (`www.acme.com@evil.example`) would only mislead.
        let decoded = host.removingPercentEncoding ?? host
        if let bad = decoded.unicodeScalars.first(where: { $0.value < 0x20 || $0.value == 0x7F || Self.forbiddenInHost.contains($0) }) {
            let shown = bad.value < 0x20 || bad.value == 0x7F ? String(format: "U+%04X", bad.value) : "'\(bad)'"
            throw CLIError(.badURL, "--url \(url.debugDescription.dropFirst().dropLast()): the host holds \(shown), which no domain may hold")
        }
    }

    /// The characters the URL standard forbids in a domain, besides controls (`:` stays, for IPv6 literals).
    private static let forbiddenInHost = Set(" #%/<>?@[\\]^|".unicodeScalars)
}
