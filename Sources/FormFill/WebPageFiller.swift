import Foundation

/// The whole flow in a live page, through any `JavaScriptBridge`: collect.js → ``FormFiller`` → fill.js →
/// `FillReport`.
///
/// Both scripts run in the same world (``world``, an isolated world by default): collect.js marks the elements
/// it reports with an `opid` property that only that world sees, and fill.js finds them by it. fill.js returns
/// a Promise; the bridge awaits it.
///
/// ```swift
/// let outcome = try await WebPageFiller().fill(bridge, items: vault.items)
/// if !outcome.report.success { print(outcome.report) }   // opids and reasons, never values
/// ```
public struct WebPageFiller: Sendable {
    /// The world FormFill uses unless told otherwise: an isolated world named `FormFill`.
    public static let defaultWorld = ScriptWorld.isolated(name: "FormFill")

    /// Chooses the item and builds the fill script.
    public var filler: FormFiller
    /// Where collect.js and fill.js run (always the same world for both).
    public var world: ScriptWorld

    /// A flow with `filler`, running its scripts in `world`.
    public init(filler: FormFiller = FormFiller(), world: ScriptWorld = WebPageFiller.defaultWorld) {
        self.filler = filler
        self.world = world
    }

    /// What a fill did.
    public struct Outcome: Sendable, CustomStringConvertible, CustomReflectable {
        /// The id of the vault item used.
        public var itemID: String
        /// What fill.js did, field by field.
        public var report: FillReport
        /// The generator's warnings (an insecure page, a form posting to another site, ...).
        public var warnings: [String]
        /// The password generated for a sign-up form (`FillOptions.generatePassword`), for the app to save.
        public var generatedPassword: String?

        /// The item id and the report; a generated password is never shown.
        public var description: String {
            "item \(itemID): \(report)" + (generatedPassword == nil ? "" : " (a password was generated)")
        }

        /// What `dump` shows: the generated password is redacted.
        public var customMirror: Mirror {
            Mirror(self, children: ["itemID": itemID, "report": report, "warnings": warnings,
                                    "generatedPassword": generatedPassword == nil ? "nil" : "<redacted>"])
        }
    }

    /// Runs collect.js in `frame` and decodes its page-details token.
    ///
    /// For a frame other than the main one, the token's `topOrigin` is the main frame's origin when collect.js did
    /// not set it, so the pipeline always knows that the document is framed and by whom.
    public func collect(_ bridge: some JavaScriptBridge, frame: ScriptFrame = .main) async throws -> PageDetails {
        let token = try await string(from: bridge, FormFillJavaScript.collectInvocation(), in: frame, "collect.js")
        var page = try PageDetails.decode(Data(token.utf8))
        if frame != .main, page.topOrigin == nil {
            page.topOrigin = try await string(from: bridge, "location.origin", in: .main, "the main frame's origin")
        }
        return page
    }

    private func string(from bridge: some JavaScriptBridge, _ expression: String, in frame: ScriptFrame,
                        _ what: String) async throws -> String {
        let json = try await bridge.evaluate(expression: expression, in: frame, world: world)
        guard let value = try? JSONDecoder().decode(String.self, from: json) else {
            throw JavaScriptBridgeError.unexpectedResult("\(what) is not a string")
        }
        return value
    }

    /// Runs `script` with fill.js in `frame` and returns its report. Run ``collect(_:frame:)`` first in the same
    /// document (opids name what collect.js saw).
    ///
    /// - Parameters:
    ///   - script: the fill script made from this document's token.
    ///   - bridge: evaluates JavaScript in the page.
    ///   - frame: the frame whose document was collected.
    ///   - allowInsecurePasswordFill: pass `true` only after the user confirmed filling a password saved for an
    ///     `https:` page into this `http:` page.
    public func run(_ script: FillScript, in bridge: some JavaScriptBridge, frame: ScriptFrame = .main,
                    allowInsecurePasswordFill: Bool = false) async throws -> FillReport {
        let invocation = FormFillJavaScript.fillInvocation(fillScript: script,
                                                           allowInsecurePasswordFill: allowInsecurePasswordFill)
        return try FillReport(json: try await bridge.evaluate(expression: invocation, in: frame, world: world))
    }

    /// Collects the page, chooses the item (`itemID`, else the best candidate), builds the fill script and runs it.
    ///
    /// - Throws: what ``FormFiller/fill(page:items:itemID:options:)`` throws when no item fits or nothing can be
    ///   filled; `JavaScriptBridgeError` and the bridge's own errors. Honours task cancellation between steps.
    public func fill(_ bridge: some JavaScriptBridge, items: [VaultItem], itemID: String? = nil,
                     options: FillOptions = FillOptions(), frame: ScriptFrame = .main) async throws -> Outcome {
        let page = try await collect(bridge, frame: frame)
        try Task.checkCancellation()
        let result = try filler.fill(page: page, items: items, itemID: itemID, options: options)
        try Task.checkCancellation()
        let report = try await run(result.script, in: bridge, frame: frame, allowInsecurePasswordFill: options.allowInsecure)
        return Outcome(itemID: result.script.metadata.itemID ?? itemID ?? "", report: report,
                       warnings: result.warnings, generatedPassword: result.generatedPassword)
    }
}
