import Foundation
import FormFillCollector
import FormFillHTML
import FormFillModel

/// Writes a fill script's values into the HTML itself (what `formfill apply` saves): input `value`
/// attributes, `selected` on the chosen option, `checked` on checkboxes and radios, and textarea text.
///
/// Opids resolve exactly as in the collector (the same parse, the same element list: its `PageControls`), so a
/// script made from this page's token lands on the same elements. Disabled, read-only, hidden and non-viewable fields are never
/// filled, nor an element that does not match the script's fingerprint for its opid (``FillScript/targets``);
/// they are reported as skipped. Values are stored as text and escaped by the serializer, so no value can
/// add markup; NUL, which HTML cannot carry, becomes U+FFFD.
public struct HTMLFiller: Sendable {
    /// An encoding label that overrides sniffing, as in the collector's `Collector.Options.encoding`.
    public var encoding: String?
    /// The directory of the page's file, from which its linked style sheets are read as the collector read them
    /// (`Collector.Options.styleSheetDirectory`): give the same one, or the visibility of a field can differ.
    public var styleSheetDirectory: URL?

    /// Creates the value; `encoding` overrides the page's own charset when given.
    public init(encoding: String? = nil, styleSheetDirectory: URL? = nil) {
        self.encoding = encoding
        self.styleSheetDirectory = styleSheetDirectory
    }

    /// Applies `fill_by_opid`, `fill_by_query` and `simple_set_value_by_query` operations (clicks, focus,
    /// delays and `touch_all_fields` have no meaning in a file and are ignored).
    /// - Returns: the serialized page (UTF-8) and which targets were filled or skipped, in script order.
    /// - Throws: `HTMLError` when memory runs out or the document cannot be serialized.
    public func apply(_ script: FillScript, toHTML data: Data) throws -> HTMLFillResult {
        // Decisions are made on the read-only document, as the collector makes them; edits go to the same
        // elements in a libxml2 tree, which then serializes the page.
        let editor = try HTMLEditor(data: data, options: HTMLParseOptions(encoding: encoding))
        var controls = PageControls(editor.document, styleSheetDirectory: styleSheetDirectory)
        var result = HTMLFillResult(html: Data())

        for operation in script.script {
            switch operation {
            case .fillByOpid(let opid, let value):
                guard let index = Self.index(of: opid), index < controls.count else {
                    result.skipped.append(SkippedFill(target: opid, reason: "no such field"))
                    continue
                }
                let element = controls.element(at: index)
                if let expected = script.target(opid),
                   !expected.matches(type: controls.type(at: index), htmlName: element.attribute("name"),
                                     htmlID: element.attribute("id")) {
                    result.skipped.append(SkippedFill(target: opid, reason: "not the element the script was made for"))
                    continue
                }
                fill(index, value: value, target: opid, controls: &controls, editor: editor, result: &result)
            case .fillByQuery(let selector, let value), .simpleSetValueByQuery(let selector, let value):
                guard let query = SimpleQuery(selector) else {
                    result.skipped.append(SkippedFill(target: selector, reason: "selector not supported"))
                    continue
                }
                let matches = (0..<controls.count).filter { query.matches(controls.element(at: $0)) }
                if matches.isEmpty { result.skipped.append(SkippedFill(target: selector, reason: "no such field")) }
                for index in matches {
                    fill(index, value: value, target: selector, controls: &controls, editor: editor, result: &result)
                }
            case .clickOnOpid, .clickOnQuery, .focusByOpid, .touchAllFields, .delay:
                continue
            }
        }
        result.html = try editor.serialized()
        return result
    }

    static func index(of opid: String) -> Int? {
        guard opid.hasPrefix("__"), !opid.hasPrefix("__form__") else { return nil }
        return Int(opid.dropFirst(2))
    }

    private func fill(_ index: Int, value: String, target: String, controls: inout PageControls,
                      editor: HTMLEditor, result: inout HTMLFillResult) {
        let element = controls.element(at: index), tag = controls.tag(at: index), type = controls.type(at: index)
        func skip(_ reason: String) { result.skipped.append(SkippedFill(target: target, reason: reason)) }
        if element.hasAttribute("disabled") || element.isInDisabledFieldset { return skip("disabled") }
        if (tag == .input || tag == .textarea) && element.hasAttribute("readonly") { return skip("read-only") }
        let state = controls.state(at: index)
        if !state.visible { return skip("hidden") }
        if !state.viewable { return skip("not viewable") }
        switch (tag, type) {
        case (.button, _), (.input, "submit"), (.input, "button"), (.input, "reset"), (.input, "image"), (.input, "file"):
            return skip("not a fillable field")
        case (.select, _):
            let options = controls.options(at: index)
            guard let chosen = options.first(where: { $0.value == value })
                    ?? options.first(where: { $0.text.lowercased() == PageControls.collapsed(value).lowercased() }) else {
                return skip("no matching option")
            }
            for option in options where option.element != chosen.element { editor.element(for: option.element)?.removeAttribute("selected") }
            editor.element(for: chosen.element)?.setAttribute("selected", "selected")
        case (.textarea, _):
            editor.element(for: element)?.setTextContent(value)
        case (.input, "checkbox"):
            if Self.isTruthy(value) { editor.element(for: element)?.setAttribute("checked", "checked") } else { editor.element(for: element)?.removeAttribute("checked") }
        case (.input, "radio"):
            guard Self.isTruthy(value) else { return skip("radio not selected by this value") }
            for other in controls.radioGroup(at: index) { editor.element(for: other)?.removeAttribute("checked") }
            editor.element(for: element)?.setAttribute("checked", "checked")
        default:
            editor.element(for: element)?.setAttribute("value", value)
        }
        if !result.filled.contains(target) { result.filled.append(target) }
    }

    /// The values for which the fill script checks a checkbox or clicks a radio.
    static func isTruthy(_ value: String) -> Bool {
        ["true", "y", "1", "yes", "✓"].contains(value.lowercased())
    }
}

/// What ``HTMLFiller/apply(_:toHTML:)`` produced.
public struct HTMLFillResult: Sendable, Hashable {
    /// The filled page, UTF-8.
    public var html: Data
    /// Opids (or selectors) that received a value, in script order.
    public var filled: [String] = []
    /// Targets left alone, with the reason (`disabled`, `read-only`, `hidden`, `no such field`, …).
    public var skipped: [SkippedFill] = []
}

/// A fill target that was not filled. Never holds the value.
public struct SkippedFill: Sendable, Hashable {
    /// The opid or query the operation targeted.
    public var target: String
    /// Why it was not filled.
    public var reason: String
    /// Creates the value; `encoding` overrides the page's own charset when given.
    public init(target: String, reason: String) { self.target = target; self.reason = reason }
}

/// The selectors `fill_by_query` supports in a file: one compound of a tag, `#id`, `.class` and
/// `[attr=value]` parts (e.g. `input[name=otp]`, `#code`, `input.otp[name="d1"]`).
struct SimpleQuery {
    var tag: String?
    var id: String?
    var classes: [String] = []
    var attributes: [(String, String)] = []

    init?(_ selector: String) {
        var s = Substring(selector.trimmingWhitespace())
        guard !s.isEmpty, !s.contains(where: { $0 == " " || $0 == ">" || $0 == "," || $0 == ":" }) || s.contains("[") else { return nil }
        func identifier() -> String {
            let name = s.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            s = s.dropFirst(name.count)
            return String(name)
        }
        if let first = s.first, first.isLetter { tag = identifier().lowercased() }
        while let c = s.first {
            s = s.dropFirst()
            switch c {
            case "#": id = identifier(); if id?.isEmpty ?? true { return nil }
            case ".": let name = identifier(); if name.isEmpty { return nil }; classes.append(name)
            case "[":
                guard let close = s.firstIndex(of: "]") else { return nil }
                let body = s[..<close]
                s = s[s.index(after: close)...]
                guard let eq = body.firstIndex(of: "=") else { return nil }
                let name = body[..<eq].trimmingWhitespace().lowercased()
                var value = body[body.index(after: eq)...].trimmingWhitespace()
                if value.count >= 2, let q = value.first, q == "\"" || q == "'", value.last == q { value = String(value.dropFirst().dropLast()) }
                attributes.append((name, value))
            default:
                return nil
            }
        }
    }

    func matches(_ element: HTMLNode) -> Bool {
        if let tag, element.name != tag { return false }
        if let id, element.attribute("id") != id { return false }
        if !classes.isEmpty {
            let own = (element.attribute("class") ?? "").split(separator: " ").map(String.init)
            guard classes.allSatisfy(own.contains) else { return false }
        }
        for (name, value) in attributes where element.attribute(name) != value { return false }
        return true
    }
}

extension StringProtocol {
    /// Without leading and trailing whitespace (`Character.isWhitespace`), as the collector trims selectors.
    fileprivate func trimmingWhitespace() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
