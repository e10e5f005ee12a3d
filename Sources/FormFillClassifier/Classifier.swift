import FormFillModel

/// Classifies every field of a page in the WHATWG autocomplete vocabulary and every form by its purpose.
///
/// One scored model serves logins, cards and identities (modelled on Chromium's form parsing): each field
/// gathers evidence for candidate designations from its autocomplete attribute, input type, every label
/// source, name and id, maxlength and select options, with words in fifteen languages; then each form (or
/// formless group of fields) weighs its neighbours, decides the login roles and its kind, and marks the fields
/// that must not be filled. Every verdict carries the ``Evidence`` that decided it, and never a field value.
///
/// ```swift
/// let result = Classifier().classify(page)
/// for field in result.fields where field.isFillable { print(field.opid, field.designation!.rawValue) }
/// let login = result.bestForm(of: [.login])
/// ```
public struct Classifier: Sendable {
    public init() {}

    public func classify(_ page: PageDetails) -> PageClassification {
        let page = DecorationLabels.reassigned(page)
        let scorer = FieldScorer()
        var texts = TextCache()
        var states: [FieldState] = []
        states.reserveCapacity(page.fields.count)
        for i in page.fields.indices {
            let scored = scorer.score(page.fields[i], sharedLabels: Self.sharedLabels(page.fields, i), labels: &texts)
            states.append(FieldState(field: page.fields[i], scored: scored))
        }
        let groups = FieldGroups.make(page)
        var forms: [(first: Int, form: FormClassification)] = []
        for group in groups {
            let form = GroupResolver(group: group).resolve(&states)
            forms.append((group.members.first ?? Int.max, form))
        }
        var groupOf = [String](repeating: "", count: states.count)
        for group in groups { for i in group.members { groupOf[i] = group.id } }
        let fields = states.enumerated().map { index, s -> FieldClassification in
            let auto = s.scored.autocomplete
            return FieldClassification(
                opid: s.field.opid, designation: s.designation, score: s.score, section: auto?.section,
                addressKind: auto?.addressKind, contactKind: auto?.contactKind, exclusion: s.exclusion,
                group: groupOf[index], evidence: s.candidates.evidence)
        }
        let ordered = forms.enumerated().sorted { a, b in
            a.element.first != b.element.first ? a.element.first < b.element.first : a.offset < b.offset
        }.map(\.element.form)
        return PageClassification(forms: ordered, fields: fields)
    }
}

extension Classifier {
    /// The positional label sources (left, top, right) whose text the previous or next field of the same form
    /// also has, or extends: the walk found a heading, not this field's own label.
    static func sharedLabels(_ fields: [FieldDetails], _ i: Int) -> Set<LabelSource> {
        var shared: Set<LabelSource> = []
        let field = fields[i]
        for (source, text) in [(LabelSource.left, field.labelLeft), (.top, field.labelTop), (.right, field.labelRight)] {
            guard let text, !text.isEmpty else { continue }
            for j in [i - 1, i + 1] where fields.indices.contains(j) && fields[j].form == field.form {
                let theirs = switch source {
                case .left: fields[j].labelLeft
                case .top: fields[j].labelTop
                default: fields[j].labelRight
                }
                if let theirs, !theirs.isEmpty, theirs == text || (source == .left && (text.hasPrefix(theirs) || theirs.hasPrefix(text))) {
                    shared.insert(source)
                }
            }
        }
        return shared
    }
}

extension PageClassification {
    /// The form that should take a fill of one of these kinds: the visible one with the best score (a page
    /// with a login in the header and one in the body gets exactly one filled). Nil when no form qualifies.
    public func bestForm(of kinds: Set<FormKind>) -> FormClassification? {
        let matching = forms.filter { kinds.contains($0.kind) }
        return matching.filter(\.visible).max { $0.score < $1.score }
            ?? matching.max { $0.score < $1.score }
    }
}
