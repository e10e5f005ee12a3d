import Foundation
import FormFillSupport

// The canonical encoding (key order fixed here) and a tolerant decoding (unknown keys kept, types coerced
// where the original collect script was loose, e.g. numbers given as strings).

extension PageDetails: JSONWritable, Decodable {
    /// Writes the token, its fields on every core for a large page (``Parallelism/automatic``).
    package func write(to w: inout JSONWriter) { write(to: &w, parallelism: .automatic) }

    /// The token's canonical JSON bytes, its fields written with `parallelism` (``Parallelism/serial`` keeps
    /// to the calling thread); the bytes are the same either way.
    package func jsonBytes(pretty: Bool = false, reservingCapacity capacity: Int = 1024,
                           parallelism: Parallelism) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty, reservingCapacity: capacity)
        write(to: &writer, parallelism: parallelism)
        return writer.bytes
    }

    /// Writes the token, a large page's fields a chunk per worker of `parallelism`, joined in order.
    package func write(to w: inout JSONWriter, parallelism: Parallelism) {
        w.beginObject()
        w.rawKey("documentUUID"); w.value(documentUUID)
        w.rawKey("title"); w.value(title)
        w.rawKey("url"); w.value(url)
        w.rawKey("documentURL"); w.value(documentURL)
        w.rawField("topOrigin", topOrigin)
        w.rawField("displayTitle", displayTitle)
        w.rawKey("collectedTimestamp"); w.value(collectedTimestamp)
        w.rawKey("forms"); w.beginObject()
        for form in forms { w.key(form.opid); form.write(to: &w) }
        w.endObject()
        w.rawKey("fields"); w.beginArray()
        let chunks = parallelism.chunks(of: fields.count)
        if chunks.count > 1 {
            let pieces = parallelism.map(chunks) { [fields, w] range in
                var piece = w.elementWriter(reservingCapacity: range.count * 400)
                // Through the buffer: `fields[i].write` copied each field (about 40 strings retained) first.
                fields.withUnsafeBufferPointer { fields in
                    for i in range { fields[i].write(to: &piece) }
                }
                return piece
            }
            for piece in pieces { w.append(elements: piece) }
        } else {
            for field in fields { field.write(to: &w) }
        }
        w.endArray()
        if !frames.isEmpty {
            w.rawKey("frames"); w.beginArray()
            for f in frames {
                w.beginObject(); w.rawKey("src"); w.value(f.src); w.rawKey("entered"); w.value(f.entered)
                w.rawField("reason", f.reason); w.endObject()
            }
            w.endArray()
        }
        for (k, v) in additional { w.key(k); w.value(v) }
        w.endObject()
    }

    static let modelled: Set<String> = ["documentUUID", "title", "url", "documentURL", "topOrigin", "displayTitle",
                                        "collectedTimestamp", "forms", "fields", "frames"]

    /// Reads the value from the token's JSON.
    public init(from decoder: any Decoder) throws {
        try self.init(DecodedMembers(try decoder.container(keyedBy: AnyCodingKey.self)))
    }

    /// Decodes a token (the JSON string a collect script returned).
    /// Read by ``JSONReader`` (``read(_:)``); what it rejects goes through `JSONDecoder`, which names the problem.
    public static func decode(_ data: Data) throws -> PageDetails {
        try read(data)?.page ?? decodeJSON(data, what: "page details")
    }
}

extension FormDetails {
    /// Forms in the order of their opids' numbers (`__form__N`), ties broken by the opid: a page's forms arrive
    /// as a JSON object's members, in no order a decoder keeps. Each opid's number is found once.
    static func sortedByOpid(_ forms: [FormDetails]) -> [FormDetails] {
        forms.map { (Int($0.opid.drop { !$0.isNumber }) ?? Int.max, $0) }
            .sorted { ($0.0, $0.1.opid) < ($1.0, $1.1.opid) }
            .map(\.1)
    }
}

extension FormDetails: JSONWritable, Decodable {
    package func write(to w: inout JSONWriter) {
        w.beginObject()
        w.rawKey("opid"); w.value(opid)
        w.rawField("htmlName", htmlName)
        w.rawField("htmlID", htmlID)
        w.rawField("htmlClass", htmlClass)
        w.rawField("htmlAction", htmlAction)
        w.rawField("htmlMethod", htmlMethod)
        w.rawField("heading", heading)
        if !formActions.isEmpty {
            w.rawKey("formActions"); w.beginArray(); for url in formActions { w.value(url) }; w.endArray()
        }
        for (k, v) in additional { w.key(k); w.value(v) }
        w.endObject()
    }

    static let modelled: Set<String> = ["opid", "htmlName", "htmlID", "htmlClass", "htmlAction", "htmlMethod",
                                        "heading", "formActions"]

    /// Reads the value from the token's JSON.
    public init(from decoder: any Decoder) throws {
        try self.init(DecodedMembers(try decoder.container(keyedBy: AnyCodingKey.self)))
    }
}

extension FieldDetails: JSONWritable, Decodable {
    package func write(to w: inout JSONWriter) {
        w.beginObject()
        w.rawKey("opid"); w.value(opid)
        w.rawKey("elementNumber"); w.value(elementNumber)
        w.rawKey("visible"); w.value(visible)
        w.rawKey("viewable"); w.value(viewable)
        w.rawField("htmlID", htmlID)
        w.rawField("htmlName", htmlName)
        w.rawField("htmlClass", htmlClass)
        w.rawField("tabindex", tabindex)
        w.rawField("title", title)
        w.rawKey("userEdited"); w.value(userEdited)
        w.rawField("label-tag", labelTag)
        w.rawField("label-data", labelData)
        w.rawField("label-aria", labelAria)
        w.rawField("label-top", labelTop)
        w.rawField("label-right", labelRight)
        w.rawField("label-left", labelLeft)
        w.rawField("label-legend", labelLegend)
        w.rawField("label-section", labelSection)
        w.rawField("label-describedby", labelDescribedBy)
        w.rawField("placeholder", placeholder)
        w.rawField("rel", rel)
        w.rawField("type", type)
        w.rawField("value", value)
        if checked { w.rawKey("checked"); w.value(true) }
        w.rawField("autoCompleteType", autoCompleteType)
        w.rawKey("disabled"); w.value(disabled)
        w.rawKey("readonly"); w.value(readonly)
        if let selectOptions {
            w.rawKey("selectInfo"); w.beginObject(); w.rawKey("options"); w.beginArray()
            for o in selectOptions {
                w.beginArray()
                if let t = o.text { w.value(t) } else { w.null() }
                w.value(o.value)
                w.endArray()
            }
            w.endArray(); w.endObject()
        }
        w.rawField("maxLength", maxLength)
        w.rawField("minLength", minLength)
        w.rawField("size", size)
        w.rawField("pattern", pattern)
        w.rawField("passwordRules", passwordRules)
        w.rawField("inputMode", inputMode)
        w.rawField("textSecurity", textSecurity)
        if ariaHidden { w.rawKey("aria-hidden"); w.value(true) }
        if ariaDisabled { w.rawKey("aria-disabled"); w.value(true) }
        if ariaHasPopup { w.rawKey("aria-haspopup"); w.value(true) }
        w.rawField("data-unmasked", dataUnmasked)
        w.rawField("data-stripe", dataStripe)
        w.rawField("data-braintree-name", dataBraintreeName)
        for (k, v) in additional { w.key(k); w.value(v) }
        w.rawField("form", form)
        w.rawField("precedes", precedes)
        if fakeTested { w.rawKey("fakeTested"); w.value(true) }
        w.rawField("frameOrigin", frameOrigin)
        if !frameViewable { w.rawKey("frameViewable"); w.value(false) }
        w.endObject()
    }

    static let modelled: Set<String> = [
        "opid", "elementNumber", "visible", "viewable", "htmlID", "htmlName", "htmlClass", "tabindex", "title",
        "userEdited", "label-tag", "label-data", "label-aria", "label-top", "label-right", "label-left", "label-legend",
        "label-section", "label-describedby", "placeholder", "rel", "type", "value", "checked", "autoCompleteType", "disabled", "readonly", "selectInfo",
        "maxLength", "minLength", "size", "pattern", "passwordRules", "inputMode", "textSecurity", "aria-hidden", "aria-disabled",
        "aria-haspopup", "data-unmasked", "data-stripe", "data-braintree-name", "form", "fakeTested",
        "frameOrigin", "frameViewable", "precedes",
    ]

    /// Reads the value from the token's JSON.
    public init(from decoder: any Decoder) throws {
        try self.init(DecodedMembers(try decoder.container(keyedBy: AnyCodingKey.self)))
    }
}

/// A decoder's object read by the loose rules (``LooseMembers``); what is wrong is a `DecodingError`.
private struct DecodedMembers: LooseMembers {
    let c: KeyedDecodingContainer<AnyCodingKey>
    init(_ c: KeyedDecodingContainer<AnyCodingKey>) { self.c = c }

    func string(_ key: String) throws -> String? { try c.looseString(AnyCodingKey(key)) }
    func bool(_ key: String) throws -> Bool? { try c.looseBool(AnyCodingKey(key)) }
    func int(_ key: String) throws -> Int? { try c.looseInt(AnyCodingKey(key)) }
    subscript(key: String) -> JSONValue? { try? c.decode(JSONValue.self, forKey: AnyCodingKey(key)) }

    func forms() throws -> [FormDetails]? {
        guard c.contains(AnyCodingKey("forms")), try !c.decodeNil(forKey: AnyCodingKey("forms")) else { return nil }
        let fc = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("forms"))
        return try fc.allKeys.map { key in
            var form = try fc.decode(FormDetails.self, forKey: key)
            form.opid = key.stringValue
            return form
        }
    }

    func fields() throws -> [FieldDetails]? {
        try c.decodeIfPresent([FieldDetails].self, forKey: AnyCodingKey("fields"))
    }

    func additional(except modelled: Set<String>) throws -> [(key: String, value: JSONValue)] {
        // Decoders do not keep key order; sort so that re-encoding is deterministic.
        try c.allKeys.filter { !modelled.contains($0.stringValue) }
            .sorted { $0.stringValue < $1.stringValue }
            .map { ($0.stringValue, try c.decode(JSONValue.self, forKey: $0)) }
    }
}

extension KeyedDecodingContainer where K == AnyCodingKey {
    /// A string, also accepting numbers and booleans (older collect scripts were not strict); nil for null.
    func looseString(_ key: K) throws -> String? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        do { return try decode(JSONValue.self, forKey: key).looseString() } catch is JSONValue.Mismatch {
            throw DecodingError.typeMismatch(String.self, .init(codingPath: codingPath + [key], debugDescription: "expected a string"))
        }
    }

    func looseBool(_ key: K) throws -> Bool? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        do { return try decode(JSONValue.self, forKey: key).looseBool() } catch is JSONValue.Mismatch {
            throw DecodingError.typeMismatch(Bool.self, .init(codingPath: codingPath + [key], debugDescription: "expected a boolean"))
        }
    }

    func looseInt(_ key: K) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        do { return try decode(JSONValue.self, forKey: key).looseInt() } catch is JSONValue.Mismatch {
            throw DecodingError.typeMismatch(Int.self, .init(codingPath: codingPath + [key], debugDescription: "expected a number"))
        }
    }
}

extension JSONValue {
    /// A value of the wrong type for a loosely read property.
    package struct Mismatch: Error {}

    /// A string, also accepting numbers and booleans (older collect scripts were not strict); nil for null.
    func looseString() throws(Mismatch) -> String? {
        switch self {
        case .null: return nil
        case .string(let s): return s
        case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        case .bool(let b): return String(b)
        default: throw Mismatch()
        }
    }

    /// A boolean, also accepting numbers (not zero) and the strings `true` and `1`; nil for null.
    func looseBool() throws(Mismatch) -> Bool? {
        switch self {
        case .null: return nil
        case .bool(let b): return b
        case .number(let d): return d != 0
        case .string(let s): return s == "true" || s == "1"
        default: throw Mismatch()
        }
    }

    /// An integer (a number truncated, or a string that is one, else nil); nil for null.
    func looseInt() throws(Mismatch) -> Int? {
        switch self {
        case .null: return nil
        case .number(let d) where d.isFinite && abs(d) < 1e15: return Int(d)
        case .string(let s): return Int(s)
        default: throw Mismatch()
        }
    }
}

extension SelectOption {
    /// A `selectInfo` object's `options` (pairs of text and value), nil when it has none.
    static func options(_ selectInfo: JSONValue) -> [SelectOption]? {
        guard case .object = selectInfo, case .array(let options)? = selectInfo["options"] else { return nil }
        return options.map { option in
            guard case .array(let pair) = option else { return SelectOption(text: nil, value: "") }
            let text = pair.first?.stringValue
            // A number is written as the token's other loose strings are (`12`, `2.5`, `1e+300`): never trapping.
            let value = pair.count > 1 ? (pair[1].stringValue ?? pair[1].numberValue.flatMap { try? JSONValue.number($0).looseString() } ?? "") : ""
            return SelectOption(text: text, value: value)
        }
    }
}

extension FrameReport {
    /// The reports of a token's `frames` list; an entry without a `src` string is left out.
    static func reports(_ items: [JSONValue]) -> [FrameReport] {
        items.compactMap { item in
            guard let src = item["src"]?.stringValue else { return nil }
            return FrameReport(src: src, entered: item["entered"]?.boolValue ?? false, reason: item["reason"]?.stringValue)
        }
    }
}
