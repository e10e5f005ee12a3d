import Foundation
import Testing
import FormFillApply
import FormFillCollector
import FormFillModel
import FormFillTestSupport

@Suite struct HTMLFillerTests {
    func apply(_ html: String, _ ops: [FillOperation]) throws -> (String, HTMLFillResult) {
        let result = try HTMLFiller().apply(FillScript(documentUUID: "t", script: ops), toHTML: Data(html.utf8))
        return (String(decoding: result.html, as: UTF8.self), result)
    }

    @Test func fillsInputsSelectsCheckboxesRadiosAndTextareas() throws {
        let (html, result) = try apply("""
        <form><input name=u value=old><select name=s><option value=a selected>A</option><option value=b>Bee</option></select>
        <input type=checkbox name=c><input type=radio name=r value=1 checked><input type=radio name=r value=2>
        <select name=t><option>Alpha</option><option>Beta</option></select></form><textarea name=x>old</textarea>
        """, [.fillByOpid("__0", "wile"), .fillByOpid("__1", "b"), .fillByOpid("__2", "yes"), .fillByOpid("__4", "1"),
              .fillByOpid("__5", "beta"), .fillByOpid("__6", "1 Mesa Road\nTucson"), .clickOnOpid("__0"), .delay(10)])
        #expect(result.filled == ["__0", "__1", "__2", "__4", "__5", "__6"])
        #expect(result.skipped.isEmpty)
        let d = try Collector(options: .init(pageURL: "https://x.example/", documentUUID: "t", timestamp: 0)).collect(Data(html.utf8)).details
        #expect(d.fields.map(\.value) == ["wile", "b", "✓", "1", "2", "Beta", "1 Mesa Road\nTucson"])
        #expect(d.fields.map(\.checked) == [false, false, true, false, true, false, false])
    }

    @Test func neverFillsDisabledReadonlyOrHiddenFields() throws {
        let (html, result) = try apply("""
        <input name=a disabled><input name=b readonly><input name=c style="display:none"><input type=hidden name=d><input name=e>
        """, [.fillByOpid("__0", "x"), .fillByOpid("__1", "x"), .fillByOpid("__2", "x"), .fillByOpid("__3", "x"),
              .fillByOpid("__4", "x"), .fillByOpid("__9", "x")])
        #expect(result.filled == ["__4"])
        #expect(result.skipped.map(\.reason) == ["disabled", "read-only", "hidden", "hidden", "no such field"])
        #expect(!html.contains(#"name="a" disabled value"#))
    }

    @Test func hostileValuesStayData() throws {
        let hostile = "a\"b'c</script><script>alert(1)</script>&amp;<\u{2028}\u{0}é"
        let (html, _) = try apply("<input name=a><textarea name=t></textarea>", [.fillByOpid("__0", hostile), .fillByOpid("__1", hostile)])
        #expect(!html.contains("<script>"))
        let d = try Collector(options: .init(pageURL: "https://x.example/", documentUUID: "t", timestamp: 0)).collect(Data(html.utf8)).details
        let expected = hostile.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}")
        #expect(d.fields.map(\.value) == [expected, expected])
    }

    @Test func fillByQueryWithSimpleSelectors() throws {
        let (_, result) = try apply("<input name=otp id=code class='x y'><input name=other>",
                                    [.fillByQuery("input[name=otp]", "1"), .fillByQuery("#code", "2"), .fillByQuery(".x.y", "3"),
                                     .fillByQuery("div > input:first-child", "4"), .fillByQuery("#nope", "5")])
        #expect(result.filled == ["input[name=otp]", "#code", ".x.y"])
        #expect(result.skipped.map(\.reason) == ["selector not supported", "no such field"])
    }

    @Test func outputDeclaresUTF8EvenForALegacyPage() throws {
        let page = try #require(#"<html><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1251"></head><body><input name=a></body></html>"#.data(using: .windowsCP1251))
        let result = try HTMLFiller().apply(FillScript(documentUUID: "t", script: [.fillByOpid("__0", "Пароль")]), toHTML: page)
        let html = String(decoding: result.html, as: UTF8.self)
        #expect(html.lowercased().contains("charset=utf-8"))
        #expect(html.contains("Пароль"))
    }
}

/// `apply` decides on the collector's read-only tree and edits a libxml2 tree of the same bytes; these check that
/// every edit lands on the element the collector numbered, on every fixture and on malformed markup.
@Suite struct HTMLFillerPairingTests {
    static let malformed = [
        "<meta charset=utf-8><input name=a><p>text<input name=b>",
        "<!DOCTYPE html><!-- c --><?pi x?><html><head><title>t</title><input name=a></head><body><input name=b></body></html><input name=c>",
        "stray text<input name=a></html><p><input name=b><form><form><input name=c></form></form>",
        "<table><tr><td>Name<td><input name=a><tr><input name=b></table><select name=s><option>x<input name=c>",
        "<p><b><i><input name=a></b></i><textarea name=t>x</textarea><input name=d>",
        "<template><input name=x></template><noscript><input name=y></noscript><input name=a>",
        // libxml2's tree keeps only the local part of a prefixed name; the read-only tree keeps it whole.
        "<fb:like><input name=a></fb:like><form action:x=1><o:p>text</o:p><input name=b></form>",
    ]

    /// Fills every text-like field with its own opid and collects the result again.
    static func checkEveryFieldLands(_ html: Data) throws {
        let collector = Collector(options: .init(pageURL: "https://x.example/", documentUUID: "t", timestamp: 0))
        let before = try collector.collect(html).details.fields
        let targets = before.filter { ["text", "email", "password", "tel", "search"].contains($0.type) && $0.visible && $0.viewable
            && !$0.disabled && !$0.readonly }
        let script = FillScript(documentUUID: "t", script: targets.map { .fillByOpid($0.opid, "v\($0.opid)") })
        let result = try HTMLFiller().apply(script, toHTML: html)
        #expect(result.filled == targets.map(\.opid))
        let after = try collector.collect(result.html).details.fields
        #expect(after.count == before.count)
        for field in targets {
            #expect(after.first { $0.opid == field.opid }?.value == "v\(field.opid)")
        }
    }

    @Test(arguments: malformed) func editsLandOnMalformedMarkup(_ html: String) throws {
        try Self.checkEveryFieldLands(Data(html.utf8))
    }

    @Test(arguments: FixturePage.all) func editsLandOnEveryFixture(_ page: FixturePage) throws {
        try Self.checkEveryFieldLands(page.html)
    }
}

@Suite struct HTMLFillerBrokenTextareaTests {
    /// libxml2 parses markup inside an unclosed `<textarea>`, so the controls after it become its children, where a
    /// browser reads them as the textarea's text: they are not collected, and a script's opid past the textarea
    /// names none of them. Filling the textarea must not free them either (found by the collector fuzzer: the
    /// next fill wrote into one of them).
    @Test func fillingATextareaKeepsTheControlsInsideIt() throws {
        let html = Data("<form><textarea name=t>1 Main St<label>Name</label><input name=a></form>".utf8)
        let collector = Collector(options: .init(pageURL: "https://x.example/", documentUUID: "t", timestamp: 0))
        let before = try collector.collect(html).details.fields
        #expect(before.map(\.htmlName) == ["t"])
        let area = try #require(before.first { $0.htmlName == "t" })
        let script = FillScript(documentUUID: "t", script: [.fillByOpid(area.opid, "2 Side St"), .fillByOpid("__1", "wile")])
        let result = try HTMLFiller().apply(script, toHTML: html)
        #expect(result.filled == [area.opid])
        let after = try collector.collect(result.html).details.fields
        #expect(after.map(\.htmlName) == ["t"])
        #expect(after.first { $0.htmlName == "t" }?.value?.hasPrefix("2 Side St") == true)
    }
}
