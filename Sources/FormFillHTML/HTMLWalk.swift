/// What a tree walk does after visiting a node.
public enum HTMLWalkStep: Sendable {
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
    public func walk(enter: (HTMLNode) -> HTMLWalkStep, leave: (HTMLNode) -> Void = { _ in }) {
        let nodes = document.nodes
        var p = id
        while p >= 0 {
            let current = HTMLNode(p, in: document)
            let record = nodes[Int(p)]
            if enter(current) == .descend, record.firstChild >= 0 {
                p = record.firstChild
                continue
            }
            leave(current)
            // Leave finished ancestors until one has a next sibling.
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
