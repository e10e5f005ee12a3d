import FormFillClassifier
import FormFillModel
import Testing

/// Precision rules that are a field's own evidence or a family's own decision, not passes over the group's
/// verdicts (issue 16, point 1): each shows in the field's explanation as the evidence that decided it.
@Suite struct FieldOwnEvidenceTests {
    /// The verdict of the field with this name in a classified HTML page.
    static func verdict(_ name: String, in result: (PageDetails, PageClassification)) throws -> FieldClassification {
        let index = try #require(result.0.fields.firstIndex { $0.htmlName == name })
        return result.1.fields[index]
    }

    /// The verdict of the field `name`, after checking that a rule settled it as none with `signal` and a reason
    /// that starts with `reason`, and that the explanation keeps the candidate `was` beside the rule's "none".
    static func ruledNone(_ name: String, in result: (PageDetails, PageClassification), by signal: EvidenceSignal,
                          _ reason: String, was: Designation) throws -> FieldClassification {
        let v = try verdict(name, in: result)
        #expect(v.designation == nil, "\(name)")
        #expect(v.decidedBy?.signal == signal, "\(name)")
        #expect(v.decidedBy?.matched.hasPrefix(reason) == true, "\(name): \(v.decidedBy?.matched ?? "nil")")
        #expect(v.evidence.contains { $0.designation == was }, "\(name)")
        #expect(v.evidence.contains { $0.signal == signal && $0.designation == nil }, "\(name)")
        return v
    }

    static let address = #"<label>First name <input name="fn"></label><label>Last name <input name="ln"></label>"#
        + #"<label>Street address <input name="st"></label><label>City <input name="ci"></label><label>ZIP code <input name="zp"></label>"#
    static let countries = ["Select", "United States", "Canada", "Mexico", "United Kingdom", "Germany", "France", "Spain", "Italy",
                            "Japan", "China", "Brazil", "India", "Australia", "Netherlands", "Poland"]
        .map { "<option>\($0)</option>" }.joined()

    @Test func aListAboutSomethingElseIsTheSelectsOwnEvidence() throws {
        let html = #"<form action="/checkout">"# + Self.address
            + #"<label>Nationality <select name="nat">\#(Self.countries)</select></label>"#
            + #"<label>Country <select name="co">\#(Self.countries)</select></label><button>Continue</button></form>"#
        let result = try classifyHTML(html)
        // The options' evidence stays in the explanation, beside the rule's "none".
        let nationality = try Self.ruledNone("nat", in: result, by: .options, "a list of ", was: .country)
        #expect(nationality.evidence.contains { $0.signal == .options && $0.designation == .country })
        #expect(nationality.structure == nil)
        let country = try Self.verdict("co", in: result)
        #expect(country.designation == .country)
        #expect(country.decidedBy == nil)
    }

    @Test func anotherCardsFieldsetTakesNoCardStructure() throws {
        // A gift card's number over four boxes: its first box's words say card number, the card parser would
        // take the four boxes as one split number. The legend settles the first box as none in its own
        // decision, so no card structure starts there (a pass after the structures had to undo all four).
        let html = #"<form action="/checkout">"# + Self.address
            + #"<fieldset><legend>Gift card</legend><label for="g1">Card number</label><input id="g1" name="g1" maxlength="4">"#
            + #"<input name="g2" maxlength="4"><input name="g3" maxlength="4"><input name="g4" maxlength="4"></fieldset>"#
            + #"<button>Pay</button></form>"#
        let result = try classifyHTML(html)
        let first = try Self.ruledNone("g1", in: result, by: .legend, "another card's fieldset", was: .ccNumber)
        #expect(first.structure == nil)
        // The boxes after it are no part of a card number: nothing to undo, nothing in their explanation.
        for name in ["g2", "g3", "g4"] {
            let box = try Self.verdict(name, in: result)
            #expect(box.designation == nil, "\(name)")
            #expect(box.decidedBy == nil, "\(name)")
            #expect(!box.evidence.contains { $0.designation == .ccNumber }, "\(name)")
        }
    }

    /// A form whose heading names another card than the payment card ("Pay with your Store Card", "Check your
    /// gift card balance") holds that card's boxes, as such a fieldset does: its card number, expiry and code get
    /// no card designation. A payment heading, or one that names the payment card too, keeps them.
    @Test func aFormHeadedForAnotherCardHoldsThatCardsBoxes() throws {
        let boxes = #"<label>Card number <input name="n"></label><label>Expiry date <input name="e"></label>"#
            + #"<label>Security code <input name="c"></label><button>Pay</button></form>"#
        for heading in ["Pay with your Store Card", "Check your gift card balance", "Loyalty card"] {
            let result = try classifyHTML(#"<form action="/pay"><h2>\#(heading)</h2>"# + boxes)
            _ = try Self.ruledNone("n", in: result, by: .form(.heading), "another card's form", was: .ccNumber)
            #expect(designation(of: "e", in: result) == nil, "\(heading)")
            #expect(designation(of: "c", in: result) == nil, "\(heading)")
        }
        // A form without an action posts to the page: the page's address ("/checkout") says nothing of the form.
        let onCheckout = try classifyHTML("<form><h2>Check your gift card balance</h2>" + boxes, url: "https://shop.example.com/checkout")
        _ = try Self.ruledNone("n", in: onCheckout, by: .form(.heading), "another card's form", was: .ccNumber)
        for heading in ["Payment", "Credit card or gift card", "Pay by card"] {
            let result = try classifyHTML(#"<form action="/pay"><h2>\#(heading)</h2>"# + boxes)
            #expect(designation(of: "n", in: result) == "cc-number", "\(heading)")
            #expect(designation(of: "c", in: result) == "cc-csc", "\(heading)")
        }
        // An action of its own that says payment keeps the card's boxes.
        let paying = try classifyHTML(#"<form action="/checkout/payment"><h2>Gift card</h2>"# + boxes)
        #expect(designation(of: "n", in: paying) == "cc-number")
    }

    @Test func aCheckoutsCodeIsTheOneTimeCodeFamilysDecision() throws {
        // A word-made one-time code beside a card: the one-time-code parser settles it as none, read from the
        // group's candidates (a card's own words), before the form's kind is read.
        let html = #"<form action="/checkout">"# + Self.address
            + #"<label>Card number <input name="cn"></label><label>Expiration date <input name="ex"></label>"#
            + #"<label>Confirmation code <input name="code"></label><button>Pay</button></form>"#
        let result = try classifyHTML(html)
        let code = try Self.ruledNone("code", in: result, by: .formKind, "a code beside a card", was: .oneTimeCode)
        #expect(code.structure?.family == .oneTimeCode)
        #expect(result.1.forms.first?.kind == .card)
    }

    @Test func aNameInAnotherCardsFieldsetIsThatCardsHolder() throws {
        // A plain "Name" beside another card's number is that card's holder: no card designation, and not the
        // user's name either.
        let html = #"<form action="/checkout"><fieldset><legend>Gift card</legend><label>Name <input name="gn"></label>"#
            + #"<label>Card number <input name="n"></label><label>PIN <input name="p"></label></fieldset>"#
            + Self.address + #"<button>Pay</button></form>"#
        let result = try classifyHTML(html)
        _ = try Self.ruledNone("n", in: result, by: .legend, "another card's fieldset", was: .ccNumber)
        _ = try Self.ruledNone("gn", in: result, by: .legend, "another card's fieldset", was: .name)
        #expect(designation(of: "fn", in: result) == "given-name")
    }

    /// A box's own label that names both a given name and a family name ("First & Last Name", "Last name, first
    /// name", "Vorname und Nachname", "Nombre y apellidos") asks for the whole name, in any language: the two
    /// parts' words no longer tie or rule each other out. Text beside or above two boxes ("First name / Last
    /// name" over a pair) is not one box's label, and keeps its parts.
    @Test(arguments: ["First &amp; Last Name", "Last name, first name", "Vorname und Nachname", "Prénom et nom",
                      "Nombre y apellidos", "Nome e sobrenome", "Adınız Soyadınız", "Фамилия Имя Отчество",
                      "Ім'я та прізвище", "Vezetéknév és keresztnév"])
    func aLabelNamingBothPartsAsksForTheWholeName(label: String) throws {
        let result = try classifyHTML("""
            <form action="/checkout" method="post"><label for=n>\(label)</label><input id=n name=f1>
            <label for=e>Email</label><input id=e name=f2><label for=p>Phone</label><input id=p name=f3>
            <label for=s>Street address</label><input id=s name=f4><input type=submit value="Continue"></form>
            """)
        let v = try Self.verdict("f1", in: result)
        #expect(v.designation == .name, "\(label)")
        #expect(v.evidence.contains { $0.signal == .label(.tag) && $0.designation == .name }, "\(label)")
    }

    /// A name word qualified by a part in brackets or after a colon names that part ("Name (Last)", "お名前（姓）",
    /// "Name: last"), as before: only a given name's own word with the family's, or a name word joined to the
    /// family's ("Nombre y apellidos"), is the whole name.
    @Test(arguments: [("Name (Last)", "family-name"), ("Name: last", "family-name"), ("お名前（姓）", "family-name"),
                      ("Nombre (apellido)", "family-name"), ("Name (first and last)", "name"),
                      ("Nome e cognome / Ragione sociale:", "name")])
    func aNameWordQualifiedByAPartNamesThePart(label: String, expected: String) throws {
        let result = try classifyHTML("""
            <meta charset=utf-8><form action="/checkout" method="post"><label for=n>\(label)</label><input id=n name=f1>
            <label for=e>Email</label><input id=e name=f2><label for=p>Phone</label><input id=p name=f3>
            <label for=s>Street address</label><input id=s name=f4><input type=submit value="Continue"></form>
            """)
        #expect(try Self.verdict("f1", in: result).designation?.rawValue == expected, "\(label)")
    }

    /// A word for the person ("Recipient", "Empfänger", "Destinatario") says whose name a box holds, not which
    /// part: "Recipient's last name" is the family name, as "Recipient's first name" is the given name (before,
    /// the person's word, a whole-name word, and the family's made it the whole name).
    @Test(arguments: [("Recipient's last name", "family-name"), ("Recipient last name", "family-name"),
                      ("Nachname des Empfängers", "family-name"), ("Apellidos del destinatario", "family-name"),
                      ("Recipient's first name", "given-name"), ("Recipient", "name")])
    func aPersonsWordSaysWhoseNameNotWhichPart(label: String, expected: String) throws {
        let result = try classifyHTML("""
            <meta charset=utf-8><form action="/checkout" method="post"><label for=n>\(label)</label><input id=n name=f1>
            <label for=e>Email</label><input id=e name=f2><label for=p>Phone</label><input id=p name=f3>
            <label for=s>Street address</label><input id=s name=f4><input type=submit value="Continue"></form>
            """)
        #expect(try Self.verdict("f1", in: result).designation?.rawValue == expected, "\(label)")
    }

    /// The label of the first of two boxes that names both parts, the second box without words of its own
    /// ("First / Last Name" [ ] [ ]): the two boxes are the name's parts in the label's order.
    @Test(arguments: [("First / Last Name", ["given-name", "family-name"]), ("Last name, first name", ["family-name", "given-name"]),
                      ("First and last name", ["given-name", "family-name"])])
    func aLabelNamingBothPartsOverTwoBoxesIsThePair(label: String, expected: [String]) throws {
        let result = try classifyHTML("""
            <form action="/checkout" method="post"><label for=n>\(label)</label><input id=n name=f1><input name=f2>
            <label for=e>Email</label><input id=e name=f3><label for=s>Street address</label><input id=s name=f4>
            <label for=c>City</label><input id=c name=f5><input type=submit value="Continue"></form>
            """)
        #expect(try ["f1", "f2"].map { try Self.verdict($0, in: result).designation?.rawValue } == expected, "\(label)")
    }

    /// "Name" over two boxes in a row, the second without a label of its own or words of its own for something
    /// else (`name1`, `name2`; placeholders that are example names, "例）山田", "例）太郎"): one name in two parts,
    /// not two whole names (each took `Wile E Coyote`). Given name first, family name first under a caption in
    /// Chinese, Japanese or Korean script (氏名, お名前), as those languages write names. Three boxes in a row, or
    /// a second box with its own label, stay as they were.
    @Test func aNameOverTwoBoxesInARowIsItsParts() throws {
        let result = try classifyHTML("""
            <form action="/a"><label for=n1>Name</label><input id=n1 name="name1"><input name="name2"><label>Email <input name=e1></label><label>Phone <input name=p1></label></form>
            <form action="/b"><table><tr><th>お名前</th><td><input name="name01" placeholder="例）山田"> <input name="name02" placeholder="例）太郎"></td></tr>
            <tr><th>メール</th><td><input name="m2"></td></tr><tr><th>電話番号</th><td><input name="t2"></td></tr></table></form>
            <form action="/c"><label>Name <input name="own"></label><label>Name <input name="other"></label><label>Email <input name=e3></label></form>
            """)
        #expect(try ["name1", "name2"].map { try Self.verdict($0, in: result).designation } == [.givenName, .familyName])
        #expect(try ["name01", "name02"].map { try Self.verdict($0, in: result).designation } == [.familyName, .givenName])
        #expect(try ["own", "other"].map { try Self.verdict($0, in: result).designation } == [.name, .name])
    }

    /// Text beside one box alone (a table cell to its left, a line above it) that names both parts of a name
    /// asks for the whole name, as the box's own label does: before, the parts' words ruled each other out in
    /// English (no designation) and one part won in other languages ("Фамилия Имя Отчество" took the family name,
    /// "Vorname Nachname" the given name, and the box got half the name). Over two boxes, the second without
    /// words of its own, the same text names the pair in its order.
    @Test(arguments: [("First and last name", "name"), ("Фамилия Имя Отчество", "name"), ("Vorname Nachname", "name"),
                      ("Nom et prénom", "name"), ("Last name", "family-name"), ("Vorname", "given-name")])
    func textBesideOneBoxNamingBothPartsAsksForTheWholeName(label: String, expected: String) throws {
        let result = try classifyHTML("""
            <meta charset=utf-8><form action="/checkout" method="post"><table><tr><td>\(label)</td><td><input name=a></td></tr>
            <tr><td>Email</td><td><input name=e></td></tr><tr><td>Phone</td><td><input name=p></td></tr></table></form>
            <form action="/order" method="post"><div>\(label)</div><input name=b><div>Email</div><input name=e2>
            <div>Phone</div><input name=p2></form>
            """)
        #expect(try Self.verdict("a", in: result).designation?.rawValue == expected, "\(label), left")
        #expect(try Self.verdict("b", in: result).designation?.rawValue == expected, "\(label), above")
    }

    @Test(arguments: [("First / Last Name", ["given-name", "family-name"]), ("Last name, first name", ["family-name", "given-name"]),
                      ("Vorname Nachname", ["given-name", "family-name"])])
    func textBesideTwoBoxesNamingBothPartsIsThePair(label: String, expected: [String]) throws {
        let result = try classifyHTML("""
            <meta charset=utf-8><form action="/checkout" method="post"><table><tr><td>\(label)</td><td><input name=a><input name=b></td></tr>
            <tr><td>Email</td><td><input name=e></td></tr><tr><td>Phone</td><td><input name=p></td></tr></table></form>
            """)
        #expect(try ["a", "b"].map { try Self.verdict($0, in: result).designation?.rawValue } == expected, "\(label)")
    }

    /// A whole name's word beside a given name's, in one label ("Name, Vorname") or on two boxes
    /// in a row ("Name" [ ] "Vorname" [ ]), stands for the family name, as German and French forms ask it: the
    /// label asks for the whole name, and the box beside the given name is the family name (before, the label's
    /// box took the given name alone, and the "Name" box beside a given name the whole name, so the given name
    /// was written twice). Controls: "Name" alone, "Name (first)" and "First name" keep their readings.
    @Test(arguments: [("Name, Vorname", "name"), ("Nom, prénom", "name"), ("Name", "name"), ("Name (first)", "given-name"),
                      ("First name", "given-name")])
    func aNameWordBesideTheGivenNamesIsTheFamilyName(label: String, expected: String) throws {
        let result = try classifyHTML("""
            <meta charset=utf-8><form action="/checkout" method="post"><label for=n>\(label)</label><input id=n name=f1>
            <label for=e>E-Mail</label><input id=e name=f2><label for=p>Telefon</label><input id=p name=f3>
            <label for=s>Straße</label><input id=s name=f4><input type=submit value="Weiter"></form>
            """)
        #expect(try Self.verdict("f1", in: result).designation?.rawValue == expected, "\(label)")
    }

    @Test(arguments: [(["Name", "Vorname"], ["family-name", "given-name"]), (["Vorname", "Name"], ["given-name", "family-name"]),
                      (["Name", "Nachname"], ["given-name", "family-name"]), (["Name", "E-Mail"], ["name", "email"])])
    func aNameBoxBesideTheGivenNameIsTheFamilyName(labels: [String], expected: [String]) throws {
        let result = try classifyHTML("""
            <meta charset=utf-8><form action="/checkout" method="post"><label for=a>\(labels[0])</label><input id=a name=f1>
            <label for=b>\(labels[1])</label><input id=b name=f2><label for=p>Telefon</label><input id=p name=f3>
            <label for=s>Straße</label><input id=s name=f4><input type=submit value="Weiter"></form>
            """)
        #expect(try ["f1", "f2"].map { try Self.verdict($0, in: result).designation?.rawValue } == expected, "\(labels)")
    }

    /// Two boxes read as whole names by their names alone (`billing_fullname`, then `billing_name` after a "Name:"
    /// of its own to the left) are no caption over two boxes: the first keeps the whole name (it was split into a
    /// given and a family name).
    @Test func namesAloneAreNoCaptionOverTwoBoxes() throws {
        let result = try classifyHTML("""
            <form action="/review"><div><input name="billing_fullname"></div><div>Name: <input name="billing_name"></div>
            <label>Email <input name=e></label><label>Phone <input name=p></label></form>
            """)
        #expect(try Self.verdict("billing_fullname", in: result).designation == .name)
    }

    @Test func textBesideTwoBoxesNamingBothPartsIsNoWholeName() throws {
        let result = try classifyHTML("""
            <form action="/checkout" method="post"><table><tr><td>First name Last name</td><td><input name=a><input name=b></td></tr>
            <tr><td>Email</td><td><input name=e></td></tr><tr><td>Phone</td><td><input name=p></td></tr></table></form>
            """)
        #expect(try Self.verdict("a", in: result).designation != .name)
        #expect(try Self.verdict("b", in: result).designation != .name)
    }
}
