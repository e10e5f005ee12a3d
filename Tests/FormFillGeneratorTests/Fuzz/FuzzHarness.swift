import Foundation
import FormFillClassifier
import FormFillApply
import FormFillCollector
import FormFillGenerator
import FormFillModel
import FormFillSecrets
import FormFillVault

// The entry points of the libFuzzer targets in `Tests/Fuzz/` (which compiles this very file through a
// symlink) and of the regression tests that replay their reproducers. Each returns the invariants the input
// broke; a crash, a sanitizer report or a non-empty result is a finding.

/// One fuzz target: a name (the directory of its reproducers) and what it does with the bytes.
public enum FuzzTarget: String, CaseIterable, Sendable {
    case collector, pageDetails = "page-details", vault, passwordRules = "passwordrules", fill

    public func run(_ data: Data) -> [String] {
        switch self {
        case .collector: FuzzHarness.collector(data)
        case .pageDetails: FuzzHarness.pageDetails(data)
        case .vault: FuzzHarness.vault(data)
        case .passwordRules: FuzzHarness.passwordRules(data)
        case .fill: FuzzHarness.fill(data)
        }
    }
}

public enum FuzzHarness {
    /// A marker that must never leave the secrets it is stored in (errors, warnings, explanations).
    public static let secretMarker = "Zq7-FUZZ-SECRET-x9"

    /// HTML bytes → page details → JSON → page details, and the fill of a few fields written back into the
    /// HTML. (Classification is fuzzed from tokens by ``fill(_:)``;
    /// here it would cost most of each run.)
    public static func collector(_ data: Data) -> [String] {
        let options = Collector.Options(pageURL: "https://www.example.com/login", documentUUID: "fuzz", timestamp: 0)
        guard let page = try? Collector(options: options).collect(data) else { return [] }
        var broken: [String] = []
        let json = page.details.jsonData()
        do {
            let decoded = try PageDetails.decode(json)
            if decoded.fields.count != page.details.fields.count { broken.append("field count changed on re-decode") }
        } catch {
            broken.append("the collector's own JSON does not decode: \(error)")
        }
        let opids = page.details.fields.map(\.opid)
        if Set(opids).count != opids.count { broken.append("duplicate field opids") }
        // `apply` edits a libxml2 tree of the same bytes, paired element for element with the collector's tree:
        // the two parses must agree on every page, and the edited page must serialize.
        let script = FillScript(documentUUID: "fuzz", script: opids.prefix(4).map { .fillByOpid($0, secretMarker) })
        do { _ = try HTMLFiller().apply(script, toHTML: data) } catch { broken.append("apply failed: \(error)") }
        return broken
    }

    /// Token bytes → page details → JSON → page details: encoding is a fixed point after one round.
    public static func pageDetails(_ data: Data) -> [String] {
        guard let details = try? PageDetails.decode(data) else { return [] }
        let once = details.jsonData()
        guard let again = try? PageDetails.decode(once) else { return ["encoded page details do not decode"] }
        return again.jsonData() == once ? [] : ["page details encoding is not stable across a round trip"]
    }

    /// Vault bytes → vault → JSON → vault: the same items; errors and warnings never quote a secret.
    public static func vault(_ data: Data) -> [String] {
        let vault: VaultFile
        do {
            vault = try VaultFile.decode(data)
        } catch {
            return leaks(in: "\(error)", of: secrets(inVaultBytes: data))
        }
        var broken: [String] = []
        for warning in vault.warnings { broken += leaks(in: warning, of: secrets(of: vault)) }
        do {
            let again = try VaultFile.decode(vault.encoded())
            if again.items != vault.items { broken.append("vault items change across encode and decode") }
        } catch {
            broken.append("an encoded vault does not decode: \(error)")
        }
        return broken
    }

    /// `passwordrules` text → rules → a password that satisfies them (or a clean error).
    public static func passwordRules(_ data: Data) -> [String] {
        guard let rules = try? PasswordRules(parsing: String(decoding: data, as: UTF8.self)) else { return [] }
        var rng = SplitMix64(seed: UInt64(truncatingIfNeeded: data.count))
        guard let password = try? PasswordGenerator.generate(PasswordOptions(rules: rules), using: &rng) else { return [] }
        return rules.isSatisfied(by: password) ? [] : ["generated password breaks its rules"]
    }

    /// Token bytes → page details → classification → a fill script for each fixed item.
    public static func fill(_ data: Data) -> [String] {
        guard let page = try? PageDetails.decode(data) else { return [] }
        let classification = Classifier().classify(page)
        let opids = Set(page.fields.map(\.opid))
        let options = FillOptions(generatePassword: PasswordOptions(), now: Date(timeIntervalSince1970: 1_700_000_000))
        var broken: [String] = []
        for item in fixedItems {
            do {
                let result = try FillScriptGenerator.generate(page: page, classification: classification, item: item,
                                                              options: options)
                for opid in result.filledOpids where !opids.contains(opid) { broken.append("filled unknown opid") }
                for warning in result.warnings { broken += leaks(in: warning, of: [secretMarker]) }
                if (try? FillScript.decode(result.script.jsonData())) == nil { broken.append("fill script does not decode") }
            } catch {
                broken += leaks(in: "\(error)", of: [secretMarker])
            }
        }
        return broken
    }

    /// A login, a card and an identity whose secrets carry ``secretMarker``.
    public static let fixedItems: [VaultItem] = [
        .login(LoginItem(id: "acme", title: "ACME", urls: ["https://www.example.com/login"], username: "wile@example.com",
                         password: secretMarker, totp: "JBSWY3DPEHPK3PXP")),
        .card(CardItem(id: "visa", cardholder: "Wile E Coyote", number: "4111111111111111", expMonth: 3, expYear: 2029,
                       cvv: "737", brand: "visa")),
        .identity(IdentityItem(id: "wile", firstName: "Wile", middleName: "E", lastName: "Coyote",
                               email: "wile@example.com", phone: "+1 415 555 0134", address1: "1 Mesa Road",
                               city: "Phoenix", state: "AZ", postalCode: "85001", country: "US",
                               birthDate: "1949-09-17")),
    ]

    static func secrets(of vault: VaultFile) -> [String] {
        vault.items.flatMap { item -> [String] in
            switch item {
            case .login(let login): [login.password] + (login.totp.map { [$0] } ?? [])
            case .card(let card): [card.number] + (card.cvv.map { [$0] } ?? [])
            case .identity: []
            }
        }
    }

    /// The values of the secret keys in a vault that did not decode, except those that also occur in a key or
    /// a non-secret value (which an error may name legitimately).
    static func secrets(inVaultBytes data: Data) -> [String] {
        guard let root = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) else { return [] }
        var found: [String] = []
        var plain: [String] = []
        func walk(_ value: Any) {
            if let object = value as? [String: Any] {
                for (key, child) in object {
                    plain.append(key)
                    if ["password", "totp", "number", "cvv"].contains(key), let text = child as? String {
                        found.append(text)
                    } else if let text = child as? String {
                        plain.append(text)
                    } else {
                        walk(child)
                    }
                }
            } else if let array = value as? [Any] {
                array.forEach(walk)
            }
        }
        walk(root)
        return found.filter { secret in !plain.contains { $0.contains(secret) } }
    }

    /// Secrets that `message` quotes. Only secrets of 6 or more characters with a digit or a symbol count:
    /// shorter ones and plain words ("secret") turn up in messages by chance.
    /// Also not a leak: a "secret" found only inside the messages' own fixed wording (a TOTP field holding
    /// `otpauth:// `, quoted back by "must be an otpauth:// URI"): that wording is cut out before searching.
    static func leaks(in message: String, of secrets: [String]) -> [String] {
        let wording = ["must be an otpauth:// URI or a base32 secret"]
        let own = wording.reduce(message) { $0.replacingOccurrences(of: $1, with: "\u{0}") }
        return secrets.filter { secret in
            secret.count >= 6 && secret.contains { !$0.isLetter } && own.contains(secret)
        }.map { _ in "a message quotes a secret: \(message.prefix(80))" }
    }
}

/// A small deterministic generator so that a reproducer replays the same password.
public struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
