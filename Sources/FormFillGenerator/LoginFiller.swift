import Foundation
import FormFillURLMatching
import FormFillModel
import FormFillSecrets
import FormFillSites

/// Fills one login-family form: login, username or password step, sign-up, change-password, one-time code.
struct LoginFiller {
    let context: FillContext
    let item: LoginItem

    /// Kinds that take an existing login, and kinds that take a new password.
    static let signInKinds: [FormKind] = [.login, .usernameStep, .passwordStep, .oneTimeCode]
    static let newPasswordKinds: [FormKind] = [.signup, .changePassword]
    /// The wait before one-digit-per-box code fields, so the page's scripts can move the focus between boxes.
    static let digitDelay = 50

    /// What a login fills in its form: the fields in document order, then the code boxes.
    struct Plan {
        var values: [PlannedValue] = []
        var codes: [PlannedValue] = []
        /// Whether a password or code was held back by the http-downgrade rule.
        var withheld = false
        /// Why boxes were left alone because their value does not fit them: longer than their `maxlength`, or not a
        /// number for a number box (no value, no length).
        var misfits: [String] = []
        var generatedPassword: String?
        /// The site's listed password rules the generated password followed.
        var siteRules: SiteEntry?
        /// The rules the new-password box states in words, as `passwordrules` text, that a generated password followed.
        var hintRules: String?
    }

    func fill(into builder: inout ScriptBuilder) throws -> FillTarget {
        let match = context.matcher.bestMatch(for: item, pageURL: context.url)
        let savedURL = match?.itemURL ?? item.urls.first
        if let domain = match?.sharedCredentialDomain {
            builder.flag(SiteKnowledgeRules.sharedCredentialFlag,
                         warning: SiteKnowledgeRules.sharedCredentialWarning(itemID: item.id, savedDomain: domain))
        }
        let rule = InsecurePageRule(savedURL: savedURL, pageURL: context.url, allowInsecure: context.options.allowInsecure,
                                    matcher: context.matcher)
        let form = try chooseForm()
        let fields = context.fillableFields(of: form)
        var plan = Plan()
        try planCredentials(fields, kind: form.kind, rule: rule, plan: &plan, into: &builder)
        planCodes(fields, rule: rule, plan: &plan, into: &builder)
        rule.report(into: &builder, withheldSomething: plan.withheld)
        guard !plan.values.isEmpty || !plan.codes.isEmpty else {
            if plan.withheld {
                throw FillError.insecurePage("the page is not secure (http) but item '\(item.id)' was saved for https; allow insecure filling to fill it")
            }
            if !plan.misfits.isEmpty {
                throw FillError.nothingToFill("item '\(item.id)' does not fit the \(form.kind.rawValue) form \(form.opid): " + plan.misfits.joined(separator: "; "))
            }
            throw FillError.nothingToFill("item '\(item.id)' has nothing for the \(form.kind.rawValue) form \(form.opid)")
        }
        builder.fill(plan.values)
        if !plan.codes.isEmpty {
            if plan.codes.count > 1 { builder.append(.delay(Self.digitDelay)) }
            builder.fill(plan.codes)
        }
        // The original extension re-fires events on password-looking fields once everything is filled.
        if plan.values.contains(where: { $0.field.designation != .username && $0.field.designation != .email }) {
            builder.append(.touchAllFields)
        }
        let formOpid = context.formOpid(of: form)
        return FillTarget(action: Self.action(for: form.kind), formOpid: formOpid, formKind: form.kind,
                          savedURL: savedURL, generatedPassword: plan.generatedPassword, siteRules: plan.siteRules,
                          hintRules: plan.hintRules, destinationForms: [form])
    }

    /// The user name, and the current and new passwords the form's kind asks for.
    private func planCredentials(_ fields: [PageField], kind: FormKind, rule: InsecurePageRule, plan: inout Plan,
                                 into builder: inout ScriptBuilder) throws {
        // The user name: the `username` field, else the login form's e-mail field. A password step has no box for
        // the account: one there asks for another value, a new e-mail address or user name, or a repetition.
        let usernameField = kind == .passwordStep ? nil : (fields.first { $0.designation == .username }
            ?? fields.first { $0.designation == .email && kind != .changePassword })
        if let usernameField, !item.username.isEmpty {
            plan.add(item.username, as: "user name", to: [usernameField], into: &builder)
        }

        let current = fields.filter { $0.designation == .currentPassword }
        let new = fields.filter { $0.designation == .newPassword }
        func planCurrentPassword(_ field: PageField?, appendingCode: Bool = false) {
            guard let field, !item.password.isEmpty else { return }
            if rule.withholdsSecrets { plan.withheld = true; return }
            if appendingCode, let appended = SiteKnowledgeRules.passwordWithAppendedCode(item, fields: fields, context: context) {
                builder.flag(SiteKnowledgeRules.appendedCodeFlag,
                             warning: "\(appended.domain) wants the one-time code after the password: it was appended; do not submit automatically")
                plan.add(appended.value, as: "password with the one-time code", to: [field], into: &builder)
            } else {
                plan.add(item.password, as: "password", to: [field], into: &builder)
            }
        }
        switch kind {
        case .signup:
            // A sign-up form has no current password: a `current-password` field there is the confirmation.
            let targets = (new + current).sorted { $0.elementNumber < $1.elementNumber }
            try planNewPassword(targets, rule: rule, plan: &plan, into: &builder)
        case .changePassword:
            planCurrentPassword(current.first)
            try planNewPassword(new, rule: rule, plan: &plan, into: &builder)
        default:
            // Signing in: a lone `new-password` field of a login form is a misnamed current one.
            planCurrentPassword(current.first ?? new.first, appendingCode: true)
        }
    }

    /// The one-time code, when the form asks for one and the item has a secret.
    private func planCodes(_ fields: [PageField], rule: InsecurePageRule, plan: inout Plan, into builder: inout ScriptBuilder) {
        let codeFields = fields.filter { $0.designation == .oneTimeCode }
        guard !codeFields.isEmpty else { return }
        if item.totp == nil {
            builder.warn("the form asks for a one-time code but item '\(item.id)' has none")
        } else if rule.withholdsSecrets {
            plan.withheld = true
        } else {
            plan.codes = oneTimeCodePlans(codeFields, into: &builder)
        }
    }

    static func action(for kind: FormKind) -> String {
        switch kind {
        case .signup: "fillSignup"
        case .changePassword: "fillChangePassword"
        case .oneTimeCode: "fillOneTimeCode"
        default: "fillLogin"
        }
    }

    /// The visible, best-scoring form of a fitting kind. With a new password to give, sign-up and
    /// change-password forms come first; without, sign-in forms do. A form that would take a password or a
    /// one-time code must post to the page's own site (or the app allowed other destinations); among the
    /// forms that may be filled, one that posts to the page's own site always wins. Among forms of one kind,
    /// those whose own words (or author's tokens) say so come before those read by their shape alone: a
    /// "login" made of a user name and a password, with more boxes and so a higher score, may be a sign-up.
    /// Ties go to the first in the document.
    /// - Throws: ``FillError/refused(_:)`` when the only fitting forms are unsafe (their fields cannot be seen,
    ///   or they post elsewhere), ``FillError/nothingToFill(_:)`` when there is no fitting form at all.
    func chooseForm() throws -> PageForm {
        let wantsNew = context.options.generatePassword != nil || context.options.newPassword != nil
        let preferred = wantsNew ? Self.newPasswordKinds : Self.signInKinds
        let others = wantsNew ? Self.signInKinds : Self.newPasswordKinds
        // Each candidate's destination judged once: a page can have thousands of forms.
        let fitting = preferred + others
        let candidates = context.forms.filter { form in
            form.visible && fitting.contains(form.kind) && canFill(form)
        }.map { (form: $0, destination: context.destination(of: $0)) }
        let sameSite = candidates.filter { $0.destination == .sameSite }.map(\.form)
        let allowed = candidates.filter { context.acceptsSecrets($0.destination) || !takesSecret($0.form) }.map(\.form)
        for tier in [sameSite, allowed] {
            for kinds in [preferred, others] {
                // `max(by:)` keeps the first of equal elements: ties go to document order.
                let ofKinds = tier.filter { kinds.contains($0.kind) }
                let worded = ofKinds.filter(Self.saysItsKind)
                if let best = (worded.isEmpty ? ofKinds : worded).max(by: { $0.score < $1.score }) {
                    return best
                }
            }
        }
        if let unsafe = candidates.first, let reason = context.destinations.reason(for: unsafe.destination) {
            throw FillError.refused(reason + "; the password and one-time code are not filled there unless the app allows it")
        }
        if let why = context.refusal(families: [.login], excluding: []) { throw FillError.refused(why) }
        throw FillError.nothingToFill("the page has no visible login, sign-up, change-password or one-time-code form")
    }

    /// Whether a form's kind rests on more than its shape: evidence other than its fields and passwords.
    private static func saysItsKind(_ form: PageForm) -> Bool {
        form.verdict.evidence.contains { e in
            guard e.kind == form.kind else { return false }
            if case .fields = e.signal { return false }
            if case .passwords = e.signal { return false }
            return true
        }
    }

    /// Whether this item would put a password or a one-time code into the form.
    private func takesSecret(_ form: PageForm) -> Bool {
        context.fillableDesignations(of: form).contains { designation in
            switch designation {
            case .currentPassword, .newPassword: true
            case .oneTimeCode: item.totp != nil
            default: false
            }
        }
    }

    private func canFill(_ form: PageForm) -> Bool {
        context.fillableDesignations(of: form).contains { designation in
            switch designation {
            case .username, .email: !item.username.isEmpty
            case .currentPassword, .newPassword: true
            case .oneTimeCode: item.totp != nil
            default: false
            }
        }
    }

    /// One new password into the new-password field and its confirmation (the first two targets).
    private func planNewPassword(_ targets: [PageField], rule: InsecurePageRule, plan: inout Plan,
                                 into builder: inout ScriptBuilder) throws {
        let targets = Array(targets.prefix(2))
        guard !targets.isEmpty else { return }
        if rule.withholdsSecrets { plan.withheld = true; return }
        guard let password = try newPassword(for: targets, plan: &plan, into: &builder),
              plan.add(password, as: "new password", to: targets, into: &builder) else { return }
        if context.options.generatePassword != nil { plan.generatedPassword = password }
    }

    /// The new password for a sign-up or change-password form: generated under the fields' constraints, or
    /// the one the host gave. Nil (with a warning) when neither was asked for.
    private func newPassword(for fields: [PageField], plan: inout Plan, into builder: inout ScriptBuilder) throws -> String? {
        if let base = context.options.generatePassword {
            let options = PasswordConstraints.options(base, fields: fields, into: &builder)
            // Without rules of its own, the page gets the site's listed rules, within the fields' lengths;
            // rules the fields' lengths contradict give way to the fields.
            if let site = SiteKnowledgeRules.sitePasswordRules(fields, base: base, context: context, into: &builder) {
                var withSite = options
                withSite.rules = site.rules
                if let password = try? PasswordGenerator.generate(withSite) {
                    plan.siteRules = site.entry
                    return password
                }
                builder.warn("the listed password rules of \(site.entry.domain) contradict the field \(ScriptBuilder.describe(fields[0])); generated without them")
            } else if base.rules == nil, !fields.contains(where: { !($0.passwordRules ?? "").isEmpty }),
                      let text = PasswordHints.rules(in: fields[0].passwordHints), let rules = try? PasswordRules(parsing: text) {
                // Rules the page states only in words ("8–16 characters, letters and numbers only").
                var withHints = options
                withHints.rules = rules
                if let password = try? PasswordGenerator.generate(withHints) {
                    plan.hintRules = text
                    return password
                }
                builder.warn("the password rules the field \(ScriptBuilder.describe(fields[0])) states contradict its other constraints; generated without them")
            }
            do {
                return try PasswordGenerator.generate(options)
            } catch let error as PasswordError {
                throw FillError.impossiblePassword("no password can satisfy the field \(ScriptBuilder.describe(fields[0])): \(error.message)")
            }
        }
        if let given = context.options.newPassword { return given }
        builder.warn("the form wants a new password but none was generated or given; only the other fields are filled")
        return nil
    }

    /// One code into one field, or one digit per single-character box.
    private func oneTimeCodePlans(_ fields: [PageField], into builder: inout ScriptBuilder) -> [PlannedValue] {
        guard let secret = item.totp else { return [] }
        let code: String
        do {
            code = try TOTP(secret).code(at: context.options.now)
        } catch {
            builder.warn("the one-time-code secret of item '\(item.id)' cannot be read; no code was filled")
            return []
        }
        guard let chunks = OneTimeCodeDistributor.distribute(code, maxLengths: fields.map(\.maxLength)) else {
            builder.warn("the page has \(fields.count) one-time-code boxes for a \(code.count)-digit code; no code was filled")
            return []
        }
        return zip(fields, chunks).map { PlannedValue(field: $0, value: $1) }
    }
}

extension LoginFiller.Plan {
    /// Plans `value` for every field of `fields` (a box, or a new password and its confirmation) when it fits
    /// them all, and returns whether it did. A value longer than a box's `maxlength` (counted in UTF-16 code
    /// units, as the DOM counts it) is never filled cut: a cut user name signs in as nobody or as someone else,
    /// a cut password fails or is submitted wrong, and a page that cuts a new password sets another one than
    /// the vault saves. Such boxes are left alone with a warning that names the box and its maxlength, never the
    /// value or its length (Firefox, too, leaves a login that does not fit its boxes).
    ///
    /// A `type=number` box holds a number only (a browser empties it when given anything else): a value that is
    /// not one is left out the same way.
    @discardableResult
    mutating func add(_ value: String, as what: String, to fields: [PageField], into builder: inout ScriptBuilder) -> Bool {
        if let reason = fields.lazy.compactMap({ NumberBox.refusal(of: value, as: what, in: $0) }).first {
            builder.warn(reason + "; it was left alone")
            misfits.append(reason)
            return false
        }
        let length = value.utf16.count
        if let short = fields.first(where: { ($0.maxLength ?? Int.max) < length }) {
            let reason = "the \(what) is longer than the maxlength (\(short.maxLength ?? 0)) of the field \(ScriptBuilder.describe(short))"
            let left = fields.count > 1 ? "the fields " + fields.map(ScriptBuilder.describe).joined(separator: " and ") + " were"
                : "the field was"
            builder.warn(reason + "; \(left) left alone rather than filled with a cut value")
            misfits.append(reason)
            return false
        }
        values += fields.map { PlannedValue(field: $0, value: value) }
        return true
    }
}

/// Spreads a one-time code over the page's code fields.
package enum OneTimeCodeDistributor {
    /// One field gets the whole code; several single-character boxes (maxlength 1 or none) get one digit
    /// each when there are exactly as many boxes as digits; anything else fills only the first field when it
    /// can hold the code, else nothing (nil).
    public static func distribute(_ code: String, maxLengths: [Int?]) -> [String]? {
        guard let first = maxLengths.first else { return nil }
        if maxLengths.count > 1, maxLengths.allSatisfy({ $0 == nil || $0 == 1 }) {
            guard maxLengths.count == code.count else { return nil }
            return code.map { String($0) }
        }
        guard first.map({ $0 >= code.count }) ?? true else { return nil }
        return [code]
    }
}

/// Combines the generator options with what the password fields demand.
enum PasswordConstraints {
    /// What a box that asks for a keyboard of digits takes.
    static let digits = "[0-9]+"

    /// The field's `passwordrules` (else the options' own rules), the strictest `minlength` and `maxlength` of
    /// the new-password field and its confirmation, and the first `pattern`; with neither rules nor a pattern, a
    /// box that asks for a keyboard of digits (`inputmode="numeric"`) asks for digits. Unreadable `passwordrules`
    /// are ignored with a warning: the other constraints still hold.
    static func options(_ base: PasswordOptions, fields: [PageField], into builder: inout ScriptBuilder) -> PasswordOptions {
        var options = base
        if let text = fields.lazy.compactMap(\.passwordRules).first(where: { !$0.isEmpty }) {
            do { options.rules = try PasswordRules(parsing: text) }
            catch { builder.warn("the page's passwordrules cannot be read (\(error)); generated without them") }
        }
        let minimums = fields.compactMap(\.minLength) + [base.fieldMinLength].compactMap { $0 }
        let maximums = fields.compactMap(\.maxLength) + [base.fieldMaxLength].compactMap { $0 }
        options.fieldMinLength = minimums.max()
        options.fieldMaxLength = maximums.min()
        options.pattern = fields.lazy.compactMap(\.pattern).first(where: { !$0.isEmpty }) ?? base.pattern
        if options.pattern == nil, options.rules == nil, fields.contains(where: \.asksForDigits) { options.pattern = Self.digits }
        return options
    }
}
