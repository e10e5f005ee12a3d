import FormFillHTML

/// The pseudo-classes the static collector decides without a browser: structural ones from the tree, and the
/// states of a page nobody has touched yet (nothing hovered, focused, active, visited or targeted, no popover
/// or modal dialog open; `:checked` from the `checked` and `selected` attributes; its form controls as the markup
/// sets them: `:placeholder-shown`, `:required`, `:optional`, `:enabled`, `:disabled`, `:read-write`,
/// `:read-only`, `:valid`, `:invalid` by ``FormStates``; `:empty`, `:defined`). `:not()`, `:is()`, `:where()` and
/// `:has()` are read by ``StyleSheet``; others (`:in-range`, `:default`, `:lang()`, …) are not covered: a rule that
/// uses one is ignored.
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
    /// No element or text children (comments aside).
    case empty
    /// Every element a page has is defined: custom elements by the scripts a browser runs.
    case defined
    /// A box with a placeholder shown: an `<input>` of a type that shows one, or a `<textarea>`, with a non-empty
    /// `placeholder` and no value.
    case placeholderShown
    /// `:required` (true) and `:optional` (false): `<input>`, `<select>` and `<textarea>` by `required`.
    case required(Bool)
    /// `:read-write` (true) and `:read-only` (false): a text box or text area the user can edit, or editable content.
    case readWrite(Bool)
    /// `:disabled` (true) and `:enabled` (false), of form controls (``FormStates``).
    case disabled(Bool)
    /// `:invalid` (true) and `:valid` (false), of the controls validated and of forms and fieldsets (``FormStates``).
    case invalid(Bool)

    /// The pseudo-class named `name` (lowercased, without its colon) with the text between its parentheses;
    /// nil for one outside the covered set, or an argument that does not parse.
    init?(name: String, argument: Substring?) {
        switch (name, argument) {
        case ("hover", nil), ("focus", nil), ("active", nil), ("focus-within", nil), ("focus-visible", nil),
             ("visited", nil), ("target", nil), ("target-within", nil), ("autofill", nil), ("-webkit-autofill", nil),
             ("popover-open", nil), ("modal", nil), ("user-invalid", nil), ("user-valid", nil):
            self = .never
        case ("empty", nil): self = .empty
        case ("defined", nil): self = .defined
        case ("placeholder-shown", nil): self = .placeholderShown
        case ("required", nil): self = .required(true)
        case ("optional", nil): self = .required(false)
        case ("read-write", nil): self = .readWrite(true)
        case ("read-only", nil): self = .readWrite(false)
        case ("disabled", nil): self = .disabled(true)
        case ("enabled", nil): self = .disabled(false)
        case ("invalid", nil): self = .invalid(true)
        case ("valid", nil): self = .invalid(false)
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

    /// Whether this pseudo-class reads ``FormStates`` (worked out once per page, when the sheet's rules read them).
    var readsFormStates: Bool {
        switch self {
        case .disabled, .invalid, .readWrite: return true
        default: return false
        }
    }

    /// Whether `element` matches; `states` are the page's form states, given when ``readsFormStates``.
    func matches(_ element: HTMLNode, states: FormStates? = nil) -> Bool {
        switch self {
        case .never:
            return false
        case .defined:
            return true
        case .empty:
            var child = element.firstChild
            while let c = child {
                if c.kind == .element || c.kind == .text || c.kind == .cdata { return false }
                child = c.nextSibling
            }
            return true
        case .placeholderShown:
            switch element.tag {
            case .input:
                guard Self.showsPlaceholder.contains(FieldBuilder.type(of: element, tag: .input)) else { return false }
                guard (element.attribute("value") ?? "").isEmpty else { return false }
            case .textarea:
                guard element.textContent().isEmpty else { return false }
            default:
                return false
            }
            return !(element.attribute("placeholder") ?? "").filter { $0 != "\n" && $0 != "\r" && $0 != "\r\n" }.isEmpty
        case .required(let required):
            guard [.input, .select, .textarea].contains(element.tag), !element.isForeign else { return false }
            let supports = element.tag != .input || !Self.withoutRequired.contains(FieldBuilder.type(of: element, tag: .input))
            return (supports && element.hasAttribute("required")) == required
        case .readWrite(let writable):
            return Self.isReadWrite(element, states: states) == writable
        case .disabled(let disabled):
            guard Self.canBeDisabled.contains(element.tag), !element.isForeign else { return false }
            return (states?.isDisabled(element) ?? element.hasAttribute("disabled")) == disabled
        case .invalid(let invalid):
            guard let validity = states?.validity(of: element), validity != .none else { return false }
            return (validity == .invalid) == invalid
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

    /// The `<input>` types that show a placeholder.
    private static let showsPlaceholder: Set<String> = ["text", "search", "url", "tel", "email", "password", "number"]
    /// The `<input>` types `required` does not apply to.
    private static let withoutRequired: Set<String> = ["hidden", "range", "color", "submit", "image", "reset", "button"]
    /// The `<input>` types `readonly` applies to: boxes of text, numbers and dates.
    private static let editableTypes: Set<String> = [
        "text", "search", "url", "tel", "email", "password", "date", "month", "week", "time", "datetime-local", "number",
    ]
    /// The elements `:enabled` and `:disabled` apply to.
    private static let canBeDisabled: Set<HTMLTag> = [.button, .input, .select, .textarea, .optgroup, .option, .fieldset]

    /// `:read-write`: a text box or text area neither read-only nor disabled, or an element whose content is
    /// editable (`contenteditable`, from the nearest element that says).
    private static func isReadWrite(_ element: HTMLNode, states: FormStates?) -> Bool {
        guard !element.isForeign else { return false }
        switch element.tag {
        case .input:
            guard editableTypes.contains(FieldBuilder.type(of: element, tag: .input)) else { return false }
            return !element.hasAttribute("readonly") && !(states?.isDisabled(element) ?? element.hasAttribute("disabled"))
        case .textarea:
            return !element.hasAttribute("readonly") && !(states?.isDisabled(element) ?? element.hasAttribute("disabled"))
        default:
            var up: HTMLNode? = element
            while let u = up, u.isElement {
                if let value = u.attribute("contenteditable")?.lowercased() {
                    if value == "" || value == "true" || value == "plaintext-only" { return true }
                    if value == "false" { return false }
                }
                up = u.parent
            }
            return false
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
