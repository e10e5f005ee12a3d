import FormFillModel

/// Whose a bare "month", "year" or "day" is, by its group's context, before the families' parsers read the
/// fields (issue 16, point 6): a card's expiry only where the group has a card, a birth date's beside birth
/// words or a birth date's other parts (a legend "Date of birth", a list of past years), else nothing. Both
/// readings are weighed here in one place, symmetrically, so neither family's parser overrides the other's.
struct DatePartContext: Sendable {
    let scan: GroupScan

    /// "Month" and "year" mean the card's expiry only where there is a card; elsewhere a birth date, or nothing.
    func apply(_ states: inout [FieldState]) {
        let card = CardParser.hasStrongCard(scan.members, states)
        let fields = scan.textual
        // What each field says of a birth date, read once (each field is read by its four neighbours), and again
        // for a field this loop changed.
        var signs = fields.map { BirthSigns(states[$0].candidates) }
        for (position, i) in fields.enumerated() {
            let near = max(0, position - 2)...min(fields.count - 1, position + 2)
            // A field's own "day" is no birth date around it (a lone "Day" box is some other day).
            let birth = near.contains { k in signs[k].hasPart || (k != position && signs[k].hasDay) }
            // A neighbour whose own words say birth date makes a bare "month" or "year" its part, card or not.
            let birthWords = near.contains { k in k != position && signs[k].isSure }
            let parts: [(Designation, Designation)] = [(.ccExpMonth, .bdayMonth), (.ccExpYear, .bdayYear)]
            for (cardPart, birthPart) in parts where states[i].candidates.has(cardPart) {
                let bare = states[i].candidates.cardWordScore(cardPart) == 0 && !states[i].candidates.isAuthored(cardPart)
                if states[i].candidates.has(.bday) || (!card && birth) || (bare && birthWords) {
                    states[i].candidates.rename(cardPart, to: birthPart)
                } else if !card {
                    states[i].candidates.remove(cardPart)
                } else if states[i].candidates.score(cardPart) < FieldState.threshold {
                    states[i].candidates.add(.formKind, "card fields around", cardPart, WordTables.bundled.weights.structures.cardContext)
                }
            }
            // A brand list alone, with no card around, is some other choice of brands.
            if !card, states[i].designation == .ccType, !states[i].candidates.isSure(.ccType) {
                states[i].candidates.remove(.ccType)
            }
            // A day box whose own words say birth ("Date of birth" over a "DD" box) is the birth day.
            if states[i].candidates.has(.bdayDay), !birth, !states[i].candidates.has(.bday),
               states[i].mentions(DatePatterns.birth) == nil {
                states[i].candidates.remove(.bdayDay)
            }
            states[i].decide()
            signs[position] = BirthSigns(states[i].candidates)
        }
    }

    /// What a field's evidence says of a birth date, for the fields around it.
    private struct BirthSigns {
        /// Evidence for the whole date, its month or its year.
        let hasPart: Bool
        /// Evidence for its day.
        let hasDay: Bool
        /// Its own words, or its author's token, say the date or one of its parts clearly.
        let isSure: Bool

        init(_ c: Candidates) {
            hasPart = c.has(.bday) || c.has(.bdayMonth) || c.has(.bdayYear)
            hasDay = c.has(.bdayDay)
            isSure = (hasPart || hasDay) && [Designation.bday, .bdayDay, .bdayMonth, .bdayYear].contains(where: c.isSure)
        }
    }
}
