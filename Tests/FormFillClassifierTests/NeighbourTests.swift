import FormFillClassifier
import FormFillModel
import Testing

/// Evidence only the neighbours give.
@Suite struct NeighbourTests {
    @Test func phoneSplitAfterOneLabel() throws {
        let html = """
            <form>Phone: <input type="text" maxlength="3" name="p1"> - <input type="text" maxlength="3" name="p2">
            - <input type="text" maxlength="4" name="p3"> ext.: <input type="text" maxlength="5" name="p4"></form>
            """
        let r = try classifyHTML(html)
        #expect(designation(of: "p1", in: r) == "tel-area-code")
        #expect(designation(of: "p2", in: r) == "tel-local-prefix")
        #expect(designation(of: "p3", in: r) == "tel-local-suffix")
        #expect(designation(of: "p4", in: r) == "tel-extension")
    }

    @Test func phoneSplitWithCountryCode() {
        let r = classify([field(name: "phone1", left: "Phone:", maxLength: 2), field(name: "phone2", maxLength: 3),
                          field(name: "phone3", maxLength: 3), field(name: "phone4", maxLength: 4)])
        #expect(designations(r) == ["tel-country-code", "tel-area-code", "tel-local-prefix", "tel-local-suffix"])
    }

    @Test func shortBoxBeforeAnotherNumberIsNoExtension() throws {
        // A domestic number, then an international one in a prefix box and a number box (a checkout page).
        let html = """
            <form><div><div>Daytime Phone Number</div><input maxlength="20" name="phone1" type="text"></div>
            <div><div>Daytime Phone Number</div><span><input maxlength="4" name="intlPhonePrefix" type="text"></span>
            <input maxlength="20" name="intlPhone" type="text"></div>
            <div>Ext.</div><input maxlength="5" name="phoneExt" type="text">
            <label for="e">Email</label><input id="e" name="email"></form>
            """
        let r = try classifyHTML(html)
        #expect(designation(of: "phone1", in: r) == "tel")
        #expect(designation(of: "intlPhonePrefix", in: r) == "tel-country-code")
        #expect(designation(of: "intlPhone", in: r) == "tel-national")
        #expect(designation(of: "phoneExt", in: r) == "tel-extension")
    }

    @Test func decorationBoxLendsItsLabel() throws {
        // Dojo draws a read-only validation icon box before each text box; the label walk stops at it.
        let html = """
            <form><div><div>Phone number</div><div><div><div><input value="Χ " type="text" tabindex="-1" readonly="readonly" role="presentation"></div>
            <div><input name="phone1" type="tel" maxlength="20"></div></div></div></div>
            <div><div>Ext</div><div><div><div><input value="Χ " type="text" tabindex="-1" readonly="readonly" role="presentation"></div>
            <div><input name="phone2" type="tel" maxlength="5"></div></div></div></div>
            <div><div>Confirm email address*</div><div><div><div><input value="Χ " type="text" tabindex="-1" readonly="readonly" role="presentation"></div>
            <div><input name="logonId" type="text"></div></div></div></div></form>
            """
        let r = try classifyHTML(html)
        #expect(designation(of: "phone1", in: r) == "tel")
        #expect(designation(of: "phone2", in: r) == "tel-extension")
        #expect(designation(of: "logonId", in: r) == "email")
        // The decoration itself says nothing any more.
        #expect(r.1.fields.filter { $0.designation != nil }.count == 3)
    }

    @Test func numberAfterItsCountryCodeIsNational() throws {
        let html = """
            <form><label for="cc">Country code</label><select id="cc" name="phoneCountryCode"><option value="+1">United States (+1)</option>
            <option value="+44">United Kingdom (+44)</option><option value="+49">Germany (+49)</option><option value="+33">France (+33)</option>
            <option value="+81">Japan (+81)</option></select>
            <label for="ph">Phone number</label><input id="ph" name="phone" type="tel"> \(contactFieldsHTML)</form>
            """
        let r = try classifyHTML(html)
        #expect(designation(of: "phoneCountryCode", in: r) == "tel-country-code")
        #expect(designation(of: "phone", in: r) == "tel-national")
        // After a country code select, a number in two boxes is still area code and local number.
        let split = try classifyHTML("""
            <form><label for="c">Phone</label><select id="c" name="dial"><option value="+1">+1</option><option value="+44">+44</option>
            <option value="+49">+49</option><option value="+33">+33</option><option value="+81">+81</option></select>
            <input name="pa" maxlength="3"><input name="pl" maxlength="7"> \(contactFieldsHTML)</form>
            """)
        #expect(designation(of: "dial", in: split) == "tel-country-code")
        #expect(designation(of: "pa", in: split) == "tel-area-code")
        #expect(designation(of: "pl", in: split) == "tel-local")
        // One unlabelled box after the select: the national number.
        let one = try classifyHTML(#"<form><div>\#(contactFieldsHTML)</div><label for="c">Mobile</label><select id="c" name="dial"><option value="+1">+1</option><option value="+44">+44</option><option value="+49">+49</option><option value="+33">+33</option><option value="+81">+81</option></select><input name="pn" maxlength="10"></form>"#)
        #expect(designation(of: "pn", in: one) == "tel-national")
    }

    @Test func shortBoxBeforeAWholeNationalNumber() throws {
        // A box too long for a local number after a short one: country code and national number.
        let r = try classifyHTML(#"<form><div>\#(contactFieldsHTML)</div><div>Phone: <input name="pcc" maxlength="3"> <input name="pnum" maxlength="15"></div></form>"#)
        #expect(designation(of: "pcc", in: r) == "tel-country-code")
        #expect(designation(of: "pnum", in: r) == "tel-national")
    }

    @Test func dialCodeExampleAndPhoneCountryName() throws {
        let html = """
            <form><label>Telephone <input name="tel_country" placeholder="+44" maxlength="4"></label>
            <input name="tel_number" placeholder="7700 900123" maxlength="12"> \(contactFieldsHTML)</form>
            """
        let r = try classifyHTML(html)
        #expect(designation(of: "tel_country", in: r) == "tel-country-code")
        #expect(designation(of: "tel_number", in: r) == "tel-national")
        let box = classify([field(name: "x1", label: "Mobile", placeholder: "+1", maxLength: 4), field(name: "email", label: "Email")])
        #expect(box.fields[0].designation == .telCountryCode)
    }

    @Test func partWordOutranksThePhoneWord() throws {
        // "Telefon: Vorwahl" is the area code; "(with area code)" is the whole number.
        let de = try classifyHTML(#"<form>Telefon: Vorwahl <input name="vw" maxlength="5"> Rufnummer <input name="rn" maxlength="10"> \#(contactFieldsHTML)</form>"#)
        #expect(designation(of: "vw", in: de) == "tel-area-code")
        #expect(designation(of: "rn", in: de) == "tel-local")
        let whole = classifyInForm([field(name: "qa", label: "Phone number (with area code)"), field(name: "qb", label: "Telefonnummer (mit Vorwahl)", form: "__form__1")])
        #expect(designations(whole) == ["tel", "tel"])
    }

    @Test func splitNumberEndsBeforeALabelledLongBox() throws {
        // A checkout page: the phone in three boxes, then a 20-character "Address Label" box.
        let html = """
            <form><label for="p1">*Phone</label><input id="p1" name="phoneAreaCode" maxlength="3">
            <input name="phoneExchange" maxlength="3"><input name="phoneNumber" maxlength="4">
            <label for="l">*Address Label</label><input id="l" name="label" maxlength="20"></form>
            """
        let r = try classifyHTML(html)
        #expect(designation(of: "phoneAreaCode", in: r) == "tel-area-code")
        #expect(designation(of: "phoneExchange", in: r) == "tel-local-prefix")
        #expect(designation(of: "phoneNumber", in: r) == "tel-local-suffix")
        #expect(designation(of: "label", in: r) == nil)
    }

    @Test func japaneseNumberInThreeBoxes() throws {
        // 03-1234-5678: a Japanese checkout page's three boxes after one label.
        let html = """
            <form><label for="t1">電話番号</label><input id="t1" name="tel1" maxlength="5"> - <input name="tel2" maxlength="4">
            - <input name="tel3" maxlength="4"><label for="m">メールアドレス</label><input id="m" name="mail"></form>
            """
        let r = try classifyHTML(html)
        #expect(designation(of: "tel1", in: r) == "tel-area-code")
        #expect(designation(of: "tel2", in: r) == "tel-local-prefix")
        #expect(designation(of: "tel3", in: r) == "tel-local-suffix")
        #expect(designation(of: "mail", in: r) == "email")
    }

    @Test func areaCodeThenNumber() {
        let r = classifyInForm([field(name: "ac", left: "Area code"), field(name: "phone", left: "Phone")])
        #expect(designations(r) == ["tel-area-code", "tel-local"])
    }

    /// "Phone: [Area code] [Number]": the box after the area code whose words are only a bare "Number", or none,
    /// is the local number (it was nothing, and the number went unfilled). A box after it with words of its own
    /// stays what they say.
    @Test func areaCodeThenABareNumberOrAnUnlabelledBox() throws {
        let r = try classifyHTML("""
            <form action="/a"><label>Phone</label><input name="area" placeholder="Area code"><input name="number" placeholder="Number">
            <label>First name <input name="fn"></label><label>Last name <input name="ln"></label></form>
            <form action="/b"><label>Phone</label><input name="ac" placeholder="Area code"><input name="rest">
            <label>First name <input name="gn"></label><label>Last name <input name="sn"></label></form>
            <form action="/c"><label>Phone</label><input name="ac2" placeholder="Area code"><input name="pc" placeholder="ZIP code">
            <label>First name <input name="f2"></label><label>Last name <input name="l2"></label></form>
            <form action="/d"><label>Phone</label><input name="ac3" placeholder="Area code"><input name="cm" placeholder="Best time to call">
            <label>First name <input name="f3"></label><label>Last name <input name="l3"></label></form>
            """)
        #expect(["area", "number", "ac", "rest"].map { designation(of: $0, in: r) }
                == ["tel-area-code", "tel-local", "tel-area-code", "tel-local"])
        #expect(designation(of: "pc", in: r) == "postal-code")
        #expect(designation(of: "cm", in: r) == nil)
    }

    @Test func numberedBoxesAfterOnePhoneLabelAreItsParts() throws {
        // "Phone [tel1]-[tel2]-[tel3]": boxes named with one stem and the next numbers, the later ones without a
        // label of their own, sized by style or by lengths no split pattern knows (5-5-5), are one number.
        let r = try classifyHTML("""
            <form action="/a"><label>Name <input name="n1"></label><div>Phone</div><input name="tel1">-<input name="tel2">-<input name="tel3"></form>
            <form action="/b"><label>Name <input name="n2"></label><label for="p">Phone</label><input id="p" name="phone_1" size="5">-<input name="phone_2" size="5">-<input name="phone_3" size="5"></form>
            <form action="/c"><label>Name <input name="n3"></label><div>Phone</div><input name="mobile[0]"><input name="mobile[1]"></form>
            <form action="/d"><label>Name <input name="n4"></label><div>Phone</div><input id="ph1" name="x">-<input id="ph2" name="y">-<input id="ph3" name="z"></form>
            """)
        #expect(["tel1", "tel2", "tel3"].map { designation(of: $0, in: r) } == ["tel-area-code", "tel-local-prefix", "tel-local-suffix"])
        #expect(["phone_1", "phone_2", "phone_3"].map { designation(of: $0, in: r) } == ["tel-area-code", "tel-local-prefix", "tel-local-suffix"])
        #expect(["mobile[0]", "mobile[1]"].map { designation(of: $0, in: r) } == ["tel-area-code", "tel-local"])
        #expect(["x", "y", "z"].map { designation(of: $0, in: r) } == ["tel-area-code", "tel-local-prefix", "tel-local-suffix"])
    }

    /// "Phone [area][prefix][suffix]" by the parts' own words, of no declared length: after an area code, a box
    /// whose name, id or label says prefix or exchange (Chromium's phone grammar) and one that says suffix or line,
    /// or only phone, are the local number's prefix and suffix (the suffix took the whole number, the prefix all
    /// seven digits). Controls: a "Name prefix" box after an area code's phone is no phone, and a box after an
    /// area code that says nothing about a prefix stays the local number.
    @Test func aPhonesPartsByTheirOwnWords() throws {
        let r = try classifyHTML("""
            <form action="/a"><label>Name <input name="n1"></label><label>Phone</label> <input name="phone_area"> <input name="phone_prefix"> <input name="phone_suffix"></form>
            <form action="/b"><label>Name <input name="n2"></label><label>Phone</label> <input name="phoneAreaCode"> <input name="phoneExchange"> <input name="phoneNumber"></form>
            <form action="/c"><label>Name <input name="n3"></label><label>Area code <input name="ac"></label><label>Prefix <input name="pre"></label><label>Line number <input name="line"></label></form>
            <form action="/d"><label>Name <input name="n4"></label><label>Area code <input name="ac2"></label><label>Phone number <input name="pn2"></label><label>Name prefix <input name="np"></label></form>
            """)
        #expect(["phone_area", "phone_prefix", "phone_suffix"].map { designation(of: $0, in: r) } == ["tel-area-code", "tel-local-prefix", "tel-local-suffix"])
        #expect(["phoneAreaCode", "phoneExchange", "phoneNumber"].map { designation(of: $0, in: r) } == ["tel-area-code", "tel-local-prefix", "tel-local-suffix"])
        #expect(["ac", "pre", "line"].map { designation(of: $0, in: r) } == ["tel-area-code", "tel-local-prefix", "tel-local-suffix"])
        #expect(["ac2", "pn2"].map { designation(of: $0, in: r) } == ["tel-area-code", "tel-local"])
        #expect(designation(of: "np", in: r) != "tel-local-prefix")
    }

    /// "Phone [ ][ ]": a phone box, then one right after it with no label of its own that only its name calls a
    /// phone, of no declared length of a part, and nothing more: one number in two parts, the area code and the
    /// local number (each took the whole number). An "Ext." beside the second, a label of its own, or a name that
    /// says something else (`fax`) keeps it what it says.
    @Test func aPhoneOverTwoBoxesInARowIsItsAreaCodeAndNumber() throws {
        let r = try classifyHTML("""
            <form action="/a"><label>Name <input name="n1"></label><label for="p">Phone</label><input id="p" name="phone"><input name="phone_b"><label>Email <input name="e1"></label></form>
            <form action="/b"><label>Name <input name="n2"></label><label for="q">Phone</label><input id="q" name="tel"> Ext. <input name="x" maxlength="5"><label>Email <input name="e2"></label></form>
            <form action="/c"><label>Name <input name="n3"></label><label>Phone <input name="ph"></label><label>Mobile <input name="mo"></label><label>Email <input name="e3"></label></form>
            <form action="/d"><label>Name <input name="n4"></label><label for="t">Telephone: Fax:</label><input id="t" name="telephone"><input name="fax"><label>Email <input name="e4"></label></form>
            """)
        #expect(["phone", "phone_b"].map { designation(of: $0, in: r) } == ["tel-area-code", "tel-local"])
        #expect(["tel", "x"].map { designation(of: $0, in: r) } == ["tel", "tel-extension"])
        #expect(["ph", "mo"].map { designation(of: $0, in: r) } == ["tel", "tel"])
        #expect(designation(of: "telephone", in: r) == "tel")
    }

    /// A phone split in parts counts as one phone among a form's personal details, as a whole number does: a name,
    /// a phone and an e-mail are a contact form's details (`address`) however the phone is asked.
    @Test func aSplitPhoneIsOnePhoneOfTheFormsDetails() throws {
        let whole = try classifyHTML("""
            <form action="/a"><label>Name <input name="n"></label><label>Phone <input name="phone"></label><label>Email <input name="e"></label></form>
            """)
        for phone in [#"<label for="p">Phone</label><input id="p" name="phone"><input name="phone_b">"#,
                      #"<div>Phone</div><input name="tel1">-<input name="tel2">-<input name="tel3">"#,
                      #"<label for="c">Phone</label><select id="c" name="cc"><option value="">-</option><option value="1">United States (+1)</option><option value="44">United Kingdom (+44)</option><option value="49">Germany (+49)</option><option value="33">France (+33)</option><option value="81">Japan (+81)</option></select><input name="mobile">"#] {
            let split = try classifyHTML(#"<form action="/a"><label>Name <input name="n"></label>\#(phone)<label>Email <input name="e"></label></form>"#)
            #expect(split.1.forms[0].kind == whole.1.forms[0].kind, "\(phone)")
        }
    }

    @Test func numberedPhonesWithLabelsOfTheirOwnStayWhole() throws {
        // Controls: each box labelled ("Phone 1", "Phone 2"), three boxes whose numbers skip, lengths of whole numbers.
        let r = try classifyHTML("""
            <form action="/a"><label>Name <input name="n1"></label><label>Phone 1 <input name="phone1"></label><label>Phone 2 <input name="phone2"></label></form>
            <form action="/b"><label>Name <input name="n2"></label><div>Phone</div><input name="tel1"><input name="tel3"><input name="tel7"></form>
            <form action="/c"><label>Name <input name="n3"></label><div>Phone</div><input name="tel5" maxlength="20"> or <input name="tel6" maxlength="20"></form>
            """)
        #expect(["phone1", "phone2", "tel1", "tel3", "tel7", "tel5", "tel6"].map { designation(of: $0, in: r) } == Array(repeating: "tel", count: 7))
    }

    /// A list of area codes before the number's boxes (Korea's mobile 010, 011, 016…; Japan's 090, 080, 070): the
    /// area code, then the prefix and suffix or the local number. Lists of numbers that do not all start with 0
    /// (months "01"–"12", sizes) are none.
    @Test func anAreaCodeListBeforeTheNumbersBoxes() throws {
        func list(_ name: String, _ texts: [String]) -> String {
            "<select name=\"\(name)\"><option value=\"\">-</option>" + texts.map { "<option>\($0)</option>" }.joined() + "</select>"
        }
        let r = try classifyHTML("""
            <form action="/a"><label>이름 <input name="n1"></label><label for="hp1">휴대폰</label>\(list("hp1", ["010", "011", "016", "017", "018", "019"]))
            -<input name="hp2" maxlength="4">-<input name="hp3" maxlength="4"><label>이메일 <input name="e1" type="email"></label></form>
            <form action="/b"><label>Name <input name="n2"></label><label for="ac">Mobile</label>\(list("ac", ["090", "080", "070"]))
            <input name="num"><label>Email <input name="e2" type="email"></label></form>
            <form action="/d"><label>Name <input name="n4"></label><label>Mobile \(list("hp", ["010", "011", "016"]))-<input name="hpm" maxlength="4">-<input name="hpl" maxlength="4"></label></form>
            <form action="/c"><label>Name <input name="n3"></label><label for="m">Phone</label>\(list("m", (1...12).map { String(format: "%02d", $0) }))
            <input name="rest"><label>Email <input name="e3" type="email"></label></form>
            """)
        #expect(["hp1", "hp2", "hp3"].map { designation(of: $0, in: r) } == ["tel-area-code", "tel-local-prefix", "tel-local-suffix"])
        #expect(["ac", "num"].map { designation(of: $0, in: r) } == ["tel-area-code", "tel-local"])
        #expect(["hp", "hpm", "hpl"].map { designation(of: $0, in: r) } == ["tel-area-code", "tel-local-prefix", "tel-local-suffix"])
        #expect(designation(of: "m", in: r) != "tel-area-code")
    }

    @Test func addressContinuationLines() throws {
        let html = """
            <form><label for="a">Street address</label><input id="a" name="street">
            <input name="street_more"><label for="c">City</label><input id="c" name="city"></form>
            """
        let r = try classifyHTML(html)
        #expect(designation(of: "street", in: r) == "address-line1")
        #expect(designation(of: "street_more", in: r) == "address-line2")
        #expect(designation(of: "city", in: r) == "address-level2")
    }

    @Test func twoAddressBoxesNamedAlike() {
        let r = classify([field(name: "addr_a", label: "Address"), field(name: "addr_b", label: "Address"),
                          field(name: "town", label: "Town")])
        #expect(designations(r) == ["address-line1", "address-line2", "address-level2"])
    }

    @Test func expiryInTwoBoxes() {
        let r = classify([field(name: "number", label: "Card number"), field(name: "e1", label: "Expiry date", maxLength: 2),
                          field(name: "e2", maxLength: 2)])
        #expect(designations(r) == ["cc-number", "cc-exp-month", "cc-exp-year"])
        let same = classify([field(name: "c2", label: "Numéro de carte"), field(name: "c3", label: "Date d'expiration"),
                             field(name: "c4", label: "Date d'expiration")])
        #expect(designations(same) == ["cc-number", "cc-exp-month", "cc-exp-year"])
    }

    @Test func plainNameAmongCardFieldsIsTheCardholder() {
        let r = classify([field(name: "nm", label: "Name"), field(name: "cardnumber", label: "Card number"),
                          field(name: "cvc", label: "CVC")], forms: [FormDetails(opid: "__form__0")])
        #expect(designations(r) == ["cc-name", "cc-number", "cc-csc"])
        #expect(r.forms[0].kind == .card)
    }

    /// The holder's first and last name asked apart are the card's name parts: the whole name in each box would
    /// be wrong twice.
    @Test func theHoldersFirstAndLastNamesAreTheCardsNameParts() {
        let en = classify([field(name: "f1", label: "First name on card"), field(name: "f2", label: "Last name on card"),
                           field(name: "f3", label: "Card number"), field(name: "f4", label: "Expiration date", maxLength: 5)])
        #expect(designations(en) == ["cc-given-name", "cc-family-name", "cc-number", "cc-exp"])
        let holder = classify([field(name: "f1", label: "Cardholder first name"), field(name: "f2", label: "Cardholder surname"),
                               field(name: "f3", label: "Card number"), field(name: "f4", label: "CVC")])
        #expect(designations(holder) == ["cc-given-name", "cc-family-name", "cc-number", "cc-csc"])
        // The whole name on the card stays the name.
        let whole = classify([field(name: "f1", label: "Name on card"), field(name: "f3", label: "Card number"), field(name: "f4", label: "CVC")])
        #expect(designations(whole) == ["cc-name", "cc-number", "cc-csc"])
        // French: the holder's "Nom" alone is the whole name; beside a "Prénom" it is the family name.
        let nom = classify([field(name: "f1", label: "Nom du titulaire de la carte"), field(name: "f3", label: "Numéro de carte"),
                            field(name: "f4", label: "Cryptogramme")])
        #expect(designations(nom)[0] == "cc-name")
        let parts = classify([field(name: "f0", label: "Prénom du titulaire de la carte"), field(name: "f1", label: "Nom du titulaire de la carte"),
                              field(name: "f3", label: "Numéro de carte"), field(name: "f4", label: "Cryptogramme")])
        #expect(designations(parts)[0...1] == ["cc-given-name", "cc-family-name"])
    }

    @Test func weakCardWordsBesideACard() {
        let r = classify([field(name: "f1", label: "Name on card"), field(name: "f2", label: "Number"),
                          field(name: "f3", label: "Expires", maxLength: 5), field(name: "f4", label: "Code")])
        #expect(designations(r) == ["cc-name", "cc-number", "cc-exp", "cc-csc"])
    }

    @Test func oneTimeCodeBoxes() {
        let boxes = (0..<6).map { field("text", name: "d\($0)", maxLength: 1) }
        let r = classify(boxes)
        #expect(designations(r) == Array(repeating: "one-time-code", count: 6))
        #expect(r.forms[0].kind == .oneTimeCode)
    }

    @Test func sharedHeadingCountsHalf() {
        // The label walk climbed to a heading shared by every box; the names decide.
        let r = classify([field(name: "shippingFirstName", left: "Shipping Address"),
                          field(name: "shippingLastName", left: "Shipping Address"),
                          field(name: "shippingCity", left: "Shipping Address")])
        #expect(designations(r) == ["given-name", "family-name", "address-level2"])
    }
}
