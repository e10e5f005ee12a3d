import Testing
import FormFillCollector
import FormFillModel
import FormFillTestSupport

/// A positioned layer with an opaque background over the whole of its containing block hides the fields under
/// it (``Covers``): statically, as `elementFromPoint` finds it in a browser.
@Suite struct CoverTests {
    func viewable(_ html: String, _ name: String = "a") throws -> Bool {
        try #require(field(try collect(html), name)).viewable
    }

    static let form = "<form><input name=a></form>"

    @Test func anOpaqueLayerOverTheWholeWindowCoversTheFieldsUnderIt() throws {
        for layer in ["position:fixed;inset:0;background:#fff",
                      "position:fixed;top:0;left:0;width:100%;height:100%;background-color:white",
                      "position:fixed;top:0;left:0;right:0;bottom:0;background:rgb(250 250 250)",
                      "position:fixed;top:0px;left:0;width:100vw;height:100vh;background:#000f;z-index:5",
                      "position:absolute;inset:0 0 0 0;background:hsl(0 0% 100% / 95%)",
                      "position:fixed;inset:0;background:url(x.png) no-repeat #eee"] {
            #expect(try !viewable("\(Self.form)<div style='\(layer)'>Loading</div>"), "\(layer)")
            #expect(try !viewable("<style>.l { \(layer) }</style>\(Self.form)<div class=l>Loading</div>"), "sheet: \(layer)")
        }
    }

    @Test func theLayersPositionAndBackgroundMayComeFromDifferentPlaces() throws {
        #expect(try !viewable("<style>.l { position:fixed; inset:0 }</style>\(Self.form)<div class=l style='background:#fff'></div>"))
        #expect(try !viewable("<style>#l { background:#fff }</style>\(Self.form)<div id=l style='position:fixed;inset:0'></div>"))
        #expect(try !viewable("\(Self.form)<div style='POSITION:FIXED;INSET:0;BACKGROUND:#FFF'></div>"))
        #expect(try viewable("<style>.l { position:fixed; inset:0 }</style>\(Self.form)<div class=l></div>"))
        // A rule filed under a tag or `*`, where any element may be a layer.
        #expect(try !viewable("<style>aside { position:fixed; inset:0; background:#fff }</style>\(Self.form)<aside></aside>"))
        #expect(try !viewable("<style>* { z-index:1 } .l { position:fixed; inset:0; background:#fff }</style>\(Self.form)<p class=l></p>"))
    }

    /// A layer's background may come from a custom property (design tokens: `background: var(--surface)`),
    /// declared on the root, on the layer, or on a pseudo-element's element; a property that resolves to
    /// nothing opaque, or to nothing, paints nothing over the field.
    @Test func aLayersBackgroundMayComeFromACustomProperty() throws {
        #expect(try !viewable("<style>:root { --bg: #fff } .l { position:fixed; inset:0; background: var(--bg) }</style>\(Self.form)<div class=l></div>"))
        #expect(try !viewable("<style>.l { --bg: white; position:fixed; inset:0; background-color: var(--bg) }</style>\(Self.form)<div class=l></div>"))
        #expect(try !viewable("\(Self.form)<div style='--bg: #000; position:fixed; inset:0; background: var(--bg)'></div>"))
        #expect(try !viewable("<style>:root { --bg: #fff } body::after { content: ''; position:fixed; inset:0; background: var(--bg) }</style>\(Self.form)"))
        #expect(try !viewable("<style>.w { --bg: #fff; position: relative } .w::after { content: ''; position:absolute; inset:0; background: var(--bg) }</style><div class=w>\(Self.form)</div>"))
        #expect(try !viewable("<style>.l { position:fixed; inset:0; background: var(--missing, #fff) }</style>\(Self.form)<div class=l></div>"))
        #expect(try viewable("<style>:root { --bg: rgba(0,0,0,.3) } .l { position:fixed; inset:0; background: var(--bg) }</style>\(Self.form)<div class=l></div>"))
        #expect(try viewable("<style>.l { position:fixed; inset:0; background: var(--missing) }</style>\(Self.form)<div class=l></div>"))
        #expect(try viewable("<style>:root { --bg: transparent } .l { position:fixed; inset:0; background-color: var(--bg) }</style>\(Self.form)<div class=l></div>"))
    }

    @Test func aLayerFarFromTheFieldStillCoversItsDeepBranch() throws {
        let deep = String(repeating: "<div>", count: 300) + Self.form + String(repeating: "</div>", count: 300)
        #expect(try !viewable("<style>.l { position:fixed; inset:0; background:#fff }</style>\(deep)<div class=l></div>"))
    }

    @Test func aLayerThatDoesNotHideIsNoCover() throws {
        for layer in ["position:fixed;inset:0;background:rgba(0,0,0,.5)", "position:fixed;inset:0",
                      "position:fixed;inset:0;background:transparent", "position:fixed;top:0;left:0;width:100%;height:60px;background:#fff",
                      "position:fixed;inset:0;background:#fff;transform:translateX(-100%)", "position:fixed;inset:0;background:#fff;opacity:.5",
                      "position:fixed;inset:0;background:#fff;transform:none;margin-left:-100%",
                      "position:fixed;inset:0;background:#fff;display:none", "position:fixed;inset:0;background:#fff;z-index:-1",
                      "inset:0;background:#fff", "position:fixed;inset:0;background:linear-gradient(transparent,#fff)",
                      "position:fixed;top:10px;left:0;width:100%;height:100%;background:#fff"] {
            #expect(try viewable("\(Self.form)<div style='\(layer)'>Menu</div>"), "\(layer)")
        }
    }

    @Test func theLayerPaintsAboveTheFieldOnlyByStackingOrder() throws {
        let layer = "position:fixed;inset:0;background:#fff"
        // A positioned box above the layer by z-index, or later with the same, is not covered.
        #expect(try viewable("<div style='\(layer);z-index:10'></div><div style='position:fixed;top:0;z-index:11'>\(Self.form)</div>"))
        #expect(try viewable("<div style='\(layer)'></div><div style='position:relative'>\(Self.form)</div>"))
        #expect(try !viewable("<div style='position:relative'>\(Self.form)</div><div style='\(layer)'></div>"))
        #expect(try !viewable("<div style='\(layer);z-index:10'></div><div style='position:relative;z-index:9'>\(Self.form)</div>"))
        // In-flow content is under a positioned layer whatever the order.
        #expect(try !viewable("<div style='\(layer)'></div><div>\(Self.form)</div>"))
        // A layer that holds the form is no cover of it.
        #expect(try viewable("<div style='\(layer)'>\(Self.form)</div>"))
    }

    @Test func anAbsoluteLayerCoversItsContainingBlock() throws {
        #expect(try !viewable("""
            <div style='position:relative'><form><input name=a></form>
            <div style='position:absolute;left:0;top:0;width:100%;height:100%;background:#fff;z-index:1'>Prize</div></div>
            <form><input name=b></form>
            """))
    }

    @Test func aFixedLayerNestedInAnotherBranchCoversTheWindow() throws {
        let layer = "position:fixed;inset:0;background:#fff"
        #expect(try !viewable("\(Self.form)<div class=w><section><div style='\(layer)'>Loading</div></section></div>"))
        #expect(try !viewable("<style>.l { \(layer) }</style>\(Self.form)<div><div><div class=l></div></div></div>"))
        // Its wrapper's stacking context stands for it: above the form's, or below it.
        #expect(try !viewable("\(Self.form)<div style='position:relative;z-index:5'><div style='\(layer);z-index:1'></div></div>"))
        #expect(try viewable("<div><div style='\(layer);z-index:10'></div></div><div style='position:relative;z-index:20'>\(Self.form)</div>"))
        // Fixed to a transformed or filtered wrapper, not to the window; see-through; hidden; below everything.
        #expect(try viewable("\(Self.form)<div style='transform:translateX(0)'><div style='\(layer)'></div></div>"))
        #expect(try viewable("\(Self.form)<div style='filter:blur(1px)'><div style='\(layer)'></div></div>"))
        #expect(try viewable("\(Self.form)<div style='opacity:.5'><div style='\(layer)'></div></div>"))
        #expect(try viewable("\(Self.form)<div style='display:none'><div style='\(layer)'></div></div>"))
        #expect(try viewable("<div><div style='\(layer);z-index:-1'></div></div>\(Self.form)"))
        // A layer that holds the form (a modal) does not cover it.
        #expect(try viewable("<div style='\(layer);z-index:9'><div>\(Self.form)</div></div>"))
    }

    @Test(arguments: ViewabilitySnippets.drawnLayers)
    func aLayerThatDrawsAnImageOrAGradientOrIsAnImageCovers(_ c: ViewabilitySnippets.Case) throws {
        #expect(try viewable(c.html) == c.viewable)
    }

    @Test(arguments: ViewabilitySnippets.absoluteLayers)
    func anAbsoluteLayerNestedInAnotherBranchCoversItsContainingBlock(_ c: ViewabilitySnippets.Case) throws {
        #expect(try viewable(c.html) == c.viewable)
    }

    @Test(arguments: ViewabilitySnippets.layersByElementName)
    func aLayerWhoseRuleNamesAnElementIsFoundWhereverItIs(_ c: ViewabilitySnippets.Case) throws {
        #expect(try viewable(c.html) == c.viewable)
    }

    @Test func aSeeThroughNestedLayerIsNoCover() throws {
        // The user still sees the form through it. (A browser's `elementFromPoint` hits the layer, so collect.js
        // reports the field not viewable: the static collector stays on the side of what the user sees.)
        #expect(try viewable("<div style='position:relative'>\(Self.form)<aside style='opacity:.5'><div><div style='position:absolute;inset:0;background:#fff'></div></div></aside></div>"))
    }

    @Test(arguments: ViewabilitySnippets.sharedContexts)
    func aNestedLayerIsComparedInTheStackingContextItSharesWithTheField(_ c: ViewabilitySnippets.Case) throws {
        #expect(try viewable(c.html) == c.viewable)
    }

    @Test func aFixedPseudoElementOverTheWindowCoversTheFields() throws {
        let layer = "position:fixed;inset:0;background:#fff"
        #expect(try !viewable("<style>body::after { content: ''; \(layer) }</style>\(Self.form)"))
        #expect(try !viewable("<style>.w::before { content: \"\"; \(layer); z-index: 9 }</style>\(Self.form)<div class=w></div>"))
        #expect(try !viewable("<style>.w:after { content: ''; \(layer) }</style>\(Self.form)<p class=w></p>"))
        // No content, content none, see-through, below the page, an element not shown, transformed, or a
        // stacking context above the layer's: no cover.
        #expect(try viewable("<style>body::after { \(layer) }</style>\(Self.form)"))
        #expect(try viewable("<style>body::after { content: none; \(layer) }</style>\(Self.form)"))
        #expect(try viewable("<style>body::after { content: ''; \(layer); opacity: .5 }</style>\(Self.form)"))
        #expect(try viewable("<style>body::before { content: ''; \(layer); z-index: -1 }</style>\(Self.form)"))
        #expect(try viewable("<style>.w::after { content: ''; \(layer) } .w { display: none }</style>\(Self.form)<div class=w></div>"))
        #expect(try viewable("<style>.w::after { content: ''; \(layer) } .w { transform: scale(1) }</style>\(Self.form)<div class=w></div>"))
        #expect(try viewable("<style>.w::after { content: ''; \(layer); z-index: 5 }</style><div class=w></div>"
                             + "<div style='position:relative;z-index:9'>\(Self.form)</div>"))
    }

    /// An absolutely positioned `::before` or `::after` box covers its containing block, as an absolute element
    /// does (``ViewabilitySnippets/pseudoElementLayers``, which collect.js is held to as well).
    @Test(arguments: ViewabilitySnippets.pseudoElementLayers)
    func anAbsolutePseudoElementCoversItsContainingBlock(_ c: ViewabilitySnippets.Case) throws {
        #expect(try viewable(c.html) == c.viewable)
    }

    /// A see-through box around both a layer and the form does not make the layer see-through: the group is
    /// drawn whole (``ViewabilitySnippets/seeThroughGroups``, which collect.js is held to as well).
    @Test(arguments: ViewabilitySnippets.seeThroughGroups)
    func aSeeThroughGroupOfLayerAndFormStaysCovered(_ c: ViewabilitySnippets.Case) throws {
        #expect(try viewable(c.html) == c.viewable)
    }

    /// Controls: a see-through box around the layer alone, below the box both are in, still makes it
    /// see-through here (a browser's hit test finds it whatever its opacity, so these stay out of the shared
    /// list).
    @Test func aSeeThroughBoxAroundTheLayerAloneStillLetsTheFormShow() throws {
        let layer = "position:absolute;inset:0;background:#fff"
        #expect(try viewable("<div style='position:relative'>\(Self.form)<div style='opacity:.5'><div style='\(layer)'></div></div></div>"))
        #expect(try viewable("<div style='position:relative;opacity:.9'>\(Self.form)<div style='opacity:.5'><div style='\(layer)'></div></div></div>"))
        #expect(try viewable("<div style='position:relative'>\(Self.form)<div style='\(layer);opacity:.5'></div></div>"))
        #expect(try viewable("<div style='position:relative;opacity:.5'>\(Self.form)<div style='\(layer);opacity:.5'></div></div>"))
        #expect(try viewable("<style>.w::before { content: ''; \(layer) } .g { opacity:.5 }</style><div style='position:relative'>\(Self.form)<div class=g><div class=w></div></div></div>"))
    }

    /// A see-through pseudo-element covers nothing here (a browser's hit test finds it whatever its opacity, so
    /// these stay out of the shared list).
    @Test func aSeeThroughPseudoElementCoversNothing() throws {
        let layer = "position:absolute;inset:0;background:#fff"
        #expect(try viewable("<style>.w { position:relative } .w::before { content: ''; \(layer); opacity: .3 }</style><div class=w>\(Self.form)</div>"))
        #expect(try viewable("<style>.w { position:relative } .w::before { content: ''; position:absolute; inset:0; background:rgba(0,0,0,.4) }</style><div class=w>\(Self.form)</div>"))
    }
}

