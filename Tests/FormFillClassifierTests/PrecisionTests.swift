import FormFillClassifier
import FormFillModel
import FormFillTestSupport
import Testing

/// Fields about something else than the card, the address or the person: no designation from their words
/// (a false fill is worse than no fill).
@Suite struct PrecisionTests {
    static let cardish: Set<String> = ["cc-number", "cc-csc", "cc-exp", "cc-exp-month", "cc-exp-year", "cc-name", "cc-type"]
    static let addressish: Set<String> = ["address-line1", "address-line2", "street-address", "postal-code", "address-level1",
                                          "address-level2", "country", "country-name"]

    /// A form for two people (an e-gift, a share, a referral) asks for the recipient's name, e-mail or phone
    /// beside the sender's own ("Your name", "From"): the recipient's boxes are another person's, none of the
    /// user's. A shipping form's lone "Recipient name" stays the name (the user ships to themselves as often), and
    /// so does a recipient beside a box of another family only.
    @Test func aRecipientsBoxBesideTheSendersIsNoneOfTheUsers() throws {
        let r = try classifyHTML("""
            <form action="/gift"><label>Recipient name <input name="rn"></label><label>Recipient email <input name="re" type="email"></label>
            <label>Your name <input name="yn"></label><label>Your email <input name="ye" type="email"></label>
            <label>Message <textarea name="m"></textarea></label><button>Add to cart</button></form>
            <form action="/gift2"><label>To <input name="tn" placeholder="Recipient's name"></label><label>Recipient's email <input name="te"></label>
            <label>From <input name="fn" placeholder="Your name"></label><button>Add to bag</button></form>
            <form action="/share"><label>Friend's email <input name="fe"></label><label>Your email <input name="me"></label>
            <button>Share</button></form>
            <form action="/ship"><label>Recipient name <input name="sn"></label><label>Street address <input name="st"></label>
            <label>City <input name="ci"></label><label>ZIP <input name="zp"></label><label>Your email <input name="se"></label>
            <button>Continue</button></form>
            """)
        for box in ["rn", "re", "tn", "te", "fe"] { #expect(designation(of: box, in: r) == nil, "\(box)") }
        #expect(designation(of: "yn", in: r) == "name")
        #expect(designation(of: "ye", in: r) == "email")
        // The sender's "From" alone is left to the minimum of three recognised fields, as any lone name is.
        #expect(designation(of: "me", in: r) == "email")
        #expect(designation(of: "sn", in: r) == "name")
        #expect(designation(of: "se", in: r) == "email")
    }

    /// A card holder's national id ("CPF do titular", "DNI del titular", "RUT del titular", "Cardholder ID number")
    /// is no card holder's name: the holder's word made each a `cc-name`, and the name went into the id box. The
    /// ids' words are veto words (Brazil's CPF and RG, Spain's DNI and NIE, Argentina's CUIT and CUIL, Mexico's
    /// CURP and RFC, Chile's RUT, Poland's PESEL, the Netherlands' BSN).
    @Test(arguments: [("Nome impresso no cartão", "CPF do titular"), ("Nombre del titular", "DNI del titular"),
                      ("Nombre del titular", "RUT del titular"), ("Nombre del titular", "CUIT/CUIL del titular"),
                      ("Name on card", "Cardholder ID number")])
    func aHoldersIDIsNoHoldersName(name: String, id: String) throws {
        let r = try classifyHTML("""
            <form action="/pay"><label>Card number <input name="num"></label><label>\(name) <input name="holder"></label>
            <label>Expiry <input name="exp" placeholder="MM/YY"></label><label>CVV <input name="cvv"></label>
            <label>\(id) <input name="doc"></label></form>
            """)
        #expect(designation(of: "holder", in: r) == "cc-name", "\(id)")
        #expect(designation(of: "doc", in: r) == nil, "\(id)")
    }

    /// A table row's captions are the text above the next row's box, but a box with a caption of its own beside it
    /// is what that caption says: a "Coupon" row above a "Postal code" row made the postal code "about something
    /// else" (the Japanese form's "セイ"/"メイ" reading row above its postal code, likewise). A box whose only
    /// caption is the one above it still takes that caption's veto.
    @Test func aVetoAboveIsNotTheVetoOfABoxWithItsOwnCaption() throws {
        let r = try classifyHTML("""
            <form action="/a"><table><tr><th>Name</th><td>First <input name="fn"> Last <input name="ln"></td></tr>
            <tr><th>Discount</th><td>Coupon <input name="cp"></td></tr><tr><th>Postal code</th><td><input name="zip"></td></tr>
            <tr><th>Phone</th><td><input name="tel"></td></tr></table></form>
            <form action="/b"><table><tr><th>フリガナ</th><td>セイ<input name="sei_kana"> メイ<input name="mei_kana"></td></tr>
            <tr><th>郵便番号</th><td><input name="zip1" maxlength="3">-<input name="zip2" maxlength="4"></td></tr>
            <tr><th>電話番号</th><td><input name="tel2"></td></tr><tr><th>メールアドレス</th><td><input name="mail"></td></tr></table></form>
            <form action="/c"><div><label>First name <input name="fn3"></label></div><div><label>Last name <input name="ln3"></label></div>
            <div>Gift card</div><div><input name="gc"></div><div><label>Phone <input name="tel3"></label></div></form>
            """)
        #expect(["cp", "zip", "tel"].map { designation(of: $0, in: r) } == [nil, "postal-code", "tel"])
        #expect(["sei_kana", "mei_kana", "zip1", "zip2", "tel2", "mail"].map { designation(of: $0, in: r) }
                == [nil, nil, "postal-code", "postal-code", "tel", "email"])
        #expect(designation(of: "gc", in: r) == nil)
    }

    /// A name or id of one letter is a minifier's, no word: markup that names boxes `a`, `b`, `c` (Italian "a"
    /// is "to") with "M.I." (the middle initial, read as Spanish "mi", "my") made a plain address form's first
    /// name a recipient's box beside the sender's. Longer names still say so: a share form's `to` beside its
    /// `from`, and a `recipient_email` labelled a plain "E-mail" beside "Your e-mail".
    @Test func aOneLetterIDIsNoRecipientsWord() throws {
        let r = try classifyHTML("""
            <form action="/c"><div><label for="a">First Name*</label><input id="a" name="FirstName"></div>
            <div><label for="b">M.I.</label><input id="b" name="MiddleInitial" maxlength="1"></div>
            <div><label for="c">Last Name*</label><input id="c" name="LastName"></div>
            <div><label for="e">Address 1*</label><input id="e" name="Address1"></div>
            <div><label for="g">City*</label><input id="g" name="City"></div>
            <div><label for="i">Zip Code*</label><input id="i" name="ZipCode"></div></form>
            <form action="/share"><input name="to" type="email"><input name="from" type="email" placeholder="Your email">
            <input name="subject"><button>Send</button></form>
            <form action="/share2"><label for="re">E-mail</label><input id="re" name="recipient_email">
            <label for="ms">Message</label><textarea id="ms" name="message"></textarea>
            <label for="ye">Your e-mail</label><input id="ye" name="your_email"><input type="submit" value="Send"></form>
            """)
        #expect(designation(of: "FirstName", in: r) == "given-name")
        #expect(designation(of: "MiddleInitial", in: r) == "additional-name")
        #expect(designation(of: "to", in: r) == nil)
        #expect(designation(of: "from", in: r) == "email")
        #expect(designation(of: "recipient_email", in: r) == nil)
    }

    /// The same form for two people in sections under headings: "Recipient" over a plain "Name" and "Email",
    /// "From" (or "Your details") over the sender's. The recipient's section holds none of the user's details; a
    /// checkout's lone "Recipient" section, with no sender's box of the family beside it, stays the user's.
    @Test func aRecipientsSectionBesideTheSendersIsNoneOfTheUsers() throws {
        let r = try classifyHTML("""
            <form action="/egift"><h2>Send an e-gift card</h2><label>Amount <select name="amt"><option>25</option><option>50</option></select></label>
            <h3>Recipient</h3><label>Name <input name="rn"></label><label>Email <input name="re" type="email"></label>
            <h3>From</h3><label>Name <input name="sn"></label><label>Email <input name="se" type="email"></label>
            <label>Message <textarea name="m"></textarea></label><button>Add to cart</button></form>
            <form action="/ship"><h2>Checkout</h2><label>Email <input name="ce" type="email"></label><h3>Recipient</h3>
            <label>Name <input name="cn"></label><label>Street address <input name="cs"></label><label>City <input name="cc"></label>
            <label>ZIP <input name="cz"></label><button>Continue</button></form>
            """)
        for box in ["rn", "re"] { #expect(designation(of: box, in: r) == nil, "\(box)") }
        #expect(designation(of: "sn", in: r) == "name")
        #expect(designation(of: "se", in: r) == "email")
        #expect(designation(of: "cn", in: r) == "name")
        #expect(designation(of: "ce", in: r) == "email")
    }

    /// The form's own heading is the section of the boxes before its first section heading: "Your information"
    /// over the sender's name and e-mail, then "Recipient information" over the recipient's, is a form for two
    /// people. Control: a form headed "Checkout" with a "Recipient" section keeps the recipient's name (the user
    /// ships to themselves).
    @Test func theFormsHeadingNamesTheSendersSection() throws {
        let person = #"<label>First name <input name="fn%@"></label><label>Last name <input name="ln%@"></label><label>Email <input name="em%@" type="email"></label>"#
        func boxes(_ n: String) -> String { person.replacingOccurrences(of: "%@", with: n) }
        let r = try classifyHTML("""
            <form action="/gift"><h3>Your information</h3>\(boxes("1"))<h3>Recipient information</h3>\(boxes("2"))<button>Continue</button></form>
            """)
        for box in ["fn1", "ln1", "em1"] { #expect(designation(of: box, in: r) != nil, "\(box)") }
        for box in ["fn2", "ln2", "em2"] { #expect(designation(of: box, in: r) == nil, "\(box)") }
        let checkout = try classifyHTML("""
            <form action="/ship"><h3>Checkout</h3>\(boxes("1"))<h3>Recipient information</h3>\(boxes("2"))<button>Continue</button></form>
            """)
        #expect(designation(of: "fn2", in: checkout) == "given-name")
    }

    @Test(arguments: [
        ("giftcard", "Gift card number"), ("gc_pin", "Gift card PIN"), ("store_card", "Store card number"),
        ("storeValueCard", "Stored value card number"), ("loyalty", "Loyalty card number"),
        ("member_card", "Member card number"), ("club_card", "Club card number"),
        ("ssn", "Social security number"), ("student_ssn", "Student SSN"), ("taxid", "Tax ID"),
        ("national_id", "National ID number"), ("captcha", "Enter the code shown"), ("word", "Type the word above"),
        ("promo", "Promo code"), ("coupon", "Coupon code"), ("account_number", "Account number"),
        ("order_no", "Order number"), ("membership", "Membership number"),
        ("libcard", "Library card number"), ("idcard", "ID card number"), ("health", "Health card number"),
        ("ins", "Insurance card number"), ("student", "Student card number"), ("transit", "Transit card number"),
        ("ff", "Frequent flyer number"), ("policy", "Policy number"), ("reg", "Vehicle registration number"),
        ("routing", "Routing number"), ("sort", "Sort code"), ("emp", "Employee ID"), ("conf", "Confirmation number"),
        ("q7", "Card message"), ("q8", "Greeting card text"),
    ])
    func notACardField(name: String, label: String) {
        // Beside a real card, so that weak card words would count.
        let r = classify([field(name: "cardnumber", label: "Card number"), field(name: "exp", label: "Expiration date"),
                          field(name: name, label: label), field(name: "cvv", label: "CVV")])
        let d = designations(r)[2]
        #expect(d.map { !Self.cardish.contains($0) && !Self.addressish.contains($0) } ?? true, "\(name) / \(label): \(d ?? "nil")")
    }

    @Test(arguments: [("ssn", "SSN"), ("taxid", "Tax ID"), ("acct", "Account number"), ("order", "Order number"),
                      ("promo", "Promo code")])
    func notAnAddressField(name: String, label: String) {
        let r = classify([field(name: "street", label: "Street address"), field(name: name, label: label),
                          field(name: "city", label: "City"), field(name: "zip", label: "ZIP code")])
        let d = designations(r)[1]
        #expect(d.map { !Self.cardish.contains($0) && !Self.addressish.contains($0) } ?? true, "\(name) / \(label): \(d ?? "nil")")
    }

    /// Boxes for someone else than the user — a fieldset whose legend names another person ("Emergency contact",
    /// "Passenger 2", "Beneficiary"), or a label that does ("Spouse's email", "Next of kin phone", "Guest 2 name") —
    /// get none of the person's, the address's or the contact details' designations. "Passenger 1" is the user's,
    /// and so is a role that may be the user's own ("Partner email" on a partners' sign-in).
    @Test func boxesForSomeoneElseAreNoneOfTheUsers() throws {
        let r = try classifyHTML("""
            <form action="/p"><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <label>Email <input name="em"></label>
            <fieldset><legend>Emergency contact</legend><label>First name <input name="efn"></label><label>Phone <input name="ep"></label></fieldset>
            <fieldset><legend>Beneficiary</legend><label>Full name <input name="bn"></label><label>Address <input name="ba"></label></fieldset>
            <label>Spouse's email <input name="re"></label><label>Next of kin phone <input name="me"></label>
            <label>Guest 2 name <input name="g2"></label><label>Beneficiary phone <input name="bp"></label><button>Save</button></form>
            <form action="/book"><fieldset><legend>Passenger 1</legend><label>First name <input name="p1f"></label>
            <label>Last name <input name="p1l"></label><label>Email <input name="p1e"></label></fieldset>
            <fieldset><legend>Passenger 2</legend><label>First name <input name="p2f"></label><label>Last name <input name="p2l"></label>
            </fieldset><button>Continue</button></form>
            """)
        for box in ["efn", "ep", "bn", "ba", "re", "me", "g2", "bp", "p2f", "p2l"] { #expect(designation(of: box, in: r) == nil, "\(box)") }
        #expect(designation(of: "fn", in: r) == "given-name")
        #expect(designation(of: "em", in: r) == "email")
        #expect(designation(of: "p1f", in: r) == "given-name")
        #expect(designation(of: "p1e", in: r) == "email")
        let partner = try classifyHTML(#"<form action="/session"><label>Partner email <input name="pe"></label><label>Password <input type="password" name="pw"></label><button>Sign in</button></form>"#)
        #expect(designation(of: "pe", in: partner) == "username")
    }

    /// The box's type is no evidence against words that name someone else: an `type=email` or `type=tel` box
    /// labelled "Emergency contact email", or under a legend "Next of kin", is that person's, not the user's. A
    /// gift card's `type=tel` number box is no phone either. The user's own typed boxes stay theirs.
    @Test func aTypedBoxForSomeoneElseIsNoneOfTheUsers() throws {
        let r = try classifyHTML("""
            <form action="/register"><label>First name <input name="fn"></label><label>Email <input name="em" type="email"></label>
            <label>Phone <input name="ph" type="tel"></label>
            <label>Emergency contact email <input name="ece" type="email"></label>
            <label>Emergency contact phone <input name="ecp" type="tel"></label>
            <fieldset><legend>Next of kin</legend><label>Name <input name="kn"></label><label>Email <input name="ke" type="email"></label>
            <label>Phone <input name="kp" type="tel"></label></fieldset>
            <label>Gift card number <input name="gc" type="tel"></label><button>Register</button></form>
            """)
        for box in ["ece", "ecp", "kn", "ke", "kp", "gc"] { #expect(designation(of: box, in: r) == nil, "\(box)") }
        #expect(designation(of: "em", in: r) == "email")
        #expect(designation(of: "ph", in: r) == "tel")
    }

    /// A form in sections under headings (not fieldsets): the section headed "Emergency contact" or "Passenger 2"
    /// holds someone else's name, phone and e-mail, none of the user's; the user's own section before it keeps
    /// its designations, and so does a later section under a heading of its own.
    @Test func aSectionHeadedForSomeoneElseHoldsNoneOfTheUsers() throws {
        let r = try classifyHTML("""
            <form action="/register"><h2>Register</h2><h3>Your details</h3>
            <label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <label>Phone <input name="ph" type="tel"></label>
            <h3>Emergency contact</h3><label>First name <input name="efn"></label><label>Last name <input name="eln"></label>
            <label>Phone <input name="eph" type="tel"></label><label>Email <input name="eem" type="email"></label>
            <h3>Account</h3><label>Email <input name="em" type="email"></label><button>Register</button></form>
            <form action="/book"><h2>Passengers</h2><div role="heading">Passenger 1</div><label>First name <input name="p1"></label>
            <label>Last name <input name="p1l"></label><label>Email <input name="p1e" type="email"></label>
            <div role="heading">Passenger 2</div><label>First name <input name="p2"></label>
            <label>Last name <input name="p2l"></label><button>Continue</button></form>
            <form action="/apply"><label>Full name <input name="an"></label><label>Email <input name="ae" type="email"></label>
            <label>Phone <input name="ap" type="tel"></label><h4>Next of kin</h4><label>Full name <input name="kn"></label>
            <label>Phone <input name="kp" type="tel"></label><button>Apply</button></form>
            """)
        #expect(designation(of: "an", in: r) == "name")
        #expect(designation(of: "ap", in: r) == "tel")
        for box in ["efn", "eln", "eph", "eem", "p2", "p2l", "kn", "kp"] { #expect(designation(of: box, in: r) == nil, "\(box)") }
        // A page without forms reads its sections the same way.
        let formless = try classifyHTML("""
            <h1>Join</h1><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <label>Phone <input name="ph" type="tel"></label><h3>Emergency contact</h3><label>Full name <input name="en"></label>
            <label>Phone <input name="ep" type="tel"></label><button>Join</button>
            """)
        #expect(designation(of: "fn", in: formless) == "given-name")
        #expect(designation(of: "ph", in: formless) == "tel")
        for box in ["en", "ep"] { #expect(designation(of: box, in: formless) == nil, "\(box)") }
        #expect(designation(of: "fn", in: r) == "given-name")
        #expect(designation(of: "ph", in: r) == "tel")
        #expect(designation(of: "em", in: r) == "email")
        #expect(designation(of: "p1", in: r) == "given-name")
    }

    /// A role word beside a word that counts past the first ("Second passenger", "Additional guest", "Weitere
    /// Reisende", "Passager supplémentaire", "Otro pasajero") names another person, as "Passenger 2" does: the
    /// section under it holds none of the user's details. Controls: "First passenger", "Guest details".
    @Test(arguments: ["Second passenger", "Additional guest", "Other traveller", "Zweiter Teilnehmer", "Weitere Reisende",
                      "Passager supplémentaire", "Deuxième voyageur", "Otro pasajero", "Pasajero adicional",
                      "Secondo ospite", "Outro hóspede", "Tweede reiziger"])
    func aPersonPastTheFirstByAWordIsSomeoneElse(heading: String) throws {
        let r = try classifyHTML("""
            <meta charset="utf-8"><form action="/book"><h3>Your details</h3><label>First name <input name="fn"></label>
            <label>Last name <input name="ln"></label><label>Email <input name="em" type="email"></label>
            <h3>\(heading)</h3><label>First name <input name="fn2"></label><label>Last name <input name="ln2"></label>
            <label>Email <input name="em2" type="email"></label><button>Continue</button></form>
            """)
        #expect(designation(of: "fn", in: r) == "given-name")
        for box in ["fn2", "ln2", "em2"] { #expect(designation(of: box, in: r) == nil, "\(heading): \(box)") }
    }

    @Test(arguments: ["First passenger", "Guest details", "Lead traveller"])
    func theFirstPersonIsTheUser(heading: String) throws {
        let r = try classifyHTML("""
            <form action="/book"><h3>Contact</h3><label>Phone <input name="ph" type="tel"></label>
            <h3>\(heading)</h3><label>First name <input name="fn2"></label><label>Last name <input name="ln2"></label>
            <label>Email <input name="em2" type="email"></label><button>Continue</button></form>
            """)
        #expect(designation(of: "fn2", in: r) == "given-name", "\(heading)")
        #expect(designation(of: "em2", in: r) == "email", "\(heading)")
    }

    /// Inviting or adding other people: the e-mail box of a form headed "Invite your team", a box labelled "Add
    /// people", "Invitee email" or "Colleague's email" is another person's, and the user's e-mail does not go there.
    /// Controls: a sign-up headed "You've been invited" or "Accept your invitation" keeps the user's e-mail.
    @Test(arguments: [
        #"<form action="/invite"><h2>Invite your team</h2><label>Email <input type="email" name="x"></label><button>Send invite</button></form>"#,
        #"<form action="/share"><label>Add people <input type="email" name="x"></label><button>Share</button></form>"#,
        #"<form action="/team"><label>Invitee email <input type="email" name="x"></label><button>Invite</button></form>"#,
        #"<form action="/team"><label>Teammate's email <input type="email" name="x"></label><button>Add</button></form>"#,
        #"<form action="/refer"><h3>Invite a colleague</h3><label>Name <input name="n"></label><label>Email <input type="email" name="x"></label><label>Phone <input type="tel" name="p"></label><button>Invite</button></form>"#,
    ])
    func anInviteesBoxIsNoneOfTheUsers(html: String) throws {
        let r = try classifyHTML(html)
        #expect(designation(of: "x", in: r) == nil, "\(html)")
    }

    @Test(arguments: ["You've been invited to Acme", "Accept your invitation"])
    func anInvitedUsersSignUpKeepsTheirEmail(heading: String) throws {
        let r = try classifyHTML("""
            <form action="/join"><h2>\(heading)</h2><label>Full name <input name="n"></label><label>Email <input type="email" name="x"></label>
            <label>Password <input type="password" name="pw"></label><button>Create account</button></form>
            """)
        #expect(designation(of: "x", in: r) == "email", "\(heading)")
        #expect(designation(of: "n", in: r) == "name", "\(heading)")
    }

    /// A form whose own heading names someone else — an account page's "Emergency contact" form, a "Refer a
    /// friend" form — holds none of the user's details, but in a box whose own label says it is the sender's
    /// ("Your name", "Your email"). A section of its own under another heading is read by that heading; a form
    /// headed "Your profile" keeps its boxes, and a sign-in form ("Beneficiary login") its user name (the login
    /// structure finds it: the account is the user's).
    @Test func aFormHeadedForSomeoneElseHoldsNoneOfTheUsers() throws {
        let r = try classifyHTML("""
            <h2>Emergency contact</h2>
            <form action="/account/emergency"><label>Name <input name="n"></label><label>Phone <input name="p" type="tel"></label>
            <label>Email <input name="e" type="email"></label><label>Relationship <input name="r"></label><button>Save</button></form>
            <form action="/refer"><h3>Refer a friend</h3><label>Your name <input name="yn"></label>
            <label>Your email <input name="ye" type="email"></label><label>Email <input name="fe" type="email"></label>
            <button>Send</button></form>
            <form action="/profile"><h2>Your profile</h2><label>Name <input name="pn"></label><label>Email <input name="pe" type="email"></label>
            <label>Phone <input name="pp" type="tel"></label><button>Save</button></form>
            <form action="/apply"><h2>Beneficiary</h2><label>Full name <input name="bn"></label><label>Phone <input name="bp" type="tel"></label>
            <h3>About you</h3><label>Full name <input name="an"></label><label>Email <input name="ae" type="email"></label>
            <label>Phone <input name="ap" type="tel"></label><button>Apply</button></form>
            <form action="/session"><h2>Beneficiary login</h2><label>Email <input name="le" type="email"></label>
            <label>Password <input name="lp" type="password"></label><button>Sign in</button></form>
            """)
        #expect(designation(of: "le", in: r) == "username")
        for box in ["n", "p", "e", "fe", "bn", "bp"] { #expect(designation(of: box, in: r) == nil, "\(box)") }
        #expect(designation(of: "yn", in: r) == "name")
        #expect(designation(of: "ye", in: r) == "email")
        #expect(designation(of: "pn", in: r) == "name")
        #expect(designation(of: "pp", in: r) == "tel")
        #expect(designation(of: "an", in: r) == "name")
        #expect(designation(of: "ap", in: r) == "tel")
    }

    /// A box whose label names another person's thing by an English possessive — "Child's date of birth",
    /// "Partner's email", "Your child's birthday", "Parents' email", "Date of birth of the child", "Email of your
    /// partner" — is that person's, whatever its type says; a
    /// possessive of the user's own role stays theirs ("Cardholder's name", "Applicant's phone").
    @Test func aBoxForAnotherPersonsThingByAPossessiveIsNoneOfTheUsers() throws {
        let r = try classifyHTML("""
            <form action="/register"><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <label>Email <input name="em" type="email"></label><label>Date of birth <input name="dob" type="date"></label>
            <label>Child's date of birth <input name="cdob" type="date"></label><label>Your child's birthday <input name="cb" type="date"></label>
            <label>Partner's email <input name="pe" type="email"></label><label>Manager's email <input name="me" type="email"></label>
            <label>Parents' email <input name="pae" type="email"></label><label>Baby’s due date <input name="due" type="date"></label>
            <label>Applicant's phone <input name="ap" type="tel"></label><label>Date of birth of the child <input name="ocd" type="date"></label>
            <label>Email of your partner <input name="ope" type="email"></label><label>Birthday (of each child) <input name="fcb" type="date"></label>
            <button>Register</button></form>
            <form action="/pay"><label>Cardholder's name <input name="ch"></label><label>Card number <input name="cn"></label>
            <label>Expiry <input name="ex" placeholder="MM/YY"></label><label>CVV <input name="cv"></label><button>Pay</button></form>
            """)
        for box in ["cdob", "cb", "pe", "me", "pae", "due", "ocd", "ope", "fcb"] { #expect(designation(of: box, in: r) == nil, "\(box)") }
        #expect(designation(of: "em", in: r) == "email")
        #expect(designation(of: "dob", in: r) == "bday")
        #expect(designation(of: "ap", in: r) == "tel")
        #expect(designation(of: "ch", in: r) == "cc-name")
        // Other languages say it with a genitive: "Geburtsdatum des Kindes", "Date de naissance de l'enfant".
        for (label, other) in [("Geburtsdatum", "Geburtsdatum des Kindes"), ("Date de naissance", "Date de naissance de l'enfant"),
                               ("Fecha de nacimiento", "Fecha de nacimiento del hijo"), ("Data di nascita", "Data di nascita del figlio"),
                               ("Data de nascimento", "Data de nascimento do filho"), ("Geboortedatum", "Geboortedatum van het kind")] {
            let page = try classifyHTML("""
                <form action="/r"><label>Name <input name="n"></label><label>Email <input name="e" type="email"></label>
                <label>\(label) <input name="own" type="date"></label><label>\(other) <input name="kid" type="date"></label><button>OK</button></form>
                """)
            #expect(designation(of: "own", in: page) == "bday", "\(label)")
            #expect(designation(of: "kid", in: page) == nil, "\(other)")
        }
    }

    /// A job or rental application asks for other people's contact details: a reference's, a supervisor's, a
    /// landlord's phone and e-mail are none of the user's, whatever their type. A landlords' portal's sign-in
    /// ("Landlord email" over a password) keeps its user name, and "Preferences" is no reference.
    @Test func aReferencesSupervisorsOrLandlordsBoxIsNoneOfTheUsers() throws {
        let r = try classifyHTML("""
            <form action="/apply"><label>Full name <input name="fn"></label><label>Email <input name="em" type="email"></label>
            <label>Phone <input name="ph" type="tel"></label><label>Reference name <input name="rn"></label>
            <label>Reference phone <input name="rp" type="tel"></label><label>Reference email <input name="re" type="email"></label>
            <label>Supervisor email <input name="se" type="email"></label><label>Landlord phone <input name="lp" type="tel"></label>
            <fieldset><legend>Communication preferences</legend><label>Mobile <input name="mo" type="tel"></label></fieldset>
            <button>Apply</button></form>
            <form action="/session"><label>Landlord email <input name="le"></label><label>Password <input type="password" name="pw"></label>
            <button>Sign in</button></form>
            """)
        for box in ["rn", "rp", "re", "se", "lp"] { #expect(designation(of: box, in: r) == nil, "\(box)") }
        #expect(designation(of: "em", in: r) == "email")
        #expect(designation(of: "ph", in: r) == "tel")
        #expect(designation(of: "mo", in: r) == "tel")
        #expect(designation(of: "le", in: r) == "username")
    }

    /// An address that is not the user's current one — a "Previous address" fieldset, a "Former address" box, an
    /// employer's address — gets none of the identity's address; the current address beside it keeps its own.
    @Test func aPreviousOrAnEmployersAddressIsNoneOfTheUsers() throws {
        let r = try classifyHTML("""
            <form action="/apply"><label>Full name <input name="fn"></label>
            <label>Street address <input name="st"></label><label>City <input name="ci"></label><label>ZIP <input name="zp"></label>
            <fieldset><legend>Previous address</legend><label>Street address <input name="pst"></label><label>City <input name="pci"></label>
            <label>ZIP <input name="pzp"></label></fieldset>
            <label>Employer address <input name="ea"></label><label>Former address <input name="fa"></label><button>Apply</button></form>
            """)
        for box in ["pst", "pci", "pzp", "ea", "fa"] { #expect(designation(of: box, in: r) == nil, "\(box)") }
        #expect(designation(of: "st", in: r) == "address-line1")
        #expect(designation(of: "ci", in: r) == "address-level2")
        #expect(designation(of: "zp", in: r) == "postal-code")
    }

    /// A word of the past beside any part of an address ("Former street address", "Old postal code", "Prior
    /// city", "Vorherige Straße", "Ancienne ville", "Código postal anterior") asks for an address the user no
    /// longer has, whatever words stand between; so does a legend that says so over the address's boxes. A box
    /// asking how long the user has lived there ("Years at address", "Time at current address") is no address.
    /// Controls: the current address's boxes, and "Old email" and "Old password" of a change form, which are the
    /// user's current ones.
    @Test(arguments: ["Former street address", "Old postal code", "Prior city", "Previous ZIP code", "Vorherige Straße",
                      "Ancienne ville", "Código postal anterior", "Years at address", "Time at current address",
                      "How long at this address?", "Months at address"])
    func aPastAddressOrItsDurationIsNoneOfTheUsers(label: String) throws {
        let r = try classifyHTML("""
            <meta charset="utf-8"><form action="/apply"><label>Full name <input name="fn"></label>
            <label>Street address <input name="st"></label><label>City <input name="ci"></label><label>ZIP <input name="zp"></label>
            <label>\(label) <input name="x"></label><button>Apply</button></form>
            """)
        #expect(designation(of: "x", in: r) == nil, "\(label)")
        #expect(designation(of: "st", in: r) == "address-line1", "\(label)")
        #expect(designation(of: "zp", in: r) == "postal-code", "\(label)")
    }

    @Test func aLegendOfAPastAddressHoldsNoneOfTheUsers() throws {
        let r = try classifyHTML("""
            <form action="/apply"><label>Full name <input name="fn"></label>
            <label>Street address <input name="st"></label><label>City <input name="ci"></label><label>ZIP <input name="zp"></label>
            <fieldset><legend>Your former residence address</legend><label>Street <input name="pst"></label>
            <label>City <input name="pci"></label><label>ZIP <input name="pzp"></label></fieldset><button>Apply</button></form>
            """)
        for box in ["pst", "pci", "pzp"] { #expect(designation(of: box, in: r) == nil, "\(box)") }
        #expect(designation(of: "ci", in: r) == "address-level2")
    }

    @Test func anOldEmailOrPasswordIsTheUsersCurrentOne() throws {
        let r = try classifyHTML("""
            <form action="/account"><label>Old email <input name="oe" type="email"></label>
            <label>New email <input name="ne" type="email"></label><label>Old password <input name="op" type="password"></label>
            <label>New password <input name="np" type="password"></label><button>Save</button></form>
            """)
        #expect(designation(of: "op", in: r) == "current-password")
        #expect(designation(of: "oe", in: r) != nil)
    }

    /// A second contact person ("Alternate contact name", "Secondary contact phone", "Backup contact email",
    /// "Contacto alternativo") is someone else; the user's own second phone ("Alternate phone") stays a phone.
    @Test(arguments: ["Alternate contact name", "Alternative contact phone", "Secondary contact phone", "Backup contact email",
                      "Contacto alternativo", "Contact secondaire"])
    func aSecondContactPersonIsSomeoneElse(label: String) throws {
        let r = try classifyHTML("""
            <meta charset="utf-8"><form action="/apply"><label>Full name <input name="fn"></label><label>Phone <input name="ph" type="tel"></label>
            <label>Email <input name="em" type="email"></label><label>\(label) <input name="x"></label><button>Apply</button></form>
            """)
        #expect(designation(of: "x", in: r) == nil, "\(label)")
        #expect(designation(of: "ph", in: r) == "tel", "\(label)")
        let own = try classifyHTML("""
            <form action="/apply"><label>Full name <input name="fn"></label><label>Phone <input name="ph" type="tel"></label>
            <label>Alternate phone <input name="x" type="tel"></label><button>Apply</button></form>
            """)
        #expect(designation(of: "x", in: own) == "tel")
    }

    /// `--explain` says why a box whose words were ruled out has no designation: its own label's veto ("Gift card
    /// number", "Former street address": "about something or someone else") or a legend that names someone else
    /// ("Emergency contact": "someone else's"), as the candidate `none`; a box nothing ruled out has no such line.
    @Test func theExplanationSaysWhatRuledABoxsWordsOut() throws {
        let html = """
            <form action="/a"><label>Full name <input name="fn"></label><label>Street address <input name="st"></label>
            <label>City <input name="ci"></label><label>Gift card number <input name="gc"></label>
            <label>Former street address <input name="fa"></label>
            <fieldset><legend>Emergency contact</legend><label>Name <input name="en"></label></fieldset><button>Go</button></form>
            """
        let (page, classification) = try classifyHTML(html)
        func vetoes(_ name: String) -> [(EvidenceSignal, String)] {
            guard let k = page.fields.firstIndex(where: { $0.htmlName == name }) else { return [] }
            return classification.fields[k].evidence.filter { $0.designation == nil }.map { ($0.signal, $0.matched) }
        }
        #expect(vetoes("gc").map(\.1) == ["about something or someone else"])
        #expect(vetoes("gc").first?.0 == .label(.tag))
        #expect(vetoes("fa").map(\.1) == ["about something or someone else"])
        #expect(vetoes("en").first.map { $0.0 == .legend && $0.1 == "someone else's" } == true)
        #expect(vetoes("st").isEmpty)
        let text = ClassificationReport(page: page, classification: classification, explain: true).jsonString()
        #expect(text.contains(#""designation":"none""#) || text.contains(#""designation": "none""#))
    }

    @Test func emergencyContactIsSomeoneElse() {
        let r = classify([field(name: "fn", label: "First name"), field(name: "ln", label: "Last name"),
                          field(name: "ec", label: "Emergency contact name"), field(name: "ep", label: "Emergency contact phone"),
                          field(name: "st", label: "Street address"), field(name: "city", label: "City")])
        #expect(designations(r)[2] == nil && designations(r)[3] == nil)
    }

    @Test func aWordInsideALongerWordIsNoCompany() {
        // "Firma" (company, in German and Polish) inside "confirmation" is no company.
        let r = classify([field(name: "holder", label: "Name on card"), field(name: "conf", label: "Confirmation number"),
                          field(name: "exp", label: "Expiry date")])
        #expect(designations(r)[1] != "organization")
        let de = classify([field(name: "f", label: "Firma"), field(name: "s", label: "Straße"), field(name: "o", label: "Ort")])
        #expect(designations(de)[0] == "organization")
    }

    @Test func captchaWordBoxIsNoSecurityCode() {
        let r = classify([field(name: "cardnumber", label: "Card number"), field(name: "captcha_code", label: "Security code shown in the image")])
        #expect(designations(r)[1] != "cc-csc")
    }

    /// A security code is the card's: in a form with no card number and no expiry date (a contact form's
    /// "Security code" box under a captcha image), the box is no card field, whatever its words. The page
    /// author's `cc-csc` still decides.
    @Test func aSecurityCodeWithoutACardIsNoCardField() throws {
        let r = try classifyHTML("""
            <form action="/feedback" method="post"><label>Name <input name="f1"></label>
            <label>E-mail <input name="f2" type="email"></label><textarea name="f3"></textarea>
            <label>Security code <input name="f7" maxlength="5" size="6"></label><img src="/code.png" alt="">
            <label>CVV <input name="f8" autocomplete="cc-csc"></label><input type="submit" value="Send"></form>
            """)
        #expect(designation(of: "f7", in: r) == nil)
        #expect(designation(of: "f2", in: r) == "email")
        #expect(designation(of: "f8", in: r) == "cc-csc")
        // A box whose own words name the card's code (a saved card's CVV asked again) is the card's.
        for (name, label) in [("c1", "CVV"), ("CardSecurityCode", "Security code"), ("c3", "Card security code")] {
            let saved = try classifyHTML("""
                <form action="/pay" method="post"><label>E-mail <input name="e" type="email"></label>
                <label>\(label) <input name="\(name)" maxlength="4"></label><input type="submit" value="Pay"></form>
                """)
            #expect(designation(of: name, in: saved) == "cc-csc", "\(label)")
        }
    }

    /// A payment card has an expiry date or a security code beside its number: a "Card number" with neither,
    /// among an account's details (a sign-up's names, e-mail and password, a profile's), is a store's, a club's
    /// or a library's card, whatever its brand ("Your MegaCard number"), and the payment card must not go there.
    /// Controls: the same number with an expiry date, or with a security code, in the same sign-up; one whose own
    /// words say payment ("Credit card number", "Visa card number"); the page author's `cc-number`.
    @Test func aCardNumberWithoutExpiryOrCodeAmongAnAccountsDetailsIsNoPaymentCard() throws {
        func signUp(_ card: String) throws -> (PageDetails, PageClassification) {
            try classifyHTML("""
                <meta charset="utf-8"><form action="/register" method="post"><label>First name <input name="fn"></label>
                <label>Last name <input name="ln"></label><label>E-mail <input type="email" name="em"></label>
                <label>Password <input type="password" name="pw"></label><label>Confirm password <input type="password" name="pw2"></label>
                \(card)<button>Create account</button></form>
                """)
        }
        for (name, card) in [("megacard_number", #"<label>Your MegaCard number <input name="megacard_number"></label>"#),
                             ("megacard[number]", #"<label>Card number <input name="megacard[number]" type="number"></label>"#),
                             ("cardno", #"<label>Card number (optional) <input name="cardno"></label><label>Postcode <input name="pc"></label>"#),
                             // A French member number: its id says "card number", and Turkish "ödeme" (payment) lies
                             // inside "numéro de membre".
                             ("megacard[num]", #"<label for="megacard_number">Numéro de membre</label><input id="megacard_number" name="megacard[num]" type="number">"#)] {
            let r = try signUp(card)
            #expect(designation(of: name, in: r) == nil, "\(name)")
            #expect(designation(of: "em", in: r) == "email")
        }
        let profile = try classifyHTML("""
            <form action="/profile" method="post"><label>Full name <input name="nm"></label><label>E-mail <input type="email" name="em"></label>
            <label>Card number <input name="cn"></label><label>Phone <input name="ph"></label><button>Save</button></form>
            """)
        #expect(designation(of: "cn", in: profile) == nil)
        // Controls.
        let withExpiry = try signUp(#"<label>Card number <input name="cn"></label><label>Expiry date (MM/YY) <input name="ex"></label>"#)
        #expect(designation(of: "cn", in: withExpiry) == "cc-number")
        let withCode = try signUp(#"<label>Card number <input name="cn"></label><label>CVV <input name="cv" maxlength="4"></label>"#)
        #expect(designation(of: "cn", in: withCode) == "cc-number")
        for label in ["Credit card number", "Visa card number", "Numéro de carte bancaire"] {
            let paying = try signUp(#"<label>\#(label) <input name="cn"></label>"#)
            #expect(designation(of: "cn", in: paying) == "cc-number", "\(label)")
        }
        let authored = try signUp(#"<label>Card number <input name="cn" autocomplete="cc-number"></label>"#)
        #expect(designation(of: "cn", in: authored) == "cc-number")
    }

    /// A message's subject is no e-mail address, whatever mail word its id or name holds (`MailSubject`,
    /// `contact_subject` beside an id `contact_emailmsg`), in the languages that write it.
    @Test func aSubjectBoxIsNoEmail() throws {
        for (label, name, id) in [("Subject", "Subject", "MailSubject"), ("Asunto", "jform[contact_subject]", "jform_contact_emailmsg"),
                                  ("Betreff", "betreff", "mail_betreff"), ("Assunto", "assunto", "emailassunto")] {
            let r = try classifyHTML("""
                <form action="/contact" method="post"><p>Name: <input name="n" id="MailName"></p>
                <p>E-Mail: <input name="e" id="MailEmail"></p><p>\(label): <input name="\(name)" id="\(id)"></p>
                <textarea name="m"></textarea><input type="submit" value="Send"></form>
                """)
            #expect(designation(of: name, in: r) == nil, "\(label)")
            #expect(designation(of: "e", in: r) == "email", "\(label)")
        }
    }

    /// Dutch and German "staat" (a state, a country) is a whole word: across the space in Finnish "Vastaa
    /// tarkistekysymykseen" ("answer the check question", a sign-up's human check) it is no address part.
    @Test func aStateWordDoesNotStraddleTwoWords() throws {
        let r = try classifyHTML("""
            <form action="/register" method="post"><input name="u" placeholder="Käyttäjätunnus"><input name="e" type="email">
            <input name="check" placeholder="Vastaa tarkistekysymykseen"><input name="p" type="password"><input type="submit"></form>
            """)
        #expect(designation(of: "check", in: r) == nil)
        let state = classify([field(name: "a", label: "Straat"), field(name: "b", label: "Staat"), field(name: "c", label: "Postcode")])
        #expect(designations(state)[1] == "address-level1")
    }

    /// An expiry is a card's: a select of the coming years with no month, no card number and no expiry date in
    /// its form (a callback request's "from" and "to" years) is no expiry year, and then a captcha's "Security
    /// code" beside it is no card's code either. The year's own expiry words, or a month beside it, keep it.
    @Test func yearsWithoutAMonthOrACardAreNoExpiry() throws {
        let years = (2026...2034).map { "<option>\($0)</option>" }.joined()
        let r = try classifyHTML("""
            <form action="/callback" method="post"><label>Telephone <input name="t1"></label>
            <select name="from_y">\(years)</select> <select name="to_y">\(years)</select>
            <label>Security code <input name="sc" maxlength="5"></label><input type="submit" value="Call me"></form>
            """)
        #expect(designation(of: "from_y", in: r) == nil)
        #expect(designation(of: "to_y", in: r) == nil)
        #expect(designation(of: "sc", in: r) == nil)
        let worded = try classifyHTML("""
            <form action="/pay" method="post"><label>Name on card <input name="h"></label><label>Card number <input name="n"></label>
            <label>Expiry year <select name="y">\(years)</select></label><input type="submit" value="Pay"></form>
            """)
        #expect(designation(of: "y", in: worded) == "cc-exp-year")
        let months = (1...12).map { "<option>\($0)</option>" }.joined()
        let paired = try classifyHTML("""
            <form action="/pay" method="post"><label>Name on card <input name="h"></label>
            <select name="m">\(months)</select><select name="y">\(years)</select>
            <label>CVV <input name="c" maxlength="4"></label><input type="submit" value="Pay"></form>
            """)
        #expect(designation(of: "y", in: paired) == "cc-exp-year")
    }

    static let months = ["Month", "January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December"]
    static let birthYears = ["Year"] + (1930...2010).reversed().map(String.init)

    @Test func birthMonthAndYearSelectsAreNoExpiry() {
        let r = classify([field(name: "email", label: "Email"),
                          field("select-one", name: "month", label: "Month", options: Self.months),
                          field("select-one", name: "year", label: "Year", options: Self.birthYears)])
        #expect(designations(r)[1] != "cc-exp-month")
        #expect(designations(r)[2] != "cc-exp-year")
    }

    @Test func birthMonthBesideACardIsNoExpiry() {
        // A card in the same form, but the month and year sit under "Date of birth" with past years.
        let r = classify([field(name: "cardnumber", label: "Card number"),
                          field("select-one", name: "dob_m", label: "Date of birth", options: Self.months),
                          field("select-one", name: "dob_y", options: Self.birthYears)])
        #expect(designations(r)[1] != "cc-exp-month")
        #expect(designations(r)[2] != "cc-exp-year")
    }

    @Test func captchaWordBoxBesideACardIsNoField() {
        let r = classify([field(name: "cardnumber", label: "Card number"), field(name: "cvv", label: "CVV"),
                          field(name: "code", label: "Type the word in the picture")])
        #expect(designations(r)[2] == nil)
        #expect(r.fields[2].exclusion == .captcha)
    }

    @Test func bareYearBesideABirthMonthInACardFormIsTheBirthYear() {
        let r = classify([field(name: "cardnumber", label: "Card number"), field(name: "cvv", label: "CVV"),
                          field("select-one", name: "bm", label: "Birth month", options: Self.months),
                          field("select-one", name: "by", label: "Year", options: ["Year", "2005", "2001", "1990", "1975"])])
        #expect(designations(r)[3] == "bday-year")
    }

    @Test func yearsLongPastAreNoExpiry() {
        // Not a run of consecutive years, but 1975 is nobody's expiry.
        let r = classify([field(name: "cardnumber", label: "Card number"),
                          field("select-one", name: "y", label: "Year", options: ["2004", "2000", "1990", "1975"])])
        #expect(designations(r)[1] != "cc-exp-year")
    }

    /// As the collector reports option texts: lowercased.
    static let monthNames = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    @Test func dateFormatNamesMakeNoCard() {
        // `dd`, `mm`, `yy` name the parts of any date: beside an e-mail, with past years, a birth date.
        let r = classify([field("email", name: "email", label: "Email"),
                          field("select-one", name: "dd", options: ["day"] + (1...31).map(String.init)),
                          field("select-one", name: "mm", options: ["month"] + Self.monthNames),
                          field("select-one", name: "yy", options: ["year"] + (1950...2008).reversed().map(String.init))])
        #expect(designations(r) == ["email", "bday-day", "bday-month", "bday-year"])
    }

    @Test func dateFormatNamesBesideACardAreItsExpiry() {
        let r = classify([field(name: "number", label: "Card number"),
                          field("select-one", name: "mm", options: ["month"] + Self.monthNames),
                          field("select-one", name: "yy", options: ["year"] + (2026...2036).map(String.init)),
                          field(name: "cvc", label: "CVC")])
        #expect(designations(r) == ["cc-number", "cc-exp-month", "cc-exp-year", "cc-csc"])
    }

    /// Honorific prefixes are the author's to declare: title options encode a gender and vary by locale, a
    /// "Title" box is as often a job title, and no major browser fills one from its heuristics.
    @Test func aTitleIsNoHonorificPrefixUnlessTheAuthorSaysSo() throws {
        let r = try classifyHTML("""
            <form><label>Title <select name="title"><option>Mr</option><option>Mrs</option><option>Ms</option>
            <option>Dr</option></select></label>
            <label>Salutation <input name="salutation"></label><label>Anrede <select name="anrede"><option>Herr</option>
            <option>Frau</option></select></label>
            <label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <label>Street address <input name="street"></label><label>City <input name="city"></label></form>
            """)
        #expect(designation(of: "title", in: r) == nil)
        #expect(designation(of: "salutation", in: r) == nil)
        #expect(designation(of: "anrede", in: r) == nil)
        #expect(designation(of: "fn", in: r) == "given-name")
        let authored = try classifyHTML("""
            <form><label>Title <select name="title" autocomplete="honorific-prefix"><option>Mr</option>
            <option>Mrs</option></select></label><label>First name <input name="fn"></label>
            <label>Last name <input name="ln"></label><label>City <input name="city"></label></form>
            """)
        #expect(designation(of: "title", in: authored) == "honorific-prefix")
    }

    @Test func aSelectOfHonorificsHoldsNothingElse() throws {
        // Its options say what it holds, whatever its id says (a country select's id, copied).
        let r = try classifyHTML("""
            <form><select id="countrySel" name="contact.title"><option value="">Title</option><option>Mr</option>
            <option>Mrs</option><option>Ms</option><option>Miss</option></select>
            <label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <label>Country <select name="country"><option>France</option><option>Germany</option><option>Spain</option>
            <option>Italy</option></select></label></form>
            """)
        #expect(designation(of: "contact.title", in: r) == nil)
        #expect(designation(of: "country", in: r) == "country")
        #expect(r.1.fields[0].evidence.contains { $0.signal == .options && $0.designation == nil })
    }

    /// A generic word ("number", "code", "month", "year", "day") names a card's or a birth date's part only when
    /// nothing else in its text says whose it is: "Room number" is the room's, whatever card sits beside it.
    @Test(arguments: [("room", "Room number"), ("po", "PO number"), ("guests", "Number of guests"),
                      ("flight", "Flight number"), ("ticket", "Ticket number"), ("confirmation", "Confirmation code"),
                      ("product", "Product code"), ("arrival", "Month of arrival"), ("grad", "Year of graduation"),
                      ("delivery", "Delivery day")])
    func aQualifiedGenericWordIsNoCardPart(name: String, label: String) {
        let r = classify([field(name: "cardnumber", label: "Card number"), field(name: "exp", label: "Expiration date"),
                          field(name: name, label: label), field(name: "cvv", label: "CVV")])
        let d = designations(r)[2]
        #expect(d.map { !Self.cardish.contains($0) && !$0.hasPrefix("bday") } ?? true, "\(label): \(d ?? "nil")")
    }

    @Test(arguments: ["room_number", "ticketNumber", "reservation_code", "productCode"])
    func aQualifiedGenericNameIsNoCardPart(name: String) {
        let r = classify([field(name: "cardnumber", label: "Card number"), field(name: "exp", label: "Expiration date"),
                          field(name: name), field(name: "cvv", label: "CVV")])
        let d = designations(r)[2]
        #expect(d.map { !Self.cardish.contains($0) } ?? true, "\(name): \(d ?? "nil")")
    }

    @Test func aGenericWordAloneBesideACardIsItsPart() {
        // The same words, unqualified, among card fields: the card's number, security code, expiry month and year.
        let r = classify([field(name: "holder", label: "Name on card"), field(name: "n", label: "Number"),
                          field("select-one", name: "m", label: "Month", options: Self.monthNames),
                          field("select-one", name: "y", label: "Year", options: (2026...2036).map(String.init)),
                          field(name: "c", label: "Code")])
        #expect(designations(r) == ["cc-name", "cc-number", "cc-exp-month", "cc-exp-year", "cc-csc"])
    }

    /// Ids, tax numbers, gift and loyalty cards, promo codes and order numbers in the other languages of the
    /// word files: about something else than the card, the address or the person.
    @Test(arguments: [("steuer", "Steuernummer"), ("ausweis", "Personalausweisnummer"), ("gutschein", "Gutscheincode"),
                      ("geschenk", "Geschenkkarte"), ("bestell", "Bestellnummer"), ("cf", "Codice fiscale"),
                      ("piva", "Partita IVA"), ("regalo", "Carta regalo"), ("cadeau", "Carte cadeau"),
                      ("promo_fr", "Code promo"), ("secu", "Numéro de sécurité sociale"), ("commande", "Numéro de commande"),
                      ("dni", "DNI"), ("nif", "NIF"), ("cupon", "Código promocional"), ("tregalo", "Tarjeta regalo"),
                      ("pedido", "Número de pedido"), ("cpf", "CPF"), ("presente", "Cartão presente"), ("bsn", "BSN"),
                      ("korting", "Kortingscode"), ("pesel", "PESEL"), ("nip", "NIP"), ("inn", "ИНН"),
                      ("promokod", "Промокод"), ("tc", "TC Kimlik No"), ("vergi", "Vergi numarası")])
    func notACardFieldInOtherLanguages(name: String, label: String) {
        let r = classify([field(name: "cardnumber", label: "Card number"), field(name: "exp", label: "Expiration date"),
                          field(name: name, label: label), field(name: "cvv", label: "CVV")])
        let d = designations(r)[2]
        #expect(d.map { !Self.cardish.contains($0) && !Self.addressish.contains($0) && $0 != "one-time-code" } ?? true,
                "\(label): \(d ?? "nil")")
    }

    /// A bank account's holder (a direct debit beside the address) is no card holder.
    @Test(arguments: ["Account holder name", "Kontoinhaber", "Titulaire du compte", "Titular de la cuenta",
                      "Intestatario del conto", "Titular da conta", "Rekeninghouder"])
    func aBankAccountHolderIsNoCardHolder(label: String) {
        let r = classify([field(name: "holder", label: label), field(name: "iban", label: "IBAN"),
                          field(name: "street", label: "Street address"), field(name: "city", label: "City")])
        #expect(designations(r)[0] != "cc-name", "\(label)")
    }

    /// "c/o" (care of) folds to "co": as a whole label it is the address's second line, but "Co-applicant",
    /// "Co-signer" or "Co. name" are no address line.
    @Test func careOfIsNoCoWord() {
        for label in ["Co-applicant name", "Co-signer", "Co. name"] {
            let r = classify([field(name: "street", label: "Street address"), field(name: "x", label: label),
                              field(name: "city", label: "City"), field(name: "zip", label: "ZIP code")])
            #expect(designations(r)[1] != "address-line2", "\(label)")
        }
        for label in ["c/o", "Care of"] {
            let r = classify([field(name: "street", label: "Street address"), field(name: "x", label: label),
                              field(name: "city", label: "City"), field(name: "zip", label: "ZIP code")])
            #expect(designations(r)[1] == "address-line2", "\(label)")
        }
    }

    /// A friend's name and e-mail (tell a friend, a referral) are someone else's: not the person's to fill.
    @Test func aFriendsDetailsAreSomeoneElses() throws {
        let r = try classifyHTML("""
            <form action="/share"><label>Your name <input name="sender_name"></label>
            <label>Your email <input name="sender_email"></label><label>Friend's name <input name="friend_name"></label>
            <label>Friend's email <input name="friend_email"></label><label>Referred by <input name="ref"></label>
            <label>E-Mail Ihres Freundes <input name="f2"></label><label>Courriel de votre ami <input name="f3"></label>
            <button>Send</button></form>
            """)
        #expect(designation(of: "sender_email", in: r) == "email")
        for name in ["friend_name", "friend_email", "ref", "f2", "f3"] { #expect(designation(of: name, in: r) == nil, "\(name)") }
    }

    @Test func aCardLabelAloneIsTheNumber() {
        // "Card #" reads "card" once folded: the whole label, not a word of a longer one ("Card message").
        for label in ["Card #", "Card:", "Card"] {
            let r = classify([field(name: "q1", label: label), field(name: "q2", label: "Expiration date"),
                              field(name: "q3", label: "CVV")])
            #expect(designations(r)[0] == "cc-number", "\(label)")
        }
    }

    @Test func aMessageIsNoName() {
        let r = classify([field(name: "q1", label: "Recipient"), field(name: "q2", label: "Message to recipient"),
                          field(name: "q3", label: "Street address"), field(name: "q4", label: "City")])
        #expect(designations(r)[0] == "name")
        #expect(designations(r)[1] == nil)
    }

    @Test(arguments: [("reg", "Business registration number"), ("cno", "Company number"), ("orgid", "Organization ID"),
                      ("vat", "Company VAT number"), ("ctax", "Company tax ID")])
    func aCompanysNumberIsNoCompanyName(name: String, label: String) {
        let r = classify([field(name: "fn", label: "First name"), field(name: name, label: label),
                          field(name: "st", label: "Street address"), field(name: "city", label: "City")])
        #expect(designations(r)[1] != "organization", "\(label)")
        let control = classify([field(name: "fn", label: "First name"), field(name: "co", label: "Company name"),
                                field(name: "st", label: "Street address"), field(name: "city", label: "City")])
        #expect(designations(control)[1] == "organization")
    }

    @Test func aCardTypeSelectWithoutBrandsIsNoCardType() {
        let card = [field(name: "cn", label: "Card number"), field(name: "exp", label: "Expiry date (MM/YY)"),
                    field(name: "cvv", label: "CVV")]
        let levels = classify(card + [field("select-one", name: "t", label: "Card type", options: ["Gold member", "Silver member"])])
        #expect(designations(levels)[3] == nil)
        let debit = classify(card + [field("select-one", name: "t", label: "Card type", options: ["Select", "Credit", "Debit"])])
        #expect(designations(debit)[3] == nil)
        // Brands, or no options yet (a script fills them in), leave it to its words.
        let brands = classify(card + [field("select-one", name: "t", label: "Card type", options: ["Visa", "Mastercard", "Discover"])])
        #expect(designations(brands)[3] == "cc-type")
        let empty = classify(card + [field("select-one", name: "t", label: "Card type", options: ["Select a card type"])])
        #expect(designations(empty)[3] == "cc-type")
        // The author's token still counts.
        let authored = classify(card + [field("select-one", name: "t", label: "Card type", autocomplete: "cc-type",
                                              options: ["Personal", "Business"])])
        #expect(designations(authored)[3] == "cc-type")
    }
}


/// A card's start date ("Valid from", "Gültig ab", "Start date": Maestro and older British cards print one beside
/// the expiry) is no expiry: its month and year lists took the expiry's month, a false fill.
@Suite struct CardStartDateTests {
    static let months = "<option value=\"\">MM" + (1...12).map { String(format: "<option>%02d", $0) }.joined()
    static func years(_ range: ClosedRange<Int>) -> String { "<option value=\"\">YYYY" + range.map { "<option>\($0)" }.joined() }

    @Test(arguments: ["Valid from", "Start date", "Gültig ab", "Valable à partir de", "Válida desde", "Geldig vanaf"])
    func theStartDatesListsAreNoExpiry(legend: String) throws {
        let r = try classifyHTML("""
            <meta charset=utf-8><form action="/pay"><label>Card number<input name="cn"></label>
            <fieldset><legend>\(legend)</legend><select name="sm">\(Self.months)</select><select name="sy">\(Self.years(2018...2024))</select></fieldset>
            <fieldset><legend>Expiry date</legend><select name="em">\(Self.months)</select><select name="ey">\(Self.years(2024...2034))</select></fieldset>
            <label>CVV<input name="cvv"></label><button>Pay</button></form>
            """)
        #expect(designation(of: "sm", in: r) == nil, "\(legend)")
        #expect(designation(of: "sy", in: r) == nil, "\(legend)")
        #expect(designation(of: "em", in: r) == "cc-exp-month")
        #expect(designation(of: "ey", in: r) == "cc-exp-year")
    }

    @Test func aStartDateBoxIsNoExpiry() throws {
        let r = try classifyHTML("""
            <form action="/pay"><label>Card number<input name="cn"></label><label>Valid from (MM/YY)<input name="vf"></label>
            <label>Expires (MM/YY)<input name="ex"></label><label>CVV<input name="cvv"></label><button>Pay</button></form>
            """)
        #expect(designation(of: "vf", in: r) == nil)
        #expect(designation(of: "ex", in: r) == "cc-exp")
    }

    /// An expiry date takes four characters at least (`MMYY`): a lone box whose `maxlength` is 2 or 3 under an
    /// expiry's words ("Expiry day") cannot hold it, and is none. Controls: four characters are enough, and two
    /// two-character boxes under "Expiry" are its month and year.
    @Test func aBoxTooShortForAnExpiryIsNone() throws {
        func form(_ boxes: String) throws -> (PageDetails, PageClassification) {
            try classifyHTML("""
                <form action="/pay"><label>Card number<input name="cn"></label>\(boxes)
                <label>CVV<input name="cvv" maxlength="4"></label><button>Pay</button></form>
                """)
        }
        for short in [2, 3] {
            let r = try form(#"<label>Exp month<input name="m" maxlength="2"></label><label>Exp year<input name="y" maxlength="2"></label><label>Expiry day<input name="ed" maxlength="\#(short)"></label>"#)
            #expect(designation(of: "ed", in: r) == nil, "maxlength \(short)")
            #expect(designation(of: "m", in: r) == "cc-exp-month")
        }
        let four = try form(#"<label>Expiry<input name="ex" maxlength="4"></label>"#)
        #expect(designation(of: "ex", in: four) == "cc-exp")
        let split = try form(#"<label>Expiry<input name="em" maxlength="2"> / <input name="ey" maxlength="2"></label>"#)
        #expect(designation(of: "em", in: split) == "cc-exp-month")
        #expect(designation(of: "ey", in: split) == "cc-exp-year")
    }
}

/// Words that read inside other words, names of things that are no person, numbers that are no place.
@Suite struct WordPrecisionTests {

    /// "Add review", "Add recipient", "Add remark": the short word "addr" is read inside names and ids
    /// (`shipaddr`) but only as a whole word in a label ("Addr."), not across "Add r…": a review form's name box
    /// was a street line. Controls: a label "Addr." and a name `shipaddr` stay the street.
    @Test func addThenAWordIsNoAddress() throws {
        let r = try classifyHTML("""
            <form action="/review"><label>Your name <input name="yn"></label><label>Email <input name="em" type="email"></label>
            <label>Add review <input name="r1"></label><label>Add recipient <input name="r2"></label>
            <label>Add remark <input name="r3"></label><button>Post</button></form>
            <form action="/ship"><label>Name <input name="n"></label><label>Addr. <input name="a1"></label>
            <label>City <input name="c"></label><label>ZIP <input name="z"></label><button>Continue</button></form>
            <form action="/ship2"><input name="fullname"><input name="shipaddr"><input name="shipcity"><input name="shipzip">
            <button>Continue</button></form>
            """)
        for box in ["r1", "r2", "r3"] {
            #expect(!PrecisionTests.addressish.contains(designation(of: box, in: r) ?? ""), "\(box)")
        }
        #expect(designation(of: "a1", in: r) == "address-line1")
        #expect(designation(of: "shipaddr", in: r) == "address-line1")
    }

    /// A user's names (`userFirstName`, `user_last_name`, `user_fullname`: the person the account is for) are the
    /// names: only a user *name* (`user_name`, "Username") is no person's name. Before, the word "user" anywhere
    /// in a name or id ruled the name's parts out, and with the user name's own negatives ("first", "last") the
    /// box's label lost too: `<label>First name <input name="userFirstName">` had no designation. Controls: a
    /// `user_name` box, and a user name's label that shows its shape ("Username (firstname.lastname)"), are no
    /// person's name.
    @Test func aUsersNamesAreNames() throws {
        let r = try classifyHTML("""
            <form action="/signup"><label>First name <input name="userFirstName"></label><label>Last name <input name="user_last_name"></label>
            <label>Email <input name="userEmail" type="email"></label><label>Phone <input name="userPhone" type="tel"></label>
            <label>Password <input name="pw" type="password"></label><button>Register</button></form>
            <form action="/profile"><input name="user_firstname"><input name="user_lastname"><label>City <input name="c"></label>
            <label>ZIP <input name="z"></label><button>Save</button></form>
            <form action="/contact"><input name="user_fullname"><label>Email <input name="m" type="email"></label>
            <label>Phone <input name="ph" type="tel"></label><label>Message <textarea name="msg"></textarea></label><button>Send</button></form>
            <form action="/login"><label>Username (firstname.lastname) <input name="login"></label>
            <label>Password <input name="p2" type="password"></label><button>Sign in</button></form>
            <form action="/account"><label>Name <input name="user_name"></label><label>Email <input name="e3" type="email"></label>
            <label>Password <input name="p3" type="password"></label><button>Save</button></form>
            """)
        #expect(designation(of: "userFirstName", in: r) == "given-name")
        #expect(designation(of: "user_last_name", in: r) == "family-name")
        #expect(designation(of: "user_firstname", in: r) == "given-name")
        #expect(designation(of: "user_lastname", in: r) == "family-name")
        #expect(designation(of: "user_fullname", in: r) == "name")
        #expect(!["given-name", "family-name", "name"].contains(designation(of: "login", in: r) ?? ""))
        #expect(!["given-name", "family-name", "name"].contains(designation(of: "user_name", in: r) ?? ""))
    }

    /// An account's full name (`account_full_name`) is the person's name, and an invoice address
    /// (`invoice_address`, "Invoice address") is the street: before, the words "account" and "invoice address"
    /// anywhere in a name ruled the designation out, the box's label too. Controls: an account's name ("Account
    /// name", `accountName`) and the name on a bank account are no person's name.
    @Test func anAccountsFullNameAndAnInvoiceAddressAreTheirs() throws {
        let r = try classifyHTML("""
            <form action="/profile"><label>Full name <input name="account_full_name"></label><label>Email <input name="em" type="email"></label>
            <label>Phone <input name="ph" type="tel"></label><button>Save</button></form>
            <form action="/billing"><label>Company <input name="co"></label><label>Street address <input name="invoice_address"></label>
            <label>City <input name="invoice_city"></label><label>ZIP <input name="invoice_zip"></label><button>Continue</button></form>
            <form action="/billing2"><label>Invoice address <input name="ia"></label><label>City <input name="c2"></label>
            <label>ZIP <input name="z2"></label><button>Continue</button></form>
            <form action="/bank"><label>Account name <input name="an"></label><input name="accountName"><label>Name on account <input name="noa"></label>
            <label>Sort code <input name="sc"></label><label>Account number <input name="acn"></label><button>Pay</button></form>
            """)
        #expect(designation(of: "account_full_name", in: r) == "name")
        #expect(designation(of: "invoice_address", in: r) == "address-line1")
        #expect(["address-line1", "street-address"].contains(designation(of: "ia", in: r) ?? ""))
        for box in ["an", "accountName", "noa"] {
            #expect(!["given-name", "family-name", "name"].contains(designation(of: box, in: r) ?? ""), "\(box)")
        }
    }

    /// A postal address's town and state (`postal_city`, `postalState`: Australian and New Zealand forms ask a
    /// postal address beside the street one) are the town and the state: the word "postal" anywhere in a name
    /// ruled them out, the box's label too. Only a postal *code* beside them does ("Postal code / City", one box
    /// for both, stays unfilled).
    @Test func aPostalAddresssTownAndStateAreTheirs() throws {
        let r = try classifyHTML("""
            <form action="/profile"><label>Postal address <input name="postal_address"></label><label>City <input name="postal_city"></label>
            <label>State <input name="postalState"></label><label>Postcode <input name="postal_postcode"></label><button>Save</button></form>
            <form action="/ship"><label>Street <input name="st"></label><label>Postal code / City <input name="pc"></label>
            <label>State / Postal code <input name="sp"></label><button>Continue</button></form>
            """)
        #expect(designation(of: "postal_city", in: r) == "address-level2")
        #expect(designation(of: "postalState", in: r) == "address-level1")
        #expect(designation(of: "postal_postcode", in: r) == "postal-code")
        #expect(designation(of: "pc", in: r) != "address-level2")
        #expect(designation(of: "sp", in: r) != "address-level1")
    }

    /// Promotions a user receives ("Sign up for promotional emails", "Receive our promotions" over the box)
    /// are no promo code: the veto word "promo" matched inside "promotions" and "promotional" and wiped the
    /// e-mail box's every reading. A promo code is still one in every language the word served ("Promo code",
    /// "Promotional code", "Código promocional", "Codice promozionale", "Code promo", "Code promotionnel").
    @Test func promotionsAUserReceivesAreNoPromoCode() throws {
        let r = try classifyHTML("""
            <meta charset=utf-8><form action="/register" method="post"><label>First name <input name="fn"></label>
            <label>Last name <input name="ln"></label><p>Sign up for promotional emails</p><input type="email" name="em1">
            <p>Receive our promotions</p><input type="email" name="em2"><label>Password <input type="password" name="pw"></label>
            <button>Create account</button></form>
            """)
        #expect(designation(of: "em1", in: r) == "email")
        #expect(designation(of: "em2", in: r) == "email")
        for (i, label) in ["Promo code", "Promotional code", "Promotion", "Código promocional", "Codice promozionale", "Code promo",
                           "Code promotionnel", "Promotion code"].enumerated() {
            let c = try classifyHTML("""
                <meta charset=utf-8><form action="/checkout" method="post"><label>Card number <input name="cn"></label>
                <label>Expiry <input name="ex"></label><label>\(label) <input name="x\(i)"></label><label>ZIP <input name="zip"></label>
                <button>Pay</button></form>
                """)
            #expect(designation(of: "x\(i)", in: c) == nil, "\(label)")
        }
    }

    /// An agency's name (a travel agent's sign-up: "Agency name" after "Last name") is no person's name, as a
    /// company's or a shop's is not. Control: the person's names beside it.
    @Test func anAgencysNameIsNoPersonsName() throws {
        let r = try classifyHTML("""
            <form action="/agents"><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <input name="AgencyName" placeholder=""><label>Email <input name="em" type="email"></label>
            <label>Phone <input name="ph" type="tel"></label><button>Register</button></form>
            """)
        #expect(designation(of: "fn", in: r) == "given-name")
        #expect(designation(of: "ln", in: r) == "family-name")
        #expect(!["name", "given-name", "family-name", "additional-name"].contains(designation(of: "AgencyName", in: r) ?? ""))
    }

    /// A select of numbers (a price range's "500万円", sizes, years) names no place, whatever its name says
    /// (`landPriceMin`: "Land" is German for the country): no country, region or town. Controls: a country list
    /// under the same word, and French départements numbered in their texts ("75 - Paris").
    @Test func aSelectOfNumbersIsNoPlace() throws {
        let r = try classifyHTML("""
            <form action="/search"><label>Name <input name="n"></label><label>Email <input name="e" type="email"></label>
            <label>Phone <input name="p" type="tel"></label>
            <select name="landPriceMin"><option value="0">下限なし</option><option value="500">500万円</option>
            <option value="1000">1000万円</option><option value="1500">1500万円</option></select>
            <select name="landPriceMax"><option value="999999">上限なし</option><option value="500">500万円</option>
            <option value="1000">1000万円</option><option value="1500">1500万円</option></select>
            <select name="stateSize"><option>1,000</option><option>2,000</option><option>5,000</option></select>
            <button>Send</button></form>
            <form action="/adresse"><label>Name <input name="n2"></label><label>Straße <input name="s2"></label>
            <label>PLZ <input name="z2"></label><label>Land <select name="land"><option>Deutschland</option>
            <option>Österreich</option><option>Schweiz</option></select></label>
            <label>Département <select name="dep"><option>01 - Ain</option><option>02 - Aisne</option>
            <option>75 - Paris</option></select></label><button>Weiter</button></form>
            """)
        #expect(!PrecisionTests.addressish.contains(designation(of: "landPriceMin", in: r) ?? ""))
        #expect(!PrecisionTests.addressish.contains(designation(of: "stateSize", in: r) ?? ""))
        #expect(!PrecisionTests.addressish.contains(designation(of: "landPriceMax", in: r) ?? ""))
        #expect(designation(of: "land", in: r) == "country")
        #expect(designation(of: "dep", in: r) == "address-level1")
    }


    /// "Postal address" is an address, not a postal code: the postal code's word "postal" made it one (and,
    /// with the street's negative word "postal", the street line nothing). Controls: "Postal" and "Postal code".
    @Test func aPostalAddressIsTheStreet() throws {
        let r = try classifyHTML("""
            <form action="/register"><label>Name <input name="n"></label><label>Postal address <input name="postaladdress"></label>
            <label>City <input name="c"></label><label>Email <input name="e"></label><button>Go</button></form>
            <form action="/ship"><label>Name <input name="n2"></label><label>Address <input name="a2"></label>
            <label>City <input name="c2"></label><label>Postal <input name="p2"></label><button>Go</button></form>
            <form action="/ship3"><label>Name <input name="n3"></label><label>Address <input name="a3"></label>
            <label>City <input name="c3"></label><label>Postal code <input name="p3"></label><button>Go</button></form>
            """)
        #expect(designation(of: "postaladdress", in: r) == "address-line1")
        #expect(designation(of: "p2", in: r) == "postal-code")
        #expect(designation(of: "p3", in: r) == "postal-code")
    }

    /// A name or id that holds a negative word inside another word is not ruled out by it: `profile_name`
    /// (Drupal's, and "profile[name]") holds "file" (a file's name is no person's), and "profile_nome" was
    /// no name whatever its label said. Controls: `file_name` and `fileName` stay no person's name.
    @Test func aProfilesNameIsAName() throws {
        let r = try classifyHTML("""
            <form action="/register"><label>Name <input name="profile_name"></label><label>Email <input name="e"></label>
            <label>City <input name="c"></label><button>Go</button></form>
            <form action="/upload"><label>Name <input name="file_name"></label><label>Name <input name="fileName"></label>
            <label>Email <input name="e2"></label><label>City <input name="c2"></label><button>Upload</button></form>
            """)
        #expect(designation(of: "profile_name", in: r) == "name")
        #expect(designation(of: "file_name", in: r) == nil)
        #expect(designation(of: "fileName", in: r) == nil)
    }


    /// A state box named `homeState`, `singleState`, `addressFormInlineState` reads "e" + "state": the region's
    /// negative word "estate" (real estate) is a whole word, so it no longer rules the region out for every
    /// source, label included. Control: a "Real estate" box is still no region.
    @Test func aStateAfterAWordEndingInEIsTheRegion() throws {
        let r = try classifyHTML("""
            <form action="/ship"><label>Name <input name="n"></label><label>City <input name="city"></label>
            <label>State <input name="homeState"></label><label>ZIP <input name="z"></label><button>Go</button></form>
            <form action="/ship2"><input name="n2" placeholder="Name"><input name="c2" placeholder="City">
            <input name="addressFormInlineState" placeholder="State"><input name="z2" placeholder="ZIP"><button>Go</button></form>
            <form action="/loan"><label>Name <input name="n3"></label><label>City <input name="c3"></label>
            <label>Real estate value <input name="realEstateState"></label><label>ZIP <input name="z3"></label><button>Go</button></form>
            """)
        #expect(designation(of: "homeState", in: r) == "address-level1")
        #expect(designation(of: "addressFormInlineState", in: r) == "address-level1")
        #expect(designation(of: "realEstateState", in: r) != "address-level1")
    }


    /// German "Land" is the country ("Bundesland" the state): a checkout's "Land" text box after "Ort" took the
    /// region (a Danish, Dutch or Swedish "Land" too, as the German words apply on every page). Control: a form
    /// with both boxes.
    @Test func aGermanLandIsTheCountry() throws {
        let r = try classifyHTML("""
            <meta charset="utf-8">
            <form action="/a"><label>Vorname<input name="a1"></label><label>Nachname<input name="a2"></label>
            <label>Straße<input name="a3"></label><label>PLZ<input name="a4"></label><label>Ort<input name="a5"></label>
            <label>Land<input name="a6"></label><button>Weiter</button></form>
            <form action="/b"><label>Vorname<input name="b1"></label><label>Straße<input name="b3"></label>
            <label>PLZ<input name="b4"></label><label>Ort<input name="b5"></label><label>Bundesland<input name="b6"></label>
            <label>Land<input name="b7"></label><button>Weiter</button></form>
            """)
        #expect(designation(of: "a6", in: r) == "country-name")
        #expect(designation(of: "b6", in: r) == "address-level1")
        #expect(designation(of: "b7", in: r) == "country-name")
    }

    /// A place of birth is neither the person's address nor their birth date: "Luogo di nascita", "Lieu de
    /// naissance", "Geburtsort", "Место рождения", "Miejsce urodzenia" were the birth date (the date would go into
    /// a town's box), "Comune di nascita", "Ville de naissance", "Geburtsstadt", "Город рождения", "Geboorteplaats",
    /// "State of birth" the town or the state, "Pays de naissance" the country, and Spanish "Ciudad de nacimiento"
    /// a given name (Polish "imię" inside "nacimiento"). Controls: each language's birth date and town.
    @Test func aPlaceOfBirthIsNeitherTheAddressNorTheBirthDate() throws {
        func reading(_ label: String) throws -> String? {
            try designation(ofBoxLabelled: label) { """
                <meta charset="utf-8"><form action="/register" method="post"><label>First name <input name="fn"></label>
                <label>Last name <input name="ln"></label><label>\($0) <input name="x"></label>
                <label>Email <input type="email" name="em"></label><label>Street <input name="st"></label>
                <label>Postcode <input name="pc"></label><label>Password <input type="password" name="pw"></label>
                <button>Register</button></form>
                """ }
        }
        for label in ["Comune di nascita", "Luogo di nascita", "Provincia di nascita", "Ville de naissance", "Lieu de naissance",
                      "Pays de naissance", "Département de naissance", "Ciudad de nacimiento", "País de nacimiento",
                      "Cidade de nascimento", "Estado de nascimento", "Geburtsort", "Geburtsstadt", "Geburtsland",
                      "Место рождения", "Город рождения", "Miejsce urodzenia", "Geboorteplaats", "State of birth",
                      "Province of birth"] {
            #expect(try reading(label) == nil, "\(label)")
        }
        for (label, wanted) in [("Data di nascita", "bday"), ("Date de naissance", "bday"), ("Geburtsdatum", "bday"),
                                ("Дата рождения", "bday"), ("Fecha de nacimiento", "bday"), ("Data de nascimento", "bday"),
                                ("Data urodzenia", "bday"), ("Geboortedatum", "bday"), ("Date of birth", "bday"),
                                ("Città", "address-level2"), ("Ville", "address-level2"), ("Stadt", "address-level2"),
                                ("Город", "address-level2"), ("Provincia", "address-level1"), ("Pays", "country-name")] {
            #expect(try reading(label) == wanted, "\(label)")
        }
    }

    /// What English rules out by its negatives, the other languages rule out too: a marital status ("Estado
    /// civil", "Stato civile", "État civil", "Stan cywilny") is no state; a company's size or sector
    /// ("Taille de l'entreprise", "Unternehmensgröße", "Tamaño de la empresa", "Dimensione azienda",
    /// "Bedrijfsgrootte", "Tamanho da empresa") is no company name; French "Nombre d'employés", "Nombre de
    /// personnes" (a number of) are no Spanish "nombre" (name); and a French "Nom de l'entreprise", "Nom de la
    /// société" is the company's name, not the family name. Russian "Название компании" (the genitive) is the
    /// company. Controls: "Nombre", "Nombre de la empresa", "Estado", "Stato", "Empresa", "Nom", "Nom de
    /// famille", "Nom d'usage".
    @Test func anotherLanguagesNegativesRuleOutWhatEnglishDoes() throws {
        func reading(_ label: String) throws -> String? {
            try designation(ofBoxLabelled: label) { """
                <meta charset="utf-8"><form action="/register" method="post"><label>First name <input name="fn"></label>
                <label>Last name <input name="ln"></label><label>Email <input type="email" name="em"></label>
                <label>\($0) <input name="x"></label><label>Street <input name="st"></label><label>City <input name="ci"></label>
                <label>Postcode <input name="pc"></label><label>Password <input type="password" name="pw"></label>
                <button>Register</button></form>
                """ }
        }
        for label in ["Estado civil", "Stato civile", "État civil", "Stan cywilny", "Taille de l'entreprise", "Unternehmensgröße",
                      "Tamaño de la empresa", "Dimensione azienda", "Bedrijfsgrootte", "Tamanho da empresa",
                      "Nombre d'employés", "Nombre de personnes"] {
            #expect(try reading(label) == nil, "\(label)")
        }
        for (label, wanted) in [("Nom de l'entreprise", "organization"), ("Nom de la société", "organization"),
                                ("Название компании", "organization"), ("Nombre", "name"), ("Nombre de la empresa", "organization"),
                                ("Estado", "address-level1"), ("Stato", "address-level1"), ("Empresa", "organization"),
                                ("Nom", "family-name"), ("Nom de famille", "family-name"), ("Nom d'usage", "family-name")] {
            #expect(try reading(label) == wanted, "\(label)")
        }
    }

    /// A checkout's boxes for something else than the buyer's address: a trip's "Departure city", "Arrival city"
    /// and "Destination city", a "Store city", a "MAC address", a "Hotel address" or "School address", a "Building
    /// access code" were the town, the street or its second line. Controls: "City", "Delivery city", "Home
    /// address", "Apt / Suite / Building".
    @Test func aCheckoutsBoxesForATripAStoreOrADeviceAreNoAddress() throws {
        func reading(_ label: String) throws -> String? {
            try designation(ofBoxLabelled: label) { """
                <form action="/checkout" method="post"><label>First name <input name="fn"></label>
                <label>Last name <input name="ln"></label><label>Email <input type="email" name="em"></label>
                <label>Street address <input name="st"></label><label>City <input name="ci"></label><label>State <input name="sa"></label>
                <label>ZIP code <input name="pc"></label><label>Phone <input name="ph"></label><label>\($0) <input name="x"></label>
                <button>Continue to payment</button></form>
                """ }
        }
        for label in ["Departure city", "Arrival city", "Destination city", "Store city", "MAC address", "Hotel address",
                      "School address", "Building access code"] {
            #expect(try reading(label) == nil, "\(label)")
        }
        for (label, wanted) in [("City", "address-level2"), ("Delivery city", "address-level2"), ("Home address", "address-line1"),
                                ("Apt / Suite / Building", "address-line2")] {
            #expect(try reading(label) == wanted, "\(label)")
        }
    }

    /// The same in other languages: a trip's "Ville de départ", "Ville d'arrivée", "Ciudad de origen", "Ciudad de
    /// destino", "Città di partenza" were the town; a French "Boîte postale" (a PO box) was the e-mail (Turkish
    /// "e-posta" inside "boîte postale"), a Spanish "Apartado de correos" the e-mail too ("correo"). Controls:
    /// "Ville", "Ciudad", "Città", Turkish "E-posta adresi", "Correo electrónico".
    @Test func aTripsTownsAndAPostOfficeBoxAreNoAddressInOtherLanguages() throws {
        func reading(_ label: String) throws -> String? {
            try designation(ofBoxLabelled: label) { """
                <meta charset="utf-8"><form action="/commande" method="post"><label>Prénom <input name="fn"></label>
                <label>Nom <input name="ln"></label><label>Adresse <input name="st"></label><label>Code postal <input name="pc"></label>
                <label>Téléphone <input name="ph"></label><label>\($0) <input name="x"></label><button>Continuer</button></form>
                """ }
        }
        for label in ["Ville de départ", "Ville d'arrivée", "Ciudad de origen", "Ciudad de destino", "Città di partenza"] {
            #expect(try reading(label) == nil, "\(label)")
        }
        for label in ["Boîte postale", "Apartado de correos"] {
            #expect(try reading(label) != "email", "\(label)")
            #expect(try reading(label) != "postal-code", "\(label)")
        }
        for (label, wanted) in [("Ville", "address-level2"), ("Ciudad", "address-level2"), ("Città", "address-level2"),
                                ("E-posta adresi", "email"), ("Correo electrónico", "email")] {
            #expect(try reading(label) == wanted, "\(label)")
        }
    }

    /// A maiden name is no family name the user has now, in any language English's "maiden" is written in: "Nom
    /// de jeune fille", "Apellido de soltera", "Cognome da nubile", "Nome de solteira", "Nazwisko panieńskie",
    /// "Девичья фамилия" were the family name (or the whole name). Controls: each language's family name, and
    /// French "Nom de naissance" (the legal name at birth, most people's family name).
    @Test func aMaidenNameIsNoFamilyNameInAnyLanguage() throws {
        func reading(_ label: String) throws -> String? {
            try designation(ofBoxLabelled: label) { """
                <meta charset="utf-8"><form action="/register" method="post"><label>First name <input name="fn"></label>
                <label>\($0) <input name="x"></label><label>Email <input type="email" name="em"></label>
                <label>Street <input name="st"></label><label>City <input name="ci"></label>
                <label>Password <input type="password" name="pw"></label><button>Register</button></form>
                """ }
        }
        for label in ["Maiden name", "Nom de jeune fille", "Apellido de soltera", "Cognome da nubile", "Nome de solteira",
                      "Nazwisko panieńskie", "Девичья фамилия"] {
            #expect(try reading(label) == nil, "\(label)")
        }
        for label in ["Nom de famille", "Apellido", "Cognome", "Sobrenome", "Nazwisko", "Фамилия", "Nom de naissance"] {
            #expect(try reading(label) == "family-name", "\(label)")
        }
    }

    /// A short word of one language that lies inside other languages' everyday words is a whole word: Italian
    /// "C.A.P." inside "captcha", "capacità", "capitale"; Romanian "oraș" inside Spanish "horas"; Mexican "lada"
    /// inside Slovak "hľadať" (search); Indonesian "jalan" inside "perjalanan" (journey), "surel" inside
    /// "leisure", "sandi" inside German "Versandinfo"; Malay "e-mel" inside German "angemeldet"; Turkish "daire"
    /// inside French "secondaire", "ülke" inside "bulk e-mail"; Hungarian "utca" inside "inputCart"; Slovak
    /// "mesto" inside "home store"; Dutch "stad" inside "stadium"; French "étage" inside "paquetage"; Indonesian
    /// "kota" inside "Dakota"; English "cell" inside "excellent" and "miscellaneous"; Swedish "epost" inside
    /// "create post"; "mobile" inside "automobile" (and Polish "imię", a name, inside Spanish "nacimiento":
    /// ``aPlaceOfBirthIsNeitherTheAddressNorTheBirthDate()``). Each box of an address form below named so got that designation. Controls: each word
    /// still names its box, alone or beside others ("C.A.P.", "Oraș", "Nama jalan" after the street: its second
    /// line, "Kota", "Cell phone", …), and Indonesian "Kata sandi" a sign-in's password.
    @Test func aShortWordInsideAnotherLanguagesWordsIsNoMatch() throws {
        let traps: [(String, String)] = [
            ("Capacità", "postal-code"), ("Capitale sociale", "postal-code"), ("Horas disponibles", "address-level2"),
            ("Hľadať", "tel-area-code"), ("Perjalanan", "address-line1"), ("Leisure link", "email"),
            ("Angemeldet als", "email"), ("Versandinfo", "current-password"), ("École secondaire", "address-line2"),
            ("Home store", "address-level2"), ("Stadium", "address-level2"), ("Paquetage", "address-line2"),
            ("Dakota", "address-level2"), ("Miscellaneous", "tel"), ("Excellent", "tel"), ("Create post", "email"),
            ("Automobile make", "tel"),
        ]
        let boxes = traps.enumerated().map { #"<label>\#($1.0) <input name="t\#($0)"></label>"# }.joined()
        let r = try classifyHTML("""
            <meta charset="utf-8"><form action="/register" method="post"><label>First name <input name="fn"></label>
            <label>Last name <input name="ln"></label><label>Street <input name="st"></label><label>City <input name="ci"></label>
            <label>Postcode <input name="pc"></label><label>Phone <input name="ph"></label>\(boxes)
            <input name="txtCapital"><input name="inputCartId"><input name="createPost"><input name="bulk_email">
            <label>Password <input type="password" name="pw"></label><button>Create account</button></form>
            """)
        for (i, (label, wrong)) in traps.enumerated() {
            #expect(designation(of: "t\(i)", in: r) != wrong, "\(label)")
        }
        #expect(designation(of: "txtCapital", in: r) != "postal-code")
        #expect(designation(of: "inputCartId", in: r) != "address-line1")
        #expect(designation(of: "createPost", in: r) != "email")
        #expect(designation(of: "bulk_email", in: r) != "country")
        let controls: [(String, String)] = [
            ("C.A.P.", "postal-code"), ("CAP", "postal-code"), ("Oraș", "address-level2"), ("Lada", "tel-area-code"),
            ("Nama jalan", "address-line2"), ("Surel", "email"), ("E-mel", "email"),
            ("Daire", "address-line2"), ("Ülke", "country-name"), ("Utca", "address-line2"), ("Mesto", "address-level2"),
            ("Město", "address-level2"), ("Země", "country-name"), ("Stad", "address-level2"), ("Étage", "address-line2"),
            ("Kota", "address-level2"), ("Cell phone", "tel"), ("Cell", "tel"), ("E-post", "email"),
            ("E-postadress", "email"), ("İlçe", "address-level2"),
        ]
        for (label, wanted) in controls {
            let c = try classifyHTML("""
                <meta charset="utf-8"><form action="/order" method="post"><label>First name <input name="fn"></label>
                <label>Last name <input name="ln"></label><label>Street <input name="st"></label>
                <label>\(label) <input name="x"></label><label>Postcode <input name="pc"></label><button>Continue</button></form>
                """)
            #expect(designation(of: "x", in: c) == wanted, "\(label)")
        }
        let polish = try classifyHTML("""
            <meta charset="utf-8"><form action="/rejestracja" method="post"><label>Imię <input name="x"></label>
            <label>E-mail <input type="email" name="em"></label><label>Hasło <input type="password" name="pw"></label><button>Zarejestruj</button></form>
            """)
        #expect(designation(of: "x", in: polish) == "name")
        let login = try classifyHTML("""
            <form action="/masuk" method="post"><label>Email <input type="email" name="em"></label>
            <label>Kata sandi <input type="password" name="pw"></label><button>Masuk</button></form>
            """)
        #expect(designation(of: "pw", in: login) == "current-password")
    }

}
