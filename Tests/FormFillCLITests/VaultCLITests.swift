import Foundation
import FormFillTestSupport
import Testing

/// Runs the built `formfill` in the test's directory.
private func formfill(_ arguments: [String], stdin: String = "", environment: [String: String] = [:],
                      in directory: URL) throws -> FormfillRun {
    try runFormfill(arguments, stdin: stdin, environment: environment, in: directory)
}

@Suite("formfill vault", .serialized)
struct VaultCLITests {
    let directory: URL
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("formfill-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    @Test func importFindChangeEncryptDecrypt() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let export = Repository.fixtures.appendingPathComponent("imports/bitwarden.json").path
        let imported = try formfill(["vault", "import", export, "--vault", "v.json"], in: directory)
        #expect(imported.status == 0)
        #expect(imported.stdout == "imported 4 item(s) from bitwarden; skipped 3\n")
        #expect(imported.stderr.contains("secure notes are not supported"))

        let found = try formfill(["vault", "find", "https://login.acme.com", "--vault", "v.json"], in: directory)
        #expect(found.status == 0)
        #expect(found.stdout.contains("\"url_string\": \"https://www.acme.com/login\""))
        #expect(try formfill(["vault", "find", "https://acme.com.evil.net", "--vault", "v.json"], in: directory).status == 3)

        let list = try formfill(["vault", "list", "--vault", "v.json"], in: directory)
        #expect(list.status == 0 && list.stdout.contains("visa •••• 1111"))
        #expect(!list.stdout.contains("R0adRunner") && !list.stdout.contains("737"))

        let mismatch = try formfill(["vault", "change-password", "https://www.acme.com", "--vault", "v.json",
                                     "--password-stdin"], stdin: "a\nb\n", in: directory)
        #expect(mismatch.status == 64 && !mismatch.stderr.contains("a\n"))
        let changed = try formfill(["vault", "change-password", "https://www.acme.com", "--vault", "v.json",
                                    "--password-stdin"], stdin: "Fresh-n3w-Passw0rd-marker\nFresh-n3w-Passw0rd-marker\n", in: directory)
        #expect(changed.status == 0 && changed.stdout.contains("\"old_password\": \"R0adRunner!2024\""))

        let env = ["FORMFILL_PASSPHRASE": "correct horse"]
        #expect(try formfill(["vault", "encrypt", "--vault", "v.json", "--scrypt-log-n", "10"], environment: env, in: directory).status == 0)
        let text = try String(contentsOf: directory.appendingPathComponent("v.json"), encoding: .utf8)
        #expect(text.contains("formfill-vault-encrypted") && !text.contains("Fresh-n3w-Passw0rd-marker"))
        #expect(try formfill(["vault", "list", "--vault", "v.json"], in: directory).status == 77)
        #expect(try formfill(["vault", "list", "--vault", "v.json"], environment: ["FORMFILL_PASSPHRASE": "nope"], in: directory).status == 77)
        #expect(try formfill(["vault", "find", "app://com.acme.awesome-app", "--vault", "v.json"], environment: env, in: directory).status == 0)
        #expect(try formfill(["vault", "decrypt", "--vault", "v.json"], environment: env, in: directory).status == 0)
        #expect(try formfill(["vault", "list", "--vault", "v.json"], in: directory).status == 0)
    }

    @Test func missingAndMalformedVaults() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(try formfill(["vault", "list", "--vault", "none.json"], in: directory).status == 66)
        try Data(#"{"items": [{"id": "x", "kind": "card", "number": "12"}]}"#.utf8).write(to: directory.appendingPathComponent("bad.json"))
        let bad = try formfill(["vault", "list", "--vault", "bad.json"], in: directory)
        #expect(bad.status == 65)
        #expect(bad.stderr == "formfill: vault item 0 (id \"x\") key \"number\": must be 12 to 19 digits (spaces and dashes allowed)\n")
    }
}
