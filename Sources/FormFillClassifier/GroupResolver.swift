import FormFillModel

/// Weighs the evidence that only a group of fields shows: whose a bare month or year is (``DatePartContext``),
/// the families' structures (``StructureScanner``: login, e-mail, card, address, phone, one-time code, birth date,
/// name), the form's kind read from them (``FormKindRules``) and what it adds to the chosen login structure
/// (``LoginKind``), the author's declared types (``DeclaredTypes``), the minimum number of recognised fields
/// (``MinimumFields``) and the exclusions.
struct GroupResolver: Sendable {
    let group: FieldGroup
    /// The first `autocomplete` value of the group's form that declares a type (``DeclaredTypes``).
    var declaration: String? = nil

    func resolve(_ states: inout [FieldState]) -> FormClassification {
        let members = group.members
        for i in members { states[i].decide() }
        DatePartContext(scan: GroupScan(members: members, states: states)).apply(&states)
        StructureScanner().resolve(group, &states)
        var form = FormKindRules(group: group).classify(states)
        LoginKind(members: members).apply(form.kind, &states)
        DeclaredTypes(group: group, declaration: declaration).apply(&states)
        MinimumFields(group: group).apply(&states, &form)
        Exclusions(group: group, kind: form.kind).apply(&states)
        form.visible = members.contains { states[$0].field.visible && states[$0].exclusion == nil && states[$0].designation != nil }
        return form
    }
}
