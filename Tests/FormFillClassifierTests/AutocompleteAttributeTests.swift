import FormFillClassifier
import FormFillModel
import Testing

@Suite struct AutocompleteAttributeTests {
    @Test func fullGrammar() {
        let a = AutocompleteAttribute("section-blue shipping home tel webauthn")
        #expect(a.section == "section-blue")
        #expect(a.addressKind == "shipping")
        #expect(a.contactKind == "home")
        #expect(a.designation == .tel)
        #expect(a.webauthn)
    }

    @Test func caseAndWhitespaceAreNormalised() {
        #expect(AutocompleteAttribute("  NAME ").designation == .name)
        #expect(AutocompleteAttribute(" WoRk\t eMaIl").designation == .email)
        #expect(AutocompleteAttribute(" WoRk\t eMaIl").contactKind == "work")
        let a = AutocompleteAttribute(" SECTION-one SHIPping address-line1\t")
        #expect(a.designation == .addressLine1 && a.section == "section-one" && a.addressKind == "shipping")
    }

    @Test func loginTokens() {
        #expect(AutocompleteAttribute("username webauthn").designation == .username)
        #expect(AutocompleteAttribute("current-password").designation == .currentPassword)
        #expect(AutocompleteAttribute("new-password").designation == .newPassword)
        #expect(AutocompleteAttribute("one-time-code").designation == .oneTimeCode)
        #expect(AutocompleteAttribute("billing cc-exp-month").designation == .ccExpMonth)
    }

    @Test func onOffAndUnknownGiveNoDesignation() {
        #expect(AutocompleteAttribute("on").designation == nil)
        #expect(AutocompleteAttribute("oFf ").designation == nil)
        #expect(AutocompleteAttribute("off").isOnOrOff)
        #expect(AutocompleteAttribute("").designation == nil)
        #expect(AutocompleteAttribute("other").designation == nil)
        #expect(AutocompleteAttribute("nope-password").designation == nil)
    }

    @Test func grammarViolationsAreRejected() {
        // A contact kind only goes with contact fields; tokens must come in order; nothing may follow the name.
        #expect(AutocompleteAttribute("home street-address").designation == nil)
        #expect(AutocompleteAttribute("shipping section-a street-address").designation == nil)
        #expect(AutocompleteAttribute("email tel").designation == nil)
        #expect(AutocompleteAttribute("mobile tel-national").designation == .telNational)
    }

    @Test func autocompleteDecidesByRule() {
        // The author's token wins over stronger words by rule: its evidence is a flag with no score.
        let r = classify([field("email", name: "email", label: "E-mail address", autocomplete: "username")])
        #expect(r.fields[0].designation == .username)
        #expect(r.fields[0].evidence.contains { $0.signal == .autocomplete && $0.score == 0 })
        #expect(!r.fields[0].evidence.contains { $0.designation == .username && $0.score > 0 })
        let s = classify([field(name: "ship_addr", autocomplete: "section-home shipping street-address")])
        #expect(s.fields[0].section == "section-home" && s.fields[0].addressKind == "shipping")
    }
}
