internal import CLibXML2

extension HTMLEditor {
    /// Moves body content that libxml2 left in `<head>` into `<body>`, as a browser's parser would.
    ///
    /// libxml2 2.9 keeps the head open after an implied `<head>`: in `<meta charset=x><input>` the input ends
    /// up inside `<head>`. A browser closes the head at the first element that does not belong there and
    /// puts it and everything after it in the body. ``HTMLTreeBuilder`` makes the same move, so both trees
    /// stay element for element the same.
    func moveBodyContentOutOfHead() {
        guard let html = xmlDocGetRootElement(pointer) else { return }
        var head: xmlNodePtr?
        var body: xmlNodePtr?
        var child = html.pointee.children
        while let c = child {
            if c.pointee.type == XML_ELEMENT_NODE, let name = c.pointee.name {
                let tag = HTMLTag.recognise(name)
                if tag == .head, head == nil { head = c }
                if tag == .body, body == nil { body = c }
            }
            child = c.pointee.next
        }
        guard let head else { return }
        // The first node that a browser would not keep in the head.
        var first = head.pointee.children
        while let c = first, Self.belongsInHead(c) { first = c.pointee.next }
        guard let moveFrom = first else { return }
        if body == nil {
            guard let created = xmlNewDocNode(pointer, nil, "body", nil) else { return }
            if xmlAddNextSibling(head, created) == nil { xmlFreeNode(created); return }
            body = created
        }
        guard let body else { return }
        let anchor = body.pointee.children
        var node: xmlNodePtr? = moveFrom
        while let n = node {
            node = n.pointee.next
            xmlUnlinkNode(n)
            if let anchor { _ = xmlAddPrevSibling(anchor, n) } else { _ = xmlAddChild(body, n) }
        }
    }

    private static func belongsInHead(_ node: xmlNodePtr) -> Bool {
        switch node.pointee.type {
        case XML_ELEMENT_NODE:
            guard let name = node.pointee.name else { return false }
            return HTMLTag.recognise(name).belongsInHead
        case XML_TEXT_NODE:
            // Whitespace stays; any other text starts the body.
            guard let content = node.pointee.content else { return true }
            var p = content
            while p.pointee != 0 {
                switch p.pointee { case 0x20, 0x09, 0x0A, 0x0C, 0x0D: p += 1; default: return false }
            }
            return true
        default:
            return true
        }
    }
}
