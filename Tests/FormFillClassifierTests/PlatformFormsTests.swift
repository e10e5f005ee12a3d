import Foundation
import FormFillClassifier
import FormFillCollector
import FormFillModel
import FormFillTestSupport
import Testing

/// One case of `Fixtures/platform-forms/`: a generic snippet of an e-commerce platform's checkout, address,
/// card, sign-up or login template (Magento 2, WooCommerce, Shopify, Salesforce Commerce Cloud, SAP Commerce,
/// BigCommerce, PrestaShop, OpenCart, Shopware, Drupal Commerce, EC-CUBE, site builders, Stripe Checkout), with the
/// platform's field names, ids, label markup, placeholders and required markers, written from the templates, not
/// copied from a page. Its leading `<!-- platform-form {json} -->` comment gives each field's expected designation.
struct PlatformFormCase: Sendable, CustomStringConvertible {
    struct Header: Decodable, Sendable {
        /// The platform and the template the snippet follows.
        var platform: String
        var form: String
        var language: String
        /// By field name (else id): the designations accepted for it (several where Chromium's label allows
        /// more than one token, `null` for none).
        var expect: [String: Accepted]
        /// Expectations another part of the classifier owns and does not meet yet, by field, with the reason:
        /// checked as known issues.
        var knownIssues: [String: String]?
    }

    /// One designation, a list of them, or none (`null`).
    struct Accepted: Decodable, Sendable {
        var designations: [String?]
        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() { designations = [nil] }
            else if let one = try? c.decode(String.self) { designations = [one] }
            else { designations = try c.decode([String?].self) }
        }
    }

    var name: String
    var html: String
    var header: Header
    var description: String { name }

    static let directory = Repository.fixtures.appendingPathComponent("platform-forms")

    static let all: [PlatformFormCase] = {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".html") }.sorted()
        return names.compactMap { file in
            guard let html = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8),
                  let start = html.range(of: "<!-- platform-form"), let end = html.range(of: "-->", range: start.upperBound..<html.endIndex),
                  let header = try? JSONDecoder().decode(Header.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
            else { return nil }
            return PlatformFormCase(name: String(file.dropLast(5)), html: html, header: header)
        }
    }()
}

/// The platforms' forms (issue 16: what works on our pages must work on everyone's): every field of every
/// snippet gets what it is, and what Chromium would say (a 3-3-4 phone's parts are the WHATWG parts).
@Suite("Platform forms")
struct PlatformFormsTests {
    @Test func theSuiteIsComplete() {
        #expect(PlatformFormCase.all.count >= 25)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: PlatformFormCase.directory.path)) ?? []
        #expect(files.filter { $0.hasSuffix(".html") }.count == PlatformFormCase.all.count, "a case's header does not parse")
    }

    @Test(arguments: PlatformFormCase.all)
    func everyFieldIsWhatItIs(_ c: PlatformFormCase) throws {
        let result = try classifyHTML(c.html, url: "https://shop.example.com/checkout")
        for (key, accepted) in c.header.expect.sorted(by: { $0.key < $1.key }) {
            let index = result.0.fields.firstIndex { $0.htmlName == key } ?? result.0.fields.firstIndex { $0.htmlID == key }
            guard let index else {
                Issue.record("\(c.name): no field \(key)")
                continue
            }
            let got = result.1.fields[index].designation?.rawValue
            let check = { #expect(accepted.designations.contains(got), "\(c.name) \(key): \(got ?? "nil")") }
            if let reason = c.header.knownIssues?[key] {
                withKnownIssue(Comment(rawValue: reason), isIntermittent: true) { check() }
            } else {
                check()
            }
        }
    }
}
