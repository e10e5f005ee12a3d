import FormFillHTML

/// Static `visible` and `viewable`, computed once per element and shared down the tree (memoised), so a page
/// costs one visit per element however many controls it has.
///
/// `visible` is false when the element or an ancestor is not rendered: `type=hidden`, the `hidden`
/// attribute, elements the user-agent sheet hides (`head`, `template`, `datalist`, a closed `dialog`, …), and
/// `display:none` / `visibility:hidden` from an inline `style` or a `<style>` rule (see ``StyleSheet``).
///
/// `viewable` approximates "on screen and big enough to use" without layout: visible, and neither the
/// element nor an ancestor has `opacity:0`, is absolutely positioned far off screen (`left`/`top` at -500px or
/// less), is clipped to a sliver (`clip: rect(...)` under 10px), or is an `overflow:hidden` box under 10px;
/// and the element itself is not given a width or height under 10px. Layout, covering elements,
/// scrolling and external style sheets are out of reach: `collect.js` computes the real value.
struct Visibility {
    struct Flags {
        var hidden = false
        var unviewable = false
    }

    private let sheet: StyleSheet
    private var memo: [HTMLNode: Flags] = [:]

    init(sheet: StyleSheet) { self.sheet = sheet }

    /// (visible, viewable) for a control.
    mutating func state(of element: HTMLNode, isHiddenInput: Bool) -> (visible: Bool, viewable: Bool) {
        let own = ownStyle(element)
        let inherited = element.parent.map { flags(of: $0) } ?? Flags()
        let visible = !isHiddenInput && !inherited.hidden && !own.hidden
        let viewable = visible && !inherited.unviewable && !own.unviewable && !own.tiny
        return (visible, viewable)
    }

    /// The flags of an element including its ancestors, without recursion: climb to a memoised ancestor,
    /// then fill in downwards.
    private mutating func flags(of node: HTMLNode) -> Flags {
        if let known = memo[node] { return known }
        var path: [HTMLNode] = []
        var current: HTMLNode? = node
        var base = Flags()
        while let n = current {
            if let known = memo[n] { base = known; break }
            guard n.isElement else { break }
            path.append(n)
            current = n.parent
        }
        for n in path.reversed() {
            let own = ownStyle(n)
            base = Flags(hidden: base.hidden || own.hidden,
                         unviewable: base.unviewable || own.unviewable || (own.clipsOverflow && own.tiny))
            memo[n] = base
        }
        return base
    }

    struct OwnStyle {
        var hidden = false
        var unviewable = false
        var tiny = false
        var clipsOverflow = false
    }

    /// The element's own cascaded style, as far as visibility goes.
    private func ownStyle(_ element: HTMLNode) -> OwnStyle {
        var style = OwnStyle()
        switch element.tag {
        case .script, .style, .template, .title, .datalist, .noscript, .base, .link, .meta:
            style.hidden = true
            return style
        case .dialog:
            if !element.hasAttribute("open") { style.hidden = true; return style }
        default:
            break
        }
        guard element.hasAttributes || !sheet.isEmpty else { return style }
        if element.hasAttribute("hidden") { style.hidden = true }
        var declarations: [StyleSheet.Declaration] = []
        if !sheet.isEmpty {
            declarations = sheet.matchingDeclarations(for: Self.facts(element), ancestors: {
                var chain: [ElementFacts] = []
                var p = element.parent
                while let n = p, n.isElement { chain.append(Self.facts(n)); p = n.parent }
                return chain
            })
        }
        let inlineStart = declarations.count
        if let inline = element.attribute("style") {
            // Inline declarations come after every sheet declaration: they win unless the sheet's is important.
            declarations += StyleSheet.declarations(inline[...])
        }
        return Self.resolve(declarations, inlineFrom: inlineStart, into: style)
    }

    private static func facts(_ element: HTMLNode) -> ElementFacts {
        let classes = element.attribute("class").map {
            $0.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }).map(String.init)
        } ?? []
        return ElementFacts(tag: element.name, id: element.attribute("id"), classes: classes)
    }

    /// Picks the winning value of each property: important beats normal, then inline beats sheet, then
    /// later beats earlier (the sheet part is already in specificity order).
    private static func resolve(_ declarations: [StyleSheet.Declaration], inlineFrom: Int, into base: OwnStyle) -> OwnStyle {
        var winner: [String: (rank: Int, value: String)] = [:]
        for (i, d) in declarations.enumerated() {
            let rank = (d.important ? 2 : 0) + (i >= inlineFrom ? 1 : 0)
            if let current = winner[d.property], current.rank > rank { continue }
            winner[d.property] = (rank, d.value)
        }
        var style = base
        let value = { (p: String) in winner[p]?.value }
        if value("display") == "none" { style.hidden = true }
        if value("visibility") == "hidden" { style.hidden = true }
        if let opacity = value("opacity"), let number = leadingNumber(opacity), number <= 0 { style.unviewable = true }
        let positioned = value("position") == "absolute" || value("position") == "fixed"
        if positioned {
            for side in ["left", "top"] {
                if let v = value(side), let n = leadingNumber(v), n <= -500 { style.unviewable = true }
            }
            if let clip = value("clip"), clip.hasPrefix("rect(") {
                let numbers = clip.dropFirst(5).split(whereSeparator: { $0 == "," || $0 == " " || $0 == ")" })
                    .map { leadingNumber(String($0)) }
                if numbers.count == 4, let t = numbers[0], let r = numbers[1], let b = numbers[2], let l = numbers[3],
                   r - l < 10 || b - t < 10 {
                    style.unviewable = true
                }
            }
        }
        for side in ["width", "height"] {
            if let v = value(side), let n = leadingNumber(v), n < 10, v.hasSuffix("px") || n == 0 { style.tiny = true }
        }
        if let overflow = value("overflow"), overflow == "hidden" || overflow == "clip" { style.clipsOverflow = true }
        return style
    }

    /// `-9999px` → -9999; nil when the value does not start with a number.
    static func leadingNumber(_ s: String) -> Double? {
        let prefix = s.prefix { $0.isNumber || $0 == "-" || $0 == "+" || $0 == "." }
        return Double(prefix)
    }
}
