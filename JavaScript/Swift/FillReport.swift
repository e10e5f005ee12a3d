import Foundation
import FormFillModel

/// What fill.js did in the page: the fields it filled, the ones it skipped and why, the elements it clicked.
///
/// It holds opids (`__3`), selectors from query operations and reason codes only: never a value from the fill
/// script, so it can be logged, printed and sent anywhere. Decode it from fill.js's JSON with
/// ``init(json:)``; ``jsonString(pretty:)`` writes it back in the same shape.
public struct FillReport: Sendable, Hashable, CustomStringConvertible {
    /// True when every operation ran (nothing skipped, no refusal).
    public var success: Bool
    /// Opids of the fields that now hold their value (a field that already held it counts), in fill order.
    public var filled: [String]
    /// The operations fill.js did not carry out, in order.
    public var skipped: [Skip]
    /// Opids (or selectors) of the elements clicked.
    public var clicked: [String]
    /// Set when fill.js refused to run at all (for example the page is not the origin the fill script was made
    /// for); nothing was filled then.
    public var refusal: Reason?
    /// True when password fields were left empty because the page is `http:` and the item was saved for `https:`.
    public var insecurePasswordWithheld: Bool

    /// An operation fill.js did not carry out.
    public struct Skip: Sendable, Hashable {
        /// The opid (or the selector of a query operation); nil for a malformed or unknown operation.
        public var opid: String?
        /// Why.
        public var reason: Reason

        /// A skip record.
        public init(opid: String?, reason: Reason) { self.opid = opid; self.reason = reason }
    }

    /// Why fill.js skipped an operation or refused to run. Reasons this version does not know are kept as
    /// ``other(_:)`` with the page's string.
    public enum Reason: Sendable, Hashable, CustomStringConvertible {
        /// No element has that opid (or matches the selector).
        case notFound
        /// The element is disabled.
        case disabled
        /// The element is read-only.
        case readOnly
        /// The element is not rendered (`display: none`, `visibility: hidden` on it or an ancestor).
        case hidden
        /// The element cannot be seen by the user (off-screen, covered, zero-size).
        case notViewable
        /// The element is a button or not a form control.
        case notAField
        /// No option of the select has the value or text.
        case noSuchOption
        /// A password for an `https:` item on an `http:` page, not confirmed by the host.
        case insecurePage
        /// The page (or frame) is not the origin the fill script was made for.
        case originMismatch
        /// The element at that opid is no longer the one that was collected.
        case fingerprintMismatch
        /// The element is in a frame of another origin.
        case crossOriginFrame
        /// The operation is not an array or object.
        case badOperation
        /// The operation's name is unknown.
        case unknownOperation
        /// The operation threw.
        case error
        /// A reason this version of FormFill does not know, as fill.js wrote it.
        case other(String)

        private static let known: [(String, Reason)] = [
            ("not-found", .notFound), ("disabled", .disabled), ("readonly", .readOnly), ("hidden", .hidden),
            ("not-viewable", .notViewable), ("not-a-field", .notAField), ("no-such-option", .noSuchOption),
            ("insecure-page", .insecurePage), ("origin-mismatch", .originMismatch),
            ("fingerprint-mismatch", .fingerprintMismatch), ("cross-origin-frame", .crossOriginFrame),
            ("bad-operation", .badOperation), ("unknown-operation", .unknownOperation), ("error", .error),
        ]

        /// The reason for fill.js's string (`not-found`, `readonly`, ...); unknown strings give ``other(_:)``.
        public init(code: String) {
            self = Self.known.first { $0.0 == code }?.1 ?? .other(code)
        }

        /// fill.js's string for the reason.
        public var code: String {
            if case .other(let raw) = self { return raw }
            return Self.known.first { $0.1 == self }!.0
        }

        /// The same as ``code``.
        public var description: String { code }
    }

    /// A report.
    public init(success: Bool, filled: [String], skipped: [Skip] = [], clicked: [String] = [],
                refusal: Reason? = nil, insecurePasswordWithheld: Bool = false) {
        self.success = success
        self.filled = filled
        self.skipped = skipped
        self.clicked = clicked
        self.refusal = refusal
        self.insecurePasswordWithheld = insecurePasswordWithheld
    }

    /// Reads fill.js's report: `{success, filled: [opid], skipped: [{opid, reason}], clicked: [opid]}`, with
    /// `insecurePasswordWithheld: true` and `refused: "<reason>"` when set. Other keys are ignored (so nothing
    /// else a page could add is kept).
    ///
    /// - Throws: ``JavaScriptBridgeError/unexpectedResult(_:)`` when `json` is not such an object.
    public init(json: Data) throws {
        func bad(_ why: String) -> JavaScriptBridgeError { .unexpectedResult("fill report: \(why)") }
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: json), case .object = value else {
            throw bad("not a JSON object")
        }
        func strings(_ key: String) throws -> [String] {
            guard let v = value[key] else { return [] }
            guard case .array(let items) = v else { throw bad("\(key) is not an array") }
            return try items.map { guard let s = $0.stringValue else { throw bad("\(key) holds a non-string") }; return s }
        }
        var skipped: [Skip] = []
        if let v = value["skipped"] {
            guard case .array(let items) = v else { throw bad("skipped is not an array") }
            for item in items {
                guard case .object = item, let reason = item["reason"]?.stringValue else {
                    throw bad("a skipped entry has no reason")
                }
                let opid = item["opid"]?.stringValue
                if opid == nil, let o = item["opid"], o != .null { throw bad("a skipped opid is not a string") }
                skipped.append(Skip(opid: opid, reason: Reason(code: reason)))
            }
        }
        var refusal: Reason?
        if let v = value["refused"], v != .null {
            guard let code = v.stringValue else { throw bad("refused is not a string") }
            refusal = Reason(code: code)
        }
        guard let success = value["success"]?.boolValue ?? (refusal != nil ? false : nil) else { throw bad("no success flag") }
        self.init(success: success && refusal == nil, filled: try strings("filled"), skipped: skipped,
                  clicked: try strings("clicked"), refusal: refusal,
                  insecurePasswordWithheld: value["insecurePasswordWithheld"]?.boolValue == true)
    }

    /// The report as JSON, in fill.js's shape (`refused` and `insecurePasswordWithheld` only when set).
    public func jsonString(pretty: Bool = false) -> String {
        var w = JSONWriter(pretty: pretty)
        write(to: &w)
        return w.string
    }

    /// Writes the report as a JSON object into `w` (to embed it in a larger document).
    package func write(to w: inout JSONWriter) {
        w.beginObject()
        w.key("success"); w.value(success)
        w.key("filled"); w.beginArray(); for opid in filled { w.value(opid) }; w.endArray()
        w.key("skipped"); w.beginArray()
        for skip in skipped {
            w.beginObject()
            w.key("opid"); if let opid = skip.opid { w.value(opid) } else { w.null() }
            w.key("reason"); w.value(skip.reason.code)
            w.endObject()
        }
        w.endArray()
        w.key("clicked"); w.beginArray(); for opid in clicked { w.value(opid) }; w.endArray()
        if let refusal { w.key("refused"); w.value(refusal.code) }
        if insecurePasswordWithheld { w.key("insecurePasswordWithheld"); w.value(true) }
        w.endObject()
    }

    /// A one-line summary: `filled __0, __1; skipped __2 (hidden)`.
    public var description: String {
        if let refusal { return "refused (\(refusal))" }
        var parts = ["filled " + (filled.isEmpty ? "nothing" : filled.joined(separator: ", "))]
        if !skipped.isEmpty {
            parts.append("skipped " + skipped.map { "\($0.opid ?? "-") (\($0.reason))" }.joined(separator: ", "))
        }
        if !clicked.isEmpty { parts.append("clicked " + clicked.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }
}
