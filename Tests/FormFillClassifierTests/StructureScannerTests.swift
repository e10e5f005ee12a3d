@testable import FormFillClassifier
import FormFillModel
import FormFillTestSupport
import Testing

/// The scanner over a group's fields: each family parser proposes structures, the best non-overlapping ones win.
@Suite struct StructureScannerTests {
    @Test func bestStructureTakesAContestedField() {
        // Two readings of field 2: the one explaining three fields outscores the one explaining two.
        let chosen = StructureScanner.choose([([1, 2], 2.5), ([2, 3, 4], 3.8), ([6], 1.0)])
        #expect(chosen == [1, 2])
    }

    @Test func onATieTheEarlierStructureWins() {
        #expect(StructureScanner.choose([([0, 1], 2), ([1, 2], 2)]) == [0])
    }

    @Test func disjointStructuresAreAllKept() {
        #expect(StructureScanner.choose([([0], 1), ([1, 2], 2), ([3], 1)]) == [0, 1, 2])
    }

    @Test func everyFamilyParsesItsOwnStructureInOneForm() throws {
        // A phone split, an expiry split, a second street line and a name among card fields, in one form: each
        // family's parser reads its own fields, and none needs a pass of another's to be right.
        let r = try classifyHTML("""
            <form>
              <label>Street address <input name="a1"></label><input name="a1b">
              <label>Phone <input name="p1" maxlength="3"></label><input name="p2" maxlength="3"><input name="p3" maxlength="4">
              <label>Card number <input name="cn"></label><label>Name <input name="nm"></label>
              <label>Expiry date <input name="em" maxlength="2"></label><input name="ey" maxlength="2">
            </form>
            """)
        #expect(["a1", "a1b"].map { designation(of: $0, in: r) } == ["address-line1", "address-line2"])
        #expect(["p1", "p2", "p3"].map { designation(of: $0, in: r) } == ["tel-area-code", "tel-local-prefix", "tel-local-suffix"])
        #expect(["cn", "nm", "em", "ey"].map { designation(of: $0, in: r) } == ["cc-number", "cc-name", "cc-exp-month", "cc-exp-year"])
    }

    @Test func aSecondLineTwoInOneAddressIsLineThree() throws {
        // The apartment box took line 2; the explicit "line 2" after it is the third line, not line 2 again
        // (one value filled twice).
        let r = try classifyHTML("""
            <form>
              <label>Street address <input name="street"></label><label>Apt/Suite <input name="suite"></label>
              <label>Street address line 2 <input name="street2"></label>
              <label>City <input name="city"></label><label>ZIP code <input name="zip"></label>
            </form>
            """)
        #expect(["street", "suite", "street2"].map { designation(of: $0, in: r) } == ["address-line1", "address-line2", "address-line3"])
    }

    @Test func aReadOnlyBoxTakesNoLine() throws {
        // A widget's read-only decoration box after the street (its "clear" button) takes no line of the address.
        let r = try classifyHTML("""
            <form>
              <div><label for="street">Street address</label><div><input id="street" name="street"></div>
                <div><input value="X" readonly tabindex="-1"></div></div>
              <div><label for="suite">Apt/Suite</label><div><input id="suite" name="suite"></div></div>
              <div><label for="city">City</label><div><input id="city" name="city"></div></div>
              <div><label for="zip">ZIP code</label><div><input id="zip" name="zip"></div></div>
            </form>
            """)
        #expect(designation(of: "suite", in: r) == "address-line2")
    }

    @Test func eachAddressOfAFormHasItsOwnLineTwo() throws {
        // Billing then shipping in one form: a new street line starts a new address.
        let r = try classifyHTML("""
            <form>
              <label>Billing street <input name="b1"></label><label>Billing address line 2 <input name="b2"></label>
              <label>Billing city <input name="bc"></label><label>Billing ZIP <input name="bz"></label>
              <label>Shipping street <input name="s1"></label><label>Shipping address line 2 <input name="s2"></label>
              <label>Shipping city <input name="sc"></label><label>Shipping ZIP <input name="sz"></label>
            </form>
            """)
        #expect(["b1", "b2", "s1", "s2"].map { designation(of: $0, in: r) } == ["address-line1", "address-line2", "address-line1", "address-line2"])
    }

    @Test func cardNumberInFourBoxesAfterOneLabel() throws {
        // Only the first box is labelled; the texts beside the last one ("CVV") are the next field's.
        let r = try classifyHTML("""
            <form><label>Card number <input name="c1" maxlength="4"></label><input name="c2" maxlength="4">
            <input name="c3" maxlength="4"><input name="c4" maxlength="4">
            <label>CVV <input name="cvv"></label><label>Expiry <input name="exp"></label></form>
            """)
        #expect(["c1", "c2", "c3", "c4", "cvv"].map { designation(of: $0, in: r) }
            == ["cc-number", "cc-number", "cc-number", "cc-number", "cc-csc"])
        // American Express: 4-6-5.
        let amex = try classifyHTML("""
            <form><label>Card number <input name="a1" size="4"></label><input name="a2" size="6"><input name="a3" size="5">
            <label>CVV <input name="cvv"></label></form>
            """)
        #expect(["a1", "a2", "a3"].map { designation(of: $0, in: amex) } == ["cc-number", "cc-number", "cc-number"])
    }

    @Test func shortBoxesThatAreNoWholeNumberStayApart() {
        // A 4-digit card number box and a 4-digit code box: 8 digits are no card number.
        let r = classify([field(name: "last4", label: "Card number", maxLength: 4), field(name: "pin", maxLength: 4),
                          field(name: "exp", label: "Expiry date")])
        #expect(designations(r)[1] != "cc-number")
    }

    @Test func birthDateInThreeBoxesByTheirFormat() throws {
        let r = try classifyHTML("""
            <form><label>Email <input type="email" name="e"></label>
            <label for="d">Date of birth</label><input id="d" name="d1" placeholder="DD" maxlength="2">
            <input name="d2" placeholder="MM" maxlength="2"><input name="d3" placeholder="YYYY" maxlength="4"></form>
            """)
        #expect(["d1", "d2", "d3"].map { designation(of: $0, in: r) } == ["bday-day", "bday-month", "bday-year"])
        let french = try classifyHTML("""
            <form><label>E-mail <input type="email" name="e"></label>
            <label for="d">Date de naissance</label><input id="d" name="d1" placeholder="JJ" maxlength="2">
            <input name="d2" placeholder="MM" maxlength="2"><input name="d3" placeholder="AAAA" maxlength="4"></form>
            """)
        #expect(["d1", "d2", "d3"].map { designation(of: $0, in: french) } == ["bday-day", "bday-month", "bday-year"])
    }

    @Test func birthDateBoxesThatDoNotTellDayFromMonthStayUnread() throws {
        // 2-2-4 without a format: DD/MM or MM/DD, nothing tells; no box gets a part it may not be.
        let r = try classifyHTML("""
            <form><label>Email <input type="email" name="e"></label>
            <label for="d">Date of birth</label><input id="d" name="d1" maxlength="2">
            <input name="d2" maxlength="2"><input name="d3" maxlength="4"></form>
            """)
        #expect(designation(of: "d2", in: r) == nil)
        #expect(designation(of: "d3", in: r) == nil)
    }

    @Test func yearFirstBirthDateIsReadByLengthAndFormat() throws {
        let r = try classifyHTML("""
            <form><label>Email <input type="email" name="e"></label>
            <label for="d">Birthday</label><input id="d" name="y" maxlength="4"><input name="m" placeholder="MM" maxlength="2">
            <input name="dd" placeholder="DD" maxlength="2"></form>
            """)
        #expect(["y", "m", "dd"].map { designation(of: $0, in: r) } == ["bday-year", "bday-month", "bday-day"])
    }

    @Test func nameBeforeTheFamilyNameIsTheGivenName() throws {
        let r = try classifyHTML("""
            <form><label for="n">Name</label><input id="n" name="n1" placeholder="First"><input name="n2" placeholder="Last">
            <label>Email <input type="email" name="e"></label></form>
            """)
        #expect(["n1", "n2"].map { designation(of: $0, in: r) } == ["given-name", "family-name"])
        // A whole name on its own stays the whole name.
        let whole = classify([field(name: "n", label: "Name"), field("email", name: "e", label: "Email")])
        #expect(designations(whole)[0] == "name")
    }

    @Test func aBoxACardReadsIsNoUserNameBeforeThePassword() throws {
        // "Number" beside card fields is the card number (the card's structure); the login's reading of the same
        // box, the nearest box before the password, rests on its position alone and loses it.
        let r = try classifyHTML("""
            <form><label>Name on card <input name="holder"></label><label>Expiry date <input name="exp"></label>
            <label>Number <input name="num"></label><input type="password" name="pw"></form>
            """)
        #expect(designation(of: "num", in: r) == "cc-number")
        #expect(designation(of: "pw", in: r) == "current-password")
    }
}

/// The e-mail family's parser: e-mail boxes and their confirmations.
@Suite struct EmailParserTests {
    @Test func aBoxThatOnlySaysConfirmAfterTheEmailIsItsConfirmation() throws {
        let r = try classifyHTML("""
            <form><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <label>Email <input name="mail"></label><label>Confirm <input name="again"></label></form>
            """)
        #expect(["mail", "again"].map { designation(of: $0, in: r) } == ["email", "email"])
        let repeated = try classifyHTML("""
            <form><label>First name <input name="fn"></label><label>E-mail address <input name="a"></label>
            <label>Re-enter <input name="b"></label><label>Phone <input name="p"></label></form>
            """)
        #expect(designation(of: "b", in: repeated) == "email")
    }

    @Test func aBoxThatSaysSomethingElseAfterTheEmailIsNoConfirmation() throws {
        // A verification code, or a confirmation box not right after the e-mail, is not the e-mail again.
        let r = try classifyHTML("""
            <form><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <label>Email <input name="mail"></label><label>Verification code <input name="code"></label>
            <label>Phone <input name="tel"></label><label>Confirm <input name="again"></label></form>
            """)
        #expect(designation(of: "code", in: r) != "email")
        #expect(designation(of: "again", in: r) == nil)
    }

    /// A box whose own visible words ask something else ("Answer the question above", a human check) is no
    /// confirmation, though its name says `verification`; a name alone decides only for a box with no words of
    /// its own, and a label that says confirm still does.
    @Test func aBoxNamedVerificationThatAsksSomethingElseIsNoConfirmation() throws {
        let r = try classifyHTML("""
            <form action="/join" method="post"><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <input type="email" name="email" placeholder="Email"><input name="verification" placeholder="Answer the question above"></form>
            """)
        #expect(designation(of: "verification", in: r) == nil)
        let unlabelled = try classifyHTML("""
            <form action="/join" method="post"><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <input type="email" name="email" placeholder="Email"><input name="email_verification"></form>
            """)
        #expect(designation(of: "email_verification", in: unlabelled) == "email")
    }

    /// The confirmation is the box right after the e-mail: password boxes between them (a sign-up's password and
    /// its confirmation) part them, so a "Confirm" or "Verification" box after the passwords repeats no e-mail.
    @Test func aBoxAfterThePasswordsConfirmsNoEmail() throws {
        let r = try classifyHTML("""
            <form action="/join" method="post"><label>Email <input type="email" name="mail"></label>
            <label>Password <input type="password" name="pw"></label><label>Repeat <input type="password" name="pw2"></label>
            <label>Verification <input name="v"></label><button>Register</button></form>
            """)
        #expect(designation(of: "v", in: r) == nil)
        #expect(designation(of: "pw2", in: r) == "new-password")
        // A captcha's "Word verification" is a whole-word phrase: "Password verification" is the confirmation.
        let verified = try classifyHTML("""
            <form action="/join" method="post"><label>Email <input type="email" name="mail"></label>
            <label>Password <input type="password" name="pw"></label>
            <label>Password verification <input type="password" name="pw2"></label><button>Register</button></form>
            """)
        #expect(designation(of: "pw2", in: verified) == "new-password")
    }

    /// The token lists textareas last; the classifier reads them where the document has them (`precedes`): a
    /// message box between the e-mail and a "Verification" box parts them.
    @Test func aTextareaBetweenPartsTheEmailFromTheNextBox() throws {
        let r = try classifyHTML("""
            <form action="/contact" method="post"><label>Name <input name="n"></label>
            <label>Email <input type="email" name="mail"></label><label>Message <textarea name="m"></textarea></label>
            <label>Verification <input name="v"></label><button>Send</button></form>
            """)
        #expect(designation(of: "v", in: r) == nil)
        #expect(designation(of: "mail", in: r) == "email")
    }

    @Test func aConfirmationNumberAfterTheEmailIsNoConfirmation() throws {
        // An order look-up: the e-mail, then the order's confirmation number or code, by label or by name.
        let r = try classifyHTML("""
            <form><label>First name <input name="fn"></label><label>Email <input name="mail"></label>
            <label>Confirmation number <input name="c1"></label></form>
            <form><label>First name <input name="fn2"></label><label>Email <input name="mail2"></label>
            <input name="confirmationCode"></form>
            <form><label>First name <input name="fn3"></label><label>Email <input name="mail3"></label>
            <label>Confirm <input name="c3"></label></form>
            """)
        #expect(designation(of: "c1", in: r) == nil)
        #expect(designation(of: "confirmationCode", in: r) != "email")
        #expect(designation(of: "c3", in: r) == "email")
    }

    @Test func theLoginTakesItsEmailUserNameBox() throws {
        // The e-mail box before a login's password is the login's user name, not an e-mail structure's.
        let r = try classifyHTML("""
            <form><label>Email <input type="email" name="em"></label><label>Password <input type="password" name="pw"></label>
            <button>Sign in</button></form>
            """)
        #expect(["em", "pw"].map { designation(of: $0, in: r) } == ["username", "current-password"])
    }
}

/// `--explain` names the structure that settled a field.
@Suite struct StructureExplanationTests {
    @Test func explainNamesTheStructureThatSettledAField() throws {
        let (details, result) = try classifyHTML("""
            <form><label>Phone <input name="p1" maxlength="3"></label><input name="p2" maxlength="3"><input name="p3" maxlength="4">
            <label>Email <input type="email" name="e"></label><label>City <input name="c"></label></form>
            """)
        func verdict(_ name: String) throws -> FieldClassification {
            result.fields[try #require(details.fields.firstIndex { $0.htmlName == name })]
        }
        let p2 = try verdict("p2")
        #expect(p2.structure?.family == .phone)
        #expect(p2.structure?.fields == 3)
        // The score the scanner compared: one point per field plus the fields' own words for what it gave them.
        #expect((p2.structure?.score ?? 0) >= 3)
        // A box its own words decided, which no parser settled, names no structure.
        #expect(try verdict("c").structure == nil)
        let text = ClassificationReport(page: details, classification: result, explain: true).jsonString()
        #expect(text.contains(#""structure":{"family":"phone","score":"#))
        #expect(!ClassificationReport(page: details, classification: result).jsonString().contains("structure"))
    }

    @Test func theLoginsPasswordsNameTheirStructure() throws {
        let (details, result) = try classifyHTML("""
            <form><label>User name <input name="u"></label><label>Password <input type="password" name="p"></label></form>
            """)
        let p = result.fields[try #require(details.fields.firstIndex { $0.htmlName == "p" })]
        #expect(p.structure?.family == .login)
    }
}

/// A masked box: the card's reading or the login's.
@Suite struct MaskedCardFieldTests {
    @Test func aMaskedCardNumberBesideCardFieldsIsTheCards() throws {
        let (details, result) = try classifyHTML("""
            <form><label>Card number <input type="password" name="cardnumber"></label><label>Expiry date <input name="exp"></label>
            <label>CVV <input type="password" name="cvv"></label><label>Name on card <input name="holder"></label></form>
            """)
        func verdict(_ name: String) throws -> FieldClassification {
            result.fields[try #require(details.fields.firstIndex { $0.htmlName == name })]
        }
        #expect(try verdict("cardnumber").designation == .ccNumber)
        #expect(try verdict("cardnumber").structure?.family == .card)
        #expect(try verdict("cvv").designation == .ccCSC)
        #expect(try verdict("cvv").structure?.family == .card)
    }

    @Test func aMaskedCardNumberInALoginIsNoPasswordAndNoCard() throws {
        // No card around: the login's reading (a decoy, no password) is the only one.
        let (details, result) = try classifyHTML("""
            <form><label>Username <input name="u"></label><label>Password <input type="password" name="p"></label>
            <label>Card number <input type="password" name="cn"></label></form>
            """)
        let cn = result.fields[try #require(details.fields.firstIndex { $0.htmlName == "cn" })]
        #expect(cn.designation == nil)
        #expect(cn.structure?.family == .login)
        #expect(result.forms.first?.kind == .login)
    }
}

/// What the form's kind adds to the login's structures, one way only.
@Suite struct LoginKindTests {
    @Test func theKindSettlesNoFieldAnotherFamilyHolds() {
        let features = PageFeatures(page([field("email", name: "em", label: "Email"), field("password", name: "pw", label: "Password")]),
                                    parallelism: .serial)
        var states = features.fields.indices.map { FieldScorer().state(of: $0, in: features) }
        for i in states.indices { states[i].decide() }
        // The login read the e-mail box as its user name, but the e-mail family's structure holds the box.
        states[0].candidates.append(Evidence(.loginStructure, matched: "e-mail box before the password", designation: .username))
        states[0].structure = StructureMark(structure: StructureEvidence(family: .email, score: 4, fields: 1),
                                            designation: .email, settled: false)
        var held = states
        LoginKind(members: [0, 1]).apply(.login, &held)
        #expect(held[0].designation == .email)
        // Held by the login's structure, the login's kind makes it the user name.
        states[0].structure = StructureMark(structure: StructureEvidence(family: .login, score: 4, fields: 1),
                                            designation: .email, settled: true)
        LoginKind(members: [0, 1]).apply(.login, &states)
        #expect(states[0].designation == .username)
    }
}

/// A token's `precedes` is data: one that names the field itself, a later field, an opid the page does not have,
/// or a field another textarea already stands before, never drops or repeats a field.
@Suite struct DocumentOrderTests {
    @Test func oddPrecedesValuesKeepEveryFieldOnce() {
        var fields = (0..<6).map { i in field(i >= 3 ? "textarea" : "text", name: "f\(i)") }
        for (i, target) in [(3, "__3"), (4, "__9"), (5, "__1")] { fields[i].precedes = target }
        fields[0].precedes = "__2"  // a later field: read as data, not followed
        let r = classify(fields)
        let listed = r.forms.flatMap(\.fieldOpids)
        #expect(listed.sorted() == (0..<6).map { "__\($0)" }.sorted())
        #expect(listed == ["__0", "__5", "__1", "__2", "__3", "__4"])
    }
}
