import FormFillModel

/// One field while its group is being resolved: its own evidence, then the verdict.
struct FieldState: Sendable {
    /// The page's fields, shared by every state of the page (a field's details are large: a copy in each
    /// state cost a retain and a release per string).
    private let fields: [FieldDetails]
    private let index: Int
    var scored: FieldScorer.Result
    var designation: Designation? = nil
    var score: Double = 0
    var exclusion: Exclusion? = nil
    /// The designation a rule decided (the page author's token, the login structure), nil for none: later
    /// passes keep it whatever the scores say. Not a score: a rule has no size.
    var ruling: Ruling? = nil

    /// A rule's verdict on a field, and the evidence it rests on.
    struct Ruling: Sendable {
        var designation: Designation?
        var evidence: Evidence
    }

    /// The lowest score that makes a designation: one good word in a label or the name is enough, a word
    /// only in the text to the right of the field is not.
    static let threshold = 0.7

    var candidates: Candidates {
        get { scored.candidates }
        set { scored.candidates = newValue }
    }

    /// What the field's type makes it, decided once: every step of a group's resolution asks.
    let isTextLike: Bool
    let isInert: Bool
    let isButton: Bool

    init(fields: [FieldDetails], index: Int, scored: FieldScorer.Result) {
        self.fields = fields
        self.index = index
        self.scored = scored
        // The page author's token (one the field's type can hold: the scorer dropped the others) decides by rule.
        if let e = scored.candidates.evidence.first(where: { $0.signal == .autocomplete }), let d = e.designation {
            ruling = Ruling(designation: d, evidence: e)
        }
        let type = fields[index].effectiveType
        switch type {
        case "text", "email", "tel", "number", "password", "search", "url", "": isTextLike = true
        default: isTextLike = false
        }
        isInert = FieldScorer.inert.contains(type)
        switch type {
        case "submit", "button", "reset", "image": isButton = true
        default: isButton = false
        }
    }

    /// The field's details, read in place (`let f = state.field` would copy them).
    var field: FieldDetails { _read { yield fields[index] } }

    var type: String { field.effectiveType }

    /// Picks the best candidate above the threshold.
    mutating func decide() {
        if let ruling {
            designation = ruling.designation
            score = ruling.designation.map { candidates.score($0) } ?? 0
            return
        }
        if let best = candidates.best, best.score >= Self.threshold {
            designation = best.designation; score = best.score
        } else {
            designation = nil; score = candidates.best?.score ?? 0
        }
    }

    /// Adds evidence and decides again.
    mutating func add(_ signal: EvidenceSignal, _ matched: String, _ d: Designation, _ score: Double) {
        var c = candidates
        c.add(signal, matched, d, score)
        candidates = c
        decide()
    }

    /// Settles the field by a rule: `d` (nil: no designation), recorded as the evidence `signal`/`matched`
    /// with no score (the rule decides, it does not outweigh).
    mutating func rule(_ d: Designation?, _ signal: EvidenceSignal, _ matched: String) {
        let e = Evidence(signal, matched: matched, designation: d)
        ruling = Ruling(designation: d, evidence: e)
        var c = candidates
        c.append(e)
        candidates = c
        decide()
    }

    /// Whether the page author's `autocomplete` token decided the field.
    var isAuthored: Bool { ruling?.evidence.signal == .autocomplete }

    /// Settles the field by a neighbour rule unless its author's token already did.
    mutating func ruleUnlessAuthored(_ d: Designation, _ signal: EvidenceSignal, _ matched: String) {
        guard !isAuthored else { return }
        rule(d, signal, matched)
    }

    /// Whether any of the label or attribute texts matches one of `words`. Text to the right of a field is
    /// left out: it usually labels the next one.
    func mentions(_ words: WordList, labels: Bool = true, attributes: Bool = true) -> String? {
        if labels {
            for (source, text) in scored.labelTexts where source != .right {
                if let w = words.first(in: text, attributes: false) { return w.display }
            }
        }
        if attributes {
            for (_, text) in scored.attributeTexts {
                if let w = words.first(in: text) { return w.display }
            }
        }
        return nil
    }

    /// Whether the field has a label of its own (``FieldScorer/hasOwnLabel(_:)``): the texts beside it may be
    /// its neighbours'.
    var hasOwnLabel: Bool { FieldScorer.hasOwnLabel(FieldInPlace(fields: fields, index: index)) }

    /// Whether the field has no words at all next to it (an unlabelled continuation box).
    var isUnlabelled: Bool { field.labels.isEmpty }
}
