import FormFillModel

/// Decides which password is the current one, which the new one and its confirmation, and which field holds
/// the user name: the nearest visible text, e-mail or tel field before the first password of the same group.
struct LoginRoles: Sendable {
    let group: FieldGroup

    private func passwords(_ states: [FieldState]) -> [Int] {
        group.members.filter {
            let d = states[$0].designation
            return (d == .currentPassword || d == .newPassword) && !states[$0].isInert
        }
    }

    func apply(_ states: inout [FieldState]) {
        let list = passwords(states).filter { states[$0].field.visible }
        let all = list.isEmpty ? passwords(states) : list
        for (n, i) in all.enumerated() {
            if states[i].candidates.score(states[i].designation!) >= 10 { continue }  // autocomplete said so
            if let w = states[i].mentions(PasswordRoleWords.current) {
                states[i].add("label", w, .currentPassword, 1.5)
            } else if let w = states[i].mentions(PasswordRoleWords.confirm) ?? states[i].mentions(PasswordRoleWords.new) {
                states[i].add("label", w, .newPassword, 3)
            } else if n > 0 {
                // A password after another one confirms or replaces it.
                states[i].add("neighbours", "password after a password", .newPassword, 3)
            }
        }
        // Of two unmarked passwords, the first is new too when the second only confirms it.
        if all.count == 2, states[all[1]].designation == .newPassword, states[all[0]].mentions(PasswordRoleWords.current) == nil,
           states[all[0]].candidates.score(.currentPassword) < 10 {
            states[all[0]].add("neighbours", "followed by its confirmation", .newPassword, 3)
        }
        assignUsername(&states, beforePassword: all.first)
    }

    /// The user name is the nearest visible text, e-mail or tel field before the password.
    private func assignUsername(_ states: inout [FieldState], beforePassword password: Int?) {
        guard let password else { return }
        let before = group.members.filter { $0 < password && !states[$0].isInert && states[$0].type != "password" }
        let candidates = before.filter {
            ["text", "email", "tel", ""].contains(states[$0].type) && states[$0].field.visible
        }
        guard let nearest = candidates.last ?? before.last(where: { ["text", "email", "tel", ""].contains(states[$0].type) }) else { return }
        let d = states[nearest].designation
        guard d == nil || d == .username || d == .email || d == .tel || d == .name else { return }
        states[nearest].add("position", "nearest field before the password", .username, 1.2)
        // An explicit user-name field elsewhere in the group keeps its designation; this one stays what it was
        // when its own words are stronger (an e-mail on a sign-up form stays `email`).
    }

    /// Once the form's kind is known: a sign-up form's only password is a new one; a login's user name is
    /// `username` even when its words say e-mail.
    func applyKind(_ kind: FormKind, _ states: inout [FieldState]) {
        let list = passwords(states)
        switch kind {
        case .signup:
            for i in list where states[i].designation == .currentPassword && states[i].candidates.score(.currentPassword) < 10 {
                states[i].add("form-kind", kind.rawValue, .newPassword, 3)
            }
        case .login, .passwordStep:
            // The nearest field before the password is the user name, whatever its words say (often "E-mail").
            for i in group.members where states[i].candidates.evidence.contains(where: { $0.signal == "position" })
                && states[i].designation != .username && states[i].candidates.score(states[i].designation ?? .username) < 10 {
                states[i].add("form-kind", kind.rawValue, .username, states[i].score - states[i].candidates.score(.username) + 0.5)
            }
        case .usernameStep:
            for i in group.members where (states[i].designation == .email || states[i].designation == .tel) && states[i].field.visible {
                states[i].add("form-kind", kind.rawValue, .username, states[i].score + 0.5)
            }
        default: break
        }
    }
}
