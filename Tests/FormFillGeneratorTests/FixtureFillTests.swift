import Foundation
import FormFillClassifier
import FormFillCollector
import FormFillGenerator
import FormFillModel
import FormFillSecrets
import FormFillTestSupport
import FormFillVault
import Testing

/// The whole pipeline on the fixture pages that name an item to fill: collect, classify, generate. The fill
/// script is compared with `Fixtures/golden/fill/NAME.json`, the page with the script applied with
/// `Fixtures/golden/filled/NAME.html`.
@Suite struct FixtureFillTests {
    struct Sidecar: Decodable {
        struct Fill: Decodable { var item: String; var generatePassword: Bool?; var time: Double?; var allowInsecure: Bool? }
        var url: String
        var fill: Fill?
    }

    static var fixtureNames: [String] {
        let dir = Repository.fixtures.appendingPathComponent("pages")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted().filter { name in
            guard let data = try? Data(contentsOf: dir.appendingPathComponent(name + ".json")),
                  let sidecar = try? JSONDecoder().decode(Sidecar.self, from: data) else { return false }
            return sidecar.fill != nil
        }
    }

    static func fillScript(for name: String) throws -> FillResult {
        let dir = Repository.fixtures.appendingPathComponent("pages")
        let sidecar = try JSONDecoder().decode(Sidecar.self, from: Data(contentsOf: dir.appendingPathComponent(name + ".json")))
        let fillSpec = try #require(sidecar.fill)
        let html = try Data(contentsOf: dir.appendingPathComponent(name + ".html"))
        let collector = Collector(options: .init(pageURL: sidecar.url, documentUUID: "fixture", timestamp: 0))
        let page = try collector.collect(html).details
        let classification = Classifier().classify(page)
        let vault = try VaultFile.decode(Data(contentsOf: Repository.fixtures.appendingPathComponent("vault.json")))
        let item = try #require(vault.item(id: fillSpec.item))
        let options = FillOptions(generatePassword: fillSpec.generatePassword == true ? PasswordOptions() : nil,
                                  allowInsecure: fillSpec.allowInsecure ?? false,
                                  now: Date(timeIntervalSince1970: fillSpec.time ?? 0))
        return try FillScriptGenerator.generate(page: page, classification: classification, item: item, options: options)
    }

    @Test(arguments: fixtureNames)
    func fixtureFillScript(name: String) throws {
        let result = try Self.fillScript(for: name)
        if ProcessInfo.processInfo.environment["PRINT_FILLS"] == "1" {
            print("== \(name) \(result.script.metadata.action) \(result.script.metadata.formOpid ?? "-") \(result.script.metadata.flags) \(result.warnings)")
            for (opid, value) in result.script.valuesByOpid.sorted(by: { $0.key.count == $1.key.count ? $0.key < $1.key : $0.key.count < $1.key.count }) {
                print("   \(opid) = \(value.debugDescription)")
            }
        }
        // A generated password differs on every run: the golden holds a marker in its place.
        var script = result.script
        if let generated = result.generatedPassword {
            #expect(generated.count >= 4)
            script.script = script.script.map { op in
                if case .fillByOpid(let opid, generated) = op { return .fillByOpid(opid, "<generated password>") }
                return op
            }
        }
        let golden = Repository.fixtures.appendingPathComponent("golden/fill/\(name).json")
        if let difference = Golden.compareJSON(script.jsonString(), golden: golden) {
            Issue.record("\(name): \(difference)")
        }
        // Applied to the page, every value lands: nothing the generator fills is hidden, disabled or missing.
        let html = try Data(contentsOf: Repository.fixtures.appendingPathComponent("pages/\(name).html"))
        let applied = try HTMLFiller().apply(script, toHTML: html)
        #expect(applied.skipped == [], "\(name)")
        #expect(applied.filled == result.filledOpids, "\(name)")
        let filledGolden = Repository.fixtures.appendingPathComponent("golden/filled/\(name).html")
        if let difference = Golden.compareText(String(decoding: applied.html, as: UTF8.self), golden: filledGolden) {
            Issue.record("\(name): \(difference)")
        }
    }
}
