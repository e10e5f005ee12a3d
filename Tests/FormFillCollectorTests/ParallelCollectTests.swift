import Foundation
import FormFillCollector
import FormFillModel
import FormFillSupport
import FormFillTestSupport
import Testing

/// A large page's fields are built in chunks on all cores; the token must be the serial one, byte for byte.
/// Chunks of one field force the parallel path on every fixture.
@Suite struct ParallelCollectTests {
    static let everyField = Parallelism(maxWorkers: 4, minimumChunk: 1)

    func collect(_ html: Data, url: String, _ parallelism: Parallelism, limits: Limits = Limits()) throws -> CollectedPage {
        try Collector(options: .init(pageURL: url, documentUUID: "fixture", timestamp: 0, limits: limits,
                                     parallelism: parallelism)).collect(html)
    }

    @Test(arguments: FixturePage.all) func parallelTokenIsTheSerialOne(_ page: FixturePage) throws {
        let serial = try collect(page.html, url: page.url, .serial)
        let parallel = try collect(page.html, url: page.url, Self.everyField)
        #expect(parallel == serial)
        #expect(parallel.details.jsonString() == serial.details.jsonString())
    }

    @Test func aLargePageGivesTheSameTokenOnAllCores() throws {
        // Labels before and after their fields, styles that hide some, forms referenced by id from afar.
        let row = { (i: Int) in
            "<tr><td><label for=f\(i)>Field \(i)</label></td><td><input id=f\(i) name=n\(i) form=far class=c\(i % 7)></td>" +
            "<td><select name=s\(i)><option>A</option><option selected>B</option></select></td></tr>"
        }
        let html = "<style>.c3 { display: none }</style><table>" + (0..<3_000).map(row).joined() + "</table><form id=far></form>"
        let serial = try collect(Data(html.utf8), url: "https://www.example.com/", .serial)
        let parallel = try collect(Data(html.utf8), url: "https://www.example.com/", Parallelism(maxWorkers: 2))
        #expect(serial.details.fields.count == 6_000)
        #expect(parallel.details.jsonString(pretty: true) == serial.details.jsonString(pretty: true))
        // The token's writer honours the parallelism too: serial and chunked writes give the same bytes.
        let written = serial.details.jsonBytes(parallelism: .serial)
        #expect(serial.details.jsonBytes(parallelism: Self.everyField) == written)
        #expect(written == Array(serial.details.jsonString().utf8))
        #expect(parallel.details.fields.filter { !$0.visible }.count == 429, "every seventh input hidden by the style rule")
    }

    @Test func aPageLargeEnoughForTheSeparateIDWalkGivesTheSameToken() throws {
        // Over 50,000 nodes: the id index is built by a walk of its own on another core. Ids inside a
        // <template> do not count, the first of duplicate ids wins, labels and aria-labelledby use the index.
        let row = { (i: Int) in
            "<tr><td><span id=t\(i)>Text \(i)</span></td><td><label for=f\(i)>Field \(i)</label>" +
            "<input id=f\(i) name=n\(i) aria-labelledby=t\(i)></td><td><span id=t\(i)>Other</span></td></tr>"
        }
        let html = "<template><span id=t0>Templated</span></template><div data-onepassword-title='Shop'></div><table>"
            + (0..<5_000).map(row).joined() + "</table>"
        let serial = try collect(Data(html.utf8), url: "https://www.example.com/", .serial)
        let parallel = try collect(Data(html.utf8), url: "https://www.example.com/", Parallelism(maxWorkers: 2))
        #expect(parallel.details.fields.count == 5_000)
        #expect(parallel.details.jsonString(pretty: true) == serial.details.jsonString(pretty: true))
        #expect(parallel.details.displayTitle == "Shop")
        for name in ["n0", "n4999"] {
            let field = parallel.details.fields.first { $0.htmlName == name }
            #expect(field?.labelTag == "Field \(name.dropFirst())")
            // The first element with the id, outside the template: not "Templated", not "Other".
            #expect(field?.labelAria == "Text \(name.dropFirst())")
        }
    }

    @Test func anExhaustedTimeBudgetStillKeepsAPrefix() throws {
        let html = Data(String(repeating: "<input>", count: 500).utf8)
        let page = try collect(html, url: "https://www.example.com/", Self.everyField, limits: Limits(timeBudget: .zero))
        // Every chunk stops at its first clock check; the first one's stop ends the list.
        #expect(page.details.fields.map(\.opid) == (0..<63).map { "__\($0)" })
        #expect(page.warnings.first == "collection stopped after 0.0 seconds at field 63 of 500")
    }
}
