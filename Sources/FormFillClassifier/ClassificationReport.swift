import FormFillModel

/// The JSON that `formfill classify` prints for one page:
/// `{"forms": [{"opid", "kind"}], "fields": [{"opid", "htmlID", "htmlName", "type", "form", "designation"}]}`,
/// fields in document order, `designation` null when unknown, `exclusion` added when set, and `form` the form's
/// opid or the formless group's id.
///
/// With `explain`, each form adds its `score`, `visible` and the evidence for its kind, and each field its
/// candidates with their scores and the evidence behind them, and `decidedBy` (`signal`, `matched`) when a
/// rule rather than the scores decided its designation (rule evidence has score 0), and `structure` (`family`,
/// `score`, `fields`) when a family parser's structure settled it. Evidence names signals
/// and matched words only; field values never appear (they can be secrets).
package struct ClassificationReport: JSONWritable, Sendable {
    /// The page and its verdicts, the verdict on each field at the field's own position.
    package var classified: ClassifiedPage
    package var explain: Bool

    package init(_ classified: ClassifiedPage, explain: Bool = false) {
        self.classified = classified; self.explain = explain
    }

    /// A report on a page and verdicts made apart, matched by opid once (``ClassifiedPage/init(page:classification:)``).
    package init(page: PageDetails, classification: PageClassification, explain: Bool = false) {
        self.init(ClassifiedPage(page: page, classification: classification), explain: explain)
    }

    package func write(to w: inout JSONWriter) {
        w.beginObject()
        w.key("forms"); w.beginArray()
        let classification = classified.classification
        for form in classification.forms {
            w.beginObject()
            w.key("opid"); w.value(form.opid)
            w.key("kind"); w.value(form.kind.rawValue)
            if explain {
                w.key("score"); w.value(Self.rounded(form.score))
                w.key("visible"); w.value(form.visible)
                w.key("evidence"); Self.write(form.evidence.lazy.map(Self.line), to: &w)
            }
            w.endObject()
        }
        w.endArray()
        w.key("fields"); w.beginArray()
        for (field, verdict) in zip(classified.page.fields, classification.fields) {
            w.beginObject()
            w.key("opid"); w.value(field.opid)
            w.key("htmlID"); if let id = field.htmlID { w.value(id) } else { w.null() }
            w.key("htmlName"); if let name = field.htmlName { w.value(name) } else { w.null() }
            w.key("type"); w.value(field.effectiveType)
            w.key("form"); w.value(verdict.group)
            w.key("designation"); if let d = verdict.designation { w.value(d.rawValue) } else { w.null() }
            w.field("exclusion", verdict.exclusion?.rawValue)
            if explain { writeExplanation(verdict, to: &w) }
            w.endObject()
        }
        w.endArray()
        w.endObject()
    }

    private func writeExplanation(_ verdict: FieldClassification, to w: inout JSONWriter) {
        w.key("score"); w.value(Self.rounded(verdict.score))
        w.field("section", verdict.section)
        w.field("addressKind", verdict.addressKind)
        w.field("contactKind", verdict.contactKind)
        if let rule = verdict.decidedBy {
            w.key("decidedBy"); w.beginObject()
            w.key("signal"); w.value(rule.signal.name)
            w.key("matched"); w.value(rule.matched)
            w.endObject()
        }
        if let structure = verdict.structure {
            w.key("structure"); w.beginObject()
            w.key("family"); w.value(structure.family.rawValue)
            w.key("score"); w.value(Self.rounded(structure.score))
            w.key("fields"); w.value(structure.fields)
            w.endObject()
        }
        // A rule's "no designation" is listed as the candidate `none`.
        var order: [Designation?] = []
        for e in verdict.evidence where !order.contains(e.designation) { order.append(e.designation) }
        let totals = order.map { c in (c, verdict.evidence.filter { $0.designation == c }.reduce(0) { $0 + $1.score }) }
            .sorted { $0.1 > $1.1 }
        w.key("candidates"); w.beginArray()
        for (candidate, total) in totals {
            w.beginObject()
            w.key("designation"); w.value(candidate?.rawValue ?? "none")
            w.key("score"); w.value(Self.rounded(total))
            w.key("evidence"); Self.write(verdict.evidence.filter { $0.designation == candidate }.lazy.map(Self.line), to: &w)
            w.endObject()
        }
        w.endArray()
    }

    private static func line(_ e: Evidence) -> (EvidenceSignal, String, Double) { (e.signal, e.matched, e.score) }
    private static func line(_ e: FormEvidence) -> (EvidenceSignal, String, Double) { (e.signal, e.matched, e.score) }

    private static func write(_ evidence: some Sequence<(EvidenceSignal, String, Double)>, to w: inout JSONWriter) {
        w.beginArray()
        for (signal, matched, score) in evidence {
            w.beginObject()
            w.key("signal"); w.value(signal.name)
            w.key("matched"); w.value(matched)
            w.key("score"); w.value(rounded(score))
            w.endObject()
        }
        w.endArray()
    }

    /// Scores to two decimals, so explanations are stable across platforms.
    static func rounded(_ x: Double) -> Double { (x * 100).rounded() / 100 }
}
