import Foundation
import FormFill
@testable import FormFillChromium
import FormFillTestSupport
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Pages served over HTTP from 127.0.0.1, opened in headless Chromium over the DevTools pipe, filled through
/// the bridge. Reported as skipped (never passed) where no Chromium or no python3 is installed.
@Suite("Live pages in Chromium over DevTools", .serialized,
       .enabled(if: ChromiumBrowser.findExecutable() != nil, "no Chromium on this machine: browser tests skipped"),
       .enabled(if: LocalHTTPServer.python != nil, "no python3 to serve pages: browser tests skipped"))
struct LivePageTests {
    /// A hard cap against a hung browser, not a performance limit: generous, because synchronous browser tests of
    /// other suites can hold both threads of the cooperative pool for minutes on a two-core machine.
    static let timeout = Duration.seconds(600)

    static let loginPage = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in</title></head><body>
        <form action="/session" method="post">
          <label for="username">Username</label> <input id="username" name="username" autocomplete="username">
          <label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password">
          <button type="submit">Sign in</button>
        </form></body></html>
        """

    /// A single-page app: the body is empty at `load`; the form is built 400 ms later.
    static let spaPage = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>App</title></head><body><div id="app">Loading…</div>
        <script>
        window.addEventListener("load", function () {
          setTimeout(function () {
            var app = document.getElementById("app");
            app.textContent = "";
            var form = document.createElement("form");
            form.innerHTML = '<label for="email">Email</label><input id="email" type="email" autocomplete="username">' +
              '<label for="pw">Password</label><input id="pw" type="password" autocomplete="current-password">' +
              '<button>Log in</button>';
            app.appendChild(form);
          }, 400);
        });
        </script></body></html>
        """

    /// A visible login form, and a second one that is not rendered (display: none).
    static let hiddenFormPage = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in</title></head><body>
        <form id="trap" style="display:none" action="/elsewhere">
          <label for="trap-user">Username</label><input id="trap-user" name="username" autocomplete="username">
          <label for="trap-pass">Password</label><input id="trap-pass" name="password" type="password">
        </form>
        <form id="real" action="/session">
          <label for="username">Username</label><input id="username" name="username" autocomplete="username">
          <label for="password">Password</label><input id="password" name="password" type="password">
          <button>Sign in</button>
        </form></body></html>
        """

    /// Only a login form that is not rendered.
    static let onlyHiddenPage = """
        <!DOCTYPE html><html><head><meta charset="utf-8"><title>Sign in</title></head><body><p>Welcome back.</p>
        <div style="visibility:hidden"><form><label for="u">Username</label><input id="u" name="username">
        <label for="p">Password</label><input id="p" name="password" type="password"></form></div></body></html>
        """

    /// Serves the test pages (and the repository's React-style fixture) for one test.
    struct Site {
        let directory: URL
        let server: LocalHTTPServer

        init() throws {
            directory = FileManager.default.temporaryDirectory.appendingPathComponent("formfill-site-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let pages = ["login.html": LivePageTests.loginPage, "spa.html": LivePageTests.spaPage,
                         "hidden.html": LivePageTests.hiddenFormPage, "only-hidden.html": LivePageTests.onlyHiddenPage]
            for (name, html) in pages { try Data(html.utf8).write(to: directory.appendingPathComponent(name)) }
            try FileManager.default.copyItem(at: Repository.fixtures.appendingPathComponent("javascript/react-login.html"),
                                             to: directory.appendingPathComponent("react-login.html"))
            server = try LocalHTTPServer(directory: directory)
        }

        func stop() {
            server.stop()
            try? FileManager.default.removeItem(at: directory)
        }

        var login: VaultItem {
            .login(LoginItem(id: "local", urls: ["http://127.0.0.1:\(server.port)/"], username: "wile@acme.com", password: "p@ss w0rd!"))
        }
    }

    /// What a live fill did: the outcome, every input's value (or checked state) by id afterwards, read back
    /// through the bridge in the page's own world, and `window.appState` when the page has one.
    struct Visit: Sendable {
        var outcome: WebPageFiller.Outcome?
        var error: String?
        var values: [String: String]
        var appState: [String: String]
    }

    static let readBack = """
        (() => {
          const values = {};
          for (const el of document.querySelectorAll("input")) {
            values[el.id] = el.type === "checkbox" ? String(el.checked) : el.value;
          }
          const state = {};
          if (window.appState) for (const k of Object.keys(window.appState)) state[k] = String(window.appState[k]);
          return {values, state};
        })()
        """

    /// Serves the pages, opens `path`, waits for it to settle, fills it with the site's login and reads it back.
    static func visit(_ path: String, itemID: String? = nil) async throws -> Visit {
        let site = try Site()
        defer { site.stop() }
        let url = site.server.url(path), items = [site.login]
        return try await ChromiumBrowser.withPage(timeout: LivePageTests.timeout) { page in
            try await page.navigate(to: url)
            try await page.waitUntilSettled()
            var outcome: WebPageFiller.Outcome?, failure: String?
            do { outcome = try await WebPageFiller().fill(page, items: items, itemID: itemID) } catch { failure = "\(error)" }
            let json = try await page.evaluate(expression: readBack, world: .page)
            let decoded = try JSONDecoder().decode([String: [String: String]].self, from: json)
            return Visit(outcome: outcome, error: failure, values: decoded["values"] ?? [:], appState: decoded["state"] ?? [:])
        }
    }

    @Test("a login page served over HTTP is filled; the report names the fields and holds no value")
    func loginPage() async throws {
        let visit = try await Self.visit("login.html")
        let outcome = try #require(visit.outcome, "\(visit.error ?? "")")
        #expect(outcome.itemID == "local")
        #expect(outcome.report.filled == ["__0", "__1"])
        #expect(outcome.report.skipped.isEmpty)
        #expect(outcome.report.success)
        #expect(visit.values == ["username": "wile@acme.com", "password": "p@ss w0rd!"])
        #expect(!outcome.report.jsonString().contains("p@ss"))
        #expect(!outcome.report.jsonString().contains("wile@"))
    }

    @Test("a single-page app's form, built by script after load, is waited for and filled")
    func singlePageApp() async throws {
        let visit = try await Self.visit("spa.html")
        let outcome = try #require(visit.outcome, "\(visit.error ?? "")")
        #expect(outcome.report.filled == ["__0", "__1"])
        #expect(visit.values == ["email": "wile@acme.com", "pw": "p@ss w0rd!"])
    }

    @Test("a React-style controlled input sees the values: the app's state holds them, not just the DOM")
    func reactControlledInputs() async throws {
        let visit = try await Self.visit("react-login.html")
        let outcome = try #require(visit.outcome, "\(visit.error ?? "")")
        #expect(outcome.report.filled.starts(with: ["__0", "__1"]))
        #expect(visit.appState["email"] == "wile@acme.com")
        #expect(visit.appState["password"] == "p@ss w0rd!")
        #expect(visit.values["email"] == "wile@acme.com")
        #expect(visit.values["password"] == "p@ss w0rd!")
    }

    @Test("of two login forms, the one that is not rendered keeps its fields empty")
    func hiddenFormUntouched() async throws {
        let visit = try await Self.visit("hidden.html")
        let outcome = try #require(visit.outcome, "\(visit.error ?? "")")
        #expect(visit.values["trap-user"] == "")
        #expect(visit.values["trap-pass"] == "")
        #expect(visit.values["username"] == "wile@acme.com")
        #expect(visit.values["password"] == "p@ss w0rd!")
        #expect(!outcome.report.filled.contains("__0") && !outcome.report.filled.contains("__1"))
    }

    @Test("a page whose only login form is invisible is not filled at all")
    func onlyHiddenForm() async throws {
        let visit = try await Self.visit("only-hidden.html")
        #expect(visit.outcome == nil)
        #expect(visit.error?.contains("nothing to fill") == true, "\(visit.error ?? "filled")")
        #expect(visit.values == ["u": "", "p": ""])
    }

    @Test("collect.js's opids live in the isolated world: the page's own world cannot see them")
    func isolatedWorld() async throws {
        let site = try Site()
        defer { site.stop() }
        let url = site.server.url("login.html")
        let seen = try await ChromiumBrowser.withPage(timeout: LivePageTests.timeout) { page in
            try await page.navigate(to: url)
            _ = try await WebPageFiller().collect(page)
            let probe = #"document.getElementById("password").opid ?? "none""#
            let inPage = try await page.evaluate(expression: probe, world: .page)
            let inWorld = try await page.evaluate(expression: probe, world: WebPageFiller.defaultWorld)
            return [String(decoding: inPage, as: UTF8.self), String(decoding: inWorld, as: UTF8.self)]
        }
        #expect(seen == [#""none""#, #""__1""#])
    }

    @Test("an input the page inserts above the form between collect and fill does not shift the fill")
    func insertedFieldDoesNotShiftOpids() async throws {
        let site = try Site()
        defer { site.stop() }
        let url = site.server.url("login.html"), items = [site.login]
        let values = try await ChromiumBrowser.withPage(timeout: LivePageTests.timeout) { page in
            try await page.navigate(to: url)
            let flow = WebPageFiller()
            let details = try await flow.collect(page)
            let result = try flow.filler.fill(page: details, items: items)
            // The page changes under us: a new first input (a search box, a cookie banner's field, ...).
            _ = try await page.evaluate(expression: """
                document.body.insertBefore(Object.assign(document.createElement("input"), {id: "inserted"}), document.body.firstChild)
                """, world: .page)
            let report = try await flow.run(result.script, in: page)
            let json = try await page.evaluate(expression: Self.readBack, world: .page)
            return (report.filled, try JSONDecoder().decode([String: [String: String]].self, from: json)["values"] ?? [:])
        }
        #expect(values.0 == ["__0", "__1"])
        #expect(values.1 == ["inserted": "", "username": "wile@acme.com", "password": "p@ss w0rd!"])
    }

    @Test("scripts run in the frame they are sent to, in its own world or an isolated one")
    func frames() async throws {
        let site = try Site()
        defer { site.stop() }
        let url = site.server.url("framed.html")
        try Data(#"<!DOCTYPE html><title>outer</title><iframe src="login.html"></iframe>"#.utf8)
            .write(to: site.directory.appendingPathComponent("framed.html"))
        let titles = try await ChromiumBrowser.withPage(timeout: LivePageTests.timeout) { page in
            try await page.navigate(to: url)
            let frames = try await page.childFrames()
            var out = frames.map(\.url)
            for frame in frames {
                for world in [ScriptWorld.page, WebPageFiller.defaultWorld] {
                    out.append(String(decoding: try await page.evaluate(expression: "document.title", in: frame.frame, world: world), as: UTF8.self))
                }
            }
            let framed = try await WebPageFiller().collect(page, frame: frames[0].frame)
            out.append("\(framed.url) in \(framed.topOrigin ?? "-"): \(framed.fields.count) fields")
            do { _ = try await page.evaluate(expression: "1", in: ScriptFrame(id: "no-such-frame"), world: .page) }
            catch let error as JavaScriptBridgeError { out.append("\(error)") }
            return out
        }
        #expect(titles == [site.server.url("login.html"), #""Sign in""#, #""Sign in""#,
                           "\(site.server.url("login.html")) in http://127.0.0.1:\(site.server.port): 3 fields",
                           "no frame no-such-frame in the page"])
    }

    @Test("exceptions and rejected promises come back as bridge errors; undefined as null")
    func bridgeErrors() async throws {
        let results = try await ChromiumBrowser.withPage(timeout: LivePageTests.timeout) { page in
            var out: [String] = []
            for body in ["throw new Error('boom')", "await Promise.reject(new TypeError('nope'))", "return undefined",
                         "return {a: [1, 'two', null, true]}", "return () => 1"] {
                do { out.append(String(decoding: try await page.evaluate(asyncFunctionBody: body, in: .main, world: .page), as: UTF8.self)) }
                catch { out.append("\(type(of: error)): \(error)") }
            }
            return out
        }
        #expect(results[0].hasPrefix("JavaScriptBridgeError") && results[0].contains("boom"), "\(results[0])")
        #expect(results[1].hasPrefix("JavaScriptBridgeError") && results[1].contains("nope"), "\(results[1])")
        #expect(results[2] == "null")
        #expect(results[3] == #"{"a":[1,"two",null,true]}"#)
        #expect(results[4].hasPrefix("JavaScriptBridgeError"), "\(results[4])")
    }

    @Test("past its timeout the work is cancelled and the browser and all its processes are gone")
    func timeoutLeavesNoProcess() async throws {
        final class Box: @unchecked Sendable { var pid: Int32 = 0 }
        let box = Box()
        await #expect(throws: ChromiumError.self) {
            try await ChromiumBrowser.withPage(timeout: .seconds(5)) { page in
                box.pid = page.processID
                try await Task.sleep(for: .seconds(600))
            }
        }
        #expect(box.pid > 0)
        // No live process is left in the browser's process group (killed helpers may stay zombies for a moment,
        // until init reaps them; they are gone, not leaked). SIGKILL takes effect asynchronously: look a few times.
        var living = Self.livingProcesses(inGroup: box.pid)
        for _ in 0..<50 where !living.isEmpty {
            try await Task.sleep(for: .milliseconds(100))
            living = Self.livingProcesses(inGroup: box.pid)
        }
        #expect(living.isEmpty, "still running: \(living)")
    }

    /// Processes of the group `pgid` that are not zombies, from /proc (empty where there is no /proc).
    static func livingProcesses(inGroup pgid: Int32) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.filter { entry in
            guard Int32(entry) != nil, let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
                  let close = stat.range(of: ")", options: .backwards) else { return false }
            // After "pid (comm)": state, ppid, pgrp, ...
            let fields = stat[close.upperBound...].split(separator: " ")
            return fields.count > 2 && fields[0] != "Z" && Int32(fields[2]) == pgid
        }
    }

    @Test("a page that cannot be loaded is a navigation error")
    func unreachable() async throws {
        let site = try Site()
        let url = site.server.url("login.html")
        site.stop()
        await #expect(throws: ChromiumError.self) {
            try await ChromiumBrowser.withPage(timeout: LivePageTests.timeout) { page in try await page.navigate(to: url) }
        }
    }
}
