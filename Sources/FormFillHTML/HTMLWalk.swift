internal import CLibXML2

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
        var p: xmlNodePtr? = raw
        while let node = p {
            let current = HTMLNode(node, in: document)
            if enter(current) == .descend, let child = node.pointee.children {
                p = child
                continue
            }
            leave(current)
            // Leave finished ancestors until one has a next sibling.
            var up: xmlNodePtr? = node
            p = nil
            while let u = up {
                if u == raw { break }
                if let next = u.pointee.next { p = next; break }
                up = u.pointee.parent
                if let parent = up { leave(HTMLNode(parent, in: document)) }
            }
        }
    }
}
