import Foundation
import Testing
import FormFillCollector
import FormFillModel
import FormFillTestSupport

/// Every fixture page against its golden token (`Fixtures/golden/collect/NAME.json`).
/// `UPDATE_GOLDENS=1 swift test --filter CollectGoldenTests` rewrites them; read the diff before committing.
@Suite struct CollectGoldenTests {
    static let pages: [String] = {
        let dir = Repository.fixtures.appendingPathComponent("pages")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".html") }.map { String($0.dropLast(5)) }.sorted()
    }()

    struct Sidecar: Decodable { var url: String; var description: String }

    static func collect(_ name: String) throws -> PageDetails {
        let pages = Repository.fixtures.appendingPathComponent("pages")
        let html = try Data(contentsOf: pages.appendingPathComponent("\(name).html"))
        let sidecar = try JSONDecoder().decode(Sidecar.self, from: Data(contentsOf: pages.appendingPathComponent("\(name).json")))
        let collector = Collector(options: .init(pageURL: sidecar.url, documentUUID: "fixture", timestamp: 0))
        return try collector.collect(html).details
    }

    @Test func thereAreEnoughFixtures() {
        #expect(Self.pages.count >= 30)
    }

    @Test(arguments: pages) func matchesGolden(_ name: String) throws {
        let details = try Self.collect(name)
        let golden = Repository.fixtures.appendingPathComponent("golden/collect/\(name).json")
        if let difference = Golden.compareJSON(details.jsonString(), golden: golden) {
            Issue.record(Comment(rawValue: difference))
        }
    }

    @Test(arguments: pages) func tokenRoundTripsThroughTheModel(_ name: String) throws {
        let details = try Self.collect(name)
        let decoded = try PageDetails.decode(Data(details.jsonString().utf8))
        #expect(decoded == details)
    }
}
