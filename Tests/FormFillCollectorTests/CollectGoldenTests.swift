import Foundation
import Testing
import FormFillCollector
import FormFillModel
import FormFillTestSupport

/// Every fixture page against its golden token (`Fixtures/golden/collect/NAME.json`).
/// `UPDATE_GOLDENS=1 swift test --filter CollectGoldenTests` rewrites them; read the diff before committing.
@Suite struct CollectGoldenTests {
    static let pages = FixturePage.all

    static func collect(_ page: FixturePage) throws -> PageDetails {
        let collector = Collector(options: .init(pageURL: page.url, documentUUID: "fixture", timestamp: 0))
        return try collector.collect(page.html).details
    }

    @Test func thereAreEnoughFixtures() {
        #expect(Self.pages.count >= 30)
    }

    /// `FixturePage.all` skips a page whose sidecar is missing or malformed; this makes that a failure.
    @Test func everyPageHasASidecar() {
        let dir = Repository.fixtures.appendingPathComponent("pages")
        let html = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasSuffix(".html") }
        #expect(Set(Self.pages.map { "\($0.name).html" }) == Set(html))
    }

    @Test(arguments: pages) func matchesGolden(_ page: FixturePage) throws {
        let details = try Self.collect(page)
        if let difference = Golden.compareJSON(details.jsonString(), golden: page.golden("collect")) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test(arguments: pages) func tokenRoundTripsThroughTheModel(_ page: FixturePage) throws {
        let details = try Self.collect(page)
        let decoded = try PageDetails.decode(Data(details.jsonString().utf8))
        #expect(decoded == details)
    }
}
