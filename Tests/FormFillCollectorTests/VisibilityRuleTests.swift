import Testing
import FormFillCollector
import FormFillModel
import FormFillTestSupport

@Suite struct VisibilityRuleTests {
    func state(_ html: String, _ name: String) throws -> (Bool, Bool) {
        let f = try #require(field(try collect(html), name))
        return (f.visible, f.viewable)
    }

    @Test func aControlWithATinyFontIsTiny() throws {
        for style in ["font-size:1px", "font-size:0", "font:2px sans-serif", "font: italic bold 3px/1 serif", "font-size:0.1em",
                      "font-size:20%"] {
            #expect(try state("<input name=a style='\(style)'>", "a") == (true, false), "\(style)")
        }
        for style in ["font-size:11px", "font-size:1px;height:24px", "font-size:small", "font-size:1", "font:12px/1 serif"] {
            #expect(try state("<input name=a style='\(style)'>", "a") == (true, true), "\(style)")
        }
        // A control's font does not come from its ancestors.
        #expect(try state("<div style='font-size:1px'><input name=a></div>", "a") == (true, true))
        #expect(try state("<style>form input { font-size: 1px }</style><form><input name=a></form>", "a") == (true, false))
    }

    /// A box that draws its text in a transparent colour shows the user nothing of what is typed or filled into
    /// it: `color: transparent` (or any colour of alpha under 0.1), or a transparent `-webkit-text-fill-color`,
    /// which wins over `color` and is inherited (an ancestor's reaches the box; `color` does not, as the
    /// browser's own sheet gives controls theirs). A `text-shadow` draws the text again, so it shows; a
    /// checkbox or a button has no text to fill.
    @Test func aControlThatDrawsItsTextTransparentIsNotViewable() throws {
        for style in ["color:transparent", "color:rgba(0,0,0,0)", "color: rgb(0 0 0 / 0%)", "color:#0000", "color:#ffffff00",
                      "color:hsla(0, 0%, 0%, 0.05)", "-webkit-text-fill-color:transparent", "color:transparent;text-shadow:none",
                      "color:transparent;-webkit-text-fill-color:currentcolor"] {
            #expect(try state("<input name=a style='\(style)'>", "a") == (true, false), "\(style)")
            #expect(try state("<textarea name=a style='\(style)'></textarea>", "a") == (true, false), "\(style)")
        }
        for style in ["color:#000", "color:rgba(0,0,0,0.5)", "color:#0008", "color:transparent;text-shadow:0 0 0 #000",
                      "color:transparent;-webkit-text-fill-color:#333", "color:inherit", "background:transparent;border:0",
                      "color:currentcolor"] {
            #expect(try state("<input name=a style='\(style)'>", "a") == (true, true), "\(style)")
        }
        // `color` is the control's own; `-webkit-text-fill-color` comes from its ancestors too.
        #expect(try state("<div style='color:transparent'><input name=a></div>", "a") == (true, true))
        #expect(try state("<div style='-webkit-text-fill-color:transparent'><input name=a></div>", "a") == (true, false))
        #expect(try state("<div style='-webkit-text-fill-color:transparent'><input name=a style='-webkit-text-fill-color:initial'></div>", "a") == (true, true))
        #expect(try state("<style>#f input { color: transparent }</style><form id=f><input name=a></form>", "a") == (true, false))
        // No text to fill: a checkbox, a button.
        #expect(try state("<input type=checkbox name=a style='color:transparent'>", "a") == (true, true))
        #expect(try state("<input type=submit name=a style='color:transparent'>", "a") == (true, true))
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
        #expect(try state("<style>input:focus{display:none} input::after{display:none} input:invalid{display:none}</style><input name=a>", "a") == (true, true))
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

    // Issue 15: the selectors attack pages use to hide a form from the user but not from a password manager.
    @Test func attributeSelectors() throws {
        #expect(try state("<style>input[type=password]{opacity:0}</style><input type=PASSWORD name=a>", "a") == (true, false))
        #expect(try state("<style>[name^=us]{display:none}</style><input name=user>", "user") == (false, false))
        #expect(try state("<style>[name^=us]{display:none}</style><input name=login>", "login") == (true, true))
        #expect(try state(#"<style>div[data-x~="b"] input{visibility:hidden}</style><div data-x="a b c"><input name=a></div>"#, "a") == (false, false))
        #expect(try state(#"<style>[class*=ghost] input{position:absolute;left:-10000px}</style><p class="x-ghost-y"><input name=a></p>"#, "a") == (true, false))
        #expect(try state(#"<style>input[name$="pw" i]{display:none}</style><input name=userPW>"#, "userPW") == (false, false))
        #expect(try state(#"<style>[lang|=en] input{display:none}</style><p lang=en-GB><input name=a></p>"#, "a") == (false, false))
        #expect(try state("<style>[hidden-x]{display:none}</style><input hidden-x name=a>", "a") == (false, false))
    }

    @Test func notAndSiblingCombinators() throws {
        #expect(try state("<style>form:not(.real){opacity:0}</style><form class=fake><input name=a></form>", "a") == (true, false))
        #expect(try state("<style>form:not(.real){opacity:0}</style><form class=real><input name=a></form>", "a") == (true, true))
        #expect(try state("<style>form:not(.a, #b){display:none}</style><form id=b><input name=a></form>", "a") == (true, true))
        #expect(try state("<style>h2 + form{display:none}</style><h2>x</h2><form><input name=a></form>", "a") == (false, false))
        #expect(try state("<style>h2 + form{display:none}</style><h2>x</h2><p>y</p><form><input name=a></form>", "a") == (true, true))
        #expect(try state("<style>h2 ~ form{display:none}</style><h2>x</h2><p>y</p><form><input name=a></form>", "a") == (false, false))
        #expect(try state("<style>label+input{visibility:hidden}</style><label>L</label><input name=a>", "a") == (false, false))
        #expect(try state("<style>.wrap > h2 ~ div input{display:none}</style><div class=wrap><h2>t</h2><div><input name=a></div></div>", "a") == (false, false))
        // Specificity of :not() is its argument's: the id rule loses to the later, equally specific one.
        #expect(try state("<style>#f{display:none} form:not(#z){display:block}</style><form id=f><input name=a></form>", "a") == (true, true))
    }

    /// A rule's compounds left of a child or descendant combinator name the element's ancestors (the
    /// matcher's ancestor filter passes over rules whose names are not above it); those left of a sibling
    /// combinator do not, and an ancestor of such a sibling is an ancestor of the element too. Among a large
    /// sheet's rules (past 64 classes, whose numbers the filter reads another way), each one still decides.
    @Test func aRuleNamesTheElementsAncestorsOnlyLeftOfChildAndDescendantCombinators() throws {
        let filler = (0..<100).map { ".c\($0) input{visibility:visible}" }.joined(separator: "\n")
        func hidden(_ rule: String, _ body: String) throws -> Bool {
            try state("<style>\(filler)\n\(rule){display:none}</style>" + body, "a") == (false, false)
        }
        let page = #"<main id=m class="c7 wide"><section><h2 class=t>T</h2><div class="c99 box"><form><input name=a></form></div></section></main>"#
        #expect(try hidden(".c7 .box input", page))
        #expect(try hidden("#m > section > h2.t + .c99 form > input", page))
        #expect(try hidden("main.wide h2 ~ div input", page))
        #expect(try hidden(".wide > section h2 + div.box input", page))
        #expect(try hidden("section .t + .box input", page))
        #expect(try hidden("body main section div form input", page))
        // Controls: a name above the element that is not there, or a sibling's name read as an ancestor's.
        #expect(try !hidden(".c8 .box input", page))
        #expect(try !hidden(".t input", page))
        #expect(try !hidden("h2 input", page))
        #expect(try !hidden("#m > div input", page))
        #expect(try !hidden("main.narrow h2 ~ div input", page))
        #expect(try !hidden(".c7 .c98 input", page))
    }

    /// A sheet's comments are dropped wherever they stand (between rules, in a selector list, in declarations,
    /// beside text in other scripts, `/*/` opening one, an unclosed one running to the end), and selectors in
    /// other scripts or with quotes and brackets are split as in ASCII (the parser reads ASCII sheets on their
    /// bytes and others by character).
    @Test func aSheetsCommentsAndSelectorsAreReadWhateverTheirBytes() throws {
        func hidden(_ sheet: String, _ body: String = #"<form class="café x"><p data-k="a,b"><input name=a></p></form>"#) throws -> Bool {
            try state("<meta charset=utf-8><style>\(sheet)</style>" + body, "a") == (false, false)
        }
        #expect(try hidden("/* é — ü */ form input{display:none}"))
        #expect(try hidden("p{color:red} /*/ still a comment */ form /* x */ input{display:none}"))
        #expect(try hidden("form.café input{display:none}"))
        #expect(try hidden(#"h1, [data-k="a,b"] > input, h2{display:none}"#))
        #expect(try hidden(#"p:not([data-k="x y"]) input{visibility:hidden}"#))
        #expect(try hidden("form input{display:none} /* unclosed p input{display:block}"))
        #expect(try hidden("form input{display:none} p input{display:block} /* é") == false)
        #expect(try hidden("/* form input{display:none} */ p{color:red}") == false)
        #expect(try hidden("form.caf input{display:none}") == false)
    }

    @Test func opacityMultipliesAcrossAncestors() throws {
        #expect(try state(#"<div style="opacity:.3"><div style="opacity:0.3"><input name=a></div></div>"#, "a") == (true, false))
        #expect(try state(#"<div style="opacity:.5"><input name=a style="opacity:0.5"></div>"#, "a") == (true, true))
        #expect(try state(#"<div style="opacity:5%"><input name=a></div>"#, "a") == (true, false))
        #expect(try state(#"<input name=a style="opacity:0.05">"#, "a") == (true, false))
    }

    @Test func offScreenClippedAndScaledAway() throws {
        #expect(try state(#"<div style="text-indent:-9999px"><input name=a></div>"#, "a") == (true, false))
        #expect(try state(#"<div style="margin-left:-3000px"><input name=a></div>"#, "a") == (true, false))
        #expect(try state(#"<div style="transform:translateX(-200em)"><input name=a></div>"#, "a") == (true, false))
        #expect(try state(#"<div style="transform: scale(0)"><input name=a></div>"#, "a") == (true, false))
        #expect(try state(#"<div style="clip-path: inset(50%)"><input name=a></div>"#, "a") == (true, false))
        #expect(try state(#"<div style="clip-path:circle(0)"><input name=a></div>"#, "a") == (true, false))
        #expect(try state(#"<div style="clip-path:polygon(0 0, 0 0, 0 0)"><input name=a></div>"#, "a") == (true, false))
        #expect(try state(#"<div style="position:fixed;right:-5000px"><input name=a></div>"#, "a") == (true, false))
        #expect(try state(#"<div style="overflow:hidden;max-height:0"><input name=a></div>"#, "a") == (true, false))
        // Ordinary layout stays viewable.
        #expect(try state(#"<div style="margin-left:-20px;transform:translateY(-50%) scale(1.2);clip-path:inset(2px round 4px);text-indent:2em"><input name=a></div>"#, "a") == (true, true))
        #expect(try state(#"<div style="visibility:collapse"><input name=a></div>"#, "a") == (false, false))
    }

    @Test func aDeclarationIsReadAsABrowserReadsItsCommentsEscapesAndMath() throws {
        // A browser drops comments, decodes escapes and computes math functions before it reads a value: the
        // same hiding written another way hides as much.
        for style in ["display:/**/none", "display:none/* x */", "disp\\lay:none", "display:\\6e one", "\\64isplay:none",
                      "visibility:\\68idden", "opacity:calc(0)", "opacity:calc(1 - 1)", "opacity:min(0, 1)", "opacity:max(0%, 1%)",
                      "opacity:clamp(0, 0.01, 1)", "opacity:calc(10% / 10)", "position:absolute;left:calc(-9999px)",
                      "position:absolute;left:calc(-100px * 100)", "margin-left:min(-5000px, 0px)", "transform:scale(calc(0))",
                      "--o:0;opacity:calc(var(--o) * 1)"] {
            #expect(try state("<form style='\(style)'><input name=a></form>", "a").1 == false, "\(style)")
        }
        // Still a browser's reading: what it keeps visible stays visible.
        for style in ["display:none\\9", "opacity:calc(1)", "opacity:calc(100% - 20%)", "left:calc(100% - 9999px);position:absolute",
                      "opacity:/**/1", "margin-left:max(-5000px, 0px)"] {
            #expect(try state("<form style='\(style)'><input name=a></form>", "a") == (true, true), "\(style)")
        }
        // A sheet's declarations too.
        #expect(try state("<style>form{display:/* hidden */none}</style><form><input name=a></form>", "a") == (false, false))
        #expect(try state("<style>form{opacity:calc(0 * 2)}</style><form><input name=a></form>", "a") == (true, false))
    }

    @Test func aControlWithDisplayContentsIsNotRendered() throws {
        // `display: contents` draws an element's children in its place; a form control has none, so a browser
        // draws nothing (CSS Display, appendix B). A container's children stay drawn.
        for tag in ["input", "select", "textarea"] {
            let html = tag == "input" ? "<input name=a style='display:contents'>" : "<\(tag) name=a style='display:contents'></\(tag)>"
            #expect(try state(html, "a") == (false, false), "\(tag)")
        }
        #expect(try state("<style>input{display:contents}</style><input name=a>", "a") == (false, false))
        #expect(try state("<div style='display:contents'><input name=a></div>", "a") == (true, true))
        #expect(try state("<form style='display:contents'><fieldset style='display:contents'><input name=a></fieldset></form>", "a") == (true, true))
    }

    @Test func aReplacedElementsFallbackContentIsNotDrawn() throws {
        // A browser draws a canvas, a video, an audio player, an object, a meter or a progress bar in place of
        // its content, which is only a fallback: a box there is in the page but nowhere on the screen.
        for tag in ["canvas", "video", "audio controls", "object", "meter", "progress"] {
            #expect(try state("<\(tag)><form><p><input name=a></p></form></\(tag.prefix { $0 != " " })>", "a") == (true, false), "\(tag)")
        }
        // An audio element without controls is not drawn at all (the user-agent sheet).
        #expect(try state("<audio><input name=a></audio>", "a") == (false, false))
        #expect(try state("<picture><input name=a></picture><div><input name=b></div>", "a") == (true, true))
        #expect(try state("<video></video><input name=a>", "a") == (true, true))
    }

    @Test func aMaskThatLetsNothingThroughHidesTheBox() throws {
        for style in ["mask-image:linear-gradient(transparent,transparent)", "-webkit-mask-image:linear-gradient(to right, transparent, transparent)",
                      "mask:radial-gradient(circle, rgba(0,0,0,0) 0%, transparent 100%)", "-webkit-mask:linear-gradient(90deg, #0000, rgb(0 0 0 / 0))"] {
            #expect(try state("<div style='\(style)'><input name=a></div>", "a") == (true, false), "\(style)")
        }
        for style in ["mask-image:linear-gradient(black,transparent)", "mask-image:linear-gradient(blue,transparent)", "mask-image:url(m.svg)",
                      "mask-image:none", "-webkit-mask-image:linear-gradient(to bottom, rgba(0,0,0,1), rgba(0,0,0,0))"] {
            #expect(try state("<div style='\(style)'><input name=a></div>", "a") == (true, true), "\(style)")
        }
    }

    @Test func closedDetailsHideAllButTheSummary() throws {
        let page = "<details><summary><input name=s></summary><p><input name=a></p></details><details open><input name=b></details>"
        #expect(try state(page, "s") == (true, true))
        #expect(try state(page, "a") == (false, false))
        #expect(try state(page, "b") == (true, true))
    }

    @Test(arguments: ViewabilitySnippets.shadowSlots)
    func aShadowHostDrawsOnlyTheChildrenItsSlotsTake(_ c: ViewabilitySnippets.Case) throws {
        // Not rendered at all: neither visible nor viewable.
        #expect(try state(c.html, "a") == (c.viewable, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.turnedAndStacked)
    func aBoxTurnedEdgeOnOrStackedBelowThePageIsNotViewable(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.behindTheViewer)
    func aBoxMovedBehindTheViewerIsNotViewable(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    /// The same pages run in Chromium in `CollectBrowserTests`.
    @Test(arguments: ViewabilitySnippets.transparentText)
    func aControlsTextInkIsReadAsABrowserDrawsIt(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.masks)
    func aMaskedBoxIsViewableAsItsMaskLetsItThrough(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.foreignObjects)
    func aFormInAForeignObjectIsViewableAsTheObjectsBoxLetsIt(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.clippedByTheirBox)
    func aBoxPlacedBeforeItsClippingContainingBlockIsNotViewable(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.clippedByOverflow)
    func aBoxThatCutsItsOverflowToUnder10PxOnAnAxisHidesWhatItHolds(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.sizedInOtherUnits)
    func aBoxSizedUnder10PxInAnyUnitIsNotViewable(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.writtenOtherwise)
    func hidingWrittenInOtherFormsIsRead(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.shadowStyles)
    func aShadowTreesOwnStyleHidesWhatItsSlotTakes(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a").1 == c.viewable)
    }

    @Test(arguments: ViewabilitySnippets.pastTheClipEnd)
    func aBoxPlacedPastTheEndOfItsClippingContainingBlockIsNotViewable(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.visibilityOverridden)
    func aBoxThatSetsVisibilityBackUnderAHiddenParentIsShown(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (c.viewable, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.offThePage)
    func aBoxPlacedLeftOfOrAboveThePageIsNotViewable(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.pushedPastTheClip)
    func aBoxPushedPastTheEndOfTheBoxThatClipsItIsNotViewable(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.pulledBeforeTheClip)
    func aBoxMovedBeforeTheStartOfTheBoxThatClipsItIsNotViewable(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.emptyGridTrack)
    func aGridsFirstItemInAnEmptyTrackThatCutsItsOverflowIsNotViewable(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.pastTheRightEdge)
    func aBoxRightOfTheScreenOfAPageThatDoesNotScrollSidewaysIsNotViewable(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    @Test(arguments: ViewabilitySnippets.fixedPastTheScreen)
    func aFixedBoxPastTheScreensEdgeIsNotViewable(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a") == (true, c.viewable))
    }

    @Test func userAgentHiddenElementsAndUncollectedContent() throws {
        let d = try collect("<dialog><input name=d></dialog><template><input name=t></template><noscript><input name=n></noscript><input name=v>")
        #expect(d.fields.map(\.htmlName) == ["d", "v"])
        #expect(field(d, "d")?.visible == false)
    }

    @Test func whatABrowserReadsAsTextHoldsNoControl() throws {
        // A browser's parser reads the content of these elements as text (an iframe's, noembed's, noframes'
        // and xmp's as raw text, a textarea's as its value): no box, no form and no label there exists in the
        // page, so none is collected, labelled or filled. libxml2 builds elements from it.
        let d = try collect("""
        <iframe><form action="/a"><input name=i1><input type=password name=i2></form></iframe>
        <noembed><input name=e1><input type=password name=e2></noembed>
        <noframes><form action="/n"><input name=n1><input type=password name=n2></form></noframes>
        <xmp><input name=x1></xmp>
        <textarea name=t><input name=t1><label for=v>Town</label></textarea>
        <span>City</span><noframes>Your browser cannot show frames</noframes><input name=v>
        """)
        #expect(d.fields.map(\.htmlName) == ["v", "t"])
        #expect(d.forms.isEmpty)
        #expect(field(d, "v")?.labelTag == "")
        #expect(field(d, "v")?.labelLeft == "City")
    }
}
