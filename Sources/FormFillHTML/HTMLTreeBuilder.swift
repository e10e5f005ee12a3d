internal import CLibXML2

/// Builds an ``HTMLDocument``'s node array from libxml2's HTML parser events (its SAX interface).
///
/// The events are the ones libxml2's own tree builder receives, and this mirrors what that builder does
/// with them (adjacent texts merge, text outside any element is dropped, the doctype comes first), so the
/// tree is the one `htmlReadMemory` would give, node for node; ``HTMLEditor`` relies on that to find the
/// same elements in its libxml2 tree.
struct HTMLTreeBuilder {
    var nodes: [NodeRecord] = [NodeRecord(kind: .document, tag: .other)]
    var attributes: [AttributeRecord] = []
    var bytes: [UInt8] = []
    var names: [String] = []
    var elementCount = 0
    /// The elements open at this point of the parse, innermost last; the document node at the bottom.
    private var open: [Int32] = [0]
    /// Names seen so far by libxml2's pointer (its names are interned in the parser's dictionary), so each
    /// distinct name becomes a `String` once.
    private var nameIDs: [UnsafeRawPointer: Int32] = [:]
    /// A direct-mapped cache in front of ``nameIDs``: a page repeats a few dozen names hundreds of thousands
    /// of times, and hashing each pointer cost more than the rest of an element's event.
    private var recentNames = [(pointer: UnsafeRawPointer?, id: Int32)](repeating: (nil, 0), count: 1024)
    /// The name libxml2 reports next after a lone "&" that ``LegacyReferences`` decoded (`nbspname` after
    /// `First&nbspname`'s "&"): that event is dropped.
    private var decodedReferenceName: [UInt8]?
    /// Where a browser's parser reads the page otherwise (``BrowserParse``), fed every event.
    private var browser = BrowserParse()
    /// The bytes libxml2 reads, during the parse (``BrowserParse`` reads ahead and behind in them).
    private var source = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    /// Per interned name: what it is to foreign content (``BrowserParse/NameKind``).
    private var nameKinds: [BrowserParse.NameKind] = []
    /// The controls a browser's parser gives a form that libxml2's tree does not (``BrowserParse``).
    var parserFormOwners: [Int32: Int32] = [:]

    /// Parses a page. Never fails on content; throws only when libxml2 cannot allocate a parser.
    static func parse(_ input: PreparedInput, options: HTMLParseOptions) throws -> HTMLTreeBuilder {
        var builder = HTMLTreeBuilder()
        builder.nodes.reserveCapacity(input.utf8.count / 16)
        builder.bytes.reserveCapacity(input.utf8.count / 2)
        _ = LibXML2Setup.done
        guard let context = htmlNewParserCtxt() else { throw HTMLError("cannot allocate an HTML parser") }
        defer { htmlFreeParserCtxt(context) }
        context.pointee.sax.pointee = Self.handler()
        withUnsafeMutablePointer(to: &builder) { pointer in
            context.pointee._private = UnsafeMutableRawPointer(pointer)
            let document = input.withLibXML2Buffer { chars, count in
                chars.withMemoryRebound(to: UInt8.self, capacity: Int(count)) {
                    pointer.pointee.source = UnsafeBufferPointer(start: $0, count: Int(count))
                }
                defer { pointer.pointee.source = UnsafeBufferPointer(start: nil, count: 0) }
                return htmlCtxtReadMemory(context, chars, count, nil, "UTF-8", options.libxml2Flags)
            }
            // No startDocument handler, so libxml2 builds no tree; free one should a version build it anyway.
            if let document { xmlFreeDoc(document) }
            context.pointee._private = nil
        }
        return builder
    }

    // MARK: Events

    private mutating func startElement(_ name: UnsafePointer<UInt8>, _ pairs: UnsafeMutablePointer<UnsafePointer<UInt8>?>?,
                                       offset: Int) {
        let firstAttribute = Int32(attributes.count)
        if let pairs {
            var i = 0
            while let attributeName = pairs[i] {
                let value = pairs[i + 1]
                let start = appendBytes(value, value.map { strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? 0)
                attributes.append(AttributeRecord(name: intern(attributeName), start: start.0, count: start.1))
                i += 2
            }
        }
        var record = NodeRecord(kind: .element, tag: HTMLTag.recognise(name))
        record.name = intern(name)
        record.start = firstAttribute
        record.count = Int32(attributes.count) - firstAttribute
        let id = append(record, to: open[open.count - 1])
        open.append(id)
        elementCount += 1
        var element = BrowserParse.Element(id: id, tag: record.tag, kind: nameKinds[Int(record.name)])
        if element.kind == .font {
            element.fontBreaksOut = attributes[Int(firstAttribute)...].contains { ["color", "face", "size"].contains(names[Int($0.name)]) }
        } else if element.kind == .annotationXML, let encoding = attributes[Int(firstAttribute)...].last(where: { names[Int($0.name)] == "encoding" }) {
            let value = String(decoding: bytes[Int(encoding.start)..<Int(encoding.start + encoding.count)], as: UTF8.self).lowercased()
            element.holdsHTML = value == "text/html" || value == "application/xhtml+xml"
        }
        let start = browser.start(element, offset: offset, source: source)
        if !start.flags.isEmpty { nodes[Int(id)].flags = start.flags }
        if let owner = start.owner { parserFormOwners[id] = owner }
    }

    private mutating func endElement(offset: Int) {
        guard open.count > 1 else { return }
        let id = open.removeLast()
        browser.end(id, tag: nodes[Int(id)].tag, offset: offset, source: source)
    }

    /// Any other event, ending at `offset`.
    private mutating func otherEvent(offset: Int) {
        let tag = nodes[Int(open[open.count - 1])].tag
        browser.other(offset: offset, isRawText: tag == .script, source: source)
    }

    /// How far libxml2 has read the source (an offset into ``source``).
    private static func offset(_ context: UnsafeMutableRawPointer?) -> Int {
        guard let input = context?.assumingMemoryBound(to: xmlParserCtxt.self).pointee.input,
              let cur = input.pointee.cur, let base = input.pointee.base else { return 0 }
        return Int(input.pointee.consumed) + (cur - base)
    }

    private mutating func characters(_ text: UnsafePointer<UInt8>, _ length: Int, kind: HTMLNode.Kind) {
        let parent = open[open.count - 1]
        // libxml2's tree builder drops text that no element is open for.
        guard parent != 0, length > 0 else { return }
        let last = nodes[Int(parent)].lastChild
        if last >= 0, nodes[Int(last)].kind == kind, Int(nodes[Int(last)].start + nodes[Int(last)].count) == bytes.count {
            nodes[Int(last)].count += appendBytes(text, length).1
            return
        }
        let (start, count) = appendBytes(text, length)
        var record = NodeRecord(kind: kind, tag: .other)
        record.start = start
        record.count = count
        append(record, to: parent)
    }

    private mutating func comment(_ text: UnsafePointer<UInt8>?) {
        let (start, count) = appendBytes(text, text.map { strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? 0)
        var record = NodeRecord(kind: .comment, tag: .other)
        record.start = start
        record.count = count
        append(record, to: open[open.count - 1])
    }

    private mutating func processingInstruction() {
        append(NodeRecord(kind: .other, tag: .other), to: open[open.count - 1])
    }

    /// The doctype: libxml2 makes it the document's first child.
    private mutating func doctype() {
        let id = Int32(nodes.count)
        var record = NodeRecord(kind: .other, tag: .other)
        record.parent = 0
        record.next = nodes[0].firstChild
        nodes.append(record)
        if record.next >= 0 { nodes[Int(record.next)].previous = id } else { nodes[0].lastChild = id }
        nodes[0].firstChild = id
    }

    // MARK: Storage

    @discardableResult
    private mutating func append(_ node: NodeRecord, to parent: Int32) -> Int32 {
        let id = Int32(truncatingIfNeeded: nodes.count)
        var node = node
        node.parent = parent
        let last = nodes[Int(parent)].lastChild
        node.previous = last
        if last >= 0 { nodes[Int(last)].next = id } else { nodes[Int(parent)].firstChild = id }
        nodes[Int(parent)].lastChild = id
        nodes.append(node)
        return id
    }

    /// Appends text to the byte buffer; returns its start and length (cut short past 2 GiB in all).
    private mutating func appendBytes(_ text: UnsafePointer<UInt8>?, _ length: Int) -> (Int32, Int32) {
        let start = bytes.count
        guard let text, length > 0 else { return (Int32(clamping: start), 0) }
        let room = min(length, Int(Int32.max) - 1 - start)
        guard room > 0 else { return (Int32(clamping: start), 0) }
        bytes.append(contentsOf: UnsafeBufferPointer(start: text, count: room))
        return (Int32(start), Int32(room))
    }

    private mutating func intern(_ name: UnsafePointer<UInt8>) -> Int32 {
        // A multiplicative hash of the whole address: libxml2 packs its names a few bytes apart, so the address
        // bits above the fourth (the slot before) put most of a page's names in a few slots and three look-ups
        // in four went on to the hash table.
        let slot = Int(truncatingIfNeeded: (UInt(bitPattern: name) &* 0x9E37_79B9_7F4A_7C15) >> (UInt.bitWidth - 10))
        let length = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
        // A hit must also match byte for byte: libxml2 interns names in its dictionary, but a name from
        // anywhere else could reuse an address.
        func same(_ id: Int32) -> Bool {
            names[Int(id)].utf8.withContiguousStorageIfAvailable { stored in
                stored.count == length && (length == 0 || memcmp(stored.baseAddress!, name, length) == 0)
            } ?? false
        }
        let recent = recentNames[slot]
        if recent.pointer == UnsafeRawPointer(name), same(recent.id) { return recent.id }
        if let id = nameIDs[UnsafeRawPointer(name)], same(id) {
            recentNames[slot] = (UnsafeRawPointer(name), id)
            return id
        }
        let id = Int32(names.count)
        names.append(String(decoding: UnsafeBufferPointer(start: name, count: length), as: UTF8.self))
        nameKinds.append(BrowserParse.NameKind(names[Int(id)]))
        nameIDs[UnsafeRawPointer(name)] = id
        recentNames[slot] = (UnsafeRawPointer(name), id)
        return id
    }

    // MARK: The libxml2 callbacks

    private static func builder(_ context: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<HTMLTreeBuilder>? {
        // The callbacks receive the parser context (its `userData`); the builder hangs off its `_private`.
        guard let context else { return nil }
        return context.assumingMemoryBound(to: xmlParserCtxt.self).pointee._private?
            .assumingMemoryBound(to: HTMLTreeBuilder.self)
    }

    /// The callbacks (a fresh struct per parse: a C struct cannot be a `Sendable` global).
    private static func handler() -> htmlSAXHandler {
        var h = htmlSAXHandler()
        h.startElement = { context, name, pairs in
            guard let name, let b = HTMLTreeBuilder.builder(context) else { return }
            b.pointee.startElement(name, pairs, offset: HTMLTreeBuilder.offset(context))
        }
        h.endElement = { context, _ in HTMLTreeBuilder.builder(context)?.pointee.endElement(offset: HTMLTreeBuilder.offset(context)) }
        h.characters = { context, text, length in
            guard let text, let context, let b = HTMLTreeBuilder.builder(context) else { return }
            defer { b.pointee.otherEvent(offset: HTMLTreeBuilder.offset(context)) }
            if let name = b.pointee.decodedReferenceName {
                // The name of the legacy reference decoded at its "&": already in the text.
                b.pointee.decodedReferenceName = nil
                if name.count == Int(length), name.elementsEqual(UnsafeBufferPointer(start: text, count: Int(length))) { return }
            }
            if length == 1, text.pointee == UInt8(ascii: "&"), let legacy = LegacyReferences.decode(at: context) {
                legacy.text.withUnsafeBufferPointer { b.pointee.characters($0.baseAddress!, $0.count, kind: .text) }
                b.pointee.decodedReferenceName = legacy.name
                return
            }
            b.pointee.characters(text, Int(length), kind: .text)
        }
        h.ignorableWhitespace = { context, text, length in
            guard let text, let b = HTMLTreeBuilder.builder(context) else { return }
            b.pointee.characters(text, Int(length), kind: .text)
            b.pointee.otherEvent(offset: HTMLTreeBuilder.offset(context))
        }
        h.cdataBlock = { context, text, length in
            guard let text, let b = HTMLTreeBuilder.builder(context) else { return }
            b.pointee.characters(text, Int(length), kind: .cdata)
            b.pointee.otherEvent(offset: HTMLTreeBuilder.offset(context))
        }
        h.comment = { context, text in
            guard let b = HTMLTreeBuilder.builder(context) else { return }
            b.pointee.comment(text)
            b.pointee.otherEvent(offset: HTMLTreeBuilder.offset(context))
        }
        h.processingInstruction = { context, _, _ in HTMLTreeBuilder.builder(context)?.pointee.processingInstruction() }
        h.internalSubset = { context, _, _, _ in HTMLTreeBuilder.builder(context)?.pointee.doctype() }
        h.initialized = 1
        return h
    }
}

extension HTMLTreeBuilder {
    /// Moves body content that libxml2 left in `<head>` into `<body>`, as a browser's parser would.
    ///
    /// libxml2 2.9 keeps the head open after an implied `<head>`: in `<meta charset=x><input>` the input ends
    /// up inside `<head>`. A browser closes the head at the first element that does not belong there and
    /// puts it and everything after it in the body. Doing the same keeps the tree (labels, visibility, opids)
    /// identical to what `collect.js` sees. ``HTMLEditor`` makes the same move in its libxml2 tree.
    mutating func moveBodyContentOutOfHead() {
        var html = nodes[0].firstChild
        while html >= 0, nodes[Int(html)].kind != .element { html = nodes[Int(html)].next }
        guard html >= 0 else { return }
        var head: Int32 = -1
        var body: Int32 = -1
        var child = nodes[Int(html)].firstChild
        while child >= 0 {
            let c = nodes[Int(child)]
            if c.kind == .element {
                if c.tag == .head, head < 0 { head = child }
                if c.tag == .body, body < 0 { body = child }
            }
            child = c.next
        }
        guard head >= 0 else { return }
        // The first node that a browser would not keep in the head.
        var first = nodes[Int(head)].firstChild
        while first >= 0, belongsInHead(nodes[Int(first)]) { first = nodes[Int(first)].next }
        guard first >= 0 else { return }
        if body < 0 {
            var record = NodeRecord(kind: .element, tag: .body)
            record.name = internName("body")
            body = Int32(nodes.count)
            record.parent = html
            record.previous = head
            record.next = nodes[Int(head)].next
            nodes.append(record)
            if record.next >= 0 { nodes[Int(record.next)].previous = body } else { nodes[Int(html)].lastChild = body }
            nodes[Int(head)].next = body
            elementCount += 1
        }
        // Cut the run first…last out of the head and put it in front of the body's children.
        let last = nodes[Int(head)].lastChild
        let before = nodes[Int(first)].previous
        nodes[Int(head)].lastChild = before
        if before >= 0 { nodes[Int(before)].next = -1 } else { nodes[Int(head)].firstChild = -1 }
        var n = first
        while n >= 0 { nodes[Int(n)].parent = body; n = nodes[Int(n)].next }
        let anchor = nodes[Int(body)].firstChild
        nodes[Int(first)].previous = -1
        nodes[Int(last)].next = anchor
        if anchor >= 0 { nodes[Int(anchor)].previous = last } else { nodes[Int(body)].lastChild = last }
        nodes[Int(body)].firstChild = first
    }

    private func belongsInHead(_ node: NodeRecord) -> Bool {
        switch node.kind {
        case .element:
            return node.tag.belongsInHead
        case .text:
            // Whitespace stays; any other text starts the body.
            return bytes[Int(node.start)..<Int(node.start + node.count)].allSatisfy {
                $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0C || $0 == 0x0D
            }
        default:
            return true
        }
    }

    private mutating func internName(_ name: String) -> Int32 {
        if let i = names.firstIndex(of: name) { return Int32(i) }
        names.append(name)
        nameKinds.append(BrowserParse.NameKind(name))
        return Int32(names.count - 1)
    }
}
