import FormFillModel

/// What the rules after scoring read of a field, built once per field: the type as an enum, the flags, the
/// lengths, and the few texts they need, folded. Small to copy (a field's details hold some 27 strings; a
/// copy of them in each field's state cost a retain and a release per string).
struct FieldFeatures: Sendable {
    let type: InputType
    private var flags: Flags
    let maxLength: Int?
    let size: Int?
    /// The field's few texts, in one shared box (nil when it has none): the group rules copy a field's state
    /// many times, and a box is one retain where the texts were one each.
    private let texts: Texts?

    /// A password box's prefilled value (the login structure compares them); nil for every other type.
    var passwordValue: String? { texts?.passwordValue }
    /// The `class` attribute, read only by the login structure's last look for a user-name box.
    var htmlClass: String? { texts?.htmlClass }
    /// A button's words (its value, name, id, ARIA label and title, each under 60 characters), folded: they
    /// speak for the whole form. Empty for every other type.
    var buttonTexts: [MatchText] { texts?.buttonTexts ?? [] }
    /// The value of a hidden input that names the form's route (`action=subscribe`, `form_id=user_login_form`;
    /// ``WordListName/routeParameters``), nil for any other field.
    var routeValue: MatchText? { texts?.routeValue }

    private final class Texts: Sendable {
        let passwordValue: String?
        let htmlClass: String?
        let buttonTexts: [MatchText]
        let routeValue: MatchText?

        init?(passwordValue: String?, htmlClass: String?, buttonTexts: [MatchText], routeValue: MatchText?) {
            guard passwordValue != nil || htmlClass != nil || !buttonTexts.isEmpty || routeValue != nil else { return nil }
            (self.passwordValue, self.htmlClass, self.buttonTexts, self.routeValue) = (passwordValue, htmlClass, buttonTexts, routeValue)
        }
    }

    private struct Flags: OptionSet, Sendable {
        let rawValue: UInt32
        static let visible = Flags(rawValue: 1 << 0), viewable = Flags(rawValue: 1 << 1)
        static let disabled = Flags(rawValue: 1 << 2), readonly = Flags(rawValue: 1 << 3)
        static let ariaHidden = Flags(rawValue: 1 << 4), ariaDisabled = Flags(rawValue: 1 << 5)
        static let outOfTabOrder = Flags(rawValue: 1 << 6), labelled = Flags(rawValue: 1 << 7)
        static let ownLabel = Flags(rawValue: 1 << 8), framed = Flags(rawValue: 1 << 9)
        static let otherCardLegend = Flags(rawValue: 1 << 10), passwordRules = Flags(rawValue: 1 << 11)
        static let digitsOnly = Flags(rawValue: 1 << 12), otherCardForm = Flags(rawValue: 1 << 13)
        static let someoneElsesForm = Flags(rawValue: 1 << 14), otherCardSection = Flags(rawValue: 1 << 15)
        static let maskedText = Flags(rawValue: 1 << 16), sendersForm = Flags(rawValue: 1 << 17)
        static let questionLabel = Flags(rawValue: 1 << 18)
    }

    /// The features of field `i`, of type `type` (read in place: `fields[i]` passed on would copy its details);
    /// `ownLabel`: it has a label of its own (``FieldTexts/hasOwnLabel``); `labelledBeside`: the label walk found
    /// a text above, left or right of it (``FieldTexts/hasLabelBeside``).
    init(_ fields: UnsafeBufferPointer<FieldDetails>, at i: Int, type: InputType, ownLabel: Bool, labelledBeside: Bool) {
        self.type = type
        var flags: Flags = []
        if fields[i].visible { flags.insert(.visible) }
        if fields[i].viewable { flags.insert(.viewable) }
        if fields[i].disabled { flags.insert(.disabled) }
        if fields[i].readonly { flags.insert(.readonly) }
        if fields[i].ariaHidden { flags.insert(.ariaHidden) }
        if fields[i].ariaDisabled { flags.insert(.ariaDisabled) }
        if fields[i].tabindex?.trimmingSpaces == "-1" { flags.insert(.outOfTabOrder) }
        if ownLabel { flags.insert(.ownLabel) }
        if ownLabel || labelledBeside { flags.insert(.labelled) }
        if fields[i].frameOrigin != nil { flags.insert(.framed) }
        if type == .password, fields[i].textSecurity != nil, fields[i].type != "password" { flags.insert(.maskedText) }
        if type == .password, let rules = fields[i].passwordRules, !rules.allSatisfy(\.isWhitespace) { flags.insert(.passwordRules) }
        if type == .password, Self.takesDigitsOnly(pattern: fields[i].pattern, inputMode: fields[i].inputMode) { flags.insert(.digitsOnly) }
        if ownLabel, type != .password, !Self.isButton(type),
           [fields[i].labelTag, fields[i].labelAria, fields[i].placeholder].contains(where: Self.isQuestion) {
            flags.insert(.questionLabel)
        }
        self.flags = flags
        maxLength = fields[i].maxLength
        size = fields[i].size
        let buttonTexts: [MatchText] = Self.isButton(type)
            ? [fields[i].value, fields[i].htmlName, fields[i].htmlID, fields[i].labelAria, fields[i].title].compactMap { text in
                guard let text, !text.isEmpty, text.count < 60 else { return nil }
                return MatchText(text)
            }
            : []
        var routeValue: MatchText?
        if type == .hidden, let name = fields[i].htmlName, let value = fields[i].value, !value.isEmpty, value.utf8.count < 60,
           let key = Self.routeKey(name), Self.routeParameters.contains(key) {
            routeValue = MatchText(value)
        }
        texts = Texts(passwordValue: type == .password ? fields[i].value : nil, htmlClass: fields[i].htmlClass,
                      buttonTexts: buttonTexts, routeValue: routeValue)
    }

    /// The names of the hidden inputs that name a form's route, as ``routeKey(_:)`` writes them
    /// (``WordListName/routeParameters``).
    private static let routeParameters = Set(WordTables.bundled.list(.routeParameters).map { String(decoding: $0.folded, as: UTF8.self) })

    /// A hidden input's name as the route names are compared: ASCII letters lowercased, `_` and `-` left out
    /// (`form_id`, `formId` → "formid"); nil for a longer name or one with other characters (most hidden inputs:
    /// a page can have thousands, and this is asked of each).
    private static func routeKey(_ name: String) -> String? {
        guard name.utf8.count <= 12 else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 12) { key -> String? in
            var count = 0
            for byte in name.utf8 {
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"): key[count] = byte; count += 1
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): key[count] = byte + 32; count += 1
                case UInt8(ascii: "_"), UInt8(ascii: "-"): continue
                default: return nil
                }
            }
            return String(decoding: UnsafeBufferPointer(rebasing: key[..<count]), as: UTF8.self)
        }
    }

    /// Whether a label ends with a question mark (`?`, full-width `？`, Arabic `؟`), after spaces, required marks
    /// and colons: "Why are you leaving?", "How did you hear about us? *".
    static func isQuestion(_ text: String?) -> Bool {
        guard let text else { return false }
        for scalar in text.unicodeScalars.reversed() {
            switch scalar {
            case " ", "\t", "\n", "*", ":", "\u{A0}": continue
            case "?", "\u{FF1F}", "\u{061F}": return true
            default: return false
            }
        }
        return false
    }

    /// Whether a field of this type is a button (submit, button, reset, image).
    static func isButton(_ type: InputType) -> Bool {
        switch type {
        case .submit, .button, .reset, .image: true
        default: false
        }
    }

    /// Marks the field as under a legend that names another card (``LabelAnalysis/namesOtherCard``): read from
    /// the page's table of texts, where each distinct legend is analysed once.
    mutating func markUnderOtherCardLegend() { flags.insert(.otherCardLegend) }

    /// Marks the field as in a form whose heading names another card (``LabelAnalysis/namesOtherCard``).
    mutating func markInOtherCardForm() { flags.insert(.otherCardForm) }

    /// Marks the field as in a section headed for another card (``PageFeatures/otherCardSections(_:_:_:)``).
    mutating func markInOtherCardSection() { flags.insert(.otherCardSection) }

    /// Marks the field as in a form whose heading names someone else than the user (``LabelAnalysis/namesSomeoneElse``).
    mutating func markInSomeoneElsesForm() { flags.insert(.someoneElsesForm) }

    /// Marks the field as in a form whose heading names the user as a sender (``PageFeatures/sendersForms(_:_:)``).
    mutating func markInSendersForm() { flags.insert(.sendersForm) }

    /// Reads the field as labelled or not once ``DecorationLabels`` moved a decoration's labels to or from it.
    mutating func relabel(beside: Bool) {
        if hasOwnLabel || beside { flags.insert(.labelled) } else { flags.remove(.labelled) }
    }

    var visible: Bool { flags.contains(.visible) }
    var viewable: Bool { flags.contains(.viewable) }
    var disabled: Bool { flags.contains(.disabled) }
    var readonly: Bool { flags.contains(.readonly) }
    var ariaHidden: Bool { flags.contains(.ariaHidden) }
    var ariaDisabled: Bool { flags.contains(.ariaDisabled) }
    /// `tabindex="-1"`: the tab key never reaches the field.
    var isOutOfTabOrder: Bool { flags.contains(.outOfTabOrder) }
    /// Whether the field has words of its own next to it (any label source).
    var isLabelled: Bool { flags.contains(.labelled) }
    /// Whether the field has a label of its own (``FieldTexts/hasOwnLabel``).
    var hasOwnLabel: Bool { flags.contains(.ownLabel) }
    /// Whether the field is in a frame the collector entered (its `frameOrigin` is set).
    var isFramed: Bool { flags.contains(.framed) }
    /// Whether the field is a text box drawn masked (`-webkit-text-security`), read as a password box.
    var isMaskedText: Bool { flags.contains(.maskedText) }
    /// Whether the field's `<fieldset>` legend names another card than the payment card ("Gift card",
    /// "Loyalty card": a veto word, and no payment word such as "credit card" or "payment").
    var isUnderOtherCardLegend: Bool { flags.contains(.otherCardLegend) }
    /// Whether the field's form has a heading that names another card than the payment card ("Pay with your
    /// Store Card", "Check your gift card balance").
    var isInOtherCardForm: Bool { flags.contains(.otherCardForm) }
    /// Whether the field is in a section of its form headed for another card ("Gift card" over its boxes, after the
    /// user's e-mail: ``PageFeatures/otherCardSections(_:_:_:)``).
    var isInOtherCardSection: Bool { flags.contains(.otherCardSection) }
    /// Whether the field's form has a heading that names someone else than the user ("Emergency contact",
    /// "Refer a friend", "Passenger 2").
    var isInSomeoneElsesForm: Bool { flags.contains(.someoneElsesForm) }
    /// Whether a box's own label (its label element, ARIA label or placeholder) asks a question ("Why are you
    /// leaving?"): a question to answer, no account to name.
    var asksAQuestion: Bool { flags.contains(.questionLabel) }
    /// Whether the field's form has a heading that names the user as a sender ("Your information", "From").
    var isInSendersForm: Bool { flags.contains(.sendersForm) }
    /// Whether the field is a password box with `passwordrules` (rules a password manager generates a new
    /// password by: WebKit's attribute).
    var hasPasswordRules: Bool { flags.contains(.passwordRules) }
    /// Whether the field is a password box whose author lets it take digits only: `inputmode="numeric"`, or a
    /// `pattern` of digit classes and counts alone (`[0-9]{4}`, `\d{4,6}`, `^\d+$`).
    var takesDigitsOnly: Bool { flags.contains(.digitsOnly) }

    /// Whether `inputmode` or `pattern` lets a box take digits only (see ``takesDigitsOnly``). A pattern is read
    /// as text, not run: it must be made of `\d` or `[0-9]`, counts (`{4}`, `{4,6}`, `+`, `*`, `?`), anchors
    /// and parentheses, and nothing else; any other pattern may take a password.
    static func takesDigitsOnly(pattern: String?, inputMode: String?) -> Bool {
        if let mode = inputMode?.trimmingSpaces.lowercased(), mode == "numeric" { return true }
        guard let pattern, !pattern.isEmpty else { return false }
        var rest = Substring(pattern)
        var digits = false
        while let c = rest.first {
            if rest.hasPrefix("\\d") { rest.removeFirst(2); digits = true; continue }
            if rest.hasPrefix("[0-9]") { rest.removeFirst(5); digits = true; continue }
            if c == "{" {
                guard let close = rest.firstIndex(of: "}"),
                      rest[rest.index(after: rest.startIndex)..<close].allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ",") })
                else { return false }
                rest = rest[rest.index(after: close)...]
                continue
            }
            guard "+*?^$()".contains(c) else { return false }
            rest.removeFirst()
        }
        return digits
    }

}
