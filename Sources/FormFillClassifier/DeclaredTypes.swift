import FormFillModel

/// Forms whose author declared types: when one field of a form carries an `autocomplete` value other than `on`,
/// `off` or nothing — a valid token or not: `autocomplete="other"` is how an author turns the heuristics off —
/// the author is taken to have marked what is to be filled, and a field they left unmarked is designated only on
/// evidence the user sees. Chromium's rule of the corpus's vintage (`ParseFieldTypesFromAutocompleteAttributes`)
/// drops every heuristic type of such a form; FormFill drops only the guesses that rest on the field's code
/// names, so a checkout that marks its names but not its street still fills the street its label names.
///
/// - **Kept**: authored tokens; e-mail (Chromium's e-mail heuristics run whatever the author declared); the
///   login's designations (user name, passwords, one-time code) and the box the login structure chose as its
///   user name, whatever its words make it; every name, company, address, phone, birth-date or card designation
///   that some evidence other than the field's attributes supports (a label, placeholder or legend, its type,
///   its options, its neighbours).
/// - **Dropped**: those designations when only the field's attributes (name, id, class, payment-library
///   attributes) or its `maxlength` support them, settled as none by a ruling whose evidence
///   (`declared-types`) names the declaring value.
/// - **The form**: a `<form>`'s fields; for fields outside forms, every formless field of the page (Chromium's
///   synthetic form of a page's formless fields), so the caller finds the declaration (``declaration(in:)``).
struct DeclaredTypes: Sendable {
    let group: FieldGroup
    /// The first declaring `autocomplete` value of the form, as written; nil when the author declared nothing.
    let declaration: String?

    /// The first `autocomplete` value among `states` that declares a type, as written (trimmed).
    static func declaration(in states: some Sequence<FieldState>) -> String? {
        for s in states {
            if let auto = s.scored.autocomplete, auto.declaresType { return auto.raw.trimmingSpaces }
        }
        return nil
    }

    /// Drops the code-name-only designations of the group's fields when its form declared types.
    func apply(_ states: inout [FieldState]) {
        guard let declaration else { return }
        let why = "autocomplete=\"\(declaration)\" on a field of the form"
        for i in group.members where isDropped(states[i]) {
            states[i].rule(nil, .declaredTypes, why)
        }
    }

    private func isDropped(_ s: FieldState) -> Bool {
        guard MinimumFields.isPersonal(s.designation), s.designation != .email else { return false }
        return !s.isAuthored && !UsernameChoice.isUserBox(s) && !Self.isSeen(s)
    }

    /// Whether some evidence for the field's designation is more than its code names: a label, placeholder,
    /// legend or description, its type, its options or first option, its initial value, its neighbours.
    static func isSeen(_ s: FieldState) -> Bool {
        func seen(_ evidence: Evidence) -> Bool {
            guard evidence.designation == s.designation else { return false }
            switch evidence.signal {
            case .attribute, .maxLength, .label(.data): return false
            default: return true
            }
        }
        return s.candidates.evidence.contains(where: seen) || s.ruling.map { seen($0.evidence) } == true
    }
}
