import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FormFill
import FormFillTestSupport
import Testing

/// The headless-Chromium half of the security suite: the attack pages of `Fixtures/security/` listed in
/// `manifest-browser.json`, served over HTTP, collected by collect.js and filled by fill.js.
///
/// Two halves:
/// - **fill.js / collect.js** (always on): collect.js must report each attack field `viewable: false` (and, in a
///   frame, `frameViewable: false` with its `frameOrigin`), and fill.js, given a naive script that fills every
///   field the page has (with `origin` and `targets` written as the Swift generator writes them), must skip each
///   attack field (`not-viewable` / `cross-origin-frame`) and fill every control field. The replay pages check
///   the origin refusal and the fingerprints.
/// - **pipeline** (run 1: collect.js → Swift `FormFiller` → run 2: collect.js + fill.js): see
///   ``pipelineEnabled``.
@Suite("Security attacks in Chromium", .serialized,
       .enabled(if: Chromium.isAvailable && LocalHTTPServer.python != nil, "no Chromium or python3: browser security tests skipped"))
struct SecurityBrowserTests {
    /// The pipeline half runs the Swift generator of issue 15 (viewability as a precondition, form choice by
    /// destination, `origin` and `targets` in the fill script) between the two browser runs.
    static let pipelineEnabled = true

    /// One page of the security suite (`Fixtures/security/`, shared with the static half).
    typealias Entry = SecurityCase

    /// The browser entries of both manifests (`manifest.json` lists the static suite's pages, some of which
    /// also run here: destinations, selectors, controls).
    static let entries: [Entry] = (SecurityCase.load("manifest-browser.json") + SecurityCase.load("manifest.json")).filter(\.browser)
    /// The layout attacks built for the browser (their fields are not viewable, which fill.js checks itself).
    static var layoutEntries: [Entry] { SecurityCase.load("manifest-browser.json").filter { $0.browser && $0.replay == nil } }

    /// One port for the whole suite, so that run 1 and run 2 serve the page from the same origin.
    static let port: Int = freePort()
    static var origin: String { "http://127.0.0.1:\(port)" }

    static func html(_ entry: Entry) throws -> Data { try entry.html() }

    static func collect(_ page: Data, port: Int = port) throws -> (token: String, page: PageDetails) {
        let token = try #require(try Chromium.run(page: page, expression: FormFillJavaScript.collectInvocation(documentUUID: "security",
                                                                                                             collectedTimestamp: 0),
                                                  overHTTP: true, httpPort: port) as? String)
        return (token, try PageDetails.decode(Data(token.utf8)))
    }

    /// Run 2: collect.js (so elements carry opids), optionally the page's own `formfillTestMutate()`, then fill.js
    /// with `scriptJSON`; returns the report and the value of every element named in `ids` (searched in the page
    /// and in its same-origin frames).
    static func fill(_ page: Data, scriptJSON: String, ids: [String], mutate: Bool = false,
                     port: Int = port) throws -> (report: [String: Any], values: [String: String]) {
        let expression = "(" + FormFillJavaScript.collectInvocation(documentUUID: "security", collectedTimestamp: 0) + ", "
            + (mutate ? "window.formfillTestMutate(), " : "")
            + "(" + FormFillJavaScript.fillSource.trimmingCharacters(in: .whitespacesAndNewlines) + ")(document, " + scriptJSON + "))"
        let idList = String(decoding: try JSONSerialization.data(withJSONObject: ids), as: UTF8.self)
        let result = try Chromium.run(page: page, expression: expression, awaitsPromise: true, collector: """
            function (report, h) {
              var ids = \(idList), values = {};
              function find(doc, id) {
                var el = doc.getElementById(id);
                if (el) return el;
                var frames = doc.querySelectorAll("iframe, frame");
                for (var i = 0; i < frames.length; i++) {
                  var inner = null;
                  try { inner = frames[i].contentDocument; } catch (e) { inner = null; }
                  if (inner) { el = find(inner, id); if (el) return el; }
                }
                return null;
              }
              for (var i = 0; i < ids.length; i++) {
                var el = find(document, ids[i]);
                values[ids[i]] = el ? String(el.value) : "<missing>";
              }
              return {report: report, values: values};
            }
            """, overHTTP: true, httpPort: port)
        let out = try #require(result as? [String: Any])
        return (try #require(out["report"] as? [String: Any]), try #require(out["values"] as? [String: String]))
    }

    /// A fill script as the Swift generator of issue 15 writes it: `origin` and a `targets` fingerprint per opid,
    /// one `fill_by_opid` per field named in `ids` (value `naive-<id>`), written by hand here because the
    /// generator is not in this branch.
    static func naiveScript(for page: PageDetails, ids: [String], origin: String = origin) throws -> String {
        var operations: [[String]] = [], targets: [String: [String: String]] = [:]
        for id in ids {
            let field = try #require(page.fields.first { $0.htmlID == id }, "no field with id \(id)")
            operations.append(["fill_by_opid", field.opid, "naive-\(id)"])
            targets[field.opid] = fingerprint(field)
        }
        let script: [String: Any] = [
            "documentUUID": page.documentUUID, "script": operations, "properties": ["delay_between_operations": 1],
            "origin": origin, "targets": targets,
        ]
        return String(decoding: try JSONSerialization.data(withJSONObject: script, options: [.sortedKeys]), as: UTF8.self)
    }

    static func fingerprint(_ field: FieldDetails) -> [String: String] {
        var out: [String: String] = ["type": field.type ?? ""]
        if let name = field.htmlName { out["htmlName"] = name }
        if let id = field.htmlID { out["htmlID"] = id }
        return out
    }

    static func skipped(_ report: [String: Any]) -> [String: String] {
        var out: [String: String] = [:]
        for entry in report["skipped"] as? [[String: Any]] ?? [] {
            if let opid = entry["opid"] as? String, let reason = entry["reason"] as? String { out[opid] = reason }
        }
        return out
    }

    @Test("the browser manifest lists at least 15 attack pages and the controls, each page naming its source")
    func manifest() throws {
        let attacks = Self.entries.filter { !$0.attack.hasPrefix("control") }
        #expect(attacks.count >= 15, "\(attacks.count) attack pages")
        #expect(Self.entries.count(where: { $0.attack.hasPrefix("control") }) >= 4)
        for entry in Self.entries {
            let text = String(decoding: try Self.html(entry), as: UTF8.self)
            #expect(text.hasPrefix("<!-- Attack:") && text.contains("Source: \(entry.source)"), "\(entry.page) must name its source at the top")
            #expect(["login", "card", "identity"].contains(entry.kind) && ["fill", "no-fill"].contains(entry.expect), "\(entry.page)")
            #expect(entry.expect == "fill" || entry.mustFill.isEmpty, "\(entry.page): a no-fill page has nothing that must fill")
        }
    }

    /// collect.js marks the attack fields not viewable, and fill.js refuses them even when a script names them.
    @Test("collect.js reports attack fields not viewable and fill.js skips them; control fields fill", arguments: layoutEntries)
    func layoutAttack(entry: Entry) throws {
        let page = try Self.html(entry)
        let run1 = try Self.collect(page)
        for id in entry.mustNotFill {
            let field = try #require(run1.page.fields.first { $0.htmlID == id }, "\(entry.page): no field \(id)")
            #expect(!field.viewable, "\(entry.page): collect.js calls \(id) viewable")
            if field.frameOrigin != nil { #expect(!field.frameViewable, "\(entry.page): \(id)'s frame is not viewable") }
        }
        for id in entry.mustFill {
            let field = try #require(run1.page.fields.first { $0.htmlID == id }, "\(entry.page): no field \(id)")
            #expect(field.viewable, "\(entry.page): collect.js calls \(id) not viewable")
            #expect(field.frameViewable, "\(entry.page): \(id)")
        }
        let ids = entry.mustNotFill + entry.mustFill
        let script = try Self.naiveScript(for: run1.page, ids: ids)
        let run2 = try Self.fill(page, scriptJSON: script, ids: ids)
        let skipped = Self.skipped(run2.report)
        for id in entry.mustNotFill {
            #expect(run2.values[id] == "", "\(entry.page): fill.js wrote \(id)")
            let opid = run1.page.fields.first { $0.htmlID == id }?.opid ?? "?"
            #expect(["not-viewable", "cross-origin-frame"].contains(skipped[opid] ?? ""),
                    "\(entry.page): \(id) (\(opid)) skipped as \(skipped[opid] ?? "not skipped")")
        }
        for id in entry.mustFill {
            #expect(run2.values[id] == "naive-\(id)", "\(entry.page): fill.js left \(id) as \(run2.values[id] ?? "-"), \(skipped)")
        }
    }

    @Test("a fill script made for another origin runs no operation; the same script for this origin fills")
    func replayedInAnotherOrigin() throws {
        let entry = try #require(Self.entries.first { $0.replay == "origin" })
        let page = try Self.html(entry)
        let run1 = try Self.collect(page)
        for origin in ["https://www.acme.com", Self.origin] {
            let script = try Self.naiveScript(for: run1.page, ids: ["username", "password"], origin: origin)
            let run2 = try Self.fill(page, scriptJSON: script, ids: ["username", "password"])
            if origin == Self.origin {
                #expect(run2.values == ["username": "naive-username", "password": "naive-password"])
                #expect(run2.report["refused"] == nil)
            } else {
                #expect(run2.values == ["username": "", "password": ""])
                #expect(run2.report["refused"] as? String == "origin-mismatch")
                #expect(run2.report["success"] as? Bool == false)
                #expect((run2.report["filled"] as? [Any])?.isEmpty == true && (run2.report["clicked"] as? [Any])?.isEmpty == true)
            }
        }
    }

    @Test("after the DOM changed under the same opids, fill.js skips every element whose fingerprint no longer matches")
    func domChangedUnderTheOpids() throws {
        let entry = try #require(Self.entries.first { $0.replay == "dom-change" })
        let page = try Self.html(entry)
        let run1 = try Self.collect(page)
        let script = try Self.naiveScript(for: run1.page, ids: ["username", "password"])
        let run2 = try Self.fill(page, scriptJSON: script, ids: entry.mustNotFill, mutate: true)
        #expect(run2.values == ["to": "", "message": ""])
        #expect(Self.skipped(run2.report) == ["__0": "fingerprint-mismatch", "__1": "fingerprint-mismatch"])
        // Without the mutation the same script fills: the fingerprints are the page's own.
        let plain = try Self.fill(page, scriptJSON: script, ids: ["username", "password"])
        #expect(plain.values == ["username": "naive-username", "password": "naive-password"], "\(plain.report)")
    }

    @Test("fingerprints also guard clicks and focus; scripts without origin or targets run as before")
    func fingerprintsGuardClicksAndLegacyScriptsRun() throws {
        let entry = try #require(Self.entries.first { $0.replay == "dom-change" })
        let page = try Self.html(entry)
        let script = """
            {"documentUUID": "x", "properties": {"delay_between_operations": 1}, "origin": "\(Self.origin)",
             "targets": {"__0": {"type": "text", "htmlName": "username", "htmlID": "username"}, "__2": {"type": "reset"}},
             "script": [["focus_by_opid", "__0"], ["click_on_opid", "__2"], ["fill_by_opid", "__0", "a"]]}
            """
        let run = try Self.fill(page, scriptJSON: script, ids: ["to"], mutate: true)
        #expect(Self.skipped(run.report) == ["__0": "fingerprint-mismatch", "__2": "fingerprint-mismatch"])
        #expect((run.report["clicked"] as? [Any])?.isEmpty == true)
        let legacy = """
            {"documentUUID": "x", "properties": {"delay_between_operations": 1}, "script": [["fill_by_opid", "__0", "b"]]}
            """
        let old = try Self.fill(page, scriptJSON: legacy, ids: ["to"], mutate: true)
        #expect(old.values == ["to": "b"], "a hand-written script without origin/targets fills by opid as before")
    }

    /// Each viewability rule, on a generic snippet: collect.js's `viewable` and fill.js's `not-viewable`.
    static let rulesPage = """
        <!DOCTYPE html><html><body>
        <input id="plain">
        <div style="opacity:0"><input id="opacity0"></div>
        <div style="opacity:.3"><div style="opacity:.3"><input id="opacity-multiplied"></div></div>
        <div style="opacity:.5"><input id="opacity-half"></div>
        <div style="filter:opacity(5%)"><input id="filter-opacity"></div>
        <input id="tiny" style="width:1px;height:1px;padding:0;border:0">
        <input id="offset" style="position:absolute;left:-9999px">
        <div style="text-indent:-9999px"><input id="text-indent"></div>
        <div style="position:absolute;clip:rect(0 0 0 0);width:300px;height:40px"><input id="clip-rect"></div>
        <div style="clip-path:inset(50%)"><input id="clip-path-inset"></div>
        <div style="clip-path:circle(0)"><input id="clip-path-circle"></div>
        <div style="width:1px;height:1px;overflow:hidden"><input id="overflow-clipped"></div>
        <div style="overflow:hidden;height:40px"><div style="position:absolute;left:20px;top:1200px"><input id="escapes-overflow"></div></div>
        <div style="transform:translateX(-10000px)"><input id="transform-away"></div>
        <div style="transform:scale(0.01)"><input id="transform-scale"></div>
        <details><summary>More <input id="in-summary"></summary><input id="closed-details"></details>
        <details open><summary>More</summary><input id="open-details"></details>
        <div hidden><input id="hidden-attribute"></div>
        <div style="content-visibility:hidden"><input id="content-visibility"></div>
        <div style="position:relative"><input id="covered"><div style="position:absolute;left:0;top:0;width:400px;height:100%;background:#fff"></div></div>
        <div style="position:relative"><input id="partly-covered" style="width:200px"><span style="position:absolute;left:2px;top:2px">@</span></div>
        <div style="position:relative"><input id="label-over-centre" style="width:200px"><label for="label-over-centre" style="position:absolute;left:0;top:0;width:200px;text-align:center">User</label></div>
        <iframe srcdoc="<input id='in-frame'>" style="width:300px;height:60px"></iframe>
        <iframe srcdoc="<input id='frame-hidden'>" style="visibility:hidden;width:300px;height:60px"></iframe>
        <div style="opacity:.3"><iframe srcdoc="<div style='opacity:.3'><input id='frame-opacity-multiplied'></div>" style="width:300px;height:60px"></iframe></div>
        <iframe srcdoc="<input id='frame-tiny'>" style="width:1px;height:1px"></iframe>
        <div style="height:60px;overflow:auto"><div style="height:200px">Terms</div><input id="scrolled-in-container"></div>
        <div style="margin-top:3000px"><input id="below-the-fold"></div>
        </body></html>
        """
    static let viewableInRules: Set<String> = [
        "plain", "opacity-half", "escapes-overflow", "in-summary", "open-details", "partly-covered", "label-over-centre", "in-frame",
        "scrolled-in-container", "below-the-fold",
    ]

    @Test("viewability rules: collect.js's viewable and fill.js's not-viewable agree on each rule's snippet")
    func viewabilityRules() throws {
        let page = Data(Self.rulesPage.utf8)
        let run1 = try Self.collect(page)
        let ids = run1.page.fields.compactMap(\.htmlID)
        #expect(ids.count == 29)
        for field in run1.page.fields {
            let id = field.htmlID ?? "?"
            #expect(field.viewable == Self.viewableInRules.contains(id), "collect.js: \(id) viewable \(field.viewable)")
        }
        #expect(run1.page.fields.first { $0.htmlID == "frame-hidden" }?.frameViewable == false)
        #expect(run1.page.fields.first { $0.htmlID == "in-frame" }?.frameOrigin == Self.origin, "a srcdoc frame inherits the page's origin")
        let run2 = try Self.fill(page, scriptJSON: try Self.naiveScript(for: run1.page, ids: ids), ids: ids)
        let skipped = Self.skipped(run2.report)
        for field in run1.page.fields {
            let id = field.htmlID ?? "?"
            if Self.viewableInRules.contains(id) {
                #expect(run2.values[id] == "naive-\(id)", "fill.js: \(id) \(skipped[field.opid] ?? "")")
            } else {
                #expect(run2.values[id] == "", "fill.js filled \(id)")
                // Not rendered at all is the older `hidden` reason; everything else is `not-viewable`.
                let reason = ["hidden-attribute", "frame-hidden"].contains(id) ? ["hidden", "not-viewable"] : ["not-viewable"]
                #expect(reason.contains(skipped[field.opid] ?? ""), "fill.js: \(id) skipped as \(skipped[field.opid] ?? "-")")
            }
        }
    }

    @Test("a page's setters and getters on Array.prototype indexes cannot break or steer the clip parsing")
    func hostileArrayPrototype() throws {
        let html = """
            <!DOCTYPE html><html><body>
            <div style="clip-path:inset(50%)"><input id="clipped"></div>
            <div style="position:absolute;clip:rect(0px, 1px, 1px, 0px)"><input id="clip-rect"></div>
            <input id="plain">
            <script>
              ["0", "1", "2", "3"].forEach(function (i) {
                Object.defineProperty(Array.prototype, i, {configurable: true,
                  get: function () { return [0, false]; }, set: function () { throw new Error("hijacked"); }});
              });
            </script></body></html>
            """
        let page = try Self.collect(Data(html.utf8)).page
        let viewable = Dictionary(uniqueKeysWithValues: page.fields.map { ($0.htmlID ?? "", $0.viewable) })
        #expect(viewable == ["clipped": false, "clip-rect": false, "plain": true])
    }

    @Test("the token says where a framed document sits: topOrigin when collect.js runs in a frame, formActions per form")
    func topOriginAndFormActions() throws {
        let html = """
            <!DOCTYPE html><html><body>
            <form action="/session" id="f"><input name="u"><button formaction="https://evil.example/steal">Go</button>
            <input type="submit" formaction="https://evil.example/steal"><input type="image" formaction="/img">
            <button type="button" formaction="https://ignored.example/">no</button><button type="reset" formaction="/reset">no</button></form>
            <button form="f" formaction="https://other.example/">outside</button>
            <form action="https://plain.example/"><button>Go</button></form>
            <iframe srcdoc="<form action='/inner'><input name='p' type='password'></form>" style="width:300px;height:60px"></iframe>
            </body></html>
            """
        let top = try Self.collect(Data(html.utf8)).page
        #expect(top.topOrigin == nil)
        let raw = try #require(try Chromium.run(page: Data(html.utf8), expression: FormFillJavaScript.collectInvocation(),
                                                overHTTP: true, httpPort: Self.port) as? String)
        let forms = try #require((try JSONSerialization.jsonObject(with: Data(raw.utf8)) as? [String: Any])?["forms"] as? [String: [String: Any]])
        #expect(forms["__form__0"]?["formActions"] as? [String] == ["https://evil.example/steal", "\(Self.origin)/img", "https://other.example/"])
        #expect(forms["__form__1"]?["formActions"] == nil)
        // collect.js evaluated inside the frame: the frame's own fields, and the top page's origin.
        let inFrame = try #require(try Chromium.run(page: Data(html.utf8), expression: """
            document.querySelector("iframe").contentWindow.eval(\(Chromium.jsStringLiteral(FormFillJavaScript.collectInvocation())))
            """, overHTTP: true, httpPort: Self.port) as? String)
        let framed = try PageDetails.decode(Data(inFrame.utf8))
        #expect(framed.topOrigin == Self.origin)
        #expect(framed.fields.map(\.htmlName) == ["p"])
        #expect(framed.fields.first?.frameOrigin == nil, "the collected document's own fields carry no frameOrigin")
    }

    // MARK: - Pipeline half (enable with pipelineEnabled once the lead's generator is merged)

    static func items(kind: String) throws -> [VaultItem] {
        let vault = try VaultFile.decode(Data(contentsOf: Repository.fixtures.appendingPathComponent("security/vault.json")))
        return vault.items.compactMap { item in
            switch item {
            case .login(var login) where kind == "login":
                login.urls = [Self.origin + "/"]   // the page is served from 127.0.0.1 in the browser
                return .login(login)
            case .card where kind == "card": return item
            case .identity where kind == "identity": return item
            default: return nil
            }
        }
    }

    @Test("pipeline: collect.js → FormFiller → collect.js + fill.js leaves the safe outcome in the page",
          .enabled(if: pipelineEnabled, "needs the Swift generator of issue 15 (lead's branch): flip pipelineEnabled after merging"),
          arguments: entries)
    func pipeline(entry: Entry) throws {
        let page = try Self.html(entry)
        let run1 = try Self.collect(page)
        let ids = entry.mustFill + entry.mustNotFill
        let script: String
        do {
            script = try FormFiller().fill(token: run1.token, items: Self.items(kind: entry.kind)).script.jsonString()
        } catch {
            // A refusal (nothing to fill, no matching item) is the safe outcome of a no-fill page.
            #expect(entry.expect == "no-fill", "\(entry.page): \(error)")
            return
        }
        // The replayed script runs in a page of another origin (another port); the changed DOM is mutated first.
        let run2 = try Self.fill(page, scriptJSON: script, ids: ids, mutate: entry.replay == "dom-change",
                                 port: entry.replay == "origin" ? freePort() : Self.port)
        for id in entry.mustFill { #expect(run2.values[id]?.isEmpty == false, "\(entry.page): \(id) not filled") }
        for id in entry.mustNotFill { #expect(run2.values[id] == "", "\(entry.page): \(id) filled") }
        if entry.expect == "no-fill" {
            #expect((run2.report["filled"] as? [Any])?.isEmpty != false, "\(entry.page): \(run2.report["filled"] ?? "")")
        }
    }
}

/// A TCP port that is free on 127.0.0.1 now (bound to port 0, read back, released).
private func freePort() -> Int {
    #if canImport(Glibc)
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    #else
    let fd = socket(AF_INET, SOCK_STREAM, 0)
    #endif
    guard fd >= 0 else { return 0 }
    defer { close(fd) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0 }
    }
    return bound ? Int(UInt16(bigEndian: address.sin_port)) : 0
}

/// collect.js and fill.js are self-contained; their viewability code is one block kept identical in both.
@Suite("Viewability block")
struct ViewabilityBlockTests {
    static func block(of source: String) -> Substring? {
        guard let start = source.range(of: "    // ---- Viewability: this block is the same in collect.js and fill.js"),
              let function = source.range(of: "    function makeViewability(", range: start.upperBound..<source.endIndex),
              let end = source.range(of: "\n    }\n", range: function.upperBound..<source.endIndex) else { return nil }
        return source[start.lowerBound..<end.upperBound]
    }

    @Test("the viewability block of collect.js and of fill.js are the same text")
    func identical() throws {
        let collect = try #require(Self.block(of: FormFillJavaScript.collectSource), "collect.js has no viewability block")
        let fill = try #require(Self.block(of: FormFillJavaScript.fillSource), "fill.js has no viewability block")
        #expect(collect.count > 5000)
        #expect(collect == fill, "edit the viewability block in both files")
    }
}
