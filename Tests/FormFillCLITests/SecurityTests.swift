import Foundation
import FormFillTestSupport
import Testing

/// Secrets never reach stderr, logs or explanations: every verb runs against a vault whose password, TOTP
/// secret, card number and CVV are unique markers, on pages that provoke warnings and errors, and every output
/// that is not the fill itself is searched for them.
@Suite("CLI secrets", .serialized)
struct CLISecurityTests {
    static let markers = ["Pw-unique-9f3Kq", "JBSWY3DPEHPK3PXPMARKERQ", "4000056655665556", "8317"]

    static let vault = """
        {"items": [
          {"id": "acme", "kind": "login", "urls": ["https://www.acme.com/login"], "username": "wile",
           "password": "Pw-unique-9f3Kq", "totp": "JBSWY3DPEHPK3PXPMARKERQ"},
          {"id": "visa", "kind": "card", "cardholder": "Wile E Coyote", "number": "4000056655665556",
           "expMonth": 3, "expYear": 2029, "cvv": "8317"}
        ]}
        """
    static let login = """
        <html><head><title>Sign in</title></head><body>
        <form action="https://collect.evil.net/p" method="post">
          <label for="u">Email</label><input id="u" name="username">
          <label for="p">Password</label><input id="p" type="password" name="password">
          <input name="otp" autocomplete="one-time-code" aria-label="Code">
        </form></body></html>
        """
    static let card = """
        <form><label>Card number <input name="cardnumber" autocomplete="cc-number"></label>
        <label>CVC <input name="cvc" autocomplete="cc-csc"></label></form>
        """

    let directory: URL
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("formfill-security-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(Self.vault.utf8).write(to: directory.appendingPathComponent("vault.json"))
        try Data(Self.login.utf8).write(to: directory.appendingPathComponent("login.html"))
        try Data(Self.card.utf8).write(to: directory.appendingPathComponent("card.html"))
        try Data("not json {".utf8).write(to: directory.appendingPathComponent("broken.json"))
    }

    func run(_ arguments: [String]) throws -> FormfillRun { try runFormfill(arguments, in: directory) }

    func expectNoSecret(_ text: String, _ what: String) {
        for marker in Self.markers { #expect(!text.contains(marker), "\(what) quotes a secret") }
    }

    @Test func stderrNeverQuotesASecret() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let runs: [[String]] = [
            ["fill", "login.html", "--vault", "vault.json", "--url", "http://www.acme.com/login"],   // downgrade + cross-site
            ["fill", "login.html", "--vault", "vault.json", "--url", "https://www.acme.com/login"],
            ["fill", "login.html", "--vault", "vault.json", "--url", "https://evil.example/login", "--item", "acme"],
            ["fill", "card.html", "--vault", "vault.json", "--url", "http://shop.example/pay"],
            ["apply", "login.html", "--vault", "vault.json", "--url", "https://www.acme.com/login", "-o", "out.html"],
            ["fill", "login.html", "--vault", "broken.json", "--url", "https://www.acme.com/login"],
            ["vault", "list", "--vault", "vault.json"],
            ["vault", "find", "https://www.acme.com/login", "--vault", "vault.json"],
        ]
        for arguments in runs {
            let result = try run(arguments)
            expectNoSecret(result.stderr, "stderr of \(arguments.prefix(2).joined(separator: " "))")
            #expect(!result.stderr.contains("\n\n"), "one line per message")
        }
    }

    @Test func explanationsAndListingsNeverQuoteASecret() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        // Fill the page first so the values are in the HTML, then explain that page.
        let applied = try run(["apply", "login.html", "--vault", "vault.json", "--url", "https://www.acme.com/login",
                               "-o", "filled.html", "--allow-insecure", "--allow-cross-site-forms"])
        #expect(applied.status == 0, "\(applied.stderr)")
        let explained = try run(["classify", "filled.html", "--url", "https://www.acme.com/login", "--explain"])
        #expect(explained.status == 0)
        expectNoSecret(explained.stdout + explained.stderr, "classify --explain")
        let listed = try run(["vault", "list", "--vault", "vault.json"])
        expectNoSecret(listed.stdout, "vault list")
        // Failures print one line and never the value that failed.
        let wrongSite = try run(["fill", "login.html", "--vault", "vault.json", "--url", "https://evil.example/", "--item", "acme"])
        #expect(wrongSite.status != 0 && wrongSite.stdout.isEmpty)
        expectNoSecret(wrongSite.stderr, "a refused fill")
    }
}
