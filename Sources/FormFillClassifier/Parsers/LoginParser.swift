import FormFillModel

/// The login family's parser (see `docs/classification.md`, "Login structures"): it recognises a group's login,
/// sign-up or change-password structure — its passwords and their roles (``PasswordBoxes``, ``PasswordRoles``)
/// and its user-name box (``UsernameChoice``) — a password-only step, and a username-only step (a lone box and
/// no password), and proposes them to the ``StructureScanner``, where they compete with the other families'
/// structures that read the same field (a box a card's context reads as its number is no user name). What the
/// form's kind adds to the chosen structures, ``LoginKind`` settles once ``FormKindRules`` read the kind.
///
/// By rule, not by scores: a rule's verdict (`FieldState.Ruling`) rests on one piece of evidence with no score.
struct LoginParser: FamilyParser {
    var family: StructureFamily { .login }

    func parse(_ scan: GroupScan, _ states: inout [FieldState]) {
        // Each part of a parted form is a login structure of its own (``FormSections``).
        for part in scan.sections.parts {
            let real = PasswordBoxes(members: part).settle(&states)
            // Asked only where it can matter: two passwords (``PasswordRoles/asksAnotherSecret``).
            let signIn = real.count == 2 && FieldState.buttonsSay(FormPatterns.signIn, among: part, states)
                && !FieldState.buttonsSay(FormPatterns.signUp, among: part, states)
            PasswordRoles.assign(real, &states, signIn: signIn)
            let first = real.first { states[$0].designation == .currentPassword || states[$0].designation == .newPassword }
            UsernameChoice(members: part).apply(&states, firstPassword: first)
        }
    }

    /// Its structures: the passwords (every field the parser settled but the user name and the decoys: the
    /// password boxes, the boxes that lost a user-name guess), each decoy password box on its own, and the
    /// user-name box, or a username step's lone box. The user-name box competes on its own evidence: a box that
    /// another family reads, by words or context, is not the user name because it is the nearest box before the
    /// password; a decoy's reading (no password) loses to a family that reads the box as its own (a masked card
    /// number beside card fields).
    func structures(before: [FieldState], after: [FieldState], in scan: GroupScan) -> [Structure] {
        let changed = scan.members.filter { StructureScanner.changed(before, after, at: $0) }
        var users = changed.filter { after[$0].designation == .username || UsernameChoice.isUserBox(after[$0]) }
        if let step = Self.stepBox(scan, before), !users.contains(step) { users.append(step) }
        let decoys = changed.filter { i in !users.contains(i) && after[i].candidates.evidence.contains { $0.signal == .decoyPassword } }
        let passwords = changed.filter { !users.contains($0) && !decoys.contains($0) }
        return (passwords.isEmpty ? [] : [Structure(family: family, fields: passwords, states: after)])
            + (decoys + users).sorted().map { Structure(family: family, fields: [$0], states: after) }
    }

    /// The box of a username step: the group's only text-like box (among its visible fields when any is
    /// visible), a type a user name can be typed into, no search box, and no password in the group. Whether the
    /// form is a username step is its kind's to say (its own words, or the box's authored `username` token).
    static func stepBox(_ scan: GroupScan, _ states: [FieldState]) -> Int? {
        // The conditions are independent: the one that fails most often (more than one box) is asked first.
        let visible = scan.textual.filter { states[$0].field.visible }
        let considered = visible.isEmpty ? scan.textual : visible
        let boxes = considered.filter { states[$0].isTextBox }
        guard boxes.count == 1, let only = boxes.first, UsernameChoice.types.contains(states[only].type),
              PasswordBoxes(members: scan.members).candidates(states).isEmpty,
              states[only].mentions(FormPatterns.search) == nil else { return nil }
        return only
    }

    /// The login token of a field's autocomplete attribute: its designation when the list is valid, else the
    /// last `username`, `current-password`, `new-password` or `one-time-code` token of the list.
    static func loginToken(_ auto: AutocompleteAttribute?) -> Designation? {
        guard let auto else { return nil }
        if let d = auto.designation { return d }
        let tokens = auto.raw.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        let login: Set<Designation> = [.username, .currentPassword, .newPassword, .oneTimeCode]
        return tokens.reversed().lazy.compactMap { Designation(rawValue: String($0)) }.first(where: login.contains)
    }
}

/// What the form's kind adds to the login structure the scanner chose, once ``FormKindRules`` read the kind
/// from the chosen structures and the form's words: a sign-up's passwords are new ones (unless the author said
/// otherwise); a login's user-name box is `username` even when its words say e-mail; a username step's lone box
/// is the user name, and so is a password-recovery form's (kind `other`, with the recovery words' vote). One way
/// only: it settles the fields the login structure holds (or that no structure
/// holds), never a field another family's structure took.
struct LoginKind: Sendable {
    let members: [Int]

    func apply(_ kind: FormKind, recovery: Bool = false, _ states: inout [FieldState]) {
        let login = members.filter { states[$0].structure.map { $0.family == .login } ?? true }
        // The lone box of a username step or a recovery is the account's, even where the e-mail family read it.
        let account = members.filter { states[$0].structure.map { [.login, .email].contains($0.family) } ?? true }
        if recovery {
            lone(in: account, states: &states, as: "password recovery")
            return
        }
        switch kind {
        case .signup:
            for i in login where states[i].designation == .currentPassword
                && LoginParser.loginToken(states[i].scored.autocomplete) != .currentPassword {
                states[i].rule(.newPassword, .formKind, kind.rawValue)
            }
        case .login, .passwordStep:
            for i in login where UsernameChoice.isUserBox(states[i]) && states[i].designation != .username {
                states[i].rule(.username, .formKind, kind.rawValue)
                UsernameChoice(members: members).dropOthers(&states, besides: i)
            }
        case .usernameStep:
            lone(in: account, states: &states, as: kind.rawValue)
        case .card, .other, .search, .newsletter, .oneTimeCode:
            // A password box in a form that is no login nor sign-up (a comment's key to edit it later, posted
            // with its message) is not the account's: unless its author marked it, it has no role.
            if kind == .other {
                for i in login where states[i].designation == .currentPassword
                    && LoginParser.loginToken(states[i].scored.autocomplete) != .currentPassword {
                    states[i].rule(nil, .formKind, "a password in no login")
                }
            }
            // A form that asks for no login holds no user name: with no password box, a box only its words call
            // one is none — a checkout's "账号" (an account's number), a lone `uname` or "Add a member by
            // username" in a form that says nothing of signing in. (A profile form's "Username" among contact
            // details, an address form, stays; so does the author's `username` token.) A newsletter's box its words
            // make an e-mail box as strongly is its e-mail box (`userEmailFooter`), never filled as the newsletter's.
            guard !members.contains(where: { states[$0].type == .password }) else { break }
            for i in login where states[i].designation == .username && !states[i].isAuthored {
                let email = kind == .newsletter && states[i].candidates.score(.email) >= FieldState.threshold
                states[i].rule(email ? .email : nil, .formKind, kind == .card ? "no user name in a checkout" : "no user name outside a login")
            }
        default: break
        }
    }

    /// The lone box of a username step or a password recovery is the user name. Not a box named for a web
    /// address (an OpenID URL, a website): it asks for an address.
    private func lone(in login: [Int], states: inout [FieldState], as reason: String) {
        for i in login where states[i].field.visible && !states[i].isInert
            && UsernameChoice.types.contains(states[i].type) && states[i].mentions(FormPatterns.search) == nil
            && !states[i].scored.exclusionWords.contains(.baitInAttribute)
            && [nil, .email, .tel, .username].contains(states[i].designation) {
            states[i].rule(.username, .formKind, reason)
        }
    }
}
