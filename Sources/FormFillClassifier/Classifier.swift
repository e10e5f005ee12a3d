import FormFillModel
import FormFillSupport

/// Classifies every field of a page in the WHATWG autocomplete vocabulary and every form by its purpose.
///
/// One scored model serves logins, cards and identities (modelled on Chromium's form parsing): each field
/// gathers evidence for candidate designations from its autocomplete attribute, input type, every label
/// source, name and id, maxlength and select options, with words in fifteen languages; then each form (or
/// formless group of fields) weighs its neighbours, decides the login roles and its kind, and marks the fields
/// that must not be filled. Every verdict carries the `Evidence` that decided it, and never a field value.
///
/// ```swift
/// let result = Classifier().classify(page)
/// for field in result.fields where field.isFillable { print(field.opid, field.designation!.rawValue) }
/// let login = result.bestForm(of: [.login])
/// ```
public struct Classifier: Sendable {
    /// The cores that score the fields and resolve the forms of a large page (the result is the same either way).
    package var parallelism: Parallelism

    /// A classifier that spreads a large page's work over every core.
    public init() { self.parallelism = .automatic }

    /// A classifier with a choice of cores (tests and benchmarks).
    package init(parallelism: Parallelism) { self.parallelism = parallelism }

    /// Classifies every field and form of the page: designations, form kinds, exclusions and the evidence for each.
    public func classify(_ page: PageDetails) -> PageClassification {
        run(page, withModel: false).classification
    }

    /// Classifies the page (``classify(_:)``) and keeps the verdicts with the page's model, by position: what the
    /// fill-script generator reads. The model's fields are read in the same pass as the classifier's features,
    /// and each form's fields are the positions the classifier grouped.
    public func classifiedPage(_ page: PageDetails) -> ClassifiedPage {
        let run = run(page, withModel: true)
        return ClassifiedPage(page: PageModel(page, fields: run.model), classification: run.classification, members: run.members)
    }

    /// The verdicts, the generator's model of each field when asked for (else empty), and each form's fields as
    /// positions, in the order of the verdicts' forms.
    private func run(_ page: PageDetails, withModel: Bool)
        -> (classification: PageClassification, model: [PageModel.Field], members: [[Int]]) {
        let fields = page.fields
        // The fields read once into their features and the page's distinct texts (decoration boxes' labels
        // given to the fields they decorate: see ``DecorationLabels``); then each field's own evidence, in
        // chunks of the field list on all cores, reading the features in place.
        let features = PageFeatures(page, parallelism: parallelism, withModel: withModel)
        let scored = parallelism.makeArray(count: fields.count) { range, emit in
            let scorer = FieldScorer()
            for i in range { emit(scorer.state(of: i, in: features)) }
        }.elements

        // Then each form (or formless run of fields) on its own: the groups share no field, so chunks of
        // groups resolve on all cores, each group over its own states, numbered from 0, and each field's
        // verdict goes straight to its place in the page's order (FieldGroups.make puts every field in
        // exactly one group).
        let groups = FieldGroups.make(page)
        let units = Self.chunks(of: groups, parallelism)
        // Chromium's synthetic form: every formless field of the page is one form for the rules that read a
        // whole form (the author's declared types, the minimum of recognised fields).
        let formlessDeclaration = DeclaredTypes.declaration(in: groups.lazy.filter(\.isFormless).flatMap { $0.members.lazy.map { scored[$0] } })
        let resolved = parallelism.map(units) { range in
            range.map { g in
                let group = groups[g]
                var states = group.members.map { scored[$0] }
                var local = group
                local.members = Array(states.indices)
                let declaration = group.isFormless ? formlessDeclaration : DeclaredTypes.declaration(in: states)
                let resolver = GroupResolver(group: local, declaration: declaration)
                var form = resolver.resolve(&states)
                let count = resolver.count(states)
                // A `<form>`'s count is its own group's: it finishes now. The formless groups wait for the page's
                // count of them all.
                if !group.isFormless { resolver.finish(&states, &form, formCount: count) }
                return ResolvedGroup(resolver: resolver, states: states, form: form, count: count)
            }
        }.flatMap { $0 }
        let formlessCount = groups.indices.filter { groups[$0].isFormless }.reduce(MinimumFields.Count()) { $0 + resolved[$1].count }
        let (classified, resolvedForms) = parallelism.scatterArray(count: fields.count, units: units) { range, put in
            range.map { g in
                let group = groups[g]
                var (states, form) = (resolved[g].states, resolved[g].form)
                if group.isFormless { resolved[g].resolver.finish(&states, &form, formCount: formlessCount) }
                form.fieldOpids = group.members.map { fields[$0].opid }
                for (k, i) in group.members.enumerated() { put(i, Self.verdict(states, k, opid: form.fieldOpids[k], group: group.id)) }
                return form
            }
        }
        let forms = resolvedForms.flatMap { $0 }
        // Forms in the order of their first field; forms without fields after them, in page order (the keys
        // taken out first: a comparison that reads two groups copies them).
        let firstField = groups.map { $0.members.min() ?? .max }
        let order = groups.indices.sorted { a, b in (firstField[a], a) < (firstField[b], b) }
        let members = withModel ? order.map { groups[$0].members } : []
        let model = features.model
        // The page-wide states, features and resolved groups are freed on another core while the caller goes on.
        parallelism.release((features, scored, resolved, groups), count: fields.count)
        return (PageClassification(forms: order.map { forms[$0] }, fields: classified), model, members)
    }

    /// A group read on its own (``GroupResolver/resolve(_:)``); a `<form>`'s group also finished
    /// (``GroupResolver/finish(_:_:formCount:)``), a formless group not yet: its form is every formless group.
    private struct ResolvedGroup: Sendable {
        let resolver: GroupResolver
        let states: [FieldState]
        let form: FormClassification
        let count: MinimumFields.Count
    }

    /// The public verdict on the resolved field `states[k]` (read in place: a state is large to copy).
    private static func verdict(_ states: [FieldState], _ k: Int, opid: String, group: String) -> FieldClassification {
        let auto = states[k].scored.autocomplete
        let designation = states[k].designation
        var verdict = FieldClassification(
            opid: opid, designation: designation, score: states[k].score, section: auto?.section,
            addressKind: auto?.addressKind, contactKind: auto?.contactKind, exclusion: states[k].exclusion,
            group: group, evidence: states[k].scored.veto.map { states[k].scored.candidates.evidence + [$0] } ?? states[k].scored.candidates.evidence)
        if let ruling = states[k].ruling, ruling.designation == designation { verdict.decidedBy = ruling.evidence }
        if let mark = states[k].structure, mark.settled, mark.designation == designation { verdict.structure = mark.structure }
        return verdict
    }

    /// Contiguous runs of groups with about the same number of fields each (a page is often one big form
    /// and many small ones).
    private static func chunks(of groups: [FieldGroup], _ parallelism: Parallelism) -> [Range<Int>] {
        let total = groups.reduce(0) { $0 + $1.members.count }
        let wanted = parallelism.chunks(of: total).count
        guard wanted > 1 else { return groups.isEmpty ? [] : [0..<groups.count] }
        var ranges: [Range<Int>] = []
        var start = 0, count = 0
        for (g, group) in groups.enumerated() {
            count += group.members.count
            if count * wanted >= total * (ranges.count + 1), g + 1 < groups.count {
                ranges.append(start..<(g + 1)); start = g + 1
            }
        }
        ranges.append(start..<groups.count)
        return ranges
    }
}

extension Classifier {
    /// Builds the word tables now; they are read from the word files and built once per process, on first
    /// use otherwise, and take a few milliseconds (a fifth of a fill of a login page). Call it on a background
    /// thread while the page is read and parsed, or at an app's launch; calling it again costs nothing, and a
    /// `classify` that starts meanwhile waits for the tables instead of building them twice.
    public static func prepare() {
        _ = FieldScorer.ruleIndex
        _ = (FormPatterns.signIn, FormPatterns.signUp, FormPatterns.changePassword, FormPatterns.search,
             FormPatterns.newsletter, FormPatterns.honeypot, FormPatterns.veto, FormPatterns.otherPerson, FormPatterns.otherLists)
        _ = (PasswordRoleWords.current, PasswordRoleWords.new, PasswordRoleWords.confirm)
        _ = (PasswordWords.list, PasswordDecoyWords.always, PasswordDecoyWords.otherService, PasswordDecoyWords.withoutPasswordWord,
             PasswordDecoyWords.pin, PasswordDecoyWords.otherThings, FormPatterns.identifiers, FormPatterns.houseNumber, FormPatterns.houseNumberBare, FormPatterns.houseNumberAddition, FormPatterns.addressBareWords,
             CardPatterns.bareWords)
        _ = (FormPatterns.captcha, FormPatterns.bait, FieldScorer.labelWeights, OneTimeCodeParser.named, NameWords.given, NameWords.family)
        _ = (FormPatterns.codeSent, FormPatterns.codeFromApp, FormPatterns.codeSentVerbs, FormPatterns.recipient,
             FormPatterns.sender, FormPatterns.someoneElse, FormPatterns.personRoles, FormPatterns.personOthers, FormPatterns.past, FormPatterns.payment,
             FormPatterns.secondaryContact, FormPatterns.phonePrefix, FormPatterns.phoneSuffix, FormPatterns.codeResend)
        _ = (FormPatterns.storedValue, FormPatterns.somethingElse)
        OptionRecognizer.prepare()
    }

    /// The resource bundle holding the classifier's word files (docs/classification.md, "Word files").
    package static var wordFilesBundle: String { WordTables.resourceBundle }

    /// Whether the word files are installed: without them (a binary copied without its resource bundles)
    /// the first classification stops the process, so a tool checks this first and says what is missing.
    package static var areWordFilesAvailable: Bool { WordTables.bundledDirectory != nil }
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
