import Foundation
import FormFillTestSupport
import Testing

/// `formfill demo`: the command's files and errors (the page itself is run in Chromium by FillBrowserTests).
@Suite("formfill demo")
struct DemoCommandTests {
    static func demo(_ arguments: [String]) throws -> FormfillRun { try runFormfill(["demo"] + arguments) }

    let page = Repository.fixtures.appendingPathComponent("demo/login.html").path
    let script = Repository.fixtures.appendingPathComponent("demo/login-fill.json").path
    let output = FileManager.default.temporaryDirectory.appendingPathComponent("formfill-demo-\(UUID().uuidString).html")

    @Test("writes the page with collect.js, the fill script and fill.js inlined before </body>")
    func writesPage() throws {
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try Self.demo([page, "--fill-script", script, "-o", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        let html = try String(contentsOf: output, encoding: .utf8)
        #expect(html.contains("(function formfillCollect(document, options)"))
        #expect(html.contains("(function formfillFill(document, fillScript, hostOptions)"))
        #expect(html.contains("\"fill_by_opid\",\"__0\",\"wile@acme.com\""))
        #expect(html.hasSuffix("</script>\n</body>\n</html>\n"))
    }

    @Test("bad input: a malformed fill script is exit 65, a missing page exit 66, an unwritable output exit 73")
    func errors() throws {
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("formfill-bad-\(UUID().uuidString).json")
        try Data("{\"script\": [[\"no_such_op\"]]}".utf8).write(to: bad)
        defer { try? FileManager.default.removeItem(at: bad) }
        let malformed = try Self.demo([page, "--fill-script", bad.path, "-o", output.path])
        #expect(malformed.status == 65)
        #expect(malformed.stderr.hasPrefix("formfill: ") && malformed.stderr.contains("unknown operation"))
        #expect(try Self.demo(["/nonexistent/page.html", "--fill-script", script, "-o", output.path]).status == 66)
        #expect(try Self.demo([page, "--fill-script", script, "-o", "/nonexistent/dir/out.html"]).status == 73)
    }
}
