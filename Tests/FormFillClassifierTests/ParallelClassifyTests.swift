import Foundation
import FormFillClassifier
import FormFillCollector
import FormFillModel
import FormFillSupport
import FormFillTestSupport
import Testing

/// Fields are scored in chunks and forms resolved in chunks of groups on all cores; the classification
/// (designations, exclusions, form kinds and every piece of evidence) must be the serial one.
@Suite struct ParallelClassifyTests {
    @Test(arguments: FixturePage.all) func parallelClassificationIsTheSerialOne(_ page: FixturePage) throws {
        let details = try Collector(options: .init(pageURL: page.url, documentUUID: "fixture", timestamp: 0))
            .collect(page.html).details
        let serial = Classifier(parallelism: .serial).classify(details)
        let parallel = Classifier(parallelism: Parallelism(maxWorkers: 4, minimumChunk: 1)).classify(details)
        #expect(parallel == serial)
    }

    @Test func manyFormsOnOnePageKeepTheirOrderAndKinds() throws {
        let login = "<form action=/login><input type=email name=email><input type=password name=pw><button>Sign in</button></form>"
        let search = "<form role=search><input type=search name=q placeholder=Search></form>"
        let card = "<form><input name=cardnumber autocomplete=cc-number><input name=exp placeholder='MM/YY'><input name=cvc></form>"
        let html = (0..<400).map { [login, search, card][$0 % 3] }.joined() + "<input name=loose placeholder='First name'><input name=loose2 placeholder='Last name'><input name=loose3 placeholder='Email'>"
        let details = try Collector(options: .init(pageURL: "https://www.example.com/", documentUUID: "x", timestamp: 0))
            .collect(html: html).details
        let serial = Classifier(parallelism: .serial).classify(details)
        let parallel = Classifier(parallelism: Parallelism(maxWorkers: 2, minimumChunk: 16)).classify(details)
        #expect(parallel == serial)
        #expect(parallel.forms.count == 401)
        #expect(parallel.forms.prefix(3).map(\.kind) == [.login, .search, .card])
        #expect(parallel.fields.suffix(3).map(\.designation) == [.givenName, .familyName, .email])
    }
}
