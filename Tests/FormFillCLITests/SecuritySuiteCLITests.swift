import Foundation
import FormFillTestSupport
import Testing

/// The security suite's static half through `formfill apply`, as a person with a saved page uses it: an
/// attack page either gets no output file and a non-zero exit with one line on stderr, or a filled page whose
/// only values are in the fields the user can see on the right site.
@Suite("Security suite (formfill apply)")
struct SecuritySuiteCLITests {
    /// Cases that an HTML file can carry (a frame's top origin comes from a browser, not from the page).
    static let cases = SecurityCase.all.filter { $0.static && $0.topOrigin == nil }

    /// The `value` attribute of every input with an id, by id.
    static func values(in html: String) -> [String: String] {
        var out: [String: String] = [:]
        let pattern = try! NSRegularExpression(pattern: #"<input\b[^>]*>"#, options: [.caseInsensitive])
        for match in pattern.matches(in: html, range: NSRange(html.startIndex..., in: html)) {
            let tag = String(html[Range(match.range, in: html)!])
            func attribute(_ name: String) -> String? {
                let re = try! NSRegularExpression(pattern: "\\b\(name)=\"([^\"]*)\"")
                guard let m = re.firstMatch(in: tag, range: NSRange(tag.startIndex..., in: tag)) else { return nil }
                return String(tag[Range(m.range(at: 1), in: tag)!])
            }
            if let id = attribute("id") { out[id] = attribute("value") ?? "" }
        }
        return out
    }

    @Test(arguments: cases)
    func applyIsSafe(_ c: SecurityCase) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formfill-security-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent(c.page), output = directory.appendingPathComponent("out.html")
        try c.html().write(to: page)
        var arguments = ["apply", page.path, "--vault", SecurityCase.vault.path, "--item", c.itemID,
                         "--time", "1700000000", "-o", output.path]
        if let url = c.pageURL { arguments += ["--url", url] }
        let run = try runFormfill(arguments)
        let written = FileManager.default.fileExists(atPath: output.path)
        if run.status != 0 {
            #expect(c.expect == "no-fill", "\(c.page): exit \(run.status): \(run.stderr)")
            #expect(!written, "\(c.page): output written on failure")
            #expect(run.stderr.split(separator: "\n").filter { !$0.contains("warning:") }.count == 1, "\(c.page): \(run.stderr)")
            return
        }
        let values = Self.values(in: try String(contentsOf: output, encoding: .utf8))
        if c.expect == "no-fill" {
            #expect(values.values.allSatisfy { $0.isEmpty }, "\(c.page): \(values.filter { !$0.value.isEmpty }.keys.sorted()) filled")
        }
        for id in c.mustFill { #expect(values[id].map { !$0.isEmpty } == true, "\(c.page): \(id) not filled") }
        for id in c.mustNotFill { #expect(values[id].map(\.isEmpty) != false, "\(c.page): \(id) filled") }
    }

    @Test func aRefusalExitsWithSevenAndSaysWhy() throws {
        let page = SecurityCase.directory.appendingPathComponent("hidden-not-selector.html").path
        let run = try runFormfill(["fill", page, "--vault", SecurityCase.vault.path, "--url", "https://www.acme.com/login"])
        #expect(run.status == 7)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("formfill: refused to fill: ") && run.stderr.contains("not viewable"), "\(run.stderr)")
        let crossSite = SecurityCase.directory.appendingPathComponent("action-cross-site.html").path
        let refused = try runFormfill(["fill", crossSite, "--vault", SecurityCase.vault.path, "--url", "https://www.acme.com/login"])
        #expect(refused.status == 7)
        let allowed = try runFormfill(["fill", crossSite, "--vault", SecurityCase.vault.path, "--url", "https://www.acme.com/login",
                                       "--allow-cross-site-forms"])
        #expect(allowed.status == 0 && allowed.stdout.contains("cross-site-action"), "\(allowed.stderr)")
    }
}
