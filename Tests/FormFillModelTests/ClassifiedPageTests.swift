import Testing
@testable import FormFillModel

@Suite struct ClassifiedPageTests {
    private func page(_ opids: [String], forms: [String] = ["__form__0"]) -> PageDetails {
        PageDetails(documentUUID: "doc", url: "https://example.com/", collectedTimestamp: 0,
                    forms: forms.map { FormDetails(opid: $0) },
                    fields: opids.enumerated().map { FieldDetails(opid: $1, elementNumber: $0, form: "__form__0") })
    }

    private func verdict(_ opid: String, _ designation: Designation?) -> FieldClassification {
        FieldClassification(opid: opid, designation: designation, group: "__form__0")
    }

    @Test func verdictsInThePagesOrderAreKeptAsGiven() {
        let verdicts = [verdict("__0", .username), verdict("__1", .currentPassword)]
        let classified = ClassifiedPage(page: page(["__0", "__1"]), classification: PageClassification(
            forms: [FormClassification(opid: "__form__0", kind: .login, fieldOpids: ["__1", "__0"])], fields: verdicts))
        #expect(classified.classification.fields == verdicts)
        #expect(classified.formFields == [[1, 0]])
        #expect(classified.formDetails == [0])
    }

    @Test func verdictsInAnotherOrderAreMatchedByOpid() {
        // Other opids than `__N`, verdicts reversed, one field without a verdict, a form naming an opid the page
        // lacks and a formless group.
        let classified = ClassifiedPage(page: page(["user", "pass", "extra"]), classification: PageClassification(
            forms: [FormClassification(opid: "__form__0", kind: .login, fieldOpids: ["user", "gone", "pass"]),
                    FormClassification(opid: "__formless__0", kind: .other, fieldOpids: ["extra"])],
            fields: [verdict("pass", .currentPassword), verdict("user", .username)]))
        #expect(classified.classification.fields.map(\.opid) == ["user", "pass", "extra"])
        #expect(classified.classification.fields.map(\.designation) == [.username, .currentPassword, nil])
        #expect(!classified.classification.fields[2].isFillable)
        #expect(classified.formFields == [[0, 1], [2]])
        #expect(classified.formDetails == [0, nil])
    }

    @Test func formsAreFoundByOpidWhateverTheirNumbering() {
        // `__form__N` at position N needs no table; other opids (and a duplicate: the first wins) are looked up.
        let verdicts = [FormClassification(opid: "__form__1", kind: .login, fieldOpids: ["__0"]),
                        FormClassification(opid: "checkout", kind: .card, fieldOpids: []),
                        FormClassification(opid: "__form__9", kind: .other, fieldOpids: [])]
        let numbered = ClassifiedPage(page: page(["__0"], forms: ["__form__0", "__form__1"]),
                                      classification: PageClassification(forms: verdicts, fields: [verdict("__0", .username)]))
        #expect(numbered.formDetails == [1, nil, nil])
        let named = ClassifiedPage(page: page(["__0"], forms: ["checkout", "__form__1", "checkout"]),
                                   classification: PageClassification(forms: verdicts, fields: [verdict("__0", .username)]))
        #expect(named.formDetails == [1, 0, nil])
    }

    @Test func aDuplicatedOpidNamesItsFirstFieldAndItsFirstVerdict() {
        // A token may hold the same opid twice: the first field with it is the one every form names, and the
        // first verdict with it is that field's, whichever order the verdicts come in.
        let forms = [FormClassification(opid: "__form__0", kind: .login, fieldOpids: ["__0", "__1", "__1"])]
        for verdicts in [[verdict("__0", nil), verdict("__1", .username), verdict("__1", .currentPassword)],
                         [verdict("__1", .username), verdict("__1", .currentPassword), verdict("__0", nil)]] {
            let classified = ClassifiedPage(page: page(["__0", "__1", "__1"]),
                                            classification: PageClassification(forms: forms, fields: verdicts))
            #expect(classified.formFields == [[0, 1, 1]])
            #expect(classified.classification.fields[1].designation == .username)
        }
    }
}
