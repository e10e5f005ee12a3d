import Foundation
import FormFillModel
import FormFillSupport

/// The page-side JavaScript shipped with FormFill, and the strings a host evaluates in its web view.
///
/// An app with a web view evaluates ``collectInvocation(documentUUID:collectedTimestamp:)`` in the page (the
/// result is the page-details token, a JSON string), hands the token to the vault side, and evaluates
/// ``fillInvocation(fillScript:allowInsecurePasswordFill:)`` with the fill script it got back; that expression is
/// a Promise of the fill report `{success, filled, skipped, clicked}`. Evaluate both in the same JavaScript
/// world (ideally an isolated one, such as a `WKContentWorld`): collect.js marks elements with an `opid`
/// property that fill.js looks for.
public enum FormFillJavaScript {
    /// The source of `collect.js`: evaluating it in a page returns the page-details token (a JSON string).
    public static var collectSource: String { Sources.shared.collect }
    /// The source of `fill.js`: a function expression `(document, fillScript[, hostOptions]) => Promise<report>`.
    public static var fillSource: String { Sources.shared.fill }

    /// The end of `collect.js`: the call with an empty options object, replaced by the options of an invocation.
    static let collectCallSuffix = "(document, {});"

    /// The expression to evaluate to collect a page, as a JSON string.
    ///
    /// - Parameters:
    ///   - documentUUID: fixes the token's `documentUUID` (else collect.js picks a random UUID).
    ///   - collectedTimestamp: fixes `collectedTimestamp`, in milliseconds since 1970 (else `Date.now()`).
    /// The options travel inside the expression, never through a page global the page could set.
    public static func collectInvocation(documentUUID: String? = nil, collectedTimestamp: Int64? = nil) -> String {
        var options = JSONWriter()
        options.beginObject()
        options.field("documentUUID", documentUUID)
        if let collectedTimestamp { options.key("collectedTimestamp"); options.value(collectedTimestamp) }
        options.endObject()
        let source = collectSource.trimmingCharacters(in: .whitespacesAndNewlines)
        guard source.hasSuffix(collectCallSuffix) else {
            preconditionFailure("collect.js must end with \(collectCallSuffix)")
        }
        return String(source.dropLast(collectCallSuffix.count)) + "(document, " + options.string + ")"
    }

    /// The expression to evaluate to run a fill script: `(<fill.js>)(document, <fill script JSON>)`.
    ///
    /// The fill script is embedded as a JSON object literal written by ``JSONWriter``, which escapes quotes,
    /// backslashes, control characters (NUL included), U+2028, U+2029 and `</`; no value can end the literal,
    /// the expression or an enclosing `<script>` element. Its keys are fixed by ``FillScript`` (never
    /// `__proto__`), so the literal means exactly what the JSON means.
    ///
    /// - Parameter allowInsecurePasswordFill: pass `true` only after the user confirmed filling a password saved
    ///   for an `https:` page into this `http:` page; otherwise fill.js skips password fields there.
    public static func fillInvocation(fillScript: FillScript, allowInsecurePasswordFill: Bool = false) -> String {
        var call = "(" + fillSource.trimmingCharacters(in: .whitespacesAndNewlines) + ")(document, " + fillScript.jsonString()
        if allowInsecurePasswordFill { call += ", {\"allowInsecurePasswordFill\": true}" }
        return call + ")"
    }

    /// Whether `collect.js` and `fill.js` were found: false when FormFill's resource bundle
    /// (`FormFill_FormFillJavaScript.resources`) was not installed beside the executable. Every other member
    /// of this type stops the process in that case, so a host that installs itself should check this first.
    public static var isAvailable: Bool { Sources.loaded != nil }

    /// The resource bundle that holds the scripts, named as SwiftPM names it beside the executable.
    package static let resourceBundle = "FormFill_FormFillJavaScript.resources"

    /// Loads the two resources once.
    private struct Sources: Sendable {
        let collect: String
        let fill: String
        static let loaded: Sources? = {
            guard let collect = load("collect"), let fill = load("fill") else { return nil }
            return Sources(collect: collect, fill: fill)
        }()

        static var shared: Sources {
            // The resources are part of the package itself, not input: a missing one is a broken installation.
            guard let loaded else {
                preconditionFailure("FormFill's collect.js and fill.js are missing: install \(resourceBundle) beside the executable")
            }
            return loaded
        }

        private static func load(_ name: String) -> String? {
            #if canImport(Darwin)
            let url = Bundle.module.url(forResource: name, withExtension: "js")
            #else
            let url = BundledResource.url(bundle: resourceBundle, name: name, extension: "js")
            #endif
            return url.flatMap { try? String(contentsOf: $0, encoding: .utf8) }
        }
    }
}
