/// One piece of evidence the classifier weighed for a field or a form: which signal, what it matched, and
/// how much it added to which candidate. Carries no field value (values can be secrets).
public struct Evidence: Sendable, Hashable {
    /// The signal: `autocomplete`, `type`, `label-tag`, `name`, `id`, `placeholder`, `maxlength`, `options`,
    /// `neighbours`, `form-kind`, …
    public var signal: String
    /// What in that signal matched (a word, a token, a rule).
    public var matched: String
    /// The candidate designation (raw value) or form kind it supports.
    public var candidate: String
    /// How strongly the evidence supports the verdict (higher is surer).
    public var score: Double

    /// Creates the value from its parts.
    public init(signal: String, matched: String, candidate: String, score: Double) {
        self.signal = signal; self.matched = matched; self.candidate = candidate; self.score = score
    }
}

/// The classifier's verdict on one field.
public struct FieldClassification: Sendable, Hashable {
    /// The field's opid in the token.
    public var opid: String
    /// The winning designation, nil when no candidate scored enough.
    public var designation: Designation?
    /// How strongly the evidence supports the verdict (higher is surer).
    public var score: Double
    /// The autocomplete section (`section-*` token) and address kind (`shipping`/`billing`), when given.
    public var section: String?
    /// `shipping` or `billing` when the field belongs to one.
    public var addressKind: String?
    /// `home`, `work`, `mobile`, `fax`, `pager` from the autocomplete attribute.
    public var contactKind: String?
    /// Set when the field must not be filled whatever its designation.
    public var exclusion: Exclusion?
    /// The form opid, or the id of the formless group the field belongs to.
    public var group: String
    /// What the verdict rests on, strongest first.
    public var evidence: [Evidence]
    /// The one piece of evidence whose rule decided the designation (the page author's `autocomplete` token,
    /// the login structure, a neighbour rule); nil when the candidates' scores decided it.
    public var decidedBy: Evidence? = nil

    /// Creates the value from its parts.
    public init(opid: String, designation: Designation?, score: Double = 0, section: String? = nil,
                addressKind: String? = nil, contactKind: String? = nil, exclusion: Exclusion? = nil,
                group: String, evidence: [Evidence] = []) {
        self.opid = opid; self.designation = designation; self.score = score; self.section = section
        self.addressKind = addressKind; self.contactKind = contactKind; self.exclusion = exclusion
        self.group = group; self.evidence = evidence
    }

    /// Whether a value may go into this field.
    public var isFillable: Bool { designation != nil && exclusion == nil }
}

/// The classifier's verdict on a form or a formless group of fields.
public struct FormClassification: Sendable, Hashable {
    /// The form's opid, or a group id such as `__formless__0` for fields outside any form.
    public var opid: String
    /// The form's kind.
    public var kind: FormKind
    /// How strongly the evidence supports the verdict (higher is surer).
    public var score: Double
    /// Field opids in document order.
    public var fieldOpids: [String]
    /// Whether the form is visible (at least one visible, fillable field).
    public var visible: Bool
    /// What the verdict rests on, strongest first.
    public var evidence: [Evidence]

    /// Creates the value from its parts.
    public init(opid: String, kind: FormKind, score: Double = 0, fieldOpids: [String], visible: Bool = true,
                evidence: [Evidence] = []) {
        self.opid = opid; self.kind = kind; self.score = score; self.fieldOpids = fieldOpids
        self.visible = visible; self.evidence = evidence
    }
}

/// Everything the classifier concluded about a page.
public struct PageClassification: Sendable, Hashable {
    /// Every form (and formless group) of the page.
    public var forms: [FormClassification]
    /// One per field of the page details, in the same order.
    public var fields: [FieldClassification]

    /// Creates the value from its parts.
    public init(forms: [FormClassification], fields: [FieldClassification]) {
        self.forms = forms; self.fields = fields
    }

    /// The verdict for the field with this opid.
    public func field(_ opid: String) -> FieldClassification? { fields.first { $0.opid == opid } }
    /// The verdict for the form with this opid.
    public func form(_ opid: String) -> FormClassification? { forms.first { $0.opid == opid } }
}
