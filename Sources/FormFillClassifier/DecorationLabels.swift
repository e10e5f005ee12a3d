import FormFillModel

/// Gives the label of a decorative box to the field it decorates.
///
/// Widget toolkits draw icons and validation marks as inputs of their own (Dojo's `ValidationTextBox` puts a
/// `<input value="Χ " readonly tabindex="-1" role="presentation">` before every text box). Such a box comes
/// between the label and the real field, so the left and top label walk stops at it: it reads "Phone number"
/// and the real box beside it reads nothing. A box that cannot be typed into (read-only), cannot be reached
/// with the tab key and is never submitted (no name or id) is decoration, and its label belongs to the next
/// field when that field has no label of its own.
enum DecorationLabels {
    static func isDecoration(_ f: FieldDetails) -> Bool {
        f.readonly && f.tabindex?.trimmingSpaces == "-1" && (f.htmlName ?? "").isEmpty && (f.htmlID ?? "").isEmpty
            && !FieldScorer.isInert(InputType(f.type))
    }

    /// Whether the field has a label of its own (text to its right usually labels the next field, and a
    /// placeholder is an example rather than a label).
    private static func hasOwnLabel(_ f: FieldDetails) -> Bool {
        [f.labelTag, f.labelAria, f.labelData, f.labelLeft, f.labelTop].contains { !($0 ?? "").isEmpty }
    }

    /// The page with each decoration's left and top labels taken off it and given to the field after it when
    /// that field has none; the page itself (no copy) when it has no decoration.
    static func reassigned(_ page: PageDetails) -> PageDetails {
        let fields = page.fields
        guard fields.contains(where: isDecoration) else { return page }
        var moved = fields
        for i in fields.indices where isDecoration(fields[i]) {
            // Whether or not it is passed on, the label is not the decoration's: left on it, it would read as a
            // heading the field shares with its neighbour (see ``Classifier/sharedLabels(_:_:)``).
            moved[i].labelLeft = nil
            moved[i].labelTop = nil
            guard i + 1 < fields.count else { continue }
            let next = fields[i + 1]
            guard next.form == fields[i].form, !isDecoration(next), !hasOwnLabel(next) else { continue }
            moved[i + 1].labelLeft = fields[i].labelLeft
            moved[i + 1].labelTop = fields[i].labelTop
        }
        var page = page
        page.fields = moved
        return page
    }
}
