import FormFillClassifier
import FormFillModel
import FormFillTestSupport
import Testing

/// A field's `aria-describedby` text (`label-describedby`) and a form's own words beyond its name, id and action:
/// its `class` and its heading.
@Suite struct FormWordsAndDescriptionTests {
    @Test func descriptionIsCollectedFromEveryTarget() throws {
        let r = try classifyHTML("""
            <form><input name="a" aria-describedby="d1 missing d2"></form>
            <div><span id="d1"> Five   digits</span><span id="d2">US only</span></div>
            """)
        #expect(r.0.fields[0].labelDescribedBy == "Five digits US only")
    }

    @Test func descriptionStandsInForAMissingLabel() throws {
        let r = try classifyHTML("""
            <form><input name="f7" aria-describedby="help"> \(contactFieldsHTML)<button>Save</button></form>
            <footer><p id="help">ZIP code</p></footer>
            """)
        #expect(designation(of: "f7", in: r) == "postal-code")
    }

    @Test func descriptionBesideALabelDoesNotRelabelTheField() throws {
        let r = try classifyHTML("""
            <form><label for="c">City</label><input id="c" name="c" aria-describedby="h"> \(contactFieldsHTML)</form>
            <p id="h">ZIP code is asked next</p>
            """)
        #expect(designation(of: "c", in: r) == "address-level2")
    }

    @Test func vetoWordInTheDescriptionMakesTheFieldSomethingElse() throws {
        let r = try classifyHTML("""
            <form><label>Card number <input name="num" aria-describedby="h"></label>
            <label>Expiry <input name="exp"></label><label>CVC <input name="cvc"></label></form>
            <p id="h">The number of your gift card</p>
            """)
        #expect(designation(of: "num", in: r) == nil)
    }

    @Test func formClassSaysUsernameStep() throws {
        let r = try classifyHTML("""
            <form class="js-login-form" action="/next"><input type="text" name="ident"><button>Next</button></form>
            """)
        #expect(r.1.forms[0].kind == .usernameStep)
        #expect(designation(of: "ident", in: r) == "username")
        #expect(r.0.forms[0].htmlClass == "js-login-form")
    }

    @Test func headingBeforeTheFormSaysUsernameStep() throws {
        let r = try classifyHTML("""
            <main><h2>Sign in</h2><form action="/next"><input type="text" name="ident"><button>Next</button></form></main>
            """)
        #expect(r.0.forms[0].heading == "Sign in")
        #expect(r.1.forms[0].kind == .usernameStep)
    }

    /// Outside forms, a group's boxes under a heading after other boxes (a site search, then "Create your account"
    /// over an e-mail and a password: their `label-section`) have it for their form's heading, as a form's own
    /// heading is read: a sign-up, not a login to fill the saved password into. Where the group's boxes sit under
    /// two headings, neither speaks for the group.
    @Test func aFormlessGroupsSectionHeadingIsItsHeading() throws {
        let search = #"<div class="search"><input type="search" name="q" placeholder="Search"></div>"#
        func boxes(_ heading: String) -> String {
            #"<h2>\#(heading)</h2><label>Email <input type="email" name="e"></label><label>Password <input type="password" name="p"></label>"#
        }
        let signUp = try classifyHTML(search + boxes("Create your account") + "<button>Continue</button>")
        #expect(signUp.1.forms.last?.kind == .signup)
        #expect(designation(of: "p", in: signUp) == "new-password")
        let login = try classifyHTML(search + boxes("Sign in") + "<button>Continue</button>")
        #expect(login.1.forms.last?.kind == .login)
        #expect(designation(of: "p", in: login) == "current-password")
        // Two sections in one group: no heading of the group's.
        let two = try classifyHTML(#"<label>Name <input name="n"></label><h2>Create your account</h2><label>Email <input type="email" name="e"></label><h3>Sign in</h3><label>Password <input type="password" name="p"></label>"#)
        #expect(two.1.forms.last?.evidence.contains { $0.signal == .form(.heading) } == false)
    }

    @Test func headingInsideTheFormIsTheFormsHeading() throws {
        let r = try classifyHTML("""
            <form action="/next"><div><h3>Log in to your account</h3></div><input type="text" name="ident"><button>Next</button></form>
            """)
        #expect(r.0.forms[0].heading == "Log in to your account")
        #expect(r.1.forms[0].kind == .usernameStep)
    }

    @Test func formWithoutSignInWordsIsNoUsernameStep() throws {
        let r = try classifyHTML("""
            <h2>Feedback</h2><form class="panel" action="/next"><input type="text" name="ident"><button>Next</button></form>
            """)
        #expect(r.1.forms[0].kind != .usernameStep)
        #expect(designation(of: "ident", in: r) != "username")
    }

    /// An identifier-first sign-in keeps a password box the user cannot see beside its lone box (for password
    /// managers: the password comes on the next step): the box is the user name, whatever the form says.
    @Test(arguments: [#"style="display:none""#, #"style="position:absolute;left:-9999px" aria-hidden="true" tabindex="-1""#,
                      #"hidden"#])
    func aHiddenPasswordBesideALoneBoxSaysUsernameStep(hiding: String) throws {
        for box in [#"type="email" name="identifier""#, #"type="text" name="ident""#] {
            let r = try classifyHTML("""
                <form action="/next" method="post"><label>Email or phone <input \(box)></label>
                <input type="password" name="hiddenPassword" \(hiding)><button>Next</button></form>
                """)
            #expect(r.1.forms[0].kind == .usernameStep, "\(box) \(hiding)")
            #expect(r.1.fields[0].designation == .username, "\(box) \(hiding)")
        }
    }

    /// Not when the hidden box is a new password (a checkout's "create an account" that opens below its e-mail
    /// box), nor when the form's words say it is something else.
    @Test func aHiddenNewPasswordOrOtherWordsSayNoUsernameStep() throws {
        let newPassword = try classifyHTML("""
            <form action="/next" method="post"><label>Email <input type="email" name="email"></label>
            <input type="password" name="pw" autocomplete="new-password" style="display:none"><button>Next</button></form>
            """)
        #expect(newPassword.1.forms[0].kind != .usernameStep)
        for (words, box) in [("Subscribe to our newsletter", "email"), ("Search the site", "text"), ("Create your account", "email")] {
            let r = try classifyHTML("""
                <form action="/next" method="post"><h3>\(words)</h3><label>Your entry <input type="\(box)" name="f"></label>
                <input type="password" name="pw" style="display:none"><button>Go</button></form>
                """)
            #expect(r.1.forms[0].kind != .usernameStep, "\(words)")
        }
    }

    /// Single sign-on and OAuth endpoints are a sign-in form's own words: an identity provider's first step posts
    /// its lone box to them and says nothing else.
    @Test(arguments: ["/oauth/authorize", "/oauth2/auth", "/sso/start", "/saml2/idp/request", "/authorize",
                      "/connect/authorize?client_id=app", "/openid/step"])
    func aSingleSignOnActionSaysUsernameStep(action: String) throws {
        let r = try classifyHTML("""
            <form action="\(action)" method="post"><input type="text" name="ident"><button>Continue</button></form>
            """)
        #expect(r.1.forms[0].kind == .usernameStep, "\(action)")
        #expect(designation(of: "ident", in: r) == "username", "\(action)")
    }

    /// "Authorize" speaks of sign-in only in the form's name, id, class or action (the OAuth endpoint): a button
    /// that authorizes a payment or a transfer says nothing of a login.
    @Test func anAuthorizeButtonIsNoSignInWord() throws {
        let r = try classifyHTML("""
            <form action="/next" method="post"><input type="text" name="ident"><button>Authorize</button></form>
            """)
        #expect(r.1.forms[0].kind != .usernameStep)
        #expect(designation(of: "ident", in: r) != "username")
    }

    /// "saml" and "sso" count as whole words only: "Samlet" (Danish and Norwegian "in total") is no sign-in.
    @Test func samlAndSSOAreWholeWords() throws {
        let r = try classifyHTML("""
            <form action="/samlet" method="post"><input type="text" name="ident"><button>Next</button></form>
            <form action="/ssorder" method="post"><input type="text" name="ident2"><button>Next</button></form>
            """)
        #expect(r.1.forms.allSatisfy { $0.kind != .usernameStep })
    }

    /// An action's query names its parameters for the server (`Session_ID`, `returnUrl`); what the form is for is
    /// in the path and in the values (`ucp.php?mode=login`). A session id in a cart form's query is no sign-in.
    @Test func anActionsParameterNamesAreNoFormWords() throws {
        let cart = try classifyHTML("""
            <form action="/store/merchant.mvc?Session_ID=25ac58&amp;Screen=BASK" method="post">
            <label for=qty>How many?</label><input type="text" name="Quantity" id=qty value="1"><input type="submit" value="Add to bag"></form>
            """)
        #expect(cart.1.forms[0].kind != .usernameStep)
        #expect(designation(of: "Quantity", in: cart) != "username")
        let forum = try classifyHTML("""
            <form action="/ucp.php?mode=login&amp;sid=5f2" method="post"><input type="text" name="ident"><button>Next</button></form>
            """)
        #expect(forum.1.forms[0].kind == .usernameStep)
    }

    /// A lone box whose own name says newsletter is a newsletter's, even where the action's words could say
    /// sign-in (German "anmelden" is both "subscribe" and "log in"): no user name goes there.
    @Test func aLoneNewsletterBoxIsNoUsernameStep() throws {
        let r = try classifyHTML("""
            <form action="/konto/newsletter/anmelden" method="post"><input type="text" name="newsletter" value="Ihre E-Mail-Adresse">
            <input type="submit" value="OK"></form>
            """)
        #expect(r.1.forms[0].kind == .newsletter)
        #expect(designation(of: "newsletter", in: r) != "username")
    }

    /// A username step whose box is named for a web address (an OpenID URL, a website) asks for an address, not
    /// the vault's user name.
    @Test func aWebAddressBoxIsNoUserName() throws {
        let r = try classifyHTML("""
            <form action="/openid/login" method="post"><label for=o>OpenID URL</label><input id=o name="openid_url">
            <button>Sign in</button></form>
            """)
        #expect(designation(of: "openid_url", in: r) != "username")
    }

    /// A hidden input that names the form's route (`action`, `form_id`, `do`, `mode`, ...) says what a POST form
    /// does, as the query's values of a GET form's action do: WordPress's `action=subscribe`, Drupal's
    /// `form_id=user_register_form`. Other hidden values (tokens, referrers) say nothing.
    @Test func aHiddenRouteInputSaysWhatTheFormDoes() throws {
        let follow = try classifyHTML("""
            <form action="https://subscribe.example.net" method="post"><p>Get every new post delivered to your inbox.</p>
            <input type="email" name="email" placeholder="Enter your email address"><input type="hidden" name="action" value="subscribe">
            <input type="submit" value="Follow"></form>
            """)
        #expect(follow.1.forms[0].kind == .newsletter)
        let register = try classifyHTML("""
            <form action="/node/12" method="post"><label>E-mail <input name="mail"></label><label>Password <input type="password" name="pass"></label>
            <input type="hidden" name="form_id" value="user_register_form"><input type="submit" name="op" value="Continue"></form>
            """)
        #expect(register.1.forms[0].kind == .signup)
        let referrer = try classifyHTML("""
            <form action="/node/12" method="post"><label>E-mail <input name="mail"></label><label>Password <input type="password" name="pass"></label>
            <input type="hidden" name="return_to" value="/user/register"><input type="submit" name="op" value="Continue"></form>
            """)
        #expect(referrer.1.forms[0].kind == .login)
    }
}
