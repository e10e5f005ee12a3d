import FormFillModel

/// Current, new and confirmation among a group's real passwords, in order (see `docs/classification.md`,
/// "Roles"; more than five boxes have none): valid `current-password` / `new-password` tokens decide (an invalid
/// token list is read by its last login token). Where the author marked any password, an unmarked box gets a
/// role only from its own words (or its `passwordrules`: a new password's), or as the confirmation right after
/// a marked new password (unless both hold different prefilled values). Where nobody marked anything, the words
/// decide, and the unworded boxes get their role from their order and prefilled values. A confirmation's words
/// count only after another password box (a numbered name, `pw2`, only on the last box), and the box a
/// confirmation follows is a new password, unless its own label calls it current.
enum PasswordRoles {
    /// The role a password box takes.
    enum Role { case current, new, none }

    /// The most password boxes a login, a sign-up or a change of password has (Firefox's limit too): a form
    /// with more is something else (a list of accounts' passwords, masked answers), and none of its boxes gets
    /// a role.
    static let mostPasswords = 5

    /// Settles the roles of the real passwords `real`, in order; `signIn`: the group's buttons say sign in and
    /// none says sign up.
    static func assign(_ real: [Int], _ states: inout [FieldState], signIn: Bool = false) {
        guard real.count <= mostPasswords else {
            for i in real { states[i].rule(nil, .loginStructure, "\(real.count) password boxes: no login form") }
            return
        }
        let authored = real.map { i -> Designation? in
            let t = LoginParser.loginToken(states[i].scored.autocomplete)
            return t == .currentPassword || t == .newPassword ? t : nil
        }
        let values = real.map { states[$0].field.passwordValue ?? "" }
        /// Whether the box at `k` says it confirms the box before it (and not that it is a current password). A
        /// number ("password2", "pw2") says so only of the last box: among three, the second box is the second.
        func confirms(_ k: Int) -> Bool {
            let s = states[real[k]]
            guard k > 0, s.mentions(PasswordRoleWords.current) == nil, let w = s.mentions(PasswordRoleWords.confirm) else { return false }
            return k + 1 == real.count || w.last?.isNumber != true
        }
        /// Whether the box at `k` is only the confirmation of the box before it, which is then a new password: it
        /// confirms, does not say it is a new password itself, and holds no other value than that box.
        func confirmsBefore(_ k: Int) -> Bool {
            k < real.count && confirms(k) && states[real[k]].mentions(PasswordRoleWords.new) == nil
                && (values[k].isEmpty || values[k - 1].isEmpty || values[k] == values[k - 1])
        }
        let worded = real.indices.map { k -> (role: Role, signal: EvidenceSignal, word: String)? in
            let s = states[real[k]]
            if let w = s.mentions(PasswordRoleWords.current) {
                // Nobody types a current password twice: a box only its name or id calls current (a sign-up's
                // `inputCurrentPassword` labelled "Password") that the next box confirms is a new password.
                if confirmsBefore(k + 1), s.mentions(PasswordRoleWords.current, attributes: false) == nil {
                    return (.new, .loginStructure, "confirmed by the next box")
                }
                return (.current, .passwordRoleWord, w)
            }
            // A confirmation confirms a password before it: on the first box ("Confirm your password" to go on,
            // a lone `pw2`) its words say nothing.
            if confirms(k), let w = s.mentions(PasswordRoleWords.confirm) { return (.new, .passwordRoleWord, w) }
            if let w = s.mentions(PasswordRoleWords.new) { return (.new, .passwordRoleWord, w) }
            // Rules for a password manager to generate one by (WebKit's `passwordrules`) are a new password's.
            if s.field.hasPasswordRules { return (.new, .attribute(.passwordRules), "passwordrules") }
            return nil
        }
        let anyAuthored = authored.contains { $0 != nil }
        let anotherSecond = signIn && !anyAuthored && Self.asksAnotherSecret(real, states, worded: worded.map { $0 != nil }, values: values)
        let structure = anyAuthored ? [] : anotherSecond ? [.current, .none] : byOrder(values)
        for (k, i) in real.enumerated() {
            if let token = authored[k] {
                states[i].rule(token, .autocomplete, token.rawValue)
            } else if let (role, signal, word) = worded[k] {
                states[i].rule(role == .current ? .currentPassword : .newPassword, signal, word)
            } else if anyAuthored {
                // The author marked the passwords: an unmarked one is only the confirmation of a marked new one.
                let previous = k > 0 ? states[real[k - 1]].designation : nil
                if previous == .newPassword, authored[k - 1] == .newPassword || worded[k - 1] != nil,
                   values[k].isEmpty || values[k - 1].isEmpty || values[k - 1] == values[k] {
                    states[i].rule(.newPassword, .loginStructure, "confirms the marked new password")
                } else {
                    states[i].rule(nil, .loginStructure, "unmarked beside marked passwords")
                }
            } else if structure[k] != .new, confirmsBefore(k + 1) {
                states[i].rule(.newPassword, .loginStructure, "confirmed by the next box")
            } else if anotherSecond {
                states[i].rule(k == 0 ? .currentPassword : nil, .loginStructure,
                               k == 0 ? "a sign-in's password, another secret after it" : "another secret than a sign-in's password")
            } else {
                switch structure[k] {
                case .current: states[i].rule(.currentPassword, .loginStructure, reason(values, k))
                case .new: states[i].rule(.newPassword, .loginStructure, reason(values, k))
                case .none: states[i].rule(nil, .loginStructure, reason(values, k))
                }
            }
        }
    }

    /// Whether the second of a sign-in's two empty password boxes asks for another secret than the first
    /// ("Password", then "Transaction password", "Master password", "Secret word"): neither says a role (current,
    /// new, confirm), and the second has a label of its own that is not the first's. A confirmation repeats the
    /// first box's label, says so, or has none.
    static func asksAnotherSecret(_ real: [Int], _ states: [FieldState], worded: [Bool], values: [String]) -> Bool {
        guard real.count == 2, !worded.contains(true), values.allSatisfy(\.isEmpty),
              let second = ownLabel(states[real[1]]) else { return false }
        return ownLabel(states[real[0]]).map { $0 != second } ?? true
    }

    /// The folded words of a box's first label of its own (its label element, ARIA label, placeholder or title,
    /// not the text around it).
    private static func ownLabel(_ s: FieldState) -> [UInt8]? {
        s.scored.labelTexts.first { FieldScorer.ownLabelSources.contains($0.source) }.map { $0.text.compact }
    }

    /// Roles by order and prefilled values (as Chromium reads unmarked password boxes; an empty box's value is
    /// the empty one, equal to another empty box's). One box is the current password. Two: a prefilled first
    /// box and a different second one are current and new, else new and confirmation. Of the first three (later
    /// boxes get nothing): three equal prefilled values are one current password; the last two equal (three
    /// empty boxes too) current / new / confirmation; the first two equal new / confirmation / current; no pair
    /// (an empty box and two different values too): only the first is a password.
    static func byOrder(_ values: [String]) -> [Role] {
        let n = values.count
        guard n > 0 else { return [] }
        var roles = [Role](repeating: .none, count: n)
        let prefilled = !values[0].isEmpty
        switch n {
        case 1: roles[0] = .current
        case 2: roles = prefilled && values[0] != values[1] ? [.current, .new] : [.new, .new]
        default:
            if prefilled && values[0] == values[1] && values[1] == values[2] { roles[0] = .current }
            else if values[1] == values[2] { roles[0] = .current; roles[1] = .new; roles[2] = .new }
            else if values[0] == values[1] { roles[0] = .new; roles[1] = .new; roles[2] = .current }
            else { roles[0] = .current }
        }
        return roles
    }

    private static func reason(_ values: [String], _ k: Int) -> String {
        let prefilled = values.first.map { !$0.isEmpty } ?? false
        return "password \(k + 1) of \(values.count)\(prefilled ? ", by prefilled values" : "")"
    }
}
