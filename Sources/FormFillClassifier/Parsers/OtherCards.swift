import FormFillModel

/// The boxes of a `<fieldset>` whose legend names another card than the payment card — "Gift card",
/// "Carte de fidélité", "Geschenkkarte": a veto word and no payment word (``FieldFeatures/isUnderOtherCardLegend``)
/// — are that card's: its "Card number", "PIN" or "Expiry date" hold no card designation but by their author's
/// token. (The legend alone says nothing of a field, see ``FieldScorer``; here it says whose card the fieldset
/// holds.)
///
/// The field's own evidence, read in its decision: where its candidates (``FieldState/decide()``) or a family's
/// structure (``FieldState/rule(_:_:_:)``) would give it a card designation, it is settled as none instead
/// (rule evidence `label-legend`, "another card's fieldset"), so no card structure takes it.
enum OtherCards {
    /// Whether `field` refuses the designation `d`: a card designation under another card's legend.
    static func refuses(_ d: Designation?, _ field: FieldFeatures) -> Bool {
        field.isUnderOtherCardLegend && d?.family == .card
    }

    /// The rule evidence's reason.
    static let reason = "another card's fieldset"

    /// Whether the rule settled `s`: a box of another card.
    static func settled(_ s: FieldState) -> Bool {
        s.ruling?.evidence.signal == .legend && s.ruling?.evidence.matched == reason
    }
}
