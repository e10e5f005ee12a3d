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
    /// `heading`: the text of a form's heading, the first `h1`–`h6` or `role="heading"` element inside it, else the
    /// heading that leads into it (``headingBefore(_:)``); cleaned, nil when there is none or it is empty. The
    /// form's own words, like its name and its buttons (see `docs/classification.md`).
    static func heading(of form: HTMLNode) -> String? {
        var found: HTMLNode? = nil
        form.walkElements { node in
            if found != nil { return .skipChildren }
            if node != form, isHeading(node) { found = node; return .skipChildren }
            return .descend
        }
        return (found ?? headingBefore(form)).flatMap(elementText)
    }

    /// The heading that leads into a form from before it: its previous element sibling when that is a heading,
    /// after at most two paragraphs (`<h1>Sign in</h1><p>to continue</p><form>`), or the last heading of a title
    /// block there that holds no control (`<div><h1>Sign in</h1></div><form>`); a form that comes first in its
    /// wrapper is led into by what comes before the wrapper, up to three wrappers out (not past `<body>`). The
    /// title block is read up to ``titleBlockElements`` elements.
    private static func headingBefore(_ form: HTMLNode) -> HTMLNode? {
        var node = form, climbs = 0, paragraphs = 0
        while true {
            guard let before = node.previousElementSibling else {
                guard climbs < 3, let parent = node.parent, parent.isElement, parent.tag != .body, parent.tag != .html
                else { return nil }
                node = parent
                climbs += 1
                continue
            }
            if isHeading(before) { return before }
            if before.tag == .p, paragraphs < 2 {
                node = before
                paragraphs += 1
                continue
            }
            return lastHeading(ofTitleBlock: before)
        }
    }

    /// The most elements of a title block read for its heading.
    static let titleBlockElements = 64

    /// The last heading inside `block`, nil when it holds a form or a control, or more than
    /// ``titleBlockElements`` elements.
    private static func lastHeading(ofTitleBlock block: HTMLNode) -> HTMLNode? {
        var last: HTMLNode? = nil, count = 0, isTitle = true
        block.walkElements { node in
            guard isTitle else { return .skipChildren }
            count += 1
            switch node.tag {
            case .form, .input, .select, .textarea, .button: isTitle = false
            default: isTitle = count <= titleBlockElements
            }
            guard isTitle else { return .skipChildren }
            if node != block, isHeading(node) { last = node; return .skipChildren }
            return .descend
        }
        return isTitle ? last : nil
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
