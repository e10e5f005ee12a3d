import FormFillHTML

/// The elements of a page that hold a declarative shadow root, and the slots of each shadow tree.
///
/// A browser's parser turns the first `<template shadowrootmode="open">` (or `"closed"`) child of a valid host
/// into the host's shadow root. The host then draws its shadow tree in place of its children. A child of the
/// host is drawn only where a `<slot>` of that tree takes it: the slot named by its `slot` attribute, or the
/// default slot (no `name`) for a child without one. A child no slot takes is not rendered, like
/// `display: none`: a form there is never seen.
///
/// The shadow tree's own style sheets (its `<style>` elements, scoped to it) can hide a slotted child too: a
/// `:host` rule hides the host and all it draws, a `::slotted()` rule the children it names, and a rule (or a
/// `style` or `hidden` attribute) on an element around the slot everything the slot takes. ``ShadowTree``
/// keeps what ``Visibility`` needs of them; only compound selectors are read (`:host`, `:host(.x)`,
/// `::slotted(form)`, `.wrapper`, `div[hidden]`): a rule with a combinator or another pseudo-class is left out,
/// so a fill may be offered where the shadow tree hides it, never refused where it shows it.
///
/// Built once per page from the attribute records; a page without `shadowrootmode` costs one look-up.
struct ShadowHosts {
    /// By the host's ``HTMLNode/index``: its shadow tree.
    private let trees: [Int: ShadowTree]

    /// A host's declarative shadow root: its slots and the rules of its own style sheets.
    struct ShadowTree: Sendable {
        /// The first `<slot>` of each name ("" for the default slot).
        var slots: [String: HTMLNode] = [:]
        /// `:host` (no compound) and `:host(X)` rules, matched against the host.
        var hostRules: [ScopedRule] = []
        /// `::slotted(X)` rules, matched against the children a slot takes.
        var slottedRules: [ScopedRule] = []
        /// The other rules, matched against the shadow tree's elements.
        var treeRules: [ScopedRule] = []
    }

    /// A rule of a shadow tree's sheet with a compound selector (nil: any element).
    struct ScopedRule: Sendable {
        var compound: StyleSheet.Compound?
        var declarations: [StyleSheet.Declaration]

        func matches(_ element: HTMLNode) -> Bool {
            guard let c = compound else { return true }
            if let tag = c.tag, tag != "*", tag != element.name { return false }
            if let id = c.id, element.attribute("id") != id { return false }
            if !c.classes.isEmpty {
                let classes = (element.attribute("class") ?? "").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
                guard c.classes.allSatisfy({ name in classes.contains { $0 == name } }) else { return false }
            }
            return c.attributes.allSatisfy { $0.matches(element.attribute($0.name)) }
        }
    }

    init(document: HTMLDocument) {
        guard let mode = document.name("shadowrootmode") else {
            trees = [:]
            return
        }
        var found: [Int: ShadowTree] = [:]
        for index in document.parentsOfElements(withAttribute: mode, where: Self.isMode) {
            let host = document.node(at: index)
            guard Self.canHost(host.name), let root = host.childElements.first(where: {
                $0.tag == .template && $0.attribute(mode).map { Self.isMode(Array($0.utf8)) } == true
            }) else { continue }
            found[index] = Self.tree(root)
        }
        trees = found
    }

    /// Whether `node` is a child of a shadow host that no slot of the host's shadow tree takes.
    func isUnslotted(_ node: HTMLNode) -> Bool {
        guard !trees.isEmpty, let parent = node.parent, let tree = trees[parent.index] else { return false }
        return tree.slots[node.attribute("slot") ?? ""] == nil
    }

    /// The shadow tree of `host` and the slot that takes `child` (a child of `host`), if any.
    func slot(of child: HTMLNode, in host: HTMLNode) -> (tree: ShadowTree, slot: HTMLNode)? {
        guard !trees.isEmpty, let tree = trees[host.index], let slot = tree.slots[child.attribute("slot") ?? ""] else { return nil }
        return (tree, slot)
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

    /// The slots of a shadow tree and the rules of its `<style>` elements, outside the nested templates (a nested
    /// shadow root's slots take the children of its own host, and a plain template's content is inert).
    private static func tree(_ root: HTMLNode) -> ShadowTree {
        var tree = ShadowTree()
        var css = ""
        root.walkElements { element in
            if element != root, element.tag == .template { return .skipChildren }
            if element.name == "slot" {
                let name = element.attribute("name") ?? ""
                if tree.slots[name] == nil { tree.slots[name] = element }
            }
            if element.tag == .style { css += element.textContent() + "\n"; return .skipChildren }
            return .descend
        }
        guard !css.isEmpty else { return tree }
        for (selectors, block) in topLevelRules(StyleSheet.withoutComments(css)[...]) {
            let declarations = StyleSheet.declarations(block)
            guard !declarations.isEmpty else { continue }
            for selector in selectors {
                let text = selector.trimmingCharacters()
                if text == ":host" {
                    tree.hostRules.append(ScopedRule(compound: nil, declarations: declarations))
                } else if let inner = argument(of: ":host(", in: text) {
                    if let c = compound(inner) { tree.hostRules.append(ScopedRule(compound: c, declarations: declarations)) }
                } else if let inner = argument(of: "::slotted(", in: text) {
                    if let c = compound(inner) { tree.slottedRules.append(ScopedRule(compound: c, declarations: declarations)) }
                } else if !text.contains(":host"), !text.contains("::slotted"), let c = compound(text) {
                    tree.treeRules.append(ScopedRule(compound: c, declarations: declarations))
                }
            }
        }
        return tree
    }

    /// `X` of a selector written `prefix` + `X` + `)`.
    private static func argument(of prefix: String, in text: String) -> String? {
        guard text.hasPrefix(prefix), text.hasSuffix(")"), text.count > prefix.count + 1 else { return nil }
        return String(text.dropFirst(prefix.count).dropLast())
    }

    /// A selector that is one compound of type, id, class and attribute tests (nil for anything else).
    private static func compound(_ text: String) -> StyleSheet.Compound? {
        guard let selector = StyleSheet.selector(text.trimmingCharacters()), selector.compounds.count == 1 else { return nil }
        let c = selector.compounds[0]
        guard c.negations.isEmpty, c.anyOf.isEmpty, c.negationSelectors.isEmpty, c.anyOfSelectors.isEmpty, c.has.isEmpty,
              c.pseudoClasses.isEmpty else { return nil }
        return c
    }

    /// The style rules of a sheet: their selector lists and declaration blocks, those inside `@media` and
    /// `@supports` blocks whose condition holds on the assumed screen (``ConditionalRules``) and inside `@layer`
    /// blocks included. Other at-rules are left out with their blocks, and so are nested rules.
    private static func topLevelRules(_ css: Substring) -> [(selectors: [Substring], block: Substring)] {
        var out: [(selectors: [Substring], block: Substring)] = []
        var i = css.startIndex, preludeStart = css.startIndex
        while i < css.endIndex {
            let c = css[i]
            if c == "}" || c == ";" && css[preludeStart..<i].trimmingCharacters().hasPrefix("@") {
                preludeStart = css.index(after: i)
            } else if c == "{" {
                // The block: up to the matching brace.
                var depth = 1, j = css.index(after: i)
                while j < css.endIndex, depth > 0 {
                    if css[j] == "{" { depth += 1 } else if css[j] == "}" { depth -= 1 }
                    if depth > 0 { j = css.index(after: j) }
                }
                let prelude = css[preludeStart..<i], block = css[css.index(after: i)..<j]
                if prelude.trimmingCharacters().hasPrefix("@") {
                    let (name, condition) = StyleSheet.atKeyword(prelude.trimmingCharacters().lowercased()[...])
                    switch name {
                    case "@media" where ConditionalRules.media(condition): out += topLevelRules(block)
                    case "@supports" where ConditionalRules.supports(condition): out += topLevelRules(block)
                    case "@layer": out += topLevelRules(block)
                    default: break
                    }
                } else {
                    out.append((StyleSheet.splitList(prelude), block))
                }
                i = j < css.endIndex ? css.index(after: j) : j
                preludeStart = i
                continue
            }
            i = css.index(after: i)
        }
        return out
    }
}
