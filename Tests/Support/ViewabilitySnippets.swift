/// Pages where a field named `a` sits beside a covering layer nested in another branch, in a shadow host's
/// light DOM, or in a box that turns or stacks it away, with whether a browser finds the field viewable: the
/// static collector's rules are checked against them (`CoverTests`, `VisibilityRuleTests`), and so is
/// collect.js in Chromium (`CollectBrowserTests`), so that the two agree on each.
package enum ViewabilitySnippets {
    package struct Case: Sendable, CustomStringConvertible {
        package let html: String
        package let viewable: Bool
        package var description: String { html }
    }

    private static let form = "<form><input name=a></form>"
    private static let absolute = "position:absolute;inset:0;background:#fff"
    private static let fixed = "position:fixed;inset:0;background:#fff"
    private static let app = "position:relative;z-index:1"

    /// An absolutely positioned layer covers its containing block: the nearest positioned or transformed
    /// ancestor, else the first screen.
    package static let absoluteLayers: [Case] = [
        // Stretched over a positioned ancestor of the form, or over the first screen when none is positioned.
        Case(html: "<div style='position:relative'>\(form)<aside><div><div style='\(absolute)'>Prize</div></div></aside></div>", viewable: false),
        Case(html: "<style>.l { \(absolute) }</style><main>\(form)</main><aside><p><span class=l></span></p></aside>", viewable: false),
        Case(html: "<div style='transform:scale(1)'>\(form)<aside><div><div style='\(absolute)'></div></div></aside></div>", viewable: false),
        // Before the form in the page: a positioned layer still paints over content in flow, but not over a
        // positioned box that comes after it.
        Case(html: "<div style='position:relative'><aside><div><div style='\(absolute)'></div></div></aside><main>\(form)</main></div>", viewable: false),
        Case(html: "<div style='position:relative'><aside><div><div style='\(absolute)'></div></div></aside><main style='position:relative'>\(form)</main></div>", viewable: true),
        // Its containing block is a box of its own, beside the form's: the form is not under it.
        Case(html: "\(form)<aside><div style='position:relative'><div><div style='\(absolute)'></div></div></div></aside>", viewable: true),
        Case(html: "\(form)<aside style='transform:scale(1)'><div><div style='\(absolute)'></div></div></aside>", viewable: true),
        // Below the form by stacking order, or with the form inside it.
        Case(html: "<div style='position:relative'><aside><div><div style='\(absolute);z-index:-1'></div></div></aside>\(form)</div>", viewable: true),
        Case(html: "<div style='position:relative'><aside><div style='position:relative;z-index:1'><div style='\(absolute)'></div></div></aside><div style='position:relative;z-index:2'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='position:relative'><div><div style='\(absolute)'><div>\(form)</div></div></div></div>", viewable: true),
    ]

    /// A `::before` or `::after` box positioned absolutely covers its containing block as an element does: a
    /// wrapper's own pseudo-element stretched over it paints over the form inside it (a browser's hit test
    /// finds the wrapper there), and so does a sibling's, over the positioned box both are in. Below the
    /// content, moved away, without content, or under a form stacked above it, it covers nothing.
    package static let pseudoElementLayers: [Case] = [
        Case(html: "<style>.w { position:relative } .w::before { content: ''; \(absolute) }</style><div class=w>\(form)</div>", viewable: false),
        Case(html: "<style>.w { position:relative } .w::after { content: ''; \(absolute); z-index: 2 }</style><div class=w>\(form)</div>", viewable: false),
        Case(html: "<style>.w { position:relative } .w:before { content: ''; position:absolute; top:0; left:0; width:100%; height:100%; background-color:white }</style><div class=w><p>\(form)</p></div>", viewable: false),
        Case(html: "<style>.s::after { content: ''; \(absolute) }</style><div style='position:relative'>\(form)<span class=s></span></div>", viewable: false),
        Case(html: "<style>.w { position:relative } .w::before { content: ''; \(absolute); z-index: -1 }</style><div class=w>\(form)</div>", viewable: true),
        Case(html: "<style>.w { position:relative } .w::before { \(absolute) }</style><div class=w>\(form)</div>", viewable: true),
        Case(html: "<style>.w { position:relative } .w::before { content: ''; \(absolute); transform: translateY(-100%) }</style><div class=w>\(form)</div>", viewable: true),
        Case(html: "<style>.w { position:relative } .w::before { content: ''; \(absolute); z-index: 1 }</style><div class=w><form style='position:relative;z-index:2'><input name=a></form></div>", viewable: true),
        Case(html: "<style>.s { position:relative } .s::after { content: ''; \(absolute) }</style>\(form)<span class=s></span>", viewable: true),
    ]

    /// A see-through box around both a layer and the form: the box is drawn as one group, the layer opaque
    /// over the form inside it, so the group's `opacity` leaves the form covered (a sibling layer, one nested
    /// in another branch, a wrapper's own `::before`, a fixed one).
    package static let seeThroughGroups: [Case] = [
        Case(html: "<div style='position:relative;opacity:.5'>\(form)<div style='\(absolute)'></div></div>", viewable: false),
        Case(html: "<div style='position:relative;opacity:.5'>\(form)<aside><div><div style='\(absolute)'></div></div></aside></div>", viewable: false),
        Case(html: "<style>.w { position:relative; opacity:.6 } .w::before { content: ''; \(absolute) }</style><div class=w>\(form)</div>", viewable: false),
        Case(html: "<div style='opacity:.5'>\(form)<aside><div style='\(fixed)'></div></aside></div>", viewable: false),
        Case(html: "<div style='opacity:.5'><div style='position:relative;opacity:.8'>\(form)<div style='\(absolute)'></div></div></div>", viewable: false),
    ]

    /// A box moved towards the viewer past a `perspective()` before it in the same `transform`: it lies behind
    /// the eye and is not drawn; short of it, or with the perspective after the move, it is drawn. And a box
    /// placed by a motion path (`offset-path`) that starts far off.
    package static let behindTheViewer: [Case] = [
        Case(html: "<div style='transform:perspective(10px) translateZ(20px)'>\(form)</div>", viewable: false),
        Case(html: "<div style='transform:perspective(50px) translate3d(0, 0, 80px)'>\(form)</div>", viewable: false),
        Case(html: "<style>.w { transform: perspective(2em) translateZ(10px) translateZ(30px) }</style><div class=w>\(form)</div>", viewable: false),
        Case(html: "<div style='transform:perspective(100px) translateZ(20px)'>\(form)</div>", viewable: true),
        Case(html: "<div style='transform:translateZ(20px) perspective(10px)'>\(form)</div>", viewable: true),
        Case(html: "<div style='transform:perspective(10px) translateZ(-2px)'>\(form)</div>", viewable: true),
        // Placed by a motion path that starts far off: the box's centre goes to the path's first point.
        Case(html: "<div style=\"offset-path:path('M -9999 -9999')\">\(form)</div>", viewable: false),
        Case(html: "<style>.w { offset-path: path(\"M-5000,10 L 20 20\") }</style><div class=w>\(form)</div>", viewable: false),
        Case(html: "<div style=\"width:200px;offset-path:path('M 150 50 L 400 50')\">\(form)</div>", viewable: true),
    ]

    /// A container query on a page that declares a container: read for a container as wide as the screen (the
    /// body here, which is), so that a rule hiding the form at any width hides it; one for a narrow container
    /// does not, nor one on a page that declares no container.
    package static let containerQueries: [Case] = [
        Case(html: "<style>body { container-type: inline-size } @container (min-width: 1px) { form { display: none } }</style>\(form)", viewable: false),
        Case(html: "<style>body { container-type: inline-size } @container (width > 0) { form { visibility: hidden } }</style>\(form)", viewable: false),
        Case(html: "<style>body { container-type: inline-size } @container (max-width: 300px) { form { display: none } }</style>\(form)", viewable: true),
        Case(html: "<style>@container (min-width: 1px) { form { display: none } }</style>\(form)", viewable: true),
    ]

    /// A layer that hides what lies below without a background colour: a background image or a gradient of
    /// opaque colours, or an element that draws its own content (an image, a frame, a video, a canvas, an SVG)
    /// sized over the whole of its containing block. Not sized over it, or below the form by stacking order,
    /// it leaves the form shown.
    package static let drawnLayers: [Case] = {
        let gif = "data:image/gif;base64,R0lGODlhAQABAIAAAP///wAAACH5BAAAAAAALAAAAAABAAEAAAICRAEAOw=="
        let over = "position:absolute;left:0;top:0;width:100%;height:100%"
        return [
            Case(html: "<div style='position:relative'>\(form)<div style='position:absolute;inset:0;background:linear-gradient(#fff,#fff)'></div></div>", viewable: false),
            Case(html: "<div style='position:relative'>\(form)<div style='position:absolute;inset:0;background-image:radial-gradient(circle,white,rgb(250,250,250))'></div></div>", viewable: false),
            Case(html: "<div style='position:relative'>\(form)<div style='position:absolute;inset:0;background:url(\(gif)) center/cover'></div></div>", viewable: false),
            Case(html: "<style>.shot{position:absolute;inset:0;background-image:url(\(gif))}</style><div style='position:relative'>\(form)<i class=shot></i></div>", viewable: false),
            Case(html: "<div style='position:relative'>\(form)<img src='\(gif)' alt='' style='\(over)'></div>", viewable: false),
            Case(html: "<div style='position:relative'>\(form)<iframe src='about:blank' style='\(over);border:0'></iframe></div>", viewable: false),
            Case(html: "<div style='position:relative'>\(form)<canvas style='\(over)'></canvas></div>", viewable: false),
            Case(html: "<div style='position:relative'>\(form)<svg style='\(over)'><rect width='100%' height='100%' fill='white'/></svg></div>", viewable: false),
            Case(html: "<div style='position:relative'>\(form)<video style='\(over)'></video></div>", viewable: false),
            Case(html: "<style>.cover{position:fixed;left:0;top:0;width:100%;height:100%}</style>\(form)<img class=cover src='\(gif)' alt=''>", viewable: false),
            Case(html: "<div style='position:relative'>\(form)<img src='\(gif)' alt='' style='position:absolute;left:0;top:0;width:20px;height:20px'></div>", viewable: true),
            Case(html: "<div style='position:relative'><img src='\(gif)' alt='' style='\(over)'><div style='position:relative;z-index:1'>\(form)</div></div>", viewable: true),
            Case(html: "<div style='position:relative'>\(form)</div><div style='position:relative'><img src='\(gif)' alt='' style='\(over)'></div>", viewable: true),
            Case(html: "<div style='position:relative'>\(form)<div style='position:absolute;left:0;top:0;width:100%;height:4px;background:linear-gradient(red,blue)'></div></div>", viewable: true),
        ]
    }()

    /// A nested layer and the field compared in the innermost stacking context they share.
    package static let sharedContexts: [Case] = [
        // The app root is both one's stacking context: the layer's z-index counts inside it.
        Case(html: "<div style='\(app)'>\(form)<div><div style='\(fixed);z-index:10'></div></div></div>", viewable: false),
        Case(html: "<div style='\(app)'><div style='position:relative;z-index:2'>\(form)</div><div><div style='\(fixed);z-index:3'></div></div></div>", viewable: false),
        // Inside that context, a raised form above the layer, or the layer below the in-flow content.
        Case(html: "<div style='\(app)'><div style='position:relative;z-index:5'>\(form)</div><div><div style='\(fixed);z-index:3'></div></div></div>", viewable: true),
        Case(html: "<div style='\(app)'>\(form)<div><div style='\(fixed);z-index:-1'></div></div></div>", viewable: true),
    ]

    /// Layers whose positioning rule is filed under an element name (`aside { position: fixed }`): any element
    /// of that name may be one.
    package static let layersByElementName: [Case] = [
        Case(html: "<style>aside { \(fixed) }</style>\(form)<div><aside>Prize</aside></div>", viewable: false),
        Case(html: "<style>.promo aside { \(absolute) }</style><div style='position:relative'>\(form)<div class=promo><aside></aside></div></div>", viewable: false),
        Case(html: "<style>aside { position:fixed;bottom:0;left:0;right:0;background:#fff }</style>\(form)<div><aside>A bar</aside></div>", viewable: true),
        Case(html: "<style>aside { \(fixed);z-index:-1 }</style>\(form)<div><aside></aside></div>", viewable: true),
    ]

    /// A shadow host draws only the children that a slot of its declarative shadow root takes.
    package static let shadowSlots: [Case] = {
        let root = { (slots: String) in "<template shadowrootmode=open><p>Notice</p>\(slots)</template>" }
        return [
            Case(html: "<div>\(root(""))<form><p><input name=a></p></form></div>", viewable: false),
            Case(html: "<my-card>\(root(""))<input name=a></my-card>", viewable: false),
            Case(html: "<div>\(root("<slot></slot>"))<input name=a></div>", viewable: true),
            Case(html: "<div>\(root("<div><slot name=f></slot></div>"))<input name=a slot=f></div>", viewable: true),
            Case(html: "<div>\(root("<slot name=f></slot>"))<input name=a></div>", viewable: false),
            Case(html: "<div>\(root("<slot></slot>"))<input name=a slot=g></div>", viewable: false),
            Case(html: "<div>\(root("<span><template shadowrootmode=open><slot></slot></template></span>"))<input name=a></div>", viewable: false),
            Case(html: "<div>\(root("<template><slot></slot></template>"))<input name=a></div>", viewable: false),
            Case(html: "<div><template shadowrootmode=other></template><input name=a></div>", viewable: true),
            Case(html: "<div><template></template><input name=a></div>", viewable: true),
            Case(html: "<form><template shadowrootmode=closed></template><input name=a></form>", viewable: true),
            Case(html: "<section><template shadowrootmode=CLOSED></template><input name=a></section>", viewable: false),
        ]
    }()

    /// A box turned edge-on by the `rotate` property or `rotate3d()`, and a box stacked below the page's own
    /// (a negative `z-index` in the root stacking context: the body's box is hit, not the field).
    package static let turnedAndStacked: [Case] = [
        Case(html: "<div style='rotate:y 90deg'>\(form)</div>", viewable: false),
        Case(html: "<div style='rotate:x 90deg'>\(form)</div>", viewable: false),
        Case(html: "<div style='rotate:1 0 0 270deg'>\(form)</div>", viewable: false),
        Case(html: "<div style='transform:rotate3d(0,1,0,90deg)'>\(form)</div>", viewable: false),
        Case(html: "<div style='transform:rotateY(45deg) rotateY(45deg)'>\(form)</div>", viewable: false),
        Case(html: "<div style='rotate:y 45deg;transform:rotateY(45deg)'>\(form)</div>", viewable: false),
        Case(html: "<div style='rotate:90deg;width:200px;height:200px'>\(form)</div>", viewable: true),
        Case(html: "<div style='rotate:y 30deg'>\(form)</div>", viewable: true),
        Case(html: "<div style='rotate:z 90deg;width:200px;height:200px'>\(form)</div>", viewable: true),
        // Turned over with its back hidden.
        Case(html: "<div style='backface-visibility:hidden;transform:rotateY(180deg)'><div>\(form)</div></div>", viewable: false),
        Case(html: "<div style='backface-visibility:hidden;rotate:x 150deg'>\(form)</div>", viewable: false),
        Case(html: "<div style='backface-visibility:hidden;transform:rotateY(60deg) rotateY(60deg)'>\(form)</div>", viewable: false),
        Case(html: "<div style='backface-visibility:hidden;transform:rotateY(180deg) rotateX(180deg)'>\(form)</div>", viewable: true),
        Case(html: "<div style='transform:rotateY(180deg)'>\(form)</div>", viewable: true),
        Case(html: "<div style='backface-visibility:hidden;transform:rotate(180deg)'>\(form)</div>", viewable: true),
        Case(html: "<div style='backface-visibility:hidden;transform:rotateY(45deg)'>\(form)</div>", viewable: true),
        Case(html: "<div style='position:relative;z-index:-1'>\(form)</div>", viewable: false),
        Case(html: "<div><input name=a style='position:relative;z-index:-2'></div>", viewable: false),
        Case(html: "<div style='position:relative;z-index:0'><div style='position:relative;z-index:-1'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='opacity:.9'><div style='position:relative;z-index:-1'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='z-index:-1'>\(form)</div>", viewable: true),
    ]

    /// A fixed box placed past the screen's bottom or right edge: it does not scroll into view (the static rules
    /// assume a 1280 × 1000 screen; the browser tests' window is 3,000 px high, so the offsets pass both). One
    /// still on the screen, and an absolutely positioned box as far down (the page scrolls to it), stay viewable.
    package static let fixedPastTheScreen: [Case] = [
        Case(html: "<div style='position:fixed;top:3200px'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;top:310vh'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;left:1400px'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;inset:3100px auto auto 0'>\(form)</div>", viewable: false),
        // On a page long enough to scroll that far: a fixed box stays where it is.
        Case(html: "<div style='height:6000px'></div><div style='position:fixed;top:3200px'>\(form)</div>", viewable: false),
        // A fixed dialog that scrolls: its field further down is scrolled to inside it. A scroll container moved
        // off the page hides what the user would scroll in.
        Case(html: "<div style='position:fixed;inset:0;overflow:auto'><div style='height:3500px'></div>\(form)</div>", viewable: true),
        Case(html: "<div style='position:absolute;left:-9999px;width:300px;height:300px;overflow:auto'><div style='height:900px'></div>\(form)</div>", viewable: false),
        // A percentage of the screen: 100% or more starts the box at or past its bottom or right edge, whatever
        // the screen's size; inside a transformed box (its containing block, in the flow) it is that box's.
        Case(html: "<div style='position:fixed;top:100%'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;top:150%;left:0'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;left:100%;top:0'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;inset:120% auto auto 0'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;top:50%'>\(form)</div>", viewable: true),
        Case(html: "<div style='position:fixed;top:100%;transform:translateY(-100%)'>\(form)</div>", viewable: true),
        Case(html: "<div style='position:fixed;top:100%;margin-top:-120px'>\(form)</div>", viewable: true),
        Case(html: "<div style='transform:scale(1)'><div style='position:fixed;top:100%'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='position:fixed;top:900px'>\(form)</div>", viewable: true),
        Case(html: "<div style='position:absolute;top:3200px'>\(form)</div>", viewable: true),
        // Past the bottom or right edge by its far side: a `bottom` or `right` that puts the box's far edge
        // beyond the screen's by its height or width (a field's line, 100 px down and 200 px across, for a box
        // holding fields that declares none), or a translation by its own size from that edge (a drawer or a
        // bottom sheet slid out of view).
        Case(html: "<div style='position:fixed;bottom:-200px'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;right:-250px'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;left:auto;bottom:-150px;height:120px'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;inset:auto -400px auto auto'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;bottom:0;transform:translateY(100%)'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;right:0;top:0;transform:translateX(100%)'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;bottom:-40px;transform:translate(0,120%)'>\(form)</div>", viewable: false),
        Case(html: "<form><input name=a style='position:fixed;bottom:-60px;height:40px'></form>", viewable: false),
        Case(html: "<style>.sheet{position:fixed;left:0;right:0;bottom:0;transform:translateY(100%)}</style><div class=sheet>\(form)</div>", viewable: false),
        // Tall or wide enough to reach the screen, held at its near side too, or placed against a transformed
        // box (its containing block, in the page's flow), or slid less than its size.
        Case(html: "<div style='position:fixed;bottom:-50px;height:300px'>\(form)</div>", viewable: true),
        Case(html: "<div style='position:fixed;top:0;bottom:-200px'>\(form)</div>", viewable: true),
        Case(html: "<div style='position:fixed;left:0;right:-300px'>\(form)</div>", viewable: true),
        Case(html: "<div style='position:absolute;bottom:-200px'>\(form)</div>", viewable: true),
        Case(html: "<div style='transform:scale(1)'><div style='position:fixed;bottom:-200px'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='position:fixed;right:0;top:0;transform:translateX(50%)'>\(form)</div>", viewable: true),
        Case(html: "<div style='position:fixed;bottom:0;transform:translateY(-100%)'>\(form)</div>", viewable: true),
    ]

    /// A box in the flow of a box that cuts off what overflows it (`overflow: hidden` or `clip`, not one that
    /// scrolls), pushed at or past its end: by the declared heights of the blocks before it (a spacer, a
    /// carousel's slides), by its own margin, relative offset or translation. Where it still starts inside (its
    /// window's padding counts), where the blocks stand side by side, are out of the flow or not drawn, or where
    /// the box scrolls, it shows.
    package static let pushedPastTheClip: [Case] = [
        Case(html: "<div style='height:30px;overflow:hidden'><div style='height:200px'></div>\(form)</div>", viewable: false),
        Case(html: "<div style='height:60px;overflow:hidden'><div style='position:relative;top:150px'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='height:60px;overflow:hidden'><div style='transform:translateY(150px)'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='height:60px;overflow:hidden'><div style='margin-top:150px'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='width:120px;overflow:hidden'><div style='margin-left:300px;width:400px'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='height:60px;overflow:hidden'><div style='height:40px'></div><p style='height:40px'></p>\(form)</div>", viewable: false),
        Case(html: "<style>.window{height:50px;overflow:hidden}.slide{height:50px}</style><div class=window><div class=slide>Welcome</div><div class=slide>\(form)</div></div>", viewable: false),
        Case(html: "<div style='overflow:clip;height:40px'><section style='height:80px'></section><div>\(form)</div></div>", viewable: false),
        Case(html: "<div style='height:100px;overflow:hidden'><div><div style='height:120px'></div>\(form)</div></div>", viewable: false),
        Case(html: "<div style='max-height:50px;overflow:hidden'><div style='height:100px'></div>\(form)</div>", viewable: false),
        Case(html: "<div style='height:50px;overflow:hidden'><div style='min-height:100px'></div>\(form)</div>", viewable: false),
        Case(html: "<div style='height:50px;overflow:hidden'><div style='padding:30px 0'></div>\(form)</div>", viewable: false),
        Case(html: "<div style='max-height:300px;overflow:hidden'><div style='height:100px'></div>\(form)</div>", viewable: true),
        Case(html: "<div style='height:60px;overflow:hidden'><div style='height:20px'></div>\(form)</div>", viewable: true),
        Case(html: "<div style='height:60px;overflow:hidden'><div style='position:relative;top:20px'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='height:60px;overflow:auto'><div style='height:200px'></div>\(form)</div>", viewable: true),
        Case(html: "<div style='height:60px;overflow:hidden;display:flex'><div style='height:200px;width:50px'></div>\(form)</div>", viewable: true),
        Case(html: "<div style='columns:2;column-gap:0;width:400px;height:60px;overflow:hidden'><div style='height:60px'></div>\(form)</div>", viewable: true),
        Case(html: "<div style='height:60px;overflow:hidden'><div style='height:100px;margin-bottom:-90px'></div>\(form)</div>", viewable: true),
        Case(html: "<style>.news{column-count:3}</style><div class=news style='height:60px;overflow:hidden'><div style='height:80px'></div>\(form)</div>", viewable: true),
        Case(html: "<div style='height:30px;padding-bottom:200px;overflow:hidden'><div style='height:100px'></div>\(form)</div>", viewable: true),
        Case(html: "<div style='height:60px;overflow:hidden'><span style='height:200px'>x</span>\(form)</div>", viewable: true),
        Case(html: "<div style='height:60px;overflow:hidden'><div style='height:200px;position:absolute'></div>\(form)</div>", viewable: true),
        Case(html: "<div style='height:60px;overflow:hidden'><div style='height:200px;float:left;width:10px'></div>\(form)</div>", viewable: true),
        Case(html: "<div style='height:60px;overflow-x:hidden'><div style='height:200px'></div>\(form)</div>", viewable: true),
        Case(html: "<div style='height:60px;overflow:hidden'><div style='height:200px;display:none'></div>\(form)</div>", viewable: true),
        Case(html: "<div style='height:60px;overflow:hidden'><div style='margin-top:-100px;height:300px'><div style='height:120px'></div>\(form)</div></div>", viewable: true),
        // Side by side in a flex row, the items that do not shrink (`flex: 0 0 300px`, `flex: none` with a width,
        // `flex-shrink: 0`) push the ones after them right: a carousel's or a sign-in card's second panel.
        Case(html: "<div style='width:300px;overflow:hidden;display:flex'><div style='flex:0 0 300px'>Welcome</div>\(form)</div>", viewable: false),
        Case(html: "<div style='width:360px;overflow:hidden'><div style='display:flex'><section style='flex:none;width:360px'>Step 1</section><section style='flex:none;width:360px'>\(form)</section></div></div>", viewable: false),
        Case(html: "<style>.track{display:flex}.panel{flex-shrink:0;width:200px}</style><div style='width:400px;overflow:clip'><div class=track><div class=panel>A</div><div class=panel>B</div><div class=panel>\(form)</div></div></div>", viewable: false),
        Case(html: "<div style='width:300px;overflow:hidden;display:flex'><div style='width:300px'>Welcome</div>\(form)</div>", viewable: true),
        Case(html: "<div style='width:300px;overflow:hidden;display:flex'><div style='flex:0 0 100px'>Welcome</div>\(form)</div>", viewable: true),
        Case(html: "<div style='width:300px;overflow:hidden;display:flex;flex-wrap:wrap'><div style='flex:0 0 300px'>Welcome</div>\(form)</div>", viewable: true),
        Case(html: "<div style='width:300px;overflow:hidden;display:flex;flex-direction:column'><div style='flex:0 0 300px'>Welcome</div>\(form)</div>", viewable: true),
        Case(html: "<div style='width:300px;overflow:hidden'><div style='display:flex;transform:translateX(-300px)'><div style='flex:0 0 300px'>Welcome</div>\(form)</div></div>", viewable: true),
        Case(html: "<div style='width:300px;overflow:hidden;display:flex'><div style='flex:0 0 300px;position:absolute'>Welcome</div>\(form)</div>", viewable: true),
        // Slides sized by percentages of the track (`flex: 0 0 100%`, `width: 100%` that does not shrink), the
        // track as wide as its clipping box; a box moved right by its own width (`translateX(100%)`).
        Case(html: "<div style='width:300px;overflow:hidden'><div style='display:flex'><div style='flex:0 0 100%'>Welcome</div><div style='flex:0 0 100%'>\(form)</div></div></div>", viewable: false),
        Case(html: "<style>.slider{width:320px;overflow:hidden}.track{display:flex}.slide{flex-shrink:0;width:100%}</style><div class=slider><div class=track><div class=slide>A</div><div class=slide>\(form)</div></div></div>", viewable: false),
        Case(html: "<div style='width:400px;overflow:hidden'><div style='display:flex;width:50%'><div style='flex:0 0 100%'>A</div><div style='flex:0 0 100%'>B</div><div style='flex:0 0 100%'>\(form)</div></div></div>", viewable: false),
        Case(html: "<div style='width:300px;overflow:hidden'><div style='transform:translateX(100%)'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='width:300px;overflow:hidden'><div style='display:flex;transform:translateX(-100%)'><div style='flex:0 0 100%'>Welcome</div><div style='flex:0 0 100%'>\(form)</div></div></div>", viewable: true),
        Case(html: "<div style='width:300px;overflow:hidden'><div style='display:flex'><div style='flex:0 0 50%'>Welcome</div><div style='flex:0 0 50%'>\(form)</div></div></div>", viewable: true),
        Case(html: "<div style='width:300px;overflow:hidden'><div style='display:flex'><div style='flex:0 1 100%'>Welcome</div><div style='flex:0 1 100%'>\(form)</div></div></div>", viewable: true),
        Case(html: "<div style='width:300px;overflow:hidden'><div style='transform:translateX(50%)'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='width:300px;overflow:auto'><div style='display:flex'><div style='flex:0 0 100%'>Welcome</div><div style='flex:0 0 100%'>\(form)</div></div></div>", viewable: true),
        // Right to left, a row grows leftwards: moved right by a slide's width, the second slide is the one shown.
        Case(html: "<div dir=rtl style='width:300px;overflow:hidden'><div style='display:flex;transform:translateX(100%)'><div style='flex:0 0 100%'>Welcome</div><div style='flex:0 0 100%'>\(form)</div></div></div>", viewable: true),
        Case(html: "<div dir=rtl style='width:300px;overflow:hidden'><div style='display:flex;transform:translateX(300px)'><div style='flex:0 0 300px'>Welcome</div><div style='flex:0 0 300px'>\(form)</div></div></div>", viewable: true),
        // The same downwards in a flex column.
        Case(html: "<div style='height:40px;overflow:hidden;display:flex;flex-direction:column'><div style='flex:0 0 100px'></div>\(form)</div>", viewable: false),
        Case(html: "<div style='height:60px;overflow:hidden;display:flex;flex-flow:column nowrap'><div style='flex-shrink:0;height:80px'></div>\(form)</div>", viewable: false),
        Case(html: "<div style='height:40px;overflow:hidden;display:flex;flex-direction:column'><div style='flex:0 1 100px'></div>\(form)</div>", viewable: true),
        Case(html: "<div style='height:40px;overflow:hidden;display:flex;flex-direction:column'><div style='flex:0 0 100px;display:none'></div>\(form)</div>", viewable: true),
    ]

    /// A grid whose first row (column) track is empty (`grid-template-rows: 0fr`, `0`, `0px`: the collapsed
    /// accordion that animates its height by its grid) gives its first item no height (width) when the item cuts
    /// off what overflows it and declares no size of its own: its automatic minimum size is then 0. An item whose
    /// overflow shows, that declares its height, a later item in an implicit row, or an open accordion shows.
    package static let emptyGridTrack: [Case] = [
        Case(html: "<div style='display:grid;grid-template-rows:0fr'><div style='overflow:hidden'>\(form)</div></div>", viewable: false),
        Case(html: "<style>.acc{display:grid;grid-template-rows:0fr;transition:grid-template-rows .3s}.acc>div{overflow:hidden}.acc.open{grid-template-rows:1fr}</style><div class=acc><div>\(form)</div></div>", viewable: false),
        Case(html: "<div style='display:grid;grid-template-rows:0fr'><div style='min-height:0;overflow:hidden'><div>\(form)</div></div></div>", viewable: false),
        Case(html: "<div style='display:grid;grid-template-rows:0fr 1fr'><div style='overflow:hidden'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='display:grid;grid-template-rows:0px'><div style='overflow:clip'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='display:inline-grid;grid-template-rows:0'><div style='overflow:auto'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='display:grid;grid-template-columns:0fr'><div style='overflow:hidden'>\(form)</div></div>", viewable: false),
        Case(html: "<style>.acc{display:grid;grid-template-rows:0fr}.acc>div{overflow:hidden}.acc.open{grid-template-rows:1fr}</style><div class='acc open'><div>\(form)</div></div>", viewable: true),
        Case(html: "<div style='display:grid;grid-template-rows:0fr'><div>\(form)</div></div>", viewable: true),
        Case(html: "<div style='display:grid;grid-template-rows:0fr'><div style='overflow:hidden;height:80px'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='display:grid;grid-template-rows:0fr'><div style='overflow:hidden'>x</div><div style='overflow:hidden'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='display:block;grid-template-rows:0fr'><div style='overflow:hidden'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='display:grid;grid-template-rows:1fr'><div style='overflow:hidden'>\(form)</div></div>", viewable: true),
        // The grid cuts, and its first item lets the track shrink it (`min-height: 0`): the grid is empty.
        Case(html: "<div style='display:grid;grid-template-rows:0fr;overflow:hidden'><div style='min-height:0'>\(form)</div></div>", viewable: false),
        Case(html: "<style>.acc{display:grid;grid-template-rows:0fr;overflow:hidden}.acc>div{min-height:0}</style><div class=acc><div>\(form)</div></div>", viewable: false),
        Case(html: "<div style='display:grid;grid-template-rows:0fr;overflow:hidden'><div>\(form)</div></div>", viewable: true),
        Case(html: "<div style='display:grid;grid-template-rows:0fr'><div style='min-height:0'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='display:grid;grid-template-rows:0fr;overflow:hidden;height:120px'><div style='min-height:0'>\(form)</div></div>", viewable: true),
    ]

    /// On a page that does not scroll sideways (the root's `overflow-x`, or the body's where the root's is
    /// `visible`, is `hidden` or `clip`), a box placed against the page itself wholly right of the screen (its
    /// `left` at or past the screen's right edge, its `right` putting its far edge its width past it, or a
    /// translation by its own size from a right edge inside it: an off-canvas menu) is never seen. Where the page
    /// scrolls sideways, where part of the box stays on the screen, or where a box of its own holds it, it is.
    package static let pastTheRightEdge: [Case] = [
        Case(html: "<style>body{overflow-x:hidden}</style><div style='position:absolute;left:1400px;top:0'>\(form)</div>", viewable: false),
        Case(html: "<style>html{overflow-x:hidden}</style><div style='position:absolute;left:110%;top:0'>\(form)</div>", viewable: false),
        Case(html: "<style>body{overflow-x:hidden}</style><div style='position:absolute;right:0;top:0;transform:translateX(100%)'>\(form)</div>", viewable: false),
        Case(html: "<style>body{overflow:hidden}</style><div style='position:absolute;top:0;right:-300px'>\(form)</div>", viewable: false),
        Case(html: "<style>html{overflow-x:clip}</style><nav style='position:absolute;top:0;right:-320px;width:300px'>\(form)</nav>", viewable: false),
        Case(html: "<style>body{overflow-x:hidden}</style><form><input name=a style='position:absolute;top:0;left:1300px'></form>", viewable: false),
        Case(html: "<div style='position:absolute;left:1400px;top:0'>\(form)</div>", viewable: true),
        Case(html: "<style>html{overflow-x:auto}body{overflow-x:hidden}</style><div style='position:absolute;left:1400px;top:0'>\(form)</div>", viewable: true),
        Case(html: "<style>body{overflow-x:hidden}</style><div style='position:relative;width:400px'><div style='position:absolute;left:100%;top:0'>\(form)</div></div>", viewable: true),
        Case(html: "<style>body{overflow-x:hidden}</style><div style='position:absolute;right:-50px;top:0;width:300px'>\(form)</div>", viewable: true),
        Case(html: "<style>body{overflow-x:hidden}</style><div style='position:absolute;left:1000px;top:0'>\(form)</div>", viewable: true),
        Case(html: "<style>body{overflow-x:hidden}</style><div style='position:absolute;right:0;top:0;transform:translateX(50%)'>\(form)</div>", viewable: true),
    ]

    /// A box placed against the page itself (no positioned or transformed ancestor) lies left of or above it
    /// when its offset is more than a field's extent (200 px across, 100 px down; a field's own width or height
    /// when it is the box placed): a field starts where its box starts, however wide the box. Against a box of
    /// its own, where that box is is unknown: it stays viewable.
    package static let offThePage: [Case] = [
        Case(html: "<div style='position:absolute;left:-300px'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;left:-200px'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;top:-100px'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;left:-250px'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;left:-400px;width:300px'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;left:-300px;width:600px'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;right:100%'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;bottom:100%'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;top:-100%'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;inset:0 auto auto 0;transform:translateX(-100%)'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;left:0;top:0;transform:translate(-100%,-100%)'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;left:0;top:0;transform:translateX(-50%) translateX(-60%)'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:fixed;top:0;right:0;transform:translateX(60%) translate(40%,0)'>\(form)</div>", viewable: false),
        Case(html: "<style>.drawer{position:fixed;top:0;left:-320px;width:300px}</style><nav class=drawer>\(form)</nav>", viewable: false),
        // Wide or tall enough to reach the page, a small offset, or placed against a box of its own.
        Case(html: "<form><input name=a style='position:absolute;left:-300px;width:600px'></form>", viewable: true),
        Case(html: "<form><input name=a style='position:absolute;top:-100px;height:150px'></form>", viewable: true),
        Case(html: "<div style='position:absolute;left:-20px;top:-10px'>\(form)</div>", viewable: true),
        Case(html: "<div style='position:absolute;right:50%'>\(form)</div>", viewable: true),
        Case(html: "<div style='position:absolute;left:0;transform:translateX(-50%)'>\(form)</div>", viewable: true),
        Case(html: "<div style='position:absolute;left:0;top:0;transform:translateX(-100%) translateX(60%)'>\(form)</div>", viewable: true),
        Case(html: "<div style='text-align:center'><div style='display:inline-block;position:absolute;transform:translateX(-100%)'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='position:relative;left:400px;top:200px'><div style='position:absolute;left:-300px;top:-100px'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='margin:300px;transform:scale(1)'><div style='position:fixed;left:-250px'>\(form)</div></div>", viewable: true),
    ]

    /// A mask of gradients whose every colour is transparent lets nothing of the box through.
    package static let masks: [Case] = [
        Case(html: "<div style='mask-image:linear-gradient(transparent,transparent)'>\(form)</div>", viewable: false),
        Case(html: "<style>.m{-webkit-mask:linear-gradient(90deg,#0000,rgb(0 0 0 / 0))}</style><div class=m>\(form)</div>", viewable: false),
        Case(html: "<div style='mask-image:linear-gradient(to bottom,black,transparent)'>\(form)</div>", viewable: true),
    ]

    /// `:has()` rules: an element hidden by what it holds or what follows it (a page can hide its login form
    /// that way), and relations that do not hold (a child is not a grandchild, a sibling not a descendant).
    package static let hasRules: [Case] = {
        let page = #"<form action="/login"><div class=row><input name=a></div><input name=b type=password></form>"#
        let rules: [(String, Bool)] = [
            ("form:has([name=b]) { opacity:0 }", false),
            ("body:has(input[type=password]) form { display:none }", false),
            ("form:has(> [name=b]) [name=a] { visibility:hidden }", false),
            (".row:has(+ [name=b]) { display:none }", false),
            ("div:has(~ input[type=password]) input { display:none }", false),
            ("form:has(.row [name=a]) .row { position:absolute; left:-9999px }", false),
            ("form:has(> p ~ .row, > .row + input) { opacity:0 }", false),
            ("form:has(#nothing, .none) { display:none }", true),
            ("form:has(> [name=a]) { display:none }", true),
            (".row:has([name=b]) { display:none }", true),
            ("[name=b]:has(~ .row), form:has(+ .row) { display:none }", true),
            ("form:has(input:focus) { display:none }", true),
            (".row:not(:has(input)) { display:none } form:has(input:checked) { display:none }", true),
        ]
        return cases(rules, on: page)
    }()

    /// A box placed wholly before the start of a containing block that clips what overflows it (a positioned or
    /// transformed box with `overflow: hidden`): cut away. Not when the containing block lets it overflow, or when
    /// the clipping box is not its containing block (an absolute box escapes a static clipping parent).
    package static let clippedByTheirBox: [Case] = [
        Case(html: "<div style='position:relative;overflow:hidden;height:40px'><div style='position:absolute;top:-150px'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='position:relative;overflow:hidden;width:300px;height:40px'><div style='position:absolute;left:-300px'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='transform:scale(1);overflow:clip;height:40px'><div style='position:absolute;top:-150px'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='position:relative;height:40px;margin-top:200px'><div style='position:absolute;top:-150px'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='position:relative;margin-top:200px'><div style='overflow:hidden;height:40px'><div style='position:absolute;top:-150px'>\(form)</div></div></div>", viewable: true),
    ]

    /// A box that cuts off what overflows it on an axis under 10 px: any `overflow` other than `visible` on that
    /// axis (a `visible` one made `auto` by the other axis's value too), or paint containment.
    package static let clippedByOverflow: [Case] = [
        Case(html: "<div style='height:0;overflow-y:hidden'>\(form)</div>", viewable: false),
        Case(html: "<div style='width:2px;overflow-x:clip'>\(form)</div>", viewable: false),
        Case(html: "<div style='height:4px;overflow:auto'>\(form)</div>", viewable: false),
        Case(html: "<div style='height:0;overflow:scroll'>\(form)</div>", viewable: false),
        Case(html: "<div style='height:5px;overflow:visible auto'>\(form)</div>", viewable: false),
        Case(html: "<div style='height:0;overflow-x:hidden'>\(form)</div>", viewable: false),
        Case(html: "<div style='height:0;contain:paint'>\(form)</div>", viewable: false),
        Case(html: "<div style='height:0;contain:strict'>\(form)</div>", viewable: false),
        Case(html: "<div style='height:0;overflow-x:clip'>\(form)</div>", viewable: true),
        Case(html: "<div style='width:0;overflow-y:clip'>\(form)</div>", viewable: true),
        Case(html: "<div style='height:0;overflow:visible'>\(form)</div>", viewable: true),
        Case(html: "<div style='height:0;contain:layout'>\(form)</div>", viewable: true),
        Case(html: "<div style='height:40px;overflow:auto'>\(form)</div>", viewable: true),
        // Size containment lays a box out as if empty: without a height of its own it has none, and its paint
        // containment cuts off all it holds. A height, a minimum height or an intrinsic size gives it room back;
        // size containment without paint containment lets the content overflow, seen.
        Case(html: "<div style='contain:strict'>\(form)</div>", viewable: false),
        Case(html: "<div style='contain:size paint'>\(form)</div>", viewable: false),
        Case(html: "<style>.v { contain: strict }</style><div class=v>\(form)</div>", viewable: false),
        Case(html: "<div style='contain:strict;height:60px'>\(form)</div>", viewable: true),
        Case(html: "<div style='contain:strict;min-height:50px'>\(form)</div>", viewable: true),
        Case(html: "<div style='contain:strict;contain-intrinsic-size:300px 100px'>\(form)</div>", viewable: true),
        Case(html: "<div style='contain:size'>\(form)</div>", viewable: true),
        Case(html: "<div style='contain:content'>\(form)</div>", viewable: true),
    ]

    /// `visibility` is inherited, and a box may set it back: what says `visible` under a hidden parent is drawn
    /// (`display: none` above it still removes it). Not rendered is not viewable: these cases expect `visible`
    /// to equal `viewable`.
    package static let visibilityOverridden: [Case] = [
        Case(html: "<div style='visibility:hidden'><form style='visibility:visible'><input name=a></form></div>", viewable: true),
        Case(html: "<div style='visibility:hidden'><form><input name=a style='visibility:visible'></form></div>", viewable: true),
        Case(html: "<style>.v{visibility:visible}</style><div style='visibility:collapse'><div class=v>\(form)</div></div>", viewable: true),
        Case(html: "<div style='visibility:hidden'>\(form)</div>", viewable: false),
        Case(html: "<div style='display:none'><form style='visibility:visible'><input name=a></form></div>", viewable: false),
        Case(html: "<div style='visibility:hidden'><div style='visibility:visible'><div style='visibility:hidden'>\(form)</div></div></div>", viewable: false),
    ]

    /// A form inside an SVG's `<foreignObject>`: drawn in the object's box, clipped to it; an object without a
    /// `width` or `height` has none (a page can hide a login form in it).
    package static let foreignObjects: [Case] = [
        Case(html: "<svg width=400 height=200><foreignObject width=400 height=200>\(form)</foreignObject></svg>", viewable: true),
        Case(html: "<svg width=400 height=200><foreignObject>\(form)</foreignObject></svg>", viewable: false),
        Case(html: "<svg width=400 height=200><foreignObject width=400 height=0>\(form)</foreignObject></svg>", viewable: false),
        Case(html: "<svg width=400 height=200><foreignObject width=400>\(form)</foreignObject></svg>", viewable: false),
    ]

    /// A control that draws its text in a transparent colour shows nothing of what is filled into it: its own
    /// `color`, or a `-webkit-text-fill-color` of its own or an ancestor's (inherited; `color` is not, as a
    /// control's comes from the browser's sheet). A text shadow shows the text; a check box has none to fill.
    package static let transparentText: [Case] = [
        Case(html: "<form><input name=a style='color:transparent;background:none;border:0'></form>", viewable: false),
        Case(html: "<style>form input { color: rgba(0, 0, 0, 0) }</style>\(form)", viewable: false),
        Case(html: "<form><textarea name=a style='color:#fff0'></textarea></form>", viewable: false),
        Case(html: "<form><select name=a style='color:transparent'><option>One</option></select></form>", viewable: false),
        Case(html: "<div style='-webkit-text-fill-color:transparent'>\(form)</div>", viewable: false),
        Case(html: "<form><input name=a style='color:#000;-webkit-text-fill-color:rgb(0 0 0 / 5%)'></form>", viewable: false),
        Case(html: "<div style='color:transparent'>\(form)</div>", viewable: true),
        Case(html: "<form><input name=a style='color:transparent;text-shadow:0 0 0 #000'></form>", viewable: true),
        Case(html: "<form><input name=a style='color:transparent;-webkit-text-fill-color:#111'></form>", viewable: true),
        Case(html: "<form><input name=a style='color:rgba(0,0,0,0.6);background:transparent;border:0'></form>", viewable: true),
        Case(html: "<form><input type=checkbox name=a style='color:transparent;width:20px;height:20px'></form>", viewable: true),
    ]

    /// A box sized under 10 px in a unit other than `px`: an `em` of its own font (`font-size: 0` makes it nothing),
    /// a `rem` of the root's 16 px, points, millimetres, a viewport's hundredth. (A control's `width` is its
    /// content's: a browser adds about 6 px of padding and border, so `0.2em`; the static rule, which reads an
    /// `em` it knows no font for as 16 px and does not add them, refuses a little more, never less.)
    package static let sizedInOtherUnits: [Case] = [
        Case(html: "<form><input name=a style='width:0.2em'></form>", viewable: false),
        Case(html: "<form><input name=a style='font-size:0;width:5em;height:5em'></form>", viewable: false),
        Case(html: "<div style='font-size:0;height:1em;overflow:hidden'>\(form)</div>", viewable: false),
        Case(html: "<div style='height:0.5rem;overflow:hidden'>\(form)</div>", viewable: false),
        Case(html: "<div style='width:5pt;overflow:hidden'>\(form)</div>", viewable: false),
        Case(html: "<div style='height:1mm;overflow:clip'>\(form)</div>", viewable: false),
        Case(html: "<div style='width:0.5vw;overflow:hidden'>\(form)</div>", viewable: false),
        Case(html: "<form><input name=a style='width:15em'></form>", viewable: true),
        Case(html: "<div style='height:3em;overflow:hidden'>\(form)</div>", viewable: true),
        Case(html: "<div style='height:2rem;overflow:auto'>\(form)</div>", viewable: true),
        Case(html: "<div style='width:20pt;overflow:hidden'>\(form)</div>", viewable: true),
    ]

    /// Hiding written in forms a reader of `px`, `top` and `height` can miss: clip shapes `xywh()`, `rect()`, `path()`,
    /// a flat polygon, opposite `inset()` sides that meet; a skew by a right angle, logical sizes and offsets, a
    /// `calc()` of viewport, font and pixel lengths, a number with an exponent, the small, large and dynamic
    /// viewport units, a `right` past the page's width. (Half a box inset away still shows the other half.)
    package static let writtenOtherwise: [Case] = [
        Case(html: "<div style='clip-path:xywh(0 0 0 0)'>\(form)</div>", viewable: false),
        Case(html: "<div style='clip-path:rect(0 0 0 0)'>\(form)</div>", viewable: false),
        Case(html: "<div style='clip-path:xywh(0 0 100% 100%)'>\(form)</div>", viewable: true),
        Case(html: "<div style='clip-path:rect(0 100% 100% 0)'>\(form)</div>", viewable: true),
        Case(html: "<div style='transform:skewX(90deg)'>\(form)</div>", viewable: false),
        Case(html: "<div style='transform:skewY(0.25turn)'>\(form)</div>", viewable: false),
        Case(html: "<div style='transform:skew(20deg)'>\(form)</div>", viewable: true),
        Case(html: "<div style='block-size:0;overflow:hidden'>\(form)</div>", viewable: false),
        Case(html: "<div style='inline-size:2px;overflow:clip'>\(form)</div>", viewable: false),
        Case(html: "<div style='max-block-size:0;overflow:hidden'>\(form)</div>", viewable: false),
        Case(html: "<div style='block-size:40px;overflow:hidden'>\(form)</div>", viewable: true),
        Case(html: "<div style='position:absolute;inset-inline-start:-9999px'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;left:calc(-100vw - 100px)'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;left:calc(50vw - 100px)'>\(form)</div>", viewable: true),
        Case(html: "<div style='position:absolute;top:-1e4px'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;top:1e2px'>\(form)</div>", viewable: true),
        Case(html: "<div style='position:absolute;left:-100dvw'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;top:-100lvh'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;left:-100pc'>\(form)</div>", viewable: false),
        Case(html: "<div style='height:0.5ex;overflow:hidden'>\(form)</div>", viewable: false),
        Case(html: "<div style='height:calc(0.5em - 8px);overflow:hidden'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;right:9999px'>\(form)</div>", viewable: false),
        Case(html: "<div style='position:absolute;right:10px'>\(form)</div>", viewable: true),
        Case(html: "<div style='clip-path:inset(0 0 100% 0)'>\(form)</div>", viewable: false),
        Case(html: "<div style='clip-path:inset(40% 0 60%)'>\(form)</div>", viewable: false),
        Case(html: "<div style='clip-path:inset(50% 0 0 0)'>\(form)</div>", viewable: true),
        Case(html: "<div style='clip-path:polygon(0 0, 100% 0, 100% 0)'>\(form)</div>", viewable: false),
        Case(html: "<div style='clip-path:path(\"M0 0\")'>\(form)</div>", viewable: false),
    ]

    /// A box placed by its `left` or `top` at or past the far end of the containing block that clips it, whose
    /// size is declared: a carousel's slide beyond its window.
    /// In the flow of a box that cuts off what overflows it with a width in px, a box moved wholly before its start
    /// by a translation (in px, or a percentage of its own width) or a relative offset: a panel slid away to the
    /// left, a slider's slide before the one shown. Its place is known only where every box on the way is placed
    /// by style alone (no margin, side padding or shrinking item before it), and a field at its start reaches
    /// 200 px: in a narrower slide it overflows into the box, and shows.
    package static let pulledBeforeTheClip: [Case] = [
        Case(html: "<div style='width:300px;overflow:hidden'><div style='transform:translateX(-100%)'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='width:300px;overflow:hidden'><div style='transform:translateX(-300px)'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='width:300px;overflow:hidden'><div style='position:relative;left:-300px'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='width:300px;overflow:hidden'><div style='display:flex;transform:translateX(-100%)'><div style='flex:0 0 100%'>\(form)</div><div style='flex:0 0 100%'>Register</div></div></div>", viewable: false),
        Case(html: "<style>.slider{width:320px;overflow:hidden}.track{display:flex;transform:translateX(-200%)}.slide{flex:0 0 100%}</style><div class=slider><div class=track><div class=slide>A</div><div class=slide>\(form)</div><div class=slide>C</div></div></div>", viewable: false),
        Case(html: "<div style='width:300px;overflow:hidden'><div style='display:flex;transform:translateX(-100%)'><div style='flex:0 0 50%'>A</div><div style='flex:0 0 50%'>\(form)</div><div style='flex:0 0 50%'>C</div></div></div>", viewable: true),
        Case(html: "<div style='width:300px;overflow:hidden'><div style='transform:translateX(-50%)'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='width:300px;overflow:hidden'><div style='display:flex;transform:translateX(-100%)'><div style='flex:0 0 50%'>A</div><div style='flex:0 0 50%'>B</div><div style='flex:0 0 50%'>\(form)</div></div></div>", viewable: true),
        Case(html: "<div style='width:300px;overflow:hidden'><div style='width:600px;transform:translateX(-299px)'><div style='margin-left:300px'>\(form)</div></div></div>", viewable: true),
    ]

    package static let pastTheClipEnd: [Case] = [
        Case(html: "<div style='position:relative;overflow:hidden;width:300px;height:100px'><div style='position:absolute;top:200px'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='position:relative;overflow:hidden;width:300px;height:100px'><div style='position:absolute;left:400px'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='position:relative;overflow:clip;max-height:100px'><div style='position:absolute;top:150px'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='transform:translateZ(0);overflow:hidden;height:100px'><div style='position:absolute;top:150px'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='position:relative;overflow:hidden;width:300px;height:100px'><div style='position:absolute;top:50px'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='position:relative;overflow:hidden;width:500px;height:100px'><div style='position:absolute;left:100px'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='position:relative;overflow-x:clip;height:100px'><div style='position:absolute;top:200px'>\(form)</div></div>", viewable: true),
        // By its far side, whatever the block's size: a `bottom` (`right`) in px that puts its far edge its
        // declared height (width) past the block's, a field's extent when it declares none; or slid out by a
        // translation of 100% from that edge.
        Case(html: "<div style='position:relative;overflow:hidden;height:200px'><div style='position:absolute;bottom:-150px'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='position:relative;overflow:hidden'><div style='position:absolute;right:-250px'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='position:relative;overflow:hidden;height:200px'><div style='position:absolute;bottom:0;transform:translateY(100%)'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='position:relative;overflow:clip;height:200px'><div style='position:absolute;inset:auto 0 -60px auto;height:50px'>\(form)</div></div>", viewable: false),
        Case(html: "<div style='position:relative;overflow:hidden;height:200px'><div style='position:absolute;bottom:-10px'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='position:relative;overflow:hidden;height:200px'><div style='position:absolute;bottom:-150px;height:300px'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='position:relative;overflow:hidden;height:200px'><div style='position:absolute;top:0;bottom:-150px'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='position:relative;height:200px'><div style='position:absolute;bottom:-150px'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='position:relative;overflow-y:hidden;overflow-x:visible;height:200px'><div style='position:absolute;right:-250px'>\(form)</div></div>", viewable: true),
        Case(html: "<div style='position:relative;overflow:hidden;height:200px'><div style='position:absolute;bottom:0;transform:translateY(50%)'>\(form)</div></div>", viewable: true),
    ]

    /// A shadow tree's own style hides what its slot takes: a `:host` rule (the host and all it draws), a
    /// `::slotted()` rule (the children it names), a rule, `style` or `hidden` on an element around the slot.
    package static let shadowStyles: [Case] = {
        let host = { (tree: String, attributes: String) in
            "<div\(attributes)><template shadowrootmode=open>\(tree)</template>\(form)</div>"
        }
        return [
            Case(html: host("<style>:host { opacity: 0 }</style><slot></slot>", ""), viewable: false),
            Case(html: host("<style>:host{display:none}</style><slot></slot>", ""), viewable: false),
            Case(html: host("<style>::slotted(form) { display: none }</style><slot></slot>", ""), viewable: false),
            Case(html: host("<style>::slotted(*) { visibility: hidden }</style><slot></slot>", ""), viewable: false),
            Case(html: host("<div style='display:none'><slot></slot></div>", ""), viewable: false),
            Case(html: host("<style>.wrapper { display: none }</style><div class=wrapper><slot></slot></div>", ""), viewable: false),
            Case(html: host("<style>:host { position: absolute; left: -9999px }</style><slot></slot>", ""), viewable: false),
            Case(html: host("<p hidden><slot></slot></p>", ""), viewable: false),
            Case(html: host("<style>slot { display: none }</style><slot></slot>", ""), viewable: false),
            Case(html: host("<style>:host(.gone) { display: none }</style><slot></slot>", " class=gone"), viewable: false),
            Case(html: host("<style>:host(.gone) { display: none }</style><slot></slot>", " class=shown"), viewable: true),
            Case(html: host("<style>::slotted(.other) { display: none }</style><slot></slot>", ""), viewable: true),
            Case(html: host("<style>:host { display: block; border: 1px solid } .card { padding: 8px }</style><div class=card><slot></slot></div>", ""), viewable: true),
            Case(html: host("<style>@media print { :host { display: none } }</style><slot></slot>", ""), viewable: true),
            Case(html: host("<style>@media screen { ::slotted(form) { opacity: 0 } }</style><slot></slot>", ""), viewable: false),
            Case(html: host("<style>@supports (display: grid) { @layer base { :host { visibility: hidden } } }</style><slot></slot>", ""), viewable: false),
        ]
    }()

    /// The state of a form nobody has touched yet, as selectors read it: a placeholder shown in an empty box
    /// (`:placeholder-shown`), `:required` and `:optional`, constraint validation (`:valid`, `:invalid`: a required
    /// box without a value, a value its `pattern` or `type=email` rejects, a required list on its placeholder
    /// option; a form or fieldset holding an invalid control), `:empty`, `:enabled`, `:read-write`, `:read-only`
    /// and `:defined`. A page that hides its boxes by these states hides them from the user.
    package static let formStates: [Case] = {
        let cases: [(String, String, Bool)] = [
            ("input:placeholder-shown { opacity:0 }", "<input name=a placeholder=Email>", false),
            ("input:placeholder-shown { opacity:0 }", "<input name=a placeholder=Email value=x>", true),
            ("input:placeholder-shown { opacity:0 }", "<input name=a>", true),
            ("input:not(:placeholder-shown) { opacity:0 }", "<input name=a placeholder=Email>", true),
            ("textarea:placeholder-shown { opacity:0 }", "<textarea name=a placeholder=Note></textarea>", false),
            ("input:required { visibility:hidden }", "<input name=a required>", false),
            ("input:required { visibility:hidden }", "<input name=a>", true),
            ("input:optional { opacity:0 }", "<input name=a>", false),
            ("input:invalid { display:none }", "<input name=a required>", false),
            ("input:invalid { display:none }", "<input name=a required value=x>", true),
            ("input:valid { opacity:0 }", "<input name=a>", false),
            ("input:valid { opacity:0 }", "<input name=a required>", true),
            ("input:invalid { opacity:0 }", "<input name=a pattern='[0-9]+' value=abc>", false),
            ("input:invalid { opacity:0 }", "<input name=a pattern='[0-9]+' value=123>", true),
            ("input:invalid { opacity:0 }", "<input name=a type=email value=nope>", false),
            ("input:invalid { opacity:0 }", "<input name=a type=email value='ann@example.com'>", true),
            ("input:invalid, input:valid { opacity:0 }", "<input name=a readonly required>", true),
            ("select:invalid { opacity:0 }", "<select name=a required><option value=''>Choose</option><option>x</option></select>", false),
            ("select:invalid { opacity:0 }", "<select name=a required><option value=''>Choose</option><option selected>x</option></select>", true),
            ("form:invalid { opacity:0 }", "<input name=b required>", false),
            ("form:valid { opacity:0 }", "<input name=b required>", true),
            ("fieldset:invalid { opacity:0 }", "<fieldset><input name=b required><input name=a></fieldset>", false),
            ("input:empty { opacity:0 }", "<input name=a>", false),
            ("input:enabled { opacity:0 }", "<input name=a>", false),
            ("input:read-write { opacity:0 }", "<input name=a>", false),
            ("input:read-only { opacity:0 }", "<input name=a>", true),
            ("input:defined { opacity:0 }", "<input name=a>", false),
            ("p:empty + input { opacity:0 }", "<p> </p><input name=a>", true),
            ("p:empty + input { opacity:0 }", "<p><!-- --></p><input name=a>", false),
            ("input:enabled { opacity:0 }", "<fieldset disabled><legend><input name=a></legend></fieldset>", false),
            ("input:enabled { opacity:0 }", "<fieldset disabled><input name=a></fieldset>", true),
            ("input:disabled { opacity:0 }", "<fieldset disabled><div><input name=a></div></fieldset>", false),
            ("input:invalid { opacity:0 }", "<input type=radio name=a required><input type=radio name=a>", false),
            ("input:invalid { opacity:0 }", "<input type=radio name=a required><input type=radio name=a checked>", true),
            ("input:invalid { opacity:0 }", "<input type=checkbox name=a required>", false),
            ("form:invalid { opacity:0 }", "<fieldset><fieldset><input name=b required></fieldset></fieldset>", false),
            ("form:invalid { opacity:0 }", "<fieldset disabled><input name=b required></fieldset>", true),
            ("form:invalid { opacity:0 }", "<datalist><input name=b required></datalist>", true),
            ("input:invalid { opacity:0 }", "<input name=a type=number min=1 max=5 value=9>", false),
            ("textarea:invalid { opacity:0 }", "<textarea name=a required></textarea>", false),
            ("div:read-write { opacity:0 }", "<div contenteditable><input name=a></div>", false),
        ]
        return cases.map { rule, boxes, viewable in
            let box = boxes.contains("name=a") ? boxes : boxes + "<input name=a>"
            return Case(html: "<style>\(rule)</style><form action=\"/login\">\(box)</form>", viewable: viewable)
        }
    }()

    /// Rules in an `@scope` block: its root's subtree, `:scope` and `&` for the root itself.
    package static let scopedRules: [Case] = {
        let page = #"<form action="/login" class=Login><div class=row><input name=a></div></form>"#
        let rules: [(String, Bool)] = [
            ("@scope (body) { form { display:none } }", false),
            ("@scope (form) { :scope { opacity:0 } }", false),
            ("@scope (form) { & { opacity:0 } }", false),
            ("@scope (.Login) { input { opacity:0 } }", false),
            ("@scope (form, aside) { .row { visibility:hidden } }", false),
            ("@scope (body) { @media (min-width: 1px) { .row { display:none } } }", false),
            ("@scope (main) { form { display:none } }", true),
            ("@scope (.row) { form { display:none } }", true),
            ("@scope (form) { form { display:none } }", true),
        ]
        return cases(rules, on: page)
    }()

    /// Animations that leave a box for good: on their last frame when they fill forwards, a whole number of runs
    /// done (`0s`, so a browser is past them at once), or a property every frame of an endless one sets alike.
    package static let animations: [Case] = {
        let page = #"<form action="/login"><div class=row><input name=a></div></form>"#
        let rules: [(String, Bool)] = [
            ("@keyframes f { to { opacity:0 } } form { animation: f 0s forwards }", false),
            ("@keyframes f { from { opacity:1 } to { visibility:hidden } } .row { animation: f 0s 1 both }", false),
            ("@keyframes f { 0%, 100% { opacity:0 } } form { animation: f 2s infinite }", false),
            ("@keyframes f { 0% { opacity:0 } 50% { opacity:0 } 100% { opacity:0 } } form { animation: 3s linear infinite f }", false),
            ("@keyframes f { to { transform: translateX(-9999px) } } form { animation-name: f; animation-duration: 0s; animation-fill-mode: forwards }", false),
            ("@keyframes f { from { opacity:0 } } form { animation: f 0s reverse forwards }", false),
            ("@keyframes f { to { opacity:0 } } form { animation: f 0s 2 alternate forwards }", true),
            ("@keyframes f { to { opacity:0 } } form { animation: f 0s }", true),
            ("@keyframes f { to { opacity:0 } } form { animation: g 0s forwards }", true),
        ]
        return cases(rules, on: page)
    }()

    /// Logical pseudo-classes inside one another (`:where(:not(.a))`, `:not(:is(.a))`): each argument matched as a
    /// browser matches it.
    package static let nestedPseudoClasses: [Case] = {
        let page = #"<form action="/login" class=Login><div class=row><input name=a></div></form>"#
        let rules: [(String, Bool)] = [
            ("form:where(:not(.a)) { display:none }", false),
            ("form:is(:not(.a)) { display:none }", false),
            ("form:not(:is(.a, .b)) { display:none }", false),
            ("form:where(:not(.a), .b) { display:none }", false),
            ("body :where(form:not(.a)) .row { visibility:hidden }", false),
            ("input:not(:where(.x):is(.y)) { opacity:0 }", false),
            ("form:where(:not(.Login)) { display:none }", true),
            ("form:not(:is(.Login, .b)) { display:none }", true),
            ("input:is(:not([name=a])) { opacity:0 }", true),
        ]
        return cases(rules, on: page)
    }()

    /// Complex selectors as arguments of `:is()`, `:where()` and `:not()` (`:is(main form)`, `form:is(main > *)`):
    /// each matched with the element as its subject.
    package static let complexArguments: [Case] = {
        let page = #"<main><form action="/login" class=Login><div class=row><input name=a></div></form></main>"#
        let rules: [(String, Bool)] = [
            (":is(main form) { display:none }", false),
            (":where(main > form) { display:none }", false),
            ("form:is(main > *) { display:none }", false),
            ("input:not(main .x) { opacity:0 }", false),
            (":is(body main) .row { visibility:hidden }", false),
            ("input:is(.Login .row > *, .b) { opacity:0 }", false),
            (":is(aside form) { display:none }", true),
            ("form:not(main > *) { display:none }", true),
            ("input:not(form *) { opacity:0 }", true),
            ("input:is(.row + *) { opacity:0 }", true),
        ]
        return cases(rules, on: page)
    }()

    /// A table's column boxes render none of their content (`display: table-column`, `table-column-group`); the
    /// other table boxes do.
    package static let columnBoxes: [Case] = {
        let page = #"<div class=wrap><form action="/login"><input name=a></form></div>"#
        let rules: [(String, Bool)] = [
            (".wrap { display: table-column }", false),
            (".wrap { display: table-column-group }", false),
            ("form { display: table-column }", false),
            (".wrap { display: table-cell }", true),
            (".wrap { display: table-row }", true),
            (".wrap { display: table-caption }", true),
        ]
        return cases(rules, on: page)
    }()

    /// Each rule (a style sheet) before `page`, with whether a browser finds its box `a` viewable.
    private static func cases(_ rules: [(String, Bool)], on page: String) -> [Case] {
        rules.map { Case(html: "<style>\($0.0)</style>" + page, viewable: $0.1) }
    }

    package static var all: [Case] {
        absoluteLayers + drawnLayers + sharedContexts + layersByElementName + shadowSlots + turnedAndStacked + fixedPastTheScreen + offThePage + pastTheRightEdge + pushedPastTheClip + pulledBeforeTheClip + emptyGridTrack
            + masks + hasRules + foreignObjects + clippedByTheirBox + clippedByOverflow + visibilityOverridden + sizedInOtherUnits
            + writtenOtherwise + pastTheClipEnd + shadowStyles + formStates + scopedRules + animations + nestedPseudoClasses + columnBoxes + complexArguments
            + transparentText + pseudoElementLayers + containerQueries + seeThroughGroups + behindTheViewer
    }
}
