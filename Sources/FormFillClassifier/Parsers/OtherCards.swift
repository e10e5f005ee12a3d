import FormFillModel

/// The boxes of a `<fieldset>` whose legend names another card than the payment card — "Gift card",
/// "Carte de fidélité", "Geschenkkarte": a veto word and no payment word — are that card's: its "Card number",
/// "PIN" or "Expiry date" get no card designation (rule evidence `label-legend`). The author's token stays.
/// (The legend alone says nothing of a field, see ``FieldScorer``; here it says whose card the fieldset holds.)
struct OtherCards: Sendable {
    let members: [Int]

    func apply(_ states: inout [FieldState]) {
        for i in members where states[i].field.isUnderOtherCardLegend && !states[i].isAuthored {
            guard let d = states[i].designation, d.family == .card else { continue }
            states[i].rule(nil, .legend, "another card's fieldset")
        }
    }
}
