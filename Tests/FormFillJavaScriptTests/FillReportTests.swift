import Foundation
import FormFill
import Testing

/// The typed fill report and the bridge flow, with a scripted bridge (no browser).
@Suite("FillReport and WebPageFiller")
struct FillReportTests {
    @Test("fill.js's report decodes into typed reasons; unknown reasons are kept as they were written")
    func decodesReasons() throws {
        let json = """
            {"success": false, "filled": ["__0", "__1"], "clicked": ["__0"], "insecurePasswordWithheld": true,
             "skipped": [{"opid": "__2", "reason": "readonly"}, {"opid": null, "reason": "unknown-operation"},
                         {"opid": "__3", "reason": "fingerprint-mismatch"}, {"opid": "__4", "reason": "shiny-new-reason"}],
             "value": "s3cret"}
            """
        let report = try FillReport(json: Data(json.utf8))
        #expect(report.filled == ["__0", "__1"])
        #expect(report.clicked == ["__0"])
        #expect(report.skipped.map(\.reason) == [.readOnly, .unknownOperation, .fingerprintMismatch, .other("shiny-new-reason")])
        #expect(report.skipped.map(\.opid) == ["__2", nil, "__3", "__4"])
        #expect(report.insecurePasswordWithheld)
        #expect(!report.success)
        // Keys the report does not model (here a value a page might have added) are not kept.
        #expect(!report.jsonString().contains("s3cret"))
        #expect(try FillReport(json: Data(report.jsonString().utf8)) == report)
    }

    @Test("a refusal is a failed report with its reason, even when the page claims success")
    func refusal() throws {
        let report = try FillReport(json: Data(#"{"success": true, "filled": [], "refused": "origin-mismatch"}"#.utf8))
        #expect(report.refusal == .originMismatch)
        #expect(!report.success)
        #expect(report.jsonString() == #"{"success":false,"filled":[],"skipped":[],"clicked":[],"refused":"origin-mismatch"}"#)
        #expect(report.description == "refused (origin-mismatch)")
    }

    @Test("every reason code round-trips through its typed case", arguments: [
        "not-found", "disabled", "readonly", "hidden", "not-viewable", "not-a-field", "no-such-option", "insecure-page",
        "origin-mismatch", "fingerprint-mismatch", "cross-origin-frame", "bad-operation", "unknown-operation", "error",
    ])
    func reasonCodes(code: String) {
        let reason = FillReport.Reason(code: code)
        if case .other = reason { Issue.record("\(code) is not typed") }
        #expect(reason.code == code)
    }

    @Test("what is not a report is a clear error, not a crash", arguments: [
        "", "null", "[]", "\"done\"", #"{"filled": []}"#, #"{"success": true, "filled": "__0"}"#,
        #"{"success": true, "filled": [1]}"#, #"{"success": true, "skipped": [{"opid": "__0"}]}"#,
        #"{"success": true, "skipped": [{"opid": 3, "reason": "hidden"}]}"#, #"{"success": true, "refused": 1}"#,
    ])
    func malformed(json: String) {
        #expect(throws: JavaScriptBridgeError.self) { try FillReport(json: Data(json.utf8)) }
    }

    /// A bridge that answers collect.js with a fixed token and fill.js with a fixed report, and records calls.
    final class ScriptedBridge: JavaScriptBridge, @unchecked Sendable {
        let token: String
        let report: String
        private let lock = NSLock()
        private var calls: [(body: String, frame: ScriptFrame, world: ScriptWorld)] = []

        init(token: String, report: String) { self.token = token; self.report = report }

        var recorded: [(body: String, frame: ScriptFrame, world: ScriptWorld)] { lock.withLock { calls } }

        func evaluate(asyncFunctionBody body: String, in frame: ScriptFrame, world: ScriptWorld) async throws -> Data {
            lock.withLock { calls.append((body, frame, world)) }
            if body.contains("formfillCollect") {
                var w = JSONWriter()
                w.value(token)
                return Data(w.bytes)
            }
            return Data(report.utf8)
        }
    }

    static let loginToken = """
        {"documentUUID": "u", "url": "https://www.acme.com/login", "title": "Sign in", "forms": {"__form__0": {}},
         "fields": [
          {"opid": "__0", "elementNumber": 0, "visible": true, "viewable": true, "htmlID": "user", "type": "text",
           "label-tag": "Username", "autoCompleteType": "username", "form": "__form__0"},
          {"opid": "__1", "elementNumber": 1, "visible": true, "viewable": true, "htmlID": "pass", "type": "password",
           "label-tag": "Password", "autoCompleteType": "current-password", "form": "__form__0"}]}
        """

    @Test("the flow runs collect.js and then fill.js in the same isolated world, each as one returned expression")
    func flowUsesOneWorld() async throws {
        let bridge = ScriptedBridge(token: Self.loginToken, report: #"{"success": true, "filled": ["__0", "__1"], "skipped": [], "clicked": []}"#)
        let item = VaultItem.login(LoginItem(id: "acme", urls: ["https://www.acme.com"], username: "wile", password: "s3cret!"))
        let outcome = try await WebPageFiller().fill(bridge, items: [item])
        #expect(outcome.itemID == "acme")
        #expect(outcome.report.filled == ["__0", "__1"])
        let calls = bridge.recorded
        #expect(calls.count == 2)
        #expect(calls.allSatisfy { $0.world == WebPageFiller.defaultWorld && $0.frame == .main })
        // Both scripts start with a comment: the expression must be parenthesised on lines of its own, or
        // `return /* … */` would return undefined.
        #expect(calls.allSatisfy { $0.body.hasPrefix("return (\n") && $0.body.hasSuffix("\n);") })
        #expect(calls[1].body.contains("formfillFill"))
        #expect(calls[1].body.contains("s3cret!"))
        #expect(!"\(outcome)".contains("s3cret!"))
        #expect(!outcome.report.jsonString().contains("s3cret!"))
    }

    @Test("a collect result that is not a token string is a bridge error")
    func collectNotAString() async throws {
        struct NumberBridge: JavaScriptBridge {
            func evaluate(asyncFunctionBody body: String, in frame: ScriptFrame, world: ScriptWorld) async throws -> Data { Data("42".utf8) }
        }
        await #expect(throws: JavaScriptBridgeError.self) { _ = try await WebPageFiller().collect(NumberBridge()) }
    }
}
