import Foundation
import FormFill
import FormFillJavaScript
import FormFillModel
import FormFillTestSupport
import Testing

/// collect.js in headless Chromium. Where no Chromium is installed these tests are reported as skipped.
@Suite("collect.js in Chromium", .serialized, .enabled(if: Chromium.isAvailable, "no Chromium on this machine: browser tests skipped"))
struct CollectBrowserTests {
    /// The keys compared field by field with the Swift collector.
    static let comparedKeys = [
        "opid", "elementNumber", "htmlID", "htmlName", "htmlClass", "title", "type", "form", "visible", "viewable",
        "label-tag", "label-data", "label-aria", "label-top", "label-left", "label-right", "label-legend",
        "label-section", "label-describedby", "placeholder",
        "value", "checked", "disabled", "readonly", "maxLength", "autoCompleteType", "selectInfo",
    ]
    /// The layout viewport: tall, so that `viewable` is about layout and covering, not about the fold.
    static let window = (1280, 3000)

    static func collect(html: String) throws -> PageDetails {
        let token = try Chromium.run(html: html, expression: FormFillJavaScript.collectInvocation(documentUUID: "fixture", collectedTimestamp: 0),
                                     windowSize: window)
        let text = try #require(token as? String, "collect.js must return a JSON string")
        return try PageDetails.decode(Data(text.utf8))
    }

    /// The Swift collector's details of `html`, collected as the browser tests collect it.
    static func collectInSwift(html: String) throws -> PageDetails {
        try Collector(options: .init(pageURL: nil, documentUUID: "fixture", timestamp: 0)).collect(html: html).details
    }

    /// What `read` finds in the details of `html` from collect.js in Chromium and from the Swift collector.
    static func bothCollectors<T>(_ html: String, _ read: (PageDetails) -> T) throws -> (browser: T, swift: T) {
        (read(try collect(html: html)), read(try collectInSwift(html: html)))
    }

    static var pages: [String] { FixturePage.all.map(\.name) }

    @Test("opids: input/select/button, then textareas, then open shadow roots, then same-origin frames; frames reported")
    func elementList() throws {
        let html = try String(contentsOf: Repository.fixtures.appendingPathComponent("javascript/fill-kinds.html"), encoding: .utf8)
        let page = try Self.collect(html: html)
        #expect(page.documentUUID == "fixture")
        #expect(page.collectedTimestamp == 0)
        #expect(page.title == "Checkout")
        let names = page.fields.map { $0.htmlName ?? $0.type ?? "" }
        #expect(names == ["cc-name", "cc-number", "cc-exp-month", "cc-exp-year", "cc-csc", "save", "terms", "ship", "ship",
                          "coupon", "total", "trap", "token", "submit", "gift", "note", "shadowed", "framed"])
        #expect(page.fields.map(\.opid) == (0..<18).map { "__\($0)" })
        #expect(page.field("__15")?.type == "textarea")
        #expect(page.field("__15")?.precedes == "__13", "the note stands before the Pay button")
        #expect(page.forms.map(\.opid) == ["__form__0", "__form__1"])
        #expect(page.form("__form__0")?.htmlAction == "https://shop.example.com/pay")
        #expect(page.form("__form__0")?.htmlMethod == "post")
        #expect(page.field("__17")?.form == "__form__1", "a frame's form is numbered after the page's forms")
        #expect(page.field("__14")?.form == nil)
        #expect(page.frames == [FrameReport(src: "about:srcdoc", entered: true),
                                FrameReport(src: "https://example.com/widget", entered: false, reason: "sandboxed")])
        // Real layout: hidden by CSS or type, disabled, read-only, checked.
        #expect(page.field("__11")?.visible == false)
        #expect(page.field("__12")?.visible == false)
        #expect(page.field("__12")?.value == "t0k3n")
        #expect(page.field("__0")?.visible == true && page.field("__0")?.viewable == true)
        #expect(page.field("__9")?.disabled == true)
        #expect(page.field("__10")?.readonly == true)
        #expect(page.field("__5")?.checked == true && page.field("__5")?.value == "\u{2713}")
        #expect(page.field("__6")?.checked == false && page.field("__6")?.value == "")
        #expect(page.field("__0")?.labelTag == "Name on card")
        #expect(page.field("__4")?.maxLength == 4)
        #expect(page.field("__1")?.inputMode == "numeric")
        #expect(page.field("__2")?.selectOptions?.map(\.value) == ["", "01", "02", "03"])
        #expect(page.field("__2")?.selectOptions?[1].text == "01january")
    }

    @Test("viewable follows the layout: covered, tiny and off-page fields are visible but not viewable")
    func viewable() throws {
        let html = """
            <!DOCTYPE html><html><body>
            <input id="plain" name="plain">
            <div style="position:relative"><input id="covered" name="covered">
              <div style="position:absolute;left:0;top:0;width:400px;height:100%;background:#fff"></div></div>
            <input id="tiny" name="tiny" style="width:4px;height:4px;padding:0;border:0">
            <input id="away" name="away" style="position:absolute;left:-5000px">
            <label>Remember <input id="labelled" type="checkbox" name="labelled"></label>
            <div style="visibility:hidden"><input id="invisible" name="invisible"></div>
            </body></html>
            """
        let page = try Self.collect(html: html)
        let viewable = Dictionary(uniqueKeysWithValues: page.fields.map { ($0.htmlID ?? "", $0.viewable) })
        let visible = Dictionary(uniqueKeysWithValues: page.fields.map { ($0.htmlID ?? "", $0.visible) })
        #expect(viewable == ["plain": true, "covered": false, "tiny": false, "away": false, "labelled": true, "invisible": false])
        #expect(visible == ["plain": true, "covered": true, "tiny": true, "away": true, "labelled": true, "invisible": false])
    }

    @Test("viewability snippets (nested layers, shadow slots, turned and stacked boxes): collect.js agrees with the static rules",
          arguments: ViewabilitySnippets.all)
    func viewabilitySnippets(_ c: ViewabilitySnippets.Case) throws {
        let page = try Self.collect(html: "<!DOCTYPE html><html><body>\(c.html)</body></html>")
        #expect(page.fields.first { $0.htmlName == "a" }?.viewable == c.viewable)
    }

    /// The heading that leads into a form from before it (a title block, intro paragraphs, wrappers), as the
    /// Swift collector finds it.
    @Test(arguments: HeadingSnippets.leadIns)
    func headingSnippets(_ c: HeadingSnippets.Case) throws {
        let page = try Self.collect(html: "<!DOCTYPE html><html><body>\(c.html)</body></html>")
        #expect(page.forms.last?.heading == c.heading)
    }

    @Test("a select's options and a textarea's value label nothing, as in the Swift collector")
    func controlTextIsNoLabel() throws {
        let html = "<!DOCTYPE html><html><body>\(ControlTextSnippets.page)</body></html>"
        let browser = try Self.collect(html: html)
        let swift = try Self.collectInSwift(html: html)
        let labels = { (page: PageDetails) in page.fields.map { [$0.htmlName ?? "", $0.labelTag ?? "", $0.labelTop ?? ""] } }
        #expect(labels(browser) == labels(swift))
        for (name, want) in ControlTextSnippets.expected {
            let f = browser.fields.first { $0.htmlName == name }
            #expect(f?.labelTag.flatMap { $0.isEmpty ? nil : $0 } == want.tag, "\(name)")
            #expect(f?.labelTop == want.top, "\(name)")
        }
    }

    @Test("references without their semicolon are decoded in text as in the Swift collector, and kept in attributes")
    func legacyReferences() throws {
        let html = """
            <!DOCTYPE html><html><body><form>
            <label>First&nbspname <input name="a"></label><label>Pr&eacutenom <input name="b"></label>
            <label>Tom &amp Jerry <input name="c"></label><label>&copyright 1&frac12 &notin <input name="d"></label>
            <label>&amp;nbsp; &#38;eacute &foo &bar; R & D <input name="e"></label>
            <input name="f" placeholder="Zip&nbspcode"></form>
            </body></html>
            """
        let browser = try Self.collect(html: html)
        let swift = try Self.collectInSwift(html: html)
        let texts = { (page: PageDetails) in page.fields.map { [$0.labelTag ?? "", $0.placeholder ?? ""] } }
        #expect(texts(browser) == texts(swift))
        #expect(browser.fields.first?.labelTag == "First name")
    }

    @Test("a repeated id falls back to the labels in the box's own form, as in the Swift collector")
    func repeatedIDLabels() throws {
        let html = """
            <!DOCTYPE html><html><body>
            <form><label for="n">User name</label><input id="n" name="a"></form>
            <form><label for="n">Your name</label><input id="n" name="b"><label for="m">Email</label><input name="m"></form>
            <label for="m">Other</label>
            </body></html>
            """
        let texts = try Self.bothCollectors(html) { $0.fields.map { $0.labelTag ?? "" } }
        #expect(texts.browser == texts.swift)
        #expect(texts.browser == ["User nameYour name", "Your name", "Email"])
    }

    @Test("a role=heading element is the form's heading, as in the Swift collector")
    func roleHeading() throws {
        let html = """
            <!DOCTYPE html><html><body>
            <form><div role="heading" aria-level="1">Sign in</div><input type="email" name="a"></form>
            <div role="heading">Create your account</div><form><input name="b"></form>
            <form><h2>Newsletter</h2><div role="heading">Later</div><input name="c"></form>
            </body></html>
            """
        let headings = try Self.bothCollectors(html) { $0.forms.map { $0.heading ?? "" } }
        #expect(headings.browser == headings.swift)
        #expect(headings.browser == ["Sign in", "Create your account", "Newsletter"])
    }

    @Test("a text box drawn masked (-webkit-text-security) says so, as in the Swift collector")
    func maskedText() throws {
        let html = "<!DOCTYPE html><html><body>" + MaskedTextSnippets.page + "</body></html>"
        let masks = try Self.bothCollectors(html) { $0.fields.map { ($0.htmlName ?? "") + "=" + ($0.textSecurity ?? "") } }
        #expect(masks.browser == masks.swift)
        #expect(masks.browser == MaskedTextSnippets.expected)
    }

    @Test("boxes written in SVG or MathML are no controls, as in the Swift collector (and collect.js does not throw)")
    func foreignContent() throws {
        let html = "<!DOCTYPE html><html><body>" + ForeignContentSnippets.page + "</body></html>"
        let fields = try Self.bothCollectors(html) { $0.fields.map { ($0.htmlName ?? "") + "=" + String($0.viewable) } }
        #expect(fields.browser == fields.swift)
        #expect(fields.browser == ForeignContentSnippets.expected)
        let forms = try Self.bothCollectors(html) { $0.forms.map { $0.htmlID ?? "" } }
        #expect(forms.browser == forms.swift)
        #expect(forms.browser == ForeignContentSnippets.forms)
    }

    @Test("controls belong to the form a browser's parser gives them, and text is no control, as in the Swift collector")
    func parserDifferences() throws {
        for page in ParserDifferenceSnippets.pages where !page.endsInText {
            let html = "<!DOCTYPE html><html><body>" + page.html + "</body></html>"
            let owners = try Self.bothCollectors(html) { ParserDifferenceSnippets.owners($0) }
            #expect(owners.browser == page.owners, "\(page.name)")
            #expect(owners.swift == owners.browser, "\(page.name)")
            let forms = try Self.bothCollectors(html) { $0.forms.map { $0.htmlID ?? "" } }
            #expect(forms.browser == page.forms, "\(page.name)")
            #expect(forms.swift == forms.browser, "\(page.name)")
        }
    }

    @Test("a field's section is the last heading over it in its form, as in the Swift collector")
    func sectionHeadings() throws {
        let html = "<!DOCTYPE html><html><body>" + SectionSnippets.page + "</body></html>"
        let sections = try Self.bothCollectors(html) { $0.fields.map { ($0.htmlName ?? "") + "=" + ($0.labelSection ?? "") } }
        #expect(sections.browser == sections.swift)
        #expect(sections.browser == SectionSnippets.expected)
        let formless = try Self.bothCollectors("<!DOCTYPE html><html><body>" + SectionSnippets.formlessPage + "</body></html>") {
            $0.fields.map { ($0.htmlName ?? "") + "=" + ($0.labelSection ?? "") }
        }
        #expect(formless.browser == formless.swift)
        #expect(formless.browser == SectionSnippets.formlessExpected)
    }

    @Test("a page that redefines globals before collection still gets its token from captured intrinsics")
    func redefinedGlobalsAfterStart() throws {
        // Page scripts cannot run during collect.js; what matters is that the JSON and the records do not go
        // through page-replaceable functions (toJSON, Array.prototype setters).
        let html = """
            <!DOCTYPE html><html><body><form><input name="user"></form>
            <script>
              Object.defineProperty(Object.prototype, "toJSON", {configurable: true, value: function () { return "hijacked"; }});
              Object.defineProperty(Array.prototype, "0", {configurable: true, set: function () { throw new Error("hijacked"); }});
              Object.defineProperty(Object.prototype, "htmlName", {configurable: true, set: function () { throw new Error("hijacked"); }});
            </script></body></html>
            """
        let page = try Self.collect(html: html)
        #expect(page.fields.map(\.htmlName) == ["user"])
    }

    @Test("texts of stacked block-level elements and across a <br> are separated by a space, as in the Swift collector")
    func stackedTexts() throws {
        let html = """
            <!DOCTYPE html><html><body>
            <form><h2><div>Sign in</div><div>to your account</div></h2>
            <fieldset><legend><span>Payment</span><div>Redeem a gift card</div></legend><input name="g"></fieldset>
            <label>Card<br>number<input name="c"></label>
            <div><h3>Payment</h3><p>Redeem a gift card</p><input name="left"></div>
            <div><input type="checkbox" name="k">Keep me<br>signed in</div>
            <div id="l"><div>Expiry</div><div>MM/YY</div></div><input name="e" aria-labelledby="l">
            <label>E<b>-mail</b><input name="m"></label>
            <button><div>Sign</div><div>in</div></button></form>
            </body></html>
            """
        let browser = try Self.collect(html: html)
        let swift = try Self.collectInSwift(html: html)
        func texts(_ page: PageDetails) -> [String] {
            page.fields.map { f in
                [f.htmlName ?? "", f.labelTag ?? "", f.labelLeft ?? "", f.labelRight ?? "", f.labelAria ?? "",
                 f.labelLegend ?? "", f.value ?? ""].joined(separator: "|")
            } + page.forms.map { $0.heading ?? "" }
        }
        #expect(texts(browser) == texts(swift))
        #expect(browser.forms.first?.heading == "Sign in to your account")
        #expect(browser.fields.first { $0.htmlName == "g" }?.labelLegend == "Payment Redeem a gift card")
        #expect(browser.fields.first { $0.htmlName == "c" }?.labelTag == "Card number")
        // The left walk ends at its line: the heading above the paragraph is not read in.
        #expect(browser.fields.first { $0.htmlName == "left" }?.labelLeft == "Redeem a gift card")
        #expect(browser.fields.first { $0.htmlName == "k" }?.labelRight == "Keep me signed in")
        #expect(browser.fields.first { $0.htmlName == "e" }?.labelAria == "Expiry MM/YY")
        #expect(browser.fields.first { $0.htmlName == "m" }?.labelTag == "E-mail")
        #expect(browser.fields.first { $0.type == "submit" }?.value == "Sign in")
    }

    @Test("white space between inline siblings, required marks, whole lines and table rows in the left walk, as in the Swift collector")
    func siblingSpacesAndMarks() throws {
        let html = """
            <!DOCTYPE html><html><body><form>
            <div><span>Street</span> <span>number</span> <input name="l"></div>
            <div><input name="r"> <span>Keep me</span>
            <b>signed in</b></div>
            <div><span>Given </span><span>name</span><input name="g"></div>
            <table><tr><td>City <span class="req">*</span></td><td><input name="c"></td></tr>
            <tr><td><b>Zip</b>:</td><td><input name="z"></td></tr>
            <tr><td>State <span>(required)</span></td><td><input name="st"></td></tr></table>
            <div><div><label>Street <abbr title="required">*</abbr></label></div><div><input name="s"></div></div>
            <div><div><h3>Billing</h3><p>Address <i>line</i> 2</p></div><div><input name="a2"></div></div>
            <div><label>Email <input name="e"></label> <span>Phone</span> <input name="p"></div>
            <div><label>Card number</label><input type="hidden" name="token"><input name="cn"></div>
            <div><span>Postcode<script>var a = "x";</script></span><style>.a{color:red}</style> <input name="pc"></div>
            <table><tr><th>First name</th><th>Last name</th></tr><tr><td><input name="f"></td><td><input name="n"></td></tr></table>
            <div><span>Town</span><button type="button">?</button> <input name="t"></div>
            <div><span>Region</span> <button type="button"><i class="icon"></i></button><input name="rg"></div>
            <div><span>Address</span><button type="button">Find</button><input name="lk"></div>
            <table><tr><td><table><tr><td>County</td><td>*</td></tr></table></td><td><input name="cy"></td></tr>
            <tr><td>Fax</td><td><table><tr><td><input name="f1"></td></tr><tr><td><input name="f2"></td></tr></table></td></tr></table>
            <div><input name="fa1"><span>Town</span></div><div><input name="fa2"><span>Parish</span></div>
            <div><span>Borough</span><noscript><input name="ns"></noscript><input name="bo"></div>
            <div><span>Ward</span><noscript>Please enable JavaScript</noscript> <input name="wd"></div>
            <div><div>Area</div><style>.x { color: red }</style></div><div><input name="ar"></div>
            <div><input name="rw"> <label>Keep <input type="checkbox" name="kp"></label></div>
            </form></body></html>
            """
        let browser = try Self.collect(html: html)
        let swift = try Self.collectInSwift(html: html)
        func texts(_ page: PageDetails) -> [String] {
            page.fields.map { f in
                [f.htmlName ?? "", f.labelTag ?? "", f.labelLeft ?? "", f.labelRight ?? "", f.labelTop ?? ""].joined(separator: "|")
            }
        }
        #expect(texts(browser) == texts(swift))
        let left = Dictionary(uniqueKeysWithValues: browser.fields.compactMap { f in f.htmlName.map { ($0, f.labelLeft ?? "") } })
        #expect(left["l"] == "Street number")
        #expect(left["g"] == "Given name")
        #expect(left["c"] == "City *")
        #expect(left["z"] == "Zip:")
        #expect(left["s"] == "Street *")
        #expect(left["f"] == "")
        #expect(left["st"] == "State (required)")
        #expect(left["a2"] == "Address line 2")
        #expect(left["p"] == "Phone")
        #expect(left["cn"] == "Card number")
        #expect(left["pc"] == "Postcode")
        #expect(left["t"] == "Town")
        #expect(left["rg"] == "Region")
        #expect(left["lk"] == "")
        #expect(left["cy"] == "County *")
        #expect(left["f1"] == "Fax")
        #expect(left["f2"] == "")
        #expect(left["fa2"] == "")
        #expect(left["bo"] == "Borough")
        #expect(left["wd"] == "Ward")
        #expect(left["ar"] == "Area")
        #expect(browser.fields.first { $0.htmlName == "rw" }?.labelRight == "")
        #expect(browser.fields.first { $0.htmlName == "r" }?.labelRight == "Keep me signed in")
    }

    @Test("there are fixtures to compare with the Swift collector")
    func fixturesExist() {
        // An empty argument list would make the comparison below pass without running.
        #expect(!Self.pages.isEmpty, "no Fixtures/pages/*.html")
    }

    /// collect.js and the Swift collector (through its golden output) agree on every fixture, field by field,
    /// except for the differences listed with a reason in `Fixtures/browser-differences.json`.
    @Test("collect.js agrees with the Swift collector on every fixture", arguments: pages)
    func agreesWithSwiftCollector(name: String) throws {
        let html = try Data(contentsOf: Repository.fixtures.appendingPathComponent("pages/\(name).html"))
        let golden = Repository.fixtures.appendingPathComponent("golden/collect/\(name).json")
        let swift = try #require(try? JSONSerialization.jsonObject(with: Data(contentsOf: golden)) as? [String: Any],
                                 "missing golden \(golden.lastPathComponent)")
        let token = try Chromium.run(page: html, expression: FormFillJavaScript.collectInvocation(documentUUID: "fixture", collectedTimestamp: 0),
                                     windowSize: Self.window)
        let text = try #require(token as? String)
        let browser = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let found = Self.differences(swift: swift, browser: browser)
        let listed = try BrowserDifferences.load()[name] ?? []
        let listedKeys = Set(listed.map(\.key))
        for difference in found where !listedKeys.contains(difference.key) {
            Issue.record("\(name): unlisted difference \(difference.key): Swift \(difference.swift), Chromium \(difference.browser)")
        }
        let foundKeys = Set(found.map(\.key))
        for entry in listed where !foundKeys.contains(entry.key) {
            Issue.record("\(name): listed difference \(entry.key) no longer occurs; remove it from browser-differences.json")
        }
    }

    struct Difference {
        /// `opid key`, e.g. `__3 visible`, or `fields count`, `forms __form__1`.
        var key: String
        var swift: String
        var browser: String
    }

    static func differences(swift: [String: Any], browser: [String: Any]) -> [Difference] {
        var out: [Difference] = []
        let a = swift["fields"] as? [[String: Any]] ?? [], b = browser["fields"] as? [[String: Any]] ?? []
        if a.count != b.count { out.append(Difference(key: "fields count", swift: "\(a.count)", browser: "\(b.count)")) }
        for (x, y) in zip(a, b) {
            let opid = x["opid"] as? String ?? "?"
            for key in comparedKeys {
                let l = describe(x[key]), r = describe(y[key])
                if l != r { out.append(Difference(key: "\(opid) \(key)", swift: l, browser: r)) }
            }
        }
        let fa = swift["forms"] as? [String: [String: Any]] ?? [:], fb = browser["forms"] as? [String: [String: Any]] ?? [:]
        for opid in Set(fa.keys).union(fb.keys).sorted() {
            for key in ["opid", "htmlName", "htmlID", "htmlMethod", "htmlClass", "heading"] {
                let l = describe(fa[opid]?[key]), r = describe(fb[opid]?[key])
                if l != r { out.append(Difference(key: "\(opid) \(key)", swift: l, browser: r)) }
            }
        }
        return out
    }

    static func describe(_ value: Any?) -> String {
        guard let value, !(value is NSNull) else { return "<absent>" }
        if let data = try? JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys]) {
            return String(decoding: data, as: UTF8.self)
        }
        return "\(value)"
    }
}

/// `Fixtures/browser-differences.json`: per fixture, the static-versus-layout differences that remain between
/// the Swift collector and collect.js, each with its reason.
enum BrowserDifferences {
    struct Entry {
        var key: String
        var reason: String
    }

    static func load() throws -> [String: [Entry]] {
        let url = Repository.fixtures.appendingPathComponent("browser-differences.json")
        let object = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] ?? [:]
        var out: [String: [Entry]] = [:]
        for (page, value) in object where !page.hasPrefix("_") {
            guard let list = value as? [[String: String]] else { continue }
            out[page] = list.compactMap { item in
                guard let key = item["difference"], let reason = item["reason"], !reason.isEmpty else { return nil }
                return Entry(key: key, reason: reason)
            }
        }
        return out
    }
}
