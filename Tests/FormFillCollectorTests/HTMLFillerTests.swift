import Foundation
import Testing
import FormFillCollector
import FormFillModel

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
