import Foundation
import FormFillModel
import Testing
@testable import FormFillVault

/// The example of issue 3, extended with the keys the vault adds.
let sampleVaultJSON = """
{"items": [
  {"id": "acme", "kind": "login", "title": "ACME", "urls": ["https://www.acme.com"],
   "username": "wile", "password": "secret", "totp": "otpauth://totp/ACME:wile?secret=JBSWY3DPEHPK3PXP",
   "fields": {"lastname": "Coyote", "firstname": "Wile"}, "notes": "Saved with the ACME app",
   "sectionTitle": "ACME Browser", "created": "2024-01-02T03:04:05Z", "modified": "2024-02-03T04:05:06Z",
   "passwordHistory": [{"password": "older", "retired": "2024-02-03T04:05:06Z"}], "futureKey": [1, 2]},
  {"id": "visa", "kind": "card", "title": "Visa", "cardholder": "Wile E Coyote", "number": "4111 1111-1111 1111",
   "expMonth": 3, "expYear": 29, "cvv": "737", "brand": "Visa"},
  {"id": "home", "kind": "identity", "title": "Home", "honorificPrefix": "Mr", "firstName": "Wile",
   "middleName": "E", "lastName": "Coyote", "email": "wile@acme.com", "phone": "+1 415 555 0134",
   "company": "ACME Corp", "address1": "1 Mesa Road", "address2": "Apt 7", "address3": "", "city": "Tucson",
   "state": "AZ", "postalCode": "85701", "country": "US", "username": "wilecoyote", "birthDate": "1949-09-17",
   "phones": [{"label": "mobile", "number": "+1 520 555 0199"}, {"label": "work", "number": "+1 415 555 0134"}],
   "addresses": [{"label": "work", "line1": "2 Canyon Way", "city": "Phoenix", "country": "US"}],
   "passport": {"number": "X1234567", "country": "US", "issueDate": "2020-05-01", "expiryDate": "2030-04-30"}}
]}
"""

@Suite("Vault file")
struct VaultFileTests {
    @Test func decodesEveryKind() throws {
        let vault = try VaultFile.decode(Data(sampleVaultJSON.utf8))
        #expect(vault.items.map(\.id) == ["acme", "visa", "home"])
        let login = try #require(vault.logins.first)
        #expect(login.urls == ["https://www.acme.com"])
        #expect(login.fields == [CustomField(name: "firstname", value: "Wile"), CustomField(name: "lastname", value: "Coyote")])
        #expect(login.passwordHistory.count == 1)
        #expect(login.created == Date(timeIntervalSince1970: 1_704_164_645))
        let card = try #require(vault.cards.first)
        #expect(card.number == "4111111111111111")
        #expect(card.expYear == 2029)
        #expect(card.brand == "visa")
        let identity = try #require(vault.identities.first)
        #expect(identity.phones.count == 2)
        #expect(identity.addresses.first?.city == "Phoenix")
        #expect(identity.passport?.expiryDate == "2030-04-30")
        #expect(vault.warnings.isEmpty)
    }

    /// Custom fields listed out of name order keep that order across encode and decode (the object form, which
    /// decodes sorted, is only written when the order is already sorted). Found by the vault fuzzer.
    @Test func customFieldOrderSurvivesARoundTrip() throws {
        let json = #"{"items": [{"id": "a", "kind": "login", "urls": ["https://a.example"], "username": "u", "password": "p", "fields": [{"name": "Zone", "value": "1"}, {"name": "Alias", "value": ""}]}]}"#
        let vault = try VaultFile.decode(Data(json.utf8))
        let again = try VaultFile.decode(vault.encoded())
        #expect(again.items == vault.items)
        guard case .login(let login) = again.items.first else { Issue.record("not a login"); return }
        #expect(login.fields.map(\.name) == ["Zone", "Alias"])
    }

    @Test func encodingIsDeterministicAndRoundTrips() throws {
        let vault = try VaultFile.decode(Data(sampleVaultJSON.utf8))
        let once = vault.encoded()
        let again = try VaultFile.decode(once)
        #expect(again.items == vault.items)
        #expect(again.encoded() == once)
        let text = String(decoding: once, as: UTF8.self)
        #expect(!text.contains("futureKey"))
        #expect(text.contains("\"number\": \"4111111111111111\""))
    }

    @Test(arguments: [
        (#"[1]"#, "vault: the top level must be an object with \"items\""),
        (#"{"items": 3}"#, "vault key \"items\": must be an array"),
        (#"{"itemz": []}"#, "vault key \"items\": missing"),
        (#"{"items": [{"kind": "login"}]}"#, "vault item 0 key \"id\": missing"),
        (#"{"items": [{"id": "a", "kind": "note"}]}"#, "vault item 0 (id \"a\") key \"kind\": must be login, card or identity"),
        (#"{"items": [{"id": "a", "kind": "login", "username": 5}]}"#, "vault item 0 (id \"a\") key \"username\": must be a string"),
        (#"{"items": [{"id": "a", "kind": "login"}, {"id": "a", "kind": "login"}]}"#, "vault item 1 (id \"a\") key \"id\": used by an earlier item"),
        (#"{"items": [{"id": "a", "kind": "login", "totp": "not base32 at all!"}]}"#, "vault item 0 (id \"a\") key \"totp\": must be an otpauth:// URI or a base32 secret"),
        (#"{"items": [{"id": "a", "kind": "login", "urls": ["x", 2]}]}"#, "vault item 0 (id \"a\") key \"urls[1]\": must be a string"),
        (#"{"items": [{"id": "a", "kind": "login", "fields": {"pin": 1234}}]}"#, "vault item 0 (id \"a\") key \"fields.pin\": must be a string"),
        (#"{"items": [{"id": "v", "kind": "card", "number": "4111x1111111111111"}]}"#, "vault item 0 (id \"v\") key \"number\": must be 12 to 19 digits (spaces and dashes allowed)"),
        (#"{"items": [{"id": "v", "kind": "card", "number": "4111111111111111", "expMonth": 13}]}"#, "vault item 0 (id \"v\") key \"expMonth\": must be 1 to 12"),
        (#"{"items": [{"id": "v", "kind": "card", "number": "4111111111111111", "expYear": 202}]}"#, "vault item 0 (id \"v\") key \"expYear\": must be a year of 4 digits (or 2, read as 20YY)"),
        (#"{"items": [{"id": "v", "kind": "card", "number": "4111111111111111", "cvv": "73"}]}"#, "vault item 0 (id \"v\") key \"cvv\": must be 3 or 4 digits"),
        (#"{"items": [{"id": "h", "kind": "identity", "birthDate": "1949-02-30"}]}"#, "vault item 0 (id \"h\") key \"birthDate\": must be a date YYYY-MM-DD"),
        (#"{"items": [{"id": "h", "kind": "identity", "passport": {"country": "US"}}]}"#, "vault item 0 (id \"h\") key \"passport.number\": missing"),
        (#"{"items": [{"id": "h", "kind": "identity", "phones": [{"label": "x"}]}]}"#, "vault item 0 (id \"h\") key \"phones[0]\": must be an object with \"number\" (and \"label\")"),
        ("{\"items\": [", "vault: not valid JSON"),
    ] as [(String, String)])
    func validationNamesItemAndKey(json: String, message: String) {
        #expect(throws: VaultFormatError.self) { try VaultFile.decode(Data(json.utf8)) }
        do {
            _ = try VaultFile.decode(Data(json.utf8))
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test func errorsNeverContainSecretValues() {
        let json = #"{"items": [{"id": "v", "kind": "card", "number": "4111-1111-1111-111X", "cvv": "7"}]}"#
        do {
            _ = try VaultFile.decode(Data(json.utf8))
            Issue.record("expected an error")
        } catch {
            #expect(!"\(error)".contains("4111"))
        }
    }

    @Test func luhnFailureIsAWarningNotAnError() throws {
        let json = #"{"items": [{"id": "v", "kind": "card", "number": "4111111111111112"}]}"#
        let vault = try VaultFile.decode(Data(json.utf8))
        #expect(vault.cards.count == 1)
        #expect(vault.warnings == ["vault item 0 (id \"v\") key \"number\": fails the Luhn check; probably mistyped"])
    }

    @Test(arguments: [("4111111111111111", true), ("5555555555554444", true), ("378282246310005", true),
                      ("4111111111111112", false), ("0000000000000000", true), ("79927398713", true)])
    func luhn(number: String, valid: Bool) {
        #expect(CardNumber.passesLuhn(number) == valid)
    }

    @Test func unusedIDsAreDerivedFromTitles() {
        let vault = VaultFile(items: [.login(LoginItem(id: "acme")), .login(LoginItem(id: "acme-2"))])
        #expect(vault.unusedID(basedOn: "ACME") == "acme-3")
        #expect(vault.unusedID(basedOn: "Touch Me In") == "touch-me-in")
        #expect(vault.unusedID(basedOn: "***") == "item")
    }
}
