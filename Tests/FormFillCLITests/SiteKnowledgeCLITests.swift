import Foundation
import FormFillTestSupport
import Testing

/// `vault find`, `fill`, `vault change-password` and `password --site` with the bundled site lists.
@Suite("formfill and site knowledge", .serialized)
struct SiteKnowledgeCLITests {
    let directory: URL
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("formfill-sites-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let vault = #"{"items": [{"kind": "login", "id": "aa", "title": "AA", "urls": ["https://www.aa.com"], "username": "u", "password": "p"}]}"#
        try Data(vault.utf8).write(to: directory.appendingPathComponent("vault.json"))
        let page = #"<form action="/s" method="post"><input type="email" name="e" autocomplete="username"><input type="password" name="p" autocomplete="current-password"></form>"#
        try Data(page.utf8).write(to: directory.appendingPathComponent("login.html"))
    }

    private func formfill(_ arguments: [String]) throws -> FormfillRun {
        try runFormfill(arguments, in: directory)
    }

    @Test func findOffersTheSharedCredentialWithTheDomainItWasSavedFor() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let find = try formfill(["vault", "find", "https://www.americanairlines.com/", "--vault", "vault.json"])
        #expect(find.status == 0)
        #expect(find.stdout.contains(#""match": "sharedCredential""#) && find.stdout.contains(#""saved_for": "aa.com""#))
        #expect(try formfill(["vault", "find", "https://americanairlines.com.evil.net/", "--vault", "vault.json"]).status == 3)
    }

    @Test func fillUsesASharedCredentialOnlyWhenChosen() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = ["--url", "https://www.americanairlines.com/login"]
        let silent = try formfill(["fill", "login.html", "--vault", "vault.json"] + url)
        #expect(silent.status == 3 && silent.stdout.isEmpty)
        #expect(silent.stderr.contains("aa (saved for aa.com)") && silent.stderr.contains("--item"))
        let chosen = try formfill(["fill", "login.html", "--vault", "vault.json", "--item", "aa"] + url)
        #expect(chosen.status == 0)
        #expect(chosen.stdout.contains(#""flags":["shared-credential"]"#))
        #expect(chosen.stderr.contains("saved for aa.com"))
    }

    @Test func changePasswordSaysWhereToChangeIt() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let change = try formfill(["vault", "change-password", "https://www.aa.com", "--vault", "vault.json"])
        #expect(change.status == 0)
        #expect(change.stdout.contains(#""change_password_url": "https://www.aa.com/loyalty/profile/information""#))
        #expect(change.stdout.contains(#""change_password_url_source": "site-list""#))
        let created = try formfill(["vault", "change-password", "https://login.example.org", "--vault", "vault.json"])
        #expect(created.stdout.contains(#""change_password_url": "https://login.example.org/.well-known/change-password""#))
        #expect(created.stdout.contains(#""change_password_url_source": "well-known""#))
    }

    @Test func passwordFollowsTheSitesListedRules() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // password-rules.json: "163.com": "minlength: 6; maxlength: 16;".
        let run = try formfill(["password", "--site", "https://reg.163.com/", "--count", "20"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 20 && lines.allSatisfy { (6...16).contains($0.count) })
        #expect(run.stderr.contains("listed for 163.com"))
        let unknown = try formfill(["password", "--site", "example.org"])
        #expect(unknown.status == 0 && unknown.stdout.count == 21 && unknown.stderr.contains("no password rules are listed"))
        // --rules wins over the site's.
        let given = try formfill(["password", "--site", "163.com", "--rules", "minlength: 30;"])
        #expect(given.stdout.count >= 31)
    }
}
