import Foundation
import FormFillModel
import FormFillSupport

/// What trusted password managers know about sites that no page says, from Apple's password-manager-resources
/// lists (MIT license, Copyright Apple Inc.; `docs/site-knowledge.md`): shared-credential groups, sites'
/// password rules, change-password pages, app identifiers' domains, embedded bank-account aggregators and
/// sites that want the one-time code appended to the password.
///
/// Lookups take host names in normalized form (lowercase punycode, no trailing dot; `URLMatcher` passes
/// them so). A list entry for a domain covers its subdomains (`www.aa.com` is on `aa.com`), by whole labels
/// only: `evilaa.com` and `aa.com.evil.net` are not on `aa.com`. Every answer is an immutable value; the
/// bundled lists are read once per process, on first use.
public struct SiteKnowledge: Sendable {
    private enum Source: Sendable {
        case tables(SiteTables)
        case bundled
    }
    private let source: Source

    /// Each table of the bundled lists is read on its first use: matching URLs reads only the
    /// shared-credential lists, generating a password only the rules.
    private var shared: SharedTables {
        switch source {
        case .tables(let tables): tables.shared
        case .bundled: BundledSiteTables.shared
        }
    }

    private var facts: SiteFacts {
        switch source {
        case .tables(let tables): tables.facts
        case .bundled: BundledSiteTables.facts
        }
    }

    private var changePasswordURLs: [String: String] {
        switch source {
        case .tables(let tables): tables.lists.changePasswordURLs
        case .bundled: BundledSiteTables.changePasswordURLs
        }
    }

    private var passwordRulesList: [String: SiteLists.PasswordRulesEntry] {
        switch source {
        case .tables(let tables): tables.lists.passwordRules
        case .bundled: BundledSiteTables.passwordRules
        }
    }

    /// The lists shipped with FormFill (`Sources/FormFillSites/SiteKnowledge/`), read on first use.
    ///
    /// When the resource bundle or a file is missing, that list is empty: no shared-credential match, no site
    /// rules, no list entry; nothing is widened. Check ``isBundledAvailable`` to report a broken installation.
    public static let bundled = SiteKnowledge(source: .bundled)

    /// No site knowledge at all: FormFill as it was before these lists.
    public static let empty = SiteKnowledge(lists: SiteLists())

    /// Whether every bundled list's file was found (a file-system lookup, once per process).
    public static var isBundledAvailable: Bool { BundledSiteTables.missingFiles.isEmpty }

    /// The resource bundle that holds the lists, named as SwiftPM names it beside the executable.
    package static let resourceBundle = "FormFill_FormFillSites.resources"

    /// Reads the bundled lists now (once per process; on the first lookup otherwise).
    public static func prepare() {
        _ = BundledSiteTables.shared; _ = BundledSiteTables.facts
        _ = BundledSiteTables.changePasswordURLs; _ = BundledSiteTables.passwordRules
    }

    private init(source: Source) { self.source = source }

    /// Site knowledge from the given lists (tests, or an app that ships its own copy).
    public init(lists: SiteLists) { source = .tables(SiteTables(lists)) }

    /// The lists this knowledge answers from.
    public var lists: SiteLists {
        switch source {
        case .tables(let tables): return tables.lists
        case .bundled:
            var lists = BundledSiteTables.shared.lists
            lists.changePasswordURLs = BundledSiteTables.changePasswordURLs
            lists.embeddedAggregators = BundledSiteTables.facts.lists.embeddedAggregators
            lists.appendOneTimeCode = BundledSiteTables.facts.lists.appendOneTimeCode
            lists.passwordRules = BundledSiteTables.passwordRules
            return lists
        }
    }

    // MARK: Shared credentials

    /// The list domain a login saved for `savedHost` belongs to, when the lists say it may be offered on
    /// `pageHost`: both on one shared group, or `savedHost` on a one-way group's `from` side and `pageHost`
    /// on its `to` side. Nil otherwise, and for the same domain (that is not a shared-credential match).
    public func sharedCredentialDomain(savedHost: String, pageHost: String) -> String? {
        let tables = shared
        return tables.commonGroupDomain(savedHost, tables.sharedIndex, pageHost, tables.sharedIndex)
            ?? tables.commonGroupDomain(savedHost, tables.oneWayFromIndex, pageHost, tables.oneWayToIndex)
    }

    /// The web domains whose logins the app with this identifier may be offered: the identifier as listed
    /// (`TEAMID.com.example.app`), or its bundle identifier alone (`com.example.app`), case-insensitively.
    public func domains(forAppIdentifier identifier: String) -> [String] {
        let key = identifier.lowercased()
        let tables = shared
        return tables.appIdentifiers[key] ?? tables.appBundleIdentifiers[key] ?? []
    }

    // MARK: Per-site facts

    /// A site's password rules from the list: the most specific entry for the host (an entry marked
    /// exact-domain-only counts for that host alone).
    public func passwordRules(forHost host: String) -> SiteEntry? {
        let rules = passwordRulesList
        for domain in Self.suffixes(of: host) {
            guard let entry = rules[domain] else { continue }
            if entry.exactDomainOnly && domain != host { continue }
            return SiteEntry(domain: domain, value: entry.rules)
        }
        return nil
    }

    /// A site's change-password page from the list, for the host or the nearest listed parent domain.
    public func changePasswordURL(forHost host: String) -> SiteEntry? {
        let urls = changePasswordURLs
        return Self.suffixes(of: host).lazy.compactMap { domain in urls[domain].map { SiteEntry(domain: domain, value: $0) } }.first
    }

    /// The listed aggregator domain the host is on (`cdn.plaid.com` → `plaid.com`), or nil.
    public func embeddedAggregatorDomain(forHost host: String) -> String? {
        let facts = self.facts
        return Self.suffixes(of: host).first { facts.embeddedAggregators.contains($0) }
    }

    /// The listed domain whose login wants the one-time code after the password, or nil.
    public func appendsOneTimeCodeDomain(forHost host: String) -> String? {
        let facts = self.facts
        return Self.suffixes(of: host).first { facts.appendOneTimeCode.contains($0) }
    }

    /// The host and its parent domains of at least two labels, most specific first.
    static func suffixes(of host: String) -> [String] {
        var host = host.lowercased()
        if host.hasSuffix(".") { host.removeLast() }
        var out: [String] = []
        var rest = Substring(host)
        while rest.contains(".") {
            out.append(String(rest))
            rest = rest[rest.index(after: rest.firstIndex(of: ".")!)...]
        }
        return out
    }
}

/// A list's answer for a site, and the listed domain it came from.
public struct SiteEntry: Sendable, Hashable {
    /// The listed domain that covers the host asked about (`aa.com` for `www.aa.com`).
    public var domain: String
    /// The entry: the rules text, or the URL.
    public var value: String

    /// Creates an entry.
    public init(domain: String, value: String) { self.domain = domain; self.value = value }
}

/// The lists indexed for lookups.
private struct SiteTables: Sendable {
    let lists: SiteLists
    let shared: SharedTables
    let facts: SiteFacts

    init(_ lists: SiteLists) {
        self.lists = lists
        shared = SharedTables(lists)
        facts = SiteFacts(lists)
    }
}

/// The aggregators and appended-code sites (two short lists).
private struct SiteFacts: Sendable {
    /// Holds only the lists these facts come from.
    let lists: SiteLists
    let embeddedAggregators: Set<String>
    let appendOneTimeCode: Set<String>

    init(_ lists: SiteLists) {
        self.lists = SiteLists(embeddedAggregators: lists.embeddedAggregators, appendOneTimeCode: lists.appendOneTimeCode)
        embeddedAggregators = Set(lists.embeddedAggregators)
        appendOneTimeCode = Set(lists.appendOneTimeCode)
    }
}

/// The shared-credential groups and app identifiers, indexed.
private struct SharedTables: Sendable {
    /// Holds only the lists these tables come from.
    let lists: SiteLists
    /// Group numbers by domain.
    let sharedIndex: [String: Set<Int>]
    let oneWayFromIndex: [String: Set<Int>]
    let oneWayToIndex: [String: Set<Int>]
    /// Lowercased identifiers as listed, and lowercased bundle identifiers without their team prefix.
    let appIdentifiers: [String: [String]]
    let appBundleIdentifiers: [String: [String]]

    init(_ lists: SiteLists) {
        self.lists = SiteLists(sharedGroups: lists.sharedGroups, oneWayGroups: lists.oneWayGroups,
                               appIdentifiers: lists.appIdentifiers)
        func index(_ groups: [[String]]) -> [String: Set<Int>] {
            var out: [String: Set<Int>] = [:]
            for (number, group) in groups.enumerated() { for domain in group { out[domain, default: []].insert(number) } }
            return out
        }
        sharedIndex = index(lists.sharedGroups)
        oneWayFromIndex = index(lists.oneWayGroups.map(\.from))
        oneWayToIndex = index(lists.oneWayGroups.map(\.to))
        var identifiers: [String: [String]] = [:], bundles: [String: [String]] = [:]
        for (identifier, domains) in lists.appIdentifiers {
            identifiers[identifier.lowercased(), default: []] += domains
            if let bundle = Self.bundleIdentifier(identifier) { bundles[bundle.lowercased(), default: []] += domains }
        }
        appIdentifiers = identifiers
        appBundleIdentifiers = bundles
    }

    /// `com.example.app` for `ABCDE12345.com.example.app` (a ten-character uppercase team prefix).
    static func bundleIdentifier(_ identifier: String) -> String? {
        let parts = identifier.split(separator: ".", maxSplits: 1)
        guard parts.count == 2, parts[0].count == 10, parts[1].contains("."),
              parts[0].allSatisfy({ ($0.isUppercase || $0.isNumber) && $0.isASCII }) else { return nil }
        return String(parts[1])
    }

    /// The listed domain of `savedHost` (in `savedIndex`) that shares a group with a different listed domain
    /// of `pageHost` (in `pageIndex`), most specific first.
    func commonGroupDomain(_ savedHost: String, _ savedIndex: [String: Set<Int>],
                           _ pageHost: String, _ pageIndex: [String: Set<Int>]) -> String? {
        let pageGroups = SiteKnowledge.suffixes(of: pageHost).compactMap { domain in pageIndex[domain].map { (domain, $0) } }
        guard !pageGroups.isEmpty else { return nil }
        for savedDomain in SiteKnowledge.suffixes(of: savedHost) {
            guard let groups = savedIndex[savedDomain] else { continue }
            if pageGroups.contains(where: { $0.0 != savedDomain && !$0.1.isDisjoint(with: groups) }) { return savedDomain }
        }
        return nil
    }
}

/// The bundled lists, read and indexed once per process on first use (a static `let` is initialized lazily
/// and thread-safely).
private enum BundledSiteTables {
    static let directory = "SiteKnowledge"

    static func url(_ file: SiteLists.File) -> URL? {
        #if canImport(Darwin)
        Bundle.module.url(forResource: file.rawValue, withExtension: "json", subdirectory: directory)
        #else
        BundledResource.url(bundle: SiteKnowledge.resourceBundle, name: "\(directory)/\(file.rawValue)", extension: "json")
        #endif
    }

    static let missingFiles: [SiteLists.File] = SiteLists.File.allCases.filter { url($0) == nil }

    static let shared = SharedTables(lists(.sharedCredentials, .sharedCredentialsHistorical, .appIdentifiers))
    static let facts = SiteFacts(lists(.embeddedAggregators, .appendOneTimeCode))
    static let changePasswordURLs = lists(.changePasswordURLs).changePasswordURLs
    static let passwordRules = lists(.passwordRules).passwordRules

    /// The lists of the given files; a missing file leaves its list empty.
    private static func lists(_ names: SiteLists.File...) -> SiteLists {
        var files: [SiteLists.File: Data] = [:]
        for file in names {
            if let url = url(file), let data = try? Data(contentsOf: url) { files[file] = data }
        }
        return SiteLists(files: files)
    }
}
