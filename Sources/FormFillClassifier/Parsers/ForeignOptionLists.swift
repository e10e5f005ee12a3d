import FormFillModel

/// A select read by its options — countries, regions, months, years — whose own words (labels, name, id) say
/// the list is about something else than the person's address, card or birth date: a nationality or
/// citizenship, a country of birth or of issue, a passport's or a licence's state, a graduation or travel
/// date, a preferred store (the word files' list `other-lists`), or a veto word (a gift card's brands). It holds
/// none of those designations: the options say what the list holds, the words say whose it is. Rule evidence
/// `options`; the author's token stays.
struct ForeignOptionLists: Sendable {
    let members: [Int]

    func apply(_ states: inout [FieldState]) {
        for i in members where states[i].type.isSelect && !states[i].isAuthored {
            guard let d = states[i].designation,
                  states[i].candidates.evidence.contains(where: { $0.designation == d && $0.signal == .options }),
                  let word = states[i].mentions(FormPatterns.otherLists) ?? states[i].mentions(FormPatterns.veto) else { continue }
            states[i].rule(nil, .options, "a list of \(word)")
        }
    }
}
