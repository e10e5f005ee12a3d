internal import CLibXML2

/// A node of an ``HTMLDocument``: an element, a text, a comment, … It keeps its document alive.
///
/// Navigation and reading never allocate in libxml2 and never recurse, so they are safe on documents nested
/// hundreds of thousands of levels deep. Two values are equal when they denote the same node.
public struct HTMLNode: Hashable {
    let raw: xmlNodePtr
    /// The owner; held strongly so a node can never outlive its tree.
    public let document: HTMLDocument

    init(_ raw: xmlNodePtr, in document: HTMLDocument) {
        self.raw = raw
        self.document = document
    }

    public static func == (a: HTMLNode, b: HTMLNode) -> Bool { a.raw == b.raw }
    public func hash(into hasher: inout Hasher) { hasher.combine(UInt(bitPattern: raw)) }

    /// What kind of node this is.
    public enum Kind: Sendable, Hashable {
        case element, text, cdata, comment, document, other
    }

    public var kind: Kind {
        switch raw.pointee.type {
        case XML_ELEMENT_NODE: .element
        case XML_TEXT_NODE: .text
        case XML_CDATA_SECTION_NODE: .cdata
        case XML_COMMENT_NODE: .comment
        case XML_HTML_DOCUMENT_NODE, XML_DOCUMENT_NODE: .document
        default: .other
        }
    }

    public var isElement: Bool { raw.pointee.type == XML_ELEMENT_NODE }

    /// The lowercased element name; empty for other nodes.
    public var name: String {
        guard isElement, let name = raw.pointee.name else { return "" }
        return String(cString: name)
    }

    /// The element's tag, `.other` for unlisted names and for non-element nodes.
    public var tag: HTMLTag {
        guard isElement, let name = raw.pointee.name else { return .other }
        return HTMLTag.recognise(name)
    }

    // MARK: Navigation

    public var parent: HTMLNode? { wrap(raw.pointee.parent) }
    public var firstChild: HTMLNode? { wrap(raw.pointee.children) }
    public var lastChild: HTMLNode? { wrap(raw.pointee.last) }
    public var nextSibling: HTMLNode? { wrap(raw.pointee.next) }
    public var previousSibling: HTMLNode? { wrap(raw.pointee.prev) }

    /// The nearest preceding sibling that is an element.
    public var previousElementSibling: HTMLNode? {
        var p = raw.pointee.prev
        while let node = p, node.pointee.type != XML_ELEMENT_NODE { p = node.pointee.prev }
        return wrap(p)
    }

    /// The child elements, in order.
    public var childElements: [HTMLNode] {
        var out: [HTMLNode] = []
        var p = raw.pointee.children
        while let node = p {
            if node.pointee.type == XML_ELEMENT_NODE { out.append(HTMLNode(node, in: document)) }
            p = node.pointee.next
        }
        return out
    }

    /// Whether `other` is this node or one of its ancestors.
    public func isInclusiveDescendant(of other: HTMLNode) -> Bool {
        var p: xmlNodePtr? = raw
        while let node = p {
            if node == other.raw { return true }
            p = node.pointee.parent
        }
        return false
    }

    private func wrap(_ p: xmlNodePtr?) -> HTMLNode? { p.map { HTMLNode($0, in: document) } }

    // MARK: Text

    /// The text of a text, CDATA or comment node; empty for elements.
    public var text: String {
        switch raw.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE, XML_COMMENT_NODE:
            return raw.pointee.content.map { String(cString: $0) } ?? ""
        default:
            return ""
        }
    }

    /// The DOM `textContent`: the text of every descendant text and CDATA node, in order. Stops after about
    /// `limit` UTF-8 bytes so that label heuristics stay linear on huge pages.
    public func textContent(limit: Int = Int.max) -> String {
        switch raw.pointee.type {
        case XML_TEXT_NODE, XML_CDATA_SECTION_NODE:
            return text
        case XML_ELEMENT_NODE, XML_HTML_DOCUMENT_NODE, XML_DOCUMENT_NODE:
            break
        default:
            return ""
        }
        var bytes: [UInt8] = []
        var p = raw.pointee.children
        while let node = p {
            let type = node.pointee.type
            if type == XML_TEXT_NODE || type == XML_CDATA_SECTION_NODE, let content = node.pointee.content {
                bytes.append(contentsOf: UnsafeBufferPointer(start: content, count: strlen(content)))
                if bytes.count >= limit { break }
            }
            // Pre-order step, bounded by this node.
            if type == XML_ELEMENT_NODE, let child = node.pointee.children {
                p = child
                continue
            }
            var up: xmlNodePtr? = node
            p = nil
            while let u = up, u != raw {
                if let next = u.pointee.next { p = next; break }
                up = u.pointee.parent
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    // MARK: Attributes

    /// The value of an attribute (`""` for a bare boolean attribute), nil when absent. `name` is lowercase.
    public func attribute(_ name: String) -> String? {
        guard isElement else { return nil }
        var a = raw.pointee.properties
        return name.withCString { wanted in
            while let attr = a {
                if let n = attr.pointee.name, strcmp(UnsafeRawPointer(n).assumingMemoryBound(to: CChar.self), wanted) == 0 {
                    return Self.value(of: attr)
                }
                a = attr.pointee.next
            }
            return nil
        }
    }

    /// Whether the attribute is present.
    public func hasAttribute(_ name: String) -> Bool {
        guard isElement, raw.pointee.properties != nil else { return false }
        return attribute(name) != nil
    }

    /// All attributes in source order.
    public var attributes: [HTMLAttribute] {
        var out: [HTMLAttribute] = []
        forEachAttribute { out.append($0) }
        return out
    }

    /// Calls `body` for each attribute in source order, without building an array.
    public func forEachAttribute(_ body: (HTMLAttribute) throws -> Void) rethrows {
        guard isElement else { return }
        var a = raw.pointee.properties
        while let attr = a {
            if let n = attr.pointee.name {
                try body(HTMLAttribute(name: String(cString: n), value: Self.value(of: attr)))
            }
            a = attr.pointee.next
        }
    }

    /// Whether the element has any attribute (cheap).
    public var hasAttributes: Bool { isElement && raw.pointee.properties != nil }

    /// Reads an attribute's value from its text children directly: no xmlChar allocation to free.
    static func value(of attr: xmlAttrPtr) -> String {
        guard let first = attr.pointee.children else { return "" }
        if first.pointee.next == nil {
            return first.pointee.content.map { String(cString: $0) } ?? ""
        }
        var out = ""
        var c: xmlNodePtr? = first
        while let node = c {
            if let content = node.pointee.content { out += String(cString: content) }
            c = node.pointee.next
        }
        return out
    }
}

/// An attribute name (lowercase) and value.
public struct HTMLAttribute: Sendable, Hashable {
    public var name: String
    public var value: String
    public init(name: String, value: String) { self.name = name; self.value = value }
}
