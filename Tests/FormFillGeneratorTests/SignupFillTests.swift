import Foundation
import FormFillGenerator
import FormFillModel
import FormFillSecrets
import Testing

@Suite struct SignupFillTests {
    static func signupPage(rules: String? = nil, minLength: Int? = nil, maxLength: Int? = nil) -> (page: PageDetails, classification: PageClassification) {
        makePage(url: "https://www.acme.com/register", forms: [TestForm(kind: .login), TestForm(kind: .signup, score: 0.5)], fields: [
            TestField(.username, form: "__form__0"), TestField(.currentPassword, type: "password", form: "__form__0"),
            TestField(.email, type: "email", form: "__form__1"),
            TestField(.newPassword, type: "password", form: "__form__1", minLength: minLength, passwordRules: rules),
            TestField(.newPassword, type: "password", form: "__form__1", maxLength: maxLength),
        ])
    }

    @Test func generatedPasswordGoesIntoNewAndConfirmation() throws {
        let rules = "minlength: 10; maxlength: 14; required: lower; required: upper; required: digit; allowed: [-_];"
        let result = try fill(Self.signupPage(rules: rules), .login(acme), FillOptions(generatePassword: PasswordOptions()))
        let password = try #require(result.generatedPassword)
        #expect(result.script.metadata.action == "fillSignup")
        #expect(result.script.metadata.formOpid == "__form__1")
        #expect(result.script.valuesByOpid == ["__2": "wile", "__3": password, "__4": password])
        #expect((10...14).contains(password.count))
        let parsed = try PasswordRules(parsing: rules)
        #expect(parsed.isSatisfied(by: password))
        #expect(!result.warnings.joined().contains(password))
    }

    @Test func fieldLengthsAndPatternCombineWithTheOptions() throws {
        var page = Self.signupPage(minLength: 8, maxLength: 9)
        page.page.fields[3].pattern = "[0-9]+"
        let result = try fill(page, .login(acme), FillOptions(generatePassword: PasswordOptions(minLength: 4, maxLength: 50)))
        let password = try #require(result.generatedPassword)
        #expect((8...9).contains(password.count))
        #expect(password.allSatisfy { $0.isNumber })
    }

    @Test func impossibleRulesAreAnErrorNotAWeakerPassword() {
        let page = Self.signupPage(rules: "maxlength: 6;", minLength: 12)
        #expect(throws: FillError.self) {
            try fill(page, .login(acme), FillOptions(generatePassword: PasswordOptions()))
        }
        do {
            _ = try fill(page, .login(acme), FillOptions(generatePassword: PasswordOptions()))
        } catch let error as FillError {
            guard case .impossiblePassword = error else { Issue.record("wrong error \(error)"); return }
        } catch { Issue.record("unexpected \(error)") }
    }

    @Test func withoutANewPasswordTheSignInFormWins() throws {
        let result = try fill(Self.signupPage(), .login(acme))
        #expect(result.script.metadata.formOpid == "__form__0")
        #expect(result.generatedPassword == nil)
    }

    @Test func signupWithoutNewPasswordFillsOnlyTheUsernameAndSaysSo() throws {
        let page = makePage(forms: [TestForm(kind: .signup)], fields: [
            TestField(.username), TestField(.newPassword, type: "password"), TestField(.newPassword, type: "password"),
        ])
        let result = try fill(page, .login(acme))
        #expect(result.script.valuesByOpid == ["__0": "wile"])
        #expect(result.warnings.contains { $0.contains("new password") })
    }

    @Test func changePasswordWithGeneratedPassword() throws {
        let page = makePage(forms: [TestForm(kind: .changePassword)], fields: [
            TestField(.username, readonly: true), TestField(.currentPassword, type: "password"),
            TestField(.newPassword, type: "password", maxLength: 16), TestField(.newPassword, type: "password"),
        ])
        let result = try fill(page, .login(acme), FillOptions(generatePassword: PasswordOptions(requireDigits: true, requireSymbols: true)))
        let password = try #require(result.generatedPassword)
        #expect(result.script.valuesByOpid == ["__1": "secret", "__2": password, "__3": password])
        #expect(password.count <= 16 && password.contains(where: \.isNumber))
        #expect(result.script.script.last == .touchAllFields)
    }
}
