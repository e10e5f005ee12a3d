import Foundation
import FormFill
import FormFillGenerator
import FormFillSecrets
import Testing

/// A sign-up page that states its password rules in words, not in `passwordrules`: the generated password
/// follows them, so the site accepts it.
@Suite struct PasswordHintTests {
    @Test(arguments: [
        ("Password must be 8–16 characters", "minlength: 8; maxlength: 16;"),
        ("Between 8 and 64 characters long", "minlength: 8; maxlength: 64;"),
        ("At least 12 characters", "minlength: 12;"),
        ("12 characters minimum", "minlength: 12;"),
        ("Maximum 20 characters", "maxlength: 20;"),
        ("Letters and numbers only, 6 to 12 characters", "minlength: 6; maxlength: 12; allowed: upper, lower, digit;"),
        ("No special characters", "allowed: upper, lower, digit;"),
        ("At least 8 characters. No symbols", "minlength: 8; allowed: upper, lower, digit;"),
        ("At least 8 characters, no spaces, one symbol", "minlength: 8; required: special; allowed: upper, lower, digit, special;"),
        ("Must include a number and an uppercase letter", "required: digit; required: upper; allowed: upper, lower, digit, special;"),
        ("Use upper and lower case letters", "required: upper; required: lower; allowed: upper, lower, digit, special;"),
        ("Mindestens 8 Zeichen, ein Großbuchstabe und eine Zahl", "minlength: 8; required: digit; required: upper; allowed: upper, lower, digit, special;"),
        ("Au moins 8 caractères dont une majuscule et un chiffre", "minlength: 8; required: digit; required: upper; allowed: upper, lower, digit, special;"),
        ("Password must be between 4 and 8 characters, contain at least one digit and one alphabetic character, and must not contain special characters.",
         "minlength: 4; maxlength: 8; required: digit; required: upper, lower; allowed: upper, lower, digit;"),
        ("Password", nil), ("Create a password", nil), ("Password (2 to 500 characters)", nil),
    ] as [(String, String?)])
    func hintsReadAsRules(hint: String, rules: String?) {
        #expect(PasswordHints.phrasesCompile)
        #expect(PasswordHints.rules(in: [hint]) == rules, "\(hint)")
    }

    static func signUp(_ passwordBox: String, after: String = "") throws -> (PageDetails, FillResult) {
        let html = """
            <form action="/join" method="post"><label>Email <input type="email" name="email"></label>
            \(passwordBox)\(after)<button>Create account</button></form>
            """
        let details = try Collector(options: .init(pageURL: "https://www.acme.com/join", documentUUID: "h", timestamp: 0))
            .collect(html: html).details
        let item = LoginItem(id: "acme", urls: ["https://www.acme.com/"], username: "wile", password: "old")
        let result = try FormFiller().fill(page: details, items: [.login(item)],
                                           options: FillOptions(generatePassword: PasswordOptions()))
        return (details, result)
    }

    @Test func aHelpTextsRulesShapeTheGeneratedPassword() throws {
        let (_, result) = try Self.signUp(#"<label>Password <input type="password" name="pw" aria-describedby="h"></label>"#,
                                          after: #"<p id="h">8–16 characters, letters and numbers only</p>"#)
        let password = try #require(result.generatedPassword)
        #expect((8...16).contains(password.count))
        #expect(password.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) })
        #expect(result.script.metadata.passwordRulesSource == "page-hint")
        #expect(result.script.metadata.passwordRules == "minlength: 8; maxlength: 16; allowed: upper, lower, digit;")
    }

    @Test func aLabelsRulesShapeTheGeneratedPassword() throws {
        let (_, result) = try Self.signUp(#"<label>Password (at least 24 characters, including a number) <input type="password" name="pw"></label>"#)
        let password = try #require(result.generatedPassword)
        #expect(password.count >= 24)
        #expect(password.contains { $0.isNumber })
    }

    /// A password box whose author asks for a numeric keyboard (`inputmode="numeric"`, a PIN's or a passcode's)
    /// gets digits only: a phone shows no letters to type there. Control: `inputmode="text"` changes nothing.
    @Test func aNumericKeyboardAsksForDigits() throws {
        for box in [#"<label>New PIN <input type="password" name="pw" maxlength="6" inputmode="numeric"></label>"#,
                    #"<label>Password <input type="password" name="pw" inputmode="numeric"></label>"#] {
            let (_, result) = try Self.signUp(box)
            let password = try #require(result.generatedPassword)
            #expect(!password.isEmpty && password.allSatisfy { $0.isASCII && $0.isNumber }, "\(box): \(password)")
        }
        let (_, text) = try Self.signUp(#"<label>Password <input type="password" name="pw" inputmode="text"></label>"#)
        #expect(try #require(text.generatedPassword).contains { $0.isLetter })
    }

    @Test func theAuthorsPasswordRulesWinOverWords() throws {
        let (_, result) = try Self.signUp(#"<label>Password (8–16 characters) <input type="password" name="pw" passwordrules="minlength: 30; maxlength: 40;"></label>"#)
        let password = try #require(result.generatedPassword)
        #expect((30...40).contains(password.count))
        #expect(result.script.metadata.passwordRulesSource == nil)
    }
}
