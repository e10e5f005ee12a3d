import FormFillModel

/// A person's name in parts: a box read as the whole name right before the family name (and a middle name),
/// or right after it, is the given name — "Name" over two boxes whose placeholders say "First" and "Last" is
/// one name in two parts, and a bare "name" word (Spanish "Nombre", Russian "Имя") beside a family name is the
/// given name (Russian forms ask Фамилия, Имя, Отчество: family name first).
struct NameParser: FamilyParser {
    var family: StructureFamily { .name }

    func parse(_ scan: GroupScan, _ states: inout [FieldState]) {
        let boxes = scan.typingBoxes(states)
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
