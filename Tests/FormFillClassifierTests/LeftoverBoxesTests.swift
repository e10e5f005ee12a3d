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

    /// A British address's "Flat" (the apartment) after the street is its second line.
    @Test(arguments: ["Flat", "Flat number", "Flat no."])
    func aBritishFlatIsTheSecondLine(label: String) throws {
        #expect(try Self.addressLines("Street address", label)[1] == "address-line2", "\(label)")
    }

    /// A legal name (a bank's, an insurer's sign-up) is the person's whole name; its legal first name the given one.
    @Test func aLegalNameIsTheWholeName() throws {
        #expect(try OtherBoxesTests.designationOfProbe("en", "Full legal name") == "name")
        #expect(try OtherBoxesTests.designationOfProbe("en", "Legal name") == "name")
        #expect(try OtherBoxesTests.designationOfProbe("en", "Legal first name") == "given-name")
    }

    /// An address form whose first line's label lists its parts.
    static func addressLines(_ line1: String, _ line2: String) throws -> [String?] {
        let html = #"<form action="/address"><label for="n">Full name</label><input id="n" name="a1">"#
            + #"<label for="t">Mobile number</label><input id="t" name="a5" type="tel">"#
            + #"<label for="l1">\#(line1)</label><input id="l1" name="b1"><label for="l2">\#(line2)</label><input id="l2" name="b2">"#
            + #"<label for="c">Town/City</label><input id="c" name="c"><label for="z">ZIP code</label><input id="z" name="z">"#
            + #"<button>Use this address</button></form>"#
        let result = try classifyHTML(html)
        return [designation(of: "l1", in: result), designation(of: "l2", in: result)]
    }

    @Test func aLabelListingAnAddressLinesPartsIsTheStreetLine() throws {
        #expect(try Self.addressLines("Flat, House no., Building, Company, Apartment", "Area, Street, Sector, Village")[0] == "address-line1")
        #expect(try Self.addressLines("Company, building, suite", "Street address")[0] == "address-line1")
    }

    /// "Flat, House no., Building" (India's first line): a house number listed beside a flat or a building names
    /// what the first line holds, not the second line; a house number alone is no line, and an apartment list
    /// without one stays the second line.
    @Test func aHouseNumberListedWithAFlatIsTheStreetLine() throws {
        #expect(try Self.addressLines("Flat, House no., Building", "Area, Street, Sector, Village") == ["address-line1", "address-line2"])
        #expect(try Self.addressLines("House No., Building Name", "Road name, Area, Colony") == ["address-line1", nil])
        #expect(try Self.addressLines("Flat / House number", "Street")[0] == "address-line1")
    }

    /// (A "House number" box after the street is its house number, ``HouseNumberTests``.)
    @Test func aHouseNumberAloneOrAnApartmentListStays() throws {
        #expect(try Self.addressLines("Street", "House number") == ["address-line1", "x-house-number"])
        #expect(try Self.addressLines("Address", "Apartment, suite, etc. (optional)") == ["address-line1", "address-line2"])
        #expect(try Self.addressLines("Street address", "Flat, building") == ["address-line1", "address-line2"])
    }

    /// A bare "Area" is an area code only beside a phone number's box ("Area" in an address: a district);
    /// "Area code" is one anywhere.
    @Test(arguments: ["Area code", "Area"])
    func aBareAreaBesideNoPhoneIsNone(label: String) throws {
        #expect(try Self.addressLines("Street address", label)[1] == (label == "Area" ? nil : "tel-area-code"), "\(label)")
        let html = #"<form action="/contact"><label for="n">Full name</label><input id="n" name="a1">"#
            + #"<label for="ac">\#(label)</label><input id="ac" name="x1" maxlength="3"><label for="t">Phone number</label><input id="t" name="x2">"#
            + #"<label for="e">Email</label><input id="e" name="x3"><button>Send</button></form>"#
        let result = try classifyHTML(html)
        #expect(designation(of: "ac", in: result) == "tel-area-code")
        #expect(designation(of: "t", in: result) == "tel-local")
    }

    @Test func aCompanyOrALineOfItsOwnStays() throws {
        #expect(try Self.addressLines("Company", "Street address") == ["organization", "address-line1"])
        #expect(try Self.addressLines("Street address", "Address line 2 (company, apartment, suite)")[1] == "address-line2")
    }

    /// A checkout with a heading (`heading`) over a number box (placeholder `number`) and a PIN box, then the real
    /// card form below.
    static func underHeading(_ heading: String, number: String = "Number") throws -> [String?] {
        let html = #"<form action="/checkout"><label for="fn">First name</label><input id="fn" name="fn"><label for="ln">Last name</label><input id="ln" name="ln">"#
            + #"<label for="st">Street address</label><input id="st" name="st"><label for="ci">City</label><input id="ci" name="ci">"#
            + #"<label for="zp">ZIP code</label><input id="zp" name="zp"><h3>\#(heading)</h3><input id="gn" name="f1" placeholder="\#(number)">"#
            + #"<input id="gp" name="f2" placeholder="PIN"><button type="button">Apply</button><h3>Credit card</h3>"#
            + #"<label for="cn">Card number</label><input id="cn" name="cn"><label for="ex">Expiration date</label><input id="ex" name="ex">"#
            + #"<label for="cv">Security code</label><input id="cv" name="cv"><button>Pay</button></form>"#
        let result = try classifyHTML(html)
        return ["gn", "gp", "cn", "ex", "cv"].map { designation(of: $0, in: result) }
    }

    @Test(arguments: ["Redeem a gift card", "Gift card", "Geschenkkarte einlösen", "Carte cadeau", "礼品卡"])
    func bareBoxesUnderAnotherCardsHeadingAreThatCards(heading: String) throws {
        let d = try Self.underHeading(heading)
        #expect(d == [nil, nil, "cc-number", "cc-exp", "cc-csc"], "\(heading): \(d)")
    }

    /// Under a payment heading, a box the heading's words name ("Pay by credit card" beside it) is the card's
    /// number when the card's expiry and code follow it; where they follow another "Card number" further down, the
    /// box above with its PIN is another card's (one card has one number: before, both took it, and the fill
    /// wrote the number into the box above). A bare "Number" under a heading that names no card ("Payment") is
    /// something else's.
    @Test func bareBoxesUnderAPaymentHeadingStayTheCards() throws {
        let html = #"<form action="/checkout"><h3>Pay by credit card</h3><input id="gn" name="f1" placeholder="Number">"#
            + #"<label for="ex">Expiration date</label><input id="ex" name="ex"><label for="cv">Security code</label><input id="cv" name="cv"><button>Pay</button></form>"#
        #expect(designation(of: "gn", in: try classifyHTML(html)) == "cc-number")
        #expect(try Self.underHeading("Pay by credit card") == [nil, nil, "cc-number", "cc-exp", "cc-csc"])
        #expect(try Self.underHeading("Payment") == [nil, nil, "cc-number", "cc-exp", "cc-csc"])
    }

    /// One card has one number: a "Card number" with no expiry or security code of its own, apart from the
    /// number the expiry and code follow (another card's, under a heading the token does not carry), is none,
    /// before the payment card or after it; two whole cards keep both numbers.
    @Test func aCardNumberWithoutItsExpiryOrCodeIsAnotherCards() throws {
        let gift = #"<h3>Gift card</h3><label for="gn">Card number</label><input id="gn" name="gn"><label for="gp">PIN</label><input id="gp" name="gp">"#
        let card = #"<h3>Credit card</h3><label for="cn">Card number</label><input id="cn" name="cn"><label for="ex">Expiry (MM/YY)</label><input id="ex" name="ex">"#
            + #"<label for="cv">CVC</label><input id="cv" name="cv">"#
        for body in [gift + card, card + gift] {
            let result = try classifyHTML(#"<form action="/pay">"# + body + "<button>Pay</button></form>")
            #expect(["gn", "gp", "cn", "ex", "cv"].map { designation(of: $0, in: result) } == [nil, nil, "cc-number", "cc-exp", "cc-csc"])
        }
        let second = card.replacingOccurrences(of: #""cn""#, with: #""cn2""#).replacingOccurrences(of: #""ex""#, with: #""ex2""#)
            .replacingOccurrences(of: #""cv""#, with: #""cv2""#)
        let two = try classifyHTML(#"<form action="/pay">"# + card + second + "<button>Pay</button></form>")
        #expect(designation(of: "cn", in: two) == "cc-number" && designation(of: "cn2", in: two) == "cc-number")
    }

    /// A section of a form under a heading that names another card ("Gift card", "Redeem a store card": a `label-section`
    /// after the user's e-mail) holds that card's boxes, even a "Card number" with its expiry or code (the number and
    /// the expiry went into the gift card's boxes). The section ends at its next heading, or at a button after its
    /// boxes ("Apply"): the payment card below keeps its fill. A box whose own label names the payment card ("Credit
    /// card number") stays the card's.
    @Test func aSectionHeadedForAnotherCardHoldsThatCardsBoxes() throws {
        let email = #"<label for="em">Email</label><input id="em" name="em" type="email">"#
        let gift = #"<h3>Gift card</h3><label for="gn">Card number</label><input id="gn" name="gn"><label for="gx">Expiry</label><input id="gx" name="gx">"#
        let store = #"<h3>Redeem a store card</h3><label for="gn">Card number</label><input id="gn" name="gn"><label for="gx">Security code</label><input id="gx" name="gx">"#
        let card = #"<label for="cn">Card number</label><input id="cn" name="cn"><label for="ex">Expiry (MM/YY)</label><input id="ex" name="ex">"#
            + #"<label for="cv">CVC</label><input id="cv" name="cv">"#
        let ids = ["gn", "gx", "cn", "ex", "cv"], expected: [String?] = [nil, nil, "cc-number", "cc-exp", "cc-csc"]
        for body in [gift + #"<button type="button">Apply</button>"# + card, store + "<h3>Payment</h3>" + card] {
            for page in [#"<form action="/pay">"# + email + body + "<button>Pay</button></form>", email + body] {
                let result = try classifyHTML(page)
                #expect(ids.map { designation(of: $0, in: result) } == expected, "\(page)")
            }
        }
        let lone = try classifyHTML(#"<form action="/pay">"# + email + gift + "<button>Apply</button></form>")
        #expect(designation(of: "gn", in: lone) == nil && designation(of: "gx", in: lone) == nil)
        let own = #"<form action="/pay">"# + email + "<h3>Gift card</h3>"
            + card.replacingOccurrences(of: ">Card number<", with: ">Credit card number<") + "<button>Pay</button></form>"
        #expect(designation(of: "cn", in: try classifyHTML(own)) == "cc-number")
    }

    @Test func aCardsOwnWordsUnderAGiftCardHeadingStay() throws {
        // The heading over the whole payment area: the real card's own label decides.
        let html = #"<form action="/checkout"><h3>Gift cards accepted</h3><label for="cn">Card number</label><input id="cn" name="cn">"#
            + #"<label for="ex">Expiration date</label><input id="ex" name="ex"><label for="cv">Security code</label><input id="cv" name="cv"><button>Pay</button></form>"#
        #expect(designation(of: "cn", in: try classifyHTML(html)) == "cc-number")
    }

    static let prefectures = ["選択してください", "北海道", "青森県", "岩手県", "宮城県", "秋田県", "山形県", "福島県", "茨城県", "栃木県", "群馬県",
                              "埼玉県", "千葉県", "東京都", "神奈川県", "新潟県", "富山県", "石川県", "福井県", "山梨県", "長野県", "岐阜県", "静岡県",
                              "愛知県", "三重県", "滋賀県", "京都府", "大阪府", "兵庫県", "奈良県", "和歌山県", "鳥取県", "島根県", "岡山県", "広島県",
                              "山口県", "徳島県", "香川県", "愛媛県", "高知県", "福岡県", "佐賀県", "長崎県", "熊本県", "大分県", "宮崎県", "鹿児島県", "沖縄県"]
    static let germanStates = ["Bitte wählen", "Baden-Württemberg", "Bayern", "Berlin", "Brandenburg", "Bremen", "Hamburg", "Hessen",
                               "Mecklenburg-Vorpommern", "Niedersachsen", "Nordrhein-Westfalen", "Rheinland-Pfalz", "Saarland", "Sachsen",
                               "Sachsen-Anhalt", "Schleswig-Holstein", "Thüringen"]

    /// A select with no label (`name="x9"`) after the boxes `rows` (label, name) of a form.
    static func unlabelledSelect(_ rows: [(String, String)], _ options: [String]) throws -> String? {
        let boxes = rows.map { #"<label for="\#($1)">\#($0)</label><input id="\#($1)" name="\#($1)">"# }.joined()
        let select = #"<select id="s" name="x9">"# + options.map { "<option>\($0)</option>" }.joined() + "</select>"
        return designation(of: "s", in: try classifyHTML(#"<form action="/step2">\#(boxes)\#(select)<button>OK</button></form>"#))
    }

    @Test func anUnlabelledListOfACountrysRegionsInAnAddressIsItsRegion() throws {
        let ja = [("氏名", "a1"), ("郵便番号", "a4"), ("住所", "a2"), ("電話番号", "a5")]
        let de = [("Name", "a1"), ("Straße", "a2"), ("PLZ", "a4"), ("Ort", "a3")]
        #expect(try Self.unlabelledSelect(ja, Self.prefectures) == "address-level1")
        #expect(try Self.unlabelledSelect(de, Self.germanStates) == "address-level1")
    }

    @Test func anUnlabelledListOfRegionsOutsideAnAddressIsNone() throws {
        #expect(try Self.unlabelledSelect([("Your favourite colour", "q")], Self.prefectures) == nil)
        #expect(try Self.unlabelledSelect([("Lieblingsfarbe", "q")], Self.germanStates) == nil)
    }

    @Test(arguments: [("zh", "账号"), ("zh", "帐号")])
    func anAccountBoxInACheckoutIsNoUserName(language: String, label: String) throws {
        let d = try OtherBoxesTests.designationOfProbe(language, label)
        #expect(d != "username", "\(language) \(label): \(d ?? "nil")")
    }

    @Test func anAccountBoxInALoginStaysTheUserName() throws {
        let html = #"<form action="/login"><label for="u">账号</label><input id="u" name="a1"><label for="p">密码</label><input id="p" name="a2" type="password"><button>登录</button></form>"#
        #expect(designation(of: "u", in: try classifyHTML(html)) == "username")
        // The author's token in a checkout stays.
        let authored = OtherBoxesTests.snippet("zh", "账号").replacingOccurrences(of: #"name="f_x""#, with: #"name="f_x" autocomplete="username""#)
        #expect(designation(of: "probe", in: try classifyHTML(authored)) == "username")
    }

    @Test(arguments: [("nl", "Pincode"), ("en", "Pincode"), ("en", "PIN code")])
    func aPincodeBesideThePostalCodeIsAPin(language: String, label: String) throws {
        let d = try OtherBoxesTests.designationOfProbe(language, label)
        #expect(d != "postal-code", "\(language) \(label): \(d ?? "nil")")
    }

    @Test func aPincodeAloneIsThePostalCode() throws {
        // India: the address's only postal code, and the billing and shipping addresses' two.
        let html = #"<form action="/address"><label for="n">Full name</label><input id="n" name="n"><label for="p">Pincode</label><input id="p" name="p">"#
            + #"<label for="s">Street address</label><input id="s" name="s"><label for="c">Town/City</label><input id="c" name="c"><button>Use this address</button></form>"#
        #expect(designation(of: "p", in: try classifyHTML(html)) == "postal-code")
        let two = html.replacingOccurrences(of: "<button>", with: #"<label for="p2">Pincode</label><input id="p2" name="p2"><button>"#)
        let result = try classifyHTML(two)
        #expect(designation(of: "p", in: result) == "postal-code" && designation(of: "p2", in: result) == "postal-code")
    }
}
