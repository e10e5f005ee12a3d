import FormFillClassifier
import FormFillModel
import Testing

/// Chromium's minimum-fields rule (``MinimumFields``): a group with fewer than three recognised identity or card
/// fields keeps none of their heuristic designations.
@Suite struct MinimumFieldsTests {
    @Test func aLoneNameBoxUnderACommentIsNoName() throws {
        let r = try classifyHTML("""
            <form action="/comments"><label>Name <input name="author"></label>
            <label>Comment <textarea name="comment"></textarea></label><button>Post comment</button></form>
            """)
        #expect(designation(of: "author", in: r) == nil)
        let verdict = r.1.fields[0]
        #expect(verdict.decidedBy?.signal == .fields)
        #expect(verdict.decidedBy?.matched == "1 recognised field, 3 needed")
    }

    /// A second traveller's boxes are none of the user's, but they are the form's recognised fields, as Chromium
    /// counts them: the first traveller's two names are a person's details in a form of four. Control: the first
    /// traveller alone is two, below the minimum.
    @Test func anotherPersonsBoxesCountTowardTheMinimum() throws {
        let traveller = { (n: Int) in
            "<fieldset><legend>Traveller \(n)</legend><label>First name <input name=\"fn\(n)\"></label><label>Last name <input name=\"ln\(n)\"></label></fieldset>"
        }
        let r = try classifyHTML("<form action=\"/book\">\(traveller(1))\(traveller(2))<button>Continue</button></form>")
        #expect(designation(of: "fn1", in: r) == "given-name")
        #expect(designation(of: "ln1", in: r) == "family-name")
        #expect(designation(of: "fn2", in: r) == nil)
        #expect(designation(of: "ln2", in: r) == nil)
        let alone = try classifyHTML("<form action=\"/book\">\(traveller(1))<button>Continue</button></form>")
        #expect(designation(of: "fn1", in: alone) == nil)
    }

    @Test func aLoneCardNumberIsNoCard() throws {
        let r = try classifyHTML("""
            <form action="/redeem"><label>Card number <input name="number"></label>
            <label>PIN <input name="pin"></label><button>Redeem</button></form>
            """)
        #expect(designation(of: "number", in: r) == nil)
        #expect(r.1.forms.first?.kind == .other)
    }

    @Test func threeAddressFieldsAreAnAddress() throws {
        let r = try classifyHTML("""
            <form><label>Street address <input name="street"></label><label>City <input name="city"></label>
            <label>ZIP code <input name="zip"></label></form>
            """)
        #expect(designation(of: "street", in: r) != nil)
        #expect(designation(of: "city", in: r) == "address-level2")
        #expect(designation(of: "zip", in: r) == "postal-code")
    }

    @Test func twoAddressFieldsAreNot() throws {
        let r = try classifyHTML("""
            <form><label>City <input name="city"></label><label>ZIP code <input name="zip"></label></form>
            """)
        #expect(designation(of: "city", in: r) == nil)
        #expect(designation(of: "zip", in: r) == nil)
    }

    @Test func anAuthoredTokenOnALoneFieldIsKept() throws {
        let r = try classifyHTML("""
            <form><label>Your number <input name="contact" autocomplete="tel"></label>
            <label>City <input name="city"></label></form>
            """)
        #expect(designation(of: "contact", in: r) == "tel")
        // The author's token counts, but does not vouch for its unmarked neighbour.
        #expect(designation(of: "city", in: r) == nil)
    }

    @Test func aLoginsEmailUserNameIsUnaffected() throws {
        let r = try classifyHTML("""
            <form><label>Email <input type="email" name="email"></label>
            <label>Password <input type="password" name="pw"></label><button>Sign in</button></form>
            """)
        #expect(designation(of: "email", in: r) == "username")
        #expect(designation(of: "pw", in: r) == "current-password")
    }

    @Test func aNewsletterBoxAloneIsNoIdentityEmail() throws {
        // In a form (Chromium's e-mail exception keeps the designation): the newsletter form is never filled.
        let inForm = try classifyHTML("""
            <form><label>Email <input type="email" name="news"></label><button>Subscribe to our newsletter</button></form>
            """)
        #expect(inForm.1.fields[0].isFillable == false)
        // Outside forms the exception does not hold: no designation at all.
        let formless = try classifyHTML("""
            <div><input type="email" name="news" placeholder="Your email"><button>Subscribe</button></div>
            """)
        #expect(designation(of: "news", in: formless) == nil)
    }

    @Test func aFormsEmailKeepsItsContactDetails() throws {
        // Chromium's exception: in a <form>, an e-mail box keeps the few other fields recognised beside it.
        let r = try classifyHTML("""
            <form><label>Full name <input name="name"></label><label>Email <input type="email" name="mail"></label>
            <button>Register</button></form>
            """)
        #expect(designation(of: "name", in: r) == "name")
        #expect(designation(of: "mail", in: r) == "email")
    }

    @Test func formlessFieldsOfAPageCountTogether() throws {
        // Chromium's synthetic form holds every formless field of the page: a name step and an address step,
        // each ended by its button, count as one form of four fields.
        let r = try classifyHTML("""
            <div><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <button type="submit">Continue</button></div>
            <div><label>Street address <input name="street"></label><label>City <input name="city"></label></div>
            """)
        #expect(["fn", "ln", "street", "city"].map { designation(of: $0, in: r) } == ["given-name", "family-name", "address-line1", "address-level2"])
        // A lone formless box stays alone, whatever else the page has in forms.
        let lone = try classifyHTML("""
            <div><label>Name <input name="author"></label><button type="submit">Post</button></div>
            <form><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <label>City <input name="city"></label></form>
            """)
        #expect(designation(of: "author", in: lone) == nil)
        #expect(designation(of: "fn", in: lone) == "given-name")
    }

    @Test func aCardSplitOverFramesIsKept() {
        // A payment widget: each card field in a same-origin frame of its own, each frame's form its own group.
        let parts = [field(name: "cardnumber", label: "Card number", form: "__form__1"),
                     field(name: "exp", label: "Expiration date", form: "__form__2"),
                     field(name: "cvc", label: "CVC", form: "__form__3")]
        let framed = parts.map { f -> FieldDetails in var f = f; f.frameOrigin = "https://www.example.com"; return f }
        #expect(designations(classify(framed)) == ["cc-number", "cc-exp", "cc-csc"])
        // The same fields in no frame, each in a form of its own: each is a lone field.
        #expect(designations(classify(parts)) == [nil, nil, nil])
    }
}
