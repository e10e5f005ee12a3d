import Foundation
import FormFillModel
import FormFillTestSupport
import Testing
@testable import FormFillVault

@Suite("Native-app flows")
struct FlowTests {
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    func vault() throws -> VaultFile {
        var vault = try VaultFile.decode(Data(sampleVaultJSON.utf8))
        vault.items += [
            .login(LoginItem(id: "acme-accounts", title: "ACME accounts", urls: ["https://accounts.acme.com"],
                             username: "wile2", password: "pw2")),
            .login(LoginItem(id: "app", title: "ACME app", urls: ["app://com.acme.awesome-app"], username: "wile",
                             password: "app-pw")),
            .login(LoginItem(id: "touch", title: "Touch Me In", urls: ["TouchMeIn.Login"], username: "tim",
                             password: "touch-pw")),
            .login(LoginItem(id: "evil", title: "Evil", urls: ["https://acme.com.evil.net"], username: "x", password: "y")),
        ]
        return vault
    }

    @Test func findReturnsNakedDomainMatchesBestFirstWithExtensionKeys() throws {
        let results = try vault().findLogins(for: "https://accounts.acme.com/login", at: now)
        #expect(results.map(\.itemID) == ["acme-accounts", "acme"])
        let acme = results[1].dictionary
        #expect(acme["url_string"] == .string("https://www.acme.com"))
        #expect(acme["username"] == .string("wile"))
        #expect(acme["password"] == .string("secret"))
        #expect(acme["login_title"] == .string("ACME"))
        #expect(acme["notes"] == .string("Saved with the ACME app"))
        #expect(acme["section_title"] == .string("ACME Browser"))
        #expect(acme["returned_fields"] == .object([(key: "firstname", value: .string("Wile")), (key: "lastname", value: .string("Coyote"))]))
        #expect(acme["old_password"] == nil)
        // The current code, not the secret (JBSWY3DPEHPK3PXP at 1700000000 gives 324550 under SHA1/6/30, checked with Python hmac).
        #expect(acme["totp"] == .string("324550"))
        let keys = Set(acme.keys)
        #expect(keys.isSubset(of: ["url_string", "username", "password", "totp", "login_title", "notes", "section_title",
                                   "fields", "returned_fields", "old_password"]))
    }

    @Test func findMatchesAppIdentifiersAndServiceStringsExactly() throws {
        let vault = try vault()
        #expect(vault.findLogins(for: "app://com.acme.awesome-app").map(\.itemID) == ["app"])
        #expect(vault.findLogins(for: "TouchMeIn.Login").map(\.itemID) == ["touch"])
        #expect(vault.findLogins(for: "touchmein.login").isEmpty)
        #expect(vault.findLogins(for: "https://evilacme.com").isEmpty)
    }

    @Test func storeLoginWithGeneratedPassword() throws {
        var vault = try vault()
        let options = GeneratedPasswordOptions(dictionary: [
            "password_min_length": .number(12), "password_max_length": .number(12),
            "password_require_digits": .bool(true), "password_require_symbols": .bool(true),
            "password_forbidden_characters": .string("!@#$%/0lIO"),
        ])
        let details = LoginDetails(dictionary: [
            "url_string": .string("https://www.acme.com"), "login_title": .string("ACME"),
            "username": .string("roadrunner"), "notes": .string("Saved with the ACME app"),
            "section_title": .string("ACME Browser"),
            "fields": .object([(key: "firstname", value: .string("Road")), (key: "lastname", value: .string("Runner"))]),
        ])
        let result = try vault.storeLogin(details, generator: options, now: now)
        #expect(result.password.count == 12)
        #expect(result.password.contains { $0.isNumber })
        #expect(!result.password.contains(where: { "!@#$%/0lIO".contains($0) }))
        #expect(result.dictionary["returned_fields"] == .object([(key: "firstname", value: .string("Road")), (key: "lastname", value: .string("Runner"))]))
        #expect(result.itemID == "acme-2")
        guard case .login(let saved)? = vault.item(id: result.itemID) else { Issue.record("not saved"); return }
        #expect(saved.password == result.password && saved.created == now && saved.sectionTitle == "ACME Browser")
        #expect(vault.findLogins(for: "https://www.acme.com").map(\.itemID).contains("acme-2"))
    }

    @Test func generatorOptionsAreReadNestedToo() {
        let nested = GeneratedPasswordOptions(dictionary: [
            "url_string": .string("https://acme.com"),
            "password_generator_options": .object([(key: "password_min_length", value: .number(8)),
                                                   (key: "password_require_symbols", value: .bool(true))]),
        ])
        #expect(nested == GeneratedPasswordOptions(minLength: 8, requireSymbols: true))
    }

    @Test func storeLoginKeepsAGivenPasswordAndNeedsAURL() throws {
        var vault = VaultFile()
        let result = try vault.storeLogin(LoginDetails(urlString: "TouchMeIn.Login", username: "tim", password: "given"))
        #expect(result.password == "given" && result.title == "TouchMeIn.Login")
        #expect(throws: VaultFlowError.missing("url_string")) { try vault.storeLogin(LoginDetails(urlString: " ")) }
    }

    @Test func changePasswordValidatesAsTheSeeds() throws {
        var vault = try vault()
        #expect(throws: VaultFlowError.passwordUnchanged) {
            try vault.changePassword(PasswordChangeRequest(urlString: "app://com.acme.awesome-app", oldPassword: "same",
                                                           newPassword: "same", confirmation: "same"))
        }
        #expect(throws: VaultFlowError.confirmationMismatch) {
            try vault.changePassword(PasswordChangeRequest(urlString: "app://com.acme.awesome-app", oldPassword: "a",
                                                           newPassword: "b", confirmation: "c"))
        }
    }

    @Test func changePasswordUpdatesTheSingleMatchAndKeepsHistory() throws {
        var vault = try vault()
        let change = try vault.changePassword(PasswordChangeRequest(
            urlString: "app://com.acme.awesome-app", oldPassword: "app-pw", newPassword: "n3w", confirmation: "n3w"),
            now: now)
        #expect(change.oldPassword == "app-pw" && change.newPassword == "n3w" && !change.created)
        #expect(change.result.dictionary["old_password"] == .string("app-pw"))
        guard case .login(let login)? = vault.item(id: "app") else { Issue.record("missing"); return }
        #expect(login.password == "n3w")
        #expect(login.passwordHistory == [PasswordHistoryEntry(password: "app-pw", retired: now)])
        #expect(login.modified == now)
    }

    @Test func changePasswordWithSeveralMatchesLetsTheCallerChoose() throws {
        var vault = try vault()
        let request = PasswordChangeRequest(urlString: "https://www.acme.com", generator: GeneratedPasswordOptions(minLength: 16, maxLength: 16))
        do {
            _ = try vault.changePassword(request)
            Issue.record("expected ambiguity")
        } catch let VaultFlowError.ambiguous(candidates) {
            #expect(candidates.map(\.id) == ["acme", "acme-accounts"])
            #expect(!"\(VaultFlowError.ambiguous(candidates))".contains("secret"))
        }
        let chosen = try vault.changePassword(request, choose: { $0.last?.id })
        #expect(chosen.item.id == "acme-accounts" && chosen.newPassword.count == 16 && chosen.oldPassword == "pw2")
        var byUsername = request
        byUsername.username = "WILE"
        #expect(try vault.changePassword(byUsername).item.id == "acme")
        var byID = request
        byID.itemID = "touch"
        #expect(throws: VaultFlowError.unknownChoice("touch")) { try vault.changePassword(byID) }
    }

    @Test func changePasswordWithoutMatchCreatesALogin() throws {
        var vault = try vault()
        let change = try vault.changePassword(PasswordChangeRequest(urlString: "https://new.example.org/account",
                                                                    username: "neo", newPassword: "fresh"), now: now)
        #expect(change.created && change.oldPassword == "" && change.item.title == "example.org")
        #expect(vault.findLogins(for: "https://example.org").map(\.itemID) == [change.item.id])
    }

    @Test func requestsEachKindOfData() throws {
        let vault = try vault()
        #expect(vault.request(.card).map(\.itemID) == ["visa"])
        let phones = vault.request(.phone).compactMap { if case .phone(let p, _) = $0 { p } else { nil } }
        #expect(phones.map(\.number) == ["+1 415 555 0134", "+1 520 555 0199"])
        let addresses = vault.request(.address).compactMap { if case .address(let a, _) = $0 { a } else { nil } }
        #expect(addresses.map(\.line1) == ["1 Mesa Road", "2 Canyon Way"])
        #expect(vault.request(.passport).first?.json["number"] == .string("X1234567"))
        #expect(vault.request(.identity).first?.json["lastName"] == .string("Coyote"))
        #expect(vault.request(.login, matching: "TouchMeIn.Login").map(\.itemID) == ["touch"])
        #expect(vault.request(.login).count == 5)
    }
}

@Suite("Flows through storage")
struct FlowStorageTests {
    @Test func storedLoginSurvivesSaveAndLoadAndIsFlaggedOnHTTP() throws {
        let directory = try TemporaryDirectory("formfill-vault")
        let store = VaultStore(url: directory.file("vault.json"))
        var loaded = LoadedVault(newVault: VaultFile())
        let now = Date(timeIntervalSince1970: 1_700_000_000.75)
        let saved = try loaded.vault.storeLogin(LoginDetails(urlString: "https://www.acme.com", username: "wile"), now: now)
        loaded = try store.save(loaded)
        let reread = try store.load { nil }
        #expect(reread.vault.items == loaded.vault.items)
        guard case .login(let login)? = reread.vault.item(id: saved.itemID) else { Issue.record("missing"); return }
        #expect(login.created == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(reread.vault.findLogins(for: "http://www.acme.com").first?.isInsecureDowngrade == true)
        #expect(reread.vault.findLogins(for: "https://www.acme.com").first?.isInsecureDowngrade == false)
    }
}
