import Testing
import FormFillCollector
import FormFillModel

@Suite struct VisibilityRuleTests {
    func state(_ html: String, _ name: String) throws -> (Bool, Bool) {
        let f = try #require(field(try collect(html), name))
        return (f.visible, f.viewable)
    }

    @Test func typeHiddenAndHiddenAttribute() throws {
        #expect(try state("<input type=hidden name=a>", "a") == (false, false))
        #expect(try state("<div hidden><input name=a></div>", "a") == (false, false))
    }

    @Test func inlineStyleOnTheElementOrAnAncestor() throws {
        #expect(try state(#"<input name=a style="display: none">"#, "a") == (false, false))
        #expect(try state(#"<div style="visibility:hidden"><p><input name=a></p></div>"#, "a") == (false, false))
        #expect(try state(#"<div style="display:block"><input name=a></div>"#, "a") == (true, true))
    }

    @Test func styleRulesWithTagIDClassCompoundAndDescendant() throws {
        let sheet = "<style>form.login #box .x { display:none } section input { visibility: hidden } #solo{display:none}</style>"
        #expect(try state(sheet + #"<form class="login"><div id="box"><span class="x"><input name=a></span></div></form>"#, "a") == (false, false))
        #expect(try state(sheet + #"<form><div id="box"><span class="x"><input name=a></span></div></form>"#, "a") == (true, true))
        #expect(try state(sheet + "<section><input name=a></section>", "a") == (false, false))
        #expect(try state(sheet + "<input id=solo name=a>", "a") == (false, false))
    }

    @Test func cascadeImportantInlineAndSpecificity() throws {
        #expect(try state(#"<style>.h{display:none} #v{display:block}</style><input id=v class=h name=a>"#, "a") == (true, true))
        #expect(try state(#"<style>#v{display:block} .h{display:none}</style><input id=v class=h name=a>"#, "a") == (true, true))
        #expect(try state(#"<style>.h{display:none}</style><input class=h style="display:block" name=a>"#, "a") == (true, true))
        #expect(try state(#"<style>.h{display:none !important}</style><input class=h style="display:block" name=a>"#, "a") == (false, false))
    }

    @Test func unsupportedSelectorsAndPrintMediaAreIgnored() throws {
        #expect(try state("<style>input:focus{display:none} input[name=a]{display:none}</style><input name=a>", "a") == (true, true))
        #expect(try state("<style>@media print { input { display:none } }</style><input name=a>", "a") == (true, true))
        #expect(try state("<style>/* input{display:none} */</style><input name=a>", "a") == (true, true))
    }

    @Test func viewableApproximation() throws {
        #expect(try state(#"<input name=a style="position:absolute;left:-9999px">"#, "a") == (true, false))
        #expect(try state(#"<div style="opacity:0"><input name=a></div>"#, "a") == (true, false))
        #expect(try state(#"<input name=a style="width:0;height:0">"#, "a") == (true, false))
        #expect(try state(#"<input name=a style="width:200px;height:30px">"#, "a") == (true, true))
        #expect(try state(#"<style>.sr{position:absolute;clip:rect(0 0 0 0)}</style><input class=sr name=a>"#, "a") == (true, false))
    }

    @Test func userAgentHiddenElementsAndUncollectedContent() throws {
        let d = try collect("<dialog><input name=d></dialog><template><input name=t></template><noscript><input name=n></noscript><input name=v>")
        #expect(d.fields.map(\.htmlName) == ["d", "v"])
        #expect(field(d, "d")?.visible == false)
    }
}
