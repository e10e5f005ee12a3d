import Foundation
import FormFillClassifier
import FormFillModel
import Testing

@Suite struct ReportTests {
    @Test func shapeOfTheClassifyOutput() throws {
        let p = page([field(name: "user", id: "u", label: "Username"), field("password", name: "pw", label: "Password", value: "s3cret-value"),
                      field(name: "q", form: nil)])
        let report = ClassificationReport(page: p, classification: Classifier().classify(p))
        let json = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
        let forms = try #require(json["forms"] as? [[String: Any]])
        #expect(forms.map { $0["opid"] as? String } == ["__form__0", "__formless__0"])
        #expect(forms.first?["kind"] as? String == "login")
        let fields = try #require(json["fields"] as? [[String: Any]])
        #expect(fields.map { $0["opid"] as? String } == ["__0", "__1", "__2"])
        #expect(Set(fields[0].keys) == ["opid", "htmlID", "htmlName", "type", "form", "designation"])
        #expect(fields[0]["designation"] as? String == "username")
        #expect(fields[2]["designation"] is NSNull)
        #expect(fields[2]["form"] as? String == "__formless__0")
    }

    /// A classification made apart, its verdicts in another order, is reported by opid: each field's line
    /// carries its own verdict (pairing the two lists by position gave the user name's verdict to the password).
    @Test func verdictsInAnotherOrderAreReportedByOpid() throws {
        let p = page([field(name: "user", id: "u", label: "Username"), field("password", name: "pw", label: "Password")])
        var classification = Classifier().classify(p)
        classification.fields.reverse()
        let json = try #require(try JSONSerialization.jsonObject(with: ClassificationReport(page: p, classification: classification).jsonData()) as? [String: Any])
        let fields = try #require(json["fields"] as? [[String: Any]])
        #expect(fields.map { $0["opid"] as? String } == ["__0", "__1"])
        #expect(fields.map { $0["designation"] as? String } == ["username", "current-password"])
    }

    /// Groups by form opid whatever the opids are: a form named by fields apart, a form the page does not list, a
    /// duplicated opid (its first form), a formless field, a form without fields (last, in page order).
    @Test func groupsFollowFormOpidsThatAreNotTheCollectorsNumbering() {
        let forms = ["signin", "dup", "dup", "empty"].map { FormDetails(opid: $0) }
        let r = classify([field(name: "a", form: "signin"), field(name: "b", form: "unlisted"), field(name: "c", form: "signin"),
                          field(name: "d", form: "dup"), field(name: "e", form: nil)], forms: forms)
        #expect(r.forms.map(\.opid) == ["signin", "unlisted", "dup", "__formless__0", "empty"])
        #expect(r.forms.map(\.fieldOpids) == [["__0", "__2"], ["__1"], ["__3"], ["__4"], []])
        #expect(r.fields.map(\.group) == ["signin", "unlisted", "signin", "dup", "__formless__0"])
    }

    @Test func explanationNamesSignalsButNeverValues() throws {
        let p = page([field("password", name: "pw", label: "Password", value: "s3cret-value")])
        let text = ClassificationReport(page: p, classification: Classifier().classify(p), explain: true).jsonString()
        #expect(!text.contains("s3cret"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let field = try #require((json["fields"] as? [[String: Any]])?.first)
        let candidates = try #require(field["candidates"] as? [[String: Any]])
        #expect(candidates.first?["designation"] as? String == "current-password")
        let evidence = try #require(candidates.first?["evidence"] as? [[String: Any]])
        #expect(evidence.contains { $0["signal"] as? String == "type" })
        #expect((json["forms"] as? [[String: Any]])?.first?["evidence"] != nil)
    }

    @Test func typedSignalsKeepTheirExplanationNames() {
        // `--explain` prints the names the string signals had; a rule's "no designation" is the candidate `none`.
        let named: [(EvidenceSignal, String)] = [
            (.autocomplete, "autocomplete"), (.type, "type"), (.label(.tag), "label-tag"), (.label(.placeholder), "placeholder"),
            (.legend, "label-legend"), (.attribute(.name), "name"), (.attribute(.dataStripe), "data-stripe"),
            (.firstOption, "first-option"), (.initialValue, "value"), (.options, "options"), (.maxLength, "maxlength"),
            (.neighbours, "neighbours"), (.formKind, "form-kind"), (.loginStructure, "login-structure"),
            (.decoyPassword, "decoy-password"), (.passwordRoleWord, "label"), (.form(.action), "form-action"),
            (.button, "button"), (.passwords, "passwords"), (.fields, "fields"), (.field, "field"),
        ]
        for (signal, name) in named { #expect(signal.name == name) }
        let p = page([field("password", name: "code", autocomplete: "one-time-code")])
        let text = ClassificationReport(page: p, classification: Classifier().classify(p), explain: true).jsonString()
        #expect(text.contains(#""designation":"none""#) && text.contains(#""signal":"decoy-password""#))
    }
}

@Suite struct MatchingTests {
    @Test func lastSegmentOfAStructuredNameDecides() {
        // The containers' names (ShippingAddress, address) count less than the field's own segment.
        let r = classifyInForm([field(name: "ctl00$Main$ShippingAddress$FirstName"), field(name: "billing[address][postcode]")])
        #expect(designations(r) == ["given-name", "postal-code"])
    }

    @Test func diacriticsAndCaseFold() {
        // "Straße", "STRASSE" and "strasse" are one word; "Prénom" matches "prenom".
        let r = classify([field(name: "a", label: "STRASSE"), field(name: "b", label: "Prénom"), field(name: "c", label: "Straße")])
        #expect(designations(r) == ["address-line1", "given-name", "address-line1"])
    }
}
