import Foundation
import FormFillSites

/// Site knowledge looked up by URL string: the host is parsed and normalized the way matching does it, so
/// the lists see the same host (`https://WWW.AA.com:443/x` → `www.aa.com`). App identifiers, service strings,
/// IP addresses and `localhost` have no site entries.
extension URLMatcher {
    /// The normalized host of a web URL (or scheme-less host name), else nil.
    package func siteHost(_ urlString: String) -> String? {
        guard case .web(let web)? = location(urlString), web.ip == nil, !web.isLocalhost else { return nil }
        return web.host
    }

    /// The site's password rules from the lists, for a page URL or a bare host name.
    public func sitePasswordRules(for urlString: String) -> SiteEntry? {
        siteHost(urlString).flatMap { sites.passwordRules(forHost: $0) }
    }

    /// The listed aggregator domain (`plaid.com`) a URL or origin is on, or nil.
    public func embeddedAggregatorDomain(for urlString: String) -> String? {
        siteHost(urlString).flatMap { sites.embeddedAggregatorDomain(forHost: $0) }
    }

    /// The listed domain (`usaa.com`) whose login wants the one-time code right after the password, or nil.
    public func appendsOneTimeCodeDomain(for urlString: String) -> String? {
        siteHost(urlString).flatMap { sites.appendsOneTimeCodeDomain(forHost: $0) }
    }

    /// Where to change the password of a login saved for `itemURL`: the list's page for the site, else
    /// `/.well-known/change-password` on the item's origin (the W3C convention, which sites redirect to
    /// their own page). Nil for app identifiers, service strings, IP addresses and `localhost`.
    public func changePasswordPage(forItemURL itemURL: String) -> ChangePasswordPage? {
        guard case .web(let web)? = location(itemURL), web.ip == nil, !web.isLocalhost else { return nil }
        if let entry = sites.changePasswordURL(forHost: web.host) {
            return ChangePasswordPage(url: entry.value, source: .siteList, listedDomain: entry.domain)
        }
        // A scheme-less item (`acme.com`) is a web site: https. Only http(s) items have a well-known page.
        let scheme = web.scheme ?? "https"
        guard scheme == "https" || scheme == "http" else { return nil }
        let port = web.port.map { ":\($0)" } ?? ""
        return ChangePasswordPage(url: "\(scheme)://\(web.host)\(port)/.well-known/change-password", source: .wellKnown,
                                  listedDomain: nil)
    }
}

/// A site's change-password page and where it came from.
public struct ChangePasswordPage: Sendable, Hashable {
    /// Where the URL comes from.
    public enum Source: String, Sendable, Hashable {
        /// The site's entry in Apple's change-password-URLs list.
        case siteList = "site-list"
        /// `/.well-known/change-password` on the item's origin (W3C "A Well-Known URL for Changing Passwords").
        case wellKnown = "well-known"
    }

    /// The page to open.
    public var url: String
    /// Where ``url`` comes from.
    public var source: Source
    /// For ``Source/siteList``: the listed domain whose entry was used.
    public var listedDomain: String?

    /// Creates a change-password page.
    public init(url: String, source: Source, listedDomain: String? = nil) {
        self.url = url; self.source = source; self.listedDomain = listedDomain
    }
}
