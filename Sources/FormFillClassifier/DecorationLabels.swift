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
    static func isDecoration(_ f: FieldFeatures, _ t: FieldTexts) -> Bool {
        f.readonly && f.isOutOfTabOrder && t.htmlName == nil && t.htmlID == nil && !FieldScorer.isInert(f.type)
    }

    /// Whether the field has a label of its own (text to its right usually labels the next field, and a
    /// placeholder is an example rather than a label).
    private static func hasOwnLabel(_ t: FieldTexts) -> Bool {
        t.labelTag != nil || t.labelAria != nil || t.labelData != nil || t.labelLeft != nil || t.labelTop != nil
    }

    /// Takes each decoration's left and top labels off it (`decorations`: their indices, ascending) and gives
    /// them to the field after it when that field has none. Returns the indices of the fields changed.
    static func reassign(_ decorations: [Int], in texts: inout [FieldTexts]) -> [Int] {
        guard !decorations.isEmpty else { return [] }
        let original = texts
        var changed: [Int] = []
        for (k, i) in decorations.enumerated() {
            // Whether or not it is passed on, the label is not the decoration's: left on it, it would read as a
            // heading the field shares with its neighbour (see ``PageFeatures/sharedLabels(_:)``).
            texts[i].labelLeft = nil
            texts[i].labelTop = nil
            changed.append(i)
            guard i + 1 < original.count else { continue }
            let next = original[i + 1]
            let nextIsDecoration = k + 1 < decorations.count && decorations[k + 1] == i + 1
            guard next.form == original[i].form, !nextIsDecoration, !hasOwnLabel(next) else { continue }
            texts[i + 1].labelLeft = original[i].labelLeft
            texts[i + 1].labelTop = original[i].labelTop
            changed.append(i + 1)
        }
        return changed
    }
}
