import Foundation
import Testing
import FormFillCollector
import FormFillModel
import FormFillSupport
import FormFillTestSupport

@Suite struct FieldKeyTests {
    @Test func aTextBoxDrawnMaskedSaysSo() throws {
        let d = try collect(MaskedTextSnippets.page)
        #expect(d.fields.map { ($0.htmlName ?? "") + "=" + ($0.textSecurity ?? "") } == MaskedTextSnippets.expected)
        // The key round-trips through the token's JSON.
        let read = try JSONDecoder().decode(PageDetails.self, from: Data(d.jsonBytes(parallelism: .serial)))
        #expect(read.fields.map(\.textSecurity) == d.fields.map(\.textSecurity))
        #expect(PageDetails.read(Data(d.jsonBytes(parallelism: .serial)))?.page.fields.map(\.textSecurity) == d.fields.map(\.textSecurity))
    }

    @Test func boxesWrittenInSVGOrMathAreNoControls() throws {
        let d = try collect(ForeignContentSnippets.page)
        #expect(d.fields.map { ($0.htmlName ?? "") + "=" + String($0.viewable) } == ForeignContentSnippets.expected)
        #expect(d.forms.map { $0.htmlID ?? "" } == ForeignContentSnippets.forms)
        // The label in the `<math>` is none: `k` has the HTML one only.
        #expect(field(d, "k")?.labelTag == "Name")
    }

    @Test func nothingAfterAPlaintextTagIsCollected() throws {
        let d = try collect(ForeignContentSnippets.plaintextPage)
        #expect(d.fields.map { ($0.htmlName ?? "") + "=" + String($0.viewable) } == ForeignContentSnippets.plaintextExpected)
        #expect(d.forms.map { $0.htmlID ?? "" } == ["f1"])
    }

    @Test(arguments: ParserDifferenceSnippets.pages.map(\.name))
    func controlsBelongToTheFormABrowsersParserGivesThem(_ name: String) throws {
        let page = try #require(ParserDifferenceSnippets.pages.first { $0.name == name })
        let d = try collect(page.html)
        #expect(ParserDifferenceSnippets.owners(d) == page.owners)
        #expect(d.forms.map { $0.htmlID ?? "" } == page.forms)
    }

    @Test func opidsFollowTheOriginalListThenTextareas() throws {
        let d = try collect("<textarea name=t1></textarea><input name=a><select name=s></select><textarea name=t2>x</textarea><button name=b>Go</button>")
        #expect(d.fields.map(\.htmlName) == ["a", "s", "b", "t1", "t2"])
        #expect(d.fields.map(\.opid) == ["__0", "__1", "__2", "__3", "__4"])
        #expect(d.fields.map(\.elementNumber) == [0, 1, 2, 3, 4])
        #expect(field(d, "t1")?.type == "textarea")
        // Each textarea says which control it stands before in the document; the last one, none.
        #expect(field(d, "t1")?.precedes == "__0")
        #expect(field(d, "t2")?.precedes == "__2")
        let last = try collect("<input name=a><textarea name=t></textarea>")
        #expect(field(last, "t")?.precedes == nil)
        #expect(field(last, "a")?.precedes == nil)
    }

    @Test func valueRules() throws {
        let long = String(repeating: "a", count: 300)
        let d = try collect("""
        <input type=checkbox name=c1 checked><input type=checkbox name=c2 value=yes>
        <input type=hidden name=h value="\(long)"><input type=radio name=r>
        <button name=b1>  Sign
          in </button><button name=b2 value=go>Sign in</button>
        <select name=s><option value=a>A<option selected>  Bee  </option></select>
        <select name=s2><option disabled>x<option value=y>Y</select>
        <input type=email name=e value=" a@b.c "><input type=number name=n value=abc><input type=file name=f value=x>
        <textarea name=t>
        line</textarea>
        """)
        #expect(field(d, "c1")?.value == "✓")
        #expect(field(d, "c1")?.checked == true)
        #expect(field(d, "c2")?.value == "")
        #expect(field(d, "h")?.value == String(repeating: "a", count: 254) + "...SNIPPED")
        #expect(field(d, "r")?.value == "on")
        #expect(field(d, "b1")?.value == "Sign in")
        #expect(field(d, "b2")?.value == "go")
        #expect(field(d, "s")?.value == "Bee")
        #expect(field(d, "s2")?.value == "y")
        #expect(field(d, "e")?.value == "a@b.c")
        #expect(field(d, "n")?.value == "")
        #expect(field(d, "f")?.value == "")
        #expect(field(d, "t")?.value == "line")  // the newline right after <textarea> is not content
    }

    @Test func typesAsABrowserReportsThem() throws {
        let d = try collect("<input name=a><input name=b type=EMAIL><input name=c type=bogus><select name=d multiple></select><button name=e type=reset></button><button name=f type=x></button>")
        #expect(d.fields.map(\.type) == ["text", "email", "text", "select-multiple", "reset", "submit"])
    }

    @Test func selectInfoTextIsLowercasedWithoutSpacesAndPunctuation() throws {
        let d = try collect("<select name=s><option value=1>01 - January</option><option value=''></option><option value=x>Côte d'Ivoire (CI)</option><option>#1/2</option></select>")
        let options = try #require(field(d, "s")?.selectOptions)
        #expect(options == [SelectOption(text: "01january", value: "1"), SelectOption(text: nil, value: ""),
                            SelectOption(text: "côtedivoireci", value: "x"), SelectOption(text: "#1/2", value: "#1/2")])
    }

    @Test func maxLengthAutocompleteAndFlags() throws {
        let d = try collect("""
        <input name=a maxlength=20 minlength=8 size=10 pattern="\\d+" passwordrules="minlength: 8;" inputmode=numeric autocomplete=off>
        <input name=b maxlength=5000 x-autocompletetype=email autocomplete=username>
        <input name=c maxlength=0 autocomplete="cc-number" disabled readonly aria-hidden=true aria-disabled=TRUE aria-haspopup=true>
        <select name=d readonly maxlength=3></select>
        """)
        let a = try #require(field(d, "a")), b = try #require(field(d, "b")), c = try #require(field(d, "c")), s = try #require(field(d, "d"))
        #expect(a.maxLength == 20 && a.minLength == 8 && a.size == 10 && a.pattern == "\\d+")
        #expect(a.passwordRules == "minlength: 8;" && a.inputMode == "numeric" && a.autoCompleteType == nil)
        #expect(b.maxLength == nil && b.autoCompleteType == "email")
        #expect(c.maxLength == nil && c.autoCompleteType == "cc-number" && c.disabled && c.readonly)
        #expect(c.ariaHidden && !c.ariaDisabled && c.ariaHasPopup)
        #expect(!s.readonly && s.maxLength == nil)
    }

    /// The HTML standard disables every control inside a `<fieldset disabled>` except those in its first
    /// `<legend>` child, though the controls carry no `disabled` attribute of their own.
    @Test func controlsInADisabledFieldsetAreDisabled() throws {
        let d = try collect("""
        <form><fieldset disabled><legend>Sign in <input name=inLegend></legend>
          <div><input name=user><input type=password name=pass></div><button name=go>Go</button>
          <legend><input name=secondLegend></legend>
          <fieldset><input name=nested></fieldset>
        </fieldset>
        <fieldset><legend>Open</legend><input name=open></fieldset>
        <fieldset disabled=""><legend><span><b><input name=deepInLegend></b></span></legend></fieldset></form>
        """)
        let disabled = d.fields.filter(\.disabled).compactMap(\.htmlName)
        #expect(disabled == ["user", "pass", "go", "secondLegend", "nested"])
        #expect(field(d, "inLegend")?.disabled == false && field(d, "open")?.disabled == false)
        #expect(field(d, "deepInLegend")?.disabled == false)
    }

    @Test func paymentAndOnePasswordAttributes() throws {
        let d = try collect(#"""
        <div data-onepassword-title="ACME checkout"></div>
        <input name=n data-stripe=number data-braintree-name=number data-unmasked="1"
               data-onepassword-designation=username data-onepassword-field-type="email">
        <input name=p type=password>
        """#)
        #expect(d.displayTitle == "ACME checkout")
        let n = try #require(field(d, "n")), p = try #require(field(d, "p"))
        #expect(n.dataStripe == "number" && n.dataBraintreeName == "number" && n.dataUnmasked == "1")
        let extra = Dictionary(n.additional.map { ($0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        #expect(extra["onepasswordDesignation"] == .string("username"))
        #expect(extra["onepasswordFieldType"] == .string("email"))
        #expect(p.additional.first { $0.key == "onepasswordFieldType" }?.value == .string("password"))
    }

    @Test func fakeTestedMarksHiddenPasswordLookalikes() throws {
        let d = try collect(#"<input name=user_password style="display:none"><input name=pin-code type=password hidden><input name=spinner hidden><input name=password>"#)
        #expect(field(d, "user_password")?.fakeTested == true)
        #expect(field(d, "pin-code")?.fakeTested == true)
        #expect(field(d, "spinner")?.fakeTested == false)
        #expect(field(d, "password")?.fakeTested == false)
    }

    @Test func titleAndFrames() throws {
        let d = try collect("<title>  Log\n in </title><iframe src='/f'></iframe><frameset><frame src='https://o.example/'></frameset>")
        #expect(d.title == "Log in")
        #expect(d.frames.first == FrameReport(src: "https://www.example.com/f", entered: false, reason: "static-collector"))
    }
}
