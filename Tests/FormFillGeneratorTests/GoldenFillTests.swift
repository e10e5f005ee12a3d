import Foundation
import FormFill
import FormFillTestSupport
import Testing

/// The whole pipeline on every fixture with a `fill` sidecar: HTML → page details → classification → item
/// choice → fill script (`Fixtures/golden/fill/NAME.json`) → filled HTML (`Fixtures/golden/filled/NAME.html`).
@Suite struct GoldenFillTests {
    static let vault: [VaultItem] = {
        (try? VaultFile.decode(Data(contentsOf: Repository.fixtures.appendingPathComponent("vault.json"))).items) ?? []
    }()

    /// Stands in for a generated password in goldens (the real one is random; its rules are checked below).
    static let generatedMarker = "«generated-password»"

    static func run(_ page: FixturePage) throws -> (script: FillScript, result: FillResult, html: Data) {
        let details = try Collector(options: .init(pageURL: page.url, documentUUID: "fixture", timestamp: 0))
            .collect(page.html).details
        let fill = try #require(page.fill)
        let options = FillOptions(generatePassword: fill.generatePassword == true ? PasswordOptions() : nil,
                                  allowInsecure: fill.allowInsecure ?? false,
                                  now: Date(timeIntervalSince1970: TimeInterval(fill.time ?? 1_700_000_000)))
        let result = try FormFiller().fill(page: details, items: vault, itemID: fill.item, options: options)
        var script = result.script
        if let generated = result.generatedPassword {
            script.script = script.script.map { op in
                if case .fillByOpid(let opid, let value) = op, value == generated {
                    return .fillByOpid(opid, generatedMarker)
                }
                return op
            }
        }
        let html = try HTMLFiller().apply(script, toHTML: page.html).html
        return (script, result, html)
    }

    @Test func vaultLoads() {
        #expect(Self.vault.count >= 6)
    }

    @Test(arguments: FixturePage.fillable)
    func fillScriptMatchesGolden(_ page: FixturePage) throws {
        let (script, result, html) = try Self.run(page)
        #expect(!result.filledOpids.isEmpty, "\(page.name): nothing filled")
        if let problem = Golden.compareJSON(script.jsonString(), golden: page.golden("fill")) {
            Issue.record("\(page.name): \(problem)")
        }
        if let problem = Golden.compareText(String(decoding: html, as: UTF8.self),
                                            golden: page.golden("filled", extension: "html")) {
            Issue.record("\(page.name): \(problem)")
        }
    }

    @Test(arguments: FixturePage.fillable.filter { $0.fill?.generatePassword == true })
    func generatedPasswordsFollowTheFieldsRules(_ page: FixturePage) throws {
        let details = try Collector(options: .init(pageURL: page.url)).collect(page.html).details
        let result = try FormFiller().fill(page: details, items: Self.vault, itemID: page.fill?.item,
                                           options: FillOptions(generatePassword: PasswordOptions()))
        let generated = try #require(result.generatedPassword, "\(page.name): no password generated")
        let targets = result.script.script.compactMap { op -> FieldDetails? in
            if case .fillByOpid(let opid, let value) = op, value == generated { return details.field(opid) } else { return nil }
        }
        // The new password and its confirmation.
        #expect(targets.count == 2, "\(page.name): generated password filled \(targets.count) times")
        for field in targets {
            if let rules = field.passwordRules, let parsed = try? PasswordRules(parsing: rules) {
                #expect(parsed.isSatisfied(by: generated), "\(page.name): violates \(rules)")
            }
            if let max = field.maxLength { #expect(generated.count <= max) }
            if let min = field.minLength { #expect(generated.count >= min) }
        }
    }
}
