import Testing
import FormFillCollector
import FormFillModel
import FormFillTestSupport

/// The static collector reads a page's style sheets as a 1280 × 1000 desktop screen would: `@media`, `@supports`
/// and `@layer` blocks, nested rules and escaped names, so that a rule a browser applies can hide a form here
/// too (and one it does not apply cannot).
@Suite struct ConditionalRuleTests {
    func state(_ html: String, _ name: String = "a") throws -> (Bool, Bool) {
        let f = try #require(field(try collect(html), name))
        return (f.visible, f.viewable)
    }

    static let hidden = (false, false), shown = (true, true), unviewable = (true, false)

    @Test func mediaQueriesAreEvaluatedOnADesktopScreen() throws {
        for query in ["(min-width: 1px)", "all and (min-width: 768px)", "screen and (max-width: 2000px)",
                      "(width >= 48rem)", "(600px < width <= 1400px)", "(orientation: landscape)",
                      "(hover: hover) and (pointer: fine)", "(prefers-color-scheme: light)", "not print",
                      "print, (min-width: 0)", "(min-width: 100px) and (not (max-width: 500px))",
                      "(max-width: 500px) or (min-width: 1000px)", "(min-aspect-ratio: 5/4)", "(color)",
                      "(-webkit-min-device-pixel-ratio: 1)", "(min-resolution: 1dppx)", "only screen"] {
            #expect(try state("<style>@media \(query) { .x { display:none } }</style><div class=x><input name=a></div>") == Self.hidden,
                    "\(query)")
        }
        for query in ["(max-width: 767px)", "print", "screen and (min-width: 1600px)", "(width < 40em)",
                      "(orientation: portrait)", "(prefers-color-scheme: dark)", "(hover: none)", "not all",
                      "(prefers-reduced-motion: reduce)", "(min-aspect-ratio: 4/3)", "(min-resolution: 2dppx)", "(unknown-feature: 1)",
                      "(min-width: 100px) and (max-width: 500px)", "tv", "(min-width: 10 apples)", "not screen and (color)"] {
            #expect(try state("<style>@media \(query) { .x { display:none } }</style><div class=x><input name=a></div>") == Self.shown,
                    "\(query)")
        }
    }

    /// A container query (`@container`) is read as if its container were as wide as the screen, the widest it
    /// can be, when the page's sheets declare a container (`container-type`, `container`): a rule that hides the
    /// form for any container width hides it here too. A named container, a style or scroll-state query, and
    /// a page that declares no container, are not read (a browser finds no container for the last).
    @Test func containerQueriesAreReadForAContainerAsWideAsTheScreen() throws {
        let container = "body { container-type: inline-size } "
        for query in ["(min-width: 1px)", "(width > 0)", "(inline-size >= 10px)", "(min-inline-size: 0)",
                      "not (max-width: 100px)", "(min-width: 1px) and (max-width: 5000px)"] {
            #expect(try state("<style>\(container)@container \(query) { .x { display:none } }</style><div class=x><input name=a></div>") == Self.hidden,
                    "\(query)")
        }
        #expect(try state("<style>main { container: card / inline-size } @container (width > 0) { .x { display:none } }</style><main><div class=x><input name=a></div></main>") == Self.hidden)
        for query in ["(max-width: 500px)", "(width < 40em)", "sidebar (min-width: 1px)", "style(--compact: true)",
                      "(min-width: 10 apples)"] {
            #expect(try state("<style>\(container)@container \(query) { .x { display:none } }</style><div class=x><input name=a></div>") == Self.shown,
                    "\(query)")
        }
        #expect(try state("<style>@container (min-width: 1px) { .x { display:none } }</style><div class=x><input name=a></div>") == Self.shown)
        // A class named "container" declares none.
        #expect(try state("<style>.container:hover { color: red } .container-type-a { top: 0 } @container (min-width: 1px) { .x { display:none } }</style><div class='container x'><input name=a></div>") == Self.shown)
    }

    /// The container queries collect.js is held to as well (``ViewabilitySnippets/containerQueries``).
    @Test(arguments: ViewabilitySnippets.containerQueries)
    func aContainerQueryHidesAsInABrowser(_ c: ViewabilitySnippets.Case) throws {
        #expect(try #require(field(try collect(c.html), "a")).viewable == c.viewable)
    }

    @Test func aResponsivePageShowsItsDesktopForm() throws {
        let sheet = """
            <style>
            @media (max-width: 767px) { .desktop { display: none } }
            @media (min-width: 768px) { .mobile { display: none } }
            </style>
            """
        let page = sheet + "<div class=mobile><input name=m></div><div class=desktop><input name=d></div>"
        #expect(try state(page, "m") == Self.hidden)
        #expect(try state(page, "d") == Self.shown)
    }

    @Test func supportsBlocksApplyWhenAModernBrowserWould() throws {
        #expect(try state("<style>@supports (display: grid) { .x { display:none } }</style><p class=x><input name=a></p>") == Self.hidden)
        #expect(try state("<style>@supports not (display: grid) { .x { display:none } }</style><p class=x><input name=a></p>") == Self.shown)
        #expect(try state("<style>@supports (display: grid) and (not (-ms-ime-align: auto)) { .x { opacity:0 } }</style><p class=x><input name=a></p>") == Self.unviewable)
        #expect(try state("<style>@supports (-ms-ime-align: auto) { .x { display:none } }</style><p class=x><input name=a></p>") == Self.shown)
        #expect(try state("<style>@supports selector(:has(a)) { .x { visibility:hidden } }</style><p class=x><input name=a></p>") == Self.hidden)
    }

    @Test func cascadeLayersRankUnderUnlayeredRules() throws {
        #expect(try state("<style>@layer base { .x { display:none } }</style><p class=x><input name=a></p>") == Self.hidden)
        // An unlayered rule beats a layered one, whatever their specificity.
        #expect(try state("<style>@layer u { #f .x { display:none } } .x { display:block }</style><div id=f><p class=x><input name=a></p></div>") == Self.shown)
        // Later layers beat earlier ones, in the order the layers were first named.
        #expect(try state("<style>@layer a, b; @layer b { .x { display:none } } @layer a { #f .x { display:block } }</style><div id=f><p class=x><input name=a></p></div>") == Self.hidden)
        // Important declarations rank the other way round.
        #expect(try state("<style>@layer a { .x { display:none !important } } .x { display:block !important }</style><p class=x><input name=a></p>") == Self.hidden)
        // A layer's own rules beat its sublayers'.
        #expect(try state("<style>@layer a { @layer b { .x { display:none } } .y { display:block } }</style><p class='x y'><input name=a></p>") == Self.shown)
        #expect(try state("<style>@layer a { @layer b { .x { display:none } } }</style><p class='x'><input name=a></p>") == Self.hidden)
    }

    @Test func nestedRulesAndNestedConditions() throws {
        #expect(try state("<style>.f { .x { display:none } }</style><form class=f><p class=x><input name=a></p></form>") == Self.hidden)
        #expect(try state("<style>.f { .x { display:none } }</style><form><p class=x><input name=a></p></form>") == Self.shown)
        #expect(try state("<style>.x { color:red; &.y { display:none } }</style><p class='x y'><input name=a></p>") == Self.hidden)
        #expect(try state("<style>.x { color:red; &.y { display:none } }</style><p class='x'><input name=a></p>") == Self.shown)
        #expect(try state("<style>form { > .x { opacity:0 } }</style><form><p class=x><input name=a></p></form>") == Self.unviewable)
        // A utility whose media condition sits inside the rule (how Tailwind v4 writes `md:block`).
        let tailwind = #"""
            <style>@layer utilities { .hidden { display: none } .md\:block { @media (width >= 48rem) { display: block } }
            .lg\:hidden { @media (width >= 64rem) { display: none } } }</style>
            """#
        #expect(try state(tailwind + #"<div class="hidden md:block"><input name=a></div>"#) == Self.shown)
        #expect(try state(tailwind + #"<div class="hidden"><input name=a></div>"#) == Self.hidden)
        #expect(try state(tailwind + #"<div class="lg:hidden"><input name=a></div>"#) == Self.hidden)
    }

    @Test func escapedNamesInSelectors() throws {
        #expect(try state(#"<style>.sm\:hidden { display:none }</style><p class="sm:hidden"><input name=a></p>"#) == Self.hidden)
        #expect(try state(#"<style>.w-1\/2\.5 { display:none }</style><p class="w-1/2.5"><input name=a></p>"#) == Self.hidden)
        #expect(try state(#"<style>#\31 23 { display:none }</style><p id="123"><input name=a></p>"#) == Self.hidden)
        #expect(try state(#"<style>.a\ b { display:none }</style><p class="a"><input name=a></p>"#) == Self.shown)
    }

    @Test func rulesInBlocksABrowserDoesNotApplyStayIgnored() throws {
        for block in ["@media print { .x { display:none } }", "@container (min-width: 0) { .x { display:none } }",
                      "@keyframes k { from { opacity: 0 } }", "@font-face { font-family: x; src: url(a.woff) }",
                      "@starting-style { .x { opacity: 0 } }", "@scope (.card) { .x { display:none } }"] {
            #expect(try state("<style>\(block)</style><p class=x><input name=a></p>") == Self.shown, "\(block)")
        }
        // What follows a skipped block is read.
        #expect(try state("<style>@media print { .x { display:block } } .x { display:none }</style><p class=x><input name=a></p>") == Self.hidden)
    }

    @Test func structuralPseudoClassesAndAnUntouchedPagesState() throws {
        // A wizard that shows its first step only.
        let wizard = "<style>.step:not(:first-child) { display:none }</style><form><div class=step><input name=a></div><div class=step><input name=b type=password></div></form>"
        #expect(try state(wizard, "a") == Self.shown)
        #expect(try state(wizard, "b") == Self.hidden)
        let rows = "<style>p:nth-child(2n+1) { visibility:hidden } p:last-of-type { opacity:0 }</style><div><p><input name=a></p><p><input name=b></p><p><input name=c></p><span></span></div>"
        #expect(try state(rows, "a") == Self.hidden)
        #expect(try state(rows, "b") == Self.shown)
        #expect(try state(rows, "c") == Self.hidden)
        #expect(try state("<style>div:only-child > input { display:none }</style><section><div><input name=a></div></section>") == Self.hidden)
        #expect(try state("<style>:root .x { display:none }</style><p class=x><input name=a></p>") == Self.hidden)
        // Nothing is hovered or focused on a page nobody has touched.
        #expect(try state("<style>.menu:not(:hover) .panel { display:none }</style><div class=menu><div class=panel><input name=a></div></div>") == Self.hidden)
        #expect(try state("<style>.panel { display:none } .menu:hover .panel, .menu:focus-within .panel { display:block }</style><div class=menu><div class=panel><input name=a></div></div>") == Self.hidden)
        // CSS-only tabs: the checked radio shows its panel.
        let tabs = """
            <style>.panel { display:none } #t1:checked ~ .p1, #t2:checked ~ .p2 { display:block }</style>
            <input type=radio name=t id=t1 checked><input type=radio name=t id=t2>
            <div class="panel p1"><input name=a></div><div class="panel p2"><input name=b></div>
            """
        #expect(try state(tabs, "a") == Self.shown)
        #expect(try state(tabs, "b") == Self.hidden)
        #expect(try state("<style>:is(section, aside) .x { display:none }</style><aside><p class=x><input name=a></p></aside>") == Self.hidden)
        #expect(try state("<style>:where(.x) { display:none } .x { display:block }</style><p class=x><input name=a></p>") == Self.shown)
        #expect(try state("<style>:is(#f) .x { display:none } .x { display:block }</style><div id=f><p class=x><input name=a></p></div>") == Self.hidden)
        // Pseudo-elements and uncovered pseudo-classes leave the rule out.
        #expect(try state("<style>.x::before { display:none } .x:out-of-range { display:none }</style><p class=x><input name=a></p>") == Self.shown)
    }

    /// The states of a form nobody has touched hide what a browser hides (the same pages run in Chromium in
    /// `CollectBrowserTests`).
    @Test(arguments: ViewabilitySnippets.formStates)
    func formStatesHideWhatABrowserHides(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a").1 == c.viewable)
    }

    /// `@scope` blocks hide what a browser hides (the same pages run in Chromium in `CollectBrowserTests`); a
    /// scope's limit is not read (its rules reach past it: at worst a miss), nor is a scope without a root.
    @Test(arguments: ViewabilitySnippets.scopedRules)
    func scopedRulesHideWhatABrowserHides(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a").1 == c.viewable)
    }

    /// Logical pseudo-classes nested in one another (`:where(:not(.a))`) and complex selectors as their arguments
    /// (`:is(main form)`) hide what a browser hides, and so does a table's column box, which renders none of its
    /// content (the same pages run in Chromium in `CollectBrowserTests`); before session 34 such rules were left
    /// out and such boxes shown.
    @Test(arguments: ViewabilitySnippets.nestedPseudoClasses + ViewabilitySnippets.complexArguments + ViewabilitySnippets.columnBoxes)
    func selectorsAndColumnBoxesHideWhatABrowserHides(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a").1 == c.viewable)
    }

    /// Animations that leave a box for good hide what a browser hides (the same pages run in Chromium in
    /// `CollectBrowserTests`); an animation's frame beats the `style` attribute.
    @Test(arguments: ViewabilitySnippets.animations)
    func settledAnimationsHideWhatABrowserHides(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a").1 == c.viewable)
    }

    @Test func anAnimationsFrameBeatsTheStyleAttribute() throws {
        #expect(try state("<style>@keyframes f { to { opacity:0 } }</style><form><input name=a style='opacity:1; animation: f 0s forwards'></form>").1 == false)
        #expect(try state("<style>@keyframes f { to { opacity:0 } } input { animation: f 0s forwards }</style><form><input name=a style='opacity:1'></form>").1 == false)
        #expect(try state("<style>@keyframes f { to { opacity:0 } } input { animation: f 0s forwards; opacity:1 !important }</style><form><input name=a></form>").1 == true)
        // An endless animation whose frames differ is not read: what it shows changes over time (at the moment a
        // browser has just loaded the page, this one is near its first frame).
        #expect(try state("<style>@keyframes f { from { opacity:0 } to { opacity:1 } } form { animation: f 2s infinite }</style><form><input name=a></form>").1 == true)
        // Each rule's animation is read on its own: one that a later rule cancels still hides (at worst a miss).
        #expect(try state("<style>@keyframes f { to { opacity:0 } } form { animation: f 0s forwards } form { animation: none }</style><form><input name=a></form>").1 == false)
    }

    @Test func aScopesLimitAndAScopeWithoutARootAreNotRead() throws {
        #expect(try state("<style>@scope (form) to (.keep) { input { opacity:0 } }</style><form><p class=keep><input name=a></p></form>").1 == false)
        #expect(try state("<div><style>@scope { input { opacity:0 } }</style><form><input name=a></form></div>").1 == true)
    }

    /// `:has()` hides what a browser hides (the same pages run in Chromium in `CollectBrowserTests`).
    @Test(arguments: ViewabilitySnippets.hasRules)
    func hasMatchesWhatAnElementHoldsOrPrecedes(_ c: ViewabilitySnippets.Case) throws {
        #expect(try state(c.html, "a").1 == c.viewable)
    }

    /// `:has()` over a page nested 100,000 deep, and over 20,000 rows each asking its siblings, loads, with the
    /// answers a browser gives.
    @Test func hasOnDeepAndWidePagesLoads() throws {
        let n = 100_000
        let deep = String(repeating: "<div>", count: n) + "<input name=a>" + String(repeating: "</div>", count: n)
        #expect(try state("<style>div:has(span) input { display:none } div:has(> p ~ b) { opacity:0 }</style>" + deep) == Self.shown)
        #expect(try state("<style>div:has(input) { opacity:0 }</style>" + deep) == Self.unviewable)
        let rows = (0..<20_000).map { "<div class=r><input name=f\($0)></div>" }.joined()
        let wide = "<form>" + rows + "<div class=r><input name=a></div><p class=end></p></form>"
        #expect(try state("<style>.r:has(~ .end) { opacity:0 } .r:has(+ .r input:checked) { display:none }</style>" + wide) == Self.unviewable)
    }

    /// Form states over a page of 50,000 nested fieldsets, and of 20,000 boxes with patterns: one walk of the page,
    /// each pattern compiled once.
    @Test func formStatesOnDeepAndWidePagesLoad() throws {
        let n = 50_000
        let deep = String(repeating: "<fieldset>", count: n) + "<input name=b required><input name=a>" + String(repeating: "</fieldset>", count: n)
        #expect(try state("<style>fieldset:invalid > input:enabled { opacity:0 }</style><form>" + deep + "</form>") == Self.unviewable)
        let rows = (0..<20_000).map { "<p><input name=f\($0) pattern='[0-9]{5}' value=1234\($0 % 10)></p>" }.joined()
        #expect(try state("<style>form:valid input:placeholder-shown { opacity:0 }</style><form>" + rows + "<input name=a placeholder=Zip></form>") == Self.unviewable)
    }

    /// A `pattern` whose backtracking could take exponential time is not evaluated (a page could stall the collector
    /// with one): the box counts as valid.
    @Test func aPatternThatCouldStallTheCollectorIsNotEvaluated() throws {
        let box = "<input name=a pattern='(a+)+b' value='\(String(repeating: "a", count: 20))c'>"
        #expect(try state("<style>input:invalid { opacity:0 }</style><form>" + box + "</form>") == Self.shown)
        #expect(try state("<style>input:invalid { opacity:0 }</style><form><input name=a pattern='a+b' value=aac></form>") == Self.unviewable)
    }

    @Test func customPropertiesAreSubstituted() throws {
        #expect(try state("<style>:root { --d: none } .x { display: var(--d) }</style><p class=x><input name=a></p>") == Self.hidden)
        #expect(try state("<style>.f { --o: 0.02 } .x { opacity: var(--o) }</style><form class=f><p class=x><input name=a></p></form>") == Self.unviewable)
        #expect(try state("<style>.x { opacity: var(--o) }</style><form><p class=x><input name=a></p></form>") == Self.shown)
        #expect(try state("<style>.x { visibility: var(--missing, hidden) }</style><p class=x><input name=a></p>") == Self.hidden)
        #expect(try state("<style>:root { --far: -9999px; --left: var(--far) } .x { position: absolute; left: var(--left) }</style><p class=x><input name=a></p>") == Self.unviewable)
        #expect(try state(#"<div style="--s: 0"><input name=a style="transform: scale(var(--s))"></div>"#) == Self.unviewable)
        // The nearest declaration wins.
        #expect(try state("<style>:root { --d: none } .f { --d: block } .x { display: var(--d) }</style><div class=f><p class=x><input name=a></p></div>") == Self.shown)
        // A cycle is no value.
        #expect(try state("<style>:root { --a: var(--b); --b: var(--a) } .x { display: var(--a) }</style><p class=x><input name=a></p>") == Self.shown)
    }

    @Test func aStyleElementsMediaAndTypeDecideWhetherItApplies() throws {
        #expect(try state("<style media=print>.x { display:none }</style><p class=x><input name=a></p>") == Self.shown)
        #expect(try state("<style media='(max-width: 600px)'>.x { display:none }</style><p class=x><input name=a></p>") == Self.shown)
        #expect(try state("<style media='screen and (min-width: 600px)'>.x { display:none }</style><p class=x><input name=a></p>") == Self.hidden)
        #expect(try state("<style media=all>.x { display:none }</style><p class=x><input name=a></p>") == Self.hidden)
        #expect(try state("<style type=text/less>.x { display:none }</style><p class=x><input name=a></p>") == Self.shown)
        #expect(try state("<style type='TEXT/CSS'>.x { display:none }</style><p class=x><input name=a></p>") == Self.hidden)
        // A print sheet cannot show what the screen's sheet hides.
        #expect(try state("<style>.x { display:none }</style><style media=print>.x { display:block }</style><p class=x><input name=a></p>") == Self.hidden)
    }

    /// Nesting no sheet needs is not read, and reading it neither exhausts the stack nor takes quadratic time.
    @Test func deeplyNestedSheetsLoad() throws {
        let n = 100_000
        let input = "<p class=x><input name=a></p>"
        let deepRules = String(repeating: "p{", count: n) + "display:none" + String(repeating: "}", count: n)
        #expect(try state("<style>\(deepRules) .x { opacity: 0 }</style>" + input) == Self.unviewable)
        let deepMedia = String(repeating: "@media screen{", count: n) + ".x{display:none}" + String(repeating: "}", count: n)
        #expect(try state("<style>\(deepMedia) .x { opacity: 0 }</style>" + input) == Self.unviewable)
        let deepCondition = "@media " + String(repeating: "(", count: n) + "width" + String(repeating: ")", count: n) + "{.x{display:none}}"
        #expect(try state("<style>\(deepCondition)</style>" + input) == Self.shown)
        let deepNot = String(repeating: ":not(", count: n) + "a" + String(repeating: ")", count: n)
        #expect(try state("<style>\(deepNot) { display:none }</style>" + input) == Self.shown)
        // Shallow nesting is read.
        #expect(try state("<style>@media screen { @supports (display:grid) { @layer a { .x { display:none } } } }</style>" + input) == Self.hidden)
    }

    /// Nested rules under selector lists multiply (`a, b, c, d { a, b, c, d { … } }`: 4¹² selectors twelve deep, each
    /// `&` repeating its parent): past a bound, a nested rule is read as its own selectors with `&` as any element,
    /// a superset of what a browser matches (at worst a miss), so such a sheet loads (it stalled `collect` for
    /// minutes; found by the fuzzer) and its hiding rule still hides.
    @Test func nestingThatMultipliesLoads() throws {
        let level = "&, &.x, &.y, &.z {"
        let bomb = "div {" + String(repeating: level, count: 12) + "display:none" + String(repeating: "}", count: 13)
        #expect(try state("<style>\(bomb)</style><div class=a><p><input name=a></p></div>") == Self.hidden)
        let ampersands = String(repeating: "& &, & + & {", count: 12) + "display:none" + String(repeating: "}", count: 12)
        #expect(try state("<style>p { \(ampersands) }</style><p><input name=a></p>") == Self.shown)
        // Shallow nesting under a list is read exactly.
        #expect(try state("<style>.a, .b { p { display:none } }</style><div class=a><p><input name=a></p></div>") == Self.hidden)
        #expect(try state("<style>.b, .c { p { display:none } }</style><div class=a><p><input name=a></p></div>") == Self.shown)
    }

    @Test func independentTransformsZoomAndContentVisibility() throws {
        #expect(try state(#"<div style="scale: 0"><input name=a></div>"#) == Self.unviewable)
        #expect(try state(#"<input name=a style="scale: 1 0.02">"#) == Self.unviewable)
        #expect(try state(#"<input name=a style="scale: 1.5">"#) == Self.shown)
        #expect(try state(#"<div style="translate: -10000px 0"><input name=a></div>"#) == Self.unviewable)
        #expect(try state(#"<input name=a style="translate: 0 -100em">"#) == Self.unviewable)
        #expect(try state(#"<input name=a style="translate: 20px 10px">"#) == Self.shown)
        #expect(try state(#"<div style="zoom: 0.05"><input name=a></div>"#) == Self.unviewable)
        #expect(try state(#"<input name=a style="zoom: 4%">"#) == Self.unviewable)
        // A browser reads `zoom: 0` as 1.
        #expect(try state(#"<input name=a style="zoom: 0">"#) == Self.shown)
        #expect(try state(#"<div style="content-visibility: hidden"><input name=a></div>"#) == Self.hidden)
        #expect(try state(#"<input name=a style="content-visibility: hidden">"#) == Self.shown)
        #expect(try state(#"<div style="content-visibility: auto"><input name=a></div>"#) == Self.shown)
    }

    @Test func popoversFiltersSVGBoxesAndSlimPolygons() throws {
        // A popover is not rendered until it is opened.
        #expect(try state("<div popover><form><input name=a></form></div>") == Self.hidden)
        #expect(try state("<div popover=manual><input name=a></div>") == Self.hidden)
        #expect(try state("<dialog popover open><input name=a></dialog>") == Self.shown)
        #expect(try state(#"<div style="filter: opacity(2%)"><input name=a></div>"#) == Self.unviewable)
        #expect(try state("<style>.f { filter: blur(1px) opacity(0.05) }</style><div class=f><input name=a></div>") == Self.unviewable)
        #expect(try state(#"<div style="filter: opacity(0.5)"><input name=a></div>"#) == Self.shown)
        // An SVG clips what it holds to its own box.
        #expect(try state("<svg width=0 height=0><foreignObject width=300 height=100><input name=a></foreignObject></svg>") == Self.unviewable)
        #expect(try state(#"<svg style="width:1px;height:1px"><foreignObject width=300 height=100><input name=a></foreignObject></svg>"#) == Self.unviewable)
        #expect(try state("<svg width=400 height=200><foreignObject width=300 height=100><input name=a></foreignObject></svg>") == Self.shown)
        #expect(try state(#"<input name=a style="clip-path: polygon(0 0, 2px 0, 0 2px)">"#) == Self.unviewable)
        #expect(try state(#"<input name=a style="clip-path: polygon(0% 0%, 100% 0%, 100% 100%, 0% 100%)">"#) == Self.shown)
    }

    @Test func offScreenByShorthandsUnitsMatricesAndRelativeOffsets() throws {
        #expect(try state(#"<div style="margin: 0 0 0 -9999px"><input name=a></div>"#) == Self.unviewable)
        #expect(try state(#"<div style="margin: -4000px 0"><input name=a></div>"#) == Self.unviewable)
        #expect(try state(#"<div style="position: absolute; inset: -9999px auto auto -9999px"><input name=a></div>"#) == Self.unviewable)
        #expect(try state(#"<div style="position: relative; left: -10000px"><input name=a></div>"#) == Self.unviewable)
        #expect(try state(#"<div style="position: absolute; left: -200vw"><input name=a></div>"#) == Self.unviewable)
        #expect(try state(#"<div style="margin-top: -60vh; margin-left: -100vw"><input name=a></div>"#) == Self.unviewable)
        #expect(try state(#"<div style="transform: matrix(0.01, 0, 0, 0.01, 0, 0)"><input name=a></div>"#) == Self.unviewable)
        #expect(try state(#"<div style="transform: matrix(1, 0, 0, 1, -9999, 0)"><input name=a></div>"#) == Self.unviewable)
        #expect(try state(#"<div style="transform: rotateY(90deg)"><input name=a></div>"#) == Self.unviewable)
        // Ordinary layout stays viewable.
        #expect(try state(#"<div style="margin: 0 auto; position: relative; left: -20px; transform: matrix(1, 0, 0, 1, 10, 20) rotateY(30deg)"><input name=a></div>"#) == Self.shown)
        #expect(try state(#"<div style="position: absolute; inset: 0; margin-left: -10vw"><input name=a></div>"#) == Self.shown)
    }

    @Test func inertContentCannotBeUsed() throws {
        #expect(try state("<div inert><form><input name=a></form></div>") == Self.unviewable)
        #expect(try state("<input name=a inert>") == Self.unviewable)
        #expect(try state("<div><input name=a></div>") == Self.shown)
    }
}
