import FormFillModel

/// One field while its group is being resolved: its own evidence, then the verdict.
struct FieldState: Sendable {
    /// What the rules read of the field itself.
    let field: FieldFeatures
    var scored: FieldScorer.Result
    var designation: Designation? = nil
    var score: Double = 0
    var exclusion: Exclusion? = nil
    /// The designation a rule decided (the page author's token, the login structure), nil for none: later
    /// passes keep it whatever the scores say. Not a score: a rule has no size.
    var ruling: Ruling? = nil
    /// The family structure the scanner chose for the field, nil when none took it.
    var structure: StructureMark? = nil

    /// A rule's verdict on a field, and the evidence it rests on.
    struct Ruling: Sendable {
        var designation: Designation?
        var evidence: Evidence
    }

    /// The lowest score that makes a designation: one good word in a label or the name is enough, a word
    /// only in the text to the right of the field is not (`weights.json`, `threshold`).
    static let threshold = WordTables.bundled.weights.threshold

    /// The field's candidates, changed in place (a get-and-set would copy the evidence on every change).
    var candidates: Candidates {
        get { scored.candidates }
        _modify { yield &scored.candidates }
    }

    init(field: FieldFeatures, scored: FieldScorer.Result) {
        self.field = field
        self.scored = scored
        // The page author's token (one the field's type can hold: the scorer dropped the others) decides by rule.
        if let e = scored.candidates.evidence.first(where: { $0.signal == .autocomplete }), let d = e.designation {
            ruling = Ruling(designation: d, evidence: e)
        } else if let e = ForeignOptionLists.evidence(self) {
            // A select whose own words say its list is someone else's holds nothing its options propose.
            ruling = Ruling(designation: nil, evidence: e)
            candidates.append(e)
        }
    }

    var type: InputType { field.type }

    /// Whether a text can be typed into the field.
    var isTextLike: Bool {
        switch type {
        case .text, .email, .tel, .number, .password, .search, .url, .empty: true
        default: false
        }
    }

    /// Whether the field never takes a value from FormFill.
    var isInert: Bool { FieldScorer.isInert(type) }

    var isButton: Bool { FieldFeatures.isButton(type) }

    /// Whether a value is typed into the field in clear: a text-like box, not a password box.
    var isTextBox: Bool { isTextLike && type != .password }

    /// Picks the best candidate above the threshold.
    mutating func decide() {
        if let ruling {
            designation = ruling.designation
            score = ruling.designation.map { candidates.score($0) } ?? 0
            return
        }
        if let best = candidates.best, best.score >= Self.threshold {
            if let refusal = OtherCards.refusal(best.designation, field) { return rule(nil, refusal.signal, refusal.reason) }
            designation = best.designation; score = best.score
        } else {
            designation = nil; score = candidates.best?.score ?? 0
        }
    }

    /// Adds evidence and decides again.
    mutating func add(_ signal: EvidenceSignal, _ matched: String, _ d: Designation, _ score: Double) {
        candidates.add(signal, matched, d, score)
        decide()
    }

    /// Settles the field by a rule: `d` (nil: no designation), recorded as the evidence `signal`/`matched`
    /// with no score (the rule decides, it does not outweigh).
    /// A card designation for a field under another card's legend, or in another card's form, is none
    /// (``OtherCards``).
    mutating func rule(_ d: Designation?, _ signal: EvidenceSignal, _ matched: String) {
        if let refusal = OtherCards.refusal(d, field) { return rule(nil, refusal.signal, refusal.reason) }
        let e = Evidence(signal, matched: matched, designation: d)
        ruling = Ruling(designation: d, evidence: e)
        candidates.append(e)
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
    /// left out: it usually labels the next one; with `neighbours` false, so is the text above and left of it
    /// (the field's own words only: its label element, ARIA label, placeholder, title and attributes).
    func mentions(_ words: WordList, labels: Bool = true, attributes: Bool = true, neighbours: Bool = true) -> String? {
        if labels {
            for (source, text) in scored.labelTexts where source != .right && (neighbours || (source != .top && source != .left)) {
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

    /// Whether the heading of the field's section of its form (`label-section`) holds a word of the list
    /// ("Recipient", "From").
    func sectionMentions(_ words: WordList) -> Bool {
        scored.sectionText.map { words.first(in: $0, attributes: false) != nil } ?? false
    }

    /// Whether the field has a label of its own (``FieldTexts/hasOwnLabel``): the texts beside it may be
    /// its neighbours'.
    var hasOwnLabel: Bool { field.hasOwnLabel }

    /// Whether a button among `members` says a word of the list ("Log in", "Create account", "Resend code").
    static func buttonsSay(_ words: WordList, among members: [Int], _ states: [FieldState]) -> Bool {
        members.contains { i in
            states[i].isButton && states[i].field.buttonTexts.contains { words.first(in: $0, attributes: false) != nil }
        }
    }

    /// Whether the field has no words at all next to it (an unlabelled continuation box).
    var isUnlabelled: Bool { !field.isLabelled }

    /// Of `indices`, the boxes the user sees: the visible ones when there are any, and of those the ones on
    /// screen when there are any (a box off screen, clipped or of no size beside one the user sees is a trap
    /// or a copy). In order.
    static func mostShown(_ indices: [Int], in states: [FieldState]) -> [Int] {
        let visible = indices.filter { states[$0].field.visible }
        let viewable = visible.filter { states[$0].field.viewable }
        return !viewable.isEmpty ? viewable : visible.isEmpty ? indices : visible
    }
}
