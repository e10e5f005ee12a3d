import FormFillClassifier
import FormFillModel
import Testing

/// Each signal on its own, with the words real pages use.
@Suite struct SignalTests {
    @Test func inputTypes() {
        let r = classify([field("email", name: "f1"), field("password", name: "f2")])
        #expect(designations(r) == ["username", "current-password"])
        #expect(classifyInForm([field("tel", name: "x")]).fields[0].designation == .tel)
        #expect(classifyInForm([field("checkbox", name: "email_opt_in", label: "Email me")]).fields[0].designation == nil)
        #expect(classifyInForm([field("submit", name: "login", value: "Sign in")]).fields[0].designation == nil)
    }

    @Test(arguments: [
        (LabelSource.tag, "given-name"), (.aria, "given-name"), (.placeholder, "given-name"), (.title, "given-name"),
        (.left, "given-name"), (.top, "given-name"),
    ])
    func everyLabelSource(source: LabelSource, expected: String) {
        let text = "First name"
        var f = field(name: "f7")
        switch source {
        case .tag: f.labelTag = text
        case .aria: f.labelAria = text
        case .data: f.labelData = text
        case .placeholder: f.placeholder = text
        case .title: f.title = text
        case .top: f.labelTop = text
        case .left: f.labelLeft = text
        case .right: f.labelRight = text
        }
        let r = classifyInForm([f])
        #expect(r.fields[0].designation?.rawValue == expected)
        #expect(r.fields[0].evidence.contains { $0.signal == .label(source) })
    }

    @Test func rightLabelAloneIsTooWeak() {
        // "Phone:" to the right of a box usually labels the next row.
        #expect(classifyInForm([field(name: "f1", right: "Phone:")]).fields[0].designation == nil)
    }

    @Test(arguments: [
        ("billing[address][line1]", "address-line1"), ("shippingFirstName", "given-name"), ("last_name", "family-name"),
        ("postal-code", "postal-code"), ("ctl00$Main$txtCity", "address-level2"), ("CCAccountNumber", "cc-number"),
        ("user[email]", "email"), ("organization_name", "organization"),
    ])
    func namesAreTokenised(name: String, expected: String) {
        #expect(classifyInForm([field(name: name)]).fields[0].designation?.rawValue == expected)
    }

    /// A security code's name, beside the card it belongs to (alone, it is no card field: `PrecisionTests`).
    @Test func aSecurityCodesNameIsTokenised() {
        #expect(classifyInForm([field(name: "card_number"), field(name: "cvv2")]).fields[1].designation == .ccCSC)
    }

    @Test func idCountsLikeTheName() {
        #expect(classifyInForm([field(id: "zipcode")]).fields[0].designation == .postalCode)
    }

    @Test func labelAndNameAgreeingOutscoreEither() {
        let both = classifyInForm([field(name: "city", label: "City")]).fields[0].score
        let one = classifyInForm([field(name: "city")]).fields[0].score
        #expect(both > one)
    }

    @Test func maxLengthOneNameBoxIsTheMiddleInitial() {
        let r = classifyInForm([field(name: "fname", label: "First"), field(name: "mi", label: "M.I.", maxLength: 1),
                          field(name: "lname", label: "Last")])
        #expect(designations(r) == ["given-name", "additional-name", "family-name"])
    }

    @Test func negativeWordsInTheNameRuleOutTheLabel() {
        // "Other state" next to a state select is a free-text box for foreign regions, not the state.
        let r = classifyInForm([field(name: "othercity", id: "othercity", label: "City")])
        #expect(r.fields[0].designation == nil)
    }

    /// An account's first name (`account_firstname` labelled "First name", "Vorname") is a first name: "account"
    /// names the form's container there, not an account holder.
    @Test func anAccountsFirstNameIsAFirstName() {
        let r = classifyInForm([field(name: "account_firstname", label: "Vorname:"), field(name: "account_lastname", label: "Nachname:")])
        #expect(designations(r) == ["given-name", "family-name"])
    }

    /// A placeholder that is an e-mail address ("Name@yourmail.com", "e.g. jane@example.com") is an example of
    /// what the box takes: an e-mail, whatever words the address holds.
    @Test(arguments: ["Name@yourmail.com", "e.g. jane@example.com", "you@company.co.uk"])
    func anEmailAddressPlaceholderIsAnEmailExample(placeholder: String) {
        let r = classifyInForm([field(name: "txtContact", placeholder: placeholder)])
        #expect(r.fields[0].designation == .email, "\(placeholder)")
    }

    /// Two addresses whose street is a textarea each (billing, then shipping): each textarea is a whole street
    /// address. The token lists textareas after the other controls, so the two are neighbours there, not on
    /// the page: neither continues the other.
    @Test func twoStreetTextareasAreTwoStreetAddresses() throws {
        let block = { (p: String) in
            "<fieldset><label>\(p) first name <input name=\(p)fn></label><label>\(p) last name <input name=\(p)ln></label><label>\(p) street address <textarea name=\(p)street></textarea></label><label>\(p) city <input name=\(p)city></label><label>\(p) ZIP code <input name=\(p)zip></label></fieldset>"
        }
        let r = try classifyHTML("<form action=/checkout method=post>\(block("Billing"))\(block("Shipping"))<input type=submit></form>")
        #expect(designation(of: "Billingstreet", in: r) == "street-address")
        #expect(designation(of: "Shippingstreet", in: r) == "street-address")
    }

    @Test func vetoWords() {
        let r = classifyInForm([field(name: "giftCardNumber", label: "Card number"), field(name: "promo", label: "Promo code")])
        #expect(designations(r) == [nil, nil])
    }

    @Test func shortWordsDoNotMatchInsideLongerOnes() {
        // "c/o" must not match "coupon", "tel" not "hotel", "apt" not "adapter".
        let r = classifyInForm([field(name: "coupon"), field(name: "hotelName"), field(name: "adapterType")])
        #expect(designations(r) == [nil, nil, nil])
    }

    @Test func longerMatchWins() {
        // "username" contains "name"; "country code" contains "country".
        #expect(classifyInForm([field(name: "f", label: "Username")]).fields[0].designation == .username)
        #expect(classifyInForm([field(name: "f", label: "Country code")]).fields[0].designation == .telCountryCode)
        #expect(classifyInForm([field(name: "f", label: "Company name")]).fields[0].designation == .organization)
    }

    @Test func textareaOnlyTakesAStreetAddress() {
        let r = classifyInForm([field("textarea", name: "address", label: "Address"), field("textarea", name: "comments", label: "City notes")])
        #expect(designations(r) == ["street-address", nil])
    }

    @Test func aWordUsedAsAVerbIsNoEvidence() throws {
        // From a Chromium test page: "address" followed by its object is the verb, and the textarea a comment.
        let r = try classifyHTML(#"<form><label for="test0">I intend to address this</label><textarea id="test0" name="test0"></textarea>\#(contactFieldsHTML)</form>"#)
        #expect(designation(of: "test0", in: r) == nil)
        let verbs = classifyInForm([field(name: "f1", label: "Email us your question"), field(name: "f2", label: "Name your price")])
        #expect(designations(verbs) == [nil, nil])
        // The noun keeps its meaning, whatever follows it that is not an object.
        let nouns = classifyInForm([field(name: "qa", label: "Street address (optional)"), field(name: "qb", label: "Email address"),
                              field(name: "qc", label: "Address where we deliver")])
        #expect(designations(nouns) == ["address-line1", "email", "address-line1"])
        // A label run into its help text: "Phone" after "Billing" is the noun, whatever follows.
        let help = classifyInForm([field(name: "qd", label: "Billing Phone Your registered number is required *")])
        #expect(help.fields[0].designation == .tel)
    }

    @Test func aSentenceSaysLessThanALabel() {
        // A question over a comment box mentions the address; it does not ask for one.
        let r = classifyInForm([field("textarea", name: "reason", label: "Tell us why you are changing your address")])
        #expect(r.fields[0].designation == nil)
        // The words of an instruction name what its verb acts on: "Name this address" asks for a nickname.
        let nick = classifyInForm([field(name: "nick", label: "Name this address (e.g. Home)")])
        #expect(nick.fields[0].designation == .nickname)
        // A long label still counts with the name's agreement.
        let agreed = classifyInForm([field(name: "phone", label: "Phone number where we can reach you during the day")])
        #expect(agreed.fields[0].designation == .tel)
    }

    @Test func aWeakRuleInTheNameRulesOutOnlyItsWeakWord() {
        // "Account" in the id speaks against a bare "Number", not against "Card Number".
        let r = classifyInForm([field(id: "clearTextAccount", label: "Card Number"), field(name: "cvv", label: "Security code")])
        #expect(designations(r) == ["cc-number", "cc-csc"])
        let bare = classifyInForm([field(id: "clearTextAccount", label: "Number"), field(name: "cvv", label: "Security code")])
        #expect(bare.fields[0].designation == nil)
    }

    @Test func negativeInsideALongerWordOfItsRule() {
        // "house number" speaks against the street; "house number and street" for it.
        let r = classifyInForm([field(name: "qa", label: "*House Number and Street"), field(name: "qb", label: "Straße und Hausnummer", form: "__form__1"),
                          field(name: "qc", label: "House number", form: "__form__2")])
        #expect(designations(r).prefix(2) == ["address-line1", "address-line1"])
        #expect(r.fields[2].designation != .addressLine1)
    }

    @Test func aDigitInAContainerNameIsNoLineNumber() {
        // The group number of a repeated address block is not "line 2".
        let r = classifyInForm([field(name: "shippingAddressFieldGroup2-shippingAddressLine1", label: "*House Number and Street"),
                          field(name: "street2")])
        #expect(designations(r) == ["address-line1", "address-line2"])
    }

    @Test func initialValueAsHint() throws {
        // An old-style hint in the value, with no label of its own (the left text is a run of other fields').
        let r = classifyInForm([field(name: "cardnumber", label: "Card number"),
                          field(name: "payment_cidnew", left: "Card Type Visa Master Card American Express DiscoverMonth 01 02 03 04 05 06 07 08 09 10 11 12 Year 2011 2012 2013 2014 2015 2016 2017 2018 2019 2020 2021 2022 2023 2024 2025 2026",
                                maxLength: 3,
                                value: "CID / Security Code")])
        #expect(designations(r) == ["cc-number", "cc-csc"])
        #expect(!r.fields[1].evidence.contains { $0.matched.contains("CID") })
        // A field with its own label or placeholder ignores its value ("City" typed in a "Where" box).
        let own = classifyInForm([field(name: "where", aria: "Where", placeholder: "Enter a location", value: "City")])
        #expect(own.fields[0].designation == nil)
    }

    @Test func secondNameBeforeTheCardNumberIsTheCardholder() throws {
        // One form for the address and the card (a Japanese checkout page).
        let html = """
            <form><label for="fn">名:</label><input id="fn"><label for="ln">姓:</label><input id="ln">
            <label for="em">メールアドレス:</label><input id="em"><label for="ph">電話番号:</label><input id="ph">
            <label for="c1">名前（フルネーム）:</label><input id="c1"><label for="c2">カード番号:</label><input id="c2"></form>
            """
        let r = try classifyHTML(html)
        #expect(designation(of: "fn", in: r) == "given-name")
        #expect(designation(of: "c1", in: r) == "cc-name")
        #expect(designation(of: "c2", in: r) == "cc-number")
    }

    @Test func turkishShortLabels() {
        // "Ad" (name) and "İl" (province) are whole labels of their own on Turkish checkout pages.
        let r = classifyInForm([field(name: "ad", label: "Ad"), field(name: "soyad", label: "Soyad"),
                          field("select-one", name: "il", label: "İl", options: ["seçiniz", "istanbul", "ankara"], optionValues: ["", "34", "6"])])
        #expect(designations(r) == ["given-name", "family-name", "address-level1"])
    }

    @Test func evidenceCarriesNoValues() {
        let r = classifyInForm([field("password", name: "pw", label: "Password", value: "hunter2-secret")])
        #expect(!r.fields[0].evidence.contains { $0.matched.contains("hunter2") || $0.signal.name.contains("hunter2") })
    }
}
