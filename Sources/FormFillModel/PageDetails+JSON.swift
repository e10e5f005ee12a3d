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
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        func str(_ k: String) throws -> String? { try c.looseString(AnyCodingKey(k)) }
        url = try str("url") ?? ""
        documentUUID = try str("documentUUID") ?? ""
        title = try str("title") ?? ""
        documentURL = try str("documentURL") ?? url
        topOrigin = try str("topOrigin")
        displayTitle = try str("displayTitle")
        collectedTimestamp = try c.looseInt(AnyCodingKey("collectedTimestamp")).map(Int64.init) ?? 0
        if c.contains(AnyCodingKey("forms")), try !c.decodeNil(forKey: AnyCodingKey("forms")) {
            let fc = try c.nestedContainer(keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("forms"))
            var list: [FormDetails] = []
            for key in fc.allKeys {
                var form = try fc.decode(FormDetails.self, forKey: key)
                // The map's key is the opid: an inner `opid` that disagrees would make two forms share one
                // opid (and one key when re-encoded), so a fuzzed token decoded differently each time.
                form.opid = key.stringValue
                list.append(form)
            }
            // Keys arrive in no particular order; the opid breaks ties so that decoding is deterministic.
            forms = list.sorted { (formIndex($0.opid), $0.opid) < (formIndex($1.opid), $1.opid) }
        } else {
            forms = []
        }
        fields = try c.decodeIfPresent([FieldDetails].self, forKey: AnyCodingKey("fields")) ?? []
        fields.sort { $0.elementNumber < $1.elementNumber }
        if c.contains(AnyCodingKey("frames")), case .array(let items)? = try? c.decode(JSONValue.self, forKey: AnyCodingKey("frames")) {
            frames = items.compactMap { item in
                guard let src = item["src"]?.stringValue else { return nil }
                return FrameReport(src: src, entered: item["entered"]?.boolValue ?? false, reason: item["reason"]?.stringValue)
            }
        } else {
            frames = []
        }
        // Decoders do not keep key order; sort so that re-encoding is deterministic.
        additional = try c.allKeys.filter { !Self.modelled.contains($0.stringValue) }
            .sorted { $0.stringValue < $1.stringValue }
            .map { ($0.stringValue, try c.decode(JSONValue.self, forKey: $0)) }
    }

    /// Decodes a token (the JSON string a collect script returned).
    public static func decode(_ data: Data) throws -> PageDetails {
        try decodeJSON(data, what: "page details")
    }
}

private func formIndex(_ opid: String) -> Int {
    Int(opid.drop { !$0.isNumber }) ?? Int.max
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

    /// Reads the value from the token's JSON.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        opid = try c.looseString(AnyCodingKey("opid")) ?? ""
        htmlName = try c.looseString(AnyCodingKey("htmlName"))
        htmlID = try c.looseString(AnyCodingKey("htmlID"))
        htmlAction = try c.looseString(AnyCodingKey("htmlAction"))
        htmlMethod = try c.looseString(AnyCodingKey("htmlMethod"))
        htmlClass = try c.looseString(AnyCodingKey("htmlClass"))
        heading = try c.looseString(AnyCodingKey("heading"))
        if case .array(let urls)? = try? c.decode(JSONValue.self, forKey: AnyCodingKey("formActions")) {
            formActions = urls.compactMap(\.stringValue)
        } else {
            formActions = []
        }
        let known: Set<String> = ["opid", "htmlName", "htmlID", "htmlClass", "htmlAction", "htmlMethod", "heading",
                                  "formActions"]
        additional = try c.allKeys.filter { !known.contains($0.stringValue) }
            .sorted { $0.stringValue < $1.stringValue }
            .map { ($0.stringValue, try c.decode(JSONValue.self, forKey: $0)) }
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
        if ariaHidden { w.rawKey("aria-hidden"); w.value(true) }
        if ariaDisabled { w.rawKey("aria-disabled"); w.value(true) }
        if ariaHasPopup { w.rawKey("aria-haspopup"); w.value(true) }
        w.rawField("data-unmasked", dataUnmasked)
        w.rawField("data-stripe", dataStripe)
        w.rawField("data-braintree-name", dataBraintreeName)
        for (k, v) in additional { w.key(k); w.value(v) }
        w.rawField("form", form)
        if fakeTested { w.rawKey("fakeTested"); w.value(true) }
        w.rawField("frameOrigin", frameOrigin)
        if !frameViewable { w.rawKey("frameViewable"); w.value(false) }
        w.endObject()
    }

    static let modelled: Set<String> = [
        "opid", "elementNumber", "visible", "viewable", "htmlID", "htmlName", "htmlClass", "tabindex", "title",
        "userEdited", "label-tag", "label-data", "label-aria", "label-top", "label-right", "label-left", "label-legend",
        "label-describedby", "placeholder", "rel", "type", "value", "checked", "autoCompleteType", "disabled", "readonly", "selectInfo",
        "maxLength", "minLength", "size", "pattern", "passwordRules", "inputMode", "aria-hidden", "aria-disabled",
        "aria-haspopup", "data-unmasked", "data-stripe", "data-braintree-name", "form", "fakeTested",
        "frameOrigin", "frameViewable",
    ]

    /// Reads the value from the token's JSON.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyCodingKey.self)
        func s(_ k: String) throws -> String? { try c.looseString(AnyCodingKey(k)) }
        func b(_ k: String) throws -> Bool { try c.looseBool(AnyCodingKey(k)) ?? false }
        func i(_ k: String) throws -> Int? { try c.looseInt(AnyCodingKey(k)) }
        let number = try i("elementNumber")
        let opid = try s("opid") ?? number.map { "__\($0)" } ?? ""
        self.opid = opid
        elementNumber = number ?? Int(opid.drop { !$0.isNumber }) ?? 0
        visible = try c.looseBool(AnyCodingKey("visible")) ?? true
        viewable = try c.looseBool(AnyCodingKey("viewable")) ?? visible
        htmlID = try s("htmlID"); htmlName = try s("htmlName"); htmlClass = try s("htmlClass")
        tabindex = try s("tabindex"); title = try s("title"); userEdited = try b("userEdited")
        labelTag = try s("label-tag"); labelData = try s("label-data"); labelAria = try s("label-aria")
        labelTop = try s("label-top"); labelRight = try s("label-right"); labelLeft = try s("label-left")
        labelLegend = try s("label-legend")
        labelDescribedBy = try s("label-describedby")
        placeholder = try s("placeholder"); rel = try s("rel"); type = try s("type"); value = try s("value")
        checked = try b("checked"); autoCompleteType = try s("autoCompleteType")
        disabled = try b("disabled"); readonly = try b("readonly")
        if case .object? = try? c.decode(JSONValue.self, forKey: AnyCodingKey("selectInfo")),
           let info = try? c.decode(JSONValue.self, forKey: AnyCodingKey("selectInfo")),
           case .array(let options)? = info["options"] {
            selectOptions = options.map { option in
                guard case .array(let pair) = option else { return SelectOption(text: nil, value: "") }
                let text = pair.first?.stringValue
                let value = pair.count > 1 ? (pair[1].stringValue ?? pair[1].numberValue.map { String(Int($0)) } ?? "") : ""
                return SelectOption(text: text, value: value)
            }
        } else {
            selectOptions = nil
        }
        maxLength = try i("maxLength").flatMap { $0 >= 0 && $0 < 999 ? $0 : nil }
        minLength = try i("minLength"); size = try i("size"); pattern = try s("pattern")
        passwordRules = try s("passwordRules"); inputMode = try s("inputMode")
        ariaHidden = try b("aria-hidden"); ariaDisabled = try b("aria-disabled"); ariaHasPopup = try b("aria-haspopup")
        dataUnmasked = try s("data-unmasked"); dataStripe = try s("data-stripe")
        dataBraintreeName = try s("data-braintree-name")
        form = try s("form"); fakeTested = try b("fakeTested")
        frameOrigin = try s("frameOrigin"); frameViewable = try c.looseBool(AnyCodingKey("frameViewable")) ?? true
        additional = try c.allKeys.filter { !Self.modelled.contains($0.stringValue) }
            .sorted { $0.stringValue < $1.stringValue }
            .map { ($0.stringValue, try c.decode(JSONValue.self, forKey: $0)) }
    }
}

extension KeyedDecodingContainer where K == AnyCodingKey {
    /// A string, also accepting numbers and booleans (older collect scripts were not strict); nil for null.
    func looseString(_ key: K) throws -> String? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        switch try decode(JSONValue.self, forKey: key) {
        case .string(let s): return s
        case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        case .bool(let b): return String(b)
        default:
            throw DecodingError.typeMismatch(String.self, .init(codingPath: codingPath + [key], debugDescription: "expected a string"))
        }
    }

    func looseBool(_ key: K) throws -> Bool? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        switch try decode(JSONValue.self, forKey: key) {
        case .bool(let b): return b
        case .number(let d): return d != 0
        case .string(let s): return s == "true" || s == "1"
        default:
            throw DecodingError.typeMismatch(Bool.self, .init(codingPath: codingPath + [key], debugDescription: "expected a boolean"))
        }
    }

    func looseInt(_ key: K) throws -> Int? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        switch try decode(JSONValue.self, forKey: key) {
        case .number(let d) where d.isFinite && abs(d) < 1e15: return Int(d)
        case .string(let s): return Int(s)
        default:
            throw DecodingError.typeMismatch(Int.self, .init(codingPath: codingPath + [key], debugDescription: "expected a number"))
        }
    }
}
