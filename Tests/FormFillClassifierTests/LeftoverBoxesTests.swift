import FormFillClassifier
import FormFillModel
import Testing

/// The kinds of boxes the first wave of precision and recall rules left wrong (issue 16, points 6 and 7), each in a
/// generic form of its language.
@Suite struct LeftoverBoxesTests {
    static let monthNumbers = ["Month"] + (1...12).map { String(format: "%02d", $0) }

    @Test(arguments: [("en", "Delivery month"), ("en", "Delivery date"), ("en", "Preferred delivery month"),
                      ("de", "Liefermonat"), ("fr", "Mois de livraison")])
    func aDeliveryMonthBesideACardIsNoExpiry(language: String, label: String) throws {
        let d = try OtherBoxesTests.selectOfProbe(language, label, Self.monthNumbers)
        #expect(d == nil, "\(language) \(label): \(d ?? "nil")")
    }

    @Test func anExpiryMonthSelectStaysTheCards() throws {
        #expect(try OtherBoxesTests.selectOfProbe("en", "Expiry month", Self.monthNumbers) == "cc-exp-month")
    }

    @Test(arguments: [("ja", "勤務先電話番号"), ("ja", "勤務先の電話"), ("zh", "单位电话"), ("zh", "单位电话号码")])
    func aWorkplacesPhoneIsNeitherTheUsersPhoneNorACompany(language: String, label: String) throws {
        let d = try OtherBoxesTests.designationOfProbe(language, label)
        #expect(d != "tel" && d != "organization", "\(language) \(label): \(d ?? "nil")")
    }

    @Test func theWorkplaceAloneIsStillTheCompany() throws {
        #expect(try OtherBoxesTests.designationOfProbe("ja", "勤務先") == "organization")
        #expect(try OtherBoxesTests.designationOfProbe("zh", "单位名称") == "organization")
    }

    /// A Polish address: street, house number, flat number, postal code, town.
    static let polishAddress = #"<form action="/zamowienie"><label for="fn">Imię</label><input id="fn" name="a0"><label for="n">Nazwisko</label><input id="n" name="a1"><label for="u">Ulica</label><input id="u" name="a2"><label for="d">Nr domu</label><input id="d" name="a3"><label for="l">PROBE</label><input id="l" name="a9"><label for="z">Kod pocztowy</label><input id="z" name="a4"><label for="c">Miejscowość</label><input id="c" name="a5"><button>Dalej</button></form>"#

    @Test(arguments: ["Nr lokalu", "Numer lokalu", "Nr mieszkania", "Numer mieszkania"])
    func aPolishFlatNumberIsTheSecondLine(label: String) throws {
        let result = try classifyHTML(Self.polishAddress.replacingOccurrences(of: "PROBE", with: label))
        #expect(designation(of: "l", in: result) == "address-line2", "\(label)")
    }
}
