import FormFillModel

/// Weighs the evidence that only a group of fields shows: the families' structures (``StructureScanner``: login,
/// e-mail, card, address, phone, one-time code, birth date, name; whose a month or year is, the card's expiry or
/// a birth date's, is theirs to propose, and so is a checkout's code, the one-time-code family's), the form's kind
/// read from them (``FormKindRules``) and what it adds to the chosen login structure (``LoginKind``), the author's
/// declared types (``DeclaredTypes``), the minimum number of recognised fields (``MinimumFields``) and the
/// exclusions. What a field's own evidence rules (a list about something else, another card's fieldset) its
/// state holds before (``FieldState``): no pass overrides a family afterwards.
///
/// In two steps: ``resolve(_:)`` reads the group on its own; ``finish(_:_:formCount:)`` applies the rules that
/// count a whole form, once the caller has added up the counts of the form's groups (every formless group of a
/// page is one form, as Chromium's synthetic form is).
struct GroupResolver: Sendable {
    let group: FieldGroup
    /// The first `autocomplete` value of the group's form that declares a type (``DeclaredTypes``).
    var declaration: String? = nil

    /// Reads the group on its own, up to the rules that count its whole form.
    func resolve(_ states: inout [FieldState]) -> FormClassification {
        let members = group.members
        for i in members { states[i].decide() }
        // Which fields are inert depends on their types alone: one scan serves the date parts and the parsers.
        let scan = GroupScan(members: members, states: states)
        StructureScanner().resolve(scan, &states)
        // A parted form's kind and login are its login part's (``FormSections``): the sign-up part beside it
        // keeps its own reading.
        let loginPart = scan.sections.loginPart(states)
        let form = FormKindRules(group: group, members: loginPart ?? members).classify(states)
        LoginKind(members: loginPart ?? members).apply(form.kind, recovery: form.evidence.contains { $0.kind == .other }, &states)
        DeclaredTypes(group: group, declaration: declaration).apply(&states)
        return form
    }

    /// The recognised fields the minimum-fields rule counts in this group (``MinimumFields/count(_:)``).
    func count(_ states: [FieldState]) -> MinimumFields.Count { MinimumFields(group: group).count(states) }

    /// The minimum of recognised fields, given the count of the group's whole form, then the exclusions.
    func finish(_ states: inout [FieldState], _ form: inout FormClassification, formCount: MinimumFields.Count) {
        MinimumFields(group: group).apply(&states, &form, formCount: formCount)
        Exclusions(group: group, kind: form.kind).apply(&states)
        form.visible = group.members.contains {
            states[$0].field.visible && states[$0].exclusion == nil && states[$0].designation != nil
        }
    }
}
