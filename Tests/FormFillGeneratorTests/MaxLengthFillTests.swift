import Foundation
import FormFill
import Testing

/// A user name or password longer than its box's `maxlength` is never filled cut (the login would fail, or a cut
/// secret be submitted or saved): the box is left alone with a warning, as Firefox leaves a login that does not
/// fit. Through the public pipeline, so the collected `maxlength` is what the generator reads.
@Suite struct MaxLengthFillTests {
    static let item = LoginItem(id: "acme", urls: ["https://www.acme.com/login"], username: "wile@acme.com",
                                password: "correct-horse-battery")

    static func login(username: String = "", password: String = "") -> String {
        """
        <form action="/session" method="post">
          <label>Email <input name="user" autocomplete="username" \(username)></label>
          <label>Password <input type="password" name="pass" autocomplete="current-password" \(password)></label>
          <button>Sign in</button>
        </form>
        """
    }

    static func fill(_ html: String, item: LoginItem = item, options: FillOptions = FillOptions()) throws -> FillResult {
        let page = try Collector(options: .init(pageURL: "https://www.acme.com/login", documentUUID: "max", timestamp: 0))
            .collect(html: html).details
        return try FormFiller().fill(page: page, items: [.login(item)], options: options)
    }

    @Test func aPasswordLongerThanTheBoxIsNotFilledAndTheUserNameIs() throws {
        let result = try Self.fill(Self.login(password: #"maxlength="8""#))
        #expect(result.script.valuesByOpid == ["__0": "wile@acme.com"])
        let warning = try #require(result.warnings.first { $0.contains("maxlength") })
        #expect(warning.contains("password") && warning.contains("__1"))
        #expect(!result.warnings.joined().contains(Self.item.password))
    }

    @Test func aUserNameLongerThanTheBoxIsNotFilledAndThePasswordIs() throws {
        let result = try Self.fill(Self.login(username: #"maxlength="8""#))
        #expect(result.script.valuesByOpid == ["__1": "correct-horse-battery"])
        #expect(result.warnings.contains { $0.contains("user name") && $0.contains("maxlength") && $0.contains("__0") })
    }

    @Test func valuesThatFitExactlyAreFilled() throws {
        let result = try Self.fill(Self.login(username: #"maxlength="13""#, password: #"maxlength="21""#))
        #expect(result.script.valuesByOpid == ["__0": "wile@acme.com", "__1": "correct-horse-battery"])
        #expect(result.warnings.isEmpty)
    }

    @Test func theLengthIsCountedAsTheDOMCountsIt() throws {
        // maxlength counts UTF-16 code units: the key is two of them, "ä" one.
        var item = Self.item
        item.password = "pässwörd\u{1F511}"
        #expect(try Self.fill(Self.login(password: #"maxlength="10""#), item: item).script.valuesByOpid["__1"] == item.password)
        #expect(try Self.fill(Self.login(password: #"maxlength="9""#), item: item).script.valuesByOpid["__1"] == nil)
    }

    @Test func aUserNameANumberBoxCannotHoldIsNotFilled() throws {
        // A number box holds a number only: a browser empties it when given "wile@acme.com", and the user
        // would sign in with an empty user name.
        let html = Self.login(username: #"type="number""#)
        let result = try Self.fill(html)
        #expect(result.script.valuesByOpid == ["__1": "correct-horse-battery"])
        #expect(result.warnings.contains { $0.contains("user name") && $0.contains("number") && $0.contains("__0") })
        #expect(!result.warnings.joined().contains(Self.item.username))
        // A customer number saved as the user name goes in.
        var numeric = Self.item
        numeric.username = "004211"
        #expect(try Self.fill(html, item: numeric).script.valuesByOpid["__0"] == "004211")
    }

    @Test func nothingThatFitsIsAnErrorThatSaysWhy() throws {
        #expect {
            try Self.fill(Self.login(username: #"maxlength="4""#, password: #"maxlength="4""#))
        } throws: { error in
            "\(error)".contains("maxlength") && !"\(error)".contains(Self.item.password)
        }
    }

    static let signup = """
        <form action="/register" method="post">
          <label>Email <input type="email" name="email" autocomplete="username"></label>
          <label>Password <input type="password" name="new" autocomplete="new-password"></label>
          <label>Repeat it <input type="password" name="again" autocomplete="new-password" maxlength="12"></label>
          <button>Create account</button>
        </form>
        """

    @Test func aGeneratedPasswordKeepsToTheConfirmationsMaxlength() throws {
        let result = try Self.fill(Self.signup, options: FillOptions(generatePassword: PasswordOptions()))
        let password = try #require(result.generatedPassword)
        #expect(password.utf16.count <= 12 && password.count >= 8)
        #expect(result.script.valuesByOpid == ["__0": "wile@acme.com", "__1": password, "__2": password])
    }

    @Test func aGivenNewPasswordLongerThanABoxFillsNeitherNewPasswordBox() throws {
        let result = try Self.fill(Self.signup, options: FillOptions(newPassword: "a-given-password-of-30-letters"))
        #expect(result.script.valuesByOpid == ["__0": "wile@acme.com"])
        #expect(result.warnings.contains { $0.contains("new password") && $0.contains("maxlength") && $0.contains("__2") })
    }
}
