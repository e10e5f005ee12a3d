import Foundation
@testable import FormFill
import Testing

/// The account a sign-in form names chooses among the site's logins: a password step that carries the user
/// name it signs in (a hidden `autocomplete=username` input, as browsers ask such steps to carry, or a
/// read-only e-mail box) gets that account's password or none, and a user-name box the page prefilled picks
/// the login with that user name.
@Suite struct AccountChoiceTests {
    static let alice = LoginItem(id: "alice", urls: ["https://www.acme.com/"], username: "alice@acme.com", password: "a-secret")
    static let bob = LoginItem(id: "bob", urls: ["https://acme.com/"], username: "Bob@Acme.com", password: "b-secret")

    static func fill(_ html: String, items: [LoginItem], itemID: String? = nil) throws -> FillResult {
        let page = try Collector(options: .init(pageURL: "https://www.acme.com/signin", documentUUID: "account", timestamp: 0))
            .collect(html: html).details
        return try FormFiller().fill(page: page, items: items.map(VaultItem.login), itemID: itemID)
    }

    static func filled(_ result: FillResult) -> [String] {
        result.script.script.compactMap { if case .fillByOpid(_, let value) = $0 { value } else { nil } }
    }

    static let hiddenStep = """
        <form action="/session" method="post"><h2>Enter your password</h2>
        <input type="hidden" name="login" autocomplete="username" value=" bob@acme.com ">
        <label>Password <input type="password" name="pw" autocomplete="current-password"></label>
        <button>Sign in</button></form>
        """

    /// The hidden user name says whose password the step asks for: the second login, although the first
    /// matches the page's host exactly; its user name is compared without case or surrounding spaces.
    @Test func aPasswordStepsHiddenUserNameChoosesTheLogin() throws {
        let result = try Self.fill(Self.hiddenStep, items: [Self.alice, Self.bob])
        #expect(result.script.metadata.itemID == "bob")
        #expect(Self.filled(result) == ["b-secret"])
    }

    /// Logins whose user names differ only in case: the one written exactly as the page wrote it comes first.
    @Test func theExactUserNameBeatsOneThatDiffersInCase() throws {
        let upper = LoginItem(id: "upper", urls: ["https://www.acme.com/"], username: "Bob@acme.com", password: "u-secret")
        let lower = LoginItem(id: "lower", urls: ["https://www.acme.com/"], username: "bob@acme.com", password: "l-secret")
        let result = try Self.fill(Self.hiddenStep, items: [upper, lower])
        #expect(result.script.metadata.itemID == "lower")
    }

    /// A password step that names no account, with several logins saved for the site: the best one fills, and
    /// the result warns that the page did not say which (an app may ask the user instead).
    @Test func aStepThatNamesNoAccountAmongSeveralLoginsWarns() throws {
        let html = """
            <form action="/session" method="post"><h2>Enter your password</h2>
            <label>Password <input type="password" name="pw"></label><button>Sign in</button></form>
            """
        let several = try Self.fill(html, items: [Self.alice, Self.bob])
        #expect(several.script.metadata.itemID == "alice")
        #expect(several.warnings.contains { $0.contains("does not say which account") })
        #expect(try Self.fill(html, items: [Self.alice]).warnings.isEmpty)
        #expect(try Self.fill(Self.hiddenStep, items: [Self.alice, Self.bob]).warnings.isEmpty)
    }

    /// A read-only e-mail box showing the account does the same.
    @Test func aReadOnlyEmailBoxChoosesTheLogin() throws {
        let html = """
            <form action="/session" method="post"><label>Email <input type="email" name="e" value="bob@acme.com" readonly></label>
            <label>Password <input type="password" name="pw"></label><button>Sign in</button></form>
            """
        let result = try Self.fill(html, items: [Self.alice, Self.bob])
        #expect(result.script.metadata.itemID == "bob")
        #expect(Self.filled(result) == ["b-secret"])
    }

    /// A step for an account no saved login has gets no other account's password.
    @Test func aStepForAnotherAccountGetsNoPassword() throws {
        #expect(throws: FormFillError.nothingToFill(
            "the page signs in an account that no login saved for www.acme.com has")) {
            try Self.fill(Self.hiddenStep, items: [Self.alice])
        }
    }

    /// Unless the user names the login: then it is filled, with a warning.
    @Test func aNamedLoginStillFillsAStepForAnotherAccount() throws {
        let result = try Self.fill(Self.hiddenStep, items: [Self.alice, Self.bob], itemID: "alice")
        #expect(Self.filled(result) == ["a-secret"])
        #expect(result.warnings.contains { $0.contains("signs in another account than item 'alice'") })
    }

    /// A user-name box the page prefilled picks the login with that user name, and keeps it; a prefilled value
    /// no login has (a hint written as the value) chooses nothing: the best login for the site fills the box,
    /// as before.
    @Test(arguments: [("bob@acme.com", "bob", ["Bob@Acme.com", "b-secret"]),
                      ("you@example.com", "alice", ["alice@acme.com", "a-secret"])])
    func aPrefilledUserNameChoosesTheLogin(prefilled: String, chosen: String, values: [String]) throws {
        let html = """
            <form action="/session" method="post"><label>Email <input type="email" name="e" value="\(prefilled)"></label>
            <label>Password <input type="password" name="pw"></label><button>Sign in</button></form>
            """
        let result = try Self.fill(html, items: [Self.alice, Self.bob])
        #expect(result.script.metadata.itemID == chosen)
        #expect(Self.filled(result) == values)
    }

    /// A form where the user types the user name fixes nothing: a hidden user name beside an empty user-name
    /// box is a hint that chooses the login, and the site's only login still fills.
    @Test func aHiddenUserNameBesideAUserNameBoxOnlyChooses() throws {
        let html = """
            <form action="/session" method="post"><input type="hidden" name="last" autocomplete="username" value="bob@acme.com">
            <label>Email <input type="email" name="e"></label><label>Password <input type="password" name="pw"></label>
            <button>Sign in</button></form>
            """
        #expect(Self.filled(try Self.fill(html, items: [Self.alice])) == ["alice@acme.com", "a-secret"])
        #expect(try Self.fill(html, items: [Self.alice, Self.bob]).script.metadata.itemID == "bob")
    }

    /// A hidden box the author did not declare the account's (a hidden e-mail box without a user-name token,
    /// which Firefox ignores) fixes nothing: the site's login fills the password.
    @Test func aHiddenEmailBoxWithoutATokenFixesNothing() throws {
        let html = """
            <form action="/session" method="post"><input type="email" name="email" value="bob@acme.com" hidden>
            <label>Password <input type="password" name="pw"></label><button>Sign in</button></form>
            """
        let result = try Self.fill(html, items: [Self.alice])
        #expect(Self.filled(result) == ["a-secret"])
    }

    /// Hidden inputs that name no account (a token, a hidden e-mail box without a user-name token in a
    /// newsletter form beside the login) choose nothing.
    @Test func otherHiddenValuesChooseNothing() throws {
        let html = """
            <form action="/session" method="post"><input type="hidden" name="csrf" value="bob@acme.com">
            <label>User <input name="user"></label><label>Password <input type="password" name="pw"></label>
            <button>Sign in</button></form>
            <form action="/news"><input type="hidden" name="email" autocomplete="email" value="bob@acme.com">
            <label>Search <input type="search" name="q"></label></form>
            """
        let result = try Self.fill(html, items: [Self.alice, Self.bob])
        #expect(result.script.metadata.itemID == "alice")
    }

    /// The public list of candidates puts the named account's login first.
    @Test func candidatesPutTheNamedAccountFirst() throws {
        let page = try Collector(options: .init(pageURL: "https://www.acme.com/signin")).collect(html: Self.hiddenStep).details
        let classification = Classifier().classify(page)
        let ids = FormFiller().candidates(for: page, classification: classification,
                                          items: [.login(Self.alice), .login(Self.bob)]).map(\.item.id)
        #expect(ids == ["bob", "alice"])
    }
}
