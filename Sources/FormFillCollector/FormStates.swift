import FormFillHTML
import FormFillModel

/// The state of every form control of a page nobody has touched, as selectors read it: whether it is disabled
/// (`:disabled`, `:enabled`) and how constraint validation finds it (`:valid`, `:invalid`), for a form or a
/// fieldset whether it holds an invalid control. Worked out in one walk of the page when a style sheet's rules
/// read them (``StyleSheet/Matcher``), so that `form:invalid input` costs the page's size once, however deep the
/// fieldsets nest; each distinct `pattern` is compiled once.
///
/// Constraint validation is HTML's, for the values in the markup: a required box without a value, an unchecked
/// required checkbox, a required radio group with none checked (in one form, by name), a required list whose
/// selected option is its placeholder (a first option of value `""`) or that has none, a value its `pattern`
/// rejects (one ``HTMLPattern`` evaluates in bounded time), an e-mail address without the shape of one, a number outside `min`…`max`. Disabled controls,
/// read-only boxes, hidden inputs, reset and plain buttons and anything in a `<datalist>` are barred from it
/// (neither valid nor invalid).
struct FormStates {
    /// What constraint validation says of an element.
    enum Validity: UInt8 {
        /// Not a control that is validated, nor a form or fieldset.
        case none
        case valid
        case invalid
    }

    private var disabled: [Bool]
    private var validity: [Validity]

    /// Whether `element` is a disabled form control (its own `disabled`, its option group's, or a disabled
    /// fieldset's outside that fieldset's first legend).
    func isDisabled(_ element: HTMLNode) -> Bool { disabled[element.index] }

    /// What constraint validation says of `element`.
    func validity(of element: HTMLNode) -> Validity { validity[element.index] }

    init(_ document: HTMLDocument) {
        disabled = Array(repeating: false, count: document.nodeCount)
        validity = Array(repeating: .none, count: document.nodeCount)
        let radioGroups = Self.radioGroups(document)
        var patterns = Patterns()
        // Open forms and fieldsets (innermost last), and how many disabled fieldsets hold the current element.
        // The open forms too (a radio button's group is its nearest form's), and the one name looked up per element.
        var containers: [Int] = [], forms: [Int] = [], disabledFieldsets = 0, exemptions: [Int] = [], datalists = 0
        let disabledName = document.name("disabled")
        document.node.walkElements(enter: { element in
            let tag = element.tag
            if element.isForeign { return .descend }
            var ownDisabled: Bool { element.hasAttribute(disabledName) }
            switch tag {
            case .fieldset:
                let own = ownDisabled
                disabled[element.index] = own || disabledFieldsets > 0
                containers.append(element.index)
                validity[element.index] = .valid
                if own { disabledFieldsets += 1 }
            case .form:
                containers.append(element.index)
                forms.append(element.index)
                validity[element.index] = .valid
            case .legend:
                // A disabled fieldset's first legend keeps its controls enabled (that fieldset's disabling only).
                if let parent = element.parent, parent.tag == .fieldset, parent.hasAttribute(disabledName),
                   Self.firstLegend(of: parent) == element {
                    disabledFieldsets -= 1
                    exemptions.append(element.index)
                }
            case .datalist:
                datalists += 1
            case .input, .select, .textarea, .button:
                disabled[element.index] = ownDisabled || disabledFieldsets > 0
                if datalists == 0, !disabled[element.index], let invalid = Self.isInvalid(element, tag: tag, form: forms.last ?? -1, radioGroups: radioGroups, patterns: &patterns) {
                    validity[element.index] = invalid ? .invalid : .valid
                    if invalid, let container = containers.last { validity[container] = .invalid }
                }
            case .optgroup:
                disabled[element.index] = ownDisabled
            case .option:
                disabled[element.index] = ownDisabled || (element.parent.map { $0.tag == .optgroup && $0.hasAttribute(disabledName) } ?? false)
            default:
                break
            }
            return .descend
        }, leave: { element in
            switch element.tag {
            case .fieldset, .form:
                guard containers.last == element.index else { break }
                containers.removeLast()
                if element.tag == .fieldset, element.hasAttribute(disabledName), !element.isForeign { disabledFieldsets -= 1 }
                if element.tag == .form { forms.removeLast() }
                if validity[element.index] == .invalid, let outer = containers.last { validity[outer] = .invalid }
            case .legend:
                if exemptions.last == element.index { exemptions.removeLast(); disabledFieldsets += 1 }
            case .datalist:
                if !element.isForeign { datalists -= 1 }
            default:
                break
            }
        })
    }

    /// The first `<legend>` child of a fieldset.
    private static func firstLegend(of fieldset: HTMLNode) -> HTMLNode? {
        var child = fieldset.firstChild
        while let c = child, !(c.isElement && c.tag == .legend) { child = c.nextSibling }
        return child
    }

    /// A radio group's key: its nearest form (or none) and its name.
    private struct RadioGroup: Hashable {
        let form: Int
        let name: String
    }

    /// For each radio group of the page: whether one of its buttons is required, and whether one is checked.
    private static func radioGroups(_ document: HTMLDocument) -> [RadioGroup: (required: Bool, checked: Bool)] {
        var groups: [RadioGroup: (required: Bool, checked: Bool)] = [:]
        guard document.anyAttribute(document.name("type"), contains: "adio") else { return groups }
        var forms: [Int] = []
        document.node.walkElements(enter: { element in
            if element.tag == .form, !element.isForeign { forms.append(element.index) }
            if element.tag == .input, let group = radioGroup(of: element, form: forms.last) {
                var state = groups[group] ?? (false, false)
                state.required = state.required || element.hasAttribute("required")
                state.checked = state.checked || element.hasAttribute("checked")
                groups[group] = state
            }
            return .descend
        }, leave: { element in
            if element.tag == .form, !element.isForeign, forms.last == element.index { forms.removeLast() }
        })
        return groups
    }

    private static func radioGroup(of element: HTMLNode, form: Int?) -> RadioGroup? {
        guard FieldBuilder.type(of: element, tag: .input) == "radio", let name = element.attribute("name"), !name.isEmpty else { return nil }
        return RadioGroup(form: form ?? -1, name: name)
    }

    /// Whether a control that is not disabled fails its constraints; nil when it is barred from validation.
    private static func isInvalid(_ element: HTMLNode, tag: HTMLTag, form: Int, radioGroups: [RadioGroup: (required: Bool, checked: Bool)],
                                  patterns: inout Patterns) -> Bool? {
        let required = element.hasAttribute("required")
        switch tag {
        case .button:
            return FieldBuilder.type(of: element, tag: .button) == "submit" ? false : nil
        case .textarea:
            if element.hasAttribute("readonly") { return nil }
            return required && element.textContent().isEmpty
        case .select:
            return required && selectIsMissingItsValue(element)
        default:
            let type = FieldBuilder.type(of: element, tag: .input)
            switch type {
            case "hidden", "reset", "button": return nil
            case "submit", "image", "range", "color": return false
            case "checkbox": return required && !element.hasAttribute("checked")
            case "radio":
                guard let name = element.attribute("name"), !name.isEmpty else { return required && !element.hasAttribute("checked") }
                guard let group = radioGroups[RadioGroup(form: form, name: name)] else { return false }
                return group.required && !group.checked
            case "file": return required
            default: break
            }
            if element.hasAttribute("readonly") { return nil }
            let value = element.attribute("value") ?? ""
            if value.isEmpty { return required }
            if ["text", "search", "url", "tel", "email", "password"].contains(type), let pattern = element.attribute("pattern"),
               patterns.rejects(value, pattern) {
                return true
            }
            if type == "email" { return !isEmailList(value, multiple: element.hasAttribute("multiple")) }
            if type == "number", let number = Double(value) {
                if let min = element.attribute("min").flatMap(Double.init), number < min { return true }
                if let max = element.attribute("max").flatMap(Double.init), number > max { return true }
            }
            return false
        }
    }

    /// The `pattern`s of a page, each compiled once. One that does not compile rejects nothing, as in a browser;
    /// nor does one that ``HTMLPattern`` does not evaluate (it could take exponential time), or a value too long.
    private struct Patterns {
        private var compiled: [String: HTMLPattern?] = [:]

        mutating func rejects(_ value: String, _ pattern: String) -> Bool {
            let expression: HTMLPattern?
            if let known = compiled[pattern] { expression = known } else {
                expression = HTMLPattern(pattern)
                compiled[pattern] = expression
            }
            return expression?.accepts(value) == false
        }
    }

    /// Whether a required list lacks a value: a single list of one row whose selected option (the last marked
    /// `selected`, else the first that is not disabled) is its placeholder (its first option, a child of the
    /// list, of value `""`) or that has no option; a list of several rows or choices with none marked.
    private static func selectIsMissingItsValue(_ select: HTMLNode) -> Bool {
        var options: [HTMLNode] = []
        select.walkElements(enter: { element in
            if element == select { return .descend }
            if element.tag == .option { options.append(element); return .skipChildren }
            return element.tag == .optgroup ? .descend : .skipChildren
        })
        let size = select.attribute("size").flatMap { Int($0.trimmingCharacters()) } ?? 1
        if select.hasAttribute("multiple") || size > 1 { return !options.contains { $0.hasAttribute("selected") } }
        guard let chosen = options.last(where: { $0.hasAttribute("selected") }) ?? options.first(where: { !$0.hasAttribute("disabled") }) else {
            return true
        }
        guard let first = options.first, first == chosen, first.parent == select else { return false }
        return (first.attribute("value") ?? first.textContent().trimmingCharacters()).isEmpty
    }

    /// HTML's valid e-mail address (or, for `multiple`, a comma-separated list of them), near enough: a local part and
    /// a domain of letters, digits, hyphens and dots around one `@`, without white space.
    private static func isEmailList(_ value: String, multiple: Bool) -> Bool {
        let addresses = multiple ? value.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters() } : [value]
        return addresses.allSatisfy { address in
            let parts = address.split(separator: "@", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return false }
            let domain = parts[1]
            return !address.contains(where: \.isWhitespace)
                && domain.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }
                && !domain.hasPrefix(".") && !domain.hasSuffix(".") && !domain.contains("..")
        }
    }
}
