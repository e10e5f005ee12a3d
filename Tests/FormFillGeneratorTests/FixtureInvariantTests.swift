import Foundation
import FormFillClassifier
import FormFillApply
import FormFillCollector
import FormFillGenerator
import FormFillModel
import FormFillSecrets
import FormFillTestSupport
import Testing

/// The whole pipeline on the fixture pages that name an item to fill: collect, classify, generate. The goldens
/// of these fills are checked by `GoldenFillTests` (integration); this suite checks what must hold whatever the
/// classifier decides: every value lands on a fillable element, and the script survives its JSON form.
@Suite struct FixtureInvariantTests {
    static func fillScript(for page: FixturePage) throws -> FillResult {
        let fillSpec = try #require(page.fill)
        let collector = Collector(options: .init(pageURL: page.url, documentUUID: "fixture", timestamp: 0))
        let details = try collector.collect(page.html).details
        let classification = Classifier().classify(details)
        let item = try #require(GoldenFillTests.vault.first { $0.id == fillSpec.item })
        let options = FillOptions(generatePassword: fillSpec.generatePassword == true ? PasswordOptions() : nil,
                                  allowInsecure: fillSpec.allowInsecure ?? false,
                                  now: Date(timeIntervalSince1970: TimeInterval(fillSpec.time ?? 0)))
        return try FillScriptGenerator.generate(page: details, classification: classification, item: item, options: options)
    }

    @Test(arguments: FixturePage.fillable)
    func everyValueLandsAndRoundTrips(page: FixturePage) throws {
        let name = page.name
        let result = try Self.fillScript(for: page)
        if ProcessInfo.processInfo.environment["PRINT_FILLS"] == "1" {
            print("== \(name) \(result.script.metadata.action) \(result.script.metadata.formOpid ?? "-") \(result.script.metadata.flags) \(result.warnings)")
            for (opid, value) in result.script.valuesByOpid.sorted(by: { $0.key.count == $1.key.count ? $0.key < $1.key : $0.key.count < $1.key.count }) {
                print("   \(opid) = \(value.debugDescription)")
            }
        }
        #expect(!result.filledOpids.isEmpty, "\(name)")
        // The script survives its JSON form exactly.
        #expect(try FillScript.decode(result.script.jsonData()) == result.script, "\(name)")
        // Applied to the page, every value lands: nothing the generator fills is hidden, disabled or missing.
        let applied = try HTMLFiller().apply(result.script, toHTML: page.html)
        #expect(applied.skipped == [], "\(name)")
        #expect(applied.filled == result.filledOpids, "\(name)")
    }
}
