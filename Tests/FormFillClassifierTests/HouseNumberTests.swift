import FormFillClassifier
import FormFillModel
import Testing

/// A house number asked in a box of its own beside the street (German, Dutch, Polish and French forms; Chromium's
/// `ADDRESS_HOME_HOUSE_NUMBER`): the box is `x-house-number`, the street box stays the first line.
@Suite struct HouseNumberTests {
    static func form(_ boxes: [(label: String, name: String)]) -> String {
        "<meta charset=utf-8>" + RecallTests.labelledForm(boxes)
    }

    @Test(arguments: [
        [("Straße", "strasse"), ("Hausnummer", "hausnummer"), ("PLZ", "plz"), ("Ort", "ort")],
        [("Street", "street"), ("House number", "houseno"), ("ZIP code", "zip"), ("City", "city")],
        [("Postcode", "postcode"), ("Huisnummer", "huisnummer"), ("Straat", "straat"), ("Plaats", "plaats")],
        [("Ulica", "ulica"), ("Nr domu", "nrdomu"), ("Kod pocztowy", "kod"), ("Miejscowość", "miasto")],
    ])
    func aHouseNumberBesideTheStreet(boxes: [(String, String)]) throws {
        let r = try classifyHTML(Self.form(boxes))
        let street = boxes.first { ["strasse", "street", "straat", "ulica"].contains($0.1) }!.1
        let house = boxes.first { ["hausnummer", "houseno", "huisnummer", "nrdomu"].contains($0.1) }!.1
        #expect(designation(of: street, in: r) == "address-line1")
        #expect(designation(of: house, in: r) == "x-house-number")
    }

    /// The house number's words in Spanish, Italian, French and Portuguese, after the street or before it.
    @Test(arguments: [("Calle", "Número exterior"), ("Via", "Numero civico"), ("Rue", "Numéro de rue"), ("Rua", "Número da casa")])
    func aHouseNumberInOtherLanguages(street: String, house: String) throws {
        let after = try classifyHTML(Self.form([(street, "s"), (house, "h"), ("Ciudad", "c")]))
        #expect(designation(of: "s", in: after) == "address-line1", "\(street)")
        #expect(designation(of: "h", in: after) == "x-house-number", "\(house)")
        let before = try classifyHTML(Self.form([(house, "h"), (street, "s"), ("CP", "c")]))
        #expect(designation(of: "h", in: before) == "x-house-number", "\(house)")
    }

    /// Central and eastern European forms: Russian "Улица" / "Дом", Ukrainian "Вулиця" / "Будинок", Czech "Ulice" /
    /// "Číslo popisné", Slovak "Ulica" / "Súpisné číslo", Hungarian "Utca" / "Házszám", Lithuanian "Gatvė" / "Namo
    /// numeris", Croatian "Kućni broj", Slovenian "Hišna številka". "Домашний телефон" (a home phone) beside the
    /// street is no house number.
    @Test(arguments: [("Улица", "Дом"), ("Улица", "Номер дома"), ("Вулиця", "Будинок"), ("Ulice", "Číslo popisné"), ("Ulica", "Súpisné číslo"),
                      ("Utca", "Házszám"), ("Gatvė", "Namo numeris"), ("Ulica", "Kućni broj"), ("Ulica", "Hišna številka")])
    func aHouseNumberInEasternEuropeanLanguages(street: String, house: String) throws {
        let r = try classifyHTML(Self.form([("Индекс", "z"), (street, "s"), (house, "h"), ("Город", "c")]))
        #expect(designation(of: "s", in: r) == "address-line1", "\(street)")
        #expect(designation(of: "h", in: r) == "x-house-number", "\(house)")
        let phone = try classifyHTML(Self.form([("Улица", "s"), ("Домашний телефон", "h"), ("Город", "c")]))
        #expect(designation(of: "h", in: phone) == "tel")
    }

    /// Names alone, a container word first (`addressPostcode`, `addressCounty`): the part the name ends with,
    /// not the address's first line.
    @Test func aContainerWordBeforeThePartsName() throws {
        let r = try classifyHTML("<form action=/x><input id=addressLine1><input id=addressLine2><input id=addressCity>"
            + "<input id=addressPostcode><input id=addressCounty></form>")
        #expect(designation(of: "addressPostcode", in: r) == "postal-code")
        #expect(designation(of: "addressCounty", in: r) == "address-level1")
        #expect(designation(of: "addressLine1", in: r) == "address-line1")
    }

    /// Unlabelled boxes named so: the house number is no second street line.
    @Test func namesAlone() throws {
        let r = try classifyHTML("<form action=/x><input name=street><input name=houseNumber><input name=zip><input name=city></form>")
        #expect(designation(of: "street", in: r) == "address-line1")
        #expect(designation(of: "houseNumber", in: r) == "x-house-number")
        let line2 = try classifyHTML("<form action=/x><input name=street><input name=more><input name=zip><input name=city></form>")
        #expect(designation(of: "more", in: line2) == "address-line2")
    }

    /// Names alone, as a Brazilian or a Mexican checkout writes them: a box named a bare number (`numero`,
    /// `number`) right after the street is its house number, and a box whose own name is another part of the
    /// address (`bairro`, `colonia`: the neighbourhood, a word too weak alone to decide) is no continuation of
    /// the street (before, the unlabelled box after the street became line 2, and the next line 3).
    @Test func namesAloneOfABrazilianOrAMexicanAddress() throws {
        let br = try classifyHTML("<form action=/x><input name=nome><input name=sobrenome><input name=endereco><input name=numero><input name=bairro><input name=cidade><input name=cep></form>")
        #expect(designation(of: "endereco", in: br) == "address-line1")
        #expect(designation(of: "numero", in: br) == "x-house-number")
        #expect(designation(of: "bairro", in: br)?.hasPrefix("address-line") != true)
        let mx = try classifyHTML("<form action=/x><input name=nombre_completo><input name=calle><input name=colonia><input name=municipio><input name=cp></form>")
        #expect(designation(of: "calle", in: mx) == "address-line1")
        #expect(designation(of: "colonia", in: mx)?.hasPrefix("address-line") != true)
        let en = try classifyHTML("<form action=/x><input name=street><input name=number><input name=zip><input name=city></form>")
        #expect(designation(of: "number", in: en) == "x-house-number")
    }

    /// A bare number as a box's whole label is the house number right after the street, and nothing elsewhere.
    @Test(arguments: ["Nr.", "No.", "Número", "Nummer", "Număr", "Αριθμός", "Číslo", "Broj", "Номер"])
    func aBareNumberRightAfterTheStreet(label: String) throws {
        let r = try classifyHTML(Self.form([("Straße", "a"), (label, "b"), ("PLZ", "c"), ("Ort", "d")]))
        #expect(designation(of: "a", in: r) == "address-line1")
        #expect(designation(of: "b", in: r) == "x-house-number", "\(label)")
        let before = try classifyHTML(Self.form([(label, "b"), ("Vorname", "v"), ("Straße", "a"), ("PLZ", "c")]))
        #expect(designation(of: "b", in: before) != "x-house-number", "\(label)")
    }

    /// A Brazilian address: "Número" (`name="numero"`, the label's own word) after "Endereço".
    @Test func aBrazilianAddressesNumber() throws {
        let r = try classifyHTML(Self.form([("CEP", "cep"), ("Endereço", "endereco"), ("Número", "numero"), ("Complemento", "complemento"),
                                            ("Bairro", "bairro"), ("Cidade", "cidade")]))
        #expect(designation(of: "endereco", in: r) == "address-line1")
        #expect(designation(of: "numero", in: r) == "x-house-number")
        #expect(designation(of: "complemento", in: r) == "address-line2")
    }

    /// French forms ask the number first ("N°", then "Rue"): the number box is the house number.
    @Test func theStreetsNumberAskedFirst() throws {
        let r = try classifyHTML(Self.form([("N°", "num_voie"), ("Rue", "rue"), ("Code postal", "cp"), ("Ville", "ville")]))
        #expect(designation(of: "num_voie", in: r) == "x-house-number")
        #expect(designation(of: "rue", in: r) == "address-line1")
    }

    /// Controls: one box for both, a house number with no street box near it, and the author's own token.
    @Test func noHouseNumberWithoutAStreetBoxOfItsOwn() throws {
        let both = try classifyHTML(Self.form([("Straße und Hausnummer", "strasse"), ("PLZ", "plz"), ("Ort", "ort")]))
        #expect(designation(of: "strasse", in: both) == "address-line1")
        let alone = try classifyHTML(Self.form([("Vorname", "vorname"), ("Hausnummer", "hausnummer"), ("E-Mail", "email")]))
        #expect(designation(of: "hausnummer", in: alone) == nil)
        let far = try classifyHTML(Self.form([("Street", "street"), ("City", "city"), ("State", "state"), ("ZIP code", "zip"),
                                              ("Phone", "phone"), ("House number", "houseno")]))
        #expect(designation(of: "houseno", in: far) == nil)
        let authored = try classifyHTML("<meta charset=utf-8><form action=/x><label for=s>Straße</label><input id=s name=s>"
            + "<label for=h>Hausnummer</label><input id=h name=h autocomplete=address-line2></form>")
        #expect(designation(of: "h", in: authored) == "address-line2")
    }

    /// The house number's addition asked in a box of its own right after the house number (Dutch "Toevoeging",
    /// German "Hausnummerzusatz", "Addition"): `x-house-number-addition`, not a second street line (which an
    /// identity's "2nd floor" would have filled).
    @Test(arguments: [
        [("Postcode", "postcode"), ("Huisnummer", "huisnummer"), ("Toevoeging", "t"), ("Straat", "straat"), ("Plaats", "plaats")],
        [("Straße", "strasse"), ("Hausnummer", "hausnummer"), ("Hausnummerzusatz", "t"), ("PLZ", "plz"), ("Ort", "ort")],
        [("Street", "street"), ("House number", "houseno"), ("Addition", "t"), ("Postcode", "zip"), ("City", "city")],
        [("Street", "street"), ("House number", "houseno"), ("House number suffix", "t"), ("Postcode", "zip"), ("City", "city")],
    ])
    func anAdditionAfterTheHouseNumber(boxes: [(String, String)]) throws {
        let r = try classifyHTML(Self.form(boxes))
        let house = boxes.first { ["hausnummer", "houseno", "huisnummer"].contains($0.1) }!.1
        #expect(designation(of: house, in: r) == "x-house-number")
        #expect(designation(of: "t", in: r) == "x-house-number-addition", "\(boxes[2].0)")
    }

    /// Named alone (`huisnummer_toevoeging`, `houseNumberAddition`) after the house number, too.
    @Test func anAdditionNamedAlone() throws {
        let r = try classifyHTML("<form action=/x><input name=postcode><input name=huisnummer><input name=huisnummer_toevoeging>"
            + "<input name=straat><input name=plaats></form>")
        #expect(designation(of: "huisnummer", in: r) == "x-house-number")
        #expect(designation(of: "huisnummer_toevoeging", in: r) == "x-house-number-addition")
        let en = try classifyHTML("<form action=/x><input name=street><input name=houseNumber><input name=houseNumberAddition>"
            + "<input name=zip><input name=city></form>")
        #expect(designation(of: "houseNumberAddition", in: en) == "x-house-number-addition")
    }

    /// Controls: an addition word with no house-number box before it stays the second line ("Toevoeging" after
    /// the street, "Adresszusatz"), and so does a line 2 right after a house number.
    @Test func noAdditionWithoutAHouseNumberBeforeIt() throws {
        let nl = try classifyHTML(Self.form([("Straat", "straat"), ("Toevoeging", "t"), ("Postcode", "postcode"), ("Plaats", "plaats")]))
        #expect(designation(of: "t", in: nl) == "address-line2")
        let de = try classifyHTML(Self.form([("Straße", "strasse"), ("Hausnummer", "hausnummer"), ("Adresszusatz", "z"),
                                             ("PLZ", "plz"), ("Ort", "ort")]))
        #expect(designation(of: "z", in: de) == "address-line2")
        let en = try classifyHTML(Self.form([("Street", "street"), ("House number", "houseno"), ("Address line 2", "l2"),
                                             ("Postcode", "zip"), ("City", "city")]))
        #expect(designation(of: "l2", in: en) == "address-line2")
    }

    /// The designation is FormFill's own: a page author cannot declare it.
    @Test func anAuthoredHouseNumberTokenIsIgnored() throws {
        let r = try classifyHTML("<form action=/x><input name=q autocomplete=x-house-number></form>")
        #expect(designation(of: "q", in: r) == nil)
        let addition = try classifyHTML("<form action=/x><input name=q autocomplete=x-house-number-addition></form>")
        #expect(designation(of: "q", in: addition) == nil)
    }
}
