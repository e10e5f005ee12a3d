import Foundation

// Page details built from a `JSONValue` read by `JSONReader`. The page, its forms and its fields share their
// initialisers with the `Decodable` path (PageDetails+JSON.swift) through `LooseMembers`, so both read by the
// same rules: the first of a repeated key counts, unknown keys are kept sorted, strings accept numbers and
// booleans. A value those rules reject makes the reading fail; `PageDetails.decode` then lets `JSONDecoder` name
// the problem.

extension PageDetails {
    /// The token read by ``JSONReader``, and whether it has the shape every collect script writes (the
    /// `documentUUID` and `url` strings and a `fields` list of objects); nil when the reader or the loose rules
    /// reject it. Equal to what ``init(from:)`` decodes from the same bytes whenever it is not nil.
    package static func read(_ data: Data) -> (page: PageDetails, isCollectedToken: Bool)? {
        guard case .object(let pairs)? = try? JSONReader.parse(data) else { return nil }
        let object = LooseObject(pairs)
        guard let page = try? PageDetails(object) else { return nil }
        var isCollectedToken = false
        if case .string? = object["documentUUID"], case .string? = object["url"], case .array(let fields)? = object["fields"] {
            isCollectedToken = fields.allSatisfy { if case .object = $0 { true } else { false } }
        }
        return (page, isCollectedToken)
    }

    /// Reads the members of a page's object by the loose rules.
    init(_ c: some LooseMembers) throws {
        url = try c.string("url") ?? ""
        documentUUID = try c.string("documentUUID") ?? ""
        title = try c.string("title") ?? ""
        documentURL = try c.string("documentURL") ?? url
        topOrigin = try c.string("topOrigin")
        displayTitle = try c.string("displayTitle")
        collectedTimestamp = try c.int("collectedTimestamp").map(Int64.init) ?? 0
        forms = FormDetails.sortedByOpid(try c.forms() ?? [])
        fields = try c.fields() ?? []
        fields.sort { $0.elementNumber < $1.elementNumber }
        if case .array(let items)? = c["frames"] { frames = FrameReport.reports(items) } else { frames = [] }
        additional = try c.additional(except: Self.modelled)
    }
}

extension FormDetails {
    /// Reads the members of a form's object by the loose rules.
    init(_ c: some LooseMembers) throws {
        opid = try c.string("opid") ?? ""
        htmlName = try c.string("htmlName")
        htmlID = try c.string("htmlID")
        htmlAction = try c.string("htmlAction")
        htmlMethod = try c.string("htmlMethod")
        htmlClass = try c.string("htmlClass")
        heading = try c.string("heading")
        if case .array(let urls)? = c["formActions"] { formActions = urls.compactMap(\.stringValue) } else { formActions = [] }
        additional = try c.additional(except: Self.modelled)
    }
}

extension FieldDetails {
    /// Reads the members of a field's object by the loose rules.
    init(_ c: some LooseMembers) throws {
        func s(_ k: String) throws -> String? { try c.string(k) }
        func b(_ k: String) throws -> Bool { try c.bool(k) ?? false }
        let number = try c.int("elementNumber")
        let opid = try s("opid") ?? number.map { "__\($0)" } ?? ""
        self.opid = opid
        elementNumber = number ?? Int(opid.drop { !$0.isNumber }) ?? 0
        visible = try c.bool("visible") ?? true
        viewable = try c.bool("viewable") ?? visible
        htmlID = try s("htmlID"); htmlName = try s("htmlName"); htmlClass = try s("htmlClass")
        tabindex = try s("tabindex"); title = try s("title"); userEdited = try b("userEdited")
        labelTag = try s("label-tag"); labelData = try s("label-data"); labelAria = try s("label-aria")
        labelTop = try s("label-top"); labelRight = try s("label-right"); labelLeft = try s("label-left")
        labelLegend = try s("label-legend")
        labelSection = try s("label-section")
        labelDescribedBy = try s("label-describedby")
        placeholder = try s("placeholder"); rel = try s("rel"); type = try s("type"); value = try s("value")
        checked = try b("checked"); autoCompleteType = try s("autoCompleteType")
        disabled = try b("disabled"); readonly = try b("readonly")
        selectOptions = c["selectInfo"].flatMap(SelectOption.options)
        maxLength = try c.int("maxLength").flatMap { $0 >= 0 && $0 < 999 ? $0 : nil }
        minLength = try c.int("minLength"); size = try c.int("size"); pattern = try s("pattern")
        passwordRules = try s("passwordRules"); inputMode = try s("inputMode"); textSecurity = try s("textSecurity")
        ariaHidden = try b("aria-hidden"); ariaDisabled = try b("aria-disabled"); ariaHasPopup = try b("aria-haspopup")
        dataUnmasked = try s("data-unmasked"); dataStripe = try s("data-stripe")
        dataBraintreeName = try s("data-braintree-name")
        form = try s("form"); fakeTested = try b("fakeTested"); precedes = try s("precedes")
        frameOrigin = try s("frameOrigin"); frameViewable = try c.bool("frameViewable") ?? true
        additional = try c.additional(except: Self.modelled)
    }
}

/// A token object's members, read by the loose rules: strings also from numbers and booleans, booleans also from
/// numbers and the strings `true` and `1`, integers also from strings; null is absent.
protocol LooseMembers {
    func string(_ key: String) throws -> String?
    func bool(_ key: String) throws -> Bool?
    func int(_ key: String) throws -> Int?
    /// The member's value; nil when there is none.
    subscript(key: String) -> JSONValue? { get }
    func additional(except modelled: Set<String>) throws -> [(key: String, value: JSONValue)]
    /// A page's forms, the members of its `forms` object, each with its member's key as its opid (an inner
    /// `opid` that disagreed would let two forms share one opid, and one key when re-encoded); nil when absent
    /// or null.
    func forms() throws -> [FormDetails]?
    /// A page's fields, the objects of its `fields` list; nil when absent or null.
    func fields() throws -> [FieldDetails]?
}

/// A JSON object's members as ``JSONReader`` read them, the first of each key counting (as with `JSONDecoder`).
private struct LooseObject: LooseMembers {
    let values: [String: JSONValue]

    init(_ pairs: [(key: String, value: JSONValue)]) {
        values = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    subscript(key: String) -> JSONValue? { values[key] }
    func string(_ key: String) throws(JSONValue.Mismatch) -> String? { try values[key]?.looseString() ?? nil }
    func bool(_ key: String) throws(JSONValue.Mismatch) -> Bool? { try values[key]?.looseBool() ?? nil }
    func int(_ key: String) throws(JSONValue.Mismatch) -> Int? { try values[key]?.looseInt() ?? nil }

    func forms() throws -> [FormDetails]? {
        switch values["forms"] {
        case nil, .null?: return nil
        case .object(let pairs)?:
            return try LooseObject(pairs).values.map { key, value in
                guard case .object(let form) = value else { throw JSONValue.Mismatch() }
                var details = try FormDetails(LooseObject(form))
                details.opid = key
                return details
            }
        default: throw JSONValue.Mismatch()
        }
    }

    func fields() throws -> [FieldDetails]? {
        switch values["fields"] {
        case nil, .null?: return nil
        case .array(let items)?:
            return try items.map { item in
                guard case .object(let field) = item else { throw JSONValue.Mismatch() }
                return try FieldDetails(LooseObject(field))
            }
        default: throw JSONValue.Mismatch()
        }
    }

    func additional(except modelled: Set<String>) -> [(key: String, value: JSONValue)] {
        var members: [(key: String, value: JSONValue)] = []
        for (key, value) in values where !modelled.contains(key) { members.append((key, value.normalized)) }
        return members.sorted { $0.key < $1.key }
    }
}
