/// What `print`, string interpolation, `debugPrint` and `dump` show of a value that carries secrets: its
/// identifying fields, with every secret (password, card number, CVC, one-time-code secret, filled value,
/// personal detail) replaced by `<redacted>`. The real values stay reachable through the properties.
package struct RedactedDescription {
    package static let placeholder = "<redacted>"

    private let typeName: String
    private let fields: [(label: String, value: String)]

    /// `fields` in display order; use ``secret(_:)`` for a value that must not be shown.
    package init(_ typeName: String, _ fields: [(String, String)]) {
        self.typeName = typeName
        self.fields = fields.map { (label: $0.0, value: $0.1) }
    }

    /// `<redacted>` for a secret that is set, `nil` for one that is not (so an empty field stays visible as such).
    package static func secret(_ value: String?) -> String {
        guard let value, !value.isEmpty else { return "nil" }
        return placeholder
    }

    /// A quoted string, for the fields that may be shown.
    package static func quoted(_ value: String?) -> String {
        value.map { "\"\($0)\"" } ?? "nil"
    }

    package var text: String {
        typeName + "(" + fields.map { "\($0.label): \($0.value)" }.joined(separator: ", ") + ")"
    }

    /// A mirror with the same fields, for `dump` and debuggers.
    package func mirror<Subject>(of subject: Subject) -> Mirror {
        Mirror(subject, children: fields.map { (label: Optional($0.label), value: $0.value as Any) }, displayStyle: .struct)
    }
}

/// A value that carries secrets and prints only its ``RedactedDescription``.
package protocol RedactedDescribing: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The fields that may be shown, secrets replaced by `<redacted>`.
    var redacted: RedactedDescription { get }
}

extension RedactedDescribing {
    /// The identifying fields; every secret is shown as `<redacted>`.
    public var description: String { redacted.text }
    /// The same as `description`.
    public var debugDescription: String { redacted.text }
    /// The fields of `description`, for `dump` and debuggers.
    public var customMirror: Mirror { redacted.mirror(of: self) }
}

extension LoginItem: RedactedDescribing {
    package var redacted: RedactedDescription {
        RedactedDescription("LoginItem", [
            ("id", RedactedDescription.quoted(id)), ("title", RedactedDescription.quoted(title)),
            ("urls", "\(urls)"), ("username", RedactedDescription.quoted(username)),
            ("password", RedactedDescription.secret(password)), ("totp", RedactedDescription.secret(totp)),
            ("notes", RedactedDescription.secret(notes)), ("fields", "\(fields.count)"),
            ("passwordHistory", "\(passwordHistory.count)"),
        ])
    }
}

extension CardItem: RedactedDescribing {
    package var redacted: RedactedDescription {
        let digits = number.filter(\.isNumber)
        return RedactedDescription("CardItem", [
            ("id", RedactedDescription.quoted(id)), ("title", RedactedDescription.quoted(title)),
            ("brand", RedactedDescription.quoted(brand)),
            ("number", digits.count >= 12 ? "•••• " + String(digits.suffix(4)) : RedactedDescription.secret(number)),
            ("cvv", RedactedDescription.secret(cvv)), ("cardholder", RedactedDescription.secret(cardholder)),
            ("expiry", RedactedDescription.secret(expMonth.map(String.init) ?? expYear.map(String.init))),
        ])
    }
}

extension IdentityItem: RedactedDescribing {
    package var redacted: RedactedDescription {
        RedactedDescription("IdentityItem", [
            ("id", RedactedDescription.quoted(id)), ("title", RedactedDescription.quoted(title)),
            ("details", RedactedDescription.placeholder),
        ])
    }
}

extension VaultItem: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    private var wrapped: any CustomStringConvertible & CustomReflectable {
        switch self { case .login(let i): i; case .card(let i): i; case .identity(let i): i }
    }
    /// The item's own redacted description.
    public var description: String { wrapped.description }
    /// The same as ``description``.
    public var debugDescription: String { wrapped.description }
    /// The item's redacted mirror.
    public var customMirror: Mirror { wrapped.customMirror }
}

extension CustomField: RedactedDescribing {
    package var redacted: RedactedDescription {
        RedactedDescription("CustomField", [("name", RedactedDescription.quoted(name)), ("value", RedactedDescription.secret(value))])
    }
}

extension PasswordHistoryEntry: RedactedDescribing {
    package var redacted: RedactedDescription {
        RedactedDescription("PasswordHistoryEntry", [("password", RedactedDescription.placeholder), ("retired", "\(retired)")])
    }
}

extension Passport: RedactedDescribing {
    package var redacted: RedactedDescription {
        RedactedDescription("Passport", [("number", RedactedDescription.secret(number)), ("country", RedactedDescription.quoted(country))])
    }
}

extension FillOperation: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The operation and its target; a filled value is shown as `<redacted>`.
    public var description: String {
        switch self {
        case .fillByOpid(let target, _), .fillByQuery(let target, _), .simpleSetValueByQuery(let target, _):
            "\(name)(\(RedactedDescription.quoted(target)), \(RedactedDescription.placeholder))"
        case .clickOnOpid(let target), .clickOnQuery(let target), .focusByOpid(let target):
            "\(name)(\(RedactedDescription.quoted(target)))"
        case .touchAllFields: name
        case .delay(let ms): "\(name)(\(ms))"
        }
    }
    /// The same as ``description``.
    public var debugDescription: String { description }
    /// The redacted description only, for `dump` and debuggers.
    public var customMirror: Mirror { Mirror(self, children: ["operation": description], displayStyle: .enum) }
}

extension FillScript: RedactedDescribing {
    package var redacted: RedactedDescription {
        RedactedDescription("FillScript", [
            ("documentUUID", RedactedDescription.quoted(documentUUID)),
            ("action", RedactedDescription.quoted(metadata.action)), ("itemID", RedactedDescription.quoted(metadata.itemID)),
            ("script", "[" + script.map(\.description).joined(separator: ", ") + "]"),
            ("warnings", "\(metadata.warnings)"),
        ])
    }
}
