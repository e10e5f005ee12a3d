import Foundation
import FormFillModel
import FormFillSites

/// How well a vault item's URL matches the page (or app) asking for a login. Higher is better.
public enum URLMatchQuality: Int, Comparable, Sendable {
    /// Another site of the same shared-credential group (Apple's password-manager-resources lists:
    /// `aa.com` and `americanairlines.com`), or a domain the app identifier is listed with. Such a login
    /// may be *offered*, with the domain it was saved for (``URLMatch/sharedCredentialDomain``), never
    /// filled without the user choosing it.
    case sharedCredential = 0
    /// Same registrable domain (`accounts.acme.com` for an item on `www.acme.com`), or the same host on
    /// another port.
    case sameRegistrableDomain = 1
    /// The same host and port, or the same app identifier / service string.
    case exactHost = 2

    /// Orders qualities from the weakest match to the best.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// The outcome of matching one login against a page: the best of its URLs.
public struct URLMatch: Sendable, Hashable {
    /// How well the item's URL matches the page.
    public var quality: URLMatchQuality
    /// The item URL that gave ``quality``.
    public var itemURL: String
    /// True when the page is `http:` and the item was saved for `https:`: the password must not be filled
    /// unless the user allows it (`--allow-insecure`).
    public var isInsecureDowngrade: Bool
    /// For a ``URLMatchQuality/sharedCredential`` match: the listed domain the login was saved for
    /// (`aa.com`), to show the user. Nil for the other qualities.
    public var sharedCredentialDomain: String?
}

/// Matches vault items to the page or app asking for them, the way a careful password manager does.
///
/// Rules:
/// - Web URLs match by registrable domain from the Public Suffix List; the exact host (and port) ranks
///   first. Never by substring: `acme.com.evil.net` and `evilacme.com` do not match `acme.com`, and
///   `bob.github.io` does not match `alice.github.io` (`github.io` is a public suffix).
/// - IP addresses and `localhost` match only the same address and port.
/// - Ports count when explicit and not the scheme's default (`:443` on https is the same as none).
/// - Hosts compare case-insensitively in their punycode form (`bücher.de` equals `xn--bcher-kva.de`).
/// - App identifiers (`app://com.acme.awesome-app`; also `androidapp://` and `iosapp://`, each matching only
///   its own scheme) match the same identifier, case-insensitively, since
///   bundle identifiers are unique regardless of case. Service strings (`TouchMeIn.Login`, anything without
///   a scheme that is not a host name under a known public suffix) match exactly, case-sensitively, after
///   trimming surrounding whitespace. Both report ``URLMatchQuality/exactHost``.
/// - A string without a scheme that is a host name under a known suffix (`acme.com`, `acme.com/login`)
///   is a web location with an unknown scheme: it matches like a URL and never counts as a downgrade.
/// - Site knowledge (``SiteKnowledge``, `docs/site-knowledge.md`) adds the lowest quality,
///   ``URLMatchQuality/sharedCredential``, only when no URL of the login matches directly: a login saved for
///   one site of a shared-credential group on another (one-way groups only from their `from` side to their
///   `to` side), and an `app://` identifier's listed domains. Lookalikes stay rejected: list domains cover
///   their subdomains by whole labels only.
public struct URLMatcher: Sendable {
    /// The Public Suffix List that decides registrable domains.
    public let suffixList: PublicSuffixList
    /// The lists behind ``URLMatchQuality/sharedCredential`` matches (``SiteKnowledge/empty`` turns them off).
    public let sites: SiteKnowledge

    /// A matcher with the given suffix list and site knowledge (the bundled ones by default).
    public init(suffixList: PublicSuffixList = .bundled, sites: SiteKnowledge = .bundled) {
        self.suffixList = suffixList
        self.sites = sites
    }

    /// The quality of the match between an item's URL and the page's URL, or nil when they do not match.
    public func quality(itemURL: String, pageURL: String) -> URLMatchQuality? {
        guard let item = location(itemURL), let page = location(pageURL) else { return nil }
        return quality(item, page) ?? (sharedCredentialDomain(item, page) != nil ? .sharedCredential : nil)
    }

    /// True when the page is plain `http:` (or `ws:`) and the item was saved for `https:` (or `wss:`).
    /// The generator must then withhold the password unless insecure filling was allowed.
    public func isInsecureDowngrade(itemURL: String, pageURL: String) -> Bool {
        guard case .web(let item)? = location(itemURL), case .web(let page)? = location(pageURL) else {
            return false
        }
        return Self.isDowngrade(item, page)
    }

    /// The best match among the item's URLs (secure ones preferred on a tie), or nil when none matches.
    public func bestMatch(for item: LoginItem, pageURL: String) -> URLMatch? {
        guard let page = location(pageURL) else { return nil }
        return bestMatch(item, page)
    }

    /// The logins that match the page, best first; ties keep the items' order.
    public func rankedLogins(_ items: [LoginItem], for pageURL: String) -> [(item: LoginItem, quality: URLMatchQuality)] {
        guard let page = location(pageURL) else { return [] }
        let matches = items.enumerated().compactMap { offset, item in
            bestMatch(item, page).map { (offset: offset, item: item, quality: $0.quality) }
        }
        return matches
            .sorted { $0.quality != $1.quality ? $0.quality > $1.quality : $0.offset < $1.offset }
            .map { (item: $0.item, quality: $0.quality) }
    }

    // MARK: Locations

    /// What a URL string designates once parsed.
    enum Location: Equatable {
        case web(WebLocation)
        /// Lowercased bundle-style identifier from `app://…`.
        case app(String)
        /// A service string, trimmed.
        case service(String)
    }

    struct WebLocation: Equatable {
        /// Lowercased; nil when the string had no scheme.
        var scheme: String?
        /// Normalized (lowercase punycode, no trailing dot; IPv6 without brackets).
        var host: String
        /// Nil when absent or the scheme's default.
        var port: Int?
        var ip: IPAddress?
        var isLocalhost: Bool { host == "localhost" || host.hasSuffix(".localhost") }
    }

    /// Schemes of app identifiers: FormFill's `app://`, and Bitwarden's `androidapp://` and `iosapp://`.
    private static let appSchemes: Set<String> = ["app", "androidapp", "iosapp"]

    private static let defaultPorts: [String: Int] = ["http": 80, "https": 443, "ws": 80, "wss": 443, "ftp": 21]

    func location(_ string: String) -> Location? {
        let text = string.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty else { return nil }
        if let range = text.range(of: "://") {
            let scheme = text[..<range.lowerBound].lowercased()
            let rest = text[range.upperBound...]
            guard Self.isScheme(scheme) else { return .service(text) }
            if Self.appSchemes.contains(scheme) {
                let identifier = rest.split(separator: "/").first.map { $0.lowercased() } ?? ""
                // Keep the scheme apart from `app`, so an Android package matches only Android packages.
                return identifier.isEmpty ? nil : .app(scheme == "app" ? identifier : "\(scheme)://\(identifier)")
            }
            return webLocation(scheme: scheme, afterSlashes: rest).map(Location.web)
        }
        // No scheme: a host name under a known suffix, an IP address or localhost is a web location;
        // anything else (`TouchMeIn.Login`) is a service string.
        if !text.contains(where: { $0.isWhitespace || $0 == "@" }), let web = webLocation(scheme: nil, afterSlashes: Substring(text)),
           web.ip != nil || web.isLocalhost || suffixList.hasKnownTopLevel(web.host) {
            return .web(web)
        }
        return .service(text)
    }

    private static func isScheme(_ s: String) -> Bool {
        guard let first = s.unicodeScalars.first, first.isASCII, first.properties.isAlphabetic else { return false }
        return s.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "+-.".unicodeScalars.contains($0)) }
    }

    private func webLocation(scheme: String?, afterSlashes rest: Substring) -> WebLocation? {
        var authority = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" && $0 != "\\" }
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        var hostPart = authority
        var portText: Substring = ""
        if authority.hasPrefix("[") {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            hostPart = authority[authority.index(after: authority.startIndex)..<close]
            let after = authority[authority.index(after: close)...]
            if !after.isEmpty {
                guard after.hasPrefix(":") else { return nil }
                portText = after.dropFirst()
            }
        } else if let colon = authority.lastIndex(of: ":") {
            hostPart = authority[..<colon]
            portText = authority[authority.index(after: colon)...]
        }
        var port: Int?
        if !portText.isEmpty {
            guard portText.allSatisfy(\.isASCII), let p = Int(portText), (0...65535).contains(p) else { return nil }
            port = p
        }
        if let scheme, port == Self.defaultPorts[scheme] { port = nil }
        let rawHost = String(hostPart).removingPercentEncoding ?? String(hostPart)
        if let ip = IPAddress(rawHost) {
            return WebLocation(scheme: scheme, host: rawHost.lowercased(), port: port, ip: ip)
        }
        guard let host = HostName.normalize(rawHost),
              host.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "." || $0 == "_" })
        else { return nil }
        return WebLocation(scheme: scheme, host: host, port: port, ip: nil)
    }

    // MARK: Matching

    private func bestMatch(_ item: LoginItem, _ page: Location) -> URLMatch? {
        var best: URLMatch?
        for url in item.urls {
            guard let location = location(url), let quality = quality(location, page) else { continue }
            let downgrade = Self.isDowngrade(location, page)
            let candidate = URLMatch(quality: quality, itemURL: url, isInsecureDowngrade: downgrade, sharedCredentialDomain: nil)
            if let current = best {
                if quality > current.quality || (quality == current.quality && current.isInsecureDowngrade && !downgrade) {
                    best = candidate
                }
            } else {
                best = candidate
            }
        }
        return best ?? bestSharedCredentialMatch(item, page)
    }

    /// The first of the item's URLs the site lists offer on the page, secure ones first.
    private func bestSharedCredentialMatch(_ item: LoginItem, _ page: Location) -> URLMatch? {
        var best: URLMatch?
        for url in item.urls {
            guard let location = location(url), let domain = sharedCredentialDomain(location, page) else { continue }
            let downgrade = Self.isDowngrade(location, page)
            if best == nil || (best!.isInsecureDowngrade && !downgrade) {
                best = URLMatch(quality: .sharedCredential, itemURL: url, isInsecureDowngrade: downgrade, sharedCredentialDomain: domain)
            }
        }
        return best
    }

    /// The listed domain an item location was saved for, when the site lists offer it on the page: a
    /// shared-credential group (web page), or the app identifier's domains (`app://` page). IP addresses,
    /// `localhost` and explicit ports other than the scheme's default never match through the lists.
    private func sharedCredentialDomain(_ item: Location, _ page: Location) -> String? {
        guard case .web(let saved) = item, saved.ip == nil, !saved.isLocalhost, saved.port == nil else { return nil }
        switch page {
        case .web(let web):
            guard web.ip == nil, !web.isLocalhost, web.port == nil else { return nil }
            return sites.sharedCredentialDomain(savedHost: saved.host, pageHost: web.host)
        case .app(let identifier):
            return sites.domains(forAppIdentifier: identifier).first { saved.host == $0 || saved.host.hasSuffix("." + $0) }
        case .service:
            return nil
        }
    }

    private func quality(_ item: Location, _ page: Location) -> URLMatchQuality? {
        switch (item, page) {
        case let (.app(a), .app(b)), let (.service(a), .service(b)):
            return a == b ? .exactHost : nil
        case let (.web(a), .web(b)):
            if a.ip != nil || b.ip != nil || a.isLocalhost || b.isLocalhost {
                let sameHost = a.ip != nil ? a.ip == b.ip : a.host == b.host
                return sameHost && a.port == b.port ? .exactHost : nil
            }
            if a.host == b.host && a.port == b.port { return .exactHost }
            // A registrable domain has at least two labels and ends both hosts, so hosts whose last two
            // labels differ cannot share one; this spares loading the suffix list for other sites' items.
            guard Self.lastTwoLabels(a.host) == Self.lastTwoLabels(b.host),
                  let domain = suffixList.registrableDomain(forHost: a.host),
                  domain == suffixList.registrableDomain(forHost: b.host) else { return nil }
            return .sameRegistrableDomain
        default:
            return nil
        }
    }

    private static func lastTwoLabels(_ host: String) -> Substring {
        guard let last = host.lastIndex(of: ".") else { return Substring(host) }
        return host[..<last].lastIndex(of: ".").map { host[host.index(after: $0)...] } ?? Substring(host)
    }

    private static func isDowngrade(_ item: Location, _ page: Location) -> Bool {
        guard case .web(let i) = item, case .web(let p) = page else { return false }
        return isDowngrade(i, p)
    }

    private static func isDowngrade(_ item: WebLocation, _ page: WebLocation) -> Bool {
        (item.scheme == "https" && page.scheme == "http") || (item.scheme == "wss" && page.scheme == "ws")
    }
}

extension URLMatcher {
    /// The host of a web URL as matching reads it (lowercase, punycode, without a trailing dot; a backslash
    /// ends it as in a browser), for messages that name the page's site; nil for anything else.
    public func host(of urlString: String) -> String? {
        if case .web(let web)? = location(urlString) { web.host } else { nil }
    }

    /// A short name for what a URL string designates, for titles of new items: the registrable domain of
    /// a web URL (else its host), the identifier of an `app://` URL, or the service string itself.
    public func siteName(for urlString: String) -> String? {
        switch location(urlString) {
        case .web(let web)?: suffixList.registrableDomain(forHost: web.host) ?? web.host
        case .app(let identifier)?: identifier
        case .service(let service)?: service
        case nil: nil
        }
    }
}
