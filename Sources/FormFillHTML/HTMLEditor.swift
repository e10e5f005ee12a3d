internal import CLibXML2
import Foundation

/// A page held as a libxml2 tree so that fill values can be written into it and the page saved again
/// (`formfill apply`). Reading is done on an ``HTMLDocument`` of the same bytes; ``element(for:)`` finds an
/// element of that document in this tree.
///
/// The tree is freed when the editor goes away. An editor is not thread-safe; use it from one task at a time.
public final class HTMLEditor {
    let pointer: htmlDocPtr
    /// This tree's element for each node index of the matching ``HTMLDocument`` (nil for non-elements).
    private var counterparts: [xmlNodePtr?]

    /// Parses `data` as `document` was parsed (same bytes, same options) and pairs up their elements.
    /// - Throws: ``HTMLError`` when libxml2 cannot allocate the tree, or if the two parses disagree (a bug).
    public init(data: Data, matching document: HTMLDocument, options: HTMLParseOptions = HTMLParseOptions()) throws {
        _ = LibXML2Setup.done
        var decoder = HTMLInputDecoder()
        let utf8 = AttributeLimiter.limited(data.withUnsafeBytes { decoder.decode($0, override: options.encoding) })
        guard let doc = Self.parse(utf8, options: options) ?? htmlNewDocNoDtD(nil, nil) else {
            throw HTMLError("cannot allocate an HTML document")
        }
        pointer = doc
        counterparts = []
        if options.impliesMissingElements { moveBodyContentOutOfHead() }
        try pair(with: document)
    }

    deinit { xmlFreeDoc(pointer) }

    /// The element of this tree that stands where `node` stands in its document.
    public func element(for node: HTMLNode) -> Element? {
        guard node.index < counterparts.count, let raw = counterparts[node.index] else { return nil }
        return Element(raw: raw, editor: self)
    }

    /// An element of an ``HTMLEditor``; it keeps its editor alive.
    public struct Element {
        let raw: xmlNodePtr
        let editor: HTMLEditor
    }

    /// Walks both trees in document order; the element sequences must agree name for name.
    private func pair(with document: HTMLDocument) throws {
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

    private static func parse(_ utf8: [UInt8], options: HTMLParseOptions) -> htmlDocPtr? {
        guard !utf8.isEmpty, utf8.count < Int(Int32.max) else { return nil }
        guard let context = htmlNewParserCtxt() else { return nil }
        defer { htmlFreeParserCtxt(context) }
        // The options of HTMLTreeBuilder.parse, so both parses give the same tree.
        var flags = HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue | HTML_PARSE_NODEFDTD.rawValue
            | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_IGNORE_ENC.rawValue | XML_PARSE_HUGE.rawValue
        if !options.impliesMissingElements { flags |= HTML_PARSE_NOIMPLIED.rawValue }
        return utf8.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                htmlCtxtReadMemory(context, chars, Int32(buffer.count), nil, "UTF-8", Int32(bitPattern: flags))
            }
        }
    }
}
