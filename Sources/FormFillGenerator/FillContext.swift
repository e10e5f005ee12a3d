import Foundation
import FormFillURLMatching
import FormFillModel

/// A field with the classifier's verdict on it.
struct ClassifiedField {
    var details: FieldDetails
    var verdict: FieldClassification

    var opid: String { details.opid }
    var designation: Designation? { verdict.designation }
    var isSelect: Bool { details.effectiveType.hasPrefix("select") }
    var options: [SelectOption] { details.selectOptions ?? [] }
    /// The maxlength as a limit: nil for none, and for the `-1` or `0` some collectors report when there is none.
    var maxLength: Int? { details.maxLength.flatMap { $0 > 0 ? $0 : nil } }
    /// The section a value belongs to: the autocomplete section and address kind, within the field's group.
    var sectionKey: String { [verdict.group, verdict.section ?? "", verdict.addressKind ?? ""].joined(separator: "|") }
    /// The texts that hint at a format (`MM/YY`, `DD/MM/YYYY`): placeholder first, then every label.
    var hints: [String] { details.labels.map(\.text) }
}

/// The page seen through the classifier: fillable fields by group, in document order.
struct FillContext {
    let page: PageDetails
    let classification: PageClassification
    let options: FillOptions
    /// The URL matcher every rule uses: the suffix list the app injected, with the site lists of `options`.
    let matcher: URLMatcher
    /// Positions in `page.fields` and `classification.fields` by opid (the first of duplicates): indexes, not
    /// copies, since a field's details are large and a page can have tens of thousands.
    private let detailsIndex: OpidIndex
    private let verdictIndex: OpidIndex?
    /// The origin of the token's document, and of the top-level page (the same unless the token was collected
    /// inside a frame).
    let pageOrigin: String
    let topOrigin: String
    /// Form positions in `page.forms` by opid.
    private let formIndex: [String: Int]
    /// Whether fields of frames of another origin may be filled: the app allowed it, or the user agreed to fill
    /// this embedded aggregator's frame (which is such a frame).
    private let foreignFramesAllowed: Bool

    /// - Parameter matcher: the app's matcher, whose suffix list decides registrable domains (the bundled one
    ///   when nil); the site lists always come from `options.siteKnowledge`.
    init(page: PageDetails, classification: PageClassification, options: FillOptions, matcher: URLMatcher? = nil) {
        self.page = page; self.classification = classification; self.options = options
        let matcher = URLMatcher(suffixList: matcher?.suffixList ?? .bundled, sites: options.siteKnowledge)
        self.matcher = matcher
        pageOrigin = Origin.of(page.url)
        topOrigin = page.topOrigin ?? pageOrigin
        formIndex = Dictionary(page.forms.enumerated().map { ($1.opid, $0) }, uniquingKeysWith: { first, _ in first })
        foreignFramesAllowed = options.allowCrossOriginFrames
            || (options.allowEmbeddedAggregator && SiteKnowledgeRules.embeddedAggregator(page, matcher: matcher) != nil)
        detailsIndex = OpidIndex(count: page.fields.count) { page.fields[$0].opid }
        // The classifier lists its verdicts in the page's field order: then one index serves both.
        let aligned = classification.fields.count == page.fields.count
            && page.fields.indices.allSatisfy { classification.fields[$0].opid == page.fields[$0].opid }
        verdictIndex = aligned ? nil : OpidIndex(count: classification.fields.count) { classification.fields[$0].opid }
    }

    /// Input types that take no typed value: the generator never writes text into them.
    static let valuelessTypes: Set<String> = ["hidden", "submit", "button", "reset", "image", "file", "checkbox", "radio"]

    /// Whether a value could go into the field at these positions, safety aside: designated, not excluded by
    /// the classifier, visible, enabled, writable, not `aria-hidden`, and a text-like input, a select or a
    /// textarea. Read property by property: passing `page.fields[d]` whole would copy it (choosing among
    /// thousands of forms asks for every field).
    private func isEligible(details d: Int, verdict v: Int) -> Bool {
        classification.fields[v].designation != nil && classification.fields[v].exclusion == nil
            && page.fields[d].visible && !page.fields[d].disabled && !page.fields[d].readonly
            && !page.fields[d].ariaDisabled && !page.fields[d].ariaHidden
            && !Self.valuelessTypes.contains(page.fields[d].type ?? "text")
    }

    /// Whether a value may go into the field: eligible, and not blocked for the user's safety.
    private func isFillable(details d: Int, verdict v: Int) -> Bool {
        isEligible(details: d, verdict: v) && block(details: d) == nil
    }

    /// Why an eligible field is left alone for the user's safety, or nil: a field the user cannot see
    /// (not viewable, or in a frame that is not), or one in a frame of another origin than the top-level page
    /// unless the app allowed it.
    func block(details d: Int) -> FieldBlock? {
        if !page.fields[d].viewable { return .notViewable }
        if !page.fields[d].frameViewable { return .invisibleFrame }
        if !foreignFramesAllowed && isInForeignFrame(details: d) { return .crossOriginFrame }
        return nil
    }

    /// Whether the field lives in a document of another origin than the top-level page.
    private func isInForeignFrame(details d: Int) -> Bool {
        (page.fields[d].frameOrigin ?? pageOrigin) != topOrigin
    }

    /// ``isInForeignFrame(details:)`` by opid.
    func isInForeignFrame(_ opid: String) -> Bool {
        detailsIndex[opid].map { isInForeignFrame(details: $0) } ?? false
    }

    /// The fillable fields of a form or formless group, in document order.
    func fillableFields(of form: FormClassification) -> [ClassifiedField] {
        form.fieldOpids.compactMap { opid in
            guard let (d, v) = positions(of: opid), isFillable(details: d, verdict: v) else { return nil }
            return ClassifiedField(details: page.fields[d], verdict: classification.fields[v])
        }.sorted { $0.details.elementNumber < $1.details.elementNumber }
    }

    /// The fields of a form that would take a value but are blocked for the user's safety, with the reason.
    func blockedFields(of form: FormClassification) -> [(field: ClassifiedField, block: FieldBlock)] {
        form.fieldOpids.compactMap { opid in
            guard let (d, v) = positions(of: opid), isEligible(details: d, verdict: v), let block = block(details: d) else { return nil }
            return (ClassifiedField(details: page.fields[d], verdict: classification.fields[v]), block)
        }
    }

    /// Where the form sends what is typed into it (``Destination/sameSite`` for a formless group).
    func destination(of form: FormClassification) -> Destination {
        Destination.worst(of: formIndex[form.opid].map { page.forms[$0] }, pageURL: page.url, suffixList: matcher.suffixList)
    }

    /// Whether passwords, one-time codes and cards may go into the form: it posts to the page's own site, or
    /// the app allowed other destinations.
    func acceptsSecrets(_ form: FormClassification) -> Bool {
        options.allowCrossSiteForms || destination(of: form) == .sameSite
    }

    /// The designations of a form's fillable fields, in the form's order.
    func fillableDesignations(of form: FormClassification) -> [Designation] {
        form.fieldOpids.compactMap { opid in
            guard let (d, v) = positions(of: opid), isFillable(details: d, verdict: v) else { return nil }
            return classification.fields[v].designation
        }
    }

    func classifiedField(_ opid: String) -> ClassifiedField? {
        guard let (d, v) = positions(of: opid) else { return nil }
        return ClassifiedField(details: page.fields[d], verdict: classification.fields[v])
    }

    /// Where a field's details and its verdict are.
    private func positions(of opid: String) -> (details: Int, verdict: Int)? {
        guard let d = detailsIndex[opid], let v = verdictIndex.map({ $0[opid] }) ?? d else { return nil }
        return (d, v)
    }

    /// The form opid for metadata: nil for a formless group.
    func formOpid(of form: FormClassification) -> String? { page.form(form.opid) == nil ? nil : form.opid }
}

/// Positions by opid (the first of duplicates). Both collectors number fields `__0`, `__1`, … in order: such a
/// list needs no table, since an opid says where it is (hashing every opid of a large page cost more than
/// generating its script).
struct OpidIndex {
    private let table: [String: Int]?
    private let count: Int

    init(count: Int, opid: (Int) -> String) {
        self.count = count
        let positional = (0..<count).allSatisfy { Self.position(opid($0)) == $0 }
        table = positional ? nil : Dictionary((0..<count).map { (opid($0), $0) }, uniquingKeysWith: { first, _ in first })
    }

    subscript(_ opid: String) -> Int? {
        if let table { return table[opid] }
        return Self.position(opid).flatMap { $0 < count ? $0 : nil }
    }

    /// N for `__N` written without leading zeros, else nil.
    static func position(_ opid: String) -> Int? {
        var utf8 = opid.utf8.makeIterator()
        guard utf8.next() == UInt8(ascii: "_"), utf8.next() == UInt8(ascii: "_") else { return nil }
        var value = 0, digits = 0
        while let b = utf8.next() {
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9"), digits < 18, !(digits == 1 && value == 0) else { return nil }
            value = value * 10 + Int(b - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? value : nil
    }
}

/// Accumulates operations, the filled opids, warnings and flags.
struct ScriptBuilder {
    private(set) var operations: [FillOperation] = []
    private(set) var filledOpids: [String] = []
    private(set) var warnings: [String] = []
    private(set) var flags: [String] = []

    /// Clicks, focuses and fills a field, as the original extension's scripts do for every field.
    mutating func fill(_ field: ClassifiedField, _ value: String) {
        operations += [.clickOnOpid(field.opid), .focusByOpid(field.opid), .fillByOpid(field.opid, value)]
        filledOpids.append(field.opid)
    }

    mutating func append(_ operation: FillOperation) { operations.append(operation) }

    mutating func warn(_ message: String) { if !warnings.contains(message) { warnings.append(message) } }

    mutating func flag(_ flag: String, warning: String? = nil) {
        if !flags.contains(flag) { flags.append(flag) }
        if let warning { warn(warning) }
    }

    /// A field's name for warnings: its opid with its id or name, never its value.
    static func describe(_ field: ClassifiedField) -> String {
        let name = field.details.htmlID ?? field.details.htmlName
        return name.map { "\(field.opid) (\($0))" } ?? field.opid
    }
}

/// A planned value for a field; plans are emitted in document order.
struct PlannedValue {
    var field: ClassifiedField
    var value: String
}

extension ScriptBuilder {
    /// Fills the planned values in document order.
    mutating func fill(_ plans: [PlannedValue]) {
        for plan in plans.sorted(by: { $0.field.details.elementNumber < $1.field.details.elementNumber }) {
            fill(plan.field, plan.value)
        }
    }
}

extension ScriptBuilder {
    /// A select's plan: the chosen option's value, or nothing and a warning when no option matches.
    mutating func selectPlan(_ field: ClassifiedField, _ option: SelectOption?, what: String) -> PlannedValue? {
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
    func dataGroups(_ family: Designation.Family, excluding kinds: Set<FormKind>) -> [(form: FormClassification, fields: [ClassifiedField])] {
        classification.forms.filter { !kinds.contains($0.kind) }.compactMap { form in
            let fields = fillableFields(of: form).filter { $0.designation?.family == family }
            return fields.isEmpty ? nil : (form, fields)
        }
    }

    /// The fingerprint of every element the operations touch, in the order they are first touched.
    func fingerprints(of operations: [FillOperation]) -> [FieldFingerprint] {
        var seen: Set<String> = []
        var out: [FieldFingerprint] = []
        for operation in operations {
            guard let opid = operation.opid, seen.insert(opid).inserted, let d = detailsIndex[opid] else { continue }
            out.append(FieldFingerprint(opid: opid, type: page.fields[d].effectiveType, htmlName: page.fields[d].htmlName,
                                        htmlID: page.fields[d].htmlID))
        }
        return out
    }

    /// Whether the page is a secure context for card data (Chrome's rule: https, or http on the loopback host).
    var isSecureContext: Bool { Origin.isSecureContext(page.url) }

    /// Why nothing could be filled although a group of the given families had fields for it: the blocked fields
    /// of the groups, described for an error (field names and reasons, never values); nil when none were blocked.
    func refusal(families: Set<Designation.Family>, excluding kinds: Set<FormKind>) -> String? {
        var reasons: [String] = []
        for form in classification.forms where !kinds.contains(form.kind) {
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
