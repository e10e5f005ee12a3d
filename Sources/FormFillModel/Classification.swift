/// One piece of evidence the classifier weighed for a field: which signal, what it matched, and how much it
/// added to which designation. Carries no field value (values can be secrets).
public struct Evidence: Sendable, Hashable {
    /// The signal.
    public var signal: EvidenceSignal
    /// What in that signal matched (a word, a token, a rule's reason).
    public var matched: String
    /// The designation it supports; nil when a rule says the field has none.
    public var designation: Designation?
    /// How strongly the evidence supports the designation (higher is surer; a rule's evidence has 0: the rule
    /// decides, it does not outweigh).
    public var score: Double

    /// Creates the value from its parts.
    public init(_ signal: EvidenceSignal, matched: String, designation: Designation?, score: Double = 0) {
        self.signal = signal; self.matched = matched; self.designation = designation; self.score = score
    }
}

/// One piece of evidence the classifier weighed for a form's kind.
public struct FormEvidence: Sendable, Hashable {
    /// The signal.
    public var signal: EvidenceSignal
    /// What in that signal matched (a word, a count of fields).
    public var matched: String
    /// The form kind it supports.
    public var kind: FormKind
    /// How much it adds to the kind's score.
    public var score: Double

    /// Creates the value from its parts.
    public init(_ signal: EvidenceSignal, matched: String, kind: FormKind, score: Double) {
        self.signal = signal; self.matched = matched; self.kind = kind; self.score = score
    }
}

/// Where a piece of evidence comes from. ``name`` is how `formfill classify --explain` prints it.
public enum EvidenceSignal: Sendable, Hashable {
    /// The page author's `autocomplete` token: a ruling, it wins by rule whatever the scores say.
    case autocomplete
    /// The input type (`email`, `password`, `tel`, a `textarea` street address, a `search` box).
    case type
    /// A label of the field, by where it was found.
    case label(LabelSource)
    /// The legend of the field's `<fieldset>`.
    case legend
    /// The heading of the field's section of its form (its `label-section`).
    case section
    /// The field's `aria-describedby` text, standing in for a missing label.
    case description
    /// One of the field's attributes (its name, id, payment-library attributes).
    case attribute(FieldAttribute)
    /// A select's first option standing in for a missing label ("-- State --").
    case firstOption
    /// A text box's initial value standing in for a missing label ("CID / Security Code").
    case initialValue
    /// What a select's options are (months, years, countries, …).
    case options
    /// The field's `maxlength`.
    case maxLength
    /// The fields around it (phone splits, expiry month then year, a second street line, …).
    case neighbours
    /// The kind of its form (card fields around, a sign-up's passwords, a login's user-name box).
    case formKind
    /// The login structure of its form (password roles, the user-name box).
    case loginStructure
    /// A password box that holds something else (a PIN, a code, a card number).
    case decoyPassword
    /// A password box's own words naming its role (current, new, confirmation).
    case passwordRoleWord
    /// An attribute of the form itself (its name, id, class, action) or its heading.
    case form(FormAttribute)
    /// The words of one of the form's buttons.
    case button
    /// The form's password boxes, counted by role.
    case passwords
    /// The form's designated fields, counted.
    case fields
    /// Another field of the form carries an author's `autocomplete` value: the author declared what is to be
    /// filled, and the heuristics say nothing of the others (Chromium's rule).
    case declaredTypes
    /// One field of the form (a lone search box).
    case field

    /// The signal's name in explanations: `autocomplete`, `type`, `label-tag`, `name`, `id`, `options`, …
    public var name: String {
        switch self {
        case .autocomplete: "autocomplete"
        case .type: "type"
        case .label(let source): source.rawValue
        case .legend: "label-legend"
        case .section: "label-section"
        case .description: "label-describedby"
        case .attribute(let attribute): attribute.rawValue
        case .firstOption: "first-option"
        case .initialValue: "value"
        case .options: "options"
        case .maxLength: "maxlength"
        case .neighbours: "neighbours"
        case .formKind: "form-kind"
        case .loginStructure: "login-structure"
        case .decoyPassword: "decoy-password"
        case .passwordRoleWord: "label"
        case .form(let attribute): attribute.rawValue
        case .button: "button"
        case .passwords: "passwords"
        case .fields: "fields"
        case .declaredTypes: "declared-types"
        case .field: "field"
        }
    }

    /// Whether the signal is not the field's own words, or stands in for missing ones (options, the type,
    /// the context, a placeholder option, an initial value): such evidence decides a field but does not make
    /// its group a card form.
    public var isContext: Bool {
        switch self {
        case .options, .type, .neighbours, .formKind, .maxLength, .firstOption, .initialValue, .description: true
        default: false
        }
    }
}

/// A field attribute the classifier reads words from (or, for `passwordrules`, reads as a new password's rules).
public enum FieldAttribute: String, Sendable, Hashable, CaseIterable {
    case name, id, dataStripe = "data-stripe", dataBraintreeName = "data-braintree-name"
    case passwordRules = "passwordrules"

    /// Hashes the case, not its name (see ``Designation/hash(into:)``).
    public func hash(into hasher: inout Hasher) { hasher.combine(caseTag(of: self)) }
}

/// A family of fields whose structures one parser of the classifier recognises (issue 16: per-family parsers).
public enum StructureFamily: String, Sendable, Hashable, CaseIterable {
    case login, email, card, address, phone, oneTimeCode = "one-time-code", birthDate = "birth-date", name

    /// Hashes the case, not its name (see ``Designation/hash(into:)``).
    public func hash(into hasher: inout Hasher) { hasher.combine(caseTag(of: self)) }
}

/// The structure that settled a field: the family whose parser recognised it, and the score with which its
/// structure won the field among the families' readings (one point per field it takes, plus those fields' own
/// words for the designations it gives them).
public struct StructureEvidence: Sendable, Hashable {
    /// The family of the parser that recognised the structure.
    public var family: StructureFamily
    /// The structure's score.
    public var score: Double
    /// How many fields the structure takes.
    public var fields: Int

    /// Creates the value from its parts.
    public init(family: StructureFamily, score: Double, fields: Int) {
        self.family = family; self.score = score; self.fields = fields
    }
}

/// A form attribute the classifier reads words from.
public enum FormAttribute: String, Sendable, Hashable, CaseIterable {
    case name = "form-name", id = "form-id", htmlClass = "form-class", action = "form-action", heading = "form-heading"

    /// Hashes the case, not its name (see ``Designation/hash(into:)``).
    public func hash(into hasher: inout Hasher) { hasher.combine(caseTag(of: self)) }
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
    /// The family structure that settled the field (a phone split, an expiry date, the login's passwords), nil
    /// when none did.
    public var structure: StructureEvidence? = nil

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
    public var evidence: [FormEvidence]

    /// Creates the value from its parts.
    public init(opid: String, kind: FormKind, score: Double = 0, fieldOpids: [String], visible: Bool = true,
                evidence: [FormEvidence] = []) {
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
