import FormFillModel

/// The evidence gathered for one field, by candidate designation. A candidate's score is the sum of its evidence;
/// every signal family contributes at most its best match (so a word found in the label, the placeholder and the
/// title counts once, while agreement between a label and the name counts twice).
struct Candidates: Sendable {
    private(set) var evidence: [Evidence] = []

    mutating func add(_ signal: EvidenceSignal, _ matched: String, _ designation: Designation, _ score: Double) {
        evidence.append(Evidence(signal, matched: matched, designation: designation, score: score))
    }

    /// Records a rule's evidence as it is (a rule's evidence has no score).
    mutating func append(_ e: Evidence) { evidence.append(e) }

    /// Adds the best evidence of one signal family per designation, dropping the others.
    mutating func addBest(of family: [Evidence]) {
        // Straight into the list (no list of the chosen to copy over): the family's part is what follows `start`.
        let start = evidence.endIndex
        for e in family {
            if let i = evidence[start...].firstIndex(where: { $0.designation == e.designation }) {
                if e.score > evidence[i].score { evidence[i] = e }
            } else {
                evidence.append(e)
            }
        }
    }

    func score(_ designation: Designation) -> Double {
        evidence.reduce(0) { $1.designation == designation ? $0 + $1.score : $0 }
    }

    /// The score from words alone (labels, name, id, autocomplete), without options or context.
    func wordScore(_ designation: Designation) -> Double {
        evidence.reduce(0) { acc, e in
            e.designation == designation && !e.signal.isContext ? acc + e.score : acc
        }
    }

    /// Whether the page author's `autocomplete` token names `designation` (a flag: its evidence has no score).
    func isAuthored(_ designation: Designation) -> Bool {
        evidence.contains { $0.signal == .autocomplete && $0.designation == designation }
    }

    /// Whether the field's own words say `designation` clearly, or its author's token does.
    func isSure(_ designation: Designation) -> Bool {
        isAuthored(designation) || wordScore(designation) >= FieldState.threshold
    }

    /// ``wordScore(_:)`` without the bare "month", "year", "number" and "code" words, which name a card's part
    /// only beside a card.
    func cardWordScore(_ designation: Designation) -> Double {
        evidence.reduce(0) { acc, e in
            e.designation == designation && !e.signal.isContext
                && !CardPatterns.bareWords.contains(e.matched) ? acc + e.score : acc
        }
    }

    func has(_ designation: Designation) -> Bool { evidence.contains { $0.designation == designation } }

    /// Whether any evidence is for a card designation: most fields have none, so the rules that look for a card
    /// ask this once before they weigh each card designation.
    var hasCardEvidence: Bool { evidence.contains { $0.designation?.family == .card } }

    /// Whether the page author's `autocomplete` token gave any evidence (it decides by rule).
    var hasAuthoredToken: Bool { evidence.contains { $0.signal == .autocomplete } }

    /// Candidates by decreasing score (ties broken by the order the designations were first proposed).
    var ranked: [(designation: Designation, score: Double)] {
        var order: [Designation] = []
        for e in evidence { if let d = e.designation, !order.contains(d) { order.append(d) } }
        return order.map { ($0, score($0)) }.enumerated()
            .sorted { $0.element.1 != $1.element.1 ? $0.element.1 > $1.element.1 : $0.offset < $1.offset }
            .map(\.element)
    }

    /// The first of ``ranked``, without sorting: the highest score, the earliest proposed on a tie.
    var best: (designation: Designation, score: Double)? {
        var order: [Designation] = []
        var best: (designation: Designation, score: Double)? = nil
        for e in evidence {
            guard let d = e.designation, !order.contains(d) else { continue }
            order.append(d)
            let total = score(d)
            if let current = best, total <= current.score { continue }
            best = (d, total)
        }
        return best
    }

    /// Drops every candidate not in `allowed` (a field's type rules out designations whatever its words say).
    /// Evidence for no designation (a rule's "none") stays.
    mutating func keep(only allowed: (Designation) -> Bool) {
        evidence.removeAll { $0.designation.map { !allowed($0) } ?? false }
    }

    mutating func removeAll(where drop: (Evidence) -> Bool) { evidence.removeAll(where: drop) }

    mutating func remove(_ designation: Designation) {
        evidence.removeAll { $0.designation == designation }
    }

    /// Moves every piece of evidence for `from` onto `to` (the word said "month", the context says whose).
    mutating func rename(_ from: Designation, to: Designation) {
        for i in evidence.indices where evidence[i].designation == from { evidence[i].designation = to }
    }
}
