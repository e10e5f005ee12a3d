import FormFillHTML
import FormFillModel

/// Builds one ``FieldDetails`` per collected element, with the original collect script's value and
/// key-presence rules (formats.md, issue 2).
struct FieldBuilder: Sendable {
    let scan: DocumentScan
    let labels: Labels
    var visibility: Visibility
    /// The document's interned names of the attributes fields read, by ``FieldAttribute/rawValue``.
    private let attributeNames: [HTMLName?]

    init(scan: DocumentScan, labels: Labels, visibility: Visibility) {
        self.scan = scan
        self.labels = labels
        self.visibility = visibility
        attributeNames = FieldAttribute.allCases.map { scan.document.name($0.htmlName) }
    }

    static let inputTypes: Set<String> = [
        "hidden", "text", "search", "tel", "url", "email", "password", "date", "month", "week", "time",
        "datetime-local", "number", "range", "color", "checkbox", "radio", "file", "submit", "image", "reset", "button",
    ]

    /// The input types whose text a page can draw masked (`-webkit-text-security`): the token says so for them
    /// (a password box is masked anyway).
    static let masksItsText: Set<String> = ["text", "email", "tel", "url", "search", "number"]

    /// The `type` a browser reports: lowercased, unknown input types become `text`.
    static func type(of element: HTMLNode, tag: HTMLTag) -> String {
        type(tag: tag, rawType: element.attribute("type"), multiple: element.hasAttribute("multiple"))
    }

    /// The same from the `type` attribute's value and whether `multiple` is present.
    static func type(tag: HTMLTag, rawType: String?, multiple: Bool) -> String {
        let raw = rawType.map(normalizedType)
        switch tag {
        case .select: return multiple ? "select-multiple" : "select-one"
        case .textarea: return "textarea"
        case .button:
            if let raw, raw == "button" || raw == "reset" { return raw }
            return "submit"
        default:
            guard let raw, inputTypes.contains(raw) else { return "text" }
            return raw
        }
    }

    /// Lowercased and trimmed; a value that is already plain lowercase (nearly all) is returned as it is,
    /// without the two copies.
    static func normalizedType(_ raw: String) -> String {
        if raw.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D }) { return raw }
        return raw.lowercased().trimmingCharacters()
    }

    mutating func field(_ index: Int) -> FieldDetails {
        let control = scan.controls[index]
        let element = control.element
        let tag = control.tag
        let attributes = AttributeList(element: element, names: attributeNames)
        var onePasswordHints: [(String, String)] = []
        if scan.hasOnePasswordAttributes {
            element.forEachAttribute { a in
                if a.name.hasPrefix("data-onepassword-") { onePasswordHints.append((Self.datasetKey(a.name), a.value)) }
            }
        }
        let type = Self.type(tag: tag, rawType: attributes[.type], multiple: attributes[.multiple] != nil)
        let isHiddenInput = tag == .input && type == "hidden"
        let state = visibility.state(of: element, isHiddenInput: isHiddenInput)

        // Every value is worked out first and the field made by one initializer call: a field filled in
        // property by property was copied whole (a retain and a release per string) on its way out.
        let id = attributes[.id], name = attributes[.name]
        var labelTag: String?, labelData: String?, labelAria: String?, labelTop: String?
        var labelRight: String?, labelLeft: String?, placeholder: String?
        if !isHiddenInput {
            labelTag = labels.tag(control, id: id, name: name) ?? ""
            labelData = Self.nonEmpty(attributes[.dataLabel])
            labelAria = Self.nonEmpty(attributes[.ariaLabel]) ?? labels.referencedText(attributes[.ariaLabelledby])
            labelTop = labels.top(control)
            labelRight = labels.right(element)
            labelLeft = labels.left(element)
            placeholder = Self.nonEmpty(attributes[.placeholder])
        }
        let options = tag == .select ? Self.options(of: element) : []
        let value = tag == .select ? Self.selectedOption(among: options, multiple: attributes[.multiple] != nil)?.value ?? ""
            : value(element, tag: tag, type: type, attributes: attributes)
        var maxLength: Int?, minLength: Int?, size: Int?, pattern: String?
        if tag == .input || tag == .textarea {
            if let max = attributes[.maxlength].flatMap(TextCleaning.nonNegativeInteger), max > 0, max < 999 { maxLength = max }
            minLength = attributes[.minlength].flatMap(TextCleaning.nonNegativeInteger)
        }
        if tag == .input {
            size = attributes[.size].flatMap(TextCleaning.nonNegativeInteger).flatMap { $0 > 0 ? $0 : nil }
            pattern = attributes[.pattern]
        }
        var additional: [(key: String, value: JSONValue)] = []
        if !onePasswordHints.contains(where: { $0.0 == "onepasswordFieldType" }) {
            additional.append(("onepasswordFieldType", .string(type)))
        }
        for (key, value) in onePasswordHints where !additional.contains(where: { $0.key == key }) {
            additional.append((key, .string(key == "onepasswordFieldType" && value.isEmpty ? type : value)))
        }
        additional.sort { $0.key < $1.key }
        // A text box drawn masked (`-webkit-text-security`): a password box in all but its type.
        let textSecurity = tag == .input && Self.masksItsText.contains(type) ? state.textSecurity : nil
        let fakeTested = (type == "text" || type == "password") && !state.visible
            && Self.looksLikePassword([value, id, name, placeholder, labelTag, labelData, labelAria])
        var field = FieldDetails(
            opid: DocumentScan.opid(index), elementNumber: index, visible: state.visible, viewable: state.viewable,
            htmlID: id, htmlName: name, htmlClass: attributes[.htmlClass],
            tabindex: attributes[.tabindex], title: attributes[.title],
            labelTag: labelTag, labelData: labelData, labelAria: labelAria, labelTop: labelTop,
            labelRight: labelRight, labelLeft: labelLeft, placeholder: placeholder, rel: attributes[.rel],
            type: type, value: value, checked: (type == "checkbox" || type == "radio") && attributes[.checked] != nil,
            autoCompleteType: Self.autocomplete(attributes),
            disabled: attributes[.disabled] != nil || (scan.hasDisabledFieldset && element.isInDisabledFieldset),
            readonly: (tag == .input || tag == .textarea) && attributes[.readonly] != nil,
            selectOptions: tag == .select ? options.map { SelectOption(text: Self.selectInfoText($0.text), value: $0.value) } : nil,
            maxLength: maxLength, minLength: minLength, size: size, pattern: pattern,
            passwordRules: attributes[.passwordrules], inputMode: attributes[.inputmode],
            ariaHidden: attributes[.ariaHidden] == "true", ariaDisabled: attributes[.ariaDisabled] == "true",
            ariaHasPopup: attributes[.ariaHaspopup] == "true", textSecurity: textSecurity, dataUnmasked: attributes[.dataUnmasked],
            dataStripe: attributes[.dataStripe], dataBraintreeName: attributes[.dataBraintreeName],
            form: scan.owningForm(of: control).map { "__form__" + String($0) }, fakeTested: fakeTested,
            additional: additional)
        if let next = control.precedes { field.precedes = DocumentScan.opid(next) }
        if !isHiddenInput {
            field.labelLegend = labels.legend(element)
            if let section = control.section, scan.owningForm(of: control) == control.ancestorForm {
                field.labelSection = Labels.elementText(section)
            }
            field.labelDescribedBy = labels.referencedText(attributes[.ariaDescribedby])
        }
        return field
    }

    // MARK: Values

    private func value(_ element: HTMLNode, tag: HTMLTag, type: String, attributes: AttributeList) -> String {
        switch tag {
        case .textarea:
            var text = element.textContent().replacingOccurrences(of: "\r\n", with: "\n")
            if text.hasPrefix("\n") { text.removeFirst() }
            return text
        case .button:
            let v = attributes[.value] ?? ""
            return v.isEmpty ? Labels.elementText(element) ?? "" : v
        default:
            let raw = attributes[.value] ?? ""
            switch type {
            case "checkbox":
                return attributes[.checked] != nil ? "✓" : ""
            case "radio":
                return attributes[.value] ?? "on"
            case "hidden":
                guard raw.utf16.count > 254 else { return raw }
                return String(decoding: Array(raw.utf16.prefix(254)), as: UTF16.self) + "...SNIPPED"
            case "text", "search", "tel", "password":
                return Self.withoutLineBreaks(raw)
            case "url", "email":
                return TextCleaning.trimmedASCII(Self.withoutLineBreaks(raw))
            case "number":
                return Double(raw).map { $0.isFinite ? raw : "" } ?? ""
            case "file":
                return ""
            default:
                return raw
            }
        }
    }

    /// The value sanitization of text-like inputs: line breaks removed (checked bytewise first: values can be
    /// megabytes long).
    static func withoutLineBreaks(_ s: String) -> String {
        guard s.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D }) else { return s }
        return String(decoding: s.utf8.filter { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
    }

    struct Option {
        var element: HTMLNode
        var text: String
        var value: String
        var selected: Bool
        var disabled: Bool
    }

    /// The select's options (also inside `<optgroup>`), with the DOM's `text` and `value`.
    static func options(of select: HTMLNode) -> [Option] {
        var out: [Option] = []
        // Names looked up once per select, not per option.
        let document = select.document
        let valueName = document.name("value"), selectedName = document.name("selected"), disabledName = document.name("disabled")
        select.walk(enter: { node in
            guard node.isElement else { return .skipChildren }
            if node.tag == .option {
                let text = TextCleaning.strippedAndCollapsedASCII(node.textContent(limit: Labels.textLimit))
                out.append(Option(element: node, text: text, value: node.attribute(valueName) ?? text,
                                  selected: node.hasAttribute(selectedName), disabled: node.hasAttribute(disabledName)))
                return .skipChildren
            }
            return node == select || node.tag == .optgroup ? .descend : .skipChildren
        })
        return out
    }

    /// The option a browser shows as selected: the last with `selected` (single select), the first
    /// selected (multiple), else the first enabled option of a single select.
    static func selectedOption(among options: [Option], multiple: Bool) -> Option? {
        if multiple { return options.first { $0.selected } }
        return options.last { $0.selected } ?? options.first { !$0.disabled }
    }

    /// Option text as selectInfo gives it: lowercased, no whitespace, no punctuation from the original's set.
    static func selectInfoText(_ text: String) -> String? {
        if let ascii = asciiSelectInfoText(text) { return ascii.isEmpty ? nil : ascii }
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count)
        for scalar in text.lowercased().unicodeScalars where !TextCleaning.isJSWhitespace(scalar) {
            if scalar.isASCII, selectInfoPunctuation[Int(scalar.value)] { continue }
            UTF8.encode(scalar) { out.append($0) }
        }
        return out.isEmpty ? nil : String(decoding: out, as: UTF8.self)
    }

    /// ``selectInfoText(_:)`` of an ASCII text (nearly every option's), on its bytes: lowercased, white space
    /// and punctuation dropped, without the lowercased copy and the scalar loop. Nil for any other text.
    private static func asciiSelectInfoText(_ text: String) -> String? {
        var text = text
        return text.withUTF8 { bytes -> String? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            return String(unsafeUninitializedCapacity: bytes.count) { out in
                var n = 0
                for b in bytes where !(b == 0x20 || (0x09...0x0D).contains(b)) && !selectInfoPunctuation[Int(b)] {
                    out[n] = b >= 0x41 && b <= 0x5A ? b | 0x20 : b
                    n += 1
                }
                return n
            }
        }
    }

    /// The ASCII punctuation selectInfo drops, as a table indexed by code point (built once: a `Set` literal in
    /// the loop above cost 5% of a whole collect).
    private static let selectInfoPunctuation: [Bool] = {
        var table = [Bool](repeating: false, count: 128)
        for byte in "~`!@$%^&*()-_+=:;'\"[]|\\,<.>?".utf8 { table[Int(byte)] = true }
        return table
    }()

    // MARK: Other keys

    static func autocomplete(_ attributes: AttributeList) -> String? {
        let chosen = [attributes[.xAutocompletetype], attributes[.autocompletetype]].compactMap { $0 }.first { !$0.isEmpty }
            ?? attributes[.autocomplete]
        guard let chosen, chosen.lowercased() != "off" else { return nil }
        return chosen
    }


    static func nonEmpty(_ s: String?) -> String? { s.flatMap { $0.isEmpty ? nil : $0 } }

    /// `data-onepassword-field-type` → `onepasswordFieldType` (the DOM's dataset naming).
    static func datasetKey(_ attribute: String) -> String {
        var out = ""
        var upper = false
        for c in attribute.dropFirst("data-".count) {
            if c == "-" { upper = true; continue }
            out.append(upper ? Character(c.uppercased()) : c)
            upper = false
        }
        return out
    }

    /// The original's test for a disguised password field; without layout only hidden ones can be told.
    static func looksLikePassword(_ texts: [String?]) -> Bool {
        let words = ["password", "passwort", "kennwort", "contraseña", "senha", "密码", "adgangskode", "hasło", "wachtwoord"]
        for source in texts {
            guard let s = source?.lowercased(), !s.isEmpty else { continue }
            if words.contains(where: { s.contains($0) }) { return true }
            if hasDelimitedWord("pin", in: s) || hasDelimitedWord("passe", in: s) { return true }
        }
        return false
    }

    /// `(\b|_|-)word(\b|_|-)` from the original regex.
    static func hasDelimitedWord(_ word: String, in s: String) -> Bool {
        var search = s[...]
        while let r = search.range(of: word) {
            let before = r.lowerBound == s.startIndex ? nil : s[s.index(before: r.lowerBound)]
            let after = r.upperBound == s.endIndex ? nil : s[r.upperBound]
            let isBoundary: (Character?) -> Bool = { c in
                guard let c else { return true }
                return !(c.isLetter || c.isNumber) || c == "_" || c == "-"
            }
            if isBoundary(before) && isBoundary(after) { return true }
            search = s[r.upperBound...]
        }
        return false
    }
}

/// The attributes the field keys read.
enum FieldAttribute: Int, CaseIterable {
    case ariaDescribedby, ariaDisabled, ariaHaspopup, ariaHidden, ariaLabel, ariaLabelledby, autocomplete, autocompletetype, checked, htmlClass, dataBraintreeName, dataLabel, dataStripe, dataUnmasked, disabled, id, inputmode, maxlength, minlength, multiple, name, passwordrules, pattern, placeholder, readonly, rel, size, tabindex, title, type, value, xAutocompletetype

    var htmlName: String {
        switch self {
        case .ariaDisabled: "aria-disabled"
        case .ariaHaspopup: "aria-haspopup"
        case .ariaHidden: "aria-hidden"
        case .ariaLabel: "aria-label"
        case .ariaLabelledby: "aria-labelledby"
        case .ariaDescribedby: "aria-describedby"
        case .autocomplete: "autocomplete"
        case .autocompletetype: "autocompletetype"
        case .checked: "checked"
        case .htmlClass: "class"
        case .dataBraintreeName: "data-braintree-name"
        case .dataLabel: "data-label"
        case .dataStripe: "data-stripe"
        case .dataUnmasked: "data-unmasked"
        case .disabled: "disabled"
        case .id: "id"
        case .inputmode: "inputmode"
        case .maxlength: "maxlength"
        case .minlength: "minlength"
        case .multiple: "multiple"
        case .name: "name"
        case .passwordrules: "passwordrules"
        case .pattern: "pattern"
        case .placeholder: "placeholder"
        case .readonly: "readonly"
        case .rel: "rel"
        case .size: "size"
        case .tabindex: "tabindex"
        case .title: "title"
        case .type: "type"
        case .value: "value"
        case .xAutocompletetype: "x-autocompletetype"
        }
    }
}

/// An element's attributes as the field keys read them: looked up by the document's interned names, so
/// each lookup compares integers and only the values used become strings.
struct AttributeList {
    let element: HTMLNode
    /// By ``FieldAttribute/rawValue``.
    let names: [HTMLName?]

    subscript(_ attribute: FieldAttribute) -> String? { element.attribute(names[attribute.rawValue]) }
}
