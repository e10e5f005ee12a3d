import Foundation
import FormFill
import FormFillTestSupport
import Testing

/// The lists' lookups, one rule per test from synthetic lists, then real entries of each bundled list.
@Suite struct SiteKnowledgeTests {
    static let synthetic = SiteKnowledge(lists: SiteLists(
        sharedGroups: [["alpha.com", "alpha-air.com", "login.partner.net"]],
        oneWayGroups: [SiteLists.OneWayGroup(from: ["old-name.com"], to: ["new-name.com"])],
        changePasswordURLs: ["alpha.com": "https://account.alpha.com/security"],
        appIdentifiers: ["ABCDE12345.com.alpha.app": ["alpha.com"]],
        embeddedAggregators: ["linker.com"],
        appendOneTimeCode: ["codebank.com"],
        passwordRules: ["alpha.com": .init(rules: "minlength: 8; maxlength: 12;"),
                        "exact.alpha.com": .init(rules: "minlength: 20;", exactDomainOnly: true)]))

    // MARK: Shared credentials

    @Test func aGroupSharesBothWaysAndNamesTheSavedDomain() {
        #expect(Self.synthetic.sharedCredentialDomain(savedHost: "www.alpha.com", pageHost: "alpha-air.com") == "alpha.com")
        #expect(Self.synthetic.sharedCredentialDomain(savedHost: "alpha-air.com", pageHost: "www.alpha.com") == "alpha-air.com")
        #expect(Self.synthetic.sharedCredentialDomain(savedHost: "alpha.com", pageHost: "login.partner.net") == "alpha.com")
    }

    @Test func sameDomainAndUnlistedSitesAreNotSharedMatches() {
        #expect(Self.synthetic.sharedCredentialDomain(savedHost: "alpha.com", pageHost: "www.alpha.com") == nil)
        #expect(Self.synthetic.sharedCredentialDomain(savedHost: "alpha.com", pageHost: "beta.com") == nil)
        // A listed subdomain covers only itself and below, not its siblings under the parent.
        #expect(Self.synthetic.sharedCredentialDomain(savedHost: "alpha.com", pageHost: "evil.partner.net") == nil)
    }

    @Test func lookalikesAreRejected() {
        for page in ["evilalpha-air.com", "alpha-air.com.evil.net", "alpha-air.co", "alpha-airxcom", "xn--alpha-air.com"] {
            #expect(Self.synthetic.sharedCredentialDomain(savedHost: "alpha.com", pageHost: page) == nil, "\(page)")
        }
        #expect(Self.synthetic.sharedCredentialDomain(savedHost: "alpha.com.evil.net", pageHost: "alpha-air.com") == nil)
    }

    @Test func oneWayGroupsMatchOnlyFromTheirFromSide() {
        #expect(Self.synthetic.sharedCredentialDomain(savedHost: "old-name.com", pageHost: "www.new-name.com") == "old-name.com")
        #expect(Self.synthetic.sharedCredentialDomain(savedHost: "new-name.com", pageHost: "old-name.com") == nil)
    }

    // MARK: Per-site facts

    @Test func passwordRulesCoverSubdomainsUnlessExactOnly() {
        #expect(Self.synthetic.passwordRules(forHost: "www.alpha.com") == SiteEntry(domain: "alpha.com", value: "minlength: 8; maxlength: 12;"))
        #expect(Self.synthetic.passwordRules(forHost: "exact.alpha.com")?.value == "minlength: 20;")
        // Below an exact-only entry, the parent's rules apply.
        #expect(Self.synthetic.passwordRules(forHost: "a.exact.alpha.com")?.domain == "alpha.com")
        #expect(Self.synthetic.passwordRules(forHost: "notalpha.com") == nil)
    }

    @Test func appIdentifiersResolveWithOrWithoutTheTeamPrefix() {
        #expect(Self.synthetic.domains(forAppIdentifier: "ABCDE12345.com.alpha.app") == ["alpha.com"])
        #expect(Self.synthetic.domains(forAppIdentifier: "com.alpha.APP") == ["alpha.com"])
        #expect(Self.synthetic.domains(forAppIdentifier: "com.alpha.app2").isEmpty)
    }

    @Test func aggregatorsAndAppendedCodesCoverSubdomains() {
        #expect(Self.synthetic.embeddedAggregatorDomain(forHost: "cdn.linker.com") == "linker.com")
        #expect(Self.synthetic.embeddedAggregatorDomain(forHost: "notlinker.com") == nil)
        #expect(Self.synthetic.appendsOneTimeCodeDomain(forHost: "www.codebank.com") == "codebank.com")
    }

    @Test func malformedEntriesAreSkipped() {
        let lists = SiteLists(files: [
            .sharedCredentials: Data(#"[{"shared": ["A.com", "b.com", "c .com", "d.com"]}, {"shared": ["solo.com"]}, 7]"#.utf8),
            .changePasswordURLs: Data(#"{"a.com": "http://a.com/pw", "b.com": "javascript:alert(1)", "c.com": "https://c.com/pw"}"#.utf8),
            .passwordRules: Data("not json".utf8),
        ])
        #expect(lists.sharedGroups == [["b.com", "d.com"]])
        #expect(lists.changePasswordURLs == ["c.com": "https://c.com/pw"])
        #expect(lists.passwordRules.isEmpty)
    }

    @Test func noListsMeansNoKnowledge() {
        let none = SiteKnowledge.empty
        #expect(none.sharedCredentialDomain(savedHost: "aa.com", pageHost: "americanairlines.com") == nil)
        #expect(none.passwordRules(forHost: "apple.com") == nil)
        #expect(none.domains(forAppIdentifier: "P7SDVXUZPK.com.etrade.mobileproiphone").isEmpty)
    }

    // MARK: Real entries of the bundled lists

    @Test func bundledListsAreAllPresent() {
        #expect(SiteKnowledge.isBundledAvailable)
        let lists = SiteKnowledge.bundled.lists
        #expect(lists.sharedGroups.count > 100 && lists.oneWayGroups.count >= 10)
        #expect(lists.changePasswordURLs.count >= 100 && lists.passwordRules.count >= 400)
    }

    @Test func noBundledEntryIsSkipped() throws {
        func count(_ file: String) throws -> Int {
            let url = Repository.root.appendingPathComponent("Sources/FormFillSites/SiteKnowledge/\(file).json")
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
            return (json as? [Any])?.count ?? (json as? [String: Any])?.count ?? -1
        }
        let lists = SiteKnowledge.bundled.lists
        #expect(lists.sharedGroups.count + lists.oneWayGroups.count == (try count("shared-credentials")) + (try count("shared-credentials-historical")))
        #expect(lists.changePasswordURLs.count == (try count("change-password-URLs")))
        #expect(lists.appIdentifiers.count == (try count("apple-appIDs-to-domains-shared-credentials")))
        #expect(lists.passwordRules.count == (try count("password-rules")))
        #expect(lists.embeddedAggregators.count == (try count("websites-that-ask-for-credentials-for-other-services-when-embedded-as-third-party")))
        #expect(lists.appendOneTimeCode.count == (try count("websites-that-append-2fa-to-password")))
    }

    @Test func bundledSharedCredentials() {
        let sites = SiteKnowledge.bundled
        // shared-credentials-historical.json: aa.com, americanairlines.com, americanairlines.jp.
        #expect(sites.sharedCredentialDomain(savedHost: "www.aa.com", pageHost: "www.americanairlines.com") == "aa.com")
        // shared-credentials.json: the Envato group.
        #expect(sites.sharedCredentialDomain(savedHost: "themeforest.net", pageHost: "codecanyon.net") == "themeforest.net")
        // One-way and obsoleted: discordapp.com → discord.com.
        #expect(sites.sharedCredentialDomain(savedHost: "discordapp.com", pageHost: "discord.com") == "discordapp.com")
        #expect(sites.sharedCredentialDomain(savedHost: "discord.com", pageHost: "discordapp.com") == nil)
        #expect(sites.sharedCredentialDomain(savedHost: "aa.com", pageHost: "americanairlines.com.evil.net") == nil)
    }

    @Test func bundledSiteFacts() {
        let sites = SiteKnowledge.bundled
        #expect(sites.changePasswordURL(forHost: "www.aa.com") == SiteEntry(domain: "aa.com", value: "https://www.aa.com/loyalty/profile/information"))
        #expect(sites.domains(forAppIdentifier: "P7SDVXUZPK.com.etrade.mobileproiphone") == ["etrade.com"])
        #expect(sites.embeddedAggregatorDomain(forHost: "cdn.plaid.com") == "plaid.com")
        #expect(sites.appendsOneTimeCodeDomain(forHost: "www.usaa.com") == "usaa.com")
        #expect(sites.passwordRules(forHost: "www.163.com")?.value == "minlength: 6; maxlength: 16;")
    }
}
