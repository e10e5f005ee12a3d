import FormFillModel

/// The address block's lines: a second street line right after the first continues it, and a street address
/// typed into a textarea is the whole street address.
struct AddressParser: FamilyParser {
    var family: StructureFamily { .address }

    func parse(_ scan: GroupScan, _ states: inout [FieldState]) {
        let fields = scan.textual
        for (a, b) in zip(fields, fields.dropFirst()) {
            guard states[a].designation == .addressLine1 || states[a].designation == .addressLine2 else { continue }
            let next: Designation = states[a].designation == .addressLine1 ? .addressLine2 : .addressLine3
            let d = states[b].designation
            if d == .addressLine1 && !states[b].isAuthored {
                states[b].rule(next, .neighbours, "second street line")
            } else if d == nil, states[b].isUnlabelled, states[b].isTextLike, states[b].type != .password {
                states[b].add(.neighbours, "unlabelled box after the street", next, 1.0)
            }
        }
        for i in fields where states[i].type == .textarea && states[i].designation == .addressLine1 {
            states[i].ruleUnlessAuthored(.streetAddress, .type, "textarea")
        }
    }
}
