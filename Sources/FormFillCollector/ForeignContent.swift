import FormFillHTML

/// What an `<svg>` or `<math>` holds is SVG or MathML, not HTML (the HTML parser's rules "in foreign
/// content"): a `<form>`, `<input>` or `<label>` written there is an element of that language with the same
/// name, no control, form or label, drawn as nothing. A browser leaves it out of `document.forms` and of its
/// controls; libxml2, which knows no foreign content, builds HTML elements there. HTML comes back inside an
/// integration point (an SVG `<foreignObject>`, `<desc>` or `<title>`; a MathML `<mi>`, `<mo>`, `<mn>`,
/// `<ms>`, `<mtext>`, or an `<annotation-xml>` whose `encoding` is HTML), and where one of the tags that
/// break out of foreign content starts (`<div>`, `<p>`, `<table>`, …: the parser closes the `<svg>` or
/// `<math>` and goes on in HTML).
///
/// One value per element, as a document walk goes down: ``inside(_:parent:)`` says in which language an
/// element's children are, ``isForeign(_:parent:)`` whether the element itself is foreign; and for
/// ``Visibility``, ``hidesItsHTML(_:)`` whether an integration point draws the HTML it holds.
struct ForeignContent {
    private let svg: HTMLName?, math: HTMLName?, foreignObject: HTMLName?, desc: HTMLName?, annotationXML: HTMLName?
    private let mathText: [HTMLName], encoding: HTMLName?, font: HTMLName?, fontAttributes: [HTMLName]
    /// The names of the tags that break out of foreign content (HTML, "in foreign content", any other start
    /// tag), besides those ``HTMLTag`` knows.
    private let breakouts: [HTMLName]

    init(_ document: HTMLDocument) {
        svg = document.name("svg"); math = document.name("math"); foreignObject = document.name("foreignobject")
        desc = document.name("desc"); annotationXML = document.name("annotation-xml"); encoding = document.name("encoding")
        mathText = ["mi", "mo", "mn", "ms", "mtext"].compactMap { document.name($0) }
        font = document.name("font")
        fontAttributes = ["color", "face", "size"].compactMap { document.name($0) }
        breakouts = ["b", "big", "blockquote", "center", "code", "dl", "em", "embed", "hr", "i", "listing", "menu",
                     "nobr", "ol", "pre", "ruby", "s", "small", "strike", "strong", "sub", "sup", "tt", "u", "ul", "var"]
            .compactMap { document.name($0) }
    }

    /// Whether the page has foreign content at all (most pages have no `<svg>` or `<math>`: nothing to track).
    var isPossible: Bool { svg != nil || math != nil }

    /// Whether `element`, whose parent's children are foreign when `parent` is true, is itself a foreign element.
    func isForeign(_ element: HTMLNode, parent: Bool) -> Bool {
        parent && !breaksOut(element)
    }

    /// Whether the children of `element` are foreign, given the same of its parent.
    func inside(_ element: HTMLNode, parent: Bool) -> Bool {
        guard let name = element.interned else { return parent }
        if name == svg || name == math { return true }
        guard parent else { return false }
        if breaksOut(element) { return false }
        if name == foreignObject || name == desc || element.tag == .title || mathText.contains(name) { return false }
        if name == annotationXML, let value = element.attribute(encoding)?.lowercased() {
            return !(value == "text/html" || value == "application/xhtml+xml")
        }
        return true
    }

    /// Whether `element` is an SVG `<desc>` or a MathML `<annotation-xml>`, integration points whose HTML is not
    /// drawn (the first describes the picture for assistive technology; `<semantics>` draws only its first
    /// child). Elsewhere either name is an unknown HTML element, drawn; the climb runs only for these two names.
    func hidesItsHTML(_ element: HTMLNode) -> Bool {
        guard let name = element.interned, name == desc || name == annotationXML else { return false }
        var p = element.parent
        while let n = p, n.isElement {
            if let ancestor = n.interned, ancestor == svg || ancestor == math { return true }
            p = n.parent
        }
        return false
    }

    /// A tag that ends foreign content where it starts: the parser closes the `<svg>` or `<math>` around it.
    private func breaksOut(_ element: HTMLNode) -> Bool {
        switch element.tag {
        case .body, .br, .dd, .div, .dt, .h1, .h2, .h3, .h4, .h5, .h6, .head, .img, .li, .meta, .p, .span, .table:
            return true
        default:
            guard let name = element.interned else { return false }
            if name == font { return fontAttributes.contains { element.hasAttribute($0) } }
            return breakouts.contains(name)
        }
    }
}
