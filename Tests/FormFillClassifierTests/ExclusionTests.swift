@testable import FormFillClassifier
import FormFillModel
import Testing

/// Fields that must never be filled, whatever their words say.
@Suite struct ExclusionTests {
    @Test func hiddenDisabledReadonly() {
        let r = classify([
            field("hidden", name: "email", value: "x"), field(name: "email2", label: "Email", visible: false),
            field(name: "city", label: "City", disabled: true), field(name: "zip", label: "ZIP", readonly: true),
        ])
        #expect(r.fields.map(\.exclusion) == [.hidden, .hidden, .disabled, .readonly])
        #expect(r.fields[0].designation == nil)       // type=hidden never gets one
        #expect(r.fields[1].designation == .email)    // a hidden box keeps its meaning, but is not fillable
        #expect(!r.fields[1].isFillable)
    }

    @Test func honeypots() throws {
        let html = """
            <form action="/session">
              <label for="u">Username</label><input id="u" name="username">
              <label for="p">Password</label><input id="p" name="password" type="password">
              <div style="position:absolute;left:-9999px"><input name="website" tabindex="-1" autocomplete="off"></div>
              <input name="hp_field" class="honeypot">
              <label for="t">Leave this field empty</label><input id="t" name="contact_me_by_fax_only">
              <input name="bot_url" aria-hidden="true" tabindex="-1">
              <button type="submit">Sign in</button>
            </form>
            """
        let r = try classifyHTML(html)
        #expect(designation(of: "username", in: r) == "username")
        #expect(designation(of: "password", in: r) == "current-password")
        for trap in ["website", "hp_field", "contact_me_by_fax_only", "bot_url"] {
            #expect(exclusion(of: trap, in: r) == .honeypot, "\(trap)")
        }
        #expect(r.1.forms.first?.kind == .login)
    }

    /// A honeypot's name ("hp") is also a real box's: Korea's mobile number in boxes `hp1`–`hp3`, Indonesia's
    /// `no_hp` labelled "Nomor HP". A box the user sees whose label or structure says what it asks for is no
    /// trap; one with nothing but the name, or out of sight, still is.
    @Test func aHoneypotsNameOnABoxThatSaysWhatItAsksIsNoTrap() throws {
        let r = try classifyHTML("""
            <form action="/a"><label>이름 <input name="n1"></label><label>휴대폰 <select name="hp1"><option>010<option>011<option>016</select>
            -<input name="hp2" maxlength="4">-<input name="hp3" maxlength="4"></label><label>이메일 <input name="e1" type="email"></label></form>
            <form action="/b"><label>Nama <input name="nama"></label><label>Nomor HP <input name="no_hp"></label><label>Email <input name="e2"></label></form>
            <form action="/c"><label>Name <input name="n3"></label><label>Email <input name="e3"></label><input name="hp">
            <div style="display:none"><label>Phone <input name="hp_phone"></label></div><button>Send</button></form>
            """)
        for box in ["hp2", "hp3", "no_hp"] { #expect(exclusion(of: box, in: r) == nil, "\(box)") }
        #expect(designation(of: "no_hp", in: r) == "tel")
        #expect(exclusion(of: "hp", in: r) == .honeypot)
        #expect(exclusion(of: "hp_phone", in: r) == .honeypot)
    }

    @Test func websiteInASignUpFormIsNotATrap() {
        let r = classify([field(name: "email", label: "Email"), field("password", name: "pw", label: "Choose a password"),
                          field("url", name: "website", label: "Your website")])
        #expect(r.fields[2].exclusion == nil)
    }

    @Test func displayNoneContainer() throws {
        let html = """
            <form><label>Email <input type="email" name="email"></label>
            <div style="display:none"><input name="email_confirm_hp"></div><input type="submit" value="Log in"></form>
            """
        let r = try classifyHTML(html)
        #expect(exclusion(of: "email_confirm_hp", in: r) == .honeypot)
        #expect(exclusion(of: "email", in: r) == nil)
    }

    @Test func searchBoxes() throws {
        let html = """
            <form action="/search" role="search"><input name="q" placeholder="Search products"><button>Search</button></form>
            <form action="/login"><input name="login" placeholder="Email"><input type="password" name="pw">
            <button>Sign in</button></form>
            """
        let r = try classifyHTML(html)
        #expect(r.1.forms.map(\.kind) == [.search, .login])
        #expect(exclusion(of: "q", in: r) == .search)
        #expect(designation(of: "q", in: r) == nil)
        #expect(designation(of: "login", in: r) == "username")
        let typed = classify([field("search", name: "query")])
        #expect(typed.fields[0].exclusion == .search)
    }

    @Test func aPossessiveIsNoSearchBox() throws {
        // The "s" of "Driver's" is no word of its own: the whole-word `s` (a search box's name) must not hear it.
        let html = """
            <form><label>Driver's license number <input name="a"></label><label>State <select name="b"><option>CA</option>\
            <option>NY</option></select></label><label>Expiration <input name="c"></label></form>
            <form><input name="s" placeholder="Find"><button>Go</button></form>
            """
        let r = try classifyHTML(html)
        #expect(r.1.forms.map(\.kind) == [.other, .search])
        #expect(exclusion(of: "a", in: r) == nil)
        #expect(exclusion(of: "s", in: r) == .search)
        #expect(MatchText("Driver\u{2019}s license").wordRanges.count == 2)
        #expect(MatchText("driver's licence").compact == MatchText("driver licence").compact)
        #expect(MatchText("l'adresse d'utilisateur").wordRanges.count == 4)
    }

    @Test func newsletterBox() throws {
        let html = """
            <form action="/newsletter/subscribe"><label for="n">Sign up for our newsletter</label>
            <input type="email" id="n" name="email"><button>Subscribe</button></form>
            """
        let r = try classifyHTML(html)
        #expect(r.1.forms.first?.kind == .newsletter)
        #expect(exclusion(of: "email", in: r) == .newsletter)
    }

    @Test func newsletterBoxNamedSo() throws {
        // The box's own name says newsletter, the form nothing: still a sign-up for offers, never filled.
        let r = try classifyHTML("""
            <form><input type="email" name="newsletter_email" placeholder="Your email"><button>Go</button></form>
            """)
        #expect(r.1.forms.first?.kind == .newsletter)
        #expect(exclusion(of: "newsletter_email", in: r) == .newsletter)
        // A plain e-mail box in a form that says nothing is no newsletter.
        let plain = try classifyHTML("""
            <form><input type="email" name="email" placeholder="Your email"><button>Go</button></form>
            """)
        #expect(exclusion(of: "email", in: plain) == nil)
    }

    /// The words captchas are asked with, in several languages, and the names forum software gives the box: a
    /// captcha box under a name and an e-mail box is never filled, and is none of the contact's fields (a
    /// "code" read as a one-time code, a "confirmation" read as the e-mail repeated).
    @Test(arguments: [
        ("code", "Enter the code exactly as you see it"), ("confirm_code", "Confirmation code: the code is case sensitive"),
        ("v1", "Are you a human? Type the letters"), ("v2", "Anti-spam: copy the code"),
        ("code", "Copie el código"), ("v3", "Escriba los caracteres de la imagen"),
        ("confirmation", "Veuillez saisir les caractères suivants"), ("v4", "Recopiez le code ci-dessus"),
        ("v5", "Bitte geben Sie die Zeichen im Bild ein"), ("v6", "Spamschutz"),
        ("v7", "Copia il codice"), ("v8", "Digite o código da imagem"),
        ("v9", "Введите код с картинки"), ("v10", "Przepisz kod"), ("v11", "Typ de code over"),
        ("humanverify[input]", ""), ("v12", "Image verification"), ("v13", "Enter the image code"),
        ("v14", "Word verification"), ("v15", "Verify you are human"),
    ])
    func captchaWords(name: String, label: String) throws {
        let r = try classifyHTML("""
            <form action="/contact" method="post"><label for=n>Name</label><input id=n name=n>
            <label for=e>Email</label><input type=email id=e name=e><label for=c>\(label)</label><input id=c name="\(name)">
            <textarea name=m></textarea><input type=submit></form>
            """)
        #expect(exclusion(of: name, in: r) == .captcha, "\(label)")
        #expect(designation(of: name, in: r) == nil, "\(label)")
    }

    /// What a card or a one-time code is asked with is no captcha: "exactly as it appears on your card", "the
    /// code shown in your authenticator app".
    @Test func cardAndCodeWordsAreNoCaptcha() throws {
        let r = try classifyHTML("""
            <form action="/pay" method="post"><label for=h>Name exactly as it appears on your card</label><input id=h name=h>
            <label for=n>Card number</label><input id=n name=n><label for=x>Expiry</label><input id=x name=x>
            </form><form action="/verify" method="post"><label for=o>Enter the code shown in your authenticator app</label>
            <input id=o name=o><input type=submit value=Verify></form>
            """)
        #expect(exclusion(of: "h", in: r) == nil)
        #expect(exclusion(of: "o", in: r) == nil)
    }

    /// A captcha box says nothing of its form's kind: a contact form whose captcha asks for a "Verification code"
    /// is no one-time-code step.
    /// A form that asks for the person's name or a message is no one-time-code step, whatever its code box's
    /// words say ("Code" beside a captcha image): a contact form got the user name in its e-mail box and the
    /// one-time code in its captcha box. A step that asks only for the code, with the account's e-mail, stays.
    @Test(arguments: [
        #"<label>Name <input name=n></label><label>Email <input type=email name=e></label><label>Code <input name=c></label>"#,
        #"<label>Email <input type=email name=e></label><label>Code <input name=c></label><label>Message <textarea name=m></textarea></label>"#,
    ])
    func aFormAskingForANameOrAMessageIsNoCodeStep(fields: String) throws {
        let r = try classifyHTML(#"<form action="/contact" method="post">"# + fields + "<button>Send</button></form>")
        #expect(r.1.forms[0].kind != .oneTimeCode, "\(fields)")
        let step = try classifyHTML("""
            <form action="/verify" method="post"><input type=email name=e value="a@b.example" readonly>
            <label>Code <input name=c></label><button>Verify</button></form>
            """)
        #expect(step.1.forms[0].kind == .oneTimeCode)
    }

    @Test func aCaptchaBoxMakesNoOneTimeCodeForm() throws {
        let r = try classifyHTML("""
            <form action="/contact" method="post"><label>Your name <input name=n></label><label>Email <input name=e></label>
            <label>Verification code <input name="edt_captcha_code"></label><textarea name=m></textarea>
            <input type=submit value=Send></form>
            """)
        #expect(exclusion(of: "edt_captcha_code", in: r) == .captcha)
        #expect(r.1.forms[0].kind != .oneTimeCode)
    }

    @Test func captcha() {
        let r = classify([field(name: "user", label: "Username"), field("password", name: "pw", label: "Password"),
                          field(name: "captcha_code", label: "Type the characters you see")])
        #expect(r.fields[2].exclusion == .captcha)
        #expect(r.fields[2].designation == nil)
        #expect(r.forms[0].kind == .login)
    }

    /// A captcha box is none of the form's fields whether or not it is shown: a contact form's captcha hidden
    /// until the script shows it (the label above it a name's, its own name `captcha_answer`) had the given name's
    /// designation, never filled (hidden) but read as the person's name. Beside it, a hidden box with no captcha
    /// words keeps its meaning.
    @Test func aHiddenCaptchaBoxIsNoneOfTheFormsFields() {
        let r = classify([field(name: "vorname", label: "First name"), field(name: "mail", label: "Email"),
                          field(name: "captcha_answer_0", label: "First name", visible: false),
                          field(name: "nachname", label: "Last name", visible: false)])
        #expect(r.fields[0].designation == .givenName)
        #expect(r.fields[2].exclusion == .hidden)
        #expect(r.fields[2].designation == nil)
        #expect(r.fields[3].designation == .familyName)
    }
}

/// A newsletter's e-mail box inside another form (a checkout that also offers "Get deals in your inbox"): a
/// second e-mail box whose own words name a newsletter is no place for the person's e-mail, which would subscribe
/// them; the form's own e-mail box still fills.
@Suite struct NewsletterBoxTests {
    static func form(_ extra: String) -> String {
        """
        <form action="/checkout"><label>Full name<input name="n"></label><label>Email<input name="e" type="email"></label>
        <label>Address<input name="a"></label><label>City<input name="c"></label><label>ZIP<input name="z"></label>
        \(extra)<button>Continue</button></form>
        """
    }

    @Test(arguments: [#"<input type="email" name="nl" placeholder="Get deals in your inbox">"#,
                      #"<label>Subscribe to our newsletter<input type="email" name="nl"></label>"#,
                      #"<input type="email" name="nl" id="newsletter_email">"#,
                      #"<label>Newsletter abonnieren<input type="email" name="nl"></label>"#])
    func aSecondEmailBoxForANewsletterIsExcluded(box: String) throws {
        let r = try classifyHTML("<meta charset=utf-8>" + Self.form(box))
        #expect(exclusion(of: "nl", in: r) == .newsletter, "\(box)")
        #expect(exclusion(of: "e", in: r) == nil)
        #expect(designation(of: "e", in: r) == "email")
    }

    /// Controls: the only e-mail box keeps its fill whatever its words ("for order updates"), and so does an
    /// e-mail confirmation.
    @Test func theFormsOwnEmailFills() throws {
        let only = try classifyHTML(#"<form action="/checkout"><label>Full name<input name="n"></label><label>Email (for order updates and offers)<input name="e" type="email"></label><label>Address<input name="a"></label><label>City<input name="c"></label><button>Continue</button></form>"#)
        #expect(exclusion(of: "e", in: only) == nil)
        let confirm = try classifyHTML(Self.form(#"<label>Confirm email<input type="email" name="nl"></label>"#))
        #expect(exclusion(of: "nl", in: confirm) == nil)
        // Prose beside the box that lists a newsletter among the address's uses leaves it the form's.
        let prose = try classifyHTML(#"<form action="/register"><label>First name<input name="f"></label><label>Last name<input name="l"></label><p>This will be your contact email address for order updates, newsletter and more.</p><input name="e"><label>Password<input type="password" name="p"></label><button>Register</button></form>"#)
        #expect(["email", "username"].contains(designation(of: "e", in: prose)))
        #expect(exclusion(of: "e", in: prose) == nil)
    }

    /// A newsletter's lone e-mail box is an e-mail box, as Chromium reads it ("Email newsletter", `newsletter_email`),
    /// and never filled: in a newsletter form, and in a page-wide form beside a login (its own words name the
    /// newsletter, so it is excluded even as the group's only e-mail box). Its words once ruled the e-mail out
    /// (English only: "Newsletter-E-Mail" was an e-mail box).
    @Test func aLoneNewsletterBoxIsAnExcludedEmailBox() throws {
        let alone = try classifyHTML(#"<form action="/list"><label>Email newsletter <input name="nl"></label><button>Go</button></form>"#)
        #expect(designation(of: "nl", in: alone) == "email")
        #expect(exclusion(of: "nl", in: alone) == .newsletter)
        let pageWide = try classifyHTML("""
            <form action="/default.aspx"><label>User name<input name="u"></label><label>Password<input type="password" name="p"></label>
            <button>Log in</button><div class="footer"><input name="newsletter_email" placeholder="Your email"><button>Subscribe</button></div></form>
            """)
        #expect(designation(of: "newsletter_email", in: pageWide) == "email")
        #expect(exclusion(of: "newsletter_email", in: pageWide) == .newsletter)
        #expect(designation(of: "u", in: pageWide) == "username")
    }

    /// A Russian mailing list's box ("Рассылка", a caption beside it) is its e-mail box, excluded: the veto word
    /// for a link or a reference ("ссылка") matched inside "рассылка" and wiped the box's every reading. The word
    /// is whole now; a "Ссылка на профиль" box stays no one's name.
    @Test func aRussianMailingListsBoxIsItsEmailBox() throws {
        let r = try classifyHTML("""
            <meta charset=utf-8><form action="/subscribe/" method="post"><table><tr><td>Рассылка</td><td><input name="email"></td></tr></table>
            <input type="submit" value="OK"></form>
            <form action="/profile" method="post"><table><tr><td>Ссылка на профиль</td><td><input name="name"></td></tr>
            <tr><td>Имя</td><td><input name="n2"></td></tr><tr><td>Телефон</td><td><input name="t2"></td></tr></table></form>
            """)
        #expect(designation(of: "email", in: r) == "email")
        #expect(exclusion(of: "email", in: r) == .newsletter)
        #expect(designation(of: "name", in: r) == nil)
    }

    /// A newsletter's box named for a user's e-mail (`userEmailFooter`: "user" and "email" as strong) is its
    /// e-mail box, excluded: the form asks for no login, so it is no user name, and it was left none. Outside a
    /// newsletter such a box stays none ("Add a member by username or email" is no one's own e-mail).
    @Test func aNewsletterBoxNamedForAUsersEmailIsItsEmailBox() throws {
        let r = try classifyHTML("""
            <form action="/newsletter/subscribe"><input name="userEmailFooter"><button>Subscribe</button></form>
            <form action="/team"><input name="userEmailInvite"><button>Add member</button></form>
            """)
        #expect(designation(of: "userEmailFooter", in: r) == "email")
        #expect(exclusion(of: "userEmailFooter", in: r) == .newsletter)
        #expect(designation(of: "userEmailInvite", in: r) == nil)
    }
}

@Suite struct RecoveryCodeTests {
    /// A recovery or backup code is one of a printed list, not an authenticator's: its box gets no one-time code
    /// (a TOTP there is wrong and spends an attempt). The authenticator's box beside such words stays one.
    @Test(arguments: [
        #"<form action="/2fa" method="post"><label>Backup code <input name="c"></label><button>Verify</button></form>"#,
        #"<form action="/2fa" method="post"><label>Recovery code <input name="c"></label><button>Verify</button></form>"#,
        #"<form action="/2fa" method="post"><input name="c" placeholder="Enter a recovery code"><button>Continue</button></form>"#,
        #"<form action="/2fa" method="post"><label>Wiederherstellungscode <input name="c"></label><button>Bestätigen</button></form>"#,
        #"<form action="/2fa" method="post"><label>Code de récupération <input name="c"></label><button>Valider</button></form>"#,
    ])
    func aRecoveryCodesBoxGetsNoOneTimeCode(page: String) throws {
        let r = try classifyHTML(page)
        #expect(designation(of: "c", in: r) != "one-time-code", "\(page)")
    }

    @Test func anAuthenticatorsBoxStaysAOneTimeCode() throws {
        let r = try classifyHTML(#"<form action="/2fa" method="post"><label>Authentication code <input name="c"></label><button>Verify</button></form>"#)
        #expect(designation(of: "c", in: r) == "one-time-code")
    }
}
