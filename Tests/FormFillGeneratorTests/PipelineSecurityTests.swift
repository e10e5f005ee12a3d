import Foundation
import FormFill
import Testing

/// The attacks FormFill must resist, through the public pipeline (HTML → ``Collector`` → ``FormFiller`` →
/// fill script → ``HTMLFiller``). Frames that collect.js reports as sandboxed or cross-origin need a browser and
/// are tested with Chromium in `Tests/FormFillJavaScriptTests/CollectBrowserTests.swift`; the static collector's
/// side of frames is here.
@Suite("Pipeline security")
struct PipelineSecurityTests {
    static let secret = "Pw-7Q!unique-marker-\u{1F511}"
    static let acme = LoginItem(id: "acme", urls: ["https://www.acme.com/login"], username: "wile", password: secret,
                                totp: "JBSWY3DPEHPK3PXP")

    static let loginForm = """
        <form action="/session" method="post">
          <label for="u">Email</label><input id="u" name="username" autocomplete="username">
          <label for="p">Password</label><input id="p" type="password" name="password" autocomplete="current-password">
          <button>Sign in</button>
        </form>
        """

    static func page(_ html: String, url: String) throws -> PageDetails {
        try Collector(options: .init(pageURL: url, documentUUID: "security", timestamp: 0)).collect(html: html).details
    }

    static func fill(_ html: String, url: String, items: [VaultItem] = [.login(acme)], itemID: String? = nil,
                     allowInsecure: Bool = false, allowCrossSiteForms: Bool = false) throws -> FillResult {
        try FormFiller().fill(page: page(html, url: url), items: items, itemID: itemID,
                              options: FillOptions(allowInsecure: allowInsecure, now: Date(timeIntervalSince1970: 1_700_000_000),
                                                   allowCrossSiteForms: allowCrossSiteForms))
    }

    // MARK: Domains

    @Test(arguments: [
        "https://acme.com.evil.net/login",      // the real name as a subdomain of another site
        "https://evilacme.com/login",           // a suffix of the name
        "https://www.acme.co/login",            // another public suffix
        "https://www.xn--acm-dma.com/login",    // acmé.com, an IDN lookalike
        "https://www.xn--cme-5cd.com/login",    // аcme.com with a Cyrillic а
        "https://www.acme.com.br/login",        // same label under a different suffix
        "https://acme-com.github.io/login",     // a public-suffix host (github.io) named like the site
    ])
    func lookalikeDomainsGetNoLogin(url: String) throws {
        #expect(throws: FormFillError.self) { try Self.fill(Self.loginForm, url: url) }
        // Naming the item explicitly does not override the domain check.
        do {
            _ = try Self.fill(Self.loginForm, url: url, itemID: "acme")
            Issue.record("a login was filled into \(url)")
        } catch let error as FormFillError {
            guard case .itemNotForThisSite("acme", _) = error else { Issue.record("\(error)"); return }
        }
    }

    @Test func theRefusalNamesTheHostTheMatcherRead() throws {
        // A backslash ends a web URL's host, as browsers read it: the page is on evil.example, and the messages
        // say so (Foundation's URLComponents read the host after the `@`, acme.com, which no match used).
        let url = #"https://evil.example\@www.acme.com/login"#
        do {
            _ = try Self.fill(Self.loginForm, url: url)
            Issue.record("a login was filled into \(url)")
        } catch let error as FormFillError {
            guard case .noMatchingItem(let host) = error else { Issue.record("\(error)"); return }
            #expect(host == "evil.example")
        }
        do {
            _ = try Self.fill(Self.loginForm, url: url, itemID: "acme")
            Issue.record("a login was filled into \(url)")
        } catch let error as FormFillError {
            guard case .itemNotForThisSite("acme", let host) = error else { Issue.record("\(error)"); return }
            #expect(host == "evil.example")
        }
    }

    @Test func publicSuffixSiblingsAreDifferentSites() throws {
        let alice = LoginItem(id: "alice", urls: ["https://alice.github.io/"], username: "alice", password: Self.secret)
        #expect(throws: FormFillError.self) {
            try Self.fill(Self.loginForm, url: "https://bob.github.io/login", items: [.login(alice)])
        }
        let matcher = URLMatcher()
        #expect(matcher.quality(itemURL: "https://alice.github.io/", pageURL: "https://bob.github.io/") == nil)
        #expect(matcher.quality(itemURL: "https://www.acme.com/", pageURL: "https://accounts.acme.com/") == .sameRegistrableDomain)
    }

    @Test func sameSiteSubdomainStillFills() throws {
        let result = try Self.fill(Self.loginForm, url: "https://accounts.acme.com/login")
        #expect(result.filledOpids == ["__0", "__1"])
    }

    // MARK: Downgrade

    @Test func httpPageGetsNoPasswordFromAnHTTPSItem() throws {
        let result = try Self.fill(Self.loginForm, url: "http://www.acme.com/login")
        #expect(result.filledOpids == ["__0"])
        #expect(result.script.metadata.flags.contains("insecure-page"))
        #expect(result.script.metadata.flags.contains("password-withheld"))
        #expect(!result.script.jsonString().contains("unique-marker"))
        let allowed = try Self.fill(Self.loginForm, url: "http://www.acme.com/login", allowInsecure: true)
        #expect(allowed.filledOpids == ["__0", "__1"])
        #expect(allowed.script.metadata.flags.contains("insecure-page"))
    }

    // MARK: Fields that must never be filled

    @Test func hiddenHoneypotDisabledAndReadOnlyFieldsAreLeftAlone() throws {
        let html = """
            <style>.trap { display: none }</style>
            <form action="/session" method="post">
              <input type="hidden" name="password" value="">
              <div class="trap"><label>Leave empty <input name="email2" autocomplete="off"></label>
                <input type="password" name="password_confirm_trap"></div>
              <input name="username_old" disabled aria-label="Username">
              <input name="login_ro" readonly value="fixed" aria-label="Login">
              <div style="visibility:hidden"><input type="password" name="pw_hidden" aria-label="Password"></div>
              <label for="u">Username</label><input id="u" name="username">
              <label for="p">Password</label><input id="p" type="password" name="password">
              <button>Sign in</button>
            </form>
            """
        let details = try Self.page(html, url: "https://www.acme.com/login")
        let result = try FormFiller().fill(page: details, items: [.login(Self.acme)])
        let filled = Set(result.filledOpids)
        let byName = Dictionary(details.fields.map { ($0.htmlName ?? $0.opid, $0.opid) }, uniquingKeysWith: { a, _ in a })
        #expect(filled == [byName["username"]!, details.fields.first { $0.htmlID == "p" }!.opid])
        for name in ["email2", "password_confirm_trap", "username_old", "login_ro", "pw_hidden"] {
            #expect(!filled.contains(byName[name]!), "\(name) must not be filled")
        }
    }

    @Test func searchAndNewsletterBoxesAreNeverFilled() throws {
        let html = """
            <form role="search" action="/search"><input type="search" name="q" aria-label="Search"><button>Go</button></form>
            <form action="https://news.acme.com/subscribe"><label>Newsletter: your email <input type="email" name="newsletter_email"></label>
              <button>Subscribe</button></form>
            """
        let identity = IdentityItem(id: "wile", firstName: "Wile", lastName: "Coyote", email: "wile@acme.com")
        #expect(throws: (any Error).self) {
            try Self.fill(html, url: "https://www.acme.com/", items: [.identity(identity), .login(Self.acme)])
        }
        let verdict = Classifier().classify(try Self.page(html, url: "https://www.acme.com/"))
        #expect(verdict.fields.allSatisfy { !$0.isFillable })
    }

    // MARK: Where the form posts

    @Test func formPostingToAnotherSiteIsRefusedUnlessAllowed() throws {
        let foreign = Self.loginForm.replacingOccurrences(of: "action=\"/session\"", with: "action=\"https://collect.evil.net/p\"")
        #expect(throws: FormFillError.self) { try Self.fill(foreign, url: "https://www.acme.com/login") }
        let result = try Self.fill(foreign, url: "https://www.acme.com/login", allowCrossSiteForms: true)
        #expect(result.script.metadata.flags.contains("cross-site-action"))
        #expect(result.warnings.contains { $0.contains("evil.net") })
        let sameSite = Self.loginForm.replacingOccurrences(of: "action=\"/session\"", with: "action=\"https://auth.acme.com/p\"")
        #expect(!(try Self.fill(sameSite, url: "https://www.acme.com/login")).script.metadata.flags.contains("cross-site-action"))
    }

    @Test func framesAreReportedNotEntered() throws {
        let html = """
            <iframe src="https://pay.evil.net/card" sandbox></iframe><iframe srcdoc="<input type=password>"></iframe>
            \(Self.loginForm)
            """
        let details = try Self.page(html, url: "https://www.acme.com/login")
        #expect(details.frames.map(\.entered) == [false, false])
        #expect(details.frames.first?.src == "https://pay.evil.net/card")
        #expect(details.fields.count == 3, "fields inside frames are not the page's")
    }

    // MARK: Values that try to escape

    static let hostileValues = [
        #"wile" onfocus="alert(1)"#, "wile'--", "wile</script><script>alert(1)</script>", "wile\u{2028}alert(1)\u{2029}",
        "wile\u{0}nul", "wile\\\"\\u0022", "<!--wile", "]]>wile&amp;",
    ]

    @Test(arguments: hostileValues)
    func hostileUsernameStaysAValue(username: String) throws {
        var item = Self.acme
        item.username = username
        let html = "<html><head><title>Sign in</title></head><body>\(Self.loginForm)</body></html>"
        let result = try Self.fill(html, url: "https://www.acme.com/login", items: [.login(item)])

        // Fill script JSON: decodes to exactly the value, and can be embedded in a <script> element.
        let json = result.script.jsonString()
        let decoded = try FillScript.decode(Data(json.utf8))
        #expect(decoded.valuesByOpid["__0"] == username)
        let js = FormFiller().javaScript(for: result.script)
        #expect(!js.lowercased().contains("</script"))
        #expect(!js.contains("\u{2028}") && !js.contains("\u{2029}") && !js.contains("\u{0}"))

        // Applied to the HTML: still one form, no new element, and the value reads back (NUL as U+FFFD).
        let filled = try HTMLFiller().apply(result.script, toHTML: Data(html.utf8))
        let filledHTML = String(decoding: filled.html, as: UTF8.self)
        #expect(filledHTML.components(separatedBy: "<script").count == 1)
        let again = try Self.page(filledHTML, url: "https://www.acme.com/login")
        #expect(again.fields.count == 3)
        #expect(again.fields[0].value == username.replacingOccurrences(of: "\u{0}", with: "\u{FFFD}"))
    }

    @Test func invalidUTF8AndNULInThePageGiveValidJSON() throws {
        var bytes = Data("<form><label for=u>Us\u{0}er".utf8)
        bytes += Data([0xFF, 0xC3, 0x28, 0xED, 0xA0, 0x80])
        bytes += Data("</label><input id=u value=\"a\u{0}b\u{2028}c".utf8) + Data([0xFE]) + Data("\"></form>".utf8)
        let details = try Collector(options: .init(pageURL: "https://www.acme.com/", documentUUID: "x", timestamp: 0))
            .collect(bytes).details
        let json = details.jsonData()
        #expect(String(validatingUTF8: json.map { CChar(bitPattern: $0) } + [0]) != nil)
        let again = try PageDetails.decode(json)
        #expect(again.fields.first?.value?.contains("\u{0}") == false)
        #expect(again.fields.first?.value?.hasPrefix("a\u{FFFD}b\u{2028}c") == true)
        #expect(again.fields.first?.labelTag?.hasPrefix("Us\u{FFFD}er") == true)
    }

    // MARK: Secrets stay out of messages

    @Test func secretsNeverReachErrorsWarningsOrExplanations() throws {
        // An http page (warnings), a cross-site form (warnings), an impossible password rule (error), a
        // broken TOTP secret (error): none of the messages may quote the password or the secret.
        let pages = [
            (Self.loginForm, "http://www.acme.com/login"),
            (Self.loginForm.replacingOccurrences(of: "/session", with: "https://evil.net/p"), "https://www.acme.com/login"),
        ]
        for (html, url) in pages {
            let result = try Self.fill(html, url: url, allowCrossSiteForms: true)
            for message in result.warnings + result.script.metadata.warnings {
                #expect(!message.contains(Self.secret), "\(message)")
            }
            let explanation = Classifier().classify(try Self.page(html, url: url))
            for field in explanation.fields {
                for evidence in field.evidence { #expect(!evidence.matched.contains(Self.secret)) }
            }
        }
        let signUp = """
            <form><input name="email" autocomplete="username">
            <input type="password" autocomplete="new-password" passwordrules="required: digit; allowed: digit; minlength: 30; maxlength: 4;">
            <input type="password" autocomplete="new-password"></form>
            """
        do {
            _ = try FormFiller().fill(page: Self.page(signUp, url: "https://www.acme.com/join"), items: [.login(Self.acme)],
                                      options: FillOptions(generatePassword: PasswordOptions()))
        } catch {
            #expect(!"\(error)".contains(Self.secret))
        }
        var broken = Self.acme
        broken.totp = "otpauth://totp/x?secret=\(Self.secret)"
        let otp = "<form><input name=otp autocomplete=one-time-code aria-label='Code'></form>"
        do {
            _ = try Self.fill(otp, url: "https://www.acme.com/2fa", items: [.login(broken)])
        } catch {
            #expect(!"\(error)".contains(Self.secret))
            #expect(!"\(error)".contains("unique-marker"))
        }
        // A vault file whose broken item carries a secret: the error names the item and key, not the value.
        let vault = #"{"items": [{"id": "v", "kind": "card", "number": "4111-1111-unique-marker", "cvv": "unique-marker"}]}"#
        do {
            _ = try VaultFile.decode(Data(vault.utf8))
            Issue.record("the vault must be rejected")
        } catch {
            #expect(!"\(error)".contains("unique-marker"))
        }
    }
}
