import FormFillHTML

/// What an `<svg>` or `<math>` holds is SVG or MathML, not HTML. Which elements are foreign is the browser
/// parser's answer that ``FormFillHTML/BrowserParse`` gives while the page is parsed
/// (``FormFillHTML/HTMLNode/isForeign``); this says, for ``Visibility``, whether an integration point draws the
/// HTML it holds (``hidesItsHTML(_:)``).
struct ForeignContent {
    private let svg: HTMLName?, math: HTMLName?, desc: HTMLName?, annotationXML: HTMLName?

    init(_ document: HTMLDocument) {
        svg = document.name("svg"); math = document.name("math")
        desc = document.name("desc"); annotationXML = document.name("annotation-xml")
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
}
