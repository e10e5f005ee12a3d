import Foundation
import FormFillChromium
import FormFillTestSupport
import Testing

/// `formfill browse`, run as a user would.
@Suite("formfill browse", .serialized)
struct BrowseCommandTests {
    /// A plain vault with one login for the local server.
    static func vault(port: Int, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent("vault.json").path
        let json = """
            {"items": [{"id": "local", "kind": "login", "title": "Local", "urls": ["http://127.0.0.1:\(port)/"],
                        "username": "wile@acme.com", "password": "p@ss w0rd!"}]}
            """
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("prints the report as JSON (no value in it) and writes a PNG screenshot",
          .enabled(if: ChromiumBrowser.findExecutable() != nil, "no Chromium on this machine: test skipped"),
          .enabled(if: LocalHTTPServer.python != nil, "no python3 to serve pages: test skipped"))
    func browsesAndFills() throws {
        let site = try LivePageTests.Site()
        defer { site.stop() }
        let vault = try Self.vault(port: site.server.port, in: site.directory)
        let shot = site.directory.appendingPathComponent("shot.png")
        let run = try runFormfill(["browse", site.server.url("spa.html"), "--vault", vault, "--screenshot", shot.path, "--timeout", "600"])
        #expect(run.status == 0, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(object["item"] as? String == "local")
        #expect(object["url"] as? String == site.server.url("spa.html"))
        let report = try #require(object["report"] as? [String: Any])
        #expect(report["filled"] as? [String] == ["__0", "__1"])
        #expect(report["success"] as? Bool == true)
        #expect(!run.stdout.contains("p@ss") && !run.stderr.contains("p@ss"))
        let png = try Data(contentsOf: shot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }

    @Test("when fill.js fills nothing, the report is printed and the exit code is 4",
          .enabled(if: ChromiumBrowser.findExecutable() != nil, "no Chromium on this machine: test skipped"),
          .enabled(if: LocalHTTPServer.python != nil, "no python3 to serve pages: test skipped"))
    func filledNothing() throws {
        let site = try LivePageTests.Site()
        defer { site.stop() }
        // The first click anywhere disables every field: fill.js then skips them all.
        let page = LivePageTests.loginPage.replacingOccurrences(of: "</body>", with: """
            <script>document.addEventListener("click", function () {
              document.querySelectorAll("input").forEach(function (el) { el.disabled = true; });
            }, true);</script></body>
            """)
        try Data(page.utf8).write(to: site.directory.appendingPathComponent("locking.html"))
        let vault = try Self.vault(port: site.server.port, in: site.directory)
        let run = try runFormfill(["browse", site.server.url("locking.html"), "--vault", vault, "--timeout", "600"])
        #expect(run.status == 4, "\(run.stderr)")
        #expect(run.stderr.hasPrefix("formfill: fill.js filled nothing (filled nothing; skipped __0 (disabled), __1 (disabled)"),
                "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let report = try #require(object["report"] as? [String: Any])
        #expect(report["filled"] as? [String] == [])
        #expect(report["success"] as? Bool == false)
    }

    @Test("a page nobody serves: one line on stderr, exit 67",
          .enabled(if: ChromiumBrowser.findExecutable() != nil, "no Chromium on this machine: test skipped"),
          .enabled(if: LocalHTTPServer.python != nil, "no python3 to serve pages: test skipped"))
    func unreachable() throws {
        let site = try LivePageTests.Site()
        let vault = try Self.vault(port: site.server.port, in: site.directory)
        let url = site.server.url("login.html")
        site.server.stop()
        defer { try? FileManager.default.removeItem(at: site.directory) }
        let run = try runFormfill(["browse", url, "--vault", vault, "--timeout", "600"])
        #expect(run.status == 67)
        #expect(run.stderr.hasPrefix("formfill: cannot load ") && run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
    }

    @Test("no browser on the machine: one line on stderr, exit 66")
    func noBrowser() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("formfill-nobrowser-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let vault = try Self.vault(port: 8080, in: directory)
        let run = try runFormfill(["browse", "http://127.0.0.1:8080/", "--vault", vault],
                                  environment: ["PATH": directory.path, "CHROMIUM": ""])
        #expect(run.status == 66)
        #expect(run.stderr == "formfill: no Chromium found (install chromium, or set CHROMIUM to the browser's path)\n")
    }

    @Test("bad arguments: a URL that is not http:, https: or file: (67) and a bad timeout (64)")
    func badArguments() throws {
        let run = try runFormfill(["browse", "javascript:alert(1)", "--vault", "/nonexistent/vault.json"])
        #expect(run.status == 67)
        #expect(run.stderr.hasPrefix("formfill: javascript:alert(1): not an http:"), "\(run.stderr)")
        let zero = try runFormfill(["browse", "https://www.acme.com/", "--vault", "/nonexistent/vault.json", "--timeout", "0"])
        #expect(zero.status == 64)
    }
}
