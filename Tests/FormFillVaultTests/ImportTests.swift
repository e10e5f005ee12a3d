import Foundation
import FormFillModel
import FormFillTestSupport
import Testing
@testable import FormFillVault

@Suite("Imports")
struct ImportTests {
    func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: Repository.fixtures.appendingPathComponent("imports/\(name)"))
    }

    @Test func bitwardenExport() throws {
        let report = try VaultImporter.read(try fixture("bitwarden.json"), format: .bitwarden)
        #expect(report.items.map(\.title) == ["ACME Corp", "GitHub", "Visa Gold", "Wile at home"])
        #expect(report.skipped == [
            "item 2 \"Wi-Fi at home\": secure notes are not supported",
            "item 4 \"Broken card\": expMonth: must be 1 to 12",
            "item 6 \"Deploy key\": SSH keys are not supported",
        ])
        #expect(report.notes.contains("item 0 \"ACME Corp\": linked field \"Username alias\" not kept (it only points at another field)"))
        #expect(report.notes.contains("item 5 \"Wile at home\": social security number not kept (identities have no place for it)"))
        guard case .login(let acme) = report.items[0], case .card(let visa) = report.items[2],
              case .identity(let home) = report.items[3] else { Issue.record("unexpected kinds"); return }
        #expect(acme.urls == ["https://www.acme.com/login", "app://com.acme.awesome-app"])
        #expect(acme.username == "wile@acme.com")
        #expect(acme.password == "R0adRunner!2024")
        #expect(acme.totp?.hasPrefix("otpauth://") == true)
        #expect(acme.sectionTitle == "Work")
        #expect(acme.notes == "Shared desk login, ask Wile first")
        #expect(acme.fields == [CustomField(name: "Employee ID", value: "E-1042"), CustomField(name: "PIN", value: "8841"),
                                CustomField(name: "Remember me", value: "true")])
        #expect(acme.passwordHistory.map(\.password) == ["0ldAcmePass!"])
        #expect(acme.created == VaultDates.parse("2023-01-15T08:00:00Z"))
        #expect(visa.number == "4111111111111111" && visa.expMonth == 3 && visa.expYear == 2029 && visa.cvv == "737")
        #expect(home.honorificPrefix == "Mr" && home.passport?.number == "X1234567" && home.city == "Tucson")
        #expect(!report.skipped.joined().contains("hunter2"))
    }

    @Test func encryptedBitwardenExportIsRefused() {
        #expect(throws: VaultFormatError.self) {
            try VaultImporter.read(Data(#"{"encrypted": true, "items": []}"#.utf8), format: .bitwarden)
        }
    }

    @Test func chromeCSV() throws {
        let report = try VaultImporter.read(try fixture("chrome.csv"), format: .chrome)
        let logins = report.items.compactMap { if case .login(let l) = $0 { l } else { nil } }
        #expect(logins.map(\.title) == ["acme.com", "GitHub", "localhost"])
        #expect(logins[0].password == "R0ad,Runner\"2024")
        #expect(logins[0].notes == nil)
        #expect(logins[1].notes == "two-line\r\nnote, with comma")
        // Line numbers are physical lines: the quoted two-line note takes lines 3 and 4.
        #expect(report.skipped == ["line 6: 3 columns where the header has 5", "line 7: neither a username nor a password"])
    }

    @Test func firefoxCSV() throws {
        let report = try VaultImporter.read(try fixture("firefox.csv"), format: .firefox)
        let logins = report.items.compactMap { if case .login(let l) = $0 { l } else { nil } }
        #expect(logins.map(\.title) == ["acme.com", "acme.com"])
        #expect(logins[0].created == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(logins[0].modified == Date(timeIntervalSince1970: 1_702_000_000))
        #expect(logins[0].fields == [CustomField(name: "formActionOrigin", value: "https://www.acme.com")])
        #expect(logins[1].password == "p@ss \"quoted\", word")
        #expect(logins[1].fields == [CustomField(name: "httpRealm", value: "ACME Intranet")])
        #expect(report.skipped == ["line 4: a browser-internal entry (chrome://FirefoxAccounts)"])
    }

    @Test func formatDetection() throws {
        #expect(ImportFormat.detect(String(decoding: try fixture("bitwarden.json"), as: UTF8.self)) == .bitwarden)
        #expect(ImportFormat.detect(String(decoding: try fixture("chrome.csv"), as: UTF8.self)) == .chrome)
        #expect(ImportFormat.detect(String(decoding: try fixture("firefox.csv"), as: UTF8.self)) == .firefox)
        #expect(ImportFormat.detect("hello") == nil)
    }

    @Test func mergeAssignsIDsAndSkipsDuplicates() throws {
        var vault = VaultFile()
        let report = try VaultImporter.read(try fixture("chrome.csv"), format: .chrome)
        #expect(vault.merge(report).added == 3)
        #expect(vault.items.map(\.id) == ["acme-com", "github", "localhost"])
        let again = vault.merge(report)
        #expect(again.added == 0 && again.duplicates.count == 3)
    }

    @Test(arguments: [
        ("a,b\n1,2\n", [["a", "b"], ["1", "2"]]),
        ("\u{FEFF}a,\"b,c\"\r\n\"x\"\"y\",\n", [["a", "b,c"], ["x\"y", ""]]),
        ("a\n\n\"multi\nline\",z", [["a"], ["multi\nline", "z"]]),
        ("\"\"", [[""]]),
    ] as [(String, [[String]])])
    func csv(text: String, expected: [[String]]) throws {
        #expect(try CSVParser.parse(text).map(\.fields) == expected)
    }

    @Test func unclosedQuoteIsAnError() {
        #expect(throws: CSVParser.ParseError(line: 2)) { try CSVParser.parse("a\n\"open,b\nc") }
    }
}
