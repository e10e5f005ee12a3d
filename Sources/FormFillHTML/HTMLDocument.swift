internal import CLibXML2
import Foundation

/// A parsed HTML document, owning its libxml2 tree (freed when the last reference goes away).
///
/// Parsing never fails on content: empty input, binary junk, invalid or mixed encodings, NUL bytes and
/// absurd nesting all give a (possibly empty) document. Nodes (``HTMLNode``) keep their document alive.
/// A document is not thread-safe; use it from one task at a time.
public final class HTMLDocument {
    let pointer: htmlDocPtr
    /// The encoding label the bytes were decoded with (`utf-8`, `shift_jis`, …).
    public let sourceEncoding: String

    /// Parses page bytes.
    /// - Throws: ``HTMLError`` only when libxml2 cannot allocate a document.
    public init(data: Data, options: HTMLParseOptions = HTMLParseOptions()) throws {
        var decoder = HTMLInputDecoder()
        let utf8 = AttributeLimiter.limited(data.withUnsafeBytes { decoder.decode($0, override: options.encoding) })
        sourceEncoding = decoder.encodingLabel
        guard let doc = Self.parse(utf8, options: options) ?? htmlNewDocNoDtD(nil, nil) else {
            throw HTMLError("cannot allocate an HTML document")
        }
        pointer = doc
        if options.impliesMissingElements { moveBodyContentOutOfHead() }
    }

    /// Parses an HTML string.
    public convenience init(html: String, options: HTMLParseOptions = HTMLParseOptions()) throws {
        var options = options
        options.encoding = "utf-8"
        try self.init(data: Data(html.utf8), options: options)
    }

    deinit { xmlFreeDoc(pointer) }

    /// The document node (parent of the root element, comments and the doctype).
    public var node: HTMLNode { HTMLNode(xmlNodePtr(OpaquePointer(pointer)), in: self) }

    /// The root element (`<html>`), if any.
    public var rootElement: HTMLNode? {
        xmlDocGetRootElement(pointer).map { HTMLNode($0, in: self) }
    }

    private static func parse(_ utf8: [UInt8], options: HTMLParseOptions) -> htmlDocPtr? {
        guard !utf8.isEmpty, utf8.count < Int(Int32.max) else { return nil }
        guard let context = htmlNewParserCtxt() else { return nil }
        defer { htmlFreeParserCtxt(context) }
        // NOERROR/NOWARNING clear this context's error callbacks, so nothing reaches stderr and no global
        // handler is touched. HUGE lifts the 256-level depth limit (past which libxml2 stops parsing and
        // drops the rest of the page) and the 10 MB text limit; every walk over the tree is iterative.
        // NODEFDTD: no invented doctype when the page has none. IGNORE_ENC: the bytes are already UTF-8, whatever the page's <meta> says.
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
