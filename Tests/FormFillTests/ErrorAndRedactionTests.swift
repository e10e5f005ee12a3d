import Foundation
import FormFill
import Testing

@Suite("One error type and redacted descriptions")
struct ErrorAndRedactionTests {
    static let password = "Sekr3t-Pa55-marker"
    static let login = LoginItem(id: "acme", title: "ACME", urls: ["https://www.acme.com/login"], username: "wile",
                                 password: password, totp: "otpauth://totp/x?secret=JBSWY3DPEHPK3PXP",
                                 fields: [CustomField(name: "pin", value: "9876-marker")],
                                 passwordHistory: [PasswordHistoryEntry(password: "old-" + password, retired: Date(timeIntervalSince1970: 0))])
    static let card = CardItem(id: "visa", title: "Visa", cardholder: "Wile E. Coyote", number: "4111 1111 1111 1111",
                               expMonth: 12, expYear: 2030, cvv: "737", brand: "visa")
    static let page = """
        <form action="/session" method="post"><input name="username" autocomplete="username">
        <input type="password" name="password" autocomplete="current-password"></form>
        """

    /// Every way Swift prints a value: `print`, interpolation, `debugPrint`, `dump`.
    static func printed(_ value: Any) -> String {
        var dumped = ""
        dump(value, to: &dumped)
        return "\(value)" + String(describing: value) + String(reflecting: value) + dumped
    }

    static func expectNoSecret(_ value: Any, sourceLocation: SourceLocation = #_sourceLocation) {
        let text = printed(value)
        for secret in [password, "9876-marker", "JBSWY3DPEHPK3PXP", "4111 1111 1111 1111", "4111111111111111", "737", "Coyote"] {
            #expect(!text.contains(secret), "\(secret) in \(text)", sourceLocation: sourceLocation)
        }
    }

    @Test func itemsAndResultsNeverPrintASecret() throws {
        Self.expectNoSecret(Self.login)
        Self.expectNoSecret(Self.card)
        Self.expectNoSecret(VaultItem.login(Self.login))
        Self.expectNoSecret(VaultItem.card(Self.card))
        Self.expectNoSecret([VaultItem.login(Self.login), .card(Self.card)])
        Self.expectNoSecret(VaultFile(items: [.login(Self.login), .card(Self.card)]))
        Self.expectNoSecret(LoginResult(login: Self.login))
        Self.expectNoSecret(LoginDetails(urlString: "https://acme.com", password: Self.password))
        Self.expectNoSecret(PasswordChangeRequest(urlString: "https://acme.com", newPassword: Self.password))
        Self.expectNoSecret(FillOptions(newPassword: Self.password))
        Self.expectNoSecret(try VaultKey(passphrase: Self.password, parameters: .fastForTesting))

        // A fixed document UUID: a random one holds a digit run like the CVV's "737" about once in 150 runs.
        let details = try Collector(options: .init(pageURL: "https://www.acme.com/login", documentUUID: "document-1"))
            .collect(html: Self.page).details
        let result = try FormFiller().fill(page: details, items: [.login(Self.login)])
        #expect(result.script.valuesByOpid.values.contains(Self.password))
        Self.expectNoSecret(result)
        Self.expectNoSecret(result.script)
        Self.expectNoSecret(result.script.script)
        // Still useful: the printed forms name the item and the targets.
        #expect("\(Self.login)".contains("acme") && "\(result.script)".contains("fill_by_opid"))
        #expect("\(Self.card)".contains("1111"))
    }

    @Test func tokensAreValidatedStrictly() throws {
        for token in ["{}", "[]", "null", "not json", #"{"url": "https://a.example", "fields": []}"#,
                      #"{"documentUUID": "d", "url": "https://a.example", "fields": {}}"#,
                      #"{"documentUUID": "d", "url": 3, "fields": []}"#] {
            do {
                _ = try FormFiller().fill(token: token, items: [.login(Self.login)])
                Issue.record("\(token) was accepted")
            } catch let error as FormFillError {
                guard case .malformedToken = error else { Issue.record("\(token): \(error)"); continue }
                #expect(error.localizedDescription.hasPrefix("malformed page-details token"))
            }
        }
        // A real, empty page is not malformed: it has nothing to fill.
        #expect(throws: FormFillError.nothingToFill("the page has no field a vault item can fill")) {
            try FormFiller().fill(token: #"{"documentUUID": "d", "url": "https://www.acme.com", "fields": []}"#,
                                  items: [.login(Self.login)])
        }
    }

    @Test func libraryErrorsAreLocalizedAndGiveNoCommandLineAdvice() throws {
        let errors: [any Error] = [
            VaultStorageError.passphraseRequired("/v.json"), VaultStorageError.missingFolder("/nope"),
            VaultFormatError(itemIndex: 0, itemID: "x", key: "number", "must be 12 to 19 digits"),
            VaultFlowError.confirmationMismatch, FillError.impossiblePassword("rules"),
            FormFillError.noMatchingItem("acme.com"), FormFillError.malformedToken("top level: missing"),
        ]
        for error in errors {
            let text = error.localizedDescription
            #expect(!text.contains("The operation could not be completed"), "\(text)")
            #expect(!text.contains("--") && !text.contains("FORMFILL_PASSPHRASE"), "\(text)")
            #expect(FormFillError(error).localizedDescription == text)
        }
        #expect(FormFillError(VaultStorageError.conflict("/v")) == .vault(.conflict("/v")))
        #expect(FormFillError(FillError.nothingToFill("x")) == .fill(.nothingToFill("x")))
    }

    @Test func fillThrowsOnlyFormFillError() throws {
        let details = try Collector(options: .init(pageURL: "https://www.acme.com/join")).collect(html: """
            <form><input name="email" autocomplete="username">
            <input type="password" autocomplete="new-password" passwordrules="required: digit; allowed: digit; minlength: 30; maxlength: 4;">
            </form>
            """).details
        #expect {
            try FormFiller().fill(page: details, items: [.login(Self.login)],
                                  options: FillOptions(generatePassword: PasswordOptions()))
        } throws: { error in
            guard let error = error as? FormFillError, case .fill(.impossiblePassword) = error else { return false }
            return true
        }
    }
}
