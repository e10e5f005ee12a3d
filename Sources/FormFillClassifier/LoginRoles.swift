import FormFillModel

/// Decides the login structure of a group by rules, not by scores (see `docs/classification.md`, "Login
/// structures"):
///
/// 1. **Password boxes.** Every `type=password` box is a password unless it is a decoy: the page author's token
///    names something else a masked box holds (`one-time-code`, `cc-csc`, `cc-number`), it is read-only
///    without an authored password token, or its own words name a social-security number, PIN, one-time or
///    verification code, card number or security code. When every box is a decoy named so only by its name
///    or id (no label the user sees, no authored token, no card beside it), the boxes are the passwords after
///    all: the user asked for a fill, and a site's odd field name is no reason to refuse it.
/// 2. **Roles.** Valid `current-password` / `new-password` tokens decide (an invalid token list is read by its
///    last login token: `new-password current-password` is the current one). Where the author marked any
///    password, an unmarked box gets a role only from its own words, or as the confirmation right after a
///    marked new password (unless both hold different prefilled values). Where nobody marked anything, the
///    words decide, and the unworded boxes get their role from their order and prefilled values.
/// 3. **User name.** The box with the strongest evidence: an authored `username` token; else, before the first
///    password, the nearest box marked `email`, then the nearest box whose words say user name, then the nearest
///    `type=email` or e-mail box, then the nearest box whose class says user name, then
///    the nearest text-like box (`type=number` included; never a date or time type, a search or captcha box —
///    never filled, so the scan goes on past them —, or a box after the password).
///
/// A text box marked `current-password` or `new-password` in a group without `type=password` boxes is a password
/// shown in clear (a show-password toggle) and takes the role its token names.
struct LoginRoles: Sendable {
    let group: FieldGroup

    /// The role a password box takes.
    private enum Role { case current, new, none }

    /// Types a user name can be typed into.
    static let usernameTypes: Set<InputType> = [.text, .email, .tel, .number, .url, .empty]

    /// The login token of a field's autocomplete attribute: its designation when the list is valid, else the
    /// last `username`, `current-password`, `new-password` or `one-time-code` token of the list.
    static func loginToken(_ auto: AutocompleteAttribute?) -> Designation? {
        guard let auto else { return nil }
        if let d = auto.designation { return d }
        let tokens = auto.raw.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" })
        let login: Set<Designation> = [.username, .currentPassword, .newPassword, .oneTimeCode]
        return tokens.reversed().lazy.compactMap { Designation(rawValue: String($0)) }.first(where: login.contains)
    }

    private func isPasswordBox(_ s: FieldState) -> Bool { s.type == .password && !s.isInert }

    /// A text box its author marked `current-password` or `new-password`: a password shown in clear by a
    /// show-password toggle. It counts only where the group has no `type=password` box (beside real password
    /// boxes the token on a text box is the author's slip, and is ignored).
    private func isShownPassword(_ s: FieldState) -> Bool {
        guard s.isTextLike, s.type != .password, !s.isInert else { return false }
        let token = Self.loginToken(s.scored.autocomplete)
        return token == .currentPassword || token == .newPassword
    }

    /// Why a password box is not a password, nil when it is one. `fallback` is true when only its name or id
    /// says so.
    private func decoy(_ s: FieldState, cardAround: Bool) -> (why: String, fallback: Bool)? {
        if let token = Self.loginToken(s.scored.autocomplete) {
            if token == .currentPassword || token == .newPassword { return nil }
            // A token a password box may hold names what it is; a contradicting one (`username`) is ignored.
            if FieldScorer.allows(type: .password, token) { return ("autocomplete \(token.rawValue)", false) }
        }
        if s.field.readonly { return ("read-only", true) }
        let password = s.mentions(PasswordWords.list)
        if password == nil, let pin = s.mentions(PasswordDecoyWords.pin) { return (pin, !cardAround) }
        let word = s.mentions(PasswordDecoyWords.always)
            ?? (password == nil ? s.mentions(PasswordDecoyWords.withoutPasswordWord) : nil)
        guard let word else { return nil }
        let inLabel = s.mentions(PasswordDecoyWords.always, attributes: false) != nil
            || (password == nil && s.mentions(PasswordDecoyWords.withoutPasswordWord, attributes: false) != nil)
        return (word, !inLabel && !cardAround)
    }

    func apply(_ states: inout [FieldState]) {
        var boxes = group.members.filter { isPasswordBox(states[$0]) }
        if boxes.isEmpty { boxes = group.members.filter { isShownPassword(states[$0]) } }
        let visible = boxes.filter { states[$0].field.visible }
        let considered = visible.isEmpty ? boxes : visible
        let cardAround = group.members.contains { i in
            !isPasswordBox(states[i]) && [.ccNumber, .ccCSC, .ccExp, .ccExpMonth, .ccExpYear].contains(where: states[i].candidates.isSure)
        }
        var real: [Int] = []
        var decoys: [(Int, String, Bool)] = []
        for i in considered {
            if let d = decoy(states[i], cardAround: cardAround) { decoys.append((i, d.why, d.fallback)) } else { real.append(i) }
        }
        if real.isEmpty, !decoys.isEmpty, decoys.allSatisfy(\.2) {
            real = decoys.map(\.0)
            for i in real { states[i].rule(.currentPassword, .loginStructure, "every password box named otherwise: taken as passwords") }
            decoys = []
        }
        for (i, why, _) in decoys {
            states[i].candidates.remove(.currentPassword)
            states[i].candidates.remove(.newPassword)
            if !cardAround { states[i].candidates.remove(.ccNumber); states[i].candidates.remove(.ccCSC) }
            states[i].candidates.append(Evidence(.decoyPassword, matched: why, designation: nil))
            states[i].decide()
        }
        assignRoles(real, &states)
        let first = real.first { states[$0].designation == .currentPassword || states[$0].designation == .newPassword }
        assignUsername(&states, firstPassword: first)
        dropImpossibleUsernames(&states, firstPassword: first)
    }

    /// No user name in a box that cannot hold one (a date, time or week input), nor, unless its author marked it,
    /// in a box after the first password: the words' guess (`uname`) loses.
    private func dropImpossibleUsernames(_ states: inout [FieldState], firstPassword: Int?) {
        for i in group.members where states[i].designation == .username {
            let why: String
            if !Self.usernameTypes.contains(states[i].type) {
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

    /// Current, new and confirmation among the real passwords, in order.
    private func assignRoles(_ real: [Int], _ states: inout [FieldState]) {
        let authored = real.map { i -> Designation? in
            let t = Self.loginToken(states[i].scored.autocomplete)
            return t == .currentPassword || t == .newPassword ? t : nil
        }
        let worded = real.map { i -> (Role, String)? in
            if let w = states[i].mentions(PasswordRoleWords.current) { return (.current, w) }
            if let w = states[i].mentions(PasswordRoleWords.confirm) ?? states[i].mentions(PasswordRoleWords.new) { return (.new, w) }
            return nil
        }
        let values = real.map { states[$0].field.passwordValue ?? "" }
        let anyAuthored = authored.contains { $0 != nil }
        let structure = anyAuthored ? [] : Self.structureRoles(values)
        for (k, i) in real.enumerated() {
            if let token = authored[k] {
                states[i].rule(token, .autocomplete, token.rawValue)
            } else if let (role, word) = worded[k] {
                states[i].rule(role == .current ? .currentPassword : .newPassword, .passwordRoleWord, word)
            } else if anyAuthored {
                // The author marked the passwords: an unmarked one is only the confirmation of a marked new one.
                let previous = k > 0 ? states[real[k - 1]].designation : nil
                if previous == .newPassword, authored[k - 1] == .newPassword || worded[k - 1] != nil,
                   values[k].isEmpty || values[k - 1].isEmpty || values[k - 1] == values[k] {
                    states[i].rule(.newPassword, .loginStructure, "confirms the marked new password")
                } else {
                    states[i].rule(nil, .loginStructure, "unmarked beside marked passwords")
                }
            } else {
                switch structure[k] {
                case .current: states[i].rule(.currentPassword, .loginStructure, Self.structureReason(values, k))
                case .new: states[i].rule(.newPassword, .loginStructure, Self.structureReason(values, k))
                case .none: states[i].rule(nil, .loginStructure, Self.structureReason(values, k))
                }
            }
        }
    }

    /// Roles by order and prefilled values (as Chromium reads unmarked password boxes). Empty boxes: one is the
    /// current password, two are a new one and its confirmation, three current / new / confirmation; past the
    /// third nothing. Prefilled boxes: two equal values are new and confirmation, two different current and
    /// new; of three, the pair of equal values is the new password and the odd one the current, and without
    /// such a pair only the first is a password.
    private static func structureRoles(_ values: [String]) -> [Role] {
        let n = values.count
        guard n > 0 else { return [] }
        var roles = [Role](repeating: .none, count: n)
        let prefilled = !values[0].isEmpty
        switch n {
        case 1: roles[0] = .current
        case 2: roles = prefilled && values[0] != values[1] ? [.current, .new] : [.new, .new]
        default:
            guard prefilled else { roles[0] = .current; roles[1] = .new; roles[2] = .new; break }
            if values[0] == values[1] && values[1] == values[2] { roles[0] = .current }
            else if values[1] == values[2] { roles[0] = .current; roles[1] = .new; roles[2] = .new }
            else if values[0] == values[1] { roles[0] = .new; roles[1] = .new; roles[2] = .current }
            else { roles[0] = .current }
        }
        return roles
    }

    private static func structureReason(_ values: [String], _ k: Int) -> String {
        let prefilled = values.first.map { !$0.isEmpty } ?? false
        return "password \(k + 1) of \(values.count)\(prefilled ? ", by prefilled values" : "")"
    }

    /// The user-name box: an authored `username` token, else the strongest evidence before the first password.
    private func assignUsername(_ states: inout [FieldState], firstPassword: Int?) {
        let authored = group.members.filter { i in
            !states[i].isInert && Self.usernameTypes.contains(states[i].type)
                && Self.loginToken(states[i].scored.autocomplete) == .username
        }
        if let chosen = authored.first(where: { states[$0].field.visible }) ?? authored.first {
            states[chosen].rule(.username, .autocomplete, "username")
            dropOtherUsernames(&states, besides: chosen)
            return
        }
        guard let password = firstPassword, let chosen = usernameBox(states, before: password) else { return }
        let d = states[chosen.index].designation
        // An e-mail, phone or name stays one until the form's kind says login (a sign-up keeps its e-mail and
        // the person's name).
        if d == .email || d == .tel || d == .name {
            states[chosen.index].candidates.append(Evidence(.loginStructure, matched: chosen.why, designation: .username))
        } else {
            states[chosen.index].rule(.username, .loginStructure, chosen.why)
            dropOtherUsernames(&states, besides: chosen.index)
        }
    }

    /// One user name per login: other boxes whose words only guessed `username` lose that guess (the box
    /// the structure chose takes the vault's user name, not the first of several).
    private func dropOtherUsernames(_ states: inout [FieldState], besides chosen: Int) {
        for i in group.members where i != chosen && states[i].designation == .username && states[i].ruling == nil
            && Self.loginToken(states[i].scored.autocomplete) != .username {
            states[i].candidates.remove(.username)
            states[i].candidates.append(Evidence(.loginStructure, matched: "another box is the user name", designation: nil))
            states[i].decide()
        }
    }

    /// The box before `password` with the strongest user-name evidence, and why.
    private func usernameBox(_ states: [FieldState], before password: Int) -> (index: Int, why: String)? {
        let before = group.members.filter { i in
            i < password && !states[i].isInert && Self.usernameTypes.contains(states[i].type)
                && states[i].mentions(FormPatterns.search) == nil && states[i].mentions(FormPatterns.captcha) == nil
        }
        let shown = before.filter { states[$0].field.visible }
        let pool = shown.isEmpty ? before : shown
        // The author's `email` token, then user-name words (as Firefox upgrades to a /username/ box before an
        // e-mail-like one), then a `type=email` box or e-mail words.
        if let i = pool.last(where: { states[$0].isAuthored && states[$0].designation == .email }) {
            return (i, "box marked email before the password")
        }
        if let i = pool.last(where: { states[$0].designation == .username }) {
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
            let token = Self.loginToken(states[i].scored.autocomplete)
            let named = token.map { FieldScorer.allows(type: states[i].type, $0) && $0 != .email && $0 != .tel } ?? false
            return states[i].designation != .oneTimeCode && !named
        }
        guard let i = plain.last else { return nil }
        let d = states[i].designation
        guard d == nil || d == .tel || d == .name else { return nil }
        return (i, "nearest box before the password")
    }

    /// Whether a field is the login's user-name box by the structure (evidence recorded by ``apply``).
    static func isUserBox(_ s: FieldState) -> Bool {
        s.candidates.evidence.contains { $0.signal == .loginStructure && $0.designation == .username }
    }

    /// Once the form's kind is known: a sign-up's passwords are new ones (unless the author said otherwise);
    /// a login's user-name box is `username` even when its words say e-mail; a username step's lone box is the
    /// user name.
    func applyKind(_ kind: FormKind, _ states: inout [FieldState]) {
        switch kind {
        case .signup:
            for i in group.members where states[i].designation == .currentPassword
                && Self.loginToken(states[i].scored.autocomplete) != .currentPassword {
                states[i].rule(.newPassword, .formKind, kind.rawValue)
            }
        case .login, .passwordStep:
            for i in group.members where Self.isUserBox(states[i]) && states[i].designation != .username {
                states[i].rule(.username, .formKind, kind.rawValue)
                dropOtherUsernames(&states, besides: i)
            }
        case .usernameStep:
            for i in group.members where states[i].field.visible && !states[i].isInert
                && Self.usernameTypes.contains(states[i].type) && states[i].mentions(FormPatterns.search) == nil
                && [nil, .email, .tel, .username].contains(states[i].designation) {
                states[i].rule(.username, .formKind, kind.rawValue)
            }
        default: break
        }
    }
}
