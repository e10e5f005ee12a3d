import Foundation

/// The contents of Apple's password-manager-resources lists that FormFill uses, as plain values
/// (`docs/site-knowledge.md`). Domains are lowercase ASCII (punycode) host names without a scheme or port.
///
/// The bundled lists come from ``SiteKnowledge/bundled``; tests and apps can build their own.
public struct SiteLists: Sendable, Hashable {
    /// A group of sites that accept one and the same account (`{"shared": [...]}`): a login saved for any of
    /// them may be offered on the others.
    public var sharedGroups: [[String]]
    /// One-way groups (`{"from": [...], "to": [...]}`): a login saved for a `from` domain may be offered on
    /// the `to` domains, never the reverse.
    public var oneWayGroups: [OneWayGroup]
    /// A site's change-password page, by domain (`change-password-URLs.json`).
    public var changePasswordURLs: [String: String]
    /// Domains whose logins an app may be offered, by app identifier (`TEAMID.bundle.id`).
    public var appIdentifiers: [String: [String]]
    /// Services that ask for other services' credentials when embedded in a third-party frame (bank-account
    /// aggregators such as `plaid.com`).
    public var embeddedAggregators: [String]
    /// Sites whose login wants the one-time code typed right after the password, in the same field.
    public var appendOneTimeCode: [String]
    /// A site's `passwordrules`, by domain.
    public var passwordRules: [String: PasswordRulesEntry]

    /// A one-way group: credentials saved for ``from`` may be offered on ``to``.
    public struct OneWayGroup: Sendable, Hashable {
        /// The obsolete domains the credentials were saved for.
        public var from: [String]
        /// The domains they may be offered on.
        public var to: [String]
        /// Creates a one-way group.
        public init(from: [String], to: [String]) { self.from = from; self.to = to }
    }

    /// One entry of the password-rules list.
    public struct PasswordRulesEntry: Sendable, Hashable {
        /// The rules in Apple's `passwordrules` syntax.
        public var rules: String
        /// True when the rules hold only for the domain itself, not its subdomains.
        public var exactDomainOnly: Bool
        /// Creates an entry.
        public init(rules: String, exactDomainOnly: Bool = false) { self.rules = rules; self.exactDomainOnly = exactDomainOnly }
    }

    /// Creates lists; every list defaults to empty.
    public init(sharedGroups: [[String]] = [], oneWayGroups: [OneWayGroup] = [], changePasswordURLs: [String: String] = [:],
                appIdentifiers: [String: [String]] = [:], embeddedAggregators: [String] = [],
                appendOneTimeCode: [String] = [], passwordRules: [String: PasswordRulesEntry] = [:]) {
        self.sharedGroups = sharedGroups; self.oneWayGroups = oneWayGroups
        self.changePasswordURLs = changePasswordURLs; self.appIdentifiers = appIdentifiers
        self.embeddedAggregators = embeddedAggregators; self.appendOneTimeCode = appendOneTimeCode
        self.passwordRules = passwordRules
    }
}

extension SiteLists {
    /// The files of the lists, by the name password-manager-resources gives them under `quirks/`.
    package enum File: String, CaseIterable, Sendable {
        case sharedCredentials = "shared-credentials"
        case sharedCredentialsHistorical = "shared-credentials-historical"
        case changePasswordURLs = "change-password-URLs"
        case appIdentifiers = "apple-appIDs-to-domains-shared-credentials"
        case embeddedAggregators = "websites-that-ask-for-credentials-for-other-services-when-embedded-as-third-party"
        case appendOneTimeCode = "websites-that-append-2fa-to-password"
        case passwordRules = "password-rules"
    }

    /// Reads the lists from their JSON files' contents; a missing (nil) or unreadable file leaves its list
    /// empty, and an entry that does not have the list's shape (a domain that is not a lowercase host name,
    /// a change-password URL that is not `https:`) is skipped: the lists fail closed.
    package init(files: [File: Data]) {
        self.init()
        func json(_ file: File) -> Any? { files[file].flatMap { try? JSONSerialization.jsonObject(with: $0) } }
        for file in [File.sharedCredentials, .sharedCredentialsHistorical] {
            for case let entry as [String: Any] in json(file) as? [Any] ?? [] {
                if let shared = Self.domains(entry["shared"]), shared.count > 1 {
                    sharedGroups.append(shared)
                } else if let from = Self.domains(entry["from"]), let to = Self.domains(entry["to"]) {
                    oneWayGroups.append(OneWayGroup(from: from, to: to))
                }
            }
        }
        for (domain, url) in json(.changePasswordURLs) as? [String: Any] ?? [:] {
            guard Self.isDomain(domain), let url = url as? String, Self.isHTTPSURL(url) else { continue }
            changePasswordURLs[domain] = url
        }
        for (identifier, domains) in json(.appIdentifiers) as? [String: Any] ?? [:] {
            guard !identifier.isEmpty, let domains = Self.domains(domains) else { continue }
            appIdentifiers[identifier] = domains
        }
        embeddedAggregators = Self.domains(json(.embeddedAggregators)) ?? []
        appendOneTimeCode = Self.domains(json(.appendOneTimeCode)) ?? []
        for (domain, entry) in json(.passwordRules) as? [String: Any] ?? [:] {
            guard Self.isDomain(domain), let entry = entry as? [String: Any],
                  let rules = entry["password-rules"] as? String, !rules.isEmpty else { continue }
            passwordRules[domain] = PasswordRulesEntry(rules: rules, exactDomainOnly: entry["exact-domain-match-only"] as? Bool ?? false)
        }
    }

    /// The well-formed domains of a JSON array, or nil when it is not an array of strings.
    private static func domains(_ value: Any?) -> [String]? {
        guard let array = value as? [Any] else { return nil }
        let domains = array.compactMap { $0 as? String }.filter(isDomain)
        return domains.isEmpty ? nil : domains
    }

    /// A lowercase ASCII host name of at least two labels: letters, digits, `-` and `_`, no empty label.
    static func isDomain(_ text: String) -> Bool {
        let labels = text.split(separator: ".", omittingEmptySubsequences: false)
        return labels.count >= 2 && text.utf8.count <= 253 && labels.allSatisfy { label in
            !label.isEmpty && label.utf8.count <= 63 && label.utf8.allSatisfy { byte in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
        }
    }

    /// `https://` and a lowercase host name, then a path, query or nothing; no whitespace, no user info.
    private static func isHTTPSURL(_ text: String) -> Bool {
        guard text.hasPrefix("https://"), !text.utf8.contains(where: { $0 <= 0x20 || $0 == 0x7F }) else { return false }
        let rest = text.utf8.dropFirst("https://".utf8.count)
        let host = rest.prefix { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
        return isDomain(String(decoding: host, as: UTF8.self))
    }
}
