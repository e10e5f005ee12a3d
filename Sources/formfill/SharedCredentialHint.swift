import FormFill

/// The end of `fill`'s "no vault item matches" message when logins of another site of the page's
/// shared-credential group exist: they are never filled by themselves, so name them and `--item`.
enum SharedCredentialHint {
    /// `matcher` is the one the fill used, so the hint names the logins it refused.
    static func hint(pageURL: String, items: [VaultItem], matcher: URLMatcher) -> String {
        let offers = items.compactMap { item -> String? in
            guard case .login(let login) = item,
                  let domain = matcher.bestMatch(for: login, pageURL: pageURL)?.sharedCredentialDomain else { return nil }
            return "\(login.id) (saved for \(domain))"
        }
        guard !offers.isEmpty else { return "" }
        return "; logins of sites that share their accounts with it: \(offers.joined(separator: ", ")); fill one with --item ID"
    }
}
