import FormFillModel

/// Chromium's rule for forms whose author declared types (`FormStructure::ParseFieldTypesFromAutocompleteAttributes`
/// of the corpus's vintage): when one field of a form carries an `autocomplete` value other than `on`, `off` or
/// nothing — a valid token or not: `autocomplete="other"` is how an author turns the heuristics off — the author
/// is taken to have declared what is to be filled, and the form's fields get no name, company, address, phone,
/// birth-date or card designation that only their words or neighbours suggested.
///
/// - **Kept**: authored tokens; e-mail (Chromium's e-mail heuristics run whatever the author declared); the
///   login's designations (user name, passwords, one-time code) and the box the login structure chose as its
///   user name, whatever its words make it.
/// - **Dropped**: every other identity or card designation, settled as none by a ruling whose evidence
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

    /// Drops the heuristic designations of the group's fields when its form declared types.
    func apply(_ states: inout [FieldState]) {
        guard let declaration else { return }
        let why = "autocomplete=\"\(declaration)\" on a field of the form"
        for i in group.members where isDropped(states[i]) {
            states[i].rule(nil, .declaredTypes, why)
        }
    }

    private func isDropped(_ s: FieldState) -> Bool {
        guard MinimumFields.isPersonal(s.designation), s.designation != .email else { return false }
        return !s.isAuthored && !UsernameChoice.isUserBox(s)
    }
}
