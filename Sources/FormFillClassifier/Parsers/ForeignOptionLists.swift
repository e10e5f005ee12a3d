import FormFillModel

/// A select read by its options — countries, regions, months, years — whose own words (labels, name, id) say
/// the list is about something else than the person's address, card or birth date: a nationality or
/// citizenship, a country of birth or of issue, a passport's or a licence's state, a graduation or travel
/// date, a preferred store (the word files' list `other-lists`), or a veto word (a gift card's brands); a list of
/// a date's parts also by its fieldset's legend or its section's heading ("Anniversary" over "Day", "Month",
/// "Year"). It holds none of those designations: the options say what the list holds, the words say whose it is.
///
/// The field's own evidence, read once when its state is built (``FieldState/init(field:scored:)``): a
/// ruling of no designation, rule evidence `options` ("a list of nationality"). The author's token stays.
enum ForeignOptionLists {
    /// The evidence that the select `s`'s list is someone else's, nil when its best candidate is not from
    /// its options or its words name no other list.
    static func evidence(_ s: FieldState) -> Evidence? {
        guard s.type.isSelect, let best = s.candidates.best, best.score >= FieldState.threshold,
              s.candidates.evidence.contains(where: { $0.designation == best.designation && $0.signal == .options }),
              let word = s.mentions(FormPatterns.otherLists) ?? s.mentions(FormPatterns.veto)
                ?? (dateParts.contains(best.designation) ? s.scored.contextNamesAnotherList : nil) else { return nil }
        return Evidence(.options, matched: "a list of \(word)", designation: nil)
    }

    /// The parts of a date a list of months, days or years is read as: a legend or a section's heading that
    /// names another thing's date ("Anniversary", "Arrival date") over "Day", "Month" and "Year" makes them that
    /// date's.
    static let dateParts: Set<Designation?> = [.bdayDay, .bdayMonth, .bdayYear, .ccExpMonth, .ccExpYear]
}
