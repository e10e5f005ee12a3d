import Foundation
import FormFillJavaScript
import FormFillModel
import FormFillTestSupport
import Testing

/// fill.js in headless Chromium, on fixtures of `Fixtures/javascript/`, with fill scripts built in Swift.
/// Where no Chromium is installed these tests are reported as skipped (see `Chromium.executable`).
@Suite("fill.js in Chromium", .serialized, .enabled(if: Chromium.isAvailable, "no Chromium on this machine: browser tests skipped"))
struct FillBrowserTests {
    static func page(_ name: String) throws -> String {
        try String(contentsOf: Repository.fixtures.appendingPathComponent("javascript/\(name).html"), encoding: .utf8)
    }

    /// Collects the page (so elements carry their opids, as in a host), then runs the fill script;
    /// `readBack` is a JavaScript function `(report, harness) => object` run when the fill has finished.
    static func fill(_ name: String, _ script: FillScript, allowInsecure: Bool = false, readBack: String) throws -> [String: Any] {
        let expression = "(" + FormFillJavaScript.collectInvocation(documentUUID: script.documentUUID, collectedTimestamp: 0)
            + ", " + FormFillJavaScript.fillInvocation(fillScript: script, allowInsecurePasswordFill: allowInsecure) + ")"
        let result = try Chromium.run(html: try page(name), expression: expression, awaitsPromise: true, collector: readBack)
        return try #require(result as? [String: Any])
    }

    static var goldenFills: [String] {
        let dir = Repository.fixtures.appendingPathComponent("golden/fill")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
    }

    /// Every control's value (or checked state) by opid, read back by collect.js from the live DOM.
    static func values(of token: String) throws -> [String: String] {
        let page = try PageDetails.decode(Data(token.utf8))
        var out: [String: String] = [:]
        for f in page.fields {
            out[f.opid] = f.type == "checkbox" || f.type == "radio" ? (f.checked ? "checked" : "unchecked") : (f.value ?? "")
        }
        return out
    }

    @Test("fill.js running each golden fill script leaves exactly the golden filled values in the DOM", arguments: goldenFills)
    func goldenFill(name: String) throws {
        let page = try Data(contentsOf: Repository.fixtures.appendingPathComponent("pages/\(name).html"))
        let filled = try Data(contentsOf: Repository.fixtures.appendingPathComponent("golden/filled/\(name).html"))
        var script = try FillScript.decode(try Data(contentsOf: Repository.fixtures.appendingPathComponent("golden/fill/\(name).json")))
        // The goldens were made for the fixtures' https URLs; here the same page is loaded from a file, so the
        // script is bound to the file's origin (fill.js's refusal of another origin is SecurityBrowserTests').
        #expect(script.origin?.hasPrefix("https://") == true)
        script.origin = "file://"
        let collect = FormFillJavaScript.collectInvocation(documentUUID: "fixture", collectedTimestamp: 0)
        // The golden filled page is the Swift side's answer; collect.js reads its values the same way.
        let expectedToken = try #require(try Chromium.run(page: filled, expression: collect) as? String)
        let result = try Chromium.run(page: page, expression: "(" + collect + ", " + FormFillJavaScript.fillInvocation(fillScript: script) + ")",
                                      awaitsPromise: true, collector: """
            function (report) { return {report: report, token: (0, eval)(\(Chromium.jsStringLiteral(collect)))}; }
            """)
        let out = try #require(result as? [String: Any])
        let actual = try Self.values(of: try #require(out["token"] as? String))
        let expected = try Self.values(of: expectedToken)
        #expect(actual.count == expected.count)
        for opid in expected.keys.sorted(by: { $0.count == $1.count ? $0 < $1 : $0.count < $1.count }) where actual[opid] != expected[opid] {
            Issue.record("\(name) \(opid): golden \(expected[opid]?.debugDescription ?? "-"), fill.js left \(actual[opid]?.debugDescription ?? "-")")
        }
        let report = try #require(out["report"] as? [String: Any])
        #expect((report["skipped"] as? [Any])?.isEmpty == true, "\(name): \(report["skipped"] ?? "")")
    }

    @Test("a React-style value tracker sees its state updated by the fill")
    func reactTracker() throws {
        let script = FillScript(documentUUID: "react", script: [
            .clickOnOpid("__0"), .focusByOpid("__0"), .fillByOpid("__0", "wile@acme.com"),
            .fillByOpid("__1", "p@ss w0rd!"), .fillByOpid("__2", "yes"),
        ])
        let out = try Self.fill("react-login", script, readBack: """
            function (report, h) {
              return {report: report, state: window.appState,
                      email: h.value(h.byID("email")), password: h.value(h.byID("password")),
                      remember: h.byID("remember").checked};
            }
            """)
        let state = try #require(out["state"] as? [String: Any])
        #expect(state["email"] as? String == "wile@acme.com")
        #expect(state["password"] as? String == "p@ss w0rd!")
        #expect(state["remember"] as? Bool == true)
        // The page's change handler re-renders from state: the DOM keeps the values only because state has them.
        #expect(out["email"] as? String == "wile@acme.com")
        #expect(out["password"] as? String == "p@ss w0rd!")
        #expect(out["remember"] as? Bool == true)
        let report = try #require(out["report"] as? [String: Any])
        #expect(report["filled"] as? [String] == ["__0", "__1", "__2"])
        #expect(report["clicked"] as? [String] == ["__0"])
        #expect(report["success"] as? Bool == true)
    }

    @Test("selects, checkboxes, radios, textarea, shadow root and frame fields take exactly the values; the rest is skipped")
    func fieldKinds() throws {
        let script = FillScript(documentUUID: "kinds", script: [
            .fillByOpid("__0", "Wile E Coyote"), .fillByOpid("__1", "4111 1111 1111 1111"),
            .fillByOpid("__2", "03 - March"), .fillByOpid("__3", "2029"), .fillByOpid("__4", "999"),
            .fillByOpid("__5", "no"), .fillByOpid("__6", "\u{2713}"), .fillByOpid("__8", "yes"),
            .fillByOpid("__9", "COUPON"), .fillByOpid("__10", "0.00"), .fillByOpid("__11", "honey"),
            .fillByOpid("__12", "stolen"), .delay(5), .fillByOpid("__15", "Leave at the door.\nThanks!"),
            .fillByOpid("__16", "in the shadow"), .fillByOpid("__17", "in the frame"),
            .fillByQuery("input.gift", "Happy birthday"), .fillByOpid("__3", "1999"), .fillByOpid("__42", "nowhere"),
        ], delayBetweenOperations: 1)
        let out = try Self.fill("fill-kinds", script, readBack: """
            function (report, h) {
              var values = {};
              Array.prototype.forEach.call(document.querySelectorAll("input, select, textarea"), function (el) {
                var key = el.name + (el.type === "radio" ? ":" + el.value : "");
                values[key] = (el.type === "checkbox" || el.type === "radio") ? el.checked : el.value;
              });
              values.shadowed = document.getElementById("host").shadowRoot.querySelector("input").value;
              values.framed = document.getElementById("inner").contentDocument.querySelector("input").value;
              return {report: report, values: values};
            }
            """)
        let values = try #require(out["values"] as? [String: Any])
        let expected: [String: Any] = [
            "cc-name": "Wile E Coyote", "cc-number": "4111 1111 1111 1111", "cc-exp-month": "03", "cc-exp-year": "2029",
            "cc-csc": "999", "save": false, "terms": true, "ship:standard": false, "ship:express": true,
            "coupon": "NONE", "total": "10.00", "trap": "", "token": "t0k3n", "note": "Leave at the door.\nThanks!",
            "gift": "Happy birthday", "shadowed": "in the shadow", "framed": "in the frame",
        ]
        #expect(NSDictionary(dictionary: values).isEqual(to: expected), "\(values)")
        let report = try #require(out["report"] as? [String: Any])
        #expect(report["filled"] as? [String] == ["__0", "__1", "__2", "__3", "__4", "__5", "__6", "__8", "__15", "__16", "__17", "__14"])
        let skipped = (report["skipped"] as? [[String: Any]] ?? []).map { "\($0["opid"] ?? "-"):\($0["reason"] ?? "-")" }
        #expect(skipped == ["__9:disabled", "__10:readonly", "__11:hidden", "__12:hidden", "__3:no-such-option", "__42:not-found"])
        #expect(report["success"] as? Bool == false)
    }

    @Test("operations wait delay_between_operations, and a delay operation changes the wait")
    func delays() throws {
        let script = FillScript(documentUUID: "delays", script: [
            .fillByOpid("__0", "a"), .fillByOpid("__1", "b"), .delay(400), .fillByOpid("__4", "c"),
        ], delayBetweenOperations: 150)
        let out = try Self.fill("fill-kinds", script, readBack: """
            function (report) { return {report: report, times: window.formfillTimes}; }
            """)
        let times = try #require(out["times"] as? [String: Double])
        let first = try #require(times["cc-name"]), second = try #require(times["cc-number"]), third = try #require(times["cc-csc"])
        #expect(second - first >= 149, "\(times)")
        // The delay operation itself is a step: 150 ms before it, then 400 ms before the next fill.
        #expect(third - second >= 549, "\(times)")
    }

    @Test("hostile values arrive byte for byte, and a page that hijacks globals mid-fill does not stop it")
    func hostileValues() throws {
        let values = [
            "\"double\" and 'single' quotes",
            "</script><script>alert(1)</script><!--",
            "line\u{2028}separator\u{2029}paragraph",
            "nul\u{0}byte and \u{1}\u{1F} controls",
            "emoji 👩‍👩‍👧 🔑 and a lone é",
            "RTL \u{202E}txet\u{202C} עברית العربية",
            "back\\slash\ttab\nnewline ${x} `tick`",
        ]
        // Inputs a…f are __0…__5, the select __6; the textarea comes after the `input, select, button` list: __7.
        var ops: [FillOperation] = []
        for (i, v) in values.enumerated() { ops.append(.fillByOpid(i < 6 ? "__\(i)" : "__7", v)) }
        ops.append(.fillByOpid("__6", "\"</script>"))
        let out = try Self.fill("hostile", FillScript(documentUUID: "hostile", script: ops), readBack: """
            function (report, h) {
              var ids = ["a", "b", "c", "d", "e", "f", "g", "h"], got = [];
              for (var i = 0; i < ids.length; i++) got[got.length] = h.value(h.byID(ids[i]));
              return {report: report, values: got, hijacked: window.hijacked === true};
            }
            """)
        #expect(out["hijacked"] as? Bool == true, "the fixture should have redefined the globals during the fill")
        let got = try #require(out["values"] as? [String])
        // Text inputs strip line breaks from a value (HTML's value sanitization); the textarea keeps them.
        var expected = values.enumerated().map { i, v in i < 6 ? v.replacingOccurrences(of: "\n", with: "") : v }
        expected.append("\"</script>")
        let ids = ["a", "b", "c", "d", "e", "f", "g", "h"]
        #expect(got.count == expected.count)
        for (i, (g, e)) in zip(got, expected).enumerated() {
            #expect(Array(g.unicodeScalars) == Array(e.unicodeScalars), "#\(ids[i]): \(g.debugDescription) != \(e.debugDescription)")
        }
        let report = try #require(out["report"] as? [String: Any])
        #expect(report["filled"] as? [String] == ["__0", "__1", "__2", "__3", "__4", "__5", "__7", "__6"])
        #expect(report["success"] as? Bool == true)
    }

    @Test("on an http: page, a password saved for https: is withheld unless the host confirms",
          .enabled(if: LocalHTTPServer.python != nil, "no python3 to serve an http: page: test skipped"))
    func insecurePage() throws {
        let script = FillScript(documentUUID: "insecure", script: [.fillByOpid("__0", "wile@acme.com"), .fillByOpid("__1", "s3cret")],
                                savedURL: "https://www.acme.com/login")
        let readBack = """
            function (report, h) { return {report: report, email: h.value(h.byID("email")), password: h.value(h.byID("password"))}; }
            """
        for confirmed in [false, true] {
            let expression = "(" + FormFillJavaScript.collectInvocation() + ", "
                + FormFillJavaScript.fillInvocation(fillScript: script, allowInsecurePasswordFill: confirmed) + ")"
            let result = try Chromium.run(html: try Self.page("react-login"), expression: expression, awaitsPromise: true,
                                          collector: readBack, overHTTP: true)
            let out = try #require(result as? [String: Any])
            let report = try #require(out["report"] as? [String: Any])
            #expect(out["email"] as? String == "wile@acme.com")
            if confirmed {
                #expect(out["password"] as? String == "s3cret")
                #expect(report["filled"] as? [String] == ["__0", "__1"])
                #expect(report["insecurePasswordWithheld"] == nil)
            } else {
                #expect(out["password"] as? String == "")
                #expect(report["filled"] as? [String] == ["__0"])
                let skipped = report["skipped"] as? [[String: String]] ?? []
                #expect(skipped == [["opid": "__1", "reason": "insecure-page"]])
                #expect(report["insecurePasswordWithheld"] as? Bool == true)
            }
        }
    }

    @Test("the demo page fills itself and says what it filled")
    func demoPage() throws {
        let html = try String(contentsOf: Repository.fixtures.appendingPathComponent("demo/login.html"), encoding: .utf8)
        let script = try FillScript.decode(try Data(contentsOf: Repository.fixtures.appendingPathComponent("demo/login-fill.json")))
        let demo = FormFillJavaScript.demoPage(html: html, fillScript: script)
        // The demo fills on load; the harness's own load listener runs after it and waits for the banner.
        let result = try Chromium.run(html: demo, expression: """
            new Promise(function (resolve) {
              (function poll() {
                var banner = document.getElementById("formfill-demo-banner");
                if (banner) resolve(banner.textContent); else setTimeout(poll, 20);
              })();
            })
            """, awaitsPromise: true, collector: """
            function (banner, h) {
              return {banner: banner, username: h.value(h.byID("username")), password: h.value(h.byID("password"))};
            }
            """)
        let out = try #require(result as? [String: Any])
        #expect(out["username"] as? String == "wile@acme.com")
        #expect(out["password"] as? String == "correct horse battery staple")
        let banner = try #require(out["banner"] as? String)
        #expect(banner.hasPrefix("FormFill filled 2 fields"))
        #expect(!banner.contains("correct horse"), "the banner must never show a value")
    }
}
