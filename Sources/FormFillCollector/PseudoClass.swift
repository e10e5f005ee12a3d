import FormFillHTML

/// The pseudo-classes the static collector decides without a browser: structural ones from the tree, and the
/// states of a page nobody has touched yet (nothing hovered, focused, active, visited or targeted, no popover
/// or modal dialog open; `:checked` from the `checked` and `selected` attributes). `:not()`, `:is()`, `:where()`
/// and `:has()` are read by ``StyleSheet``; others (`:placeholder-shown`, `:invalid`, …) are not covered: a rule
/// that uses one is ignored.
enum PseudoClass: Equatable, Sendable {
    /// A state an untouched page is not in: `:hover`, `:focus`, `:active`, `:visited`, `:target`, …
    case never
    case root
    case checked
    /// `:nth-child(an+b)` and its kin: the element's position, from 1, among its element siblings (of its
    /// type), counted from the first or the last, is `a·n + b` for some n ≥ 0. `:first-child` is `a = 0, b = 1`.
    case nth(a: Int, b: Int, ofType: Bool, fromEnd: Bool)
    /// `:only-child`, `:only-of-type`.
    case only(ofType: Bool)

    /// The pseudo-class named `name` (lowercased, without its colon) with the text between its parentheses;
    /// nil for one outside the covered set, or an argument that does not parse.
    init?(name: String, argument: Substring?) {
        switch (name, argument) {
        case ("hover", nil), ("focus", nil), ("active", nil), ("focus-within", nil), ("focus-visible", nil),
             ("visited", nil), ("target", nil), ("target-within", nil), ("autofill", nil), ("-webkit-autofill", nil),
             ("popover-open", nil), ("modal", nil), ("user-invalid", nil), ("user-valid", nil):
            self = .never
        case ("root", nil): self = .root
        case ("checked", nil): self = .checked
        case ("first-child", nil): self = .nth(a: 0, b: 1, ofType: false, fromEnd: false)
        case ("last-child", nil): self = .nth(a: 0, b: 1, ofType: false, fromEnd: true)
        case ("first-of-type", nil): self = .nth(a: 0, b: 1, ofType: true, fromEnd: false)
        case ("last-of-type", nil): self = .nth(a: 0, b: 1, ofType: true, fromEnd: true)
        case ("only-child", nil): self = .only(ofType: false)
        case ("only-of-type", nil): self = .only(ofType: true)
        case ("nth-child", let text?), ("nth-last-child", let text?), ("nth-of-type", let text?), ("nth-last-of-type", let text?):
            guard let (a, b) = Self.anPlusB(text) else { return nil }
            self = .nth(a: a, b: b, ofType: name.hasSuffix("of-type"), fromEnd: name.hasPrefix("nth-last"))
        default:
            return nil
        }
    }

    /// `odd`, `even`, `3`, `2n+1`, `-n + 3`, `n`; nil for anything else (the `of S` form included).
    static func anPlusB(_ text: Substring) -> (Int, Int)? {
        let compact = String(text.lowercased().filter { !$0.isWhitespace })
        switch compact {
        case "odd": return (2, 1)
        case "even": return (2, 0)
        default: break
        }
        guard let n = compact.firstIndex(of: "n") else { return Int(compact).map { (0, $0) } }
        let aText = compact[..<n], bText = compact[compact.index(after: n)...]
        let a: Int
        switch aText {
        case "", "+": a = 1
        case "-": a = -1
        default: guard let value = Int(aText) else { return nil }; a = value
        }
        guard bText.isEmpty || bText.first == "+" || bText.first == "-" else { return nil }
        guard let b = bText.isEmpty ? 0 : Int(bText) else { return nil }
        return (a, b)
    }

    func matches(_ element: HTMLNode) -> Bool {
        switch self {
        case .never:
            return false
        case .root:
            return element.parent?.kind == .document
        case .checked:
            switch element.tag {
            case .input: return element.hasAttribute("checked")
            case .option: return element.hasAttribute("selected")
            default: return false
            }
        case .nth(let a, let b, let ofType, let fromEnd):
            let position = Self.position(of: element, ofType: ofType, fromEnd: fromEnd)
            if a == 0 { return position == b }
            let steps = position - b
            return steps % a == 0 && steps / a >= 0
        case .only(let ofType):
            return Self.position(of: element, ofType: ofType, fromEnd: false) == 1
                && Self.position(of: element, ofType: ofType, fromEnd: true) == 1
        }
    }

    /// The element's position, from 1, among its parent's element children (of its name).
    private static func position(of element: HTMLNode, ofType: Bool, fromEnd: Bool) -> Int {
        let name = element.interned
        var position = 1
        var sibling = fromEnd ? element.nextElementSibling : element.previousElementSibling
        while let s = sibling {
            if !ofType || s.interned == name { position += 1 }
            sibling = fromEnd ? s.nextElementSibling : s.previousElementSibling
        }
        return position
    }
}
