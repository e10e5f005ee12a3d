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
            <form><input name="f7" aria-describedby="help"><button>Save</button></form>
            <footer><p id="help">ZIP code</p></footer>
            """)
        #expect(designation(of: "f7", in: r) == "postal-code")
    }

    @Test func descriptionBesideALabelDoesNotRelabelTheField() throws {
        let r = try classifyHTML("""
            <form><label for="c">City</label><input id="c" name="c" aria-describedby="h"></form>
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
}
