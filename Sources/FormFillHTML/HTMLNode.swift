/// A node of an ``HTMLDocument``: an element, a text, a comment, … It keeps its document alive.
///
/// Navigation and reading never recurse, so they are safe on documents nested hundreds of thousands of
/// levels deep. Two values are equal when they denote the same node.
package struct HTMLNode: Hashable, Sendable {
    let id: Int32
    /// The owner; held strongly so a node can never outlive its tree.
    package let document: HTMLDocument

    init(_ id: Int32, in document: HTMLDocument) {
        self.id = id
        self.document = document
    }

    package static func == (a: HTMLNode, b: HTMLNode) -> Bool { a.id == b.id && a.document === b.document }
    package func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// What kind of node this is.
    package enum Kind: Sendable, Hashable {
        case element, text, cdata, comment, document, other
    }

    private var record: NodeRecord { document.nodes[Int(id)] }

    /// The node's number in its document, from 0 (the document node) to ``HTMLDocument/nodeCount`` − 1:
    /// per-node caches can be arrays instead of hash tables.
    package var index: Int { Int(id) }

    package var kind: Kind { record.kind }

    package var isElement: Bool { record.kind == .element }

    /// The lowercased element name; empty for other nodes.
    package var name: String {
        let r = record
        return r.name >= 0 ? document.names[Int(r.name)] : ""
    }

    /// The element's interned name (compared as an integer, or used as an index: ``HTMLName/index``); nil for
    /// other nodes.
    package var interned: HTMLName? {
        let r = record
        return r.name >= 0 ? HTMLName(id: r.name) : nil
    }

    /// The element's tag, `.other` for unlisted names and for non-element nodes.
    package var tag: HTMLTag { record.tag }

    /// Whether a browser's parser reads this element's start tag as text (it lies in the content of an `<xmp>`,
    /// a `<textarea>`, a `<title>`, … or after a `<plaintext>`): libxml2 built an element that a browser has not.
    package var isTextInABrowser: Bool { record.flags.contains(.inText) }

    /// Whether this is a `<form>` start tag a browser's parser ignores, because the form it opened before is
    /// not ended by a `</form>` yet (``BrowserParse``): its controls belong to that form.
    package var isIgnoredForm: Bool { record.flags.contains(.ignoredForm) }

    /// Whether this is an SVG or MathML element (``BrowserParse``): whatever its name, no HTML form, control, label
    /// or heading.
    package var isForeign: Bool { record.flags.contains(.foreign) }

    /// The form a browser's parser gives a control.
    package enum ParserForm: Hashable, Sendable {
        case form(HTMLNode)
        case none
    }

    /// The form a browser's parser gives this control where that is not its nearest form in libxml2's tree
    /// (``BrowserParse``): a form closed in the tree by another end tag than `</form>` still owns the controls
    /// after it, and a `</form>` that libxml2 ignored leaves the controls after it in none; nil when the tree's
    /// nearest form (or none) is the browser's too.
    package var parserForm: ParserForm? {
        guard !document.parserFormOwners.isEmpty, let owner = document.parserFormOwners[id] else { return nil }
        return owner >= 0 ? .form(HTMLNode(owner, in: document)) : ParserForm.none
    }

    // MARK: Navigation

    package var parent: HTMLNode? { wrap(record.parent) }
    package var firstChild: HTMLNode? { wrap(record.firstChild) }
    package var lastChild: HTMLNode? { wrap(record.lastChild) }
    package var nextSibling: HTMLNode? { wrap(record.next) }
    package var previousSibling: HTMLNode? { wrap(record.previous) }

    /// The nearest preceding sibling that is an element.
    package var previousElementSibling: HTMLNode? {
        let nodes = document.nodes
        var p = nodes[Int(id)].previous
        while p >= 0, nodes[Int(p)].kind != .element { p = nodes[Int(p)].previous }
        return wrap(p)
    }

    /// The nearest following sibling that is an element.
    package var nextElementSibling: HTMLNode? {
        let nodes = document.nodes
        var p = nodes[Int(id)].next
        while p >= 0, nodes[Int(p)].kind != .element { p = nodes[Int(p)].next }
        return wrap(p)
    }

    /// The child elements, in order.
    package var childElements: [HTMLNode] {
        let nodes = document.nodes
        var out: [HTMLNode] = []
        var p = nodes[Int(id)].firstChild
        while p >= 0 {
            if nodes[Int(p)].kind == .element { out.append(HTMLNode(p, in: document)) }
            p = nodes[Int(p)].next
        }
        return out
    }

    /// Whether `other` is this node or one of its ancestors.
    package func isInclusiveDescendant(of other: HTMLNode) -> Bool {
        guard other.document === document else { return false }
        let nodes = document.nodes
        var p = id
        while p >= 0 {
            if p == other.id { return true }
            p = nodes[Int(p)].parent
        }
        return false
    }

    private func wrap(_ p: Int32) -> HTMLNode? { p >= 0 ? HTMLNode(p, in: document) : nil }

    // MARK: Text

    /// The text of a text, CDATA or comment node; empty for elements.
    package var text: String {
        let r = record
        switch r.kind {
        case .text, .cdata, .comment: return document.string(r.start, r.count)
        default: return ""
        }
    }

    /// The DOM `textContent`: the text of every descendant text and CDATA node, in order. Stops after about
    /// `limit` UTF-8 bytes so that label heuristics stay linear on huge pages.
    package func textContent(limit: Int = Int.max) -> String {
        descendantText(limit: limit, spaced: false)
    }

    /// ``textContent(limit:)`` with a space where a browser's `innerText` breaks a line: at the start and the
    /// end of each block-level element and at each `<br>` (``breaksLine``). Once its whitespace is collapsed,
    /// `<h2>Payment</h2><p>Redeem a gift card</p>` reads "Payment Redeem a gift card", as a person sees it.
    /// The text of `<script>` and `<style>` elements is left out, as `innerText` leaves it, and so are the
    /// options of a `<select>` and the value of a `<textarea>` (``HTMLTag/holdsNoLabelText``): a label's text.
    package func spacedText(limit: Int = Int.max) -> String {
        descendantText(limit: limit, spaced: true)
    }

    /// Whether this is an element that a browser's `innerText` sets on lines of its own (a block, a list item,
    /// a table part) or a `<br>`, by its name (``HTMLDocument/lineBreakingNames``).
    package var breaksLine: Bool {
        let r = record
        return r.kind == .element && r.name >= 0 && document.breaksLine[Int(r.name)]
    }

    /// The text of every descendant text and CDATA node, in order, up to about `limit` bytes; `spaced`: with a
    /// space before and after each line-breaking element.
    private func descendantText(limit: Int, spaced: Bool) -> String {
        let nodes = document.nodes
        let own = nodes[Int(id)]
        switch own.kind {
        case .text, .cdata: return document.string(own.start, own.count)
        case .element, .document: break
        default: return ""
        }
        // A script's, a style sheet's, a noscript's or a template's text is not shown (innerText leaves it out),
        // and a control's options or value label nothing (``HTMLTag/holdsNoLabelText``).
        if spaced, own.kind == .element, own.tag.holdsNoLabelText { return "" }
        // The common label: one text child, read without a buffer.
        if own.firstChild >= 0, own.firstChild == own.lastChild {
            let child = nodes[Int(own.firstChild)]
            if child.kind == .text || child.kind == .cdata { return document.string(child.start, child.count) }
            if child.kind != .element { return "" }
        }
        let lineBreaking = document.breaksLine
        var out: [UInt8] = []
        document.bytes.withUnsafeBufferPointer { bytes in
            var p = own.firstChild
            while p >= 0 {
                let node = nodes[Int(p)]
                if node.kind == .text || node.kind == .cdata {
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[Int(node.start)..<Int(node.start + node.count)]))
                    if out.count >= limit { break }
                }
                if spaced, node.kind == .element, node.name >= 0, lineBreaking[Int(node.name)] { out.append(0x20) }
                // Pre-order step, bounded by this node (an element whose text labels nothing is stepped over when spaced).
                if node.kind == .element, node.firstChild >= 0, !(spaced && node.tag.holdsNoLabelText) {
                    p = node.firstChild
                    continue
                }
                var up = p
                p = -1
                while up >= 0, up != id {
                    let u = nodes[Int(up)]
                    // Leaving `u` (the end of a line-breaking element breaks the line too).
                    if spaced, u.kind == .element, u.name >= 0, lineBreaking[Int(u.name)] { out.append(0x20) }
                    if u.next >= 0 { p = u.next; break }
                    up = u.parent
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    // MARK: Attributes

    /// The value of an attribute (`""` for a bare boolean attribute), nil when absent. `name` is lowercase.
    package func attribute(_ name: String) -> String? { attribute(document.name(name)) }

    /// The value of an attribute by its interned name (nil name: absent).
    package func attribute(_ name: HTMLName?) -> String? {
        guard let a = attributeRecord(name) else { return nil }
        return document.string(a.start, a.count)
    }

    /// Whether this is an `<input type=hidden>`: its `type` is "hidden" compared ASCII case-insensitively, as the
    /// DOM's `type` reads it (`HIDDEN` is; ` hidden` is not).
    package var isHiddenInput: Bool {
        guard record.tag == .input, let a = attributeRecord(document.name("type")), a.count == 6 else { return false }
        return document.bytes[Int(a.start)..<Int(a.start + 6)].elementsEqual("hidden".utf8) { $0 | 0x20 == $1 }
    }

    /// Whether the attribute is present.
    package func hasAttribute(_ name: String) -> Bool { attributeRecord(document.name(name)) != nil }

    /// Whether the attribute is present, by its interned name.
    package func hasAttribute(_ name: HTMLName?) -> Bool { attributeRecord(name) != nil }

    private func attributeRecord(_ name: HTMLName?) -> AttributeRecord? {
        guard let name else { return nil }
        let r = record
        guard r.kind == .element, r.count > 0 else { return nil }
        for a in document.attributeRecords[Int(r.start)..<Int(r.start + r.count)] where a.name == name.id { return a }
        return nil
    }

    /// All attributes in source order.
    package var attributes: [HTMLAttribute] {
        var out: [HTMLAttribute] = []
        forEachAttribute { out.append($0) }
        return out
    }

    /// Calls `body` for each attribute in source order, without building an array.
    package func forEachAttribute(_ body: (HTMLAttribute) throws -> Void) rethrows {
        let r = record
        guard r.kind == .element, r.count > 0 else { return }
        for a in document.attributeRecords[Int(r.start)..<Int(r.start + r.count)] {
            try body(HTMLAttribute(name: document.names[Int(a.name)], value: document.string(a.start, a.count)))
        }
    }

    /// Whether the element has any attribute (cheap).
    package var hasAttributes: Bool { record.kind == .element && record.count > 0 }
}

/// An attribute name (lowercase) and value.
package struct HTMLAttribute: Sendable, Hashable {
    package var name: String
    package var value: String
    package init(name: String, value: String) { self.name = name; self.value = value }
}
