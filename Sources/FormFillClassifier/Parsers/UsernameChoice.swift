import FormFillModel

/// The login's user-name box: the box with the strongest evidence (see `docs/classification.md`, "The user-name
/// box"), among the boxes the user sees (``FieldState/mostShown(_:in:)``): an authored `username` token (of
/// several, the nearest before the password); else, before the first
/// password, the nearest box marked `email`, then the box whose words say user name most strongly, then the nearest
/// `type=email` or e-mail box, then the nearest box whose class says user name, then the nearest text-like box
/// (`type=number` included; never a date or time type, a search or captcha box — never filled, so the scan goes
/// on past them —, a newsletter's e-mail box, a gift card's, a coupon's or an order's box, or a box after the
/// password) when it is read as nothing else and has no label of its own or is the only such box before the
/// password, or is read as an e-mail, a phone or a name, or its label names an account's number
/// (``isAccountNumber(_:)``).
/// One user name per login: other boxes that only guessed `username` from their words lose the guess.
struct UsernameChoice: Sendable {
    let members: [Int]

    /// Types a user name can be typed into.
    static let types: Set<InputType> = [.text, .email, .tel, .number, .url, .empty]

    /// What a login's user-name box may be read as until the form's kind says login: an e-mail, a phone number,
    /// the person's name or part of it, a nickname (a forum's "Display name", a "Name" read as a first name:
    /// what the login calls its user name, as Chromium and Firefox read the box before the password).
    static let standIns: Set<Designation> = [.email, .tel, .telNational, .name, .givenName, .familyName, .nickname]

    /// Chooses the user-name box of a login whose first password is `firstPassword`, and drops the guesses of
    /// the boxes that cannot be it.
    func apply(_ states: inout [FieldState], firstPassword: Int?) {
        assign(&states, firstPassword: firstPassword)
        dropImpossible(&states, firstPassword: firstPassword)
    }

    /// The user-name box: an authored `username` token, else the strongest evidence before the first password.
    private func assign(_ states: inout [FieldState], firstPassword: Int?) {
        let authored = members.filter { i in
            !states[i].isInert && Self.types.contains(states[i].type)
                && LoginParser.loginToken(states[i].scored.autocomplete) == .username
        }
        let marked = FieldState.mostShown(authored, in: states)
        // Several marked boxes: the marks do not say which one the login uses; the structure does (the nearest
        // before the password, as Chromium's and Firefox's scans find it), and the others are no user name.
        if let chosen = firstPassword.flatMap({ p in marked.last { $0 < p } }) ?? marked.first {
            states[chosen].rule(.username, .autocomplete, "username")
            for i in authored where i != chosen {
                states[i].rule(nil, .loginStructure, "another box marked username is the login's user name")
            }
            dropOthers(&states, besides: chosen)
            return
        }
        guard let password = firstPassword, let chosen = box(states, before: password) else { return }
        let d = states[chosen.index].designation
        // An e-mail, phone or name stays one until the form's kind says login (a sign-up keeps its e-mail and
        // the person's name).
        if let d, Self.standIns.contains(d) {
            states[chosen.index].candidates.append(Evidence(.loginStructure, matched: chosen.why, designation: .username))
        } else {
            states[chosen.index].rule(.username, .loginStructure, chosen.why)
            dropOthers(&states, besides: chosen.index)
        }
    }

    /// No user name in a box that cannot hold one (a date, time or week input), nor, unless its author marked it,
    /// in a box after the first password: the words' guess (`uname`) loses.
    private func dropImpossible(_ states: inout [FieldState], firstPassword: Int?) {
        for i in members where states[i].designation == .username {
            let why: String
            if !Self.types.contains(states[i].type) {
                why = "a \(states[i].type) box holds no user name"
            } else if let password = firstPassword, i > password, !states[i].isAuthored {
                why = "after the password"
            } else {
                continue
            }
            states[i].ruling = nil
            states[i].candidates.remove(.username)
            states[i].candidates.append(Evidence(.loginStructure, matched: why, designation: nil))
            states[i].decide()
        }
    }

    /// One user name per login: other boxes whose words only guessed `username` lose that guess (the box
    /// the structure chose takes the vault's user name, not the first of several).
    func dropOthers(_ states: inout [FieldState], besides chosen: Int) {
        for i in members where i != chosen && states[i].designation == .username && states[i].ruling == nil
            && LoginParser.loginToken(states[i].scored.autocomplete) != .username {
            states[i].candidates.remove(.username)
            states[i].candidates.append(Evidence(.loginStructure, matched: "another box is the user name", designation: nil))
            states[i].decide()
        }
    }

    /// The box before `password` with the strongest user-name evidence, and why.
    private func box(_ states: [FieldState], before password: Int) -> (index: Int, why: String)? {
        // A search or captcha box is never filled, and a box whose own words say newsletter (`news_email`, a
        // "Subscribe to our newsletter" label) is another form's, even where no form element or submit button
        // sets them apart (the text before a box may be the previous form's button: its own words only); a gift
        // card's, a voucher's or a promo code's box holds money or a discount, and an order's reference an
        // order, not the account.
        let typed = members.filter { i in i < password && !states[i].isInert && Self.types.contains(states[i].type) }
        let somethingElse = Set(typed.filter {
            FormPatterns.namesSomethingElseThanAnAccount(states[$0]) || Self.namesARecipient(states[$0]) || Self.isVetoed(states[$0])
        })
        let before = typed.filter { i in
            states[i].mentions(FormPatterns.search) == nil && states[i].mentions(FormPatterns.captcha) == nil
                && states[i].mentions(FormPatterns.newsletter, neighbours: false) == nil && !Self.isNewOrRepeated(states[i])
                && !Self.isSecondaryContact(states[i])
                && !somethingElse.contains(i)
        }
        // The boxes the user sees: an off-screen box is a trap or a copy beside one on screen, whatever its words.
        let pool = FieldState.mostShown(before, in: states)
        // The author's `email` token, then user-name words (as Firefox upgrades to a /username/ box before an
        // e-mail-like one), then a `type=email` box or e-mail words.
        if let i = pool.last(where: { states[$0].isAuthored && states[$0].designation == .email }) {
            return (i, "box marked email before the password")
        }
        // Of several, the strongest words ("Username" on `user[login]` over an id `user_name` on a "Real name"
        // box); on a tie, the nearest.
        let worded = pool.filter { states[$0].designation == .username }
        if let i = worded.reversed().max(by: { states[$0].candidates.wordScore(.username) < states[$1].candidates.wordScore(.username) }) {
            return (i, "user-name words before the password")
        }
        if let i = pool.last(where: { states[$0].type == .email || states[$0].designation == .email }) {
            return (i, "e-mail box before the password")
        }
        // The class attribute is read only here (it is mostly layout): as Firefox does for the login's user name.
        if let i = pool.last(where: { i in states[i].field.htmlClass.map { UsernameWords.list.first(in: MatchText($0)) != nil } ?? false }) {
            return (i, "user-name words in its class before the password")
        }
        // A one-time code, or a box the author named something else, is no user name; the box before it may be.
        // (A token the box's type cannot hold, `current-password` on a text box, is no name at all.)
        let plain = pool.filter { i in
            let token = LoginParser.loginToken(states[i].scored.autocomplete)
            // Phone tokens stay possible: sites mark a user name that is a phone number so (Firefox reads them so too).
            let named = token.map { FieldScorer.allows(type: states[i].type, $0) && ![.email, .tel, .telNational].contains($0) } ?? false
            return states[i].designation != .oneTimeCode && !named
        }
        guard let i = plain.last else { return nil }
        if Self.isAccountNumber(states[i]) { return (i, "the account's number before the password") }
        let d = states[i].designation
        guard d.map(Self.standIns.contains) ?? true else { return nil }
        // By position alone, a box whose own label (a label element, an ARIA label, a placeholder, a title) says
        // what it is, and nothing above reads as the account's, is the user name only where nothing else stands
        // before the password: among two boxes or more, the nearest is a guess (a profile's "Bio" before the
        // current password that saves it, a transfer's IBAN before the password that confirms it). Boxes
        // without a label of their own keep the nearest (Firefox's scan; the text before them may be anyone's);
        // a label that names a number or an id ("Customer number") names the account's. A box that says it holds
        // something else (an amount, an order's reference) stands before the password too.
        // So is a box whose own label asks a question ("Why are you leaving?"): it asks for an answer.
        let standing = plain.count + somethingElse.filter { states[$0].field.visible && states[$0].field.viewable }.count
        if d == nil, (standing > 1 && states[i].hasOwnLabel) || states[i].field.asksAQuestion,
           !Self.ownLabelNamesANumberOrID(states[i]) { return nil }
        if Self.isProfileBox(states[i], before: states[password]) { return nil }
        return (i, "nearest box before the password")
    }

    /// What a profile's box may be read as, beside nothing: a person's name or a nickname ("Full name", "Display
    /// name"). An e-mail or a phone number may be the account's, wherever it stands.
    private static let profileReadings: Set<Designation> = [.name, .givenName, .familyName, .nickname]

    /// Whether a box that only its position before the password would make the user name is a profile's, saved
    /// with the current password: the password's words say current ("Current password", "Aktuelles Passwort":
    /// ``PasswordRoleWords/current``; a login says "Password"), and the box's words (its own label, or the text
    /// before or above it), which name no account's number or id, read as nothing or as a person's name ("Bio",
    /// "Website", "Location", "Full name", "Display name"). An unlabelled box keeps the user name.
    static func isProfileBox(_ s: FieldState, before password: FieldState) -> Bool {
        guard s.designation.map(profileReadings.contains) ?? true,
              password.mentions(PasswordRoleWords.current, attributes: false) != nil,
              s.scored.labelTexts.contains(where: { $0.source != .right && !$0.text.compact.isEmpty }) else { return false }
        return s.mentions(FormPatterns.identifiers, attributes: false) == nil
    }

    /// Whether a box's own words ask for a value again or for a new one ("Confirm email", "Re-enter e-mail
    /// address", "New email", "New username": the password roles' confirmation and new words,
    /// ``PasswordRoleWords``, the latter on an e-mail or a user-name box): a login asks once for the account it has
    /// now, so such a box is a change of the account's details or a sign-up's, no login's user name, and a form
    /// whose only such box is it is no login (``FormKindRules``). A sign-up's "Choose a username" keeps its words'
    /// designation: its kind comes from its own words and new passwords.
    static func isNewOrRepeated(_ s: FieldState) -> Bool {
        if s.mentions(PasswordRoleWords.confirm, attributes: false, neighbours: false) != nil { return true }
        let account = s.type == .email || s.designation == .email || s.designation == .username
        return account && s.mentions(PasswordRoleWords.new, attributes: false, neighbours: false) != nil
    }

    /// Whether a box's own label asks for a second way to reach the user — a recovery, backup, secondary or
    /// alternate e-mail address or phone number (``FormPatterns/secondaryContact``) —: an account's settings, no
    /// login's user name (a login asks for the account's own), and a form whose only such box it is, with a
    /// password, is no login (``FormKindRules``).
    static func isSecondaryContact(_ s: FieldState) -> Bool {
        s.mentions(FormPatterns.secondaryContact, attributes: false, neighbours: false) != nil
    }

    /// Whether a box's own label names a recipient ("Recipient", "Payee", "To": ``FormPatterns/recipient``; not its
    /// name or id, where Italian "a" or French "à" is any box's letter): a transfer's or a gift's, someone else's,
    /// unless its label names a number or an id ("Recipient ID", a benefits portal's account).
    static func namesARecipient(_ s: FieldState) -> Bool {
        s.mentions(FormPatterns.recipient, attributes: false, neighbours: false) != nil
            && !ownLabelNamesANumberOrID(s)
    }

    /// Whether a box's own short label holds a `veto` word (a security question's answer, a maiden name, an
    /// emergency contact: never filled) and names no number or id: something else than the account. A label that
    /// names one ("Library card number", "Frequent flyer number", "Member number") names an account a login may
    /// ask for.
    static func isVetoed(_ s: FieldState) -> Bool {
        s.scored.labelTexts.contains { source, text in
            source != .right && source != .top && source != .left && text.compact.count <= FieldScorer.vetoLabelBytes
                && FormPatterns.veto.first(in: text, attributes: false) != nil
        } && !ownLabelNamesANumberOrID(s)
    }

    /// A box whose own label names a number or an id ("Customer number", "Member ID": the `identifiers` list)
    /// and whose other designation only its name or id gives (`cid`, a card's CID): the account's number, which
    /// the login calls its user name. A label that says the other thing ("Security code") keeps it.
    static func isAccountNumber(_ s: FieldState) -> Bool {
        guard let d = s.designation, ownLabelNamesANumberOrID(s) else { return false }
        return s.candidates.evidence.allSatisfy { e in
            guard e.designation == d else { return true }
            if case .attribute = e.signal { return true }
            return false
        }
    }

    /// Whether a box's own label (not its name or id, nor the text around it) names a number or an id ("Customer
    /// number", "Member ID": the `identifiers` list): an account's, which a login may call its user name.
    static func ownLabelNamesANumberOrID(_ s: FieldState) -> Bool {
        s.mentions(FormPatterns.identifiers, attributes: false, neighbours: false) != nil
    }

    /// Whether a field is the login's user-name box by the structure (evidence recorded by ``apply``).
    static func isUserBox(_ s: FieldState) -> Bool {
        s.candidates.evidence.contains { $0.signal == .loginStructure && $0.designation == .username }
    }
}
