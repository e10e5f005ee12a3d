import Foundation

/// One step of a fill script, as `fill.js` (and the original extension's fill script) runs it.
public enum FillOperation: Sendable, Hashable {
    case fillByOpid(String, String)
    case fillByQuery(String, String)
    case clickOnOpid(String)
    case clickOnQuery(String)
    case focusByOpid(String)
    case simpleSetValueByQuery(String, String)
    case touchAllFields
    /// Milliseconds to wait before the following operations.
    case delay(Int)

    /// The operation's name in the fill script (`fill_by_opid`, …).
    public var name: String {
        switch self {
        case .fillByOpid: "fill_by_opid"
        case .fillByQuery: "fill_by_query"
        case .clickOnOpid: "click_on_opid"
        case .clickOnQuery: "click_on_query"
        case .focusByOpid: "focus_by_opid"
        case .simpleSetValueByQuery: "simple_set_value_by_query"
        case .touchAllFields: "touch_all_fields"
        case .delay: "delay"
        }
    }

    /// The opid this operation targets, if any.
    public var opid: String? {
        switch self {
        case .fillByOpid(let o, _), .clickOnOpid(let o), .focusByOpid(let o): o
        default: nil
        }
    }

    init(name: String, parameters: [JSONValue]) throws {
        func p(_ i: Int) throws -> String {
            guard i < parameters.count else { throw FormatError("operation \(name): missing parameter \(i + 1)") }
            switch parameters[i] {
            case .string(let s): return s
            case .number(let d): return d == d.rounded() ? String(Int64(d)) : String(d)
            case .bool(let b): return String(b)
            default: throw FormatError("operation \(name): parameter \(i + 1) is not a string")
            }
        }
        switch name {
        case "fill_by_opid": self = .fillByOpid(try p(0), try p(1))
        case "fill_by_query": self = .fillByQuery(try p(0), try p(1))
        case "click_on_opid": self = .clickOnOpid(try p(0))
        case "click_on_query": self = .clickOnQuery(try p(0))
        case "focus_by_opid": self = .focusByOpid(try p(0))
        case "simple_set_value_by_query": self = .simpleSetValueByQuery(try p(0), try p(1))
        case "touch_all_fields": self = .touchAllFields
        case "delay":
            guard let ms = Int(try p(0)), ms >= 0 else { throw FormatError("operation delay: not a number of milliseconds") }
            self = .delay(ms)
        default: throw FormatError("unknown operation \(name)")
        }
    }

    func write(to w: inout JSONWriter) {
        w.beginArray()
        w.value(name)
        switch self {
        case .fillByOpid(let a, let b), .fillByQuery(let a, let b), .simpleSetValueByQuery(let a, let b):
            w.value(a); w.value(b)
        case .clickOnOpid(let a), .clickOnQuery(let a), .focusByOpid(let a): w.value(a)
        case .touchAllFields: break
        case .delay(let ms): w.value(ms)
        }
        w.endArray()
    }
}

/// The vault side's answer to a page-details token: what `fill.js` should do in the page.
public struct FillScript: Sendable, Hashable {
    /// The token's `documentUUID`, echoed so the page can tell the script is its own.
    public var documentUUID: String
    /// The operations, in order.
    public var script: [FillOperation]
    /// Milliseconds between operations (`properties.delay_between_operations`).
    public var delayBetweenOperations: Int
    /// Whether `fill.js` animates the filled fields.
    public var animate: Bool
    /// Whether `fill.js` marks fields while filling.
    public var markFilling: Bool
    /// What the generator tells the host (action, item, form, warnings, flags).
    public var metadata: FillMetadata
    /// The URL the item was saved for; fill.js asks before filling a password from an `https:` item into `http:`.
    public var savedURL: String?
    /// `login`, `card` or `identity`.
    public var itemType: String?
    /// Whether the host should submit after filling; null lets the host decide.
    public var autosubmit: Bool?
    /// The origin of the page the script was made for (`https://www.acme.com`, see the token's `url`):
    /// `fill.js` runs nothing in a document of another origin, so a script cannot be replayed elsewhere.
    public var origin: String?
    /// What each element the script touches looked like when the page was collected, by opid: `fill.js` and
    /// `formfill apply` skip an opid whose element no longer matches (the page changed under the same numbers).
    public var targets: [FieldFingerprint]

    /// Creates the value from its parts.
    public init(documentUUID: String, script: [FillOperation] = [], delayBetweenOperations: Int = 20,
                animate: Bool = true, markFilling: Bool = true, metadata: FillMetadata = FillMetadata(action: "fillLogin"),
                savedURL: String? = nil, itemType: String? = nil, autosubmit: Bool? = nil, origin: String? = nil,
                targets: [FieldFingerprint] = []) {
        self.documentUUID = documentUUID; self.script = script; self.delayBetweenOperations = delayBetweenOperations
        self.animate = animate; self.markFilling = markFilling; self.metadata = metadata
        self.savedURL = savedURL; self.itemType = itemType; self.autosubmit = autosubmit
        self.origin = origin; self.targets = targets
    }

    /// The fingerprint recorded for an opid.
    public func target(_ opid: String) -> FieldFingerprint? { targets.first { $0.opid == opid } }

    /// The values the script fills, by opid, in order (later operations win).
    public var valuesByOpid: [String: String] {
        var out: [String: String] = [:]
        for op in script { if case .fillByOpid(let o, let v) = op { out[o] = v } }
        return out
    }
}

/// What an element looked like when its page was collected: enough to notice that another element now has
/// its opid. Never a value.
public struct FieldFingerprint: Sendable, Hashable {
    /// The opid the script addresses the element by.
    public var opid: String
    /// The type as the collectors report it (`text`, `password`, `select-one`, `textarea`, …).
    public var type: String
    /// The `name` attribute; nil when the element had none.
    public var htmlName: String?
    /// The `id` attribute; nil when the element had none.
    public var htmlID: String?

    /// A fingerprint as the generator records it from the page's details.
    public init(opid: String, type: String, htmlName: String? = nil, htmlID: String? = nil) {
        self.opid = opid; self.type = type; self.htmlName = htmlName; self.htmlID = htmlID
    }

    /// Whether an element with these properties is the one that was collected (an empty attribute counts as
    /// none, as the collectors report it).
    public func matches(type: String, htmlName: String?, htmlID: String?) -> Bool {
        func same(_ a: String?, _ b: String?) -> Bool { (a ?? "").isEmpty ? (b ?? "").isEmpty : a == b }
        return self.type == type && same(self.htmlName, htmlName) && same(self.htmlID, htmlID)
    }
}

/// What the generator tells the host about a fill script. Never holds a secret.
public struct FillMetadata: Sendable, Hashable {
    /// `fillLogin`, `fillSignup`, `fillChangePassword`, `fillOneTimeCode`, `fillCard`, `fillIdentity`.
    public var action: String
    /// The id of the vault item filled from.
    public var itemID: String?
    /// The opid of the form being filled (nil for a formless group).
    public var formOpid: String?
    /// The form's kind (``FormKind`` raw value).
    public var formKind: String?
    /// Human-readable warnings: an insecure page, a form posting to another site, a skipped field, ….
    public var warnings: [String]
    /// Machine-readable flags, e.g. `insecure-page`, `cross-site-action`, `password-withheld`.
    public var flags: [String]
    /// The `passwordrules` a generated password followed when they came from site knowledge or from the
    /// page's words rather than the field's attribute (nil otherwise: the field's own attribute, or none).
    /// Written only when set.
    public var passwordRules: String?
    /// Where ``passwordRules`` came from: `site-list` (Apple's password-rules list) or `page-hint` (the rules the
    /// new-password box states in words, its label or help text, read as `passwordrules`). Written only when set.
    public var passwordRulesSource: String?
    /// The listed domain whose rules were used (`apple.com` for `appleid.apple.com`). Written only when set.
    public var passwordRulesDomain: String?

    /// Creates the value from its parts.
    public init(action: String, itemID: String? = nil, formOpid: String? = nil, formKind: String? = nil,
                warnings: [String] = [], flags: [String] = []) {
        self.action = action; self.itemID = itemID; self.formOpid = formOpid; self.formKind = formKind
        self.warnings = warnings; self.flags = flags
    }
}

extension FillScript: JSONWritable, Decodable {
    package func write(to w: inout JSONWriter) {
        w.beginObject()
        w.key("documentUUID"); w.value(documentUUID)
        w.key("script"); w.beginArray()
        for op in script { op.write(to: &w) }
        w.endArray()
        w.key("properties"); w.beginObject(); w.key("delay_between_operations"); w.value(delayBetweenOperations); w.endObject()
        w.key("options"); w.beginObject()
        w.key("animate"); w.value(animate); w.key("markFilling"); w.value(markFilling)
        w.endObject()
        w.key("metadata"); w.beginObject()
        w.key("action"); w.value(metadata.action)
        w.field("itemID", metadata.itemID)
        w.field("formOpid", metadata.formOpid)
        w.field("formKind", metadata.formKind)
        w.key("warnings"); w.beginArray(); for x in metadata.warnings { w.value(x) }; w.endArray()
        w.key("flags"); w.beginArray(); for x in metadata.flags { w.value(x) }; w.endArray()
        w.field("passwordRules", metadata.passwordRules)
        w.field("passwordRulesSource", metadata.passwordRulesSource)
        w.field("passwordRulesDomain", metadata.passwordRulesDomain)
        w.endObject()
        w.key("savedURL"); if let savedURL { w.value(savedURL) } else { w.null() }
        w.key("itemType"); if let itemType { w.value(itemType) } else { w.null() }
        w.key("autosubmit"); if let autosubmit { w.value(autosubmit) } else { w.null() }
        w.field("origin", origin)
        if !targets.isEmpty {
            w.key("targets"); w.beginObject()
            for t in targets {
                w.key(t.opid); w.beginObject()
                w.key("type"); w.value(t.type)
                w.field("htmlName", t.htmlName)
                w.field("htmlID", t.htmlID)
                w.endObject()
            }
            w.endObject()
        }
        w.endObject()
    }

    /// Creates the value from its parts.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        documentUUID = try c.looseString(AnyCodingKey("documentUUID")) ?? ""
        let raw = try c.decodeIfPresent([JSONValue].self, forKey: AnyCodingKey("script")) ?? []
        script = try raw.enumerated().map { index, op in
            do {
                switch op {
                case .array(let parts):
                    guard let name = parts.first?.stringValue else { throw FormatError("operation has no name") }
                    return try FillOperation(name: name, parameters: Array(parts.dropFirst()))
                case .object:
                    guard let name = op["operation"]?.stringValue else { throw FormatError("operation has no name") }
                    guard case .array(let params) = op["parameters"] ?? .array([]) else {
                        throw FormatError("operation \(name): parameters is not an array")
                    }
                    return try FillOperation(name: name, parameters: params)
                default:
                    throw FormatError("operation is neither an array nor an object")
                }
            } catch let e as FormatError {
                throw FormatError("script[\(index)]: \(e.description)")
            }
        }
        let props = try? c.decode(JSONValue.self, forKey: AnyCodingKey("properties"))
        delayBetweenOperations = props?["delay_between_operations"]?.numberValue.map { Int($0) } ?? 20
        let options = try? c.decode(JSONValue.self, forKey: AnyCodingKey("options"))
        animate = options?["animate"]?.boolValue ?? true
        markFilling = options?["markFilling"]?.boolValue ?? true
        let meta = try? c.decode(JSONValue.self, forKey: AnyCodingKey("metadata"))
        func strings(_ v: JSONValue?) -> [String] {
            if case .array(let a)? = v { return a.compactMap(\.stringValue) } else { return [] }
        }
        metadata = FillMetadata(action: meta?["action"]?.stringValue ?? "fillLogin", itemID: meta?["itemID"]?.stringValue,
                                formOpid: meta?["formOpid"]?.stringValue, formKind: meta?["formKind"]?.stringValue,
                                warnings: strings(meta?["warnings"]), flags: strings(meta?["flags"]))
        metadata.passwordRules = meta?["passwordRules"]?.stringValue
        metadata.passwordRulesSource = meta?["passwordRulesSource"]?.stringValue
        metadata.passwordRulesDomain = meta?["passwordRulesDomain"]?.stringValue
        savedURL = try c.looseString(AnyCodingKey("savedURL"))
        itemType = try c.looseString(AnyCodingKey("itemType"))
        autosubmit = try c.looseBool(AnyCodingKey("autosubmit"))
        origin = try c.looseString(AnyCodingKey("origin"))
        if case .object(let entries)? = try? c.decode(JSONValue.self, forKey: AnyCodingKey("targets")) {
            targets = entries.compactMap { opid, value in
                guard let type = value["type"]?.stringValue else { return nil }
                return FieldFingerprint(opid: opid, type: type, htmlName: value["htmlName"]?.stringValue,
                                        htmlID: value["htmlID"]?.stringValue)
            }
        } else {
            targets = []
        }
    }

    /// Reads a fill script from its JSON.
    public static func decode(_ data: Data) throws -> FillScript { try decodeJSON(data, what: "fill script") }
}
