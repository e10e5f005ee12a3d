import FormFillClassifier
import FormFillModel
import Testing

/// Ordinary checkout and address forms as sites build them, in the label styles and name conventions of the
/// wild: each test is a kind of labelling FormFill once missed.
@Suite struct RecallTests {
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
        let r = try classifyHTML("""
        <form action="/pay">
        <label for="a">\(holder)</label><input id="a" name="a">
        <label for="b">\(number)</label><input id="b" name="b">
        <label for="c">\(expiry)</label><input id="c" name="c">
        </form>
        """)
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
}
