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
    @Test(arguments: FixturePage.all) func matchesGolden(_ page: FixturePage) throws {
        let collector = Collector(options: .init(pageURL: page.url, documentUUID: "fixture", timestamp: 0))
        let details = try collector.collect(page.html).details
        let report = ClassificationReport(page: details, classification: Classifier().classify(details))
        if let difference = Golden.compareJSON(report.jsonString(), golden: page.golden("classify")) {
            Issue.record(Comment(rawValue: difference))
        }
    }
}
