import Foundation

/// A parsed HTML document: a compact, read-only tree built from libxml2's HTML parser.
///
/// libxml2 tokenizes the page and applies HTML's tree-construction fixes (implied `<html>`, `<head>` and
/// `<body>`, auto-closed elements); its events build this tree directly, without libxml2's own node tree.
/// That tree costs a `malloc` per node, per attribute and per text, and freeing it again, about five times the
/// parse itself; here all nodes live in one array and all texts in one byte buffer, so the collector's
/// whole pass costs little more than the parse. ``HTMLEditor`` keeps a libxml2 tree for the rare case of
/// editing and saving a page.
///
/// Parsing never fails on content: empty input, binary junk, invalid or mixed encodings, NUL bytes and
/// absurd nesting all give a (possibly empty) document. Nodes (``HTMLNode``) keep their document alive.
/// A document never changes after `init`, so it may be shared between tasks.
package final class HTMLDocument: @unchecked Sendable {
    // @unchecked: every stored property is a `let` of value type; nothing mutates after init.

    /// The encoding label the bytes were decoded with (`utf-8`, `shift_jis`, …).
    package let sourceEncoding: String
    let nodes: [NodeRecord]
    let attributeRecords: [AttributeRecord]
    /// Every text, comment and attribute value, as UTF-8, back to back.
    let bytes: [UInt8]
    /// Element and attribute names, interned (``NodeRecord/name`` and ``AttributeRecord/name`` index it).
    let names: [String]
    /// ``names`` back to their index.
    let nameIndex: [String: Int32]
    /// Per name of ``names``: whether an element of that name breaks a line of rendered text.
    let breaksLine: [Bool]
    /// How many nodes are elements.
    package let elementCount: Int
    /// The controls whose form in a browser's parser is not their nearest form in libxml2's tree
    /// (``BrowserParse``), by node id: the form's node id, -1 for none.
    let parserFormOwners: [Int32: Int32]

    /// Parses page bytes.
    /// - Throws: ``HTMLError`` only when libxml2 cannot allocate a parser.
    package convenience init(data: Data, options: HTMLParseOptions = HTMLParseOptions()) throws {
        try self.init(PreparedInput(data, options: options), options: options)
    }

    init(_ input: PreparedInput, options: HTMLParseOptions) throws {
        sourceEncoding = input.encodingLabel
        var builder = try HTMLTreeBuilder.parse(input, options: options)
        if options.impliesMissingElements { builder.moveBodyContentOutOfHead() }
        nodes = builder.nodes
        attributeRecords = builder.attributes
        bytes = builder.bytes
        names = builder.names
        nameIndex = Dictionary(builder.names.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { a, _ in a })
        breaksLine = builder.names.map(Self.lineBreakingNames.contains)
        elementCount = builder.elementCount
        parserFormOwners = builder.parserFormOwners
    }

    /// Parses an HTML string.
    package convenience init(html: String, options: HTMLParseOptions = HTMLParseOptions()) throws {
        var options = options
        options.encoding = "utf-8"
        try self.init(data: Data(html.utf8), options: options)
    }

    /// The document node (parent of the root element, comments and the doctype).
    package var node: HTMLNode { HTMLNode(0, in: self) }

    /// The root element (`<html>`), if any.
    package var rootElement: HTMLNode? {
        var child = nodes[0].firstChild
        while child >= 0 {
            if nodes[Int(child)].kind == .element { return HTMLNode(child, in: self) }
            child = nodes[Int(child)].next
        }
        return nil
    }

    /// The interned form of an attribute name (lowercase), nil when no element of the document has it.
    /// Looking attributes up by ``HTMLName`` compares integers instead of strings.
    package func name(_ name: String) -> HTMLName? { nameIndex[name].map(HTMLName.init) }

    /// Whether some element or attribute name starts with `prefix`.
    package func hasName(withPrefix prefix: String) -> Bool { names.contains { $0.hasPrefix(prefix) } }

    /// The number of distinct element and attribute names (``HTMLName/index`` is below it).
    package var nameCount: Int { names.count }

    /// The number of nodes of every kind (``HTMLNode/index`` is below it).
    package var nodeCount: Int { nodes.count }

    /// The elements whose text a browser's `innerText` sets on lines of their own: those the HTML standard's
    /// rendering section displays as a block, a list item or a table part (at the start and at the end of
    /// each, a line breaks) and `<br>`. Names only: a page's CSS is not consulted.
    static let lineBreakingNames: Set<String> = [
        "address", "article", "aside", "blockquote", "body", "br", "caption", "center", "dd", "details", "dialog",
        "dir", "div", "dl", "dt", "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4",
        "h5", "h6", "header", "hgroup", "hr", "html", "legend", "li", "listing", "main", "menu", "nav", "ol", "p",
        "plaintext", "pre", "search", "section", "summary", "table", "tbody", "td", "tfoot", "th", "thead", "tr",
        "ul", "xmp",
    ]

    /// Whether some element's attribute `name` has a value containing `needle` (ASCII, compared
    /// case-insensitively): one pass over the attribute records, no node visited.
    package func anyAttribute(_ name: HTMLName?, contains needle: String) -> Bool {
        guard let name else { return false }
        let pattern = Array(needle.lowercased().utf8)
        return bytes.withUnsafeBufferPointer { b in
            attributeRecords.contains { a in
                a.name == Int32(name.index)
                    && Self.contains(UnsafeBufferPointer(rebasing: b[Int(a.start)..<Int(a.start + a.count)]), pattern)
            }
        }
    }

    /// The parents (by ``HTMLNode/index``) of the elements whose attribute `name` has a value (its UTF-8 bytes)
    /// that `accepts` takes: one pass over the node records, no node wrapped.
    package func parentsOfElements(withAttribute name: HTMLName?,
                                   where accepts: (UnsafeBufferPointer<UInt8>) -> Bool) -> Set<Int> {
        guard let name else { return [] }
        var parents: Set<Int> = []
        bytes.withUnsafeBufferPointer { b in
            for node in nodes where node.kind == .element && node.count > 0 && node.parent >= 0 {
                for a in attributeRecords[Int(node.start)..<Int(node.start + node.count)] where a.name == Int32(name.index) {
                    if accepts(UnsafeBufferPointer(rebasing: b[Int(a.start)..<Int(a.start + a.count)])) {
                        parents.insert(Int(node.parent))
                    }
                    break
                }
            }
        }
        return parents
    }

    /// The parents (by ``HTMLNode/index``) of the elements with one of `names`: one pass over the node records,
    /// no node wrapped.
    package func parentsOfElements(named names: [HTMLName]) -> Set<Int> {
        guard !names.isEmpty else { return [] }
        var wanted = [Bool](repeating: false, count: self.names.count)
        for name in names { wanted[name.index] = true }
        var parents: Set<Int> = []
        for node in nodes where node.kind == .element && node.name >= 0 && wanted[Int(node.name)] && node.parent >= 0 {
            parents.insert(Int(node.parent))
        }
        return parents
    }

    /// The node at an ``HTMLNode/index`` (one from this document's nodes, such as ``parentsOfElements(withAttribute:where:)`` returns).
    package func node(at index: Int) -> HTMLNode { HTMLNode(Int32(index), in: self) }

    /// Whether `bytes` contain `pattern` (lowercase ASCII), ASCII letters compared case-insensitively.
    package static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ pattern: [UInt8]) -> Bool {
        guard !pattern.isEmpty else { return true }
        guard bytes.count >= pattern.count else { return false }
        var i = 0
        while i <= bytes.count - pattern.count {
            var k = 0
            while k < pattern.count, bytes[i + k] | (bytes[i + k] >= 0x41 && bytes[i + k] <= 0x5A ? 0x20 : 0) == pattern[k] {
                k += 1
            }
            if k == pattern.count { return true }
            i += 1
        }
        return false
    }

    func string(_ start: Int32, _ count: Int32) -> String {
        guard count > 0 else { return "" }
        return bytes.withUnsafeBufferPointer { b in
            String(decoding: UnsafeBufferPointer(rebasing: b[Int(start)..<Int(start + count)]), as: UTF8.self)
        }
    }
}

/// An element or attribute name interned in one ``HTMLDocument`` (see ``HTMLDocument/name(_:)``); only
/// meaningful with nodes of that document.
package struct HTMLName: Hashable, Sendable {
    let id: Int32

    /// The name's number in its document, below ``HTMLDocument/nameCount``: per-name tables can be arrays.
    package var index: Int { Int(id) }
}

/// One node of the tree. Links are node indexes, -1 for none.
struct NodeRecord {
    var kind: HTMLNode.Kind
    var tag: HTMLTag
    /// What a browser's parser makes of the element otherwise (``BrowserParse``); in the record's padding.
    var flags: Flags = []
    /// Index into ``HTMLDocument/names`` (elements), else -1.
    var name: Int32 = -1
    var parent: Int32 = -1
    var firstChild: Int32 = -1
    var lastChild: Int32 = -1
    var next: Int32 = -1
    var previous: Int32 = -1
    /// Text, CDATA and comments: a byte range of ``HTMLDocument/bytes``. Elements: a range of
    /// ``HTMLDocument/attributeRecords``.
    var start: Int32 = 0
    var count: Int32 = 0
}

extension NodeRecord {
    struct Flags: OptionSet {
        let rawValue: UInt8
        /// The start tag lies in content a browser reads as text (an `<xmp>`'s, a `<textarea>`'s, …): no
        /// element in a browser.
        static let inText = Flags(rawValue: 1)
        /// A `<form>` start tag a browser ignores (its form element pointer is set): no form in a browser.
        static let ignoredForm = Flags(rawValue: 2)
        /// An SVG or MathML element (inside an `<svg>` or a `<math>`, outside HTML integration points): no HTML
        /// form, control, label or heading, whatever its name.
        static let foreign = Flags(rawValue: 4)
    }
}

/// One attribute: its interned name and its value's byte range.
struct AttributeRecord {
    var name: Int32
    var start: Int32
    var count: Int32
}
