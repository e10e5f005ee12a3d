import FormFillModel

/// The boxes of a `<fieldset>` whose legend names another card than the payment card — "Gift card",
/// "Carte de fidélité", "Geschenkkarte": a veto word and no payment word (``FieldFeatures/isUnderOtherCardLegend``)
/// — are that card's: its "Card number", "PIN" or "Expiry date" hold no card designation but by their author's
/// token. (The legend alone says nothing of a field, see ``FieldScorer``; here it says whose card the fieldset
/// holds.) So are the boxes of a form whose heading says so ("Pay with your Store Card", "Check your gift card
/// balance": ``FieldFeatures/isInOtherCardForm``), and of a form's section under such a heading ("Gift card" after
/// the user's e-mail: ``FieldFeatures/isInOtherCardSection``).
///
/// The field's own evidence, read in its decision: where its candidates (``FieldState/decide()``) or a family's
/// structure (``FieldState/rule(_:_:_:)``) would give it a card designation, it is settled as none instead
/// (rule evidence `label-legend`, "another card's fieldset", `label-section`, "another card's section", or
/// `form-heading`, "another card's form"), so no card
/// structure takes it.
enum OtherCards {
    /// The rule evidence that settles `field` as none when it would take the designation `d`: a card designation
    /// under another card's legend or in another card's form; nil for any other.
    static func refusal(_ d: Designation?, _ field: FieldFeatures) -> (signal: EvidenceSignal, reason: String)? {
        guard d?.family == .card else { return nil }
        if field.isUnderOtherCardLegend { return (.legend, reason) }
        if field.isInOtherCardSection { return (.section, sectionReason) }
        if field.isInOtherCardForm { return (.form(.heading), formReason) }
        return nil
    }

    /// The rule evidence's reasons.
    static let reason = "another card's fieldset", sectionReason = "another card's section", formReason = "another card's form"

    /// Whether the rule settled `s`: a box of another card.
    static func settled(_ s: FieldState) -> Bool {
        guard let e = s.ruling?.evidence else { return false }
        return (e.signal == .legend && e.matched == reason) || (e.signal == .section && e.matched == sectionReason)
            || (e.signal == .form(.heading) && e.matched == formReason)
    }
}
