import Foundation
import FormFill
import Testing

/// Site knowledge in the pipeline: shared credentials offered (never filled silently), site password rules,
/// change-password pages, app identifiers, embedded aggregators and one-time codes appended to the password.
@Suite struct SiteKnowledgeFillTests {
    static let loginHTML = #"<form action="/session" method="post"><input type="email" name="email" autocomplete="username"><input type="password" name="password" autocomplete="current-password"><button>Sign in</button></form>"#
    static let loginWithCodeHTML = #"<form action="/session" method="post"><input type="email" name="email" autocomplete="username"><input type="password" name="password" autocomplete="current-password"><input name="otp" autocomplete="one-time-code"><button>Sign in</button></form>"#
    static let signupHTML = #"<form action="/register" method="post"><input type="email" name="email" autocomplete="username"><input type="password" name="pw" autocomplete="new-password"><input type="password" name="pw2" autocomplete="new-password"><button>Create account</button></form>"#
    static let signupRulesHTML = #"<form action="/register" method="post"><input type="email" name="email" autocomplete="username"><input type="password" name="pw" autocomplete="new-password" passwordrules="minlength: 30; required: digit;"><button>Create account</button></form>"#

    static func page(_ html: String, url: String) throws -> PageDetails {
        try Collector(options: .init(pageURL: url, documentUUID: "t", timestamp: 0)).collect(Data(html.utf8)).details
    }

    static func login(_ id: String, _ url: String, totp: String? = nil) -> VaultItem {
        .login(LoginItem(id: id, title: id, urls: [url], username: "\(id)@example.com", password: "pw-\(id)", totp: totp))
    }

    static let now = Date(timeIntervalSince1970: 1_700_000_000)
    static let secret = "JBSWY3DPEHPK3PXP"

    // MARK: Shared credentials (real entries: aa.com ~ americanairlines.com, discordapp.com → discord.com)

    @Test func vaultFindOffersASharedCredentialLastWithItsSavedDomain() throws {
        let vault = VaultFile(items: [Self.login("aa", "https://www.aa.com/login"), Self.login("own", "https://www.americanairlines.com"),
                                      Self.login("other", "https://example.com")])
        let found = vault.findLogins(for: "https://www.americanairlines.com/signin", at: Self.now)
        #expect(found.map(\.itemID) == ["own", "aa"])
        #expect(found.map(\.quality) == [.exactHost, .sharedCredential])
        #expect(found.map(\.sharedCredentialDomain) == [nil, "aa.com"])
        #expect(found.last?.dictionary["saved_for"] == .string("aa.com") && found.first?.dictionary["saved_for"] == nil)
        // One way only: a discord.com login is not offered on the obsolete discordapp.com.
        let discord = VaultFile(items: [Self.login("new", "https://discord.com"), Self.login("old", "https://discordapp.com")])
        #expect(discord.findLogins(for: "https://discord.com", at: Self.now).map(\.itemID) == ["new", "old"])
        #expect(discord.findLogins(for: "https://discordapp.com", at: Self.now).map(\.itemID) == ["old"])
        // Lookalikes stay rejected.
        #expect(vault.findLogins(for: "https://americanairlines.com.evil.net", at: Self.now).isEmpty)
        #expect(vault.findLogins(for: "https://evilaa.com", at: Self.now).isEmpty)
    }

    @Test func candidatesListASharedCredentialButFillNeedsTheItemChosen() throws {
        let page = try Self.page(Self.loginHTML, url: "https://www.americanairlines.com/login")
        let items = [Self.login("aa", "https://www.aa.com")]
        let filler = FormFiller()
        let candidates = filler.candidates(for: page, classification: filler.classifier.classify(page), items: items)
        #expect(candidates.map(\.item.id) == ["aa"])
        #expect(candidates.first?.quality == .sharedCredential)
        #expect(candidates.first?.sharedCredentialDomain == "aa.com")
        #expect(throws: FormFillError.noMatchingItem("www.americanairlines.com")) {
            try filler.fill(page: page, items: items)
        }
        let chosen = try filler.fill(page: page, items: items, itemID: "aa")
        #expect(chosen.script.valuesByOpid.values.contains("pw-aa"))
        #expect(chosen.script.metadata.flags.contains("shared-credential"))
        #expect(chosen.warnings.contains { $0.contains("aa.com") && $0.contains("shared") })
    }

    @Test func withoutTheListsNothingIsShared() throws {
        let page = try Self.page(Self.loginHTML, url: "https://www.americanairlines.com/login")
        let filler = FormFiller(matcher: URLMatcher(sites: .empty))
        #expect(throws: FormFillError.self) { try filler.fill(page: page, items: [Self.login("aa", "https://www.aa.com")], itemID: "aa") }
        let vault = VaultFile(items: [Self.login("aa", "https://www.aa.com")])
        #expect(vault.findLogins(for: "https://www.americanairlines.com", matcher: URLMatcher(sites: .empty)).isEmpty)
    }

    // MARK: App identifiers (real entry: P7SDVXUZPK.com.etrade.mobileproiphone → etrade.com)

    @Test func appIdentifiersResolveThroughTheList() {
        let vault = VaultFile(items: [Self.login("etrade", "https://us.etrade.com/home"), Self.login("app", "app://com.etrade.mobileproiphone"),
                                      Self.login("other", "https://example.com")])
        let found = vault.findLogins(for: "app://com.etrade.mobileproiphone", at: Self.now)
        #expect(found.map(\.itemID) == ["app", "etrade"])
        #expect(found.last?.quality == .sharedCredential && found.last?.sharedCredentialDomain == "etrade.com")
        #expect(vault.findLogins(for: "app://P7SDVXUZPK.com.etrade.mobileproiphone", at: Self.now).map(\.itemID) == ["etrade"])
        #expect(vault.findLogins(for: "app://com.etrade.otherapp", at: Self.now).isEmpty)
    }

    // MARK: Site password rules

    static let ruleSites = SiteKnowledge(lists: SiteLists(passwordRules: ["shop.com": .init(rules: "minlength: 8; maxlength: 10; required: digit; allowed: lower;")]))

    @Test func signupWithoutPasswordRulesUsesTheSitesRules() throws {
        let page = try Self.page(Self.signupHTML, url: "https://www.shop.com/join")
        var options = FillOptions(generatePassword: PasswordOptions())
        options.siteKnowledge = Self.ruleSites
        let result = try FormFiller().fill(page: page, items: [Self.login("shop", "https://shop.com")], options: options)
        let password = try #require(result.generatedPassword)
        #expect((8...10).contains(password.count))
        #expect(password.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) } && password.contains { $0.isNumber })
        #expect(result.script.metadata.passwordRulesSource == "site-list")
        #expect(result.script.metadata.passwordRulesDomain == "shop.com")
        #expect(result.script.metadata.passwordRules == "minlength: 8; maxlength: 10; required: digit; allowed: lower;")
        let json = result.script.jsonString()
        #expect(json.contains(#""passwordRulesSource":"site-list""#))
        #expect(try FillScript.decode(Data(json.utf8)).metadata == result.script.metadata)
    }

    @Test func thePagesOwnPasswordRulesWin() throws {
        let page = try Self.page(Self.signupRulesHTML, url: "https://www.shop.com/join")
        var options = FillOptions(generatePassword: PasswordOptions())
        options.siteKnowledge = Self.ruleSites
        let result = try FormFiller().fill(page: page, items: [Self.login("shop", "https://shop.com")], options: options)
        #expect(result.generatedPassword?.count ?? 0 >= 30)
        #expect(result.script.metadata.passwordRulesSource == nil)
        #expect(!result.script.jsonString().contains("passwordRules"))
    }

    @Test func aRealSitesRulesApplyOnItsSignupPage() throws {
        // password-rules.json: "163.com": "minlength: 6; maxlength: 16;".
        let page = try Self.page(Self.signupHTML, url: "https://reg.163.com/")
        let result = try FormFiller().fill(page: page, items: [Self.login("mail", "https://163.com")],
                                           options: FillOptions(generatePassword: PasswordOptions()))
        #expect((6...16).contains(result.generatedPassword?.count ?? 0))
        #expect(result.script.metadata.passwordRulesDomain == "163.com")
    }

    // MARK: Change-password pages

    @Test func changePasswordReturnsTheListedPageElseTheWellKnownOne() throws {
        var vault = VaultFile(items: [Self.login("aa", "https://www.aa.com"), Self.login("acme", "https://login.acme.com:8443/x")])
        let listed = try vault.changePassword(PasswordChangeRequest(urlString: "https://www.aa.com", newPassword: "n3w-Pass"), now: Self.now)
        #expect(listed.changePasswordPage == ChangePasswordPage(url: "https://www.aa.com/loyalty/profile/information", source: .siteList, listedDomain: "aa.com"))
        let wellKnown = try vault.changePassword(PasswordChangeRequest(urlString: "https://login.acme.com:8443/", newPassword: "n3w-Pass"), now: Self.now)
        #expect(wellKnown.changePasswordPage == ChangePasswordPage(url: "https://login.acme.com:8443/.well-known/change-password", source: .wellKnown))
        #expect(URLMatcher().changePasswordPage(forItemURL: "app://com.acme.app") == nil)
    }

    @Test func changePasswordNeverPicksASharedCredentialByItself() throws {
        var vault = VaultFile(items: [Self.login("aa", "https://www.aa.com")])
        let result = try vault.changePassword(PasswordChangeRequest(urlString: "https://www.americanairlines.com", newPassword: "n3w-Pass"), now: Self.now)
        #expect(result.created)
        #expect(vault.item(id: "aa").flatMap { if case .login(let l) = $0 { l.password } else { nil } } == "pw-aa")
    }

    // MARK: Embedded aggregators (real entry: plaid.com)

    @Test func anEmbeddedAggregatorFrameIsNotFilledWithoutTheOptIn() throws {
        var page = try Self.page(Self.loginHTML, url: "https://cdn.plaid.com/link")
        page.topOrigin = "https://www.mybudget.com"
        let items = [Self.login("plaid", "https://plaid.com")]
        let held = try FormFiller().fill(page: page, items: items)
        #expect(held.filledOpids.isEmpty && held.script.script.isEmpty)
        #expect(held.script.metadata.flags.contains("embedded-aggregator"))
        var options = FillOptions()
        options.allowEmbeddedAggregator = true
        let asked = try FormFiller().fill(page: page, items: items, options: options)
        #expect(asked.script.valuesByOpid.values.contains("pw-plaid"))
        #expect(asked.script.metadata.flags.contains("embedded-aggregator"))
        // Not embedded: plaid.com's own page fills as any site.
        page.topOrigin = nil
        #expect(try !FormFiller().fill(page: page, items: items).script.metadata.flags.contains("embedded-aggregator"))
    }

    @Test func aFieldInAnAggregatorFrameHoldsTheTopPagesLoginsToo() throws {
        var page = try Self.page(Self.loginHTML, url: "https://www.mybudget.com/link-bank")
        for i in page.fields.indices { page.fields[i].frameOrigin = "https://cdn.plaid.com" }
        let held = try FormFiller().fill(page: page, items: [Self.login("budget", "https://mybudget.com")])
        #expect(held.filledOpids.isEmpty)
        #expect(held.script.metadata.flags.contains("embedded-aggregator"))
    }

    // MARK: One-time code appended (real entry: usaa.com)

    @Test func theCodeIsAppendedWhereTheSiteAsksAndTheFormHasNoCodeField() throws {
        let page = try Self.page(Self.loginHTML, url: "https://www.usaa.com/login")
        let items = [Self.login("usaa", "https://www.usaa.com", totp: Self.secret)]
        let result = try FormFiller().fill(page: page, items: items, options: FillOptions(now: Self.now))
        let code = try TOTP(Self.secret).code(at: Self.now)
        #expect(result.script.valuesByOpid.values.contains("pw-usaa" + code))
        #expect(result.script.metadata.flags.contains("one-time-code-appended"))
        #expect(result.script.autosubmit == false)
        // With a code field the code goes there.
        let withField = try FormFiller().fill(page: try Self.page(Self.loginWithCodeHTML, url: "https://www.usaa.com/login"),
                                              items: items, options: FillOptions(now: Self.now))
        #expect(withField.script.valuesByOpid.values.contains("pw-usaa"))
        #expect(!withField.script.metadata.flags.contains("one-time-code-appended"))
        // Without a TOTP, or on another site, the password alone.
        let plain = try FormFiller().fill(page: page, items: [Self.login("usaa", "https://www.usaa.com")], options: FillOptions(now: Self.now))
        #expect(plain.script.valuesByOpid.values.contains("pw-usaa"))
        let elsewhere = try FormFiller().fill(page: try Self.page(Self.loginHTML, url: "https://www.acme.com/login"),
                                              items: [Self.login("acme", "https://acme.com", totp: Self.secret)], options: FillOptions(now: Self.now))
        #expect(elsewhere.script.valuesByOpid.values.contains("pw-acme"))
    }
}
