/// The HTML standard's disabled fieldset, read from the tree.
extension HTMLNode {
    /// Whether a `<fieldset disabled>` around this element disables it: the HTML standard disables every
    /// control inside such a fieldset except those inside its first `<legend>` child (the DOM's `:disabled`,
    /// which collect.js and fill.js read; the control's own `disabled` attribute and property do not say so).
    package var isInDisabledFieldset: Bool {
        var child = self
        while let ancestor = child.parent {
            if ancestor.tag == .fieldset, ancestor.hasAttribute("disabled"), !child.isFirstLegend(of: ancestor) { return true }
            child = ancestor
        }
        return false
    }

    /// Whether this element is the first `<legend>` child of `fieldset`.
    private func isFirstLegend(of fieldset: HTMLNode) -> Bool {
        guard tag == .legend else { return false }
        var node = fieldset.firstChild
        while let n = node, n != self {
            if n.tag == .legend { return false }
            node = n.nextSibling
        }
        return true
    }
}
