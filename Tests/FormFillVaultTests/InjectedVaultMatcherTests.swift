import Foundation
import FormFillModel
import FormFillURLMatching
import Testing
@testable import FormFillVault

/// The vault's flows judge sites with the matcher the caller injects, not with a bundled one of their own:
/// under a suffix list that only knows `io`, `alice.github.io` and `bob.github.io` are one site, `github.io`.
@Suite("Injected URL matcher in the vault flows")
struct InjectedVaultMatcherTests {
    static let onlyIO = URLMatcher(suffixList: PublicSuffixList(text: "io\n"))
    let now = Date(timeIntervalSince1970: 1_700_000_000)

    @Test func storeLoginTitlesTheLoginWithTheInjectedMatcher() throws {
        var vault = VaultFile()
        let details = LoginDetails(urlString: "https://alice.github.io/login", username: "alice", password: "pw-1")
        #expect(try vault.storeLogin(details, now: now).title == "alice.github.io")
        #expect(try vault.storeLogin(details, matcher: Self.onlyIO, now: now).title == "github.io")
    }

    @Test func changePasswordFindsTheLoginWithTheInjectedMatcher() throws {
        let bob = LoginItem(id: "bob", title: "Bob", urls: ["https://bob.github.io/"], username: "bob", password: "old-Secret-1")
        let request = PasswordChangeRequest(urlString: "https://alice.github.io/account", newPassword: "new-Secret-2")
        var separate = VaultFile(items: [.login(bob)])
        let created = try separate.changePassword(request, now: now)
        #expect(created.created)
        #expect(created.item.title == "alice.github.io")
        var joined = VaultFile(items: [.login(bob)])
        let changed = try joined.changePassword(request, matcher: Self.onlyIO, now: now)
        #expect(!changed.created)
        #expect(changed.item.id == "bob")
    }

    @Test func importTitlesUnnamedEntriesWithTheInjectedMatcher() throws {
        let csv = Data("name,url,username,password\n,https://alice.github.io/login,alice,pw-Secret-1\n".utf8)
        #expect(try VaultImporter.read(csv, format: .chrome).items.map(\.title) == ["alice.github.io"])
        #expect(try VaultImporter.read(csv, format: .chrome, matcher: Self.onlyIO).items.map(\.title) == ["github.io"])
    }
}
