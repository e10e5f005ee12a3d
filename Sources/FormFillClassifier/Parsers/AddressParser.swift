import FormFillModel

/// The address block's lines: a second street line right after the first continues it, a second line 2 in one
/// address is its third line, and a street address typed into a textarea is the whole street address.
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
            } else if d == nil, states[b].isUnlabelled, states[b].isTextBox {
                states[b].add(.neighbours, "unlabelled box after the street", next, 1.0)
            }
        }
        numberLines(fields, &states)
        for i in fields where states[i].type == .textarea && states[i].designation == .addressLine1 {
            states[i].ruleUnlessAuthored(.streetAddress, .type, "textarea")
        }
    }

    /// Line 2 is one value of an address: once a box took it (an "Apt/Suite" box), a later box of the same
    /// address that says line 2 ("Street address line 2") is the third line, as Chromium reads the lines in
    /// order. An address starts at its first street line, so billing and shipping in one form each have theirs.
    /// Only boxes the user can type into take a line (not a read-only decoration box beside the street).
    private func numberLines(_ fields: [Int], _ states: inout [FieldState]) {
        var taken: Set<Designation> = []
        for i in fields where states[i].field.visible && !states[i].field.readonly && !states[i].field.disabled {
            switch states[i].designation {
            case .addressLine1?, .streetAddress?:
                taken = []
            case .addressLine2?:
                if taken.contains(.addressLine2), !taken.contains(.addressLine3), !states[i].isAuthored {
                    states[i].rule(.addressLine3, .neighbours, "line 2 of this address is taken")
                }
                taken.insert(states[i].designation!)
            case .addressLine3?:
                taken.insert(.addressLine3)
            default:
                break
            }
        }
    }
}
