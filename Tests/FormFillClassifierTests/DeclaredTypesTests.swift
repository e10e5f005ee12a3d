import FormFillClassifier
import FormFillModel
import Testing

/// Forms whose author declared types (``DeclaredTypes``): one `autocomplete` value other than `on`, `off` or
/// nothing, valid or not, and a field the author left unmarked gets a card, address, name, phone or company
/// designation only on evidence the user sees, not on its code names alone; e-mail and the login roles are
/// unaffected.
@Suite struct DeclaredTypesTests {
    /// A contact form whose fields say what they are only by their names, with `attribute` on the phone box.
    static func contactForm(phone attribute: String) -> String {
        """
        <form><input name="fullname"><input name="email">
        <input name="phone" \(attribute)><input name="address">
        <input name="city"><input name="zip"></form>
        """
    }

    /// The same form with a label on every box.
    static func labelledContactForm(phone attribute: String) -> String {
        """
        <form><label>Name <input name="fullname"></label><label>Email <input name="email"></label>
        <label>Phone <input name="phone" \(attribute)></label><label>Address <input name="address"></label>
        <label>City <input name="city"></label><label>ZIP code <input name="zip"></label></form>
        """
    }

    @Test func aTypeDeclaredOnOneBoxLeavesTheOthersUnread() throws {
        let r = try classifyHTML(Self.contactForm(phone: #"autocomplete="tel""#))
        #expect(designation(of: "phone", in: r) == "tel")
        #expect(designation(of: "address", in: r) == nil)
        #expect(designation(of: "city", in: r) == nil)
        #expect(designation(of: "fullname", in: r) == nil)
        // E-mail heuristics are unaffected.
        #expect(designation(of: "email", in: r) == "email")
        let address = try #require(r.1.fields.first { $0.opid == r.0.fields[3].opid })
        #expect(address.decidedBy?.signal == .declaredTypes)
        #expect(address.decidedBy?.matched == #"autocomplete="tel" on a field of the form"#)
    }

    @Test func aLabelTheUserSeesStillSpeaks() throws {
        // A checkout that marks some fields and not others: the unmarked ones are filled by their labels.
        let r = try classifyHTML(Self.labelledContactForm(phone: #"autocomplete="tel""#))
        #expect(designation(of: "address", in: r) == "address-line1")
        #expect(designation(of: "city", in: r) == "address-level2")
        #expect(designation(of: "zip", in: r) == "postal-code")
        #expect(designation(of: "fullname", in: r) == "name")
    }

    @Test func anInvalidValueDeclaresToo() throws {
        // `autocomplete="other"`: how an author turns the heuristics off for a form.
        let r = try classifyHTML(Self.contactForm(phone: #"autocomplete="other""#))
        #expect(designation(of: "phone", in: r) == nil)
        #expect(designation(of: "address", in: r) == nil)
        #expect(designation(of: "email", in: r) == "email")
    }

    @Test(arguments: [#"autocomplete="on""#, #"autocomplete="OFF ""#, #"autocomplete="""#, ""])
    func onOffAndEmptyDeclareNothing(attribute: String) throws {
        let r = try classifyHTML(Self.contactForm(phone: attribute))
        #expect(designation(of: "phone", in: r) == "tel")
        #expect(designation(of: "address", in: r) == "address-line1")
        #expect(designation(of: "city", in: r) == "address-level2")
        #expect(designation(of: "fullname", in: r) == "name")
    }

    @Test func aLoginMarkedOnlyOnItsPasswordStillHasItsUserName() throws {
        let r = try classifyHTML("""
            <form><label>Login <input name="login"></label>
            <label>Password <input type="password" name="pw" autocomplete="current-password"></label>
            <button>Sign in</button></form>
            """)
        #expect(designation(of: "login", in: r) == "username")
        #expect(designation(of: "pw", in: r) == "current-password")
    }

    @Test func anotherFormIsUnaffected() throws {
        let r = try classifyHTML("""
            <form><input name="q" autocomplete="off"><label>Coupon <input name="coupon" autocomplete="other"></label></form>
            \(Self.contactForm(phone: ""))
            """)
        #expect(designation(of: "address", in: r) == "address-line1")
    }

    @Test func formlessFieldsAreOneForm() throws {
        // Chromium's synthetic form holds every formless field of the page: a declaration in one run of
        // formless fields (ended by its button) speaks for the others.
        let r = try classifyHTML("""
            <div><label>Phone <input name="phone" autocomplete="tel"></label><button type="submit">Save</button></div>
            <div><input name="address"><input name="city"><input name="zip"><input name="email"></div>
            """)
        #expect(designation(of: "address", in: r) == nil)
        #expect(designation(of: "zip", in: r) == nil)
        #expect(designation(of: "phone", in: r) == "tel")
    }
}
