internal import CLibXML2

// Edits used by `apply`. Values are stored as plain text nodes (never re-parsed as markup or entities);
// the serializer escapes them. NUL cannot live in a libxml2 string, so it becomes U+FFFD, as in browsers.

extension HTMLEditor.Element {
    /// Sets an attribute's value, adding the attribute if needed. `name` should be lowercase.
    package func setAttribute(_ name: String, _ value: String) {
        _ = Self.safe(value).withCString { v in
            name.withCString { n in
                xmlSetProp(raw, UnsafeRawPointer(n).assumingMemoryBound(to: xmlChar.self),
                           UnsafeRawPointer(v).assumingMemoryBound(to: xmlChar.self))
            }
        }
    }

    /// Removes an attribute if present.
    package func removeAttribute(_ name: String) {
        var a = raw.pointee.properties
        while let attr = a {
            let next = attr.pointee.next
            if let n = attr.pointee.name, String(cString: n) == name {
                xmlRemoveProp(attr)  // unlinks and frees
            }
            a = next
        }
    }

    /// Replaces the element's text with one text node holding `text` (e.g. a `<textarea>`'s value).
    ///
    /// Child elements stay: libxml2 parses markup inside a `<textarea>` (a browser would not), so on a broken
    /// page a textarea can hold other controls, and the filler may hold those elements to fill them next.
    /// Freeing them would leave it pointing at freed memory (the fuzzer found exactly that).
    package func setTextContent(_ text: String) {
        var child = raw.pointee.children
        while let c = child {
            child = c.pointee.next
            guard c.pointee.type != XML_ELEMENT_NODE else { continue }
            xmlUnlinkNode(c)
            xmlFreeNode(c)
        }
        guard let node = Self.safe(text).withCString({ t in
            xmlNewDocText(editor.pointer, UnsafeRawPointer(t).assumingMemoryBound(to: xmlChar.self))
        }) else { return }
        if let first = raw.pointee.children {
            if xmlAddPrevSibling(first, node) == nil { xmlFreeNode(node) }
        } else if xmlAddChild(raw, node) == nil {
            xmlFreeNode(node)
        }
    }

    static func safe(_ s: String) -> String {
        s.utf8.contains(0) ? s.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}") : s
    }
}
