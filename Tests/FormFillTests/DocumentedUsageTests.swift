import Foundation
import FormFill
import FormFillTestSupport
import Testing

/// The code the README and the DocC articles show an app developer, run as written against the public API
/// only (this file does not import anything `@testable`): if the API moves, these stop compiling, and if a
/// documented flow stops working, they fail. Only the lines that need a web view (WebKit) are left out.
@Suite("documented usage", .serialized)
struct DocumentedUsageTests {
    private let temporary: TemporaryDirectory
    private var directory: URL { temporary.url }
    let vaultURL: URL
    let htmlData: Data

    init() throws {
        temporary = try TemporaryDirectory("formfill-docs")
        vaultURL = temporary.url.appendingPathComponent("vault.formfill")
        htmlData = try Data(contentsOf: Repository.fixtures.appendingPathComponent("pages/login-basic.html"))
    }

    /// README, "The library": an encrypted vault created, opened and re-keyed; saved HTML filled and applied.
    @Test func theReadmesLibraryCode() async throws {
        let chosenPassphrase = "correct horse battery staple", newPassphrase = "another long passphrase"
        @Sendable func askUserForPassphrase(of url: URL) async throws -> String? { chosenPassphrase }

        let engine = FormFillEngine()                      // Sendable; build it once
        _ = try await engine.createVault(at: vaultURL, passphrase: chosenPassphrase)
        var vault = try await engine.openVault(at: vaultURL, passphrase: PassphraseSource { url in
            try await askUserForPassphrase(of: url)        // called only for an encrypted vault; nil = cancelled
        })
        vault = try await engine.changePassphrase(of: vault, at: vaultURL, to: newPassphrase)

        // The README's vault is empty; a login for the page is stored the way NativeAppFlows shows.
        _ = try vault.vault.storeLogin(
            LoginDetails(urlString: "https://www.acme.com", title: "ACME", username: "wile"),
            generator: GeneratedPasswordOptions(minLength: 12, maxLength: 30, requireDigits: true))
        let page = try await engine.fill(html: htmlData, url: "https://www.acme.com/login", items: vault.vault.items)
        let filledHTML = try HTMLFiller().apply(page.script, toHTML: htmlData).html

        #expect(String(decoding: filledHTML, as: UTF8.self).contains(#"value="wile""#))
        #expect(try await engine.openVault(at: vaultURL, passphrase: .constant(newPassphrase)).vault.items.isEmpty)
    }

    /// GettingStartedWithAWebView: the token collect.js returns, filled, and the JavaScript that runs the
    /// script (here the token is the Swift collector's golden one for the page, which collect.js gives too).
    @Test func theWebViewArticlesFill() async throws {
        let engine = FormFillEngine()
        let items = try VaultFile.decode(Data(contentsOf: Repository.fixtures.appendingPathComponent("vault.json"))).items
        let token = try String(contentsOf: Repository.fixtures.appendingPathComponent("golden/collect/login-basic.json"), encoding: .utf8)
        let result = try await engine.fill(token: token, items: items)
        let javaScript = engine.filler.javaScript(for: result.script)
        #expect(javaScript.contains("__1") && javaScript.contains("wile"))
    }

    /// NativeAppFlows: find, store with a generated password, change a password, save; a new vault re-keyed.
    @Test func theNativeAppFlows() async throws {
        let engine = FormFillEngine()
        let newPassphrase = "a new vault's passphrase", otherPassphrase = "its next passphrase"
        var loaded = try await engine.createVault(at: vaultURL, passphrase: newPassphrase)
        loaded = try await engine.changePassphrase(of: loaded, at: vaultURL, to: otherPassphrase)
        let source = PassphraseSource.constant(otherPassphrase)
        loaded = try await engine.openVault(at: vaultURL, passphrase: source)

        // Store at registration with a generated password.
        let saved = try loaded.vault.storeLogin(
            LoginDetails(urlString: "app://com.acme.awesome-app", title: "ACME", username: "wile"),
            generator: GeneratedPasswordOptions(minLength: 12, maxLength: 30, requireDigits: true))

        // Find: best first.
        var usernameField = "", passwordField = ""
        if let login = loaded.vault.findLogins(for: "app://com.acme.awesome-app").first {
            usernameField = login.username
            passwordField = login.password
        }
        #expect(usernameField == "wile" && passwordField.count >= 12)

        // Change a password: the old one goes to the login's history.
        let old = passwordField, new = "N3w-and-l0nger-passw0rd", confirm = new
        let change = try loaded.vault.changePassword(
            PasswordChangeRequest(urlString: "app://com.acme.awesome-app", oldPassword: old,
                                  newPassword: new, confirmation: confirm),
            choose: { candidates in candidates.first?.id })
        _ = (saved, change)
        loaded = try await engine.saveVault(loaded, to: vaultURL)

        let reopened = try await engine.openVault(at: vaultURL, passphrase: source)
        #expect(reopened.vault.findLogins(for: "app://com.acme.awesome-app").first?.password == new)
    }
}
