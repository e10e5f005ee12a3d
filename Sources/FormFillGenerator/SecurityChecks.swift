import Foundation
import FormFillClassifier
import FormFillModel

/// Flags a form whose action posts to another site than the page's.
///
/// A careful password manager still fills such a form (single sign-on pages and payment providers post
/// across sites all the time) but says so, so the host can ask the user or show it.
enum CrossSiteCheck {
    /// A warning naming both sites, or nil when the action stays on the page's registrable domain, is empty or
    /// is not an `http(s)` URL.
    static func warning(page: PageDetails, formOpid: String) -> String? {
        guard let action = page.form(formOpid)?.htmlAction, !action.isEmpty,
              let actionURL = URL(string: action), let scheme = actionURL.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let actionHost = actionURL.host?.lowercased(),
              let pageHost = URL(string: page.url)?.host?.lowercased() else { return nil }
        guard actionHost != pageHost else { return nil }
        let actionSite = site(of: actionHost), pageSite = site(of: pageHost)
        guard actionSite != pageSite else { return nil }
        return "the form posts to another site (\(actionSite)) than the page (\(pageSite)); check it before submitting"
    }

    /// The registrable domain, or the host itself for IP addresses, `localhost` and public suffixes.
    static func site(of host: String) -> String {
        PublicSuffixList.bundled.registrableDomain(forHost: host) ?? host
    }
}

/// The http-downgrade rule: an item saved for `https:` gives no password or one-time code to an `http:` page
/// unless the user allows it.
struct InsecurePageRule {
    let isDowngrade: Bool
    let allowInsecure: Bool

    init(savedURL: String?, pageURL: String, allowInsecure: Bool) {
        isDowngrade = savedURL.map { URLMatcher().isInsecureDowngrade(itemURL: $0, pageURL: pageURL) } ?? false
        self.allowInsecure = allowInsecure
    }

    /// Whether secrets (passwords, one-time codes) are withheld.
    var withholdsSecrets: Bool { isDowngrade && !allowInsecure }

    /// Flags and warns when the rule applies.
    func report(into builder: inout ScriptBuilder, withheldSomething: Bool) {
        guard isDowngrade else { return }
        if allowInsecure {
            builder.flag("insecure-page", warning: "the page is not secure (http) but the item was saved for https; filled because insecure filling was allowed")
        } else {
            builder.flag("insecure-page", warning: "the page is not secure (http) but the item was saved for https; the password and one-time code were not filled (allow insecure filling to fill them)")
            if withheldSomething { builder.flag("password-withheld") }
        }
    }
}
