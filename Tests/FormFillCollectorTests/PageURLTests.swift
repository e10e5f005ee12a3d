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
