import Foundation
import FormFillModel

/// The account a page's sign-in form names: the user name the page wrote into it.
///
/// A password step often carries the account it signs in: a hidden `<input autocomplete="username">` (what
/// browsers ask such steps to carry), or a read-only e-mail box showing it. A sign-in page may also prefill its
/// user-name box (a "remember me" page). Chrome and Firefox read both to choose among a site's saved logins;
/// FormFill does too: the login with that user name comes first, and a step whose account the page fixed
/// (the user cannot change it) gets no other account's password.
package struct SignInAccount: Sendable, Equatable {
    /// The user name, as the page wrote it (trimmed).
    package let userName: String
    /// Whether the page fixed it: shown in a box the user cannot edit (hidden, read-only, disabled), where
    /// another login's user name cannot go, so its password would sign in nobody.
    package let isFixed: Bool

    /// Kinds of form a saved login signs in to.
    static let signInKinds: Set<FormKind> = [.login, .usernameStep, .passwordStep, .oneTimeCode]

    /// The account the page's visible sign-in forms name, nil when they name none or disagree. A fixed account
    /// comes from a box the user cannot change that its author declared a user name or e-mail
    /// (``PageModel/Field/AccountValue``), in a form without a user-name box to type into; otherwise such a box,
    /// or a prefilled box designated `username` or `email`, names one that only chooses.
    package static func named(in page: ClassifiedPage) -> SignInAccount? {
        let fields = page.page.fields, verdicts = page.classification.fields
        var fixed: [String] = [], prefilled: [String] = []
        for (k, form) in page.classification.forms.enumerated() where form.visible && signInKinds.contains(form.kind) {
            let members = page.formFields[k]
            // Where the user types the user name, the form fixes nothing: a hidden one beside it is a hint.
            let typed = members.contains { i in
                fields[i].takesValue && (verdicts[i].designation == .username || verdicts[i].designation == .email)
            }
            for i in members {
                guard let account = fields[i].accountValue else { continue }
                if account.isFixed {
                    if typed { prefilled.append(account.value) } else { fixed.append(account.value) }
                } else if verdicts[i].designation == .username || verdicts[i].designation == .email {
                    prefilled.append(account.value)
                }
            }
        }
        if let userName = the(fixed) { return SignInAccount(userName: userName, isFixed: true) }
        guard fixed.isEmpty, let userName = the(prefilled) else { return nil }
        return SignInAccount(userName: userName, isFixed: false)
    }

    /// The one value of `values` (compared as user names are), nil when there is none or they differ.
    private static func the(_ values: [String]) -> String? {
        guard let first = values.first,
              values.dropFirst().allSatisfy({ same($0, first) }) else { return nil }
        return first
    }

    /// Whether `login` is this account: its user name the same without regard to case or surrounding spaces.
    package func isAccount(of login: LoginItem) -> Bool { closeness(of: login) != nil }

    /// How close `login`'s user name is to this account's: 0 written the same (surrounding spaces aside), 1 the
    /// same but for case, nil another account.
    package func closeness(of login: LoginItem) -> Int? {
        let name = login.username.trimmingCharacters(in: .whitespacesAndNewlines)
        if name == userName { return 0 }
        return Self.same(name, userName) ? 1 : nil
    }

    private static func same(_ a: String, _ b: String) -> Bool {
        a.caseInsensitiveCompare(b) == .orderedSame
    }
}

extension FillResult {
    /// Adds a warning to the result and to its script's metadata (once).
    package mutating func warn(_ warning: String) {
        guard !warnings.contains(warning) else { return }
        warnings.append(warning)
        script.metadata.warnings.append(warning)
    }
}
