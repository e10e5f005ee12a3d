import FormFillHTML
import FormFillModel
import FormFillSupport

/// One pass over a document that gathers everything the collector (and `HTMLFiller`) looks up, so that
/// every later rule is a dictionary lookup instead of a document search: linear in the page size.
///
/// The element list is the one `collect.js` builds in a browser: `input, select, button` in document order,
/// then `textarea` in document order. Like a browser DOM, it leaves out what a scripted page never exposes
/// as elements: `<template>` contents, `<noscript>` contents (parsed as text when scripting is on), the content
/// a browser's parser reads as text where libxml2 builds elements (an `<xmp>`'s, a `<textarea>`'s, everything after
/// a `<plaintext>`, …), and the SVG and MathML elements that bear HTML's names (an `<input>` written in an `<svg>`
/// is no control). Which elements those are, and which form a control belongs to, is the browser's parser's
/// answer (``FormFillHTML/BrowserParse``), where it differs from libxml2's.
/// A class, immutable: the label and visibility code share it without copying its indexes, and so do the
/// threads that build the fields of a large page.
final class DocumentScan: Sendable {
    /// A collected element with what its ancestors say about it.
    struct Control {
        var element: HTMLNode
        var tag: HTMLTag
        /// The nearest counted ancestor `<form>` (index into ``DocumentScan/forms``).
        var ancestorForm: Int?
        /// Ancestor `<label>`s, innermost first.
        var enclosingLabels: [HTMLNode]
        /// The nearest ancestor `<td>` (label-top).
        var cell: HTMLNode?
        /// The heading of the control's section of its form (``FieldDetails/labelSection``): the last heading
        /// before it inside its ancestor form when a box of the form comes before that heading (one that no box
        /// precedes heads the whole form); for a control outside any form, the last heading outside any form
        /// before it when a box outside any form comes before that heading; nil otherwise.
        var section: HTMLNode? = nil
        /// For a textarea: the index in ``DocumentScan/controls`` of the first `input`, `select` or `button` after
        /// it in document order (``FieldDetails/precedes``); nil when none follows, and for the other controls.
        var precedes: Int? = nil
    }

    let controls: [Control]
    /// How many of ``controls`` are `input, select, button` (the textareas follow them).
    let originalCount: Int
    let forms: [HTMLNode]
    /// `label[for=X]` elements by X, in document order.
    let labelsByFor: [String: [HTMLNode]]
    /// By ``HTMLNode/index`` (arrays, not hash tables: every element would be hashed): each counted form's
    /// index in ``forms``, each label's document order (to sort a control's labels), and for a `<label>`
    /// without `for` the index of its labeled control (its first labelable descendant); -1 for none.
    private let formIndexes: [Int32], labelOrders: [Int32], labeledControls: [Int32]
    /// `getElementById`: the first element with each id.
    let elementsByID: [String: HTMLNode]
    /// The page's `<style>` texts and `<link rel=stylesheet>` hrefs that apply, in document order.
    let styleSources: [StyleSource]
    let title: String?
    let baseHref: String?
    let canonicalHref: String?
    let displayTitle: String?
    let frames: [String?]
    /// The scanned document (its names and node count size the per-page tables of the later rules).
    let document: HTMLDocument
    /// Whether any element has a `data-onepassword-*` attribute (most pages have none: fields skip the search).
    let hasOnePasswordAttributes: Bool
    /// Whether any `<fieldset>` has a `disabled` attribute (most pages have none: fields skip the ancestor walk
    /// of ``FormFillHTML/HTMLNode/isInDisabledFieldset``).
    let hasDisabledFieldset: Bool
    /// The interned `form` attribute name (``owningForm(of:)`` reads it for every control).
    private let formAttribute: HTMLName?

    /// Pages with at least this many nodes build the id index on another core (see ``init(_:parallelism:)``).
    static let separateIDWalkNodes = 50_000

    /// Scans a document. The id index costs a string per id and depends on nothing else the walk gathers: on
    /// a large page, with more than one worker, a walk of its own builds it on another core meanwhile.
    init(_ document: HTMLDocument, parallelism: Parallelism = .serial) {
        self.document = document
        hasOnePasswordAttributes = document.hasName(withPrefix: "data-onepassword-")
        formAttribute = document.name("form")
        let gathered: Gathered
        if parallelism.maxWorkers > 1, document.nodeCount >= Self.separateIDWalkNodes {
            let parts = parallelism.map([0..<1, 1..<2]) { part in
                Gathered(document, ids: part.lowerBound == 0, rest: part.lowerBound == 1)
            }
            var merged = parts[1]
            merged.elementsByID = parts[0].elementsByID
            merged.displayTitle = parts[0].displayTitle
            gathered = merged
        } else {
            gathered = Gathered(document, ids: true, rest: true)
        }
        controls = gathered.controls; originalCount = gathered.originalCount
        forms = gathered.forms; formIndexes = gathered.formIndexes
        labelsByFor = gathered.labelsByFor; labelOrders = gathered.labelOrders; labeledControls = gathered.labeledControls
        elementsByID = gathered.elementsByID; displayTitle = gathered.displayTitle
        styleSources = gathered.styleSources; title = gathered.title; baseHref = gathered.baseHref
        canonicalHref = gathered.canonicalHref; frames = gathered.frames
        hasDisabledFieldset = gathered.hasDisabledFieldset
    }

    /// What one walk gathers: the id index (`ids`), everything else (`rest`), or both.
    private struct Gathered: Sendable {
        var controls: [Control] = []
        var originalCount = 0
        var forms: [HTMLNode] = []
        var formIndexes: [Int32] = []
        var labelsByFor: [String: [HTMLNode]] = [:]
        var labelOrders: [Int32] = []
        var labeledControls: [Int32] = []
        var elementsByID: [String: HTMLNode] = [:]
        var styleSources: [StyleSource] = []
        var title: String?
        var baseHref: String?
        var canonicalHref: String?
        var displayTitle: String?
        var frames: [String?] = []
        var hasDisabledFieldset = false

        /// The text of a `<style>` element, when a desktop browser applies it: its `type` is CSS (or none) and its
        /// `media` holds on the screen ``ConditionalRules`` assumes (`print` does not).
        static func styleSheet(_ node: HTMLNode) -> String? {
            appliesOnScreen(node) ? node.textContent() : nil
        }

        /// The `href` of a `<link rel=stylesheet>` a desktop browser applies: not an alternate sheet, not
        /// `disabled`, of CSS `type` (or none) and a `media` that holds (``ConditionalRules``).
        static func linkedSheet(_ node: HTMLNode, rel: [Substring]) -> String? {
            guard !rel.contains("alternate"), !node.hasAttribute("disabled"),
                  let href = node.attribute("href"), !href.allSatisfy(\.isWhitespace), appliesOnScreen(node) else { return nil }
            return href
        }

        /// Whether a control is a box for a value: a select, a textarea, or an input but a hidden one or a button
        /// (`submit`, `button`, `image`, `reset`; the type compared ASCII case-insensitively, as the DOM reads it).
        private static func takesAValue(_ node: HTMLNode, tag: HTMLTag, typeName: HTMLName?) -> Bool {
            switch tag {
            case .select, .textarea: return true
            case .input:
                guard let type = node.attribute(typeName)?.lowercased() else { return true }
                return !["hidden", "submit", "button", "image", "reset"].contains(type)
            default: return false
            }
        }

        /// Whether a `<style>` or `<link>` element's sheet applies on the assumed screen: its `type` is CSS (or
        /// none) and its `media` holds.
        private static func appliesOnScreen(_ node: HTMLNode) -> Bool {
            if let type = node.attribute("type"), !type.allSatisfy(\.isWhitespace),
               type.trimmingCharacters().lowercased() != "text/css" {
                return false
            }
            if let media = node.attribute("media"), !ConditionalRules.media(media.lowercased()) { return false }
            return true
        }

        init(_ document: HTMLDocument, ids: Bool, rest: Bool) {
            var textareas: [Control] = []
            var formStack: [Int] = []
            var labelStack: [HTMLNode] = []
            var unassignedLabels: [HTMLNode] = []
            var cellStack: [HTMLNode] = []
            // What each element pushed, so `leave` can pop it (a walk gives no other link between the two).
            var pushed: [UInt8] = []
            let pushedForm: UInt8 = 1, pushedLabel: UInt8 = 2, pushedCell: UInt8 = 4

            // Attribute names resolved once: each element's lookups compare integers.
            let idName = document.name("id"), titleName = document.name("data-onepassword-title")
            let forName = document.name("for"), disabledName = document.name("disabled"), roleName = document.name("role")
            // The last heading inside the open form (with the form's index), and the last outside any form, each
            // with whether a box of the same form, or outside any form, comes before it (else it heads them all);
            // whether the open form, and the page outside forms, have had a box yet.
            var heading: (node: HTMLNode, form: Int, afterABox: Bool)? = nil
            var formlessHeading: (node: HTMLNode, afterABox: Bool)? = nil
            var openFormHasBox = false, formlessBoxSeen = false
            let typeName = document.name("type")
            var labelCount: Int32 = 0
            if rest {
                formIndexes = Array(repeating: -1, count: document.nodeCount)
                labelOrders = Array(repeating: -1, count: document.nodeCount)
                labeledControls = Array(repeating: -1, count: document.nodeCount)
            }
            document.node.walkElements(enter: { node in
                guard node.isElement else { return node.kind == .document ? .descend : .skipChildren }
                let tag = node.tag
                var mark: UInt8 = 0
                defer { if rest { pushed.append(mark) } }
                // What a browser reads as text (an `<xmp>`'s content, everything after `<plaintext>`, …) is no
                // element there; libxml2 may have put elements that come after that text inside it (a form it
                // built in an `<xmp>` holds what follows the `</xmp>`), and they are marked on their own.
                if node.isTextInABrowser { return .descend }
                if ids, node.hasAttributes {
                    if let id = node.attribute(idName), !id.isEmpty, elementsByID[id] == nil { elementsByID[id] = node }
                    if displayTitle == nil, let t = node.attribute(titleName), !t.isEmpty { displayTitle = t }
                }
                switch tag {
                case .template, .script:
                    // Inert content, and script text (libxml2 builds nothing there either). The content of
                    // `<xmp>`, `<noscript>`, `<textarea>`, `<iframe>`, … is marked as text by the parser (above).
                    return .skipChildren
                case .style:
                    if rest, let sheet = Self.styleSheet(node) { styleSources.append(.text(sheet)) }
                    return .skipChildren
                case .title:
                    if rest, title == nil, !node.isForeign { title = TextCleaning.strippedAndCollapsedASCII(node.textContent()) }
                    return .skipChildren
                default:
                    break
                }
                let next = HTMLWalkStep.descend
                guard rest else { return next }
                // An SVG or MathML element is no control, form, label, cell, heading or frame.
                if node.isForeign { return next }
                if tag.isHeading || (node.hasAttributes && node.attribute(roleName) == "heading") {
                    if let form = formStack.last { heading = (node, form, openFormHasBox) } else { formlessHeading = (node, formlessBoxSeen) }
                }
                switch tag {
                case .base:
                    if baseHref == nil, let href = node.attribute("href") { baseHref = href }
                case .link:
                    let rel = node.attribute("rel")?.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }) ?? []
                    if canonicalHref == nil, rel.contains("canonical"), let href = node.attribute("href") {
                        canonicalHref = href
                    }
                    if rel.contains("stylesheet"), let href = Self.linkedSheet(node, rel: rel) { styleSources.append(.link(href)) }
                case .iframe, .frame:
                    frames.append(node.attribute("src"))
                case .fieldset:
                    if node.hasAttribute(disabledName) { hasDisabledFieldset = true }
                case .form:
                    // Browsers ignore a <form> start tag while the form before it has no `</form>` yet, nested in
                    // it or not: its controls belong to that one.
                    if !node.isIgnoredForm {
                        formIndexes[node.index] = Int32(forms.count)
                        formStack.append(forms.count)
                        openFormHasBox = false
                        forms.append(node)
                        mark |= pushedForm
                    }
                case .label:
                    labelOrders[node.index] = labelCount
                    labelCount += 1
                    if let target = node.attribute(forName) {
                        labelsByFor[target, default: []].append(node)
                    } else {
                        unassignedLabels.append(node)
                    }
                    labelStack.append(node)
                    mark |= pushedLabel
                case .td:
                    cellStack.append(node)
                    mark |= pushedCell
                case .input, .select, .button, .textarea:
                    // The form a browser's parser puts it in, where libxml2's tree closed that form before it.
                    let ownForm: Int?
                    switch node.parserForm {
                    case .form(let form)?: ownForm = formIndexes[form.index] >= 0 ? Int(formIndexes[form.index]) : nil
                    case .none?: ownForm = nil
                    case nil: ownForm = formStack.last
                    }
                    var control = Control(element: node, tag: tag, ancestorForm: ownForm,
                                          enclosingLabels: labelStack.reversed(), cell: cellStack.last)
                    if let form = formStack.last {
                        if let heading, heading.form == form, heading.afterABox { control.section = heading.node }
                        if !openFormHasBox, Self.takesAValue(node, tag: tag, typeName: typeName) { openFormHasBox = true }
                    } else {
                        if let formlessHeading, formlessHeading.afterABox { control.section = formlessHeading.node }
                        if !formlessBoxSeen, Self.takesAValue(node, tag: tag, typeName: typeName) { formlessBoxSeen = true }
                    }
                    if tag == .textarea {
                        var area = control
                        area.precedes = controls.count
                        textareas.append(area)
                    } else {
                        controls.append(control)
                    }
                    if !unassignedLabels.isEmpty, !node.isHiddenInput {
                        for label in unassignedLabels { labeledControls[label.index] = Int32(node.index) }
                        unassignedLabels.removeAll()
                    }
                default:
                    break
                }
                return next
            }, leave: { node in
                guard rest, node.isElement, let mark = pushed.popLast() else { return }
                if mark & pushedForm != 0 { formStack.removeLast() }
                if mark & pushedCell != 0 { cellStack.removeLast() }
                if mark & pushedLabel != 0 {
                    labelStack.removeLast()
                    if unassignedLabels.last == node { unassignedLabels.removeLast() }
                }
            })
            originalCount = controls.count
            for area in textareas {
                var area = area
                if area.precedes == originalCount { area.precedes = nil }
                controls.append(area)
            }
        }
    }

    /// The opid of the control at `index` in ``controls``.
    static func opid(_ index: Int) -> String { "__" + String(index) }

    /// The form that owns a control: the form its `form` attribute names (none if that is not a form), else
    /// its ancestor form, as the DOM's `element.form` does.
    func owningForm(of control: Control) -> Int? {
        if let reference = control.element.attribute(formAttribute) {
            guard let target = elementsByID[reference] else { return nil }
            return formIndex(of: target)
        }
        return control.ancestorForm
    }

    /// A counted form's index in ``forms``, nil for other nodes.
    func formIndex(of node: HTMLNode) -> Int? {
        let index = formIndexes[node.index]
        return index >= 0 ? Int(index) : nil
    }

    /// A label's place among the document's labels, nil for other nodes.
    func labelOrder(of node: HTMLNode) -> Int? {
        let order = labelOrders[node.index]
        return order >= 0 ? Int(order) : nil
    }

    /// Whether `label` (a `<label>` without `for`) labels `control`.
    func label(_ label: HTMLNode, labels control: HTMLNode) -> Bool {
        labeledControls[label.index] == Int32(control.index)
    }
}
