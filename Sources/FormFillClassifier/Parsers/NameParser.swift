import FormFillModel

/// A person's name in parts: a box read as the whole name right before the family name (and a middle name),
/// or right after it, is the given name — "Name" over two boxes whose placeholders say "First" and "Last" is
/// one name in two parts, and a bare "name" word (Spanish "Nombre", Russian "Имя") beside a family name is the
/// given name (Russian forms ask Фамилия, Имя, Отчество: family name first). A label that names both parts on
/// the first of two boxes, the second without words of its own ("First / Last Name" [ ] [ ]), names the pair:
/// the boxes are the parts in the label's order.
struct NameParser: FamilyParser {
    var family: StructureFamily { .name }

    func parse(_ scan: GroupScan, _ states: inout [FieldState]) {
        scan.recipients.settle(.name, &states)
        let boxes = scan.typingBoxes(states)
        for (position, i) in boxes.enumerated().dropLast() where states[i].designation == .name && !states[i].isAuthored {
            let j = boxes[position + 1]
            guard states[j].designation == nil, !states[j].hasOwnLabel, !states[j].isAuthored,
                  let familyFirst = states[i].scored.namePairFamilyFirst else { continue }
            let (first, second): (Designation, Designation) = familyFirst ? (.familyName, .givenName) : (.givenName, .familyName)
            states[i].rule(first, .neighbours, "the first of two boxes its label names")
            states[j].rule(second, .neighbours, "the second of two boxes the label before it names")
        }
        let designations = boxes.map { states[$0].designation }
        for (position, i) in boxes.enumerated() where designations[position] == .name && !states[i].isAuthored {
            var next = position + 1
            if next < boxes.count, designations[next] == .additionalName { next += 1 }
            if next < boxes.count, designations[next] == .familyName {
                states[i].rule(.givenName, .neighbours, "before the family name")
            } else if position > 0, designations[position - 1] == .familyName {
                states[i].rule(.givenName, .neighbours, "after the family name")
            }
        }
    }
}
