import FormFillModel

/// A person's name in parts: a box read as the whole name right before the family name (and a middle name)
/// is the given name — "Name" over two boxes whose placeholders say "First" and "Last" is one name in two parts.
struct NameParser: FamilyParser {
    var family: StructureFamily { .name }

    func parse(_ scan: GroupScan, _ states: inout [FieldState]) {
        let boxes = scan.typingBoxes(states)
        for (position, i) in boxes.enumerated() where states[i].designation == .name && !states[i].isAuthored {
            var next = position + 1
            if next < boxes.count, states[boxes[next]].designation == .additionalName { next += 1 }
            guard next < boxes.count, states[boxes[next]].designation == .familyName else { continue }
            states[i].rule(.givenName, .neighbours, "before the family name")
        }
    }
}
