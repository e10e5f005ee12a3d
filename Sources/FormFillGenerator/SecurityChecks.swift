import Foundation
import FormFillURLMatching
import FormFillModel

/// Where a form sends what is typed into it, judged against the page it is on.
///
/// Every URL a submission can go to counts (``FormDetails/destinations``: the action and each submit
/// control's `formaction`); they were resolved by the collector the way browsers resolve them.
enum Destination: Equatable {
    /// The page's own registrable domain, or no navigation at all (`javascript:`, `about:`).
    case sameSite
    /// Another registrable domain (the site named).
    case crossSite(String)
    /// From an `https:` page to plain `http:` (the destination's host): a mixed form, as Chrome calls it.
    case insecure(String)
    /// Not a URL a browser could post to from this page (unparsable, or another scheme such as `mailto:`).
    case unknown(String)

    /// The registrable domain, or the host itself for IP addresses, `localhost` and public suffixes.
    static func site(of host: String, suffixList: PublicSuffixList) -> String {
        suffixList.registrableDomain(forHost: host) ?? host
    }

    fileprivate var rank: Int {
        switch self {
        case .sameSite: 0
        case .unknown: 1
        case .crossSite: 2
        case .insecure: 3
        }
    }

    /// The flag a fill script carries for it.
    var flag: String? {
        switch self {
        case .sameSite: nil
        case .crossSite: "cross-site-action"
        case .insecure: "insecure-action"
        case .unknown: "unknown-action"
        }
    }

    /// Why secrets may not go there from a page of `pageSite`, for warnings and errors (no value, only sites).
    fileprivate func reason(pageSite: String) -> String? {
        switch self {
        case .sameSite: return nil
        case .crossSite(let site): return "the form posts to another site (\(site)) than the page (\(pageSite))"
        case .insecure(let host): return "the form posts from this https page to \(host) over plain http"
        case .unknown(let target): return "the form posts somewhere that is not a web address of this site (\(target))"
        }
    }
}

/// Judges where forms send what is typed into them, from one page: the page's scheme, host and registrable
/// domain are read once, not once per form (a page can have thousands of forms).
struct FormDestinations {
    private let suffixList: PublicSuffixList
    private let pageScheme: String
    private let pageHost: String
    private let pageSite: String

    init(pageURL: String, suffixList: PublicSuffixList) {
        self.suffixList = suffixList
        let page = URLComponents(string: pageURL)
        pageScheme = page?.scheme?.lowercased() ?? ""
        pageHost = page?.host?.lowercased() ?? ""
        pageSite = Destination.site(of: pageHost, suffixList: suffixList)
    }

    /// The destination of one URL: a `javascript:` or `about:` URL, the page's own host or registrable domain,
    /// and a `file:` URL from a `file:` page are the same site; `http:` from an `https:` page is insecure.
    func destination(of url: String) -> Destination {
        let trimmed = Self.trimmingWhitespace(url)
        guard !trimmed.isEmpty else { return .sameSite }
        guard let target = URLComponents(string: trimmed), let scheme = target.scheme?.lowercased() else {
            return .unknown(String(trimmed.prefix(80)))
        }
        switch scheme {
        case "javascript", "about": return .sameSite
        case "http", "https": break
        default: return scheme == pageScheme && scheme == "file" ? .sameSite : .unknown(scheme + ":")
        }
        guard let host = target.host?.lowercased(), !host.isEmpty else { return .unknown(String(trimmed.prefix(80))) }
        if pageScheme == "https" && scheme == "http" { return .insecure(host) }
        if host == pageHost { return .sameSite }
        let site = Destination.site(of: host, suffixList: suffixList)
        return site == pageSite ? .sameSite : .crossSite(site)
    }

    /// Why secrets may not go to `destination`, for warnings and errors (no value, only sites); nil for the
    /// same site.
    func reason(for destination: Destination) -> String? { destination.reason(pageSite: pageSite) }

    /// The worst destination of a form's URLs (``PageModel/Form/destinations``): insecure before cross-site
    /// before unknown; nil for a formless group (nothing posts it; the page's scripts send what they send).
    func worst(of urls: [String]?) -> Destination {
        guard let urls else { return .sameSite }
        var worst = Destination.sameSite
        for url in urls {
            let destination = destination(of: url)
            if destination.rank > worst.rank { worst = destination }
        }
        return worst
    }

    /// `url.trimmingCharacters(in: .whitespaces)`, without Foundation's character-set walk when the URL starts
    /// and ends with an ASCII character other than a space or a tab (the only ASCII members of the set).
    static func trimmingWhitespace(_ url: String) -> String {
        guard let first = url.utf8.first, let last = url.utf8.last,
              first < 0x80, last < 0x80, first != 0x20, first != 0x09, last != 0x20, last != 0x09 else {
            return url.trimmingCharacters(in: .whitespaces)
        }
        return url
    }
}

/// The http-downgrade rule: an item saved for `https:` gives no password or one-time code to an `http:` page
/// unless the user allows it.
struct InsecurePageRule {
    let isDowngrade: Bool
    let allowInsecure: Bool

    init(savedURL: String?, pageURL: String, allowInsecure: Bool, matcher: URLMatcher) {
        isDowngrade = savedURL.map { matcher.isInsecureDowngrade(itemURL: $0, pageURL: pageURL) } ?? false
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
