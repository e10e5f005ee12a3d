import Foundation
import FormFillCollector
import FormFillModel
import FormFillTestSupport
import Testing

/// Every bound of ``Limits`` cuts (never fails) and says what it cut.
@Suite("Collector limits")
struct LimitsTests {
    func collect(_ html: String, _ limits: Limits) throws -> CollectedPage {
        try Collector(options: .init(pageURL: "https://www.example.com/", documentUUID: "x", timestamp: 0, limits: limits))
            .collect(html: html)
    }

    @Test func ordinaryPagesAreNotCut() throws {
        let page = try collect("<form><label>Email <input name=e></label><select><option>a</option></select></form>", Limits())
        #expect(page.warnings.isEmpty)
        #expect(page.details.fields.count == 2)
    }

    @Test func fieldsPastTheLimitAreDroppedKeepingOpids() throws {
        let html = String(repeating: "<input>", count: 10) + "<textarea></textarea>"
        let page = try collect(html, Limits(maxFields: 3))
        #expect(page.details.fields.map(\.opid) == ["__0", "__1", "__2"])
        #expect(page.originalFieldCount == 3)
        #expect(page.warnings == ["the page has 11 fields; only the first 3 were collected"])
    }

    /// Random texts of one-, two-, three- and four-byte scalars and white space: the cut text is the first
    /// scalars of the attribute (cut on the UTF-8 bytes), and a label is JavaScript's trim-and-collapse of its
    /// text (collapsed on the bytes), as a scalar-by-scalar reference gives them.
    @Test func randomTextsAreCutAndCollapsedAsScalars() throws {
        var random = SeededGenerator(seed: 18)
        let alphabet: [Unicode.Scalar] = ["a", "Z", "7", " ", " ", "\t", "\n", "é", "ß", "\u{00A0}", "\u{2003}", "\u{3000}",
                                          "中", "😀", "\u{0301}", "-"]
        let jsSpaces: [ClosedRange<UInt32>] = [0x09...0x0D, 0x20...0x20, 0xA0...0xA0, 0x1680...0x1680, 0x2000...0x200A,
                                               0x2028...0x2029, 0x202F...0x202F, 0x205F...0x205F, 0x3000...0x3000, 0xFEFF...0xFEFF]
        for _ in 0..<60 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...300, using: &random) { scalars.append(alphabet.randomElement(using: &random)!) }
            let text = String(scalars)
            let limit = Int.random(in: 1...150, using: &random)
            let page = try collect("<label>\(text)<input placeholder=\"\(text)\"></label>", Limits(maxLabelLength: limit))
            let field = try #require(page.details.fields.first)
            let cut = { (s: String) in s.utf8.count > limit ? String(String.UnicodeScalarView(s.unicodeScalars.prefix(limit))) : s }
            #expect(field.placeholder == cut(text))
            let words = text.unicodeScalars.split { s in jsSpaces.contains { $0.contains(s.value) } }
            let collapsed = words.map { String(String.UnicodeScalarView($0)) }.joined(separator: " ")
            #expect(field.labelTag == cut(collapsed))
        }
    }

    @Test func longTextsAreCutOnScalarBoundaries() throws {
        let label = String(repeating: "é", count: 3_000)
        let value = String(repeating: "😀", count: 100_000)
        let options = (0..<20).map { "<option value=\($0)>\($0)</option>" }.joined()
        let html = "<label for=a>\(label)</label><input id=a placeholder='\(label)' value='\(value)'><select>\(options)</select>"
        let page = try collect(html, Limits(maxLabelLength: 100, maxValueLength: 1_000, maxSelectOptions: 5))
        let field = try #require(page.details.fields.first)
        #expect(field.labelTag == String(repeating: "é", count: 100))
        #expect(field.placeholder?.unicodeScalars.count == 100)
        #expect(field.value == String(repeating: "😀", count: 1_000))
        #expect(page.details.fields[1].selectOptions?.count == 5)
        #expect(page.warnings.count == 1)
        #expect(page.warnings.first?.hasPrefix("2 field(s) had texts longer than the limits") == true)
        // The token stays valid JSON of valid UTF-8.
        #expect(try PageDetails.decode(page.details.jsonData()).fields.count == 2)
    }

    @Test func bytesPastThePageLimitAreNotRead() throws {
        let html = "<form><input name=first></form>" + String(repeating: " ", count: 200) + "<input name=late>"
        let page = try collect(html, Limits(maxPageBytes: 100))
        #expect(page.details.fields.map(\.htmlName) == ["first"])
        #expect(page.warnings.first == "the page has \(html.utf8.count) bytes; only the first 100 were read")
    }

    @Test func anExhaustedTimeBudgetGivesAPartialToken() throws {
        let page = try collect(String(repeating: "<input>", count: 500), Limits(timeBudget: .zero))
        #expect(page.details.fields.count == 63, "the clock is read every 64 fields")
        #expect(page.warnings.first?.hasPrefix("collection stopped after") == true)
    }

    @Test func formsAndTitleAreCutToo() throws {
        let long = String(repeating: "x", count: 5_000)
        let page = try collect("<title>\(long)</title><form name=\(long) action='/\(long)'><input></form>",
                               Limits(maxLabelLength: 10, maxValueLength: 40))
        #expect(page.details.title.count == 10)
        #expect(page.details.forms.first?.htmlName?.count == 10)
        #expect(page.details.forms.first?.htmlAction?.count == 40)
    }
}
