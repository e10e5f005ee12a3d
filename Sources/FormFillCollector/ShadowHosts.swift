import FormFillHTML

/// The elements of a page that hold a declarative shadow root, and the slots of each shadow tree.
///
/// A browser's parser turns the first `<template shadowrootmode="open">` (or `"closed"`) child of a valid host
/// into the host's shadow root. The host then draws its shadow tree in place of its children. A child of the
/// host is drawn only where a `<slot>` of that tree takes it: the slot named by its `slot` attribute, or the
/// default slot (no `name`) for a child without one. A child no slot takes is not rendered, like
/// `display: none`: a form there is never seen.
///
/// Built once per page from the attribute records; a page without `shadowrootmode` costs one look-up. Slots are
/// taken as drawn: the style of the shadow tree (scoped to it) is not read.
struct ShadowHosts {
    /// By the host's ``HTMLNode/index``: the names of the slots in its shadow tree ("" for the default slot).
    private let slots: [Int: Set<String>]

    init(document: HTMLDocument) {
        guard let mode = document.name("shadowrootmode") else {
            slots = [:]
            return
        }
        var found: [Int: Set<String>] = [:]
        for index in document.parentsOfElements(withAttribute: mode, where: Self.isMode) {
            let host = document.node(at: index)
            guard Self.canHost(host.name), let root = host.childElements.first(where: {
                $0.tag == .template && $0.attribute(mode).map { Self.isMode(Array($0.utf8)) } == true
            }) else { continue }
            found[index] = Self.slotNames(in: root)
        }
        slots = found
    }

    /// Whether `node` is a child of a shadow host that no slot of the host's shadow tree takes.
    func isUnslotted(_ node: HTMLNode) -> Bool {
        guard !slots.isEmpty, let parent = node.parent, let names = slots[parent.index] else { return false }
        return !names.contains(node.attribute("slot") ?? "")
    }

    /// `open` or `closed`, ASCII case-insensitively: the values that make a template a shadow root.
    static func isMode<C: Collection<UInt8>>(_ value: C) -> Bool {
        let lowered = String(decoding: value.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
        return lowered == "open" || lowered == "closed"
    }

    /// The elements that can hold a shadow root (the DOM's `attachShadow`): a custom element's name (a lowercase
    /// ASCII letter first, a hyphen in it), or one of the standard names below.
    static func canHost(_ name: String) -> Bool {
        if let first = name.utf8.first, first >= 0x61, first <= 0x7A, name.utf8.contains(0x2D) { return true }
        return standardHosts.contains(name)
    }

    private static let standardHosts: Set<String> = [
        "article", "aside", "blockquote", "body", "div", "footer", "h1", "h2", "h3", "h4", "h5", "h6", "header",
        "main", "nav", "p", "section", "span",
    ]

    /// The names of the `<slot>` elements of a shadow tree, outside the nested templates (a nested shadow root's
    /// slots take the children of its own host, and a plain template's content is inert).
    private static func slotNames(in root: HTMLNode) -> Set<String> {
        var names: Set<String> = []
        root.walkElements { element in
            if element != root, element.tag == .template { return .skipChildren }
            if element.name == "slot" { names.insert(element.attribute("name") ?? "") }
            return .descend
        }
        return names
    }
}
