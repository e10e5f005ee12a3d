import Foundation
import FormFill
import Testing

/// Issue 15's rules, each from a generic snippet: fill only what the user can see, in the page's own origin,
/// into forms that post to the page's own site, and cards only in secure contexts.
@Suite("Fill safety")
struct FillSafetyTests {
    static let acme = LoginItem(id: "acme", urls: ["https://www.acme.com/"], username: "wile", password: "pw-Secret-1",
                                totp: "JBSWY3DPEHPK3PXP")
    static let visa = CardItem(id: "visa", cardholder: "Wile E Coyote", number: "4111111111111111", expMonth: 3, expYear: 2029,
                               cvv: "737")
    static let home = IdentityItem(id: "home", firstName: "Wile", lastName: "Coyote", email: "wile@acme.com", phone: "+1 415 555 0134")
    static let now = Date(timeIntervalSince1970: 1_700_000_000)

    static func login(id: String = "", action: String = "/session", button: String = "<button>Sign in</button>", style: String = "") -> String {
        """
        <form action="\(action)" method="post" style="\(style)">
          <label for="u\(id)">Username</label><input id="u\(id)" name="username\(id)" autocomplete="username">
          <label for="p\(id)">Password</label><input id="p\(id)" type="password" name="password\(id)" autocomplete="current-password">
          \(button)
        </form>
        """
    }

    static func page(_ html: String, url: String = "https://www.acme.com/login") throws -> PageDetails {
        try Collector(options: .init(pageURL: url, documentUUID: "safety", timestamp: 0)).collect(html: html).details
    }

    static func fill(_ details: PageDetails, _ item: VaultItem = .login(acme), options: FillOptions = FillOptions(now: now)) throws -> FillResult {
        try FormFiller().fill(page: details, items: [item], options: options)
    }

    /// The ids of the elements that get a value.
    static func filledIDs(_ result: FillResult, _ details: PageDetails) -> [String] {
        result.filledOpids.compactMap { opid in details.fields.first { $0.opid == opid }?.htmlID }
    }

    static func refusal(_ body: () throws -> FillResult) -> String? {
        do { _ = try body(); return nil } catch FormFillError.fill(.refused(let why)) { return why } catch { return nil }
    }

    // MARK: Not a sign-in

    /// A contact form with a captcha "Code" gets nothing of a login with a one-time-code secret: neither the user
    /// name in its e-mail box nor the code in its captcha box (it was read as a one-time-code step).
    @Test func aContactFormsCodeBoxGetsNoOneTimeCode() throws {
        let details = try Self.page("""
            <form action="/contact" method="post"><label>Name <input name="n"></label><label>Email <input type="email" name="e"></label>
            <img src="/captcha.php" alt=""><label>Code <input name="c"></label><label>Message <textarea name="m"></textarea></label>
            <button>Send</button></form>
            """)
        #expect(throws: FormFillError.self) { try Self.fill(details) }
    }

    /// A sign-in form's bare "Code" box beside its password, under a captcha picture: the login's user name and
    /// password go in, its one-time code does not (a code of an authenticator is asked by name, or on a step of
    /// its own).
    @Test(arguments: ["Code", "Verification code", "验证码", "Код"])
    func aBareCodeBesideThePasswordGetsNoOneTimeCode(label: String) throws {
        let details = try Self.page("""
            <form action="/session" method="post"><label>Username <input id="u" name="u"></label>
            <label>Password <input id="p" type="password" name="p"></label>
            <label>\(label) <input id="c" name="c"></label><img src="/captcha.php" alt=""><button>Sign in</button></form>
            """)
        let result = try Self.fill(details)
        #expect(Self.filledIDs(result, details) == ["u", "p"], "\(label)")
    }

    /// Beside the account's box too (an e-mail and a captcha's "Code", a recovery form's): nothing of the login
    /// goes in, neither the code nor the user name (the form was read as a one-time-code step).
    @Test(arguments: ["", "<h2>Forgot your password?</h2>"])
    func aBareCodeBesideTheAccountsBoxIsNoCodeStep(heading: String) throws {
        let details = try Self.page("""
            <form action="/next" method="post">\(heading)<label>Email <input type="email" id="e" name="e"></label>
            <label>Code <input id="c" name="c"></label><img src="/captcha.php" alt=""><button>Send</button></form>
            """)
        #expect(throws: FormFillError.self) { try Self.fill(details) }
        // Named, the code beside the account is asked for: a sign-in's code step.
        let named = try Self.page("""
            <form action="/next" method="post"><label>Email <input type="email" id="e" name="e"></label>
            <label>Authenticator code <input id="c" name="c"></label><button>Verify</button></form>
            """)
        #expect(Self.filledIDs(try Self.fill(named), named).contains("c"))
    }

    /// Named for an authenticator, or marked by its author, the box beside the password is the one-time code's.
    @Test(arguments: [#"<label>Authenticator code <input id="c" name="c">"#, #"<label>2FA code <input id="c" name="c">"#,
                      #"<label>Code <input id="c" name="c" autocomplete="one-time-code">"#])
    func aNamedCodeBesideThePasswordGetsTheOneTimeCode(box: String) throws {
        let details = try Self.page("""
            <form action="/session" method="post"><label>Username <input id="u" name="u"></label>
            <label>Password <input id="p" type="password" name="p"></label>\(box)</label><button>Sign in</button></form>
            """)
        let result = try Self.fill(details)
        #expect(Self.filledIDs(result, details) == ["u", "p", "c"], "\(box)")
    }

    /// A code the page sent by text message or e-mail is in no vault item: the box gets no authenticator's code,
    /// whether the box, its name or the form's heading says so (in several languages). A code box that names an
    /// authenticator app gets it under any heading.
    @Test(arguments: [
        #"<h2>Verify it’s you</h2><label>Enter the code we texted you <input id="c" name="code"></label>"#,
        #"<label>Enter the code sent to your phone <input id="c" name="otp"></label>"#,
        #"<h2>Check your email</h2><label>Verification code <input id="c" name="code"></label>"#,
        #"<label>Enter the code we sent to your email address <input id="c" name="code"></label>"#,
        #"<label>Code sent to your email <input id="c" name="c"></label>"#,
        #"<label>Enter the code we emailed you <input id="c" name="c"></label>"#,
        #"<label>Verification code <input id="c" name="smsCode"></label>"#,
        #"<label>Verification code <input id="c" name="email_code"></label>"#,
        #"<label>SMS code <input id="c" name="code"></label>"#,
        #"<h1>Verify your phone number</h1><label>6-digit code <input id="c" name="c" autocomplete="one-time-code"></label>"#,
        #"<h1>Check your inbox</h1><input id="c" name="c" placeholder="Enter code" autocomplete="one-time-code">"#,
        #"<label>Bestätigungscode aus der SMS <input id="c" name="c"></label>"#,
        #"<label>Code reçu par SMS <input id="c" name="c"></label>"#,
        #"<label>Código enviado a tu correo <input id="c" name="c"></label>"#,
        #"<h2>We sent you a text</h2><input id="c" name="d1" maxlength="1"><input name="d2" maxlength="1"><input name="d3" maxlength="1"><input name="d4" maxlength="1"><input name="d5" maxlength="1"><input name="d6" maxlength="1">"#,
    ])
    func aCodeSentByMessageGetsNoAuthenticatorCode(box: String) throws {
        let details = try Self.page(#"<form action="/verify" method="post">\#(box)<button>Verify</button></form>"#)
        let classification = Classifier().classify(details)
        let code = try #require(classification.fields.first)
        #expect(code.designation == .oneTimeCode, "\(box)")
        #expect(code.exclusion == .sentCode, "\(box)")
        #expect(throws: FormFillError.nothingToFill(
            "the one-time-code box __0 asks for a code the page sent by text message or e-mail, which no vault item holds"),
            "\(box)") { try Self.fill(details) }
    }

    /// A button of the code's form that offers to send the code again ("Resend code", "Send again", "Didn't get a
    /// code?", "Code erneut senden", "Renvoyer le code") says the page sent it: an authenticator's code is never
    /// resent, and the box gets none. A box that names an authenticator app beside such a button keeps it, and
    /// so does a code step whose other button offers another way ("Use a recovery code").
    @Test(arguments: [
        ("Resend code", false), ("Send again", false), ("Didn't get a code?", false), ("Send a new code", false),
        ("Code erneut senden", false), ("Renvoyer le code", false), ("Reenviar código", false), ("Use a recovery code", true),
    ])
    func aCodeTheFormOffersToResendGetsNoAuthenticatorCode(button: String, filled: Bool) throws {
        let details = try Self.page("""
            <meta charset="utf-8"><form action="/verify" method="post"><label>Verification code <input id="c" name="code" autocomplete="one-time-code"></label>
            <button>Verify</button><button type="button">\(button)</button></form>
            """)
        let code = try #require(Classifier().classify(details).fields.first)
        #expect(code.exclusion == (filled ? nil : .sentCode), "\(button)")
        let app = try Self.page("""
            <form action="/verify" method="post"><label>Code from your authenticator app <input id="c" name="code"></label>
            <button>Verify</button><button type="button">\(button)</button></form>
            """)
        #expect(Self.filledIDs(try Self.fill(app), app) == ["c"], "\(button)")
    }

    @Test(arguments: [
        #"<h2>Two-step verification</h2><label>Enter the 6-digit code from your authenticator app <input id="c" name="code"></label>"#,
        #"<h2>Check your phone</h2><label>Code from your authenticator app <input id="c" name="code"></label>"#,
        #"<h2>Two-factor authentication</h2><label>Authentication code <input id="c" name="otp" autocomplete="one-time-code"></label>"#,
        #"<label>Verification code <input id="c" name="code" autocomplete="one-time-code"></label>"#,
    ])
    func anAuthenticatorsCodeBoxGetsTheCode(box: String) throws {
        let details = try Self.page(#"<form action="/verify" method="post">\#(box)<button>Verify</button></form>"#)
        #expect(Self.filledIDs(try Self.fill(details), details) == ["c"], "\(box)")
    }

    /// A sign-in headed for its account's channel ("Sign in with your email") asks for the authenticator's code
    /// beside the password: the heading speaks of the account, not of where a code was sent.
    @Test func aSignInHeadedForItsEmailKeepsItsAuthenticatorCode() throws {
        let details = try Self.page("""
            <form action="/session" method="post"><h2>Sign in with your email</h2><label>Email <input type="email" id="u" name="u"></label>
            <label>Password <input type="password" id="p" name="p"></label><label>2FA code <input id="c" name="c"></label><button>Sign in</button></form>
            """)
        #expect(Self.filledIDs(try Self.fill(details), details) == ["u", "p", "c"])
    }

    // MARK: Viewable

    @Test(arguments: [
        "opacity:0", "opacity:0.05", "position:absolute;left:-9999px", "position:absolute;top:-600px;",
        "transform:scale(0)", "clip-path:inset(50%)", "text-indent:-10000px", "width:0;height:0;overflow:hidden",
    ])
    func anInvisibleLoginFormIsRefusedWithAReason(style: String) throws {
        let details = try Self.page("<div style=\"\(style)\">\(Self.login())</div>")
        let why = try #require(Self.refusal { try Self.fill(details) })
        #expect(why.contains("not viewable"), "\(why)")
        #expect(!why.contains("pw-Secret"))
    }

    @Test func aOnePixelPasswordBoxIsNotFilled() throws {
        let html = Self.login().replacingOccurrences(of: "type=\"password\"", with: "type=\"password\" style=\"width:1px;height:1px\"")
        let details = try Self.page(html)
        let result = try Self.fill(details)
        #expect(Self.filledIDs(result, details) == ["u"])
    }

    @Test func theVisibleFormWinsOverAnInvisibleInjectedOneBeforeIt() throws {
        let details = try Self.page(Self.login(id: "1", style: "opacity:0") + Self.login(id: "2"))
        #expect(Self.filledIDs(try Self.fill(details), details) == ["u2", "p2"])
    }

    @Test func hiddenFieldsOfAVisibleAddressFormAreLeftAlone() throws {
        let html = """
            <form action="/ship"><label for=n>Full name</label><input id=n name=name autocomplete=name>
            <label for=e>Email</label><input id=e type=email name=email autocomplete=email>
            <div style="position:absolute;left:-5000px"><label for=t>Phone</label><input id=t name=phone autocomplete=tel></div>
            <button>Continue</button></form>
            """
        let details = try Self.page(html, url: "https://shop.example/checkout")
        #expect(Self.filledIDs(try Self.fill(details, .identity(Self.home)), details) == ["n", "e"])
    }

    /// A card-number box that takes fewer digits than the number ("Card number (last four digits)", `maxlength=4`)
    /// asks for a part of it: the whole number never goes there (a script's value is not cut by `maxlength`, so the
    /// page would get all of it); the box is left alone with a warning, the other card fields are filled.
    @Test func aBoxForPartOfTheCardNumberGetsNoWholeNumber() throws {
        let html = """
            <form action="/verify"><label for=l>Card number (last four digits)</label><input id=l name=l maxlength=4>
            <label for=e>Expiry</label><input id=e name=e placeholder="MM/YY"><label for=v>CVV</label><input id=v name=v>
            <button>Verify</button></form>
            """
        let details = try Self.page(html, url: "https://shop.example/verify")
        let result = try Self.fill(details, .card(Self.visa))
        #expect(Self.filledIDs(result, details) == ["e", "v"])
        #expect(result.warnings.contains { $0.contains("maxlength (4)") })
        // A box that takes the whole number still gets it.
        let whole = try Self.page(html.replacingOccurrences(of: "maxlength=4", with: "maxlength=19"), url: "https://shop.example/verify")
        #expect(Self.filledIDs(try Self.fill(whole, .card(Self.visa)), whole) == ["l", "e", "v"])
    }

    @Test func aCardFormThatCannotBeSeenIsRefused() throws {
        let html = """
            <form action="/pay" style="opacity:0"><label for=c>Card number</label><input id=c autocomplete=cc-number>
            <label for=v>CVC</label><input id=v autocomplete=cc-csc></form>
            """
        let details = try Self.page(html, url: "https://shop.example/pay")
        #expect(Self.refusal { try Self.fill(details, .card(Self.visa)) }?.contains("not viewable") == true)
    }

    // MARK: Frames

    @Test func aTokenCollectedInACrossOriginFrameNeedsTheAppsConsent() throws {
        var details = try Self.page(Self.login())
        details.topOrigin = "https://embedder.example"
        #expect(Self.refusal { try Self.fill(details) }?.contains("frame of another origin") == true)
        let allowed = try Self.fill(details, options: FillOptions(now: Self.now, allowCrossOriginFrames: true))
        #expect(allowed.filledOpids.count == 2)
        #expect(allowed.script.metadata.flags.contains("cross-origin-frame"))
        // The top page itself, and a same-origin top, need nothing.
        details.topOrigin = "https://www.acme.com"
        #expect(try Self.fill(details).script.metadata.flags.isEmpty)
    }

    @Test func fieldsOfAnotherOriginOrOfAnInvisibleFrameAreLeftAlone() throws {
        var details = try Self.page(Self.login())
        details.fields[1].frameOrigin = "https://widget.example"
        #expect(Self.filledIDs(try Self.fill(details), details) == ["u"])
        details.fields[1].frameOrigin = "https://www.acme.com"
        details.fields[1].frameViewable = false
        #expect(Self.filledIDs(try Self.fill(details), details) == ["u"])
    }

    // MARK: Where the form posts

    @Test func aForeignFormactionOnTheSubmitButtonCounts() throws {
        let html = Self.login(button: #"<button formaction="https://evil.example/p">Sign in</button>"#)
        let details = try Self.page(html)
        #expect(details.forms[0].formActions == ["https://evil.example/p"])
        #expect(Self.refusal { try Self.fill(details) }?.contains("evil.example") == true)
        let allowed = try Self.fill(details, options: FillOptions(now: Self.now, allowCrossSiteForms: true))
        #expect(allowed.filledOpids.count == 2)
        #expect(allowed.script.metadata.flags == ["cross-site-action"])
    }

    @Test func anHTTPSPageFormPostingOverHTTPIsRefused() throws {
        let details = try Self.page(Self.login(action: "http://www.acme.com/session"))
        #expect(Self.refusal { try Self.fill(details) }?.contains("plain http") == true)
        let allowed = try Self.fill(details, options: FillOptions(now: Self.now, allowCrossSiteForms: true))
        #expect(allowed.script.metadata.flags == ["insecure-action"])
    }

    @Test(arguments: [
        #"https://evil.example\@www.acme.com/session"#, #"/\evil.example/p"#, #"\\evil.example/p"#,
        "https:///evil.example/p", "http:evil.example/p", "//evil.example", " https://evil.example/p\t",
    ])
    func actionsAreReadAsBrowsersReadThem(action: String) throws {
        let details = try Self.page(Self.login(action: action.replacingOccurrences(of: "\t", with: "&#9;")))
        let resolved = try #require(details.forms.first?.htmlAction)
        #expect(URL(string: resolved)?.host == "evil.example", "\(action) → \(resolved)")
        #expect(Self.refusal { try Self.fill(details) }?.contains("evil.example") == true)
    }

    @Test func aSameSiteFormWinsOverAnEarlierCrossSiteOne() throws {
        let details = try Self.page(Self.login(id: "1", action: "https://evil.example/p") + Self.login(id: "2"))
        #expect(Self.filledIDs(try Self.fill(details), details) == ["u2", "p2"])
        // Even when the app allows cross-site forms.
        let allowed = try Self.fill(details, options: FillOptions(now: Self.now, allowCrossSiteForms: true))
        #expect(Self.filledIDs(allowed, details) == ["u2", "p2"])
    }

    @Test func aUsernameOnlyStepMayPostAcrossSitesButIsFlagged() throws {
        let html = #"<form action="https://login.acme-sso.example/next"><label for=u>Email</label><input id=u name=email autocomplete=username><button>Next</button></form>"#
        let result = try Self.fill(try Self.page(html))
        #expect(result.filledOpids == ["__0"])
        #expect(result.script.metadata.flags == ["cross-site-action"])
    }

    @Test func anAddressFormThatPostsOverHTTPFromAnHTTPSPageIsNotFilled() throws {
        let html = #"<form action="http://shop.example/a"><label for=n>Full name</label><input id=n autocomplete=name><label for=e>Email</label><input id=e autocomplete=email></form>"#
        let details = try Self.page(html, url: "https://shop.example/checkout")
        #expect(Self.refusal { try Self.fill(details, .identity(Self.home)) }?.contains("plain http") == true)
        // A form that posts the person's details to another site gets none of them, as a card or a password would
        // not, unless the app allows it (then it is flagged).
        let crossSite = try Self.page(html.replacingOccurrences(of: "http://shop.example/a", with: "https://forms.partner.example/a"),
                                      url: "https://shop.example/checkout")
        #expect(Self.refusal { try Self.fill(crossSite, .identity(Self.home)) }?.contains("another site (partner.example)") == true)
        let flagged = try Self.fill(crossSite, .identity(Self.home), options: FillOptions(now: Self.now, allowCrossSiteForms: true))
        #expect(flagged.script.metadata.flags == ["cross-site-action"])
        #expect(flagged.filledOpids == ["__0", "__1"])
        // Beside a same-site form, only that one is filled.
        let both = try Self.page(html.replacingOccurrences(of: "http://shop.example/a", with: "https://forms.partner.example/a")
                                 + html.replacingOccurrences(of: "http://shop.example/a", with: "/a").replacingOccurrences(of: "id=", with: "id=s"),
                                 url: "https://shop.example/checkout")
        let sameSite = try Self.fill(both, .identity(Self.home))
        #expect(sameSite.filledOpids == ["__2", "__3"])
        #expect(sameSite.script.metadata.flags == ["cross-site-action"])
    }

    @Test func cardsFillOnlyInSecureContextsAndSameSiteForms() throws {
        let form = #"<form action="ACTION"><label for=c>Card number</label><input id=c autocomplete=cc-number></form>"#
        let http = try Self.page(form.replacingOccurrences(of: "ACTION", with: "/pay"), url: "http://shop.example/pay")
        #expect(Self.refusal { try Self.fill(http, .card(Self.visa)) }?.contains("not secure") == true)
        let foreign = try Self.page(form.replacingOccurrences(of: "ACTION", with: "https://evil.example/pay"), url: "https://shop.example/pay")
        #expect(Self.refusal { try Self.fill(foreign, .card(Self.visa)) }?.contains("evil.example") == true)
        let own = try Self.page(form.replacingOccurrences(of: "ACTION", with: "/pay"), url: "https://shop.example/pay")
        #expect(try Self.fill(own, .card(Self.visa)).filledOpids == ["__0"])
    }

    // MARK: The script belongs to one document

    @Test func theScriptRecordsItsOriginAndWhatEachTargetLookedLike() throws {
        let details = try Self.page(Self.login(), url: "https://WWW.acme.com:443/login?x#y")
        let script = try Self.fill(details).script
        #expect(script.origin == "https://www.acme.com")
        #expect(script.targets == [FieldFingerprint(opid: "__0", type: "text", htmlName: "username", htmlID: "u"),
                                   FieldFingerprint(opid: "__1", type: "password", htmlName: "password", htmlID: "p")])
        let decoded = try FillScript.decode(Data(script.jsonString().utf8))
        #expect(decoded.origin == script.origin && decoded.targets.sorted { $0.opid < $1.opid } == script.targets)
    }

    @Test func applySkipsAnElementThatIsNoLongerTheOneTheScriptWasMadeFor() throws {
        let original = Self.login()
        let script = try Self.fill(try Self.page(original)).script
        // The same opids now point at a message form.
        let changed = #"<form><input name=to id=to><textarea name=message id=m></textarea><input name=subject></form>"#
        let applied = try HTMLFiller().apply(script, toHTML: Data(changed.utf8))
        #expect(applied.filled.isEmpty)
        #expect(applied.skipped.map(\.reason).allSatisfy { $0 == "not the element the script was made for" || $0 == "no such field" })
        #expect(try HTMLFiller().apply(script, toHTML: Data(original.utf8)).filled == ["__0", "__1"])
    }
}
