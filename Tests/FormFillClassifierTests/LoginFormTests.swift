import FormFillClassifier
import FormFillModel
import FormFillTestSupport
import Testing

/// Login, sign-up, change-password and multi-step forms as real sites build them.
@Suite struct LoginFormTests {
    @Test func classicLogin() throws {
        let html = """
            <form id="login" action="/session" method="post">
              <label for="e">Email</label><input type="email" id="e" name="user[email]">
              <label for="p">Password</label><input type="password" id="p" name="user[password]">
              <input type="checkbox" name="remember"> Remember me
              <input type="submit" value="Log in">
            </form>
            """
        let r = try classifyHTML(html)
        #expect(designation(of: "user[email]", in: r) == "username")
        #expect(designation(of: "user[password]", in: r) == "current-password")
        #expect(designation(of: "remember", in: r) == nil)
        #expect(r.1.forms.first?.kind == .login)
    }

    @Test func usernameIsTheNearestPrecedingTextField() {
        // The box right before the password is the user name even with a meaningless name.
        let r = classifyInForm([field(name: "q1", label: "Company"), field(name: "acct"), field("password", name: "pw")])
        #expect(r.fields[1].designation == .username)
        #expect(r.fields[0].designation == .organization)
    }

    /// A box the user cannot see (off screen, clipped away, under a layer) is not the login's user name while a
    /// box on screen can be: the structure chooses among the viewable boxes, as it does for passwords, whatever
    /// the hidden box's words say. With no viewable candidate, the choice falls back to the visible ones.
    @Test func theUserNameIsChosenAmongTheBoxesOnScreen() {
        let r = classifyInForm([field(name: "uname", viewable: false), field(name: "u2"), field("password", name: "pw")])
        #expect(r.fields[1].designation == .username)
        #expect(r.fields[0].designation != .username)
        let marked = classifyInForm([field(name: "b", autocomplete: "username"),
                                     field(name: "a", autocomplete: "username", viewable: false), field("password", name: "pw")])
        #expect(marked.fields[0].designation == .username)
        #expect(marked.fields[1].designation != .username)
        let onlyOffScreen = classifyInForm([field(name: "uname", viewable: false), field("password", name: "pw")])
        #expect(onlyOffScreen.fields[0].designation == .username)
    }

    /// In a login, the box before the password takes the user name whatever person's detail its label names: a
    /// forum's "Display name" or "Nickname", a "Name" read as a first name ("Имя"). On a sign-up the same box
    /// keeps the person's detail.
    @Test(arguments: [("Display name", "display_name"), ("Nickname", "nick"), ("Имя", "vb_login_username"),
                      ("Last name", "lname")])
    func aPersonsDetailBeforeTheLoginsPasswordIsTheUserName(label: String, name: String) throws {
        let login = try classifyHTML("""
            <form action="/login.php" method="post"><label for=u>\(label)</label><input id=u name="\(name)">
            <label for=p>Password</label><input type=password id=p name=pw><input type=submit value="Log in"></form>
            """)
        #expect(login.1.forms[0].kind == .login, "\(label)")
        #expect(designation(of: name, in: login) == "username", "\(label)")
        let signUp = try classifyHTML("""
            <form action="/register" method="post"><label for=e>Email</label><input type=email id=e name=email>
            <label for=u>\(label)</label><input id=u name="\(name)">
            <label for=p>Password</label><input type=password id=p name=pw><input type=submit value="Create account"></form>
            """)
        #expect(signUp.1.forms[0].kind == .signup, "\(label)")
        #expect(designation(of: name, in: signUp) != "username", "\(label)")
    }

    /// A text that says both sign-in and sign-up (`/auth/register`: the sign-in namespace, the sign-up endpoint)
    /// speaks for neither; the form's other words decide.
    /// A change of e-mail asks for the new address twice and the current password: neither e-mail box is the
    /// login's user name (a login asks for the address the account has now), so the user name goes nowhere
    /// and the password still fills. Before, the nearest box, "Confirm new email", took the old user name.
    @Test(arguments: [("New email", "Confirm new email"), ("New e-mail address", "Re-enter e-mail address"),
                      ("Email", "Confirm email")])
    func aNewOrConfirmedEmailIsNoUserName(first: String, second: String) throws {
        let r = try classifyHTML("""
            <form action="/account/email" method="post"><label>\(first)<input name="ne" type="email"></label>
            <label>\(second)<input name="ce" type="email"></label>
            <label>Current password<input type="password" name="cp"></label><button>Save</button></form>
            """)
        #expect(designation(of: "ce", in: r) != "username", "\(second)")
        if first.hasPrefix("New") { #expect(designation(of: "ne", in: r) != "username", "\(first)") }
        #expect(designation(of: "cp", in: r) == "current-password")
        // A sign-up keeps its e-mail boxes and a user name chosen in words of its own.
        let signUp = try classifyHTML("""
            <form action="/join" method="post"><label>Choose a username<input name="u"></label>
            <label>Email<input name="e" type="email"></label><label>Confirm email<input name="c" type="email"></label>
            <label>Password<input type="password" name="p"></label><label>Confirm password<input type="password" name="p2"></label>
            <button>Create account</button></form>
            """)
        #expect(designation(of: "u", in: signUp) == "username")
    }

    @Test func anActionThatSaysBothSignInAndSignUpSaysNeither() throws {
        let signUp = try classifyHTML("""
            <h2>Create a free account</h2><form id="signup-form" action="/auth/register" method="post">
            <label>Your name <input name="name"></label><label>E-mail <input name="email"></label>
            <label>Password <input type="password" name="password"></label><input type="submit" value="Continue"></form>
            """)
        #expect(signUp.1.forms[0].kind == .signup)
        #expect(designation(of: "password", in: signUp) == "new-password")
        let login = try classifyHTML("""
            <form action="/auth/login" method="post"><label>E-mail <input name="email"></label>
            <label>Password <input type="password" name="password"></label><input type="submit" value="Continue"></form>
            """)
        #expect(login.1.forms[0].kind == .login)
        #expect(designation(of: "password", in: login) == "current-password")
    }

    /// Of two boxes whose words say user name, the one with the stronger evidence is the login's: a "Username"
    /// placeholder on `user[login]` outranks an id `user_name` whose placeholder says "Real name".
    @Test func theStrongestUserNameWordsWinOverTheNearest() throws {
        let r = try classifyHTML("""
            <form id="new_user" action="/users" method="post">
            <input id="user_login" name="user[login]" placeholder="Username">
            <input id="user_name" name="user[name]" placeholder="Real name">
            <input id="user_email" name="user[email]" placeholder="Email">
            <input type="password" name="user[password]" placeholder="Password">
            <input type="password" name="user[password_confirmation]" placeholder="Confirm password">
            <input type="submit" value="Sign up"></form>
            """)
        #expect(designation(of: "user[login]", in: r) == "username")
        #expect(designation(of: "user[name]", in: r) == "name")
        #expect(designation(of: "user[email]", in: r) == "email")
    }

    /// A form does what its submit button does: a `type=button` beside it ("Create an account", which opens
    /// another page) says nothing of this form. Where no button submits, every button speaks.
    @Test func aButtonThatDoesNotSubmitSaysNothingBesideOneThatDoes() throws {
        let login = try classifyHTML("""
            <form action="/shop/account" method="post"><input type=button value="Create an account">
            <label>E-mail <input name=email></label><label>Password <input type=password name=pw></label>
            <input type=submit value="Continue"></form>
            """)
        #expect(login.1.forms[0].kind == .login)
        #expect(designation(of: "pw", in: login) == "current-password")
        let signUp = try classifyHTML("""
            <form action="/shop/account" method="post"><label>E-mail <input name=email></label>
            <label>Password <input type=password name=pw></label><button type=button>Create an account</button></form>
            """)
        #expect(signUp.1.forms[0].kind == .signup)
    }

    @Test func multiStepLogin() throws {
        let step1 = try classifyHTML("""
            <form action="/signin/identifier"><label for="i">Email or phone</label><input type="email" id="i" name="identifier">
            <button type="submit">Next</button></form>
            """)
        #expect(step1.1.forms.first?.kind == .usernameStep)
        #expect(designation(of: "identifier", in: step1) == "username")
        let step2 = try classifyHTML("""
            <form action="/signin/challenge"><input type="hidden" name="identifier" value="wile@acme.com">
            <label for="p">Enter your password</label><input type="password" id="p" name="Passwd">
            <button type="submit">Next</button></form>
            """)
        #expect(step2.1.forms.first?.kind == .passwordStep)
        #expect(designation(of: "Passwd", in: step2) == "current-password")
    }

    @Test func formlessLogin() throws {
        let r = try classifyHTML("""
            <div class="login"><input name="user" placeholder="Benutzername"><input type="password" name="pass" placeholder="Passwort">
            <button type="submit">Anmelden</button></div>
            <div class="footer"><input name="q" type="search"></div>
            """)
        #expect(r.1.forms.map(\.opid) == ["__formless__0", "__formless__1"])
        #expect(r.1.forms.map(\.kind) == [.login, .search])
        #expect(r.1.fields.first?.group == "__formless__0")
        #expect(designation(of: "user", in: r) == "username")
    }

    @Test func twoFormlessLoginsWithoutButtonsAreTwoGroups() throws {
        // Links or script-driven boxes instead of submit buttons: the second login's user name, after the first
        // login's password, starts a group of its own.
        let r = try classifyHTML("""
            <div class="header"><input name="u1" placeholder="Username"><input type="password" name="p1" placeholder="Password">
            <a href="#">Log in</a></div><p>Welcome</p>
            <div class="main"><input name="u2" placeholder="Username"><input type="password" name="p2" placeholder="Password">
            <a href="#">Sign in</a></div>
            """)
        #expect(r.1.forms.map(\.opid) == ["__formless__0", "__formless__1"])
        #expect(r.1.forms.map(\.kind) == [.login, .login])
        #expect(["u1", "p1", "u2", "p2"].map { designation(of: $0, in: r) } == ["username", "current-password", "username", "current-password"])
        // A formless sign-up's passwords follow one another: one group.
        let signUp = try classifyHTML("""
            <div><input name="u" placeholder="Username"><input type="email" name="e" placeholder="Email">
            <input type="password" name="a" placeholder="Password"><input type="password" name="b" placeholder="Confirm password"></div>
            """)
        #expect(signUp.1.forms.map(\.kind) == [.signup])
    }

    @Test func signUp() throws {
        let r = try classifyHTML("""
            <form action="/register"><input name="first_name" placeholder="First name"><input name="last_name" placeholder="Last name">
            <input type="email" name="email" placeholder="Email"><input type="password" name="password" placeholder="Password">
            <input type="password" name="password_confirmation" placeholder="Confirm password">
            <button type="submit">Create account</button></form>
            """)
        #expect(r.1.forms.first?.kind == .signup)
        #expect(designation(of: "email", in: r) == "email")
        #expect(designation(of: "password", in: r) == "new-password")
        #expect(designation(of: "password_confirmation", in: r) == "new-password")
    }

    @Test func singlePasswordSignUpByItsButton() {
        let r = classify([field("email", name: "email", label: "Email"), field("password", name: "pw", label: "Password"),
                          field(name: "fn", label: "First name"), field("submit", name: "go", value: "Sign up")])
        #expect(r.forms[0].kind == .signup)
        #expect(r.fields[1].designation == .newPassword)
    }

    /// Names and an e-mail without a password are a sign-up only when the form says so; a profile or a
    /// checkout's contact step is contact details (kind `address`, what an identity fills).
    @Test func personalDetailsWithoutAPasswordAreContactDetailsUnlessTheFormSaysSignUp() throws {
        let profile = try classifyHTML("""
            <form action="/account/profile" method="post"><h2>Personal details</h2>
            <label>First name <input name="first"></label><label>Last name <input name="last"></label>
            <label>Email <input type="email" name="email"></label><label>Phone <input type="tel" name="phone"></label>
            <button>Save changes</button></form>
            """)
        #expect(profile.1.forms.first?.kind == .address)
        #expect(designation(of: "first", in: profile) == "given-name")
        let join = try classifyHTML("""
            <form action="/join"><label>Full name <input name="name"></label>
            <label>Email <input type="email" name="email"></label><label>Phone <input type="tel" name="phone"></label>
            <button>Create account</button></form>
            """)
        #expect(join.1.forms.first?.kind == .signup)
    }

    @Test func changePassword() throws {
        let r = try classifyHTML("""
            <form action="/account/password"><label for="a">Current password</label><input type="password" id="a" name="old">
            <label for="b">New password</label><input type="password" id="b" name="new1">
            <label for="c">Confirm new password</label><input type="password" id="c" name="new2">
            <button>Change password</button></form>
            """)
        #expect(r.1.forms.first?.kind == .changePassword)
        #expect(designation(of: "old", in: r) == "current-password")
        #expect(designation(of: "new1", in: r) == "new-password")
        #expect(designation(of: "new2", in: r) == "new-password")
    }

    /// A password reset (the link from the e-mail): a new password and its confirmation, no box for the account,
    /// and the form's words say reset or change: a change of password for an account that exists, not a sign-up.
    /// Sign-up words, or a box for the account, keep it a sign-up.
    @Test func aResetFormIsAChangeOfPassword() throws {
        func kind(_ body: String, action: String = "/reset") throws -> FormKind? {
            try classifyHTML(#"<form action="\#(action)">\#(body)</form>"#).1.forms.first?.kind
        }
        let boxes = #"<label for="a">New password</label><input type="password" id="a" name="p1">"#
            + #"<label for="b">Re-enter password</label><input type="password" id="b" name="p2">"#
        #expect(try kind(boxes + "<button>Reset password</button>") == .changePassword)
        #expect(try kind("<h2>Choose a new password</h2>" + boxes.replacingOccurrences(of: "New password", with: "Password")
                         + "<button>Save</button>", action: "/account/recover") == .changePassword)
        #expect(try kind(boxes + "<button>Create account</button>", action: "/join") == .signup)
        #expect(try kind(#"<label for="e">Email</label><input type="email" id="e" name="e">"# + boxes
                         + "<button>Continue</button>", action: "/start") == .signup)
        // A read-only account box only shows whose password changes: still a reset.
        let shown = #"<label for="e">Email</label><input type="email" id="e" name="e" value="wile@example.com" readonly>"#
        #expect(try kind(shown + boxes + "<button>Reset password</button>") == .changePassword)
    }

    @Test func changePasswordWithoutWords() {
        // Three password boxes: the first is the current one, the others the new one and its confirmation.
        let r = classify([field("password", name: "p1"), field("password", name: "p2"), field("password", name: "p3")])
        #expect(designations(r) == ["current-password", "new-password", "new-password"])
        #expect(r.forms[0].kind == .changePassword)
    }

    @Test func bestOfSeveralLoginForms() throws {
        let r = try classifyHTML("""
            <form id="header-login" action="/login" style="display:none"><input name="u"><input type="password" name="p"></form>
            <form id="main-login" action="/login"><label for="u2">Username</label><input id="u2" name="username">
            <label for="p2">Password</label><input type="password" id="p2" name="password"><button>Sign in</button></form>
            """)
        #expect(r.1.forms.map(\.kind) == [.login, .login])
        #expect(r.1.forms[0].visible == false)
        #expect(r.1.bestForm(of: [.login])?.opid == "__form__1")
        #expect(r.1.forms[1].score > r.1.forms[0].score)
    }

    @Test func oneTimeCodeForm() throws {
        let r = try classifyHTML("""
            <form action="/two-factor"><label for="otp">Enter the 6-digit code from your authenticator app</label>
            <input id="otp" name="otp" inputmode="numeric" maxlength="6" autocomplete="one-time-code"><button>Verify</button></form>
            """)
        #expect(r.1.forms.first?.kind == .oneTimeCode)
        #expect(designation(of: "otp", in: r) == "one-time-code")
    }
}

@Suite struct FixtureFormChoiceTests {
    @Test func exactlyOneOfThreeLoginFormsIsChosen() throws {
        // Fixtures/pages/hidden-duplicate-login.html: the same login form three times, two of them hidden.
        let url = Repository.fixtures.appendingPathComponent("pages/hidden-duplicate-login.html")
        let html = try String(contentsOf: url, encoding: .utf8)
        let (_, result) = try classifyHTML(html, url: "https://www.acme.com/login")
        let logins = result.forms.filter { $0.kind == .login }
        #expect(logins.count == 3)
        #expect(logins.filter(\.visible).count == 1)
        let best = try #require(result.bestForm(of: [.login]))
        #expect(best.visible)
        let fillable = result.fields.filter { best.fieldOpids.contains($0.opid) && $0.isFillable }
        #expect(fillable.compactMap(\.designation) == [.username, .currentPassword])
    }
}

/// A username step under a heading that leads into its form from a title block or a wrapper before it ("Sign in",
/// then "to continue", then the form in a card): the heading is the form's own word, as one inside it is.
@Suite struct LeadInHeadingTests {
    @Test(arguments: [
        #"<div class=title><h1>Sign in</h1><p>to continue to Mail</p></div><form action="/s"><label>Email or phone<input name=e></label><button>Next</button></form>"#,
        #"<h1>Log in to your account</h1><div class=card><form action="/s"><label>Email<input name=e type=email></label><button>Continue with email</button></form></div>"#,
    ])
    func aUsernameStepUnderALeadInHeading(page: String) throws {
        let r = try classifyHTML(page)
        #expect(r.1.forms.first?.kind == .usernameStep, "\(page)")
        #expect(designation(of: "e", in: r) == "username")
    }

    /// Control: the same box under a newsletter's title block is no sign-in.
    @Test func aNewsletterTitleBlockIsNoSignIn() throws {
        let r = try classifyHTML(#"<div class=title><h2>Our newsletter</h2><p>Tips every week</p></div><form action="/s"><label>Email<input name=e type=email></label><button>Next</button></form>"#)
        #expect(r.1.forms.first?.kind != .usernameStep)
    }
}

/// A password box that is not the account's, or boxes before it that are not its user name.
@Suite struct BoxesThatAreNotTheLoginsTests {
    /// A form that posts a message (a textarea beside the password box, between the same submit buttons) is no
    /// login: its one password box is the message's, a key to edit or delete it later, as comment forms,
    /// guestbooks and bulletin boards ask for; the account's password would be sent with the comment.
    @Test(arguments: [
        #"<form action="/comment" method="post"><label>Name <input name="author"></label><label>Email <input name="email" type="email"></label><label>Comment <textarea name="comment"></textarea></label><label>Password (to edit later) <input type="password" name="pw"></label><button>Post comment</button></form>"#,
        #"<form action="/guestbook" method="post"><label>Your name <input name="name"></label><label>Message <textarea name="msg"></textarea></label><label>Password <input type="password" name="pw"></label><button>Sign</button></form>"#,
        #"<form action="/board" method="post"><input name="n" placeholder="Name"><textarea name="body"></textarea><input type="password" name="pw" placeholder="Delete key"><input type="submit" value="Post"></form>"#,
    ])
    func aMessagesPasswordIsNoLogin(page: String) throws {
        let r = try classifyHTML(page)
        #expect(![.login, .passwordStep].contains(r.1.forms.first?.kind), "\(page)")
    }

    /// Controls: a login beside a message form in one page-wide form (each closed by its own submit button), and a
    /// login with no message, stay logins.
    @Test func aLoginApartFromTheMessageStaysALogin() throws {
        let pageWide = try classifyHTML(#"<form action="/default.aspx" method="post"><label>User name <input name="u"></label><label>Password <input type="password" name="p"></label><input type="submit" value="Log in"><h2>Feedback</h2><label>Your message <textarea name="m"></textarea></label><input type="submit" value="Send"></form>"#)
        #expect(pageWide.1.forms.first?.kind == .login)
        #expect(designation(of: "p", in: pageWide) == "current-password")
        let plain = try classifyHTML(#"<form action="/session" method="post"><label>Email <input name="e" type="email"></label><label>Password <input type="password" name="p"></label><button>Sign in</button></form>"#)
        #expect(plain.1.forms.first?.kind == .login)
        // A checkout's order notes beside its "Create an account" password: the address decides, a new password.
        let checkout = try classifyHTML(#"<form action="/checkout" method="post"><label>First name <input name="fn"></label><label>Last name <input name="ln"></label><label>Street address <input name="a1"></label><label>Town / City <input name="city"></label><label>Postcode <input name="zip"></label><label>Account password <input type="password" name="pw"></label><label>Order notes <textarea name="notes"></textarea></label><button>Place order</button></form>"#)
        #expect(designation(of: "pw", in: checkout) == "new-password")
    }

    /// A search form's password box is no login's: the form's own action, name or id say search and it has its
    /// search box (a query sent in the address, where a password would be logged). A page-wide form that
    /// posts to its own page and holds the site's search beside its login stays a login.
    @Test func aSearchFormsPasswordIsNoLogin() throws {
        let search = try classifyHTML(#"<form action="/search" method="get"><input name="q" placeholder="Search"><input type="password" name="p"><button>Search</button></form>"#)
        #expect(![.login, .passwordStep].contains(search.1.forms.first?.kind))
        let named = try classifyHTML(#"<form id="site-search" action="/find"><input type="search" name="q"><label>Password <input type="password" name="p"></label><button>Go</button></form>"#)
        #expect(![.login, .passwordStep].contains(named.1.forms.first?.kind))
        let pageWide = try classifyHTML(#"<form id="aspnetForm" method="post"><input type="search" name="q" placeholder="Search"><input type="submit" value="Search"><label>User name <input name="u"></label><label>Password <input type="password" name="p"></label><input type="submit" value="Log in"></form>"#)
        #expect(pageWide.1.forms.first?.kind == .login)
    }

    /// The nearest box before the password is the user name by position only when nothing else stands before
    /// the password: among two boxes or more that no word, type or mark makes the account's, the nearest is a
    /// guess ("Bio" on a profile that asks for the current password to save it, a transfer's "Recipient IBAN"
    /// before the password that confirms it), and the user name goes nowhere. The password still fills.
    @Test(arguments: [
        (#"<form action="/profile" method="post"><label>Display name <input name="display"></label><label>Bio <input name="bio"></label><label>Current password <input type="password" name="cur"></label><button>Save</button></form>"#, "bio"),
        (#"<form action="/transfer" method="post"><label>Amount <input name="amount"></label><label>Recipient IBAN <input name="iban"></label><label>Password <input type="password" name="pw"></label><button>Send money</button></form>"#, "iban"),
    ])
    func aGuessAmongBoxesThatSaySomethingElseIsNoUserName(page: String, nearest: String) throws {
        let r = try classifyHTML(page)
        #expect(designation(of: nearest, in: r) != "username", "\(page)")
        #expect(!r.1.fields.contains { $0.designation == .username }, "\(page)")
        #expect(r.1.forms.first?.kind == .passwordStep, "\(page)")
    }

    /// Controls: the only box before the password, unlabelled boxes' nearest with words in its name, a box whose
    /// label names an account's number, and one whose words say user name keep the user name.
    @Test(arguments: [
        (#"<form action="/s" method="post"><label>Kennung <input name="k"></label><label>Passwort <input type="password" name="p"></label><button>OK</button></form>"#, "k"),
        (#"<form action="/s" method="post"><label>Branch <input name="branch"></label><label>Customer number <input name="cn"></label><label>PIN <input type="password" name="p"></label><button>Log on</button></form>"#, "cn"),
        (#"<form action="/s" method="post"><label>Company <input name="co"></label><label>Login <input name="lg"></label><label>Password <input type="password" name="p"></label><button>Sign in</button></form>"#, "lg"),
    ])
    func theLoginsUserNameBoxStays(page: String, box: String) throws {
        let r = try classifyHTML(page)
        #expect(designation(of: box, in: r) == "username", "\(page)")
    }
}

/// A gift card's, a voucher's or a coupon's PIN is no login's password, and its number no user name: a balance
/// check or a redemption form ("Gift card number" and "PIN", "Gutscheincode" and "PIN") would get the vault's
/// user name and password. A password box beside such a box is the card's unless its own words say password.
@Suite struct StoredValueCardTests {
    @Test(arguments: [
        #"<form action="/balance" method="post"><label>Gift card number <input name="n"></label><label>PIN <input type="password" name="p"></label><button>Check balance</button></form>"#,
        #"<form action="/redeem" method="post"><label>Voucher code <input name="n"></label><label>PIN <input type="password" name="p"></label><button>Redeem</button></form>"#,
        #"<form action="/x" method="post"><input name="n" placeholder="eGift card number"><input type="password" name="p"><button>Apply</button></form>"#,
        #"<form action="/x" method="post"><label>Gutscheinnummer <input name="n"></label><label>PIN <input type="password" name="p"></label><button>Einlösen</button></form>"#,
        #"<form action="/x" method="post"><label>Numéro de carte cadeau <input name="n"></label><label>Code PIN <input type="password" name="p"></label><button>Valider</button></form>"#,
    ])
    func aStoredValueCardsPinIsNoLogin(page: String) throws {
        let r = try classifyHTML(page)
        #expect(designation(of: "n", in: r) != "username", "\(page)")
        #expect(designation(of: "p", in: r) != "current-password", "\(page)")
        #expect(![.login, .passwordStep].contains(r.1.forms.first?.kind), "\(page)")
    }

    /// Controls: a library card, a membership number and a bank's customer number with a PIN are logins; a box
    /// that says password beside a gift card's box is a password.
    @Test(arguments: [
        #"<form action="/x" method="post"><label>Library card number <input name="n"></label><label>PIN <input type="password" name="p"></label><button>Log in</button></form>"#,
        #"<form action="/x" method="post"><label>Membership number <input name="n"></label><label>Password <input type="password" name="p"></label><button>Log in</button></form>"#,
        #"<form action="/x" method="post"><label>Customer number <input name="n"></label><label>PIN <input type="password" name="p"></label><button>Log in</button></form>"#,
    ])
    func anAccountsPinStaysItsPassword(page: String) throws {
        let r = try classifyHTML(page)
        #expect(designation(of: "p", in: r) == "current-password", "\(page)")
        #expect(r.1.forms.first?.kind == .login, "\(page)")
    }

    @Test func aPasswordBesideAGiftCardsBoxStaysAPassword() throws {
        let r = try classifyHTML(#"<form action="/session" method="post"><label>Email <input name="e" type="email"></label><label>Password <input type="password" name="p"></label><label>Gift card (optional) <input name="g"></label><button>Sign in</button></form>"#)
        #expect(designation(of: "p", in: r) == "current-password")
        #expect(designation(of: "e", in: r) == "username")
    }
}

/// A lone box whose own words name a coupon, a gift card or an order's reference is no username step's, whatever
/// the button says ("Sign in to apply", "Log in to track"): the user name would go into the coupon's box.
@Suite struct LoneBoxForSomethingElseTests {
    @Test(arguments: [
        #"<form action="/cart" method="post"><label>Coupon code <input name="n"></label><button>Sign in to apply</button></form>"#,
        #"<form action="/orders" method="post"><label>Order number <input name="n"></label><button>Log in to track</button></form>"#,
        #"<form action="/x" method="post"><input name="n" placeholder="Tracking number"><button>Sign in</button></form>"#,
        #"<form action="/x" method="post"><label>Bestellnummer <input name="n"></label><button>Anmelden</button></form>"#,
    ])
    func aLoneBoxForSomethingElseIsNoUsernameStep(page: String) throws {
        let r = try classifyHTML(page)
        #expect(r.1.forms.first?.kind != .usernameStep, "\(page)")
        #expect(designation(of: "n", in: r) != "username", "\(page)")
    }

    /// Controls: an e-mail, a membership number and the author's `username` token stay a username step.
    @Test(arguments: [
        #"<form action="/x" method="post"><label>Email <input name="n"></label><button>Sign in</button></form>"#,
        #"<form action="/x" method="post"><label>Membership number <input name="n"></label><button>Sign in</button></form>"#,
        #"<form action="/x" method="post"><label>Order number <input name="n" autocomplete="username"></label><button>Next</button></form>"#,
    ])
    func anAccountsLoneBoxStaysAUsernameStep(page: String) throws {
        let r = try classifyHTML(page)
        #expect(r.1.forms.first?.kind == .usernameStep, "\(page)")
        #expect(designation(of: "n", in: r) == "username", "\(page)")
    }

    /// An order's reference is no user name before a password either: the e-mail box is.
    @Test func anOrderNumberBeforeThePasswordIsNoUserName() throws {
        let r = try classifyHTML(#"<form action="/x" method="post"><label>Your reference <input name="e"></label><label>Order number <input name="n"></label><label>Password <input type="password" name="p"></label><button>Sign in</button></form>"#)
        #expect(designation(of: "n", in: r) != "username")
    }

    /// A box that asks for an amount of money or a quantity holds a number, not an account: a transfer's or an
    /// order's confirmation asks for the password after it, and the box gets no user name by position.
    @Test(arguments: [
        #"<form action="/x" method="post"><label>Amount <input name="n"></label><label>Password <input type="password" name="p"></label><button>Send</button></form>"#,
        #"<form action="/x" method="post"><input name="n" placeholder="Quantity"><input type="password" name="p" placeholder="Password"><button>Confirm</button></form>"#,
        #"<form action="/x" method="post"><label>Betrag (EUR) <input name="n"></label><label>Passwort <input type="password" name="p"></label><button>Überweisen</button></form>"#,
        #"<form action="/x" method="post"><label>Montant <input name="n"></label><label>Mot de passe <input type="password" name="p"></label><button>Valider</button></form>"#,
    ])
    func anAmountBeforeThePasswordIsNoUserName(page: String) throws {
        let r = try classifyHTML(page)
        #expect(designation(of: "n", in: r) != "username", "\(page)")
        #expect(designation(of: "p", in: r) == "current-password", "\(page)")
    }

    /// Controls: words that only contain the list's words ("Summary", "Account total" is no box) keep the user
    /// name.
    @Test(arguments: [
        #"<form action="/x" method="post"><label>Consumer ID <input name="n"></label><label>Password <input type="password" name="p"></label><button>Sign in</button></form>"#,
        #"<form action="/x" method="post"><label>Summit login <input name="n"></label><label>Password <input type="password" name="p"></label><button>Sign in</button></form>"#,
    ])
    func wordsThatOnlyContainAnAmountKeepTheUserName(page: String) throws {
        let r = try classifyHTML(page)
        #expect(designation(of: "n", in: r) == "username", "\(page)")
    }
}
