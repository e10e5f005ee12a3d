import Foundation
import Testing
import FormFillCollector
import FormFillModel

@Suite struct PageURLTests {
    func collected(_ html: String, option: String? = nil) throws -> CollectedPage {
        try Collector(options: .init(pageURL: option, fallbackURL: "file:///tmp/page.html", documentUUID: "t", timestamp: 0))
            .collect(Data(html.utf8))
    }

    @Test func explicitOptionWins() throws {
        let page = try collected("<!-- saved from url=(0024)https://saved.example/x --><base href=https://base.example/>", option: "https://opt.example/")
        #expect(page.details.url == "https://opt.example/")
        #expect(page.urlSource == .option)
    }

    @Test func savedFromComment() throws {
        let page = try collected("<!DOCTYPE html>\n<!-- saved from url=(0031)https://www.acme.com/login?next -->\n<html><form><input name=a></form></html>")
        #expect(page.details.url == "https://www.acme.com/login?next")
        #expect(page.urlSource == .savedFromComment)
        #expect(page.details.forms.first?.htmlAction == "https://www.acme.com/login?next")
    }

    // Issue 15: a page must not be able to name its own site from its content.
    @Test func savedFromIsTrustedOnlyInThePrelude() throws {
        let bom = "\u{FEFF}<!-- saved from url=(0027)https://www.acme.com/login -->\r\n<!DOCTYPE html><html><input name=a></html>"
        #expect(try collected(bom).details.url == "https://www.acme.com/login")
        let inBody = "<html><body><p>hi</p><!-- saved from url=(0027)https://www.acme.com/login --><input name=a></body></html>"
        let page = try collected(inBody)
        #expect(page.urlSource == .fallback)
        #expect(page.warnings.contains { $0.contains("not at the start") })
        let inAttribute = #"<input name=a value="<!-- saved from url=(0027)https://www.acme.com/login -->">"#
        #expect(try collected(inAttribute).urlSource == .fallback)
        let afterElement = "<title>x</title><!-- saved from url=(0027)https://www.acme.com/login --><input name=a>"
        #expect(try collected(afterElement).urlSource == .fallback)
    }

    @Test func savedFromCommentsThatDisagreeAreIgnored() throws {
        let two = "<!-- saved from url=(0026)https://evil.example/login -->\n<!-- saved from url=(0027)https://www.acme.com/login -->\n<input name=a>"
        let page = try collected(two)
        #expect(page.urlSource == .fallback)
        #expect(page.warnings.contains { $0.contains("disagree") })
        let same = "<!-- saved from url=(0027)https://www.acme.com/login -->\n<!-- saved from url=(0027)https://www.acme.com/login -->\n<input name=a>"
        #expect(try collected(same).details.url == "https://www.acme.com/login")
    }

    @Test func formActionsOfSubmitControls() throws {
        let html = """
            <form id=f action="/a"><input name=u>
              <button formaction="/b">Go</button><button type=button formaction="https://evil.example/">Help</button>
              <input type=image formaction="//img.example/c"><input type=submit formaction=""><button formaction="/b">Again</button>
            </form>
            <button form=f formaction="https://other.example/d">Outside</button><input type=submit formaction="/orphan">
            """
        let form = try #require(try collected(html, option: "https://www.acme.com/login").details.forms.first)
        #expect(form.formActions == ["https://www.acme.com/b", "https://img.example/c", "https://www.acme.com/login",
                                     "https://other.example/d"])
        #expect(form.destinations.first == "https://www.acme.com/a")
    }

    @Test(arguments: [
        (#"https://evil.example\@www.acme.com/x"#, "evil.example"), (#"/\evil.example/x"#, "evil.example"),
        (#"\\evil.example"#, "evil.example"), ("///evil.example/x", "evil.example"), ("https:////evil.example", "evil.example"),
        ("http:evil.example/x", "evil.example"), ("https:rel/x", "www.acme.com"), ("https:/abs", "www.acme.com"),
        ("\u{1}\u{20}/path\n", "www.acme.com"), ("h\nttps://ev\til.example/", "evil.example"),
        ("javascript:void(0)", nil), ("/a\\b?q=\\x", "www.acme.com"),
    ] as [(String, String?)])
    func actionsResolveAsInABrowser(reference: String, host: String?) throws {
        let html = "<form action=\"\(reference.replacingOccurrences(of: "\"", with: "&quot;"))\"><input name=a></form>"
        let action = try #require(try collected(html, option: "https://www.acme.com/login").details.forms.first?.htmlAction)
        #expect(URL(string: action)?.host == host, "\(reference) → \(action)")
    }

    @Test func originsAsFillScriptsRecordThem() {
        #expect(Origin.of("https://WWW.Acme.com:443/x?y#z") == "https://www.acme.com")
        #expect(Origin.of("http://127.0.0.1:8080/") == "http://127.0.0.1:8080")
        #expect(Origin.of("http://[::1]:80/") == "http://[::1]")
        #expect(Origin.of("file:///tmp/x.html") == "file://")
        #expect(Origin.of("about:blank") == "null")
        #expect(Origin.of("data:text/html,x") == "null")
        #expect(Origin.isSecureContext("https://a.example/") && Origin.isSecureContext("http://localhost:3000/"))
        #expect(Origin.isSecureContext("http://127.0.0.1/") && Origin.isSecureContext("http://app.localhost/"))
        #expect(!Origin.isSecureContext("http://a.example/") && !Origin.isSecureContext("http://127.0.0.1.evil.example/"))
    }

    @Test func aboutInternetIsNotAPageURL() throws {
        let page = try collected("<!-- saved from url=(0014)about:internet --><input name=a>")
        #expect(page.urlSource == .fallback)
    }

    @Test func baseThenCanonical() throws {
        let base = try collected(#"<base href="https://base.example/app/"><link rel=canonical href="https://canon.example/">"#)
        #expect(base.details.url == "https://base.example/app/")
        #expect(base.urlSource == .baseElement)
        let canonical = try collected(#"<base href="/relative/"><link rel="alternate canonical" href="https://canon.example/p">"#)
        #expect(canonical.details.url == "https://canon.example/p")
        #expect(canonical.urlSource == .canonicalLink)
    }

    @Test func fileFallback() throws {
        let page = try collected("<input name=a>")
        #expect(page.details.url == "file:///tmp/page.html")
        #expect(page.urlSource == .fallback)
    }

    @Test func formActionsResolveAgainstBaseAndMissingActionIsThePage() throws {
        let d = try collect(#"""
        <base href="https://cdn.example/app/">
        <form action="post.php" method="POST"></form><form></form><form action="  //other.example/x "></form><form method=weird action="?q=1"></form>
        """#, url: "https://www.example.com/login#top")
        #expect(d.forms.map(\.htmlAction) == ["https://cdn.example/app/post.php", "https://www.example.com/login#top",
                                              "https://other.example/x", "https://cdn.example/app/?q=1"])
        #expect(d.forms.map(\.htmlMethod) == ["post", "get", "get", "get"])
    }

    @Test func fieldFormIncludesTheFormAttributeAndNestedFormsAreIgnored() throws {
        let d = try collect(#"<form id=f1><form id=nested><input name=a></form></form><input name=b form=f1><input name=c form=nope>"#)
        #expect(d.forms.count >= 1)
        #expect(field(d, "b")?.form == "__form__0")
        #expect(field(d, "c")?.form == nil)
    }
}
