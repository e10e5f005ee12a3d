/// The element names FormFill's stages look at, recognised without building a `String` per node
/// (a page with 45,000 controls has hundreds of thousands of elements).
public enum HTMLTag: Sendable, Hashable {
    case a, base, body, br, button, datalist, dd, dialog, div, dt, fieldset, form, frame, head, html, iframe, img
    case input, label, legend, li, link, meta, noscript, object, option, optgroup, p, script, select, span
    case style, table, tbody, td, template, textarea, tfoot, th, thead, title, tr
    /// Any other element (and every non-element node).
    case other

    static let byPackedName: [UInt64: HTMLTag] = {
        let all: [(String, HTMLTag)] = [
            ("a", .a), ("base", .base), ("body", .body), ("br", .br), ("button", .button), ("datalist", .datalist),
            ("dd", .dd), ("dialog", .dialog), ("div", .div), ("dt", .dt), ("fieldset", .fieldset), ("form", .form),
            ("frame", .frame), ("head", .head), ("html", .html), ("iframe", .iframe), ("img", .img),
            ("input", .input), ("label", .label), ("legend", .legend), ("li", .li), ("link", .link),
            ("meta", .meta), ("noscript", .noscript), ("object", .object), ("option", .option),
            ("optgroup", .optgroup), ("p", .p), ("script", .script), ("select", .select), ("span", .span),
            ("style", .style), ("table", .table), ("tbody", .tbody), ("td", .td), ("template", .template),
            ("textarea", .textarea), ("tfoot", .tfoot), ("th", .th), ("thead", .thead), ("title", .title),
            ("tr", .tr),
        ]
        var map: [UInt64: HTMLTag] = [:]
        for (name, tag) in all {
            var packed: UInt64 = 0
            for (i, b) in name.utf8.enumerated() { packed |= UInt64(b) << (8 * UInt64(i)) }
            map[packed] = tag
        }
        return map
    }()

    /// Recognises a NUL-terminated, lowercase element name (libxml2 lowercases HTML names).
    static func recognise(_ name: UnsafePointer<UInt8>) -> HTMLTag {
        var packed: UInt64 = 0
        for i in 0..<9 {
            let b = name[i]
            if b == 0 { return byPackedName[packed] ?? .other }
            if i == 8 { return .other }
            packed |= UInt64(b) << (8 * UInt64(i))
        }
        return .other
    }
}
