import FormFillHTML

extension Labels {
    /// `label-legend`: the text of the legend of the nearest enclosing `<fieldset>` (its first `<legend>`
    /// child, as the HTML standard renders it), cleaned; nil when there is none or it is empty. The group's
    /// heading, not the field's own label: the classifier weighs it as context (see `docs/classification.md`).
    func legend(_ element: HTMLNode) -> String? {
        var node = element.parent
        while let ancestor = node {
            if ancestor.tag == .fieldset {
                var child = ancestor.firstChild
                while let c = child {
                    if c.tag == .legend { return Self.elementText(c) }
                    child = c.nextSibling
                }
                return nil
            }
            node = ancestor.parent
        }
        return nil
    }
}

extension Labels {
    /// `heading`: the text of a form's heading, the first `h1`–`h6` or `role="heading"` element inside it, else its
    /// previous element sibling when that is a heading; cleaned, nil when there is none or it is empty. The form's own words, like its
    /// name and its buttons (see `docs/classification.md`).
    static func heading(of form: HTMLNode) -> String? {
        var found: HTMLNode? = nil
        form.walkElements { node in
            if found != nil { return .skipChildren }
            if node != form, isHeading(node) { found = node; return .skipChildren }
            return .descend
        }
        if found == nil, let before = form.previousElementSibling, isHeading(before) { found = before }
        return found.flatMap(elementText)
    }

    /// An `h1`–`h6`, or an element whose `role` is `heading` (a `<div role="heading">` title, as the
    /// accessibility tree reads it).
    private static func isHeading(_ node: HTMLNode) -> Bool {
        node.tag.isHeading || (node.hasAttributes && node.attribute("role") == "heading")
    }

    /// The texts of the elements an `aria-labelledby` or `aria-describedby` list names, cleaned, in the order
    /// listed, joined by a space; nil when none has text (`label-aria`, `label-describedby`).
    func referencedText(_ ids: String?) -> String? {
        guard let ids else { return nil }
        let texts = ids.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).compactMap { id -> String? in
            scan.elementsByID[String(id)].flatMap(Self.elementText)
        }
        return texts.isEmpty ? nil : texts.joined(separator: " ")
    }
}
