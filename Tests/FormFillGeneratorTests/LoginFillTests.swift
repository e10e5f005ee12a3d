import Foundation
import FormFillGenerator
import FormFillModel
import FormFillSecrets
import Testing

@Suite struct LoginFillTests {
    static let loginPage = makePage(forms: [TestForm(kind: .login)], fields: [
        TestField(.username, type: "email"), TestField(.currentPassword, type: "password"), TestField(nil, type: "submit"),
    ])

    @Test func fillsUsernameThenPasswordLikeTheExtension() throws {
        let result = try fill(Self.loginPage, .login(acme))
        #expect(result.script.script == [
            .clickOnOpid("__0"), .focusByOpid("__0"), .fillByOpid("__0", "wile"),
            .clickOnOpid("__1"), .focusByOpid("__1"), .fillByOpid("__1", "secret"),
            .touchAllFields,
        ])
        #expect(result.filledOpids == ["__0", "__1"])
        #expect(result.script.metadata.action == "fillLogin")
        #expect(result.script.metadata.itemID == "acme")
        #expect(result.script.metadata.formOpid == "__form__0")
        #expect(result.script.metadata.formKind == "login")
        #expect(result.script.savedURL == "https://www.acme.com")
        #expect(result.script.itemType == "login")
        #expect(result.script.documentUUID == "doc-1")
        #expect(result.warnings.isEmpty)
    }

    @Test func usernameStepAndPasswordStep() throws {
        let step1 = makePage(forms: [TestForm(kind: .usernameStep)], fields: [TestField(.username)])
        #expect(try fill(step1, .login(acme)).script.valuesByOpid == ["__0": "wile"])
        let step2 = makePage(forms: [TestForm(kind: .passwordStep)], fields: [
            TestField(.username, type: "hidden", visible: false, exclusion: .hidden), TestField(.currentPassword, type: "password"),
        ])
        let result = try fill(step2, .login(acme))
        #expect(result.script.valuesByOpid == ["__1": "secret"])
    }

    @Test func emailFieldOfALoginFormTakesTheUsername() throws {
        let page = makePage(forms: [TestForm(kind: .login)], fields: [TestField(.email, type: "email"), TestField(.currentPassword, type: "password")])
        #expect(try fill(page, .login(acme)).script.valuesByOpid == ["__0": "wile", "__1": "secret"])
    }

    @Test func choosesTheVisibleBestScoringLoginFormAndNeverSearchOrNewsletter() throws {
        let page = makePage(forms: [
            TestForm(kind: .search, score: 5), TestForm(kind: .login, score: 2), TestForm(kind: .login, score: 3, visible: false),
            TestForm(kind: .login, score: 2.5), TestForm(kind: .newsletter, score: 9),
        ], fields: [
            TestField(.username, form: "__form__0", exclusion: .search),
            TestField(.username, form: "__form__1"), TestField(.currentPassword, type: "password", form: "__form__1"),
            TestField(.username, form: "__form__2", visible: false), TestField(.currentPassword, type: "password", form: "__form__2", visible: false),
            TestField(.username, form: "__form__3"), TestField(.currentPassword, type: "password", form: "__form__3"),
            TestField(.email, type: "email", form: "__form__4", exclusion: .newsletter),
        ])
        let result = try fill(page, .login(acme))
        #expect(result.script.metadata.formOpid == "__form__3")
        #expect(Set(result.filledOpids) == ["__5", "__6"])
    }

    /// Of several login forms, one whose own words say sign-in is the page's login: a form read as a login by
    /// its shape alone (a user name and a password, more boxes and so a higher score) may be a sign-up.
    @Test func aLoginThatSaysSoBeatsOneReadByItsShapeAlone() throws {
        let shape = FormEvidence(.fields, matched: "user name and password", kind: .login, score: 2.5)
        let words = FormEvidence(.form(.htmlClass), matched: "sign in", kind: .login, score: 1)
        let page = makePage(forms: [TestForm(kind: .login, score: 10, evidence: [shape]),
                                    TestForm(kind: .login, score: 7, evidence: [shape, words])], fields: [
            TestField(.username, form: "__form__0"), TestField(.email, type: "email", form: "__form__0"),
            TestField(.currentPassword, type: "password", form: "__form__0"),
            TestField(.username, form: "__form__1"), TestField(.currentPassword, type: "password", form: "__form__1"),
        ])
        let result = try fill(page, .login(acme))
        #expect(result.script.metadata.formOpid == "__form__1")
    }

    @Test func excludedFieldsAreNeverFilled() throws {
        let page = makePage(forms: [TestForm(kind: .login)], fields: [
            TestField(.username, exclusion: .honeypot), TestField(.username, disabled: true), TestField(.username, readonly: true),
            TestField(.username), TestField(.currentPassword, type: "password"),
        ])
        #expect(try fill(page, .login(acme)).filledOpids == ["__3", "__4"])
    }

    @Test func noLoginFormIsAClearError() {
        let page = makePage(forms: [TestForm(kind: .search)], fields: [TestField(.username, exclusion: .search)])
        #expect(throws: FillError.self) { try fill(page, .login(acme)) }
    }

    @Test func changePasswordGetsCurrentAndGivenNewPassword() throws {
        let page = makePage(forms: [TestForm(kind: .changePassword)], fields: [
            TestField(.currentPassword, type: "password"), TestField(.newPassword, type: "password"), TestField(.newPassword, type: "password"),
        ])
        var options = FillOptions()
        options.newPassword = "n3w-Pass!"
        let result = try fill(page, .login(acme), options)
        #expect(result.script.valuesByOpid == ["__0": "secret", "__1": "n3w-Pass!", "__2": "n3w-Pass!"])
        #expect(result.script.metadata.action == "fillChangePassword")
        #expect(result.generatedPassword == nil)
    }

    @Test func oneTimeCodeDigitsAcrossSixBoxes() throws {
        let page = makePage(forms: [TestForm(kind: .oneTimeCode)],
                            fields: (0..<6).map { _ in TestField(.oneTimeCode, maxLength: 1) })
        let options = FillOptions(now: Date(timeIntervalSince1970: 1_700_000_000))
        let result = try fill(page, .login(acme), options)
        let code = try TOTP(acme.totp ?? "").code(at: options.now)
        #expect(result.script.metadata.action == "fillOneTimeCode")
        #expect(result.script.script.first == .delay(50))
        #expect((0..<6).map { result.script.valuesByOpid["__\($0)"] ?? "" }.joined() == code)
        #expect(!result.script.script.contains(.touchAllFields))
    }

    @Test func oneTimeCodeInOneField() throws {
        let page = makePage(forms: [TestForm(kind: .oneTimeCode)], fields: [TestField(.oneTimeCode, maxLength: 6)])
        let options = FillOptions(now: Date(timeIntervalSince1970: 1_700_000_000))
        let result = try fill(page, .login(acme), options)
        #expect(result.script.valuesByOpid["__0"] == (try TOTP(acme.totp ?? "").code(at: options.now)))
    }
}

@Suite struct SecurityTests {
    static let httpLogin = makePage(url: "http://www.acme.com/login", forms: [TestForm(kind: .login)], fields: [
        TestField(.username), TestField(.currentPassword, type: "password"), TestField(.oneTimeCode),
    ])

    @Test func httpPageGetsNoPasswordFromAnHttpsItem() throws {
        let result = try fill(Self.httpLogin, .login(acme))
        #expect(result.script.valuesByOpid == ["__0": "wile"])
        #expect(result.script.metadata.flags.contains("insecure-page"))
        #expect(result.script.metadata.flags.contains("password-withheld"))
        #expect(!result.warnings.isEmpty)
        #expect(!result.script.jsonString().contains("secret\""))
    }

    @Test func allowInsecureFillsAndStillFlags() throws {
        var options = FillOptions(now: Date(timeIntervalSince1970: 1_700_000_000))
        options.allowInsecure = true
        let result = try fill(Self.httpLogin, .login(acme), options)
        #expect(result.script.valuesByOpid["__1"] == "secret")
        #expect(result.script.valuesByOpid["__2"] != nil)
        #expect(result.script.metadata.flags == ["insecure-page"])
    }

    @Test func httpItemOnHttpPageIsFine() throws {
        var item = acme
        item.urls = ["http://www.acme.com"]
        let result = try fill(Self.httpLogin, .login(item))
        #expect(result.script.valuesByOpid["__1"] == "secret")
        #expect(result.script.metadata.flags.isEmpty)
    }

    @Test func passwordOnlyStepOnHttpIsAnError() {
        let page = makePage(url: "http://www.acme.com/", forms: [TestForm(kind: .passwordStep)],
                            fields: [TestField(.currentPassword, type: "password")])
        #expect(throws: FillError.self) { try fill(page, .login(acme)) }
    }

    @Test func crossSiteActionIsRefusedUnlessTheAppAllowsIt() throws {
        let page = makePage(forms: [TestForm(kind: .login, action: "https://collector.evil.net/steal")],
                            fields: [TestField(.username), TestField(.currentPassword, type: "password")])
        #expect(throws: FillError.refused("the form posts to another site (evil.net) than the page (acme.com); the password and one-time code are not filled there unless the app allows it")) {
            try fill(page, .login(acme))
        }
        let result = try fill(page, .login(acme), FillOptions(allowCrossSiteForms: true))
        #expect(result.script.valuesByOpid.count == 2)
        #expect(result.script.metadata.flags == ["cross-site-action"])
        #expect(result.warnings.contains { $0.contains("evil.net") })
    }

    @Test func sameSiteActionIsNotFlagged() throws {
        let page = makePage(forms: [TestForm(kind: .login, action: "https://accounts.acme.com/session")],
                            fields: [TestField(.username), TestField(.currentPassword, type: "password")])
        #expect(try fill(page, .login(acme)).script.metadata.flags.isEmpty)
    }

    @Test func noSecretInWarnings() throws {
        let page = makePage(url: "http://www.acme.com/", forms: [TestForm(kind: .login, action: "https://evil.net/")],
                            fields: [TestField(.username), TestField(.currentPassword, type: "password")])
        let result = try fill(page, .login(acme), FillOptions(allowCrossSiteForms: true))
        for warning in result.warnings { #expect(!warning.contains("secret") && !warning.contains("JBSWY3DP")) }
    }

    @Test(arguments: ["quote \" and ' and \\", "</script><script>alert(1)</script>", "line\u{2028}sep\u{2029}",
                      "nul\u{0}byte", "emoji 🔑 and ünïcödé", "${template} `backtick`"])
    func hostileValuesRoundTripExactly(value: String) throws {
        var item = acme
        item.username = value
        item.password = value + "!"
        let result = try fill(LoginFillTests.loginPage, .login(item))
        let json = result.script.jsonString()
        #expect(!json.contains("</script"))
        #expect(!json.contains("\u{2028}"))
        let decoded = try FillScript.decode(Data(json.utf8))
        #expect(decoded.valuesByOpid["__0"] == value)
        #expect(decoded.valuesByOpid["__1"] == value + "!")
        #expect(decoded == result.script)
    }
}

@Suite struct FormChoiceTests {
    @Test func tiesGoToTheFirstFormAndFormlessGroupsHaveNoFormOpid() throws {
        var built = makePage(forms: [TestForm(kind: .login), TestForm(kind: .login)], fields: [
            TestField(.username, form: "__form__0"), TestField(.currentPassword, type: "password", form: "__form__0"),
            TestField(.username, form: "__form__1"), TestField(.currentPassword, type: "password", form: "__form__1"),
        ])
        #expect(try fill(built, .login(acme)).script.metadata.formOpid == "__form__0")
        // The same fields outside any <form>: the classifier's formless group.
        built.page.forms = []
        built.classification.forms = [FormClassification(opid: "__formless__0", kind: .login, score: 1, fieldOpids: ["__0", "__1"])]
        let result = try fill(built, .login(acme))
        #expect(result.script.metadata.formOpid == nil)
        #expect(result.script.metadata.formKind == "login")
        #expect(result.filledOpids == ["__0", "__1"])
    }

    @Test func opidsFromOtherCollectorsAreFoundWhateverTheirNumbering() throws {
        // Collectors number `__0`, `__1`, … in order, and the generator reads such an opid as a position; a
        // token with other opids (out of order, a leading zero, a gap, names) is looked up by table.
        for opids in [["__0", "__1", "__2"], ["__1", "__0", "__2"], ["__00", "__01", "__02"], ["__0", "__5", "__9"],
                      ["remember", "user", "pass"]] {
            for reversedVerdicts in [false, true] {
                var built = makePage(forms: [TestForm(kind: .login)], fields: [
                    TestField(nil, type: "checkbox"), TestField(.username), TestField(.currentPassword, type: "password"),
                ])
                for i in opids.indices { built.page.fields[i].opid = opids[i]; built.classification.fields[i].opid = opids[i] }
                built.classification.forms[0].fieldOpids = opids
                // Verdicts in another order than the fields: their own index.
                if reversedVerdicts { built.classification.fields.reverse() }
                let result = try fill(built, .login(acme))
                #expect(result.filledOpids == Array(opids[1...]), "\(opids)")
                #expect(result.script.valuesByOpid[opids[1]] == "wile")
            }
        }
    }

    @Test func aDuplicatedOpidIsItsFirstFieldWithItsFirstVerdict() throws {
        // A token holding one opid twice: the form's list names the first field with it, and the first verdict
        // with it decides, whichever order the verdicts come in; the second field is never reached.
        for reversedVerdicts in [false, true] {
            var built = makePage(forms: [TestForm(kind: .login)], fields: [
                TestField(nil, type: "checkbox"), TestField(.username), TestField(.currentPassword, type: "password"),
            ])
            built.page.fields[2].opid = "__1"
            built.classification.fields[2].opid = "__1"
            built.classification.forms[0].fieldOpids = ["__0", "__1", "__1"]
            if reversedVerdicts { built.classification.fields.reverse() }
            let result = try fill(built, .login(acme))
            #expect(result.filledOpids == ["__1"])
            #expect(result.script.valuesByOpid["__1"] == (reversedVerdicts ? "secret" : "wile"))
            #expect(result.script.targets.map(\.type) == ["text"])
        }
    }

    @Test func cardOnAnHttpPageIsRefused() throws {
        let page = makePage(url: "http://shop.example/", forms: [TestForm(kind: .card)], fields: [TestField(.ccNumber)])
        do {
            _ = try fill(page, .card(visa))
            Issue.record("a card was filled into an http page")
        } catch let error as FillError {
            guard case .refused(let message) = error else { Issue.record("\(error)"); return }
            #expect(message.contains("not secure") && !message.contains("4111"))
        }
        // The loopback host is a secure context (a developer's own server).
        let local = makePage(url: "http://127.0.0.1:8080/", forms: [TestForm(kind: .card)], fields: [TestField(.ccNumber)])
        #expect(try fill(local, .card(visa)).filledOpids == ["__0"])
    }
}

@Suite struct ValuelessFieldTests {
    @Test func buttonsCheckboxesAndRadiosNeverGetText() throws {
        let page = makePage(url: "https://shop.example/", forms: [TestForm(kind: .card)], fields: [
            TestField(.ccNumber), TestField(.ccType, type: "radio"), TestField(.ccCSC, type: "submit"),
            TestField(.ccName, type: "checkbox"), TestField(.ccExp, type: "hidden"),
        ])
        #expect(try fill(page, .card(visa)).filledOpids == ["__0"])
    }
}
