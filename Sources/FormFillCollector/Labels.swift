import FormFillHTML

/// The label rules of the original collect script (formats.md), on a scanned document.
struct Labels {
    let scan: DocumentScan
    /// Longest text taken from one node: keeps the sibling walks linear on pages with huge text blocks.
    static let textLimit = 4096
    /// Most nodes one label-left search visits.
    static let stepLimit = 10_000

    /// Elements that end a label-left/label-right walk ("section" elements in the original), but for an
    /// `<input type=hidden>`, which nobody sees, and a wordless help button (``isWordlessButton(_:)``): neither
    /// parts a label from its box.
    static func isBoundary(_ node: HTMLNode) -> Bool {
        switch node.tag {
        case .input: !node.isHiddenInput
        case .button: !isWordlessButton(node)
        case .select, .option, .form, .textarea, .table, .iframe, .body, .head, .script: true
        default: false
        }
    }

    /// A `<button type=button>` whose text has no word (``TextCleaning/hasWords(_:)``): the "?" or icon a page
    /// puts between a label and its box to open a hint. It submits nothing and names nothing, so it is no
    /// boundary of a label walk and holds no control of its own (``holdsControl(_:)``).
    static func isWordlessButton(_ node: HTMLNode) -> Bool {
        guard node.tag == .button, node.attribute("type")?.lowercased() == "button" else { return false }
        return !TextCleaning.hasWords(node.spacedText(limit: wordlessButtonTextLimit))
    }

    /// Most text read from a button to tell whether it is wordless.
    static let wordlessButtonTextLimit = 64

    /// A node's text before cleaning: a text node's text, an element's spaced text (``HTMLNode/spacedText``);
    /// nil for other nodes and for a wordless help button (``isWordlessButton(_:)``), whose "?" labels nothing.
    /// Its white space at either end is where `innerText` puts a space between it and its neighbours.
    static func rawText(of node: HTMLNode) -> String? {
        switch node.kind {
        case .text, .cdata: node.text
        case .element: isWordlessButton(node) ? nil : node.spacedText(limit: textLimit)
        default: nil
        }
    }

    /// An element's text as the label rules read it: its text content with a space where a block-level element
    /// or a `<br>` breaks the line (as `innerText` has it), trimmed and collapsed; nil when empty.
    static func elementText(_ element: HTMLNode) -> String? {
        TextCleaning.cleaned(element.spacedText(limit: textLimit))
    }

    /// Texts joined without a separator; one text (nearly always) as it is.
    static func joined(_ parts: [String]) -> String {
        parts.count == 1 ? parts[0] : parts.joined()
    }

    // MARK: label-tag

    /// `label-tag`: the element's labels (the DOM's `labels`), else `label[for=id]`, `label[for=name]` and
    /// enclosing labels; else the `<dt>` before a parent `<dd>`. Texts joined without a separator.
    func tag(_ control: DocumentScan.Control, id: String?, name: String?) -> String? {
        let element = control.element
        var labels: [HTMLNode] = []
        // Looked up once: most ids have no label pointing at them, and then the id index is not needed.
        let forID = id.flatMap { $0.isEmpty ? nil : scan.labelsByFor[$0] }
        // The DOM's `labels` (hidden inputs, the only unlabelable collected element, never get here).
        if let forID, let id, scan.elementsByID[id] == element { labels += forID }
        labels += control.enclosingLabels.filter { scan.label($0, labels: element) }
        labels.sort { (scan.labelOrder(of: $0) ?? 0) < (scan.labelOrder(of: $1) ?? 0) }
        if labels.isEmpty {
            if let forID { labels += forID }
            if let name, !name.isEmpty {
                for label in scan.labelsByFor[name] ?? [] where !labels.contains(label) { labels.append(label) }
            }
            // A repeated id or name: the labels in the box's own form are its own, where it has any (a header's
            // login box and a newsletter's name box both `id="n"`, each with its label).
            let ownForm = labels.filter { ancestorForm(of: $0) == control.ancestorForm }
            if !ownForm.isEmpty && ownForm.count < labels.count { labels = ownForm }
            for label in control.enclosingLabels where !labels.contains(label) { labels.append(label) }
        }
        if labels.isEmpty, let parent = element.parent, parent.tag == .dd,
           let term = parent.previousElementSibling, term.tag == .dt {
            labels.append(term)
        }
        guard !labels.isEmpty else { return nil }
        return Self.joined(labels.map { Self.elementText($0) ?? "" })
    }

    /// The nearest `<form>` around `node` that the scan counted, as a control's ``DocumentScan/Control/ancestorForm``.
    private func ancestorForm(of node: HTMLNode) -> Int? {
        var up = node.parent
        while let parent = up {
            if let form = scan.formIndex(of: parent) { return form }
            up = parent.parent
        }
        return nil
    }

    // MARK: label-right, label-left

    /// Texts of the following siblings up to the next boundary element or element that holds another control
    /// (``holdsControl(_:)``: its text is that control's label, as in the left walk), joined (``SiblingTexts``).
    func right(_ element: HTMLNode) -> String {
        var texts = SiblingTexts(backwards: false)
        var node = element
        var steps = 0
        while let next = node.nextSibling, steps < Self.stepLimit {
            node = next
            steps += 1
            if Self.isBoundary(node) || Self.holdsControl(node) { break }
            texts.add(node)
        }
        return texts.joined()
    }

    /// The original's left-label walk: preceding siblings back to a boundary element; if they hold no words,
    /// climb to the nearest ancestor with a previous sibling, descend to that sibling's deepest last child,
    /// and go on from there. Texts are joined in reading order (``SiblingTexts``).
    ///
    /// Departures from the original, all about what a reader sees beside the box (and neither a hidden input nor
    /// a wordless help button is a boundary, ``isBoundary(_:)``):
    /// - text without a letter or a digit (a required mark `*`, a colon) is not a label on its own: the walk
    ///   goes on past it, so `<td>City <span>*</span></td><td><input></td>` reads "City *", not "*";
    /// - the text the climb finds is read with the rest of its line (``lineStart(from:within:adding:)``):
    ///   `<td>City <span>(required)</span></td>` reads "City (required)", not "(required)";
    /// - a preceding sibling that holds another control ends the walk (``holdsControl(_:)``): its text is that
    ///   control's label; so does the element the climb reaches (a label after its own box, in a container
    ///   before this box's), and the climb does not descend into text a browser does not show
    ///   (``HTMLTag/hidesText``);
    /// - the label is the text on the box's line: once the walk has words, a line-breaking sibling before them
    ///   ends it (`<h2>Shipping address</h2>Company: <input>` reads "Company:");
    /// - the climb stops at a table row: the row above is the field's `label-top`, and its last cell
    ///   labels the last column, not this one; but a row of a table nested in a cell is left for that table,
    ///   and a nested table without a control is read like the rest of its cell (``isLabelTable(_:)``).
    func left(_ element: HTMLNode) -> String {
        var texts = SiblingTexts(backwards: true)
        var node = element
        var steps = 0
        search: while steps < Self.stepLimit {
            while let previous = node.previousSibling {
                node = previous
                steps += 1
                if Self.isBoundary(node) || Self.holdsControl(node) { break search }
                // The box's line ends at a line-breaking sibling once it has words: "Company: [ ]" under an
                // `<h2>Shipping address</h2>` reads "Company:".
                if texts.hasWords, node.breaksLine { break search }
                texts.add(node)
            }
            guard !texts.hasWords else { break }
            var candidate: HTMLNode?
            var up = node
            while candidate == nil {
                guard var parent = up.parent else { break search }
                if parent.tag == .tr {
                    // A row of a table nested in a cell: the line goes on left of that table.
                    guard let table = Self.nestedTable(of: parent) else { break search }
                    parent = table
                }
                up = parent
                if up.breaksLine { texts.breakLine() }
                candidate = up.previousSibling
                // A container of another box: its last text is that box's (a label after its box).
                if let c = candidate, Self.holdsControl(c) { break search }
                while let c = candidate, !Self.isBoundary(c) || Self.isLabelTable(c), !Self.isWordlessButton(c),
                      !c.tag.hidesText, let last = c.lastChild {
                    if c.breaksLine { texts.breakLine() }
                    candidate = last
                    steps += 1
                }
            }
            guard let found = candidate, !Self.isBoundary(found) else { break }
            texts.add(found)
            node = Self.lineStart(from: found, within: up, adding: &texts)
            guard !texts.hasWords else { break }
        }
        return texts.joined()
    }

    /// The table of a row, when that row is the table's first and the table is nested in a cell
    /// (``cell(around:)``): the row is a line of the outer cell. A later row has the row above it (its
    /// `label-top`).
    static func nestedTable(of row: HTMLNode) -> HTMLNode? {
        guard row.previousElementSibling?.tag != .tr else { return nil }
        var node = row.parent
        var steps = 0
        while let n = node, steps < nestingLimit {
            switch n.tag {
            case .table: return cell(around: n) == nil ? nil : n
            case .td, .th, .tr, .body: return nil
            default: node = n.parent; steps += 1
            }
        }
        return nil
    }

    /// A table nested in a cell (``cell(around:)``) that holds no control (``holdsControl(_:)``): a layout
    /// table around a label's text (`<td><table><tr><td>City</td><td>*</td></tr></table></td><td><input></td>`),
    /// which the left walk reads like the rest of its cell.
    static func isLabelTable(_ node: HTMLNode) -> Bool {
        node.tag == .table && cell(around: node) != nil && !holdsControl(node)
    }

    /// The cell a table is nested in, wrappers between the two allowed; nil when a row, another table or the
    /// body comes first.
    static func cell(around table: HTMLNode) -> HTMLNode? {
        var node = table.parent
        var steps = 0
        while let n = node, steps < nestingLimit {
            switch n.tag {
            case .td, .th: return n
            case .tr, .table, .body: return nil
            default: node = n.parent; steps += 1
            }
        }
        return nil
    }

    /// Most ancestors ``nestedTable(of:)`` and ``cell(around:)`` climb.
    static let nestingLimit = 32

    /// Adds the texts before `found` on its line, back to the start of the nearest line-breaking ancestor, a
    /// boundary element, or the top of `ancestor`'s previous sibling (the element the climb descended into):
    /// `<td>City <span>(required)</span></td>` reads "City (required)", as the line reads, not the last
    /// element's text alone. Returns the first node of the line reached.
    private static func lineStart(from found: HTMLNode, within ancestor: HTMLNode, adding texts: inout SiblingTexts) -> HTMLNode {
        guard let root = ancestor.previousSibling else { return found }
        var node = found
        var steps = 0
        while node != root, steps < stepLimit {
            while let previous = node.previousSibling {
                if isBoundary(previous) || previous.breaksLine { return node }
                steps += 1
                texts.add(previous)
                node = previous
            }
            guard let parent = node.parent, parent != root, !parent.breaksLine else { return node }
            node = parent
        }
        return node
    }

    /// Whether an element holds a form control (an `input` other than a hidden one, a `select`, a `textarea` or a
    /// `button` that is not a wordless help button, within its first ``controlSearchLimit`` descendants and
    /// outside `noscript` and `template` content): its text is that control's label
    /// (`<label>Email <input></label>`), so a walk from another box stops at it.
    static func holdsControl(_ element: HTMLNode) -> Bool {
        // A noscript's or a template's content is no control in a browser's DOM (raw text, a fragment).
        guard element.kind == .element, !element.tag.hidesText, var node = element.firstChild else { return false }
        var visited = 0
        while visited < controlSearchLimit {
            visited += 1
            switch node.tag {
            case .input: if !node.isHiddenInput { return true }
            case .select, .textarea: return true
            case .button: if !isWordlessButton(node) { return true }
            default: break
            }
            if !node.tag.hidesText, let child = node.firstChild {
                node = child
                continue
            }
            while true {
                if let next = node.nextSibling {
                    node = next
                    break
                }
                guard let parent = node.parent, parent != element else { return false }
                node = parent
            }
        }
        return false
    }

    /// Most descendants ``holdsControl(_:)`` looks at.
    static let controlSearchLimit = 1_000

    // MARK: label-top

    /// In a table layout, the text of the cell in the same column of the row above (column positions
    /// account for `colspan`; `rowspan` from earlier rows is not tracked).
    func top(_ control: DocumentScan.Control) -> String? {
        guard let cell = control.cell, let row = cell.parent, row.tag == .tr,
              let above = row.previousElementSibling, above.tag == .tr else { return nil }
        var column = 0
        for c in row.childElements where c.tag == .td || c.tag == .th {
            if c == cell { break }
            column += Self.span(c)
        }
        var start = 0
        for c in above.childElements where c.tag == .td || c.tag == .th {
            let span = Self.span(c)
            if column >= start && column < start + span {
                return Self.elementText(c)
            }
            start += span
        }
        return nil
    }

    static func span(_ cell: HTMLNode) -> Int {
        guard let v = cell.attribute("colspan"), let n = TextCleaning.nonNegativeInteger(v), n > 0 else { return 1 }
        return min(n, 1000)
    }
}

/// The texts of a run of sibling nodes, visited forwards or backwards, joined as `innerText` joins them once
/// whitespace is collapsed: side by side, with one space where white space or a line-breaking element (a
/// block-level element or a `<br>`, ``HTMLNode/breaksLine``) stands between two of them or holds one of them.
/// So `<span>Zip</span> <span>code</span>` reads "Zip code" and `E<b>-mail</b>` reads "E-mail".
struct SiblingTexts {
    /// Whether the nodes are visited from the last to the first.
    let backwards: Bool
    /// The texts in the order visited, with a `" "` part where a space separates two of them.
    private var parts: [String] = []
    /// Whether white space or a line break came after the last text, in the order visited.
    private var separated = false
    /// Whether a text with a letter or a digit has been added (``Labels/hasWords(_:)``).
    private(set) var hasWords = false

    init(backwards: Bool) { self.backwards = backwards }

    /// Adds the next node visited (``Labels/rawText(of:)``; a node without text may still separate two).
    mutating func add(_ node: HTMLNode) {
        let breaks = node.breaksLine
        guard let raw = Labels.rawText(of: node) else {
            separated = separated || breaks
            return
        }
        guard let text = TextCleaning.cleaned(raw) else {
            separated = separated || breaks || !raw.isEmpty
            return
        }
        let leading = TextCleaning.startsWithWhitespace(raw), trailing = TextCleaning.endsWithWhitespace(raw)
        if !parts.isEmpty, separated || breaks || (backwards ? trailing : leading) { parts.append(" ") }
        parts.append(text)
        separated = breaks || (backwards ? leading : trailing)
        if !hasWords { hasWords = TextCleaning.hasWords(text) }
    }

    /// Marks a line break before the next text (the walk left or entered a line-breaking element).
    mutating func breakLine() { separated = true }

    /// The texts joined in reading order.
    func joined() -> String {
        if parts.count == 1 { return parts[0] }
        return backwards ? parts.reversed().joined() : parts.joined()
    }
}
