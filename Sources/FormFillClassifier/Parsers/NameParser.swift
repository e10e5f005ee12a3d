import FormFillModel

/// A person's name in parts: a box read as the whole name right before the family name (and a middle name),
/// or right after it, is the given name — "Name" over two boxes whose placeholders say "First" and "Last" is
/// one name in two parts, and a bare "name" word (Spanish "Nombre", Russian "Имя") beside a family name is the
/// given name (Russian forms ask Фамилия, Имя, Отчество: family name first); a box read as the whole name beside
/// a given name, with no family name asked, is the family name ("Name" [ ] "Vorname" [ ]). A label that names both parts on
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
        twoBoxesOfOneName(boxes, &states)
        let designations = boxes.map { states[$0].designation }
        for (position, i) in boxes.enumerated() where designations[position] == .name && !states[i].isAuthored {
            var next = position + 1
            if next < boxes.count, designations[next] == .additionalName { next += 1 }
            if next < boxes.count, designations[next] == .familyName {
                states[i].rule(.givenName, .neighbours, "before the family name")
            } else if position > 0, designations[position - 1] == .familyName {
                states[i].rule(.givenName, .neighbours, "after the family name")
            } else if !designations.contains(.familyName), Self.besideGivenName(position, designations) {
                states[i].rule(.familyName, .neighbours, "beside the given name")
            }
        }
    }

    /// Whether the box before or after a position is the given name: a box read as the whole name beside it, where
    /// no box asks for the family name, is the family name ("Name" [ ] "Vorname" [ ], as German forms ask it).
    private static func besideGivenName(_ position: Int, _ designations: [Designation?]) -> Bool {
        (position > 0 && designations[position - 1] == .givenName)
            || (position + 1 < designations.count && designations[position + 1] == .givenName)
    }

    /// "Name [ ] [ ]": two boxes in a row read as the whole name, the first by a label, the second with no words of
    /// its own (an unlabelled `name2`, or a placeholder that is an example, "例）太郎"), and no third after them: one
    /// name in two parts, not two whole names. Given name first; family name first under a caption in Chinese,
    /// Japanese or Korean script (氏名, お名前), as those languages write names.
    private func twoBoxesOfOneName(_ boxes: [Int], _ states: inout [FieldState]) {
        func isName(_ k: Int) -> Bool { k >= 0 && k < boxes.count && states[boxes[k]].designation == .name }
        for position in boxes.indices.dropLast() where isName(position) && isName(position + 1)
            && !isName(position - 1) && !isName(position + 2) {
            let (i, j) = (boxes[position], boxes[position + 1])
            guard !states[i].isAuthored, !states[j].isAuthored, !Self.hasOwnWords(states[j]),
                  Self.isCaptionedName(states[i]) else { continue }
            let familyFirst = states[i].scored.labelTexts.contains {
                EastAsianScript.occurs(in: String(decoding: $0.text.compact, as: UTF8.self))
            }
            let (first, second): (Designation, Designation) = familyFirst ? (.familyName, .givenName) : (.givenName, .familyName)
            states[i].rule(first, .neighbours, "the first of two name boxes in a row")
            states[j].rule(second, .neighbours, "the second of two name boxes in a row")
        }
    }

    /// Whether a box is the whole name by a label, a caption a person sees over the boxes after it too: a name
    /// or id alone (`billing_fullname`) is that one box's.
    private static func isCaptionedName(_ s: FieldState) -> Bool {
        s.candidates.evidence.contains { e in
            if case .label = e.signal { e.designation == .name } else { false }
        }
    }

    /// Whether a box's own label (its `<label>`, ARIA label, placeholder or title) proposes something.
    private static func hasOwnWords(_ s: FieldState) -> Bool {
        s.candidates.evidence.contains { e in
            guard case .label(let source) = e.signal else { return false }
            return [.tag, .aria, .data, .placeholder, .title].contains(source)
        }
    }
}
