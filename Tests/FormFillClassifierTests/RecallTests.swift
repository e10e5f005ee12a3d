import FormFillClassifier
import FormFillModel
import Testing

/// Ordinary checkout and address forms as sites build them, in the label styles and name conventions of the
/// wild: each test is a kind of labelling FormFill once missed.
@Suite struct RecallTests {
    /// A form of labelled text boxes (`<label for>` then the box, named as its id), then `tail` as it is.
    static func labelledForm(_ boxes: [(label: String, name: String)], tail: String = "") -> String {
        let rows = boxes.map { #"<label for="\#($0.name)">\#($0.label)</label><input id="\#($0.name)" name="\#($0.name)">"# }
        return "<form action=\"/x\">" + rows.joined(separator: "\n") + tail + "</form>"
    }

    /// Form builders number their fields (`input_3`, `field3`, `q3`): a trailing digit in such a name is no
    /// street line number, and the label says what the box is.
    @Test(arguments: ["input_3", "field3", "q3", "x3", "f2"])
    func numberedGenericNameKeepsTheStreetLabel(name: String) throws {
        let r = try classifyHTML("""
        <form action="/order">
        <label for="a">First name</label><input id="a" name="first">
        <label for="b">Last name</label><input id="b" name="last">
        <label for="c">Street address</label><input id="c" name="\(name)">
        <label for="d">City</label><input id="d" name="town">
        <label for="e">ZIP code</label><input id="e" name="zip">
        </form>
        """)
        #expect(designation(of: name, in: r) == "address-line1")
    }

    /// A messenger's number (WhatsApp, Viber, Signal) is the person's mobile phone number, in any language.
    @Test(arguments: ["WhatsApp number", "WhatsApp", "Número de WhatsApp", "Viber number", "WhatsApp-Nummer"])
    func aMessengersNumberIsThePhone(label: String) throws {
        let r = try classifyHTML(Self.labelledForm([("First name", "fn"), ("Last name", "ln"), (label, "wa"), ("Email", "em")]))
        #expect(designation(of: "wa", in: r) == "tel", "\(label)")
    }

    /// A street line's own number in its name still makes it line 2 or 3.
    @Test func streetLineNumberInTheName() throws {
        let r = try classifyHTML("""
        <form action="/order">
        <label for="a">First name</label><input id="a" name="first">
        <label for="b">Street</label><input id="b" name="street1">
        <label for="c">Street (continued)</label><input id="c" name="street2">
        <label for="d">City</label><input id="d" name="city">
        </form>
        """)
        #expect(designation(of: "street1", in: r) == "address-line1")
        #expect(designation(of: "street2", in: r) == "address-line2")
    }

    /// Brazilian "CEP" is the postal code; a Turkish mobile number says "Cep telefonu".
    @Test func cepIsThePostalCodeAndCepTelefonuTheMobile() throws {
        let br = try classifyHTML("""
        <form action="/x">
        <label for="a">Nome</label><input id="a" name="a">
        <label for="b">CEP</label><input id="b" name="b">
        <label for="c">Cidade</label><input id="c" name="c">
        </form>
        """)
        #expect(designation(of: "b", in: br) == "postal-code")
        let tr = try classifyHTML("""
        <form action="/x">
        <label for="a">Ad</label><input id="a" name="a">
        <label for="b">Soyad</label><input id="b" name="b">
        <label for="c">Cep telefonu</label><input id="c" name="c">
        </form>
        """)
        #expect(designation(of: "c", in: tr) == "tel")
    }

    /// The card holder's name as Dutch and Russian checkouts ask for it.
    @Test(arguments: [("nl", "Naam op kaart", "Kaartnummer", "Vervaldatum"),
                      ("ru", "Имя владельца карты", "Номер карты", "Срок действия")])
    func cardHolderWords(language: String, holder: String, number: String, expiry: String) throws {
        let r = try classifyHTML(Self.labelledForm([(holder, "a"), (number, "b"), (expiry, "c")]))
        #expect(designation(of: "a", in: r) == "cc-name", "\(language)")
        #expect(designation(of: "b", in: r) == "cc-number", "\(language)")
    }

    /// An index at the end of a structured name is no name of its own: `street[0]`, `street[1]` (Magento) are
    /// the street lines, read by the segment before the index.
    @Test func indexedNamesAreReadByTheSegmentBeforeTheIndex() throws {
        let r = try classifyHTML("""
        <form action="/checkout">
        <input name="firstname"><input name="lastname"><input name="street[0]"><input name="street[1]">
        <input name="city"><input name="postcode"><input name="telephone">
        </form>
        """)
        #expect(designation(of: "street[0]", in: r) == "address-line1")
        #expect(designation(of: "street[1]", in: r) == "address-line2")
    }

    /// Street, town and card words as sites in other countries write them.
    @Test(arguments: [
        ("es", "Número de la tarjeta", "cc-number"),
        ("en-AU", "Suburb", "address-level2"),
        ("en-GB", "House name/number", "address-line1"),
        ("it", "Via e numero civico", "address-line1"),
        ("en-IN", "Area, Street, Sector, Village", "address-line1"),
        ("fr", "Numéro et nom de rue", "address-line1"),
        ("nl", "Straat en huisnummer", "address-line1"),
    ])
    func labelWordsOfOtherCountries(language: String, label: String, expected: String) throws {
        // The label's box between a name, a card holder or a street and two more recognised boxes.
        let card = expected.hasPrefix("cc-")
        let r = try classifyHTML("""
        <form action="/x">
        <label for="a">\(card ? "Name on card" : "Full name")</label><input id="a" name="a">
        <label for="b">\(label)</label><input id="b" name="b">
        <label for="c">\(card ? "CVV" : "Postcode")</label><input id="c" name="c">
        <label for="d">\(card ? "Expiry date" : "Phone")</label><input id="d" name="d">
        </form>
        """)
        #expect(designation(of: "b", in: r) == expected, "\(language)")
    }

    /// One label over a postal-code box and the box after it ("PLZ / Ort", "Postal code / City"): the first box
    /// is the part the label names first, the unlabelled box after it the other.
    @Test(arguments: [("de", "PLZ / Ort", "Straße", "Vorname", "Nachname"),
                      ("en", "Postal code / City", "Street address", "First name", "Last name"),
                      ("fr", "CP / Ville", "Adresse", "Prénom", "Nom")])
    func postalCodeAndTownUnderOneLabel(language: String, label: String, street: String, first: String, last: String) throws {
        let r = try classifyHTML(Self.labelledForm([(first, "a"), (last, "b"), (street, "c")],
                                                   tail: #"<label for="d">\#(label)</label><input id="d" name="d" size="5"> <input name="e">"#))
        #expect(designation(of: "d", in: r) == "postal-code", "\(language)")
        #expect(designation(of: "e", in: r) == "address-level2", "\(language)")
    }

    /// A shipping address's street line named `shipAddress1` (its "ship" then "address" holds the letters of
    /// "ip address", a box for a computer's address, which is no street line only as words of its own).
    @Test(arguments: ["shipAddress1", "ship_address1", "shipaddress1", "ShipAddress", "hipAddress1"])
    func aStreetLineWhoseNameHoldsTheLettersOfIPAddress(name: String) throws {
        let r = try classifyHTML(#"<form action="/x"><input name="first"><input name="last"><input name="\#(name)"><input name="city"><input name="zip"></form>"#)
        #expect(designation(of: name, in: r) == "address-line1", "\(name)")
    }

    @Test(arguments: ["ipAddress", "ip_address", "ipaddress", "userIPAddress"])
    func anIPAddressIsNoStreetLine(name: String) throws {
        let r = try classifyHTML(#"<form action="/x"><input name="first"><input name="last"><input name="\#(name)"><input name="city"><input name="zip"></form>"#)
        #expect(designation(of: name, in: r) != "address-line1", "\(name)")
    }

    /// A card's security code named alone as payment pages name it: `CV2` (a UK gateway's), German `pruefziffer`
    /// (the "ü" written "ue", as names do).
    @Test(arguments: [("CardNumber", "ExpiryDate", "CV2"), ("kartennummer", "ablaufdatum", "pruefziffer"),
                      ("kartennummer", "ablaufdatum", "pruefnummer")])
    func aSecurityCodeNamedAlone(number: String, expiry: String, code: String) throws {
        let r = try classifyHTML(#"<form action="/pay"><input name="\#(number)"><input name="\#(expiry)"><input name="\#(code)"></form>"#)
        #expect(designation(of: code, in: r) == "cc-csc", "\(code)")
        #expect(designation(of: number, in: r) == "cc-number", "\(number)")
    }

    /// An address has one region and one country: "Land", the country in German, Dutch and the Nordic languages, is
    /// the country where another box is the region ("Provincie", "Bundesland", "Län"), in either order, and alone
    /// (a German checkout's "Land" after "Ort" is the country: Chromium's translated test page, which calls its
    /// state box "Land", is no form of the language).
    @Test(arguments: [("nl", "Provincie", "Land"), ("de", "Bundesland", "Land"), ("sv", "Län", "Land"),
                      ("da", "Region", "Land"), ("de", "Land", "Bundesland")])
    func aWordOfRegionAndCountryIsTheCountryBesideARegion(language: String, first: String, second: String) throws {
        let r = try classifyHTML(Self.labelledForm([("Name", "a"), ("Street address", "b"), ("City", "c"),
                                                     (first, "d"), (second, "e")]))
        let land = first == "Land" ? "d" : "e", region = first == "Land" ? "e" : "d"
        #expect(designation(of: land, in: r) == "country-name", "\(language)")
        #expect(designation(of: region, in: r) == "address-level1", "\(language)")
    }

    @Test func aWordOfRegionAndCountryAloneIsTheCountry() throws {
        let alone = try classifyHTML(Self.labelledForm([("Name", "a"), ("Street address", "b"), ("City", "c"), ("Land", "d")]))
        #expect(designation(of: "d", in: alone) == "country-name")
    }

    /// A postal code asked in two boxes after one label (Japan's 3-4 "〒", Brazil's 5-3 CEP, Canada's 3-3, the
    /// Netherlands' 4 digits and 2 letters): the first box is too short for a code, and the unlabelled box right
    /// after it is the code's second part (the generator splits the stored code between them). A US ZIP code's
    /// "+4" box after a five-digit box is no part of the code, as Chromium reads it.
    @Test(arguments: [("郵便番号", 3, 4), ("CEP", 5, 3), ("Postal code", 3, 3), ("Postcode", 4, 2)])
    func aPostalCodeInTwoBoxes(label: String, first: Int, second: Int) throws {
        let r = try classifyHTML(Self.labelledForm([("Name", "a"), ("Street address", "b")], tail: """
            <label for="z1">\(label)</label><input id="z1" name="z1" maxlength="\(first)"> - <input name="z2" maxlength="\(second)">
            <label for="c">City</label><input id="c" name="c">
            """))
        #expect(designation(of: "z1", in: r) == "postal-code", "\(label)")
        #expect(designation(of: "z2", in: r) == "postal-code", "\(label)")
    }

    @Test func aZIPCodesPlusFourBoxIsNoPartOfTheCode() throws {
        let r = try classifyHTML(Self.labelledForm([("Name", "a"), ("Street address", "b")], tail: """
            <label for="z1">ZIP code</label><input id="z1" name="z1" maxlength="5"> - <input name="z2" maxlength="4">
            <label for="c">City</label><input id="c" name="c">
            """))
        #expect(designation(of: "z1", in: r) == "postal-code")
        #expect(designation(of: "z2", in: r) != "postal-code")
    }

    /// A label naming a third part ("City, State, ZIP") is not read as two: its second box is no postal code.
    @Test func cityStateZipOverThreeBoxesIsNotReadAsTwo() throws {
        let r = try classifyHTML(Self.labelledForm([("Full name", "a"), ("Street address", "c")], tail: """
            <label for="d">City, State, ZIP</label><input id="d" name="d"> <input name="e" size="2"> <input name="f" size="5">
            """))
        #expect(designation(of: "e", in: r) != "postal-code")
    }

    /// A business form's contact person is the person's whole name.
    @Test(arguments: [("en", "Contact person"), ("de", "Ansprechpartner"), ("ru", "Контактное лицо")])
    func contactPersonIsTheName(language: String, label: String) throws {
        let r = try classifyHTML(Self.labelledForm([("Company", "a"), (label, "b"), ("Phone", "c"), ("Email", "d")]))
        #expect(designation(of: "b", in: r) == "name", "\(language)")
    }

    /// A Brazilian address's "Número" is the house number (`x-house-number`, after the street): a generic
    /// "number" makes no card number where no card is around, however many of the box's texts say it; beside a
    /// card it still is the card's.
    @Test func houseNumberWithoutACardIsNoCardNumber() throws {
        let address = try classifyHTML(Self.labelledForm([("Nome", "nome"), ("CEP", "cep"), ("Rua", "rua"),
                                                          ("Número", "numero"), ("Bairro", "bairro"), ("Cidade", "cidade")]))
        #expect(designation(of: "numero", in: address) == "x-house-number")
        let card = try classifyHTML(Self.labelledForm([("Name on card", "a"), ("Number", "number"), ("CVV", "c")]))
        #expect(designation(of: "number", in: card) == "cc-number")
    }

    /// Dutch forms ask the house number first: the street after the number's addition ("Toevoeging", its own
    /// box after the house number) is the street, not a line after it; three boxes all called "Address" are
    /// still lines 1, 2 and 3.
    @Test func streetAfterANamedLineTwoIsTheStreet() throws {
        let nl = try classifyHTML(Self.labelledForm([("Voornaam", "voornaam"), ("Achternaam", "achternaam"),
                                                     ("Postcode", "postcode"), ("Huisnummer", "huisnummer"),
                                                     ("Toevoeging", "toevoeging"), ("Straat", "straat"), ("Plaats", "plaats")]))
        #expect(designation(of: "toevoeging", in: nl) == "x-house-number-addition")
        #expect(designation(of: "straat", in: nl) == "address-line1")
        let three = try classifyHTML(Self.labelledForm([("Name", "n"), ("Address", "a1"), ("Address", "a2"), ("Address", "a3"),
                                                        ("City", "c"), ("ZIP", "z")]))
        #expect(["a1", "a2", "a3"].map { designation(of: $0, in: three) } == ["address-line1", "address-line2", "address-line3"])
    }

    /// Magento's card names: `payment[cc_cid]` is the security code (CID), not the number its `cc` prefix says.
    @Test func ccCidIsTheSecurityCode() throws {
        let r = try classifyHTML("""
        <form action="/x">
        <input name="payment[cc_owner]"><input name="payment[cc_number]"><input name="payment[cc_cid]">
        </form>
        """)
        #expect(designation(of: "payment[cc_number]", in: r) == "cc-number")
        #expect(designation(of: "payment[cc_cid]", in: r) == "cc-csc")
    }

    /// The expiry's format hint as Polish and Turkish checkouts write it in a placeholder.
    @Test(arguments: [("pl", "MM/RR", "Numer karty"), ("tr", "AA/YY", "Kart numarası")])
    func expiryFormatPlaceholder(language: String, format: String, number: String) throws {
        let r = try classifyHTML("""
        <form action="/pay"><input name="n" placeholder="\(number)"><input name="e" placeholder="\(format)">
        <input name="c" placeholder="CVV"></form>
        """)
        #expect(designation(of: "e", in: r) == "cc-exp", "\(language)")
    }

    /// `<fieldset><legend>Card number</legend>` around four 4-digit boxes, each with an ARIA label that names
    /// no field ("Digits 5-8"): all four take the number.
    @Test func splitCardNumberWithUninformativeAriaLabels() throws {
        let boxes = [(1, 4), (5, 8), (9, 12), (13, 16)].enumerated().map { k, range in
            #"<input name="c\#(k + 1)" aria-label="Digits \#(range.0)-\#(range.1)" maxlength="4">"#
        }.joined()
        let r = try classifyHTML("""
        <form action="/pay"><fieldset><legend>Card number</legend>\(boxes)</fieldset>
        <label for="x">Expiry (MM/YY)</label><input id="x" name="x"><label for="v">CVC</label><input id="v" name="v"></form>
        """)
        #expect(["c1", "c2", "c3", "c4"].map { designation(of: $0, in: r) } == Array(repeating: "cc-number", count: 4))
    }

    /// A short word that rules a designation out ("tel" for a company or a country, "mail" for a street, "os"
    /// for a phone, "exp" for a card number) counts as a word of its own, not inside another one: "Mailing
    /// address" is an address, "Phone (most reachable)" a phone, "American Express card number" a card number,
    /// and Czech "(volitelné)" ("optional") or German "Arbeitsstelle" say nothing against a company. The words
    /// themselves still rule out ("Email address", "Company phone", "Card expiry").
    @Test(arguments: [("Mailing address", "address-line1"), ("Phone (most reachable)", "tel"),
                      ("Firma (volitelné)", "organization"), ("Firma / Arbeitsstelle", "organization"),
                      ("American Express card number", "cc-number"), ("Country (hotel location)", "country-name"),
                      ("Email address", "email"), ("Company phone", "tel"), ("Card expiry (MM/YY)", "cc-exp")])
    func aShortNegativeWordCountsOnlyAsAWord(label: String, expected: String) throws {
        let html = Self.labelledForm([(label, "t"), ("Full name", "n"), ("City", "c"), ("ZIP code", "z")])
        let r = try classifyHTML(html)
        #expect(designation(of: "t", in: r) == expected, "\(label)")
    }

    /// Card forms named by their ids alone, as sites name them: "expire" for the expiry (`expire_month`), the
    /// German `kk` (Kreditkarte) prefix, the French `num_carte`.
    @Test(arguments: [["cardnumber", "expire_month", "expire_year", "cvc"],
                      ["kk_nr", "kk_month", "kk_year", "kk_pruefnr"],
                      ["num_carte", "card_expire_month", "card_expire_year", "cvv"]])
    func cardFormsNamedByTheirIdsAlone(names: [String]) throws {
        let boxes = names.map { #"<input name="\#($0)">"# }.joined()
        let r = try classifyHTML(#"<form action="/pay" method="post">\#(boxes)<input type="submit" value="Pay"></form>"#)
        #expect(names.map { designation(of: $0, in: r) } == ["cc-number", "cc-exp-month", "cc-exp-year", "cc-csc"], "\(names)")
    }

    /// A card word in a field's name that loses to its own label ("Cidade" on `name=cid`, the Amex "CID") makes
    /// no card of the group: a Brazilian address's bare "Número" after the street stays the house number, and
    /// the form an address.
    @Test func aCardWordThatLosesToTheFieldsLabelMakesNoCard() throws {
        let html = Self.labelledForm([("CEP", "cep"), ("Endereço", "end"), ("Número", "num"), ("Complemento", "comp"),
                                      ("Bairro", "bairro"), ("Cidade", "cid"), ("Estado", "uf")])
        let r = try classifyHTML("<meta charset=utf-8>" + html)
        #expect(designation(of: "num", in: r) == "x-house-number")
        #expect(designation(of: "cid", in: r) == "address-level2")
        #expect(r.1.forms[0].kind == .address)
    }

    /// A box whose street word is only in its name (`num_voie`, the street's number) and whose own label names
    /// no street ("N°"), before a box whose label names the street ("Rue"), is the street's number (its house
    /// number): the street box is the street line, not its continuation (French forms ask the number first).
    @Test func theStreetsNumberBeforeTheStreetIsNoStreetLine() throws {
        let r = try classifyHTML("<meta charset=utf-8>" + Self.labelledForm([("N°", "num_voie"), ("Rue", "rue"), ("Code postal", "cp"),
                                                                             ("Ville", "ville")]))
        #expect(designation(of: "rue", in: r) == "address-line1")
        #expect(designation(of: "num_voie", in: r) == "x-house-number")
        // A second box with no label of its own still continues the street.
        let pair = try classifyHTML(Self.labelledForm([("Street address", "address1"), ("Town", "city")]).replacingOccurrences(
            of: "<label for=\"city\">", with: "<input name=\"address2\"><label for=\"city\">"))
        #expect(designation(of: "address2", in: pair) == "address-line2")
    }

    /// A bare "Number" or "Code" beside a card is the card's number or code only where no box's own words already
    /// name that part: one card has one number, and a second "Number" box is something else's.
    @Test(arguments: ["Number", "Número", "Code"])
    func aBareWordBesideTheCardsNamedPartIsNotThatPart(bare: String) throws {
        let r = try classifyHTML("<meta charset=utf-8>" + Self.labelledForm([(bare, "x"), ("Card number", "cn"),
                                                                             ("Expiry (MM/YY)", "ex"), ("CVC", "cvc")]))
        #expect(designation(of: "x", in: r) == nil, "\(bare)")
        #expect(designation(of: "cn", in: r) == "cc-number")
        #expect(designation(of: "cvc", in: r) == "cc-csc")
        // Alone beside the card's other parts, the bare word is the part.
        let alone = try classifyHTML("<meta charset=utf-8>" + Self.labelledForm([(bare, "x"), ("Expiry (MM/YY)", "ex"),
                                                                                 ("Name on card", "h")]))
        #expect(designation(of: "x", in: alone) == (bare == "Code" ? "cc-csc" : "cc-number"), "\(bare)")
    }
}
