internal import CLibXML2
import Foundation

/// A page held as a libxml2 tree so that fill values can be written into it and the page saved again
/// (`formfill apply`). Reading is done on ``document``, parsed from the same prepared bytes;
/// ``element(for:)`` finds one of its elements in this tree.
///
/// The tree is freed when the editor goes away. An editor is not thread-safe; use it from one task at a time.
package final class HTMLEditor {
    let pointer: htmlDocPtr
    /// The read-only tree of the same page, on which decisions are made.
    package let document: HTMLDocument
    /// This tree's element for each node index of ``document`` (nil for non-elements).
    private var counterparts: [xmlNodePtr?]

    /// Parses `data` into both trees, from one decoding, and pairs up their elements.
    /// - Throws: ``HTMLError`` when libxml2 cannot allocate the tree, or if the two parses disagree (a bug).
    package init(data: Data, options: HTMLParseOptions = HTMLParseOptions()) throws {
        _ = LibXML2Setup.done
        let input = PreparedInput(data, options: options)
        document = try HTMLDocument(input, options: options)
        guard let doc = Self.parse(input, options: options) ?? htmlNewDocNoDtD(nil, nil) else {
            throw HTMLError("cannot allocate an HTML document")
        }
        pointer = doc
        counterparts = []
        if options.impliesMissingElements { moveBodyContentOutOfHead() }
        try pair()
    }

    deinit { xmlFreeDoc(pointer) }

    /// The element of this tree that stands where `node` stands in its document.
    package func element(for node: HTMLNode) -> Element? {
        guard node.index < counterparts.count, let raw = counterparts[node.index] else { return nil }
        return Element(raw: raw, editor: self)
    }

    /// An element of an ``HTMLEditor``; it keeps its editor alive.
    package struct Element {
        let raw: xmlNodePtr
        let editor: HTMLEditor
    }

    /// Walks both trees in document order; the element sequences must agree name for name.
    private func pair() throws {
        var ours: [xmlNodePtr] = []
        var p: xmlNodePtr? = xmlNodePtr(OpaquePointer(pointer))
        while let node = p {
            if node.pointee.type == XML_ELEMENT_NODE { ours.append(node) }
            if let child = node.pointee.children, node.pointee.type == XML_ELEMENT_NODE || node == xmlNodePtr(OpaquePointer(pointer)) {
                p = child
                continue
            }
            var up: xmlNodePtr? = node
            p = nil
            while let u = up, u != xmlNodePtr(OpaquePointer(pointer)) {
                if let next = u.pointee.next { p = next; break }
                up = u.pointee.parent
            }
        }
        counterparts = Array(repeating: nil, count: document.nodeCount)
        var i = 0
        var mismatch = false
        document.node.walk(enter: { node in
            guard node.isElement else { return .descend }
            guard i < ours.count, let name = ours[i].pointee.name, Self.sameElementName(String(cString: name), node.name) else {
                mismatch = true
                return .skipChildren
            }
            counterparts[node.index] = ours[i]
            i += 1
            return .descend
        })
        if mismatch || i != ours.count {
            throw HTMLError("the page's elements could not be matched for editing")
        }
    }

    /// libxml2's tree builder keeps only the part after a colon of a prefixed name (`<fb:like>` is `like`);
    /// the document keeps the whole name, as a browser does.
    static func sameElementName(_ libxml: String, _ full: String) -> Bool {
        libxml == full || (full.hasSuffix(libxml) && full.dropLast(libxml.utf8.count).last == ":")
    }

    private static func parse(_ input: PreparedInput, options: HTMLParseOptions) -> htmlDocPtr? {
        guard let context = htmlNewParserCtxt() else { return nil }
        defer { htmlFreeParserCtxt(context) }
        return input.withLibXML2Buffer { chars, count in
            htmlCtxtReadMemory(context, chars, count, nil, "UTF-8", options.libxml2Flags)
        }
    }
}
