import FormFillModel

/// Scores what a form (or formless group) is for, from its fields' verdicts and from the words of the form's
/// name, id and action and of its buttons. Every kind gets a score; the best wins, `other` when none is positive.
struct FormKindRules: Sendable {
    let group: FieldGroup
    /// The fields read: the group's, or a parted form's login part (``FormSections``).
    let members: [Int]

    init(group: FieldGroup, members: [Int]? = nil) {
        self.group = group
        self.members = members ?? group.members
    }

    /// The most one field adds to its form's score (ranking forms of one kind; `weights.json`, `formScoreCap`).
    static let surestField = WordTables.bundled.weights.formScoreCap
    /// What each sign of a kind is worth (`weights.json`, `formKinds`).
    private static let weights = WordTables.bundled.weights.formKinds

    /// Texts that speak for the whole form: its attributes (name, id, class, action path — unless the action is
    /// the page's own address, which every form without an action shares), its heading and its submit buttons
    /// (every button where none submits).
    private func formTexts(_ states: [FieldState]) -> [(EvidenceSignal, MatchText)] {
        var out: [(EvidenceSignal, MatchText)] = []
        if let form = group.form {
            for (source, value) in [(FormAttribute.name, form.htmlName), (.id, form.htmlID), (.htmlClass, form.htmlClass),
                                    (.action, group.postsToPage ? nil : form.htmlAction.map(Self.actionPath)),
                                    (.heading, form.heading.flatMap { $0.utf8.count < 60 || $0.count < 60 ? $0 : nil })] {
                if let value, !value.isEmpty { out.append((.form(source), MatchText(value))) }
            }
        }
        // Outside forms, the heading over the group's boxes (their `label-section`: "Create your account" after a
        // site search) is the group's, when its boxes sit under one heading only.
        if group.isFormless, let heading = Self.sharedSection(members, states) { out.append((.form(.heading), heading)) }
        // A hidden input that names the route (`action=subscribe`, `form_id=user_register_form`) is part of the
        // action: what a GET form would send in its query.
        for i in members where states[i].type == .hidden {
            if let route = states[i].field.routeValue { out.append((.form(.action), route)) }
        }
        // A form does what its submit buttons do: beside one, a `type=button` ("Create an account", opening
        // another page) or a reset button says nothing of the form. Where none submits, every button speaks.
        let buttons = members.filter { states[$0].isButton && states[$0].type != .reset }
        let submits = buttons.filter { states[$0].type == .submit || states[$0].type == .image }
        for i in submits.isEmpty ? buttons : submits {
            for text in states[i].field.buttonTexts { out.append((.button, text)) }
        }
        return out
    }

    /// The one `label-section` of a formless group's value boxes (boxes before it have none), nil when there is
    /// none or more than one, or when it is too long to be a heading (as a form's, 60 characters).
    private static func sharedSection(_ members: [Int], _ states: [FieldState]) -> MatchText? {
        var shared: MatchText?
        for i in members where !states[i].isButton && states[i].type != .hidden {
            guard let section = states[i].scored.sectionText else { continue }
            if let known = shared, known.compact != section.compact { return nil }
            shared = section
        }
        return shared.flatMap { $0.compact.count < 60 ? $0 : nil }
    }

    /// The path and query of an action URL (the host says nothing about the form's purpose), without the names
    /// of the query's parameters: a name is the server's key (`Session_ID=…`, `returnUrl=…`), and what the form is
    /// for is in the path and the values (`ucp.php?mode=login`). A parameter without `=` (`?login`) is kept.
    static func actionPath(_ url: String) -> String {
        let path = pathAndQuery(url)
        guard let question = path.utf8.firstIndex(of: UInt8(ascii: "?")) else { return path }
        var out = String(path[..<question])
        for parameter in path[path.utf8.index(after: question)...].split(separator: "&", omittingEmptySubsequences: true) {
            let value = parameter.firstIndex(of: "=").map { parameter[parameter.index(after: $0)...] } ?? parameter
            out += " " + value
        }
        return out
    }

    /// What follows the host of an absolute URL; the whole of any other.
    private static func pathAndQuery(_ url: String) -> String {
        // By bytes: `://` and `/` are ASCII, so each match is a character boundary (a page has thousands of forms).
        let bytes = url.utf8
        var i = bytes.startIndex
        while i != bytes.endIndex {
            guard bytes[i] == UInt8(ascii: ":") else { i = bytes.index(after: i); continue }
            let slashes = bytes[bytes.index(after: i)...].prefix(2)
            guard slashes.elementsEqual("//".utf8) else { i = bytes.index(after: i); continue }
            let rest = bytes[slashes.endIndex...]
            guard let slash = rest.firstIndex(of: UInt8(ascii: "/")) else { return "" }
            return String(url[slash...])
        }
        return url
    }

    /// The first word found in the form's texts, then (with `labelsOf`) in those fields' labels. Words for names
    /// and ids (`@`) are read only in the form's name, id, class and action path (the OAuth endpoint's
    /// `authorize`), not in its heading, its buttons or the labels (a button that authorizes a payment).
    private func firstMatch(_ words: WordList, in texts: [(EvidenceSignal, MatchText)], labelsOf fields: [Int] = [],
                            _ states: [FieldState] = []) -> (EvidenceSignal, String)? {
        for (source, text) in texts {
            if let w = words.first(in: text, attributes: Self.isFormAttribute(source)) { return (source, w.display) }
        }
        for i in fields {
            for (source, text) in states[i].scored.labelTexts {
                if let w = words.first(in: text, attributes: false) { return (.label(source), w.display) }
            }
        }
        return nil
    }

    /// Whether a form text is one of the form's names and ids: its name, id, class or action path.
    private static func isFormAttribute(_ source: EvidenceSignal) -> Bool {
        if case .form(let attribute) = source { return attribute != .heading }
        return false
    }

    /// The first word found in the names and ids of `fields` (a box named for what it is for).
    private func firstNameMatch(_ words: WordList, of fields: [Int], _ states: [FieldState]) -> (EvidenceSignal, String)? {
        for i in fields {
            for (source, text) in states[i].scored.attributeTexts {
                if let w = words.first(in: text) { return (.attribute(source), w.display) }
            }
        }
        return nil
    }

    /// How the form's password box the user cannot see is hidden (`not shown`, `off screen`), when it has one and
    /// no password box on screen, and none of its password boxes is marked `new-password`.
    private func hiddenPasswordBox(_ states: [FieldState]) -> String? {
        let boxes = members.filter { PasswordBoxes.isPasswordBox(states[$0]) }
        guard !boxes.contains(where: { states[$0].field.visible && states[$0].field.viewable }),
              !boxes.contains(where: { LoginParser.loginToken(states[$0].scored.autocomplete) == .newPassword }),
              let box = boxes.first else { return nil }
        return states[box].field.visible ? "off screen" : "not shown"
    }

    /// Whether the part of the form around its first password box (between the visible submit buttons before
    /// and after it, ``FormSections/closes(_:)``) holds a visible textarea read as nothing, whose words do not
    /// name the account: a message the password is posted with. A page-wide form's login apart from its
    /// feedback box, each with its own button, holds none; nor does a login whose textarea is its user name's.
    private func postsMessage(_ states: [FieldState]) -> Bool {
        guard let first = members.firstIndex(where: { states[$0].type == .password && states[$0].field.visible }) else { return false }
        func closes(_ k: Int) -> Bool { FormSections.closes(states[members[k]].type) && states[members[k]].field.visible }
        var start = first, end = first
        while start > members.startIndex, !closes(start - 1) { start -= 1 }
        while end + 1 < members.endIndex, !closes(end) { end += 1 }
        return members[start...end].contains { i in
            states[i].type == .textarea && states[i].field.visible && !states[i].isInert && states[i].designation == nil
                && states[i].mentions(UsernameWords.list) == nil
        }
    }

    /// The form's verdict; its ``FormClassification/fieldOpids`` are left for the caller to fill in.
    func classify(_ states: [FieldState]) -> FormClassification {
        let fillable = members.filter { !states[$0].isInert }
        let visible = fillable.filter { states[$0].field.visible }
        let considered = visible.isEmpty ? fillable : visible
        // The few distinct designations of the form, with how many fields have each (a list: a form has few).
        var designated: [(designation: Designation, count: Int)] = []
        for i in considered {
            // A captcha box is never filled, and says nothing of the form's kind (its "Verification code" is no
            // one-time code's).
            guard let d = states[i].designation,
                  states[i].scored.exclusionWords.isDisjoint(with: .captcha) else { continue }
            if let k = designated.firstIndex(where: { $0.designation == d }) { designated[k].count += 1 } else { designated.append((d, 1)) }
        }
        func count(_ ds: [Designation]) -> Int { designated.reduce(0) { ds.contains($1.designation) ? $0 + $1.count : $0 } }
        let texts = formTexts(states)
        var evidence: [FormEvidence] = []
        var scores: [FormKind: Double] = [:]
        let w = Self.weights
        func vote(_ kind: FormKind, _ signal: EvidenceSignal, _ matched: String, _ score: Double) {
            scores[kind, default: 0] += score
            evidence.append(FormEvidence(signal, matched: matched, kind: kind, score: score))
        }

        let current = count([.currentPassword]), new = count([.newPassword])
        // The login structure's user-name box counts whatever its words say until the kind is known.
        let userBoxes = considered.filter { UsernameChoice.isUserBox(states[$0]) && ![.username, .email].contains(states[$0].designation) }
        let usernames = count([.username, .email]) + userBoxes.count
        let otp = count([.oneTimeCode])
        let card = count([.ccNumber, .ccCSC, .ccExp, .ccExpMonth, .ccExpYear, .ccName])
        let address = count([.addressLine1, .addressLine2, .streetAddress, .addressLevel1, .addressLevel2, .postalCode, .country, .countryName])
        // A phone split in parts is one phone, as a whole number is.
        let identity = count([.givenName, .familyName, .name, .tel, .bday, .bdayYear, .organization])
            + min(1, count([.telNational, .telAreaCode, .telLocal, .telLocalPrefix, .telLocalSuffix]))
        let textFields = considered.filter { states[$0].isTextBox }

        var signIn = firstMatch(FormPatterns.signIn, in: texts)
        var signUp = firstMatch(FormPatterns.signUp, in: texts)
        if signIn != nil && signUp != nil {
            // A text that says both (`/auth/register`: the sign-in namespace, the sign-up endpoint) speaks for neither.
            let unambiguous = texts.filter { source, text in
                let attributes = Self.isFormAttribute(source)
                return FormPatterns.signIn.first(in: text, attributes: attributes) == nil
                    || FormPatterns.signUp.first(in: text, attributes: attributes) == nil
            }
            signIn = firstMatch(FormPatterns.signIn, in: unambiguous)
            signUp = firstMatch(FormPatterns.signUp, in: unambiguous)
        }
        // The words that also search every field's labels are looked for only where they could count: a large
        // form would otherwise have each of its labels matched against them.

        // A search form's password box is no login's: the form's own action, name, id or class say search, and
        // it has its search box (the query goes into the address, and the logs).
        let searchForm = current + new > 0
            ? firstMatch(FormPatterns.search, in: texts.filter { Self.isFormAttribute($0.0) }).flatMap { words in
                considered.contains { states[$0].type == .search || (states[$0].isTextBox && states[$0].mentions(FormPatterns.search) != nil) }
                    ? words : nil
            } : nil
        if let searchForm {
            vote(.search, searchForm.0, searchForm.1, w.searchWords)
        } else if current + new > 0, new == 0, address + card == 0, postsMessage(states) {
            // A form that posts a message with its one password box (a comment's, a guestbook's key to edit or
            // delete it later) is no login, whatever its boxes: only its own words may make it a sign-up (an
            // "About you" box beside a new account's password). A checkout's order notes beside its "Create an
            // account" password are the checkout's (its address decides).
            if let signUp { vote(.signup, signUp.0, signUp.1, w.signUpWords) }
        } else if current + new > 0 {
            // A box that asks for a new or a repeated e-mail or user name ("New email address", "Confirm email"), or
            // for a second way to reach the user ("Recovery email"), is no login's account: a form whose only such
            // box it is, with a password, confirms a change of the account.
            let accounts = usernames - considered.count {
                [.username, .email].contains(states[$0].designation)
                    && (UsernameChoice.isNewOrRepeated(states[$0]) || UsernameChoice.isSecondaryContact(states[$0]))
            }
            if current >= 1 && new >= 1 { vote(.changePassword, .passwords, "current and new", w.currentAndNew) }
            if current + new >= 3 { vote(.changePassword, .passwords, "three passwords", w.threePasswords) }
            if current + new >= 2, let change = firstMatch(FormPatterns.changePassword, in: texts, labelsOf: considered, states) {
                vote(.changePassword, change.0, change.1, w.changePasswordWords)
                // New passwords alone, with no box for the account or the person, under words that say reset or
                // change: the reset page an e-mail links to, a new password for an account that exists. A
                // read-only account box only shows whose password it is.
                let typedAccounts = considered.filter {
                    !states[$0].field.readonly && ([.username, .email].contains(states[$0].designation) || UsernameChoice.isUserBox(states[$0]))
                }
                if current == 0, typedAccounts.isEmpty, identity + address == 0, signUp == nil {
                    vote(.changePassword, .passwords, "new passwords for no account box", w.newPassword)
                }
            }
            if new >= 1 && current == 0 { vote(.signup, .passwords, "new password", w.newPassword) }
            if let signUp { vote(.signup, signUp.0, signUp.1, w.signUpWords) }
            if identity + address >= 2 { vote(.signup, .fields, "\(identity + address) personal fields", w.personalFields) }
            else if identity + address == 1 { vote(.signup, .fields, "a personal field", w.onePersonalField) }
            // One current password, or several its author marked (and no new one): what a login asks for. Two
            // current passwords by words only are no login (words such as "old" on a sign-up's two boxes). An
            // unmarked password in a form whose own words say sign-up and never sign-in is the shape of a
            // one-password sign-up as much as a login's: the words decide (the author's mark still says login).
            let markedCurrent = considered.filter { states[$0].designation == .currentPassword && states[$0].isAuthored }.count
            // A postal address (three address fields or more) or the person's names beside it are the shape of an
            // account being made (a checkout's "Create an account?" and its password): a login never asks where to
            // ship, nor for the person's first and last name.
            // Not when the box's own words say it is the current one ("Current password" to save a profile).
            let saysCurrent = considered.contains {
                states[$0].designation == .currentPassword && states[$0].mentions(PasswordRoleWords.current) != nil
            }
            let personal = !saysCurrent && (address >= 3 || count([.givenName, .familyName, .name, .bday]) >= 2)
            let signUpShape = (signUp != nil && signIn == nil || personal) && markedCurrent < current
            if new == 0 && (current == 1 || markedCurrent == current) && !signUpShape {
                if accounts > 0 { vote(.login, .fields, "user name and password", w.usernameAndPassword) }
                else { vote(.passwordStep, .fields, "password without a user name", w.passwordWithoutUsername) }
            }
            if let signIn { vote(current + new == 1 && accounts == 0 ? .passwordStep : .login, signIn.0, signIn.1, w.signInWords) }
        } else {
            // A code box beside a card or an address is the checkout's (``OneTimeCodeParser``), not a one-time code's
            // step; nor is one in a form that asks for the person's name, phone or birthday, or for a message (a
            // contact form's captcha "Code"): a sign-in's code step asks for the code, at most beside the account.
            let message = considered.contains { states[$0].type == .textarea }
            if otp > 0, card == 0, address < 2, identity == 0, !message {
                vote(.oneTimeCode, .fields, "one-time code", w.oneTimeCode)
            }
            if card >= 2 || count([.ccNumber]) > 0 { vote(.card, .fields, "\(card) card fields", w.cardFields + Double(card) * w.perField) }
            if address >= 2 { vote(.address, .fields, "\(address) address fields", w.addressFields + Double(address) * w.perField) }
            let searchBox = considered.contains { states[$0].type == .search }
            if searchBox { vote(.search, .type, "search", w.searchType) }
            // A search form's words need a box that is nothing else (one-form ASP.NET pages post to /search too).
            if textFields.count <= 2, card == 0, let search = firstMatch(FormPatterns.search, in: texts),
               textFields.contains(where: { states[$0].designation == nil || states[$0].mentions(FormPatterns.search) != nil }) {
                vote(.search, search.0, search.1, w.searchWords)
            }
            if textFields.count <= 2, let only = textFields.first, states[only].mentions(FormPatterns.search) != nil,
               states[only].designation == nil || states[only].designation == .username {
                vote(.search, .field, "search box", w.searchBox)
            }
            // The form's words, the labels, or the e-mail box's own name (`newsletter_email`) say newsletter; so
            // does a lone box's own name (`name="newsletter"`, whose e-mail hint is only its prefilled value).
            let loneNewsletterBox = textFields.count == 1 && textFields.allSatisfy {
                states[$0].designation == nil && states[$0].mentions(FormPatterns.newsletter, neighbours: false) != nil
            }
            if textFields.count <= 2, usernames + count([.email]) >= 1 || loneNewsletterBox, identity <= 1,
               let newsletter = firstMatch(FormPatterns.newsletter, in: texts, labelsOf: considered, states)
                ?? firstNameMatch(FormPatterns.newsletter, of: textFields.filter { states[$0].designation == .email || loneNewsletterBox }, states) {
                vote(.newsletter, newsletter.0, newsletter.1, w.newsletterWords)
            }
            // A username step is recognised by the form's own words (its name, id, action and buttons), or by
            // the author's `username` token: a lone box called "uname" with no sign-in around is no login, nor is
            // a box whose own words say newsletter (German "anmelden" is both "subscribe" and "log in").
            if textFields.count == 1, let only = textFields.first, states[only].mentions(FormPatterns.search) == nil,
               !loneNewsletterBox {
                let d = states[only].designation
                if LoginParser.loginToken(states[only].scored.autocomplete) == .username {
                    vote(.usernameStep, .autocomplete, "username", w.usernameToken)
                } else if d == nil || d == .email || d == .tel || d == .username, UsernameChoice.types.contains(states[only].type),
                          !FormPatterns.namesSomethingElseThanAnAccount(states[only]) {
                    // (A box whose own words name a coupon or an order's reference is none, whatever the button
                    // says: "Sign in to apply", "Log in to track".)
                    // The form's own action, name, id, class or heading saying it recovers a password outweighs a
                    // sign-in word (`/auth/forgot-password`: the sign-in's namespace, not what the form does).
                    let recovery = firstMatch(FormPatterns.passwordRecovery, in: texts)
                    let recoveryIsTheForms = recovery.map { if case .form = $0.0 { true } else { false } } ?? false
                    // An identifier-first sign-in keeps a password box out of sight for password managers (its
                    // password comes on the next step); a new password's box is a sign-up's, and a form whose words
                    // say sign-up or search is none.
                    let hidden = signIn == nil && signUp == nil && firstMatch(FormPatterns.search, in: texts) == nil
                        ? hiddenPasswordBox(states) : nil
                    if let recovery, recoveryIsTheForms || (signIn == nil && hidden == nil) {
                        // A password's recovery asks for the account, and is no sign-in: the one vote for
                        // `other`, which ``LoginKind`` reads to make the box the user name.
                        vote(.other, recovery.0, recovery.1, w.passwordRecoveryWords)
                    } else if let signIn {
                        vote(.usernameStep, signIn.0, signIn.1, w.usernameStepWords)
                    } else if let hidden {
                        vote(.usernameStep, .fields, "a password box out of sight (\(hidden))", w.hiddenPasswordBox)
                    }
                }
            }
            if let signUp, identity + address + usernames >= 2 { vote(.signup, signUp.0, signUp.1, w.signUpWordsWithoutPasswords) }
            // Names and an e-mail without a password make a sign-up only when the form says so (above); else they
            // are the person's contact details (a profile, a checkout's contact step), kept with addresses, as
            // browsers keep them.
            if card == 0 && address == 0 && identity >= 2 && usernames >= 1 {
                vote(signUp == nil ? .address : .signup, .fields, "personal details", w.personalDetails)
            }
        }

        let best = scores.max { a, b in a.value != b.value ? a.value < b.value : a.key.rawValue > b.key.rawValue }
        let kind = best.map(\.key) ?? .other
        // The form's score ranks forms of the same kind (the generator fills the best login): the kind's score
        // plus the fillable designations' scores.
        // A field its author marked counts as a sure one (the cap).
        let fieldScore = fillable.reduce(0.0) { total, i in
            guard states[i].designation != nil, states[i].field.visible else { return total }
            return total + (states[i].isAuthored ? Self.surestField : min(states[i].score, Self.surestField))
        }
        return FormClassification(opid: group.id, kind: kind, score: (best?.value ?? 0) + fieldScore,
                                  fieldOpids: [], visible: true,
                                  evidence: evidence.filter { $0.kind == kind })
    }
}
