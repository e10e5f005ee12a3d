import Foundation
import FormFillURLMatching
import FormFillModel

/// A field of the classified page, read in place by its position: its model and its verdict stay in the
/// page's arrays.
struct PageField {
    private let fields: [PageModel.Field]
    private let verdicts: [FieldClassification]
    /// The position in the page's fields (and verdicts).
    let index: Int

    init(_ page: ClassifiedPage, _ index: Int) {
        fields = page.page.fields; verdicts = page.classification.fields; self.index = index
    }

    var opid: String { fields[index].opid }
    var elementNumber: Int { fields[index].elementNumber }
    var designation: Designation? { verdicts[index].designation }
    /// The lowercased `type` as collected (nil when the token has none).
    var type: String? { fields[index].type }
    var effectiveType: String { fields[index].type ?? "text" }
    var isSelect: Bool { fields[index].isSelect }
    var options: [SelectOption] { fields[index].options }
    /// The maxlength as a limit: nil for none, and for the `-1` or `0` some collectors report when there is none.
    var maxLength: Int? { fields[index].maxLength }
    var minLength: Int? { fields[index].minLength }
    var size: Int? { fields[index].size }
    var pattern: String? { fields[index].pattern }
    var passwordRules: String? { fields[index].passwordRules }
    var asksForDigits: Bool { fields[index].asksForDigits }
    var htmlID: String? { fields[index].htmlID }
    var htmlName: String? { fields[index].htmlName }
    var addressKind: String? { verdicts[index].addressKind }
    var contactKind: String? { verdicts[index].contactKind }
    /// The section a value belongs to: the autocomplete section and address kind, within the field's group.
    var sectionKey: String {
        [verdicts[index].group, verdicts[index].section ?? "", verdicts[index].addressKind ?? ""].joined(separator: "|")
    }
    /// The texts that hint at a format (`MM/YY`, `DD/MM/YYYY`): every label source.
    var hints: [String] { fields[index].labels.texts }
    /// The placeholder, which may show the value's format.
    var placeholder: String? { fields[index].labels.placeholder }
    /// The texts that may state a password box's rules in words: its labels and its help text.
    var passwordHints: [String] { hints + [fields[index].passwordHelp].compactMap { $0 } }
}

/// A form (or formless group) of the classified page: its position among the form verdicts, and its verdict.
struct PageForm {
    let index: Int
    let verdict: FormClassification

    var opid: String { verdict.opid }
    var kind: FormKind { verdict.kind }
    var score: Double { verdict.score }
    var visible: Bool { verdict.visible }
}

/// The page seen through the classifier: fillable fields by group, in document order.
struct FillContext {
    let page: ClassifiedPage
    let options: FillOptions
    /// The URL matcher every rule uses: the suffix list the app injected, with the site lists of `options`.
    let matcher: URLMatcher
    /// Where the page's forms send what is typed into them.
    let destinations: FormDestinations
    /// The origin of the token's document, and of the top-level page (the same unless the token was collected
    /// inside a frame).
    let pageOrigin: String
    let topOrigin: String
    /// Whether fields of frames of another origin may be filled: the app allowed it, or the user agreed to fill
    /// this embedded aggregator's frame (which is such a frame).
    private let foreignFramesAllowed: Bool

    /// - Parameter matcher: the app's matcher, whose suffix list decides registrable domains (the bundled one
    ///   when nil); the site lists always come from `options.siteKnowledge`.
    init(page: ClassifiedPage, options: FillOptions, matcher: URLMatcher? = nil) {
        self.page = page; self.options = options
        let matcher = URLMatcher(suffixList: matcher?.suffixList ?? .bundled, sites: options.siteKnowledge)
        self.matcher = matcher
        destinations = FormDestinations(pageURL: page.page.url, suffixList: matcher.suffixList)
        pageOrigin = Origin.of(page.page.url)
        topOrigin = page.page.topOrigin ?? pageOrigin
        foreignFramesAllowed = options.allowCrossOriginFrames
            || (options.allowEmbeddedAggregator && SiteKnowledgeRules.embeddedAggregator(page.page, matcher: matcher) != nil)
    }

    /// The page's URL.
    var url: String { page.page.url }

    /// Every form (and formless group) of the page, in the classifier's order.
    var forms: [PageForm] {
        page.classification.forms.indices.map { PageForm(index: $0, verdict: page.classification.forms[$0]) }
    }

    /// Whether a value could go into the field at this position, safety aside: designated, not excluded by
    /// the classifier, visible, enabled, writable, not `aria-hidden`, and a text-like input, a select or a
    /// textarea (``PageModel/Field/takesValue``).
    private func isEligible(_ i: Int) -> Bool {
        page.classification.fields[i].isFillable && page.page.fields[i].takesValue
    }

    /// Whether a value may go into the field: eligible, and not blocked for the user's safety.
    private func isFillable(_ i: Int) -> Bool {
        isEligible(i) && block(i) == nil
    }

    /// Why an eligible field is left alone for the user's safety, or nil: a field the user cannot see
    /// (not viewable, or in a frame that is not), or one in a frame of another origin than the top-level page
    /// unless the app allowed it.
    func block(_ i: Int) -> FieldBlock? {
        if !page.page.fields[i].viewable { return .notViewable }
        if !page.page.fields[i].frameViewable { return .invisibleFrame }
        if !foreignFramesAllowed && isInForeignFrame(i) { return .crossOriginFrame }
        return nil
    }

    /// Whether the field lives in a document of another origin than the top-level page.
    func isInForeignFrame(_ i: Int) -> Bool {
        (page.page.fields[i].frameOrigin ?? pageOrigin) != topOrigin
    }

    /// The fillable fields of a form or formless group, in document order.
    func fillableFields(of form: PageForm) -> [PageField] {
        page.formFields[form.index].compactMap { i in isFillable(i) ? PageField(page, i) : nil }
            .sorted { $0.elementNumber < $1.elementNumber }
    }

    /// The fields of a form that would take a value but are blocked for the user's safety, with the reason.
    func blockedFields(of form: PageForm) -> [(field: PageField, block: FieldBlock)] {
        page.formFields[form.index].compactMap { i in
            guard isEligible(i), let block = block(i) else { return nil }
            return (PageField(page, i), block)
        }
    }

    /// Where the form sends what is typed into it (``Destination/sameSite`` for a formless group).
    func destination(of form: PageForm) -> Destination {
        destinations.worst(of: page.formDetails[form.index].map { page.page.forms[$0].destinations })
    }

    /// Whether passwords, one-time codes and cards may go into the form: it posts to the page's own site, or
    /// the app allowed other destinations.
    func acceptsSecrets(_ form: PageForm) -> Bool {
        acceptsSecrets(destination(of: form))
    }

    /// Whether passwords, one-time codes and cards may go to a form with this destination.
    func acceptsSecrets(_ destination: Destination) -> Bool {
        options.allowCrossSiteForms || destination == .sameSite
    }

    /// The designations of a form's fillable fields, in the form's order.
    func fillableDesignations(of form: PageForm) -> [Designation] {
        page.formFields[form.index].compactMap { i in isFillable(i) ? page.classification.fields[i].designation : nil }
    }

    /// The form opid for metadata: nil for a formless group.
    func formOpid(of form: PageForm) -> String? { page.formDetails[form.index] == nil ? nil : form.opid }
}

/// Accumulates operations, the filled fields, warnings and flags.
struct ScriptBuilder {
    private(set) var operations: [FillOperation] = []
    /// The positions of the filled fields, in the order they are filled.
    private(set) var filledFields: [Int] = []
    private(set) var warnings: [String] = []
    private(set) var flags: [String] = []

    /// Clicks, focuses and fills a field, as the original extension's scripts do for every field.
    mutating func fill(_ field: PageField, _ value: String) {
        let opid = field.opid
        operations += [.clickOnOpid(opid), .focusByOpid(opid), .fillByOpid(opid, value)]
        filledFields.append(field.index)
    }

    mutating func append(_ operation: FillOperation) { operations.append(operation) }

    mutating func warn(_ message: String) { if !warnings.contains(message) { warnings.append(message) } }

    mutating func flag(_ flag: String, warning: String? = nil) {
        if !flags.contains(flag) { flags.append(flag) }
        if let warning { warn(warning) }
    }

    /// A field's name for warnings: its opid with its id or name, never its value.
    static func describe(_ field: PageField) -> String {
        let name = field.htmlID ?? field.htmlName
        return name.map { "\(field.opid) (\($0))" } ?? field.opid
    }
}

/// A planned value for a field; plans are emitted in document order.
struct PlannedValue {
    var field: PageField
    var value: String
}

extension ScriptBuilder {
    /// Fills the planned values in document order.
    mutating func fill(_ plans: [PlannedValue]) {
        for plan in plans.sorted(by: { $0.field.elementNumber < $1.field.elementNumber }) {
            fill(plan.field, plan.value)
        }
    }
}

extension ScriptBuilder {
    /// A select's plan: the chosen option's value, or nothing and a warning when no option matches.
    mutating func selectPlan(_ field: PageField, _ option: SelectOption?, what: String) -> PlannedValue? {
        guard let option else {
            warn("no option of the select \(ScriptBuilder.describe(field)) matches the \(what); it was left alone")
            return nil
        }
        return PlannedValue(field: field, value: option.value)
    }
}

extension FillContext {
    /// Groups whose kind never takes card or identity data.
    static let searchKinds: Set<FormKind> = [.search, .newsletter]
    static let signInKinds: Set<FormKind> = [.login, .usernameStep, .passwordStep, .changePassword, .oneTimeCode]

    /// Fillable fields of a given family, per group, in document order, leaving out groups of the given kinds.
    func dataGroups(_ family: Designation.Family, excluding kinds: Set<FormKind>) -> [(form: PageForm, fields: [PageField])] {
        forms.filter { !kinds.contains($0.kind) }.compactMap { form in
            let fields = fillableFields(of: form).filter { $0.designation?.family == family }
            return fields.isEmpty ? nil : (form, fields)
        }
    }

    /// The fingerprint of every field the script fills, in the order they are first filled.
    func fingerprints(of filled: [Int]) -> [FieldFingerprint] {
        var seen: Set<Int> = []
        var out: [FieldFingerprint] = []
        for i in filled where seen.insert(i).inserted {
            let field = PageField(page, i)
            out.append(FieldFingerprint(opid: field.opid, type: field.effectiveType, htmlName: field.htmlName, htmlID: field.htmlID))
        }
        return out
    }

    /// Whether the page is a secure context for card data (Chrome's rule: https, or http on the loopback host).
    var isSecureContext: Bool { Origin.isSecureContext(url) }

    /// Why nothing could be filled although a group of the given families had fields for it: the blocked fields
    /// of the groups, described for an error (field names and reasons, never values); nil when none were blocked.
    func refusal(families: Set<Designation.Family>, excluding kinds: Set<FormKind>) -> String? {
        var reasons: [String] = []
        for form in forms where !kinds.contains(form.kind) {
            for (field, block) in blockedFields(of: form) where field.designation.map({ families.contains($0.family) }) ?? false {
                let line = "\(ScriptBuilder.describe(field)) is \(block.description)"
                if !reasons.contains(line) { reasons.append(line) }
            }
        }
        guard !reasons.isEmpty else { return nil }
        let shown = reasons.prefix(4).joined(separator: "; ")
        return reasons.count > 4 ? shown + "; and \(reasons.count - 4) more" : shown
    }
}

/// Why a field that could take a value is left alone for the user's safety.
enum FieldBlock: String {
    case notViewable = "not-viewable"
    case invisibleFrame = "invisible-frame"
    case crossOriginFrame = "cross-origin-frame"

    var description: String {
        switch self {
        case .notViewable: "not viewable (transparent, tiny, off screen, clipped or covered)"
        case .invisibleFrame: "in a frame that is not viewable"
        case .crossOriginFrame: "in a frame of another origin than the page"
        }
    }
}
