import Foundation
import FormFillClassifier
import FormFillCollector
import FormFillModel
import FormFillTestSupport
import Testing

/// Every fixture page's `formfill classify` output against `Fixtures/golden/classify/NAME.json` (reviewed by hand
/// for the login, card and address pages). `UPDATE_GOLDENS=1 swift test --filter ClassifyGoldenTests` rewrites
/// them; read the diff before committing.
@Suite struct ClassifyGoldenTests {
    static let pages: [String] = {
        let dir = Repository.fixtures.appendingPathComponent("pages")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".html") }.map { String($0.dropLast(5)) }.sorted()
    }()

    struct Sidecar: Decodable { var url: String }

    @Test(arguments: pages) func matchesGolden(_ name: String) throws {
        let pages = Repository.fixtures.appendingPathComponent("pages")
        let html = try Data(contentsOf: pages.appendingPathComponent("\(name).html"))
        let sidecar = try JSONDecoder().decode(Sidecar.self, from: Data(contentsOf: pages.appendingPathComponent("\(name).json")))
        let details = try Collector(options: .init(pageURL: sidecar.url, documentUUID: "fixture", timestamp: 0)).collect(html).details
        let report = ClassificationReport(page: details, classification: Classifier().classify(details))
        let golden = Repository.fixtures.appendingPathComponent("golden/classify/\(name).json")
        if let difference = Golden.compareJSON(report.jsonString(), golden: golden) {
            Issue.record(Comment(rawValue: difference))
        }
    }
}
