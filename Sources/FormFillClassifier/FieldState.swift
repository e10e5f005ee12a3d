import FormFillModel

/// One field while its group is being resolved: its own evidence, then the verdict.
struct FieldState: Sendable {
    let field: FieldDetails
    var scored: FieldScorer.Result
    var designation: Designation? = nil
    var score: Double = 0
    var exclusion: Exclusion? = nil

    /// The lowest score that makes a designation: one good word in a label or the name is enough, a word
    /// only in the text to the right of the field is not.
    static let threshold = 0.7

    var candidates: Candidates {
        get { scored.candidates }
        set { scored.candidates = newValue }
    }

    var type: String { field.effectiveType }
    var isTextLike: Bool { ["text", "email", "tel", "number", "password", "search", "url", ""].contains(type) }
    var isInert: Bool { FieldScorer.inert.contains(type) }
    var isButton: Bool { ["submit", "button", "reset", "image"].contains(type) }

    /// Picks the best candidate above the threshold.
    mutating func decide() {
        if let best = candidates.best, best.score >= Self.threshold {
            designation = best.designation; score = best.score
        } else {
            designation = nil; score = candidates.best?.score ?? 0
        }
    }

    /// Adds evidence and decides again.
    mutating func add(_ signal: String, _ matched: String, _ d: Designation, _ score: Double) {
        var c = candidates
        c.add(signal, matched, d, score)
        candidates = c
        decide()
    }

    /// Whether any of the label or attribute texts matches one of `words`.
    func mentions(_ words: [WordPattern], labels: Bool = true, attributes: Bool = true) -> String? {
        if labels {
            for (_, text) in scored.labelTexts {
                for w in words where !w.attributesOnly { if w.match(in: text) != nil { return w.display } }
            }
        }
        if attributes {
            for (_, text) in scored.attributeTexts {
                for w in words { if w.match(in: text) != nil { return w.display } }
            }
        }
        return nil
    }

    /// Whether the field has no words at all next to it (an unlabelled continuation box).
    var isUnlabelled: Bool { field.labels.isEmpty }
}
