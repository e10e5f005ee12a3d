/// What a tree walk does after visiting a node.
package enum HTMLWalkStep: Sendable {
    /// Visit the node's children next.
    case descend
    /// Skip the node's subtree.
    case skipChildren
}

extension HTMLNode {
    /// Visits this node's subtree in document order (pre-order), without recursion, so any depth is fine.
    ///
    /// - Parameters:
    ///   - enter: called for each node (this one included); return ``HTMLWalkStep/skipChildren`` to prune.
    ///   - leave: called after a node's subtree is done (also for pruned nodes and leaves).
    package func walk(enter: (HTMLNode) -> HTMLWalkStep, leave: (HTMLNode) -> Void = { _ in }) {
        walk(elementsOnly: false, enter: enter, leave: leave)
    }

    /// ``walk(enter:leave:)`` over this node and the elements of its subtree: texts, comments and other nodes
    /// are stepped over without a call. A page is about half text nodes, and a scan of its elements need not
    /// make a node value for each.
    package func walkElements(enter: (HTMLNode) -> HTMLWalkStep, leave: (HTMLNode) -> Void = { _ in }) {
        walk(elementsOnly: true, enter: enter, leave: leave)
    }

    private func walk(elementsOnly: Bool, enter: (HTMLNode) -> HTMLWalkStep, leave: (HTMLNode) -> Void) {
        let nodes = document.nodes
        var p = id
        while p >= 0 {
            let record = nodes[Int(p)]
            if !elementsOnly || record.kind == .element || p == id {
                let current = HTMLNode(p, in: document)
                if enter(current) == .descend, record.firstChild >= 0 {
                    p = record.firstChild
                    continue
                }
                leave(current)
            }
            // Leave finished ancestors (elements, or this node) until one has a next sibling.
            var up = p
            p = -1
            while up >= 0 {
                if up == id { break }
                let u = nodes[Int(up)]
                if u.next >= 0 { p = u.next; break }
                up = u.parent
                if up >= 0 { leave(HTMLNode(up, in: document)) }
            }
        }
    }
}
