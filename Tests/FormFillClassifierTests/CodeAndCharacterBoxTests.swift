import FormFillClassifier
import FormFillModel
import Testing

/// Boxes typed a character or a code at a time that are not what their shape suggests: one-character boxes under a
/// discount code's or a PIN's words, a password's single characters, and an authenticator's code asked in a sentence.
@Suite struct CodeAndCharacterBoxTests {
    private static func digitBoxes(_ heading: String, masked: Bool = false) -> String {
        let type = masked ? #" type="password""# : ""
        let boxes = (0..<6).map { #"<input name="d\#($0)" maxlength="1" inputmode="numeric"\#(type)>"# }.joined()
        return #"<form action="/x" method="post"><p>\#(heading)</p>\#(boxes)<button>Continue</button></form>"#
    }

    /// One-character boxes whose words say they take a discount code, a voucher or a PIN take no one-time code
    /// (the authenticator's digits there are a false fill).
    @Test(arguments: ["Discount code", "Enter your voucher", "Gift card PIN", "Enter your 6-digit PIN", "Promo code"])
    func oneCharacterBoxesForSomethingElseTakeNoOneTimeCode(heading: String) throws {
        let r = try classifyHTML(Self.digitBoxes(heading))
        for i in 0..<6 { #expect(designation(of: "d\(i)", in: r) != "one-time-code", "\(heading) d\(i)") }
    }

    @Test func maskedOneCharacterBoxesForAPINTakeNoOneTimeCode() throws {
        let r = try classifyHTML(Self.digitBoxes("Enter your PIN", masked: true))
        for i in 0..<6 { #expect(designation(of: "d\(i)", in: r) != "one-time-code", "d\(i)") }
    }

    /// Controls: the same boxes under an authenticator's, a verification's or no words stay the code.
    @Test(arguments: ["Enter the code from your authenticator app", "Verification code", "Two-factor authentication", ""])
    func oneCharacterBoxesForACodeStayTheCode(heading: String) throws {
        let r = try classifyHTML(Self.digitBoxes(heading))
        for i in 0..<6 { #expect(designation(of: "d\(i)", in: r) == "one-time-code", "\(heading) d\(i)") }
    }

    /// Control: one-character boxes a code-input component names `pin` (`pin-0`, `pinInput0`) under a code's words
    /// stay the code: a PIN's words count in what the user reads, not in names.
    @Test func boxesNamedPinUnderACodesWordsStayTheCode() throws {
        let boxes = (0..<6).map { #"<input name="pin-\#($0)" id="pinInput\#($0)" maxlength="1" inputmode="numeric">"# }.joined()
        let r = try classifyHTML(#"<form action="/x" method="post"><p>Enter the verification code</p>\#(boxes)<button>Verify</button></form>"#)
        for i in 0..<6 { #expect(designation(of: "pin-\(i)", in: r) == "one-time-code", "pin-\(i)") }
    }

    /// A password box that asks for one character of the password ("2nd character", "Character 4", "3e
    /// caractère") is no password: the whole password typed there is a false fill, a generated one worse.
    @Test(arguments: [
        ["2nd character", "4th character", "7th character"],
        ["Character 2", "Character 4", "Character 7"],
        ["2. Zeichen", "4. Zeichen", "7. Zeichen"],
        ["2e caractère", "4e caractère", "7e caractère"],
        ["Carácter 2", "Carácter 4", "Carácter 7"],
    ])
    func passwordCharacterBoxesAreNoPasswords(labels: [String]) throws {
        let boxes = labels.enumerated().map { #"<label>\#($1) <input type="password" name="p\#($0)"></label>"# }.joined()
        let page = #"<form action="/x" method="post"><p>Enter these characters of your password</p>\#(boxes)<button>Log in</button></form>"#
        let r = try classifyHTML(page)
        for i in labels.indices { #expect(designation(of: "p\(i)", in: r) == nil, "\(labels[i])") }
        #expect(r.1.forms[0].kind != .changePassword && r.1.forms[0].kind != .signup)
    }

    /// A text above a run of password boxes that lists the positions it asks for ("Enter characters 2, 4 and 7 of
    /// your password", "the 1st, 3rd and 6th letters of your memorable word"), or boxes labelled by a bare position
    /// ("2", "4th"), make the run a partial password's boxes, none a password; a real password before them stays.
    @Test(arguments: [
        #"<p>Enter characters 2, 4 and 7 of your password</p><input type="password" name="p0"><input type="password" name="p1"><input type="password" name="p2">"#,
        #"<p>Enter the following characters from your password</p><label>2 <input type="password" name="p0"></label><label>4 <input type="password" name="p1"></label><label>7 <input type="password" name="p2"></label>"#,
        #"<p>Enter the following characters from your password</p><label>2nd <input type="password" name="p0"></label><label>4th <input type="password" name="p1"></label><label>7th <input type="password" name="p2"></label>"#,
        #"<label>Username <input name="u"></label><p>Please enter the 1st, 3rd and 6th letters of your memorable word</p><input type="password" name="p0"><input type="password" name="p1"><input type="password" name="p2">"#,
        #"<label>Username <input name="u"></label><label>Password <input type="password" name="pw"></label><p>Security number: enter digits 1, 3 and 4</p><input type="password" name="p0"><input type="password" name="p1"><input type="password" name="p2">"#,
    ])
    func aRunOfPasswordBoxesUnderListedPositionsIsNoPassword(boxes: String) throws {
        let r = try classifyHTML(#"<form action="/x" method="post">\#(boxes)<button>Log in</button></form>"#)
        for i in 0..<3 { #expect(designation(of: "p\(i)", in: r) == nil, "p\(i): \(boxes)") }
        #expect(r.1.forms[0].kind != .changePassword && r.1.forms[0].kind != .signup, "\(boxes)")
        if boxes.contains(#"name="pw""#) { #expect(designation(of: "pw", in: r) == "current-password") }
    }

    /// Controls: a sign-up's text that counts characters or rules on the first one keeps its passwords new.
    @Test(arguments: ["Choose a password of at least 8 characters", "Use 8 or more characters with a mix of letters, numbers & symbols",
                      "Password: 8-20 characters, with at least 1 digit", "First character must be a letter"])
    func aSignUpsTextThatCountsCharactersKeepsItsPasswords(text: String) throws {
        let r = try classifyHTML(#"<form action="/x" method="post"><label>Email <input type="email" name="u"></label><p>\#(text)</p><input type="password" name="p" placeholder="\#(text)"><label>Confirm password <input type="password" name="q"></label><button>Sign up</button></form>"#)
        #expect(designation(of: "p", in: r) == "new-password", "\(text)")
        #expect(designation(of: "q", in: r) == "new-password", "\(text)")
    }

    /// A box that names an authenticator, a two-factor device or a security key ("Authenticator name", "Give this
    /// authenticator a name") asks for a name, not the code.
    @Test(arguments: ["Authenticator name", "Give this authenticator a name", "Name of your 2FA device", "Authenticator nickname"])
    func anAuthenticatorsNameIsNoCode(label: String) throws {
        let r = try classifyHTML(#"<form action="/2fa/setup" method="post"><label>\#(label) <input name="c"></label><button>Save</button></form>"#)
        #expect(designation(of: "c", in: r) != "one-time-code", "\(label)")
    }

    /// A lone box for a code or a token of something else — an API's token, an authenticator's setup key, a class's,
    /// an event's, a meeting's or a licence's code — is no one-time code (the authenticator's digits there are a
    /// false fill).
    @Test(arguments: ["API token", "Personal access token", "Setup key from your authenticator", "Class code", "Event code",
                      "Course code", "License key", "Licence code", "Team code", "Group code", "Room code"])
    func aCodeOfSomethingElseIsNoOneTimeCode(label: String) throws {
        let r = try classifyHTML(#"<form action="/x" method="post"><label>\#(label) <input name="c"></label><button>Continue</button></form>"#)
        #expect(designation(of: "c", in: r) != "one-time-code", "\(label)")
    }

    /// Control: those words rule the code out in what the user reads, not in a name or an id (`name="key"`,
    /// `id="code-group"` on a code's box).
    @Test func wordsOfOtherCodesInANameLeaveTheCode() throws {
        let r = try classifyHTML(#"<form action="/x" method="post"><label>Verification code <input name="key" id="code-group"></label><button>Verify</button></form>"#)
        #expect(designation(of: "key", in: r) == "one-time-code")
    }

    /// Controls: a bare code, a verification's, a sign-in's or an authentication's stays the one-time code.
    @Test(arguments: ["Code", "Enter code", "Verification code", "Sign-in code", "Authentication code", "6-digit code"])
    func aCodeStepsCodeStaysTheCode(label: String) throws {
        let r = try classifyHTML(#"<form action="/x" method="post"><label>\#(label) <input name="c"></label><button>Verify</button></form>"#)
        #expect(designation(of: "c", in: r) == "one-time-code", "\(label)")
    }

    /// Controls: a password box whose words count characters ("8 characters minimum", "At least 1 digit") is the
    /// password; a sign-up's two boxes stay new passwords.
    @Test func passwordBoxesThatCountCharactersStayPasswords() throws {
        let login = try classifyHTML(#"<form action="/x" method="post"><label>Email <input type="email" name="u"></label><label>Password <input type="password" name="p" placeholder="8 characters minimum"></label><button>Log in</button></form>"#)
        #expect(designation(of: "p", in: login) == "current-password")
        let signUp = try classifyHTML(#"<form action="/x" method="post"><label>Email <input type="email" name="u"></label><label>Password <input type="password" name="p" placeholder="At least 8 characters and 1 digit"></label><label>Repeat password <input type="password" name="q"></label><button>Sign up</button></form>"#)
        #expect(designation(of: "p", in: signUp) == "new-password")
        #expect(designation(of: "q", in: signUp) == "new-password")
    }

    /// A two-factor step's lone box whose sentence names an authenticator ("Enter the 6-digit code from your
    /// authenticator app") is the one-time code, however long the sentence.
    @Test(arguments: [
        "Enter the 6-digit code from your authenticator app",
        "Open your two-factor authentication app and enter the code it shows",
        "Please type the current code shown in Google Authenticator below",
    ])
    func anAuthenticatorsCodeAskedInASentenceIsTheCode(label: String) throws {
        let r = try classifyHTML(#"<form action="/2fa" method="post"><label>\#(label) <input name="c"></label><button>Verify</button></form>"#)
        #expect(designation(of: "c", in: r) == "one-time-code", "\(label)")
        #expect(r.1.forms[0].kind == .oneTimeCode)
        let remember = try classifyHTML(#"<form action="/2fa" method="post"><label>\#(label) <input name="c"></label><label><input type="checkbox" name="r"> Remember this device</label><button>Verify</button></form>"#)
        #expect(designation(of: "c", in: remember) == "one-time-code", "\(label), remember")
    }

    /// Controls: a sentence that names an authenticator beside an e-mail box, or asks for a backup code, makes
    /// no code of the box.
    @Test func sentencesThatNameAnAuthenticatorElsewhereMakeNoCode() throws {
        let email = try classifyHTML(#"<form action="/x" method="post"><label>Enter your email address and we will send you a link to reset your authenticator app <input name="c" type="email"></label><button>Send</button></form>"#)
        #expect(designation(of: "c", in: email) != "one-time-code")
        let backup = try classifyHTML(#"<form action="/2fa" method="post"><label>Lost your authenticator app? Enter one of your backup codes instead <input name="c"></label><button>Verify</button></form>"#)
        #expect(designation(of: "c", in: backup) != "one-time-code")
        let lost = try classifyHTML(#"<form action="/x" method="post"><label>Lost access to your authenticator app? Enter your email <input name="c"></label><button>Send</button></form>"#)
        #expect(designation(of: "c", in: lost) != "one-time-code")
        let beside = try classifyHTML(#"<form action="/x" method="post"><label>Email <input type="email" name="u"></label><label>If you use an authenticator app, you will need its code after signing in <input name="c"></label><button>Next</button></form>"#)
        #expect(designation(of: "c", in: beside) != "one-time-code")
    }
}
