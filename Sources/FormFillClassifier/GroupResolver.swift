import FormFillModel

/// Weighs the evidence that only a group of fields shows: whose a bare month or year is (``DatePartContext``),
/// the families' structures (``StructureScanner``: card, address, phone, one-time code), then the login
/// structure (``LoginRoles``), the form's kind, the author's declared types (``DeclaredTypes``), the minimum
/// number of recognised fields (``MinimumFields``) and the exclusions.
struct GroupResolver: Sendable {
    let group: FieldGroup
    /// The first `autocomplete` value of the group's form that declares a type (``DeclaredTypes``).
    var declaration: String? = nil

    func resolve(_ states: inout [FieldState]) -> FormClassification {
        let members = group.members
        for i in members { states[i].decide() }
        DatePartContext(scan: GroupScan(members: members, states: states)).apply(&states)
        StructureScanner().resolve(group, &states)
        let login = LoginRoles(group: group)
        login.apply(&states)
        var form = FormKindRules(group: group).classify(states)
        login.applyKind(form.kind, &states)
        DeclaredTypes(group: group, declaration: declaration).apply(&states)
        MinimumFields(group: group).apply(&states, &form)
        Exclusions(group: group, kind: form.kind).apply(&states)
        form.visible = members.contains { states[$0].field.visible && states[$0].exclusion == nil && states[$0].designation != nil }
        return form
    }
}
