import Foundation
#if canImport(Glibc)
import Glibc
private func sendKill(_ pid: Int32) { _ = Glibc.kill(pid, SIGKILL) }
#elseif canImport(Darwin)
import Darwin
private func sendKill(_ pid: Int32) { _ = Darwin.kill(pid, SIGKILL) }
#endif
import FormFillChromium
import FormFillModel
import FormFillTestSupport

/// Runs pages in headless Chromium: the page plus an injected script that evaluates an expression (as a host's
/// web view would) and writes the JSON result, ASCII-escaped, into `<pre id="formfill-result">`, read back from
/// `--dump-dom`. Every run has its own profile directory and a hard timeout.
enum Chromium {
    /// The browser found on this machine (`$CHROMIUM`, else `chromium`, `chromium-browser`, `google-chrome` on
    /// PATH), or nil: the browser tests are then reported as skipped, never passed.
    static let executable: URL? = ChromiumBrowser.findExecutable()

    static var isAvailable: Bool { executable != nil }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Serialises runs: two cores are shared, and parallel browsers only make each run slower.
    private static let lock = NSLock()

    /// Loads `html` with a script that evaluates `expression` on `load`; the expression's value (a JSON string,
    /// or a Promise of an object when `awaitsPromise`) is handed to `collector`, a JavaScript function expression
    /// `(value, harness) => object` that returns what the test wants back (it runs after the expression, in the
    /// page; `harness.value(el)` and `harness.byID(id)` read the DOM through accessors captured before the page ran).
    static func run(html: String, expression: String, awaitsPromise: Bool = false,
                    collector: String = "function (value) { return value; }",
                    windowSize: (Int, Int) = (1280, 2000), overHTTP: Bool = false, httpPort: Int = 0,
                    timeout: TimeInterval = 60) throws -> Any {
        try run(page: Data(html.utf8), expression: expression, awaitsPromise: awaitsPromise, collector: collector,
                windowSize: windowSize, overHTTP: overHTTP, httpPort: httpPort, timeout: timeout)
    }

    /// ``run(html:expression:awaitsPromise:collector:windowSize:overHTTP:httpPort:timeout:)`` on the page's raw bytes,
    /// so pages in Shift_JIS or windows-1251 are decoded by the browser as they declare (the harness is ASCII).
    static func run(page: Data, expression: String, awaitsPromise: Bool = false,
                    collector: String = "function (value) { return value; }",
                    windowSize: (Int, Int) = (1280, 2000), overHTTP: Bool = false, httpPort: Int = 0,
                    timeout: TimeInterval = 60) throws -> Any {
        let harness = """
            <script>
            (function () {
            // Captured now, before a hostile fixture can redefine them during the fill.
            var stringify = JSON.stringify, evaluate = eval;
            var getters = {
              input: Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").get,
              select: Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value").get,
              textarea: Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value").get
            };
            var byID = Document.prototype.getElementById;
            // Helpers for the test's collector: they read the DOM even after a page redefined the accessors.
            var harness = {
              value: function (el) { return getters[el.localName].call(el); },
              byID: function (id) { return byID.call(document, id); }
            };
            window.addEventListener("load", function () {
              function report(result) {
                delete Object.prototype.toJSON;
                delete Array.prototype.toJSON;
                var pre = document.createElement("pre");
                pre.id = "formfill-result";
                pre.textContent = stringify(result).replace(/[^\\x20-\\x7e]|[<>&]/g, function (c) {
                  return "\\\\u" + ("000" + c.charCodeAt(0).toString(16)).slice(-4);
                });
                document.documentElement.appendChild(pre);
              }
              try {
                var value = (0, evaluate)(\(jsStringLiteral(expression)));
                var collect = (0, evaluate)("(" + \(jsStringLiteral(collector)) + ")");
                if (\(awaitsPromise)) {
                  value.then(function (v) { report({ok: collect(v, harness)}); }, function (e) { report({error: String(e && e.stack || e)}); });
                } else {
                  report({ok: collect(value, harness)});
                }
              } catch (e) {
                report({error: String(e && e.stack || e)});
              }
            });
            })();
            </script>
            """
        let dom = try dumpDOM(page: page + Data(harness.utf8), windowSize: windowSize, overHTTP: overHTTP, httpPort: httpPort,
                              timeout: timeout)
        guard let start = dom.range(of: "<pre id=\"formfill-result\">"),
              let end = dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex) else {
            throw Failure(description: "no result in the page (the harness script did not finish)")
        }
        let text = String(dom[start.upperBound..<end.lowerBound])
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
            throw Failure(description: "the result is not a JSON object")
        }
        if let error = object["error"] as? String { throw Failure(description: "JavaScript error: \(error)") }
        return object["ok"] ?? NSNull()
    }

    /// Stops a child with SIGKILL: children of the test process may inherit a mask that blocks SIGTERM.
    static func kill(_ process: Process) {
        if process.isRunning { sendKill(process.processIdentifier) }
        process.waitUntilExit()
    }

    /// A JavaScript string literal for any Swift string, in ASCII: JSON escapes, every non-ASCII UTF-16 unit and
    /// `<` as `\uXXXX`, so that nothing in it can close the harness's `<script>` element or depend on the page's
    /// encoding.
    static func jsStringLiteral(_ s: String) -> String {
        var w = JSONWriter()
        w.value(s)
        var out = ""
        for unit in w.string.utf16 {
            if unit < 0x80 && unit != 0x3C { out.unicodeScalars.append(Unicode.Scalar(UInt8(unit))) }
            else { out += "\\u" + String(repeating: "0", count: 4 - String(unit, radix: 16).count) + String(unit, radix: 16) }
        }
        return out
    }

    /// Runs `chromium --headless --dump-dom` on a temporary copy of `html`, with a timeout. Over HTTP, `httpPort`
    /// fixes the server's port (0: any free port), so that two runs can serve the page from the same origin.
    static func dumpDOM(page bytes: Data, windowSize: (Int, Int), overHTTP: Bool = false, httpPort: Int = 0,
                        timeout: TimeInterval) throws -> String {
        guard let executable else { throw Failure(description: "no Chromium on this machine") }
        lock.lock()
        defer { lock.unlock() }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("formfill-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let page = dir.appendingPathComponent("page.html")
        try bytes.write(to: page)
        var address = page.absoluteString
        var server: LocalHTTPServer?
        if overHTTP {
            let started = try LocalHTTPServer(directory: dir, port: httpPort)
            server = started
            address = "http://127.0.0.1:\(started.port)/page.html"
        }
        defer { server?.stop() }
        let process = Process()
        process.executableURL = executable
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--disable-extensions", "--user-data-dir=\(dir.appendingPathComponent("profile").path)",
            "--window-size=\(windowSize.0),\(windowSize.1)", "--virtual-time-budget=5000",
            "--dump-dom", address,
        ]
        // A file, not a pipe: helper processes that outlive a stopped browser cannot keep the read blocked.
        let outURL = dir.appendingPathComponent("dom.html")
        guard FileManager.default.createFile(atPath: outURL.path, contents: nil) else {
            throw Failure(description: "cannot create \(outURL.path)")
        }
        let out = try FileHandle(forWritingTo: outURL)
        defer { try? out.close() }
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning {
            kill(process)
            throw Failure(description: "Chromium was stopped after \(Int(timeout)) s")
        }
        return String(decoding: try Data(contentsOf: outURL), as: UTF8.self)
    }
}
