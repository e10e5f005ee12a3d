import Foundation
import FormFillJavaScript
import FormFillModel
import Testing

/// The strings a host evaluates, checked without a browser.
struct InvocationTests {
    static let hostile = [
        "\"quote\" 'single' `back`", "</script><script>alert(1)</script>", "<!--<script>", "</SCRIPT >",
        "line\u{2028}sep\u{2029}end", "nul\u{0}byte\u{1}\u{1F}\u{7F}", "back\\slash\\", "\\u2028 literally",
        "emoji 👩‍👩‍👧", "RTL \u{202E}abc\u{202C} עברית", "\r\n\t", "\"); alert(1); (\"",
    ]

    @Test("the shipped sources carry no code-from-string and nothing that ends a <script> element")
    func sourcesAreClean() {
        for (name, source) in [("collect.js", FormFillJavaScript.collectSource), ("fill.js", FormFillJavaScript.fillSource)] {
            let lower = source.lowercased()
            for banned in ["eval(", "new function", "innerhtml", "outerhtml", "insertadjacenthtml", "document.write",
                           "</script", "<!--", "settimeout(\"", "createcontextualfragment"] {
                #expect(!lower.contains(banned), "\(name) contains \(banned)")
            }
        }
        #expect(FormFillJavaScript.fillSource.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("/*"))
        #expect(FormFillJavaScript.fillSource.contains("(function formfillFill(document, fillScript, hostOptions)"))
    }

    @Test("collectInvocation fixes documentUUID and collectedTimestamp inside the expression")
    func collectInvocation() {
        let plain = FormFillJavaScript.collectInvocation()
        #expect(plain.hasSuffix("})(document, {})"))
        let fixed = FormFillJavaScript.collectInvocation(documentUUID: "fixture\"</script>", collectedTimestamp: 0)
        #expect(fixed.hasSuffix("})(document, {\"documentUUID\":\"fixture\\\"<\\/script>\",\"collectedTimestamp\":0})"))
        #expect(!fixed.contains("__formfillCollectOptions"), "options never travel through a page global")
    }

    @Test("fillInvocation embeds the fill script so that no value can break out", arguments: hostile)
    func fillInvocationEscapes(value: String) throws {
        let script = FillScript(documentUUID: value, script: [.fillByOpid("__0", value), .fillByQuery("input[name='\(value)']", value)],
                                savedURL: value)
        let invocation = FormFillJavaScript.fillInvocation(fillScript: script)
        let prefix = "(" + FormFillJavaScript.fillSource.trimmingCharacters(in: .whitespacesAndNewlines) + ")(document, "
        #expect(invocation.hasPrefix(prefix))
        #expect(invocation.hasSuffix(")"))
        let json = String(invocation.dropFirst(prefix.count).dropLast())
        // The literal is exactly the JSON of the fill script, and decodes back to the same values.
        #expect(json == script.jsonString())
        let decoded = try FillScript.decode(Data(json.utf8))
        #expect(decoded == script)
        // Nothing that could end the string, the expression or an enclosing <script>.
        for scalar in json.unicodeScalars {
            #expect(scalar.value >= 0x20 && scalar.value != 0x7F && scalar.value != 0x2028 && scalar.value != 0x2029,
                    "raw U+\(String(scalar.value, radix: 16)) in the invocation")
        }
        #expect(!json.contains("</"))
        // Every quote inside a value is escaped: unescaped quotes only delimit keys and strings.
        var escaped = false, quotes = 0
        for c in json.unicodeScalars {
            if escaped { escaped = false; continue }
            if c == "\\" { escaped = true } else if c == "\"" { quotes += 1 }
        }
        #expect(quotes % 2 == 0)
    }

    @Test("the insecure-password confirmation is passed only when asked for")
    func confirmation() {
        let script = FillScript(documentUUID: "x", savedURL: "https://acme.com")
        #expect(FormFillJavaScript.fillInvocation(fillScript: script).hasSuffix("\"autosubmit\":null})"))
        #expect(FormFillJavaScript.fillInvocation(fillScript: script, allowInsecurePasswordFill: true)
            .hasSuffix(", {\"allowInsecurePasswordFill\": true})"))
    }

    @Test("the demo page adds one script before </body>, and fill-script values cannot end it", arguments: hostile)
    func demoPage(value: String) {
        let html = "<!DOCTYPE html><html><body><input name=u></BODY></html>"
        let page = FormFillJavaScript.demoPage(html: html, fillScript: FillScript(documentUUID: "d", script: [.fillByOpid("__0", value)]))
        #expect(page.hasPrefix("<!DOCTYPE html><html><body><input name=u>\n<script>") || page.hasPrefix("<!DOCTYPE html><html><body><input name=u><script>"))
        #expect(page.hasSuffix("</script>\n</BODY></html>"))
        let lower = page.lowercased()
        #expect(lower.components(separatedBy: "</script").count == 2, "exactly one closing tag: the demo's own")
        #expect(lower.components(separatedBy: "<!--").count == 1)
    }
}
