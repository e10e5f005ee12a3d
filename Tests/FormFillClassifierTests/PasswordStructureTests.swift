import FormFillClassifier
import FormFillModel
import FormFillTestSupport
import Testing

/// Login structures decided by rule (see `LoginParser`): authored tokens, decoy password boxes, roles by order
/// and prefilled values, the user-name box by its evidence, username steps by the form's own words.
@Suite struct PasswordStructureTests {
    // MARK: Authored intent

    @Test func markedCurrentPasswordWinsOverAnUnmarkedOne() {
        let r = classify([field(name: "user", label: "User name"), field("password", name: "a"),
                          field("password", name: "b", autocomplete: "current-password")])
        #expect(designations(r) == ["username", nil, "current-password"])
    }

    @Test func everyMarkedNewPasswordGetsTheNewPassword() {
        let r = classify([field("password", name: "a"), field("password", name: "b", autocomplete: "new-password"),
                          field("password", name: "c", autocomplete: "new-password")])
        #expect(designations(r) == [nil, "new-password", "new-password"])
    }

    @Test func unmarkedBoxAfterAMarkedNewPasswordConfirmsIt() {
        let r = classify([field("password", name: "a", autocomplete: "new-password"), field("password", name: "b")])
        #expect(designations(r) == ["new-password", "new-password"])
        // Unless both hold different values: then it is not its confirmation.
        let prefilled = classify([field("password", name: "a", autocomplete: "new-password", value: "x1"),
                                  field("password", name: "b", value: "y2")])
        #expect(designations(prefilled) == ["new-password", nil])
    }

    @Test func invalidTokenListIsReadByItsLastLoginToken() {
        let r = classify([field(name: "u", autocomplete: "username"),
                          field("password", name: "p", autocomplete: "new-password current-password")])
        #expect(designations(r) == ["username", "current-password"])
    }

    @Test func markedUsernameWinsOverAWordGuess() {
        let r = classify([field(name: "uname"), field(name: "login", autocomplete: "username"), field("password", name: "pw")])
        #expect(designations(r)[1] == "username")
        #expect(designations(r)[0] != "username")
    }

    @Test func twoMarkedUsernamesStillMakeALogin() {
        // The marks do not say which box the login uses: the nearest before the password is the user name.
        let r = classify([field(name: "a", autocomplete: "username"), field(name: "b", autocomplete: "username"),
                          field("password", name: "pw", autocomplete: "current-password")])
        #expect(r.forms[0].kind == .login)
        #expect(designations(r) == [nil, "username", "current-password"])
        #expect(r.fields[0].decidedBy?.signal == .loginStructure)
    }

    @Test func tokenTheTypeCannotHoldIsIgnored() {
        // `username` on a password box and `current-password` on a text box: the author swapped them.
        let r = classify([field(name: "a", autocomplete: "current-password"), field("password", name: "b"),
                          field("password", name: "c", autocomplete: "username")])
        #expect(designations(r)[0] == "username")
        #expect(designations(r)[1] != nil && designations(r)[2] != nil)
    }

    @Test func explanationNamesTheRuleThatDecided() {
        let r = classify([field(name: "a"), field("password", name: "b", autocomplete: "current-password")])
        #expect(r.fields[1].decidedBy?.signal == .autocomplete)
        #expect(r.fields[0].decidedBy?.signal == .loginStructure)
        let p = page([field(name: "a"), field("password", name: "b", autocomplete: "current-password")])
        let text = ClassificationReport(page: p, classification: Classifier().classify(p), explain: true).jsonString()
        #expect(text.contains("\"decidedBy\""))
    }

    @Test func shownPasswordIsThePasswordByItsToken() {
        // A show-password toggle turned the box into type=text; only the author's token says what it is.
        let r = classify([field(name: "a", autocomplete: "username"), field(name: "b", autocomplete: "current-password")])
        #expect(designations(r) == ["username", "current-password"])
        #expect(r.forms[0].kind == .login)
        // Without the token a text box is no password, whatever it is called by position.
        let plain = classify([field(name: "a", autocomplete: "username"), field(name: "b")])
        #expect(!designations(plain).contains("current-password"))
    }

    @Test func userNameWordsBeatATypeEmailBoxButNotAMarkedOne() {
        let r = classify([field("email", name: "email"), field(name: "username"), field("password", name: "c")])
        #expect(designations(r) == ["email", "username", "current-password"])
        // The marked e-mail box is the login's user name, and the word guess beside it is dropped: one user name.
        let marked = classify([field(name: "a", autocomplete: "email"), field(name: "username"), field("password", name: "c")])
        #expect(designations(marked) == ["username", nil, "current-password"])
    }

    @Test func theUserNameScanGoesPastACaptchaBox() {
        let r = classify([field(name: "a"), field(name: "captcha"), field("password", name: "c")])
        #expect(designations(r) == ["username", nil, "current-password"])
    }

    @Test func usernameWordInTheClassIsPreferredToTheNearestBox() {
        let r = classify([field(name: "a", htmlClass: "field username-input"), field(name: "b"), field("password", name: "c")])
        #expect(designations(r) == ["username", nil, "current-password"])
    }

    // MARK: Decoy password boxes

    /// A masked box of two or three characters among card fields is the card's (a Korean card form asks the first
    /// two digits of the card's password, "비밀번호 앞 2자리"), not the site's password: the form was a password
    /// step, a login's target. Alone, such a box is still the password.
    @Test func aShortMaskedBoxAmongCardFieldsIsNoPassword() throws {
        for label in ["비밀번호 앞 2자리", "Card password (first 2 digits)"] {
            let r = try classifyHTML("""
                <form action="/pay"><label>Card number <input name="cn"></label><label>Expiry <input name="ex" placeholder="MM/YY"></label>
                <label>CVC <input name="cvc" maxlength="3"></label><label>\(label) <input type="password" name="pw2" maxlength="2"></label></form>
                """)
            #expect(designation(of: "pw2", in: r) != "current-password", "\(label)")
            #expect(r.1.forms[0].kind == .card, "\(label)")
        }
        let alone = try classifyHTML(#"<form action="/s"><label>Password <input type="password" name="p" maxlength="4"></label><button>Sign in</button></form>"#)
        #expect(designation(of: "p", in: alone) == "current-password")
    }


    @Test(arguments: ["ssn", "pin", "verification_code", "otp", "ccnumber", "cvv", "sms_token"])
    func decoyPasswordBesideARealOneIsNoPassword(name: String) {
        let r = classify([field(name: "user"), field("password", name: name), field("password", name: "pass")])
        #expect(designations(r)[1] != "current-password" && designations(r)[1] != "new-password")
        #expect(designations(r)[2] == "current-password")
        #expect(r.forms[0].kind == .login)
    }

    @Test(arguments: ["Date of birth", "ZIP code", "Account number", "Customer ID", "Geburtsdatum", "Code postal"])
    func maskedBoxForAnotherThingBesideAPasswordIsNoPassword(label: String) {
        // A bank masks the account number or the birth date it asks beside the password: one password, a login.
        let r = classify([field(name: "user"), field("password", name: "pass", label: "Password"),
                          field("password", name: "f3", label: label)])
        #expect(designations(r)[1] == "current-password")
        #expect(designations(r)[2] == nil)
        #expect(r.forms[0].kind == .login)
        // Before the password too.
        let before = classify([field(name: "user"), field("password", name: "f1", label: label),
                               field("password", name: "pass", label: "Password")])
        #expect(designations(before) == ["username", nil, "current-password"])
        #expect(before.forms[0].kind == .login)
    }

    /// A security question's answer, masked: beside the password, or alone (a bank's second step), it is no
    /// password, in the languages whose words say so.
    @Test(arguments: ["What is your mother's maiden name?", "Answer to your security question", "Secret answer",
                      "Name of your first pet", "Sicherheitsfrage: Antwort", "Réponse à la question secrète",
                      "Respuesta de seguridad", "Antwoord op uw beveiligingsvraag"])
    func aSecurityAnswerIsNoPassword(label: String) {
        let beside = classify([field(name: "user"), field("password", name: "pass", label: "Password"),
                               field("password", name: "f3", label: label)])
        #expect(designations(beside) == ["username", "current-password", nil], "\(label)")
        #expect(beside.forms[0].kind == .login, "\(label)")
        let alone = classify([field("password", name: "f1", label: label)])
        #expect(designations(alone) == [nil], "\(label)")
        // A password's own question stays the password.
        let own = classify([field(name: "user"), field("password", name: "pass", label: "What is your password?")])
        #expect(designations(own) == ["username", "current-password"])
    }

    /// A sign-in form (its buttons say sign in, none says sign up) whose second password box has a label of its
    /// own that neither repeats the first's nor says confirm or new ("Transaction password", "Master password",
    /// "Second password", "Secret word") asks for another secret beside the account's password: the first box is
    /// the current password, the second none (Chromium reads two empty boxes as new and confirmation, and the
    /// login got nothing). Controls: the same boxes under a "Create account" button, a sign-in's two boxes both
    /// labelled "Password", and a second box labelled "Password again".
    @Test(arguments: ["Transaction password", "Master password", "Second password", "Secret word", "Profile password",
                      "Passcode", "Transaktionspasswort"])
    func aSignInsSecondSecretIsNoConfirmation(label: String) throws {
        let r = try classifyHTML("""
            <meta charset="utf-8"><form action="/login" method="post"><label>Username <input name="u"></label>
            <label>Password <input name="p" type="password"></label><label>\(label) <input name="x" type="password"></label>
            <button>Log in</button></form>
            """)
        #expect(designation(of: "p", in: r) == "current-password", "\(label)")
        #expect(designation(of: "x", in: r) == nil, "\(label)")
        #expect(r.1.forms[0].kind == .login, "\(label)")
    }

    @Test(arguments: [("Password", "Transaction password", "Create account"), ("Password", "Password", "Log in"),
                      ("Password", "Password again", "Log in")])
    func twoPasswordsThatAreNoSignInsKeepChromiumsRoles(first: String, second: String, button: String) throws {
        let r = try classifyHTML("""
            <form action="/x" method="post"><label>Username <input name="u"></label>
            <label>\(first) <input name="p" type="password"></label><label>\(second) <input name="x" type="password"></label>
            <button>\(button)</button></form>
            """)
        #expect(designation(of: "p", in: r) == "new-password", "\(second) \(button)")
        #expect(designation(of: "x", in: r) == "new-password", "\(second) \(button)")
    }

    @Test func aBoxTakingDigitsOnlyBesideAPasswordIsAPIN() {
        // The author's own constraints say digits: a PIN or a code, not the password's confirmation.
        for numeric in [field("password", name: "x", pattern: "[0-9]{4}"), field("password", name: "x", pattern: "\\d{4,6}"),
                        field("password", name: "x", inputMode: "numeric")] {
            let r = classify([field(name: "user"), field("password", name: "pass"), numeric])
            #expect(designations(r) == ["username", "current-password", nil])
            #expect(r.forms[0].kind == .login)
        }
        // Alone, such a box is the password all the same: a bank's PIN login.
        let alone = classify([field(name: "user"), field("password", name: "x", inputMode: "numeric")])
        #expect(designations(alone) == ["username", "current-password"])
        // Every box digits only: a PIN sign-up, its boxes the passwords.
        let pins = classify([field("password", name: "a", pattern: "[0-9]{4}"), field("password", name: "b", pattern: "[0-9]{4}")])
        #expect(designations(pins) == ["new-password", "new-password"])
        // Also when only the first says password: its confirmation takes digits as it does.
        let labelled = classify([field("password", name: "a", label: "Password", pattern: "[0-9]{6}"),
                                 field("password", name: "b", label: "Confirm", pattern: "[0-9]{6}")])
        #expect(designations(labelled) == ["new-password", "new-password"])
        // A pattern that takes letters too is a password's rule.
        let rule = classify([field(name: "user"), field("password", name: "a"), field("password", name: "b", pattern: "[0-9A-Za-z]{8,}")])
        #expect(designations(rule)[2] == "new-password")
    }

    @Test func verifyPasswordIsAConfirmationNotADecoy() {
        let r = classify([field("password", name: "password"), field("password", name: "verify_password")])
        #expect(designations(r) == ["new-password", "new-password"])
    }

    @Test func loneBoxNamedOtherwiseIsStillThePassword() {
        // Only its name says so: the user asked for a fill, the odd name is no reason to refuse it.
        let r = classify([field(name: "user"), field("password", name: "SocialSecurityNumber")])
        #expect(designations(r) == ["username", "current-password"])
        // A label the user sees saying so is: the box is not a password.
        let labelled = classify([field(name: "user"), field("password", name: "f2", label: "Social security number")])
        #expect(designations(labelled)[1] == nil)
    }

    @Test func maskedSecurityCodeInACardFormStaysTheCode() {
        let r = classifyInForm([field(name: "cardnumber", label: "Card number"), field("password", name: "cvv", label: "CVV")])
        #expect(designations(r) == ["cc-number", "cc-csc"])
    }

    @Test func readOnlyUnmarkedPasswordIsADecoy() {
        let r = classify([field(name: "user"), field("password", name: "a", readonly: true), field("password", name: "b")])
        #expect(designations(r)[2] == "current-password")
        #expect(designations(r)[1] == nil)
    }

    @Test func oneCharacterPasswordBoxesAreACodeNotPasswords() {
        // Six masked one-character boxes: a code typed digit by digit, not current, new and confirmation passwords.
        let r = classify((1...6).map { field("password", name: "d\($0)", maxLength: 1) })
        #expect(designations(r) == Array(repeating: "one-time-code", count: 6))
        #expect(r.forms[0].kind == .oneTimeCode)
        // A lone one-character masked box holds no password either.
        let one = classify([field(name: "user"), field("password", name: "p", maxLength: 1)])
        #expect(designations(one)[1] == nil)
    }

    @Test func shortPasswordBoxBesideARealOneIsACode() {
        // A masked box taking three characters beside a real password: a code, not a second password.
        let r = classify([field(name: "user"), field("password", name: "p"), field("password", name: "k", maxLength: 3)])
        #expect(designations(r) == ["username", "current-password", nil])
        #expect(r.forms[0].kind == .login)
        // Alone, it is the password all the same.
        let alone = classify([field(name: "user"), field("password", name: "p", maxLength: 3)])
        #expect(designations(alone) == ["username", "current-password"])
    }

    @Test func trapPasswordBoxesBesideARealOneAreNoPasswords() {
        // Off screen (visible but not viewable), or a bait name out of the tab order: no second password.
        let offScreen = classify([field(name: "user"), field("password", name: "pass"), field("password", name: "pass2", viewable: false)])
        #expect(designations(offScreen) == ["username", "current-password", nil])
        #expect(offScreen.forms[0].kind == .login)
        let bait = classify([field(name: "user"), field("password", name: "pass"),
                             field("password", name: "website", tabindex: "-1", ariaHidden: true)])
        #expect(designations(bait)[1] == "current-password")
        #expect(bait.forms[0].kind == .login)
    }

    @Test func disabledPasswordBoxBesideARealOneIsNoPassword() {
        let r = classify([field(name: "user"), field("password", name: "a", disabled: true), field("password", name: "b")])
        #expect(designations(r) == ["username", nil, "current-password"])
        #expect(r.forms[0].kind == .login)
    }

    @Test func markedOneTimeCodeInAPasswordBoxIsNoPassword() {
        let r = classify([field(name: "user"), field("password", name: "a", autocomplete: "one-time-code"),
                          field("password", name: "b")])
        #expect(designations(r) == ["username", "one-time-code", "current-password"])
    }

    // MARK: Roles by order and prefilled values

    @Test func prefilledValuesDecideUnmarkedRoles() {
        let same = classify([field("password", name: "a", value: "x"), field("password", name: "b", value: "x")])
        #expect(designations(same) == ["new-password", "new-password"])
        let different = classify([field("password", name: "a", value: "x"), field("password", name: "b", value: "y")])
        #expect(designations(different) == ["current-password", "new-password"])
        let pairFirst = classify([field("password", name: "a", value: "n"), field("password", name: "b", value: "n"),
                                  field("password", name: "c", value: "o")])
        #expect(designations(pairFirst) == ["new-password", "new-password", "current-password"])
        let allDifferent = classify([field("password", name: "a", value: "1"), field("password", name: "b", value: "2"),
                                     field("password", name: "c", value: "3")])
        #expect(designations(allDifferent) == ["current-password", nil, nil])
        // An empty box is a value too: an empty first box and two different values make no pair.
        let emptyFirst = classify([field("password", name: "a"), field("password", name: "b", value: "2"),
                                   field("password", name: "c", value: "3")])
        #expect(designations(emptyFirst) == ["current-password", nil, nil])
    }

    @Test func confirmationWordsOnTheFirstPasswordBoxSayNothing() {
        // "Confirm your password" on the only password box asks for the current one; `pw2` alone numbers a box.
        let alone = classify([field("password", name: "confirm_password", label: "Confirm password")])
        #expect(designations(alone) == ["current-password"])
        #expect(alone.forms[0].kind == .passwordStep)
        let login = classify([field(name: "un1"), field("password", name: "pw2")])
        #expect(designations(login) == ["username", "current-password"])
        #expect(login.forms[0].kind == .login)
        // After another password box it is the confirmation.
        let pair = classify([field("password", name: "a", label: "Current password"), field("password", name: "b", label: "Confirm password")])
        #expect(designations(pair) == ["current-password", "new-password"])
    }

    @Test func aBoxOnlyNamedCurrentThatTheNextBoxConfirmsIsANewPassword() {
        // A sign-up's "Password" box whose id says current, then its confirmation: nobody types a current
        // password twice.
        let signUp = classify([field(name: "user", label: "Username"), field("email", name: "email", label: "Email"),
                               field("password", name: "password", id: "inputCurrentPassword", label: "Password"),
                               field("password", name: "password_confirmation", id: "inputPasswordConfirmation", label: "Confirm password")])
        #expect(designations(signUp) == ["username", "email", "new-password", "new-password"])
        #expect(signUp.forms[0].kind == .signup)
        // A label that says current still decides, and a box named current before a new one stays current.
        let labelled = classify([field("password", name: "a", label: "Current password"), field("password", name: "b", label: "Confirm password")])
        #expect(designations(labelled) == ["current-password", "new-password"])
        // Unworded, it is the new password the next box confirms, whatever its place among three boxes.
        let three = classify([field("password", name: "password"), field("password", name: "password_confirm"),
                              field("password", name: "other_password")])
        #expect(designations(three)[0...1] == ["new-password", "new-password"])
        let change = classify([field("password", name: "current_password", label: "Password"), field("password", name: "new_password", label: "New"),
                               field("password", name: "confirm_password", label: "Again")])
        #expect(designations(change) == ["current-password", "new-password", "new-password"])
    }

    /// A numbered box ("pw2", "password2") is the confirmation only as the last of the passwords: among three it is
    /// just the second, and it confirms nothing that would turn the box before it from current into new. A box
    /// that says it is new, or holds another value than the box before it, confirms nothing either.
    @Test func aNumberedSecondBoxAmongThreeConfirmsNothing() {
        let bare = classify([field("password", id: "pw1"), field("password", id: "pw2"), field("password", id: "pw3")])
        #expect(designations(bare) == ["current-password", "new-password", "new-password"])
        #expect(bare.forms[0].kind == .changePassword)
        let named = classify([field("password", name: "current", id: "pw1"), field("password", name: "new", id: "pw2"),
                              field("password", name: "confirm", id: "pw3")])
        #expect(designations(named) == ["current-password", "new-password", "new-password"])
        let oldNew = classify([field("password", name: "current_password"), field("password", name: "new_password", id: "pw2")])
        #expect(designations(oldNew) == ["current-password", "new-password"])
        let prefilled = classify([field("password", id: "pw1", value: "old"), field("password", id: "pw2", value: "new")])
        #expect(designations(prefilled) == ["current-password", "new-password"])
        // The last of two numbered boxes still confirms the first.
        let two = classify([field("password", id: "pw1"), field("password", id: "pw2")])
        #expect(designations(two) == ["new-password", "new-password"])
    }

    /// A text box drawn masked (`-webkit-text-security: disc`, how some banks keep a browser from offering to save
    /// the password) is a password box: the login's password goes there; the decoy words still apply.
    @Test func aTextBoxDrawnMaskedIsAPasswordBox() throws {
        let r = try classifyHTML("""
            <style>.secret { -webkit-text-security: disc }</style>
            <form action="/login" method="post"><label>User ID <input name="uid"></label>
            <label>Password <input name="pwd" class="secret" autocomplete="off"></label><button>Sign in</button></form>
            """)
        #expect(designation(of: "uid", in: r) == "username")
        #expect(designation(of: "pwd", in: r) == "current-password")
        #expect(r.1.forms.first?.kind == .login)
        let opid = try #require(r.0.fields.first { $0.htmlName == "pwd" }?.opid)
        let explained = try #require(r.1.fields.first { $0.opid == opid })
        #expect(explained.evidence.contains { $0.signal == .type && $0.matched == "masked text" })
        let ssn = try classifyHTML("""
            <form action="/login" method="post"><label>User ID <input name="uid"></label>
            <label>Password <input name="pwd" type="password"></label>
            <label>Social security number <input name="ssn" style="-webkit-text-security: disc"></label><button>Sign in</button></form>
            """)
        #expect(designation(of: "ssn", in: ssn) == nil)
        #expect(designation(of: "pwd", in: ssn) == "current-password")
    }

    @Test func twoMarkedCurrentPasswordsMakeALogin() {
        let r = classify([field(name: "user"), field("password", name: "a", autocomplete: "current-password"),
                          field("password", name: "b", autocomplete: "current-password")])
        #expect(designations(r) == ["username", "current-password", "current-password"])
        #expect(r.forms[0].kind == .login)
    }

    @Test func onlyTheFirstThreeEmptyPasswordsTakeRoles() {
        let r = classify([field("password", name: "a"), field("password", name: "b"), field("password", name: "c"),
                          field("password", name: "d")])
        #expect(designations(r) == ["current-password", "new-password", "new-password", nil])
    }

    // MARK: The user-name box

    @Test func emailBoxFurtherUpBeatsAnUnlabelledBoxNextToThePassword() {
        let r = classify([field("email", name: "a"), field(name: "b"), field("password", name: "pw")])
        #expect(designations(r)[0] == "username")
        #expect(designations(r)[1] != "username")
    }

    @Test func userNameWordsBeatPosition() {
        let r = classify([field(name: "login_id"), field(name: "b"), field("password", name: "pw")])
        #expect(designations(r)[0] == "username")
        #expect(designations(r)[1] != "username")
    }

    @Test func noUserNameAfterThePasswordOrInADateBox() {
        let after = classify([field("password", name: "pw"), field(name: "x")])
        #expect(designations(after)[1] != "username")
        let date = classify([field("date", name: "uname"), field("password", name: "pw")])
        #expect(designations(date)[0] != "username")
    }

    @Test func userNameWordsAfterThePasswordOrInATimeBoxAreNoUserName() {
        // The box's own words say user name, but no box before the password does: still not after it.
        let after = classify([field("password", name: "pw"), field(name: "uname")])
        #expect(designations(after) == ["current-password", nil])
        for type in ["week", "time", "datetime-local"] {
            let r = classify([field(type, name: "uname"), field("password", name: "pw")])
            #expect(designations(r)[0] == nil, "\(type)")
        }
        // The author's mark still counts after the password.
        let marked = classify([field("password", name: "pw"), field(name: "u", autocomplete: "username")])
        #expect(designations(marked)[1] == "username")
    }

    @Test func boxMarkedAsAPhoneNumberIsTheUserName() {
        // Sites mark a user name that is a phone number `tel` or `tel-national`.
        let r = classify([field(name: "f1", autocomplete: "tel-national"), field("password", name: "pw")])
        #expect(designations(r) == ["username", "current-password"])
        #expect(r.forms[0].kind == .login)
    }

    @Test func logonIdIsAUserNameWord() {
        let r = classify([field(name: "logonId"), field(name: "f3"), field("password", name: "pw")])
        #expect(designations(r) == ["username", nil, "current-password"])
    }

    @Test func numberBoxBeforeThePasswordIsTheUserName() {
        let r = classify([field("number", name: "n1"), field("password", name: "pw")])
        #expect(designations(r) == ["username", "current-password"])
    }

    /// An account's number before the password ("Customer number", "Member ID", of any type), which only its name
    /// or id reads as something else (`cid`: a card's CID), is the login's user name. A box whose own label says
    /// the card's code stays the code.
    @Test(arguments: ["number", "text", "tel"])
    func anAccountsNumberBeforeThePasswordIsTheUserName(type: String) throws {
        let r = try classifyHTML("""
            <form action="/session"><label>Customer number <input type="\(type)" name="cid"></label>
            <label>Password <input type="password" name="pw"></label><button>Sign in</button></form>
            """)
        #expect(designation(of: "cid", in: r) == "username")
        #expect(r.1.forms.first?.kind == .login)
        let card = try classifyHTML("""
            <form action="/join"><label>Card number <input name="cn"></label><label>Security code <input type="\(type)" name="cid"></label>
            <label>Choose a password <input type="password" name="pw"></label><button>Join</button></form>
            """)
        #expect(designation(of: "cid", in: card) != "username")
    }

    @Test func urlBoxBeforeThePasswordIsTheUserName() {
        // Browsers type user names into any text-like box (Chromium's and Firefox's parsers take `type=url`).
        let r = classify([field("url", name: "n1"), field("password", name: "pw")])
        #expect(designations(r) == ["username", "current-password"])
        #expect(r.forms[0].kind == .login)
    }

    @Test func searchBoxIsNoUserName() {
        let r = classify([field(name: "u", placeholder: "Search by username"), field("password", name: "pw")])
        #expect(designations(r)[0] != "username")
    }

    // MARK: Username steps

    @Test(arguments: ["Přihlásit se", "Συνδέσου", "ورود", "Connectez-vous", "ログオン", "Авторизоваться", "Sigin"])
    func signInButtonWordsOfMoreLanguagesMakeAUsernameStep(_ button: String) throws {
        let r = try classifyHTML("<form action=\"/next\"><input type=\"text\" name=\"f1\"><button>\(button)</button></form>")
        #expect(r.1.forms.first?.kind == .usernameStep)
    }

    @Test func loneBoxInALoginFormIsAUsernameStep() throws {
        let r = try classifyHTML("<form name=\"login\"><input type=\"text\" name=\"f1\"><button>Next</button></form>")
        #expect(r.1.forms.first?.kind == .usernameStep)
        #expect(designation(of: "f1", in: r) == "username")
    }

    /// A sign-in page's title in a `role="heading"` element inside the form is the form's heading: its lone
    /// e-mail box is the username step, also with the step's password box hidden beside it.
    @Test(arguments: [false, true])
    func aRoleHeadingTitleMakesTheUsernameStep(hiddenPassword: Bool) throws {
        let password = hiddenPassword ? #"<input name="passwd" type="password" style="display: none" tabindex="-1" aria-hidden="true">"# : ""
        let r = try classifyHTML("""
            <form name="f1" method="post" action="https://login.example.com/ppsecure/post.srf"><div role="heading" aria-level="1">Sign in</div>
            <input type="email" name="loginfmt" placeholder="Email, phone, or Skype">\(password)<input type="submit" value="Next"></form>
            """)
        #expect(r.1.forms[0].kind == .usernameStep, "hidden password: \(hiddenPassword)")
        #expect(designation(of: "loginfmt", in: r) == "username")
    }

    @Test func loneUserNameBoxWithoutSignInWordsIsNoStep() throws {
        let r = try classifyHTML("<form action=\"/members\"><input type=\"text\" name=\"uname\"><button>Go</button></form>")
        #expect(r.1.forms.first?.kind != .usernameStep)
        let search = try classifyHTML("<form name=\"login\"><input type=\"text\" name=\"u\" placeholder=\"Search by username\"></form>")
        #expect(search.1.forms.first?.kind != .usernameStep)
        #expect(designation(of: "u", in: search) != "username")
    }
}

extension PasswordStructureTests {
    @Test func fullNameBeforeTheSignUpPasswordStaysTheName() {
        let r = classify([field(name: "fullname", label: "Full name"), field("password", name: "pw", label: "Password"),
                          field("password", name: "pw2", label: "Confirm password"), field("submit", name: "go", value: "Create account")])
        #expect(r.forms[0].kind == .signup)
        #expect(designations(r)[0] == "name")
        // On a login the same box is the user name.
        let login = classify([field(name: "n", label: "Name"), field("password", name: "pw", label: "Password"),
                              field("submit", name: "go", value: "Log in")])
        #expect(login.forms[0].kind == .login)
        #expect(designations(login)[0] == "username")
    }

    @Test func lonePinBoxOfABankLoginIsThePassword() {
        let r = classify([field(name: "user", label: "Anmeldename"), field("password", name: "f2", label: "PIN")])
        #expect(designations(r) == ["username", "current-password"])
    }
}

/// One `<form>` around a login and a sign-up, each with its own submit button (``FormSections``).
@Suite struct FormSectionsTests {
    static let login = [field(name: "le", label: "Email address"), field("password", name: "lp", label: "Password"),
                        field("submit", name: "signin", value: "Sign in")]
    static let signup = [field(name: "re", label: "Email address"), field(name: "rn", label: "First name"),
                         field("password", name: "rp", label: "Create a password"),
                         field("password", name: "rc", label: "Confirm password"), field("submit", name: "create", value: "Create account")]

    @Test func aLoginBesideASignUpInOneFormIsALogin() {
        let r = classify(Self.login + Self.signup)
        #expect(r.forms[0].kind == .login)
        #expect(designations(r) == ["username", "current-password", nil, "email", "given-name", "new-password", "new-password", nil])
        // Either order.
        let reversed = classify(Self.signup + Self.login)
        #expect(reversed.forms[0].kind == .login)
        #expect(designations(reversed) == ["email", "given-name", "new-password", "new-password", nil, "username", "current-password", nil])
    }

    @Test func passwordsOfOnePartStayOneStructure() {
        // A "Check availability" button before the passwords parts no login: one part holds them all.
        let r = classify([field(name: "user", label: "Choose a user name"), field("submit", name: "check", value: "Check availability"),
                          field("password", name: "p1", label: "Password"), field("password", name: "p2", label: "Confirm password"),
                          field("submit", name: "go", value: "Register")])
        #expect(r.forms[0].kind == .signup)
        #expect(designations(r)[2] == "new-password" && designations(r)[3] == "new-password")
        // A hidden submit input after each box (it only lets Enter submit) closes nothing.
        let hidden = classify([field(name: "u", label: "Email"), field("password", name: "p1", label: "Password"),
                               field("submit", name: "h1", visible: false),
                               field("password", name: "p2", label: "New password"), field("submit", name: "h2", visible: false),
                               field("password", name: "p3", label: "Confirm new password")])
        #expect(hidden.forms[0].kind == .changePassword)
    }
}

/// A password-recovery form ("Forgot your password?") asks for the account: its lone box is the user name, in
/// a form of kind `other` (nothing of a login is filled there); its words are the form's own (name, id, action,
/// heading, buttons), as a username step's are.
@Suite struct PasswordRecoveryTests {
    @Test(arguments: [
        #"<form action="/account/forgot-password" method="post"><label>Username <input name="login"></label><button>Send</button></form>"#,
        #"<form id="lostpasswordform" method="post"><label>Username or Email Address <input name="user_login"></label><input type="submit" value="Get New Password"></form>"#,
        #"<form method="post"><h2>Reset your password</h2><input type="email" name="e" placeholder="Email"><button>Continue</button></form>"#,
        #"<form method="post"><h2>Passwort vergessen?</h2><input name="benutzer"><button>Weiter</button></form>"#,
        #"<form method="post"><button>Récupérer mon mot de passe</button><input name="identifiant"></form>"#,
        #"<form method="post"><h3>¿Olvidaste tu contraseña?</h3><input name="usuario"><button>Enviar</button></form>"#,
        // "forgot" anywhere in the form's name, id or action (`pwforgotform`, `/lostpass.php`, phpBB's
        // `mode=sendpassword`), whatever it forgot.
        #"<form name="pwforgotform" method="post"><b>Username:</b> <input name="username"><input type="submit" value=" go "></form>"#,
        #"<form action="/lostpass.php" method="post"><label>Username <input name="u"></label><button>Send</button></form>"#,
        #"<form action="./ucp.php?mode=sendpassword" method="post"><label>Username <input name="u"></label><button>Send</button></form>"#,
    ])
    func aRecoveryFormsLoneBoxIsTheUserName(html: String) throws {
        let r = try classifyHTML(html)
        let box = try #require(r.0.fields.first { ["text", "email"].contains($0.effectiveType) }?.htmlName)
        #expect(designation(of: box, in: r) == "username", "\(html)")
        #expect(r.1.forms[0].kind == .other)
    }

    /// A form whose own action, name, id or heading says it recovers a password is the recovery, even where a
    /// sign-in word is there too (`/auth/forgot-password`, a form named "login" headed "Reset your password", a
    /// "Log in" button): the sign-in's namespace, not what the form does.
    @Test(arguments: [
        #"<form action="/user/auth/forgot-password" method="post"><input type="email" name="e"><button>Send</button></form>"#,
        #"<form name="login" method="post"><h2>Reset your password</h2><input type="email" name="e"><button>Send</button></form>"#,
        #"<form action="/ForgotPassword.asp" method="post"><input type="email" name="e"><button>Log in</button></form>"#,
    ])
    func theFormsOwnRecoveryWordsBeatSignInWords(html: String) throws {
        let r = try classifyHTML(html)
        #expect(r.1.forms[0].kind == .other, "\(html)")
        #expect(designation(of: "e", in: r) == "username", "\(html)")
    }

    /// A sign-in step with a "Forgot password?" button stays the sign-in step; a lone box whose form says
    /// neither stays none.
    @Test func signInWordsWinAndWithoutWordsNothing() throws {
        let step = try classifyHTML("""
            <form action="/signin" method="post"><h2>Sign in</h2><input type="email" name="e"><button>Next</button>
            <button type="button">Forgot password?</button></form>
            """)
        #expect(step.1.forms[0].kind == .usernameStep)
        let plain = try classifyHTML(#"<form action="/members" method="post"><label>Username <input name="u"></label><button>Go</button></form>"#)
        #expect(designation(of: "u", in: plain) == nil)
    }
}
