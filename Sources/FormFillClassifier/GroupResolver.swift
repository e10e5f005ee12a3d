import FormFillModel

/// Weighs the evidence that only a group of fields shows: whose a bare month or year is (``DatePartContext``),
/// the families' structures (``StructureScanner``: card, address, phone, one-time code), then the login
/// structure (``LoginRoles``), the form's kind and the exclusions.
struct GroupResolver: Sendable {
    let group: FieldGroup

    func resolve(_ states: inout [FieldState]) -> FormClassification {
        let members = group.members
        for i in members { states[i].decide() }
        DatePartContext(scan: GroupScan(members: members, states: states)).apply(&states)
        StructureScanner().resolve(group, &states)
        let login = LoginRoles(group: group)
        login.apply(&states)
        var form = FormKindRules(group: group).classify(states)
        login.applyKind(form.kind, &states)
        Exclusions(group: group, kind: form.kind).apply(&states)
        form.visible = members.contains { states[$0].field.visible && states[$0].exclusion == nil && states[$0].designation != nil }
        return form
    }
}
