import Foundation
import FormFillClassifier
import FormFillCollector
import FormFillModel
import FormFillSupport
import FormFillTestSupport
import Testing

/// The classified page the generator reads: the page's model (``PageModel``, each field's facts read in the same
/// pass as the classifier's features) and the verdicts by position. Whichever way it is made — by the classifier
/// from the collector's details or from a decoded token, or from a page and verdicts made apart — it is the same.
@Suite struct ClassifiedPageModelTests {
    private static let collector = Collector(options: .init(pageURL: "https://www.example.com/account", documentUUID: "m", timestamp: 0))

    /// The parts of two classified pages that the generator reads are equal.
    private func expectSame(_ a: ClassifiedPage, _ b: ClassifiedPage, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.page.fields == b.page.fields, sourceLocation: sourceLocation)
        #expect(a.page.forms == b.page.forms, sourceLocation: sourceLocation)
        #expect((a.page.documentUUID, a.page.url, a.page.topOrigin) == (b.page.documentUUID, b.page.url, b.page.topOrigin),
                sourceLocation: sourceLocation)
        #expect(a.classification == b.classification, sourceLocation: sourceLocation)
        #expect(a.formFields == b.formFields, sourceLocation: sourceLocation)
        #expect(a.formDetails == b.formDetails, sourceLocation: sourceLocation)
    }

    /// The classifier's hand-off (model read beside the features, forms' fields as its groups' positions) gives
    /// what a page and its classification matched apart give, on every fixture, serial and in chunks.
    @Test(arguments: FixturePage.all) func theClassifiersHandOffIsTheModelMadeApart(_ fixture: FixturePage) throws {
        let details = try Collector(options: .init(pageURL: fixture.url, documentUUID: "fixture", timestamp: 0))
            .collect(fixture.html).details
        let apart = ClassifiedPage(page: details, classification: Classifier(parallelism: .serial).classify(details))
        expectSame(Classifier(parallelism: .serial).classifiedPage(details), apart)
        expectSame(Classifier(parallelism: Parallelism(maxWorkers: 4, minimumChunk: 1)).classifiedPage(details), apart)
    }

    /// A page collected from HTML and the same page written as a token and decoded make the same model.
    @Test func aTokenAndItsHTMLMakeTheSameModel() throws {
        let html = """
            <form action="/login"><label>E-mail <input type=email name=email maxlength=-1></label>
            <input type=password name=pw minlength=8 pattern="[a-z]+" passwordrules="minlength: 8;">
            <input type=hidden name=csrf value=x><button>Sign in</button></form>
            <form action="https://pay.example.net/charge"><input name=cc autocomplete=cc-number placeholder="Card number" title=Number>
            <select name=month><option value="">Month</option><option value=1>01</option><option value=2>02</option></select>
            <input name=cvc disabled><input name=zip readonly size=5></form>
            <input name=given placeholder="First name" aria-hidden=true>
            """
        let details = try Self.collector.collect(html: html).details
        let decoded = try PageDetails.decode(details.jsonData())
        let classifier = Classifier(parallelism: .serial)
        let fromHTML = classifier.classifiedPage(details), fromToken = classifier.classifiedPage(decoded)
        expectSame(fromHTML, fromToken)

        // What the model holds: the facts the generator reads, typed.
        let fields = fromHTML.page.fields
        #expect(fields.map(\.opid) == details.fields.map(\.opid))
        let email = try #require(fields.first { $0.htmlName == "email" })
        #expect(email.maxLength == nil, "-1 is no limit")
        #expect(email.takesValue && email.labels.texts == ["E-mail", "E-mail"], "every label source: the label element, the text left of it")
        let password = try #require(fields.first { $0.htmlName == "pw" })
        #expect((password.minLength, password.pattern, password.passwordRules) == (8, "[a-z]+", "minlength: 8;"))
        #expect(fields.filter(\.takesValue).compactMap(\.htmlName) == ["email", "pw", "cc", "month"],
                "no hidden input, button, disabled, read-only or aria-hidden field takes a value")
        let month = try #require(fields.first { $0.htmlName == "month" })
        #expect(month.isSelect && month.options.map(\.value) == ["", "1", "2"])
        #expect(try #require(fields.first { $0.htmlName == "cc" }).labels.texts == ["Card number", "Number"])
        #expect(try #require(fields.first { $0.htmlName == "zip" }).size == 5)
        #expect(fromHTML.page.forms.map(\.destinations) == [["https://www.example.com/login"], ["https://pay.example.net/charge"]])
    }

    /// The verdicts are the page's by position: the verdict at `i` is field `i`'s, each form lists its fields'
    /// positions; under opids that are not the collectors' numbering, a duplicated opid names its first field,
    /// as when the page and the verdicts are matched apart.
    @Test func verdictsAndFormsAreByPosition() throws {
        let details = try Self.collector.collect(html: """
            <form><input type=email name=a><input type=password name=b><button>Sign in</button></form>
            <input name=c placeholder="First name"><input name=d placeholder="Last name">
            """).details
        let classified = Classifier(parallelism: .serial).classifiedPage(details)
        #expect(classified.classification.fields.map(\.opid) == details.fields.map(\.opid))
        #expect(classified.formFields == [[0, 1, 2], [3, 4]])
        #expect(classified.formDetails == [0, nil])

        var renamed = details
        for i in renamed.fields.indices { renamed.fields[i].opid = ["x", "y", "y", "z", "y"][i] }
        let apart = ClassifiedPage(page: renamed, classification: Classifier(parallelism: .serial).classify(renamed))
        let handedOff = Classifier(parallelism: .serial).classifiedPage(renamed)
        expectSame(handedOff, apart)
        #expect(handedOff.formFields == [[0, 1, 1], [3, 1]], "a duplicated opid names its first field")
    }
}
