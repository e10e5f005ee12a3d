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
                    if c.tag == .legend { return TextCleaning.cleaned(c.textContent(limit: Self.textLimit)) }
                    child = c.nextSibling
                }
                return nil
            }
            node = ancestor.parent
        }
        return nil
    }
}
