import Foundation
import FormFillHTML

/// Static `visible` and `viewable`, computed once per element and shared down the tree (memoised), so a page
/// costs one visit per element however many controls it has.
///
/// `visible` is false when the element or an ancestor is not rendered: `type=hidden`, the `hidden`
/// attribute, elements the user-agent sheet hides (`head`, `template`, `datalist`, a closed `dialog`, …), and
/// `display:none` / `visibility:hidden` from an inline `style` or a `<style>` rule (see ``StyleSheet``).
///
/// `viewable` approximates "on screen and big enough to use" without layout: visible, an effective opacity of
/// at least 0.1 (the element's and its ancestors' `opacity` multiplied), and neither the element nor an
/// ancestor is positioned far off screen (`left`/`top`/`right`/`bottom`, `margin-left`/`margin-top` or a
/// `translate` of -500px or less, a `text-indent` of -500px or less), scaled to nothing (`scale(0)`), clipped
/// to a sliver (`clip: rect(...)` or `clip-path: inset(50%)`, `circle(0)`, a point polygon), or a box
/// under 10px on an axis it clips or scrolls (`overflow`, `overflow-x`/`-y`, `contain: paint`); and the element itself is not given a width or height under 10px, nor
/// drawn from a font under 4px (a control's font is its own, not its ancestors'). The
/// content of a closed `<details>` (all but its summary) is not rendered at all, nor is a shadow host's child
/// that no slot of its declarative shadow root takes (``ShadowHosts``). A field under an opaque layer
/// stretched over its containing block is covered (``Covers``). Other layout, other covering elements,
/// scrolling and style sheets on a server are out of reach (a saved page's own and `data:` sheets are read:
/// ``LinkedStyleSheets``): `collect.js` computes the real value.
struct Visibility {
    struct Flags {
        // The small fields first: a memo entry stays 24 bytes with an optional's tag.
        var unviewable = false
        /// The element's own `position`, whether it is a covering layer, and its `z-index` (``autoZ`` for
        /// `auto`); not inherited.
        var ownPosition = Position.static
        var ownCovers = false
        /// The element's own grid tracks that are empty and first (``OwnStyle/emptyFirstTrack``); not inherited.
        /// (In the padding before ``ownZ``: an entry stays 24 bytes.)
        var ownEmptyFirstTrack = Axes()
        var ownZ = Flags.autoZ
        /// Whether the element or an ancestor is transformed or filtered: a fixed box inside is fixed to that
        /// box, not to the viewport.
        var holdsFixed = false
        /// Whether the element or an ancestor makes a stacking context of its own (positioned with a `z-index`,
        /// fixed or sticky, see-through, transformed or filtered): a box inside with a negative `z-index` is
        /// stacked in it, not below the page.
        var isolated = false
        /// Whether the element or an ancestor is positioned (not `static`): the containing block of an
        /// absolutely positioned box inside is not the page.
        var positioned = false
        /// Whether the containing block of an absolutely positioned box inside (the nearest positioned or
        /// transformed box, the element included) cuts off what overflows it (`overflow: hidden` or `clip`).
        var clipsContainingBlock = false
        /// The `-webkit-text-security` the element passes on to what it holds (an inherited property).
        var textSecurity = TextSecurity.none
        /// The `-webkit-text-fill-color` and whether a `text-shadow` is drawn, which the element passes on
        /// (inherited properties, ``TextInk``).
        var textFill = TextInk.currentColor
        var textShadow = false
        /// The element or an ancestor is not rendered at all (`display: none`, a `hidden` attribute, a closed
        /// `<details>`'s content, …): nothing inside can show.
        var notRendered = false
        /// Its `visibility` is `hidden` or `collapse` (an inherited property, which a box inside may set back
        /// to `visible`).
        var invisible = false
        /// Whether a clipping box around the element's content leaves a known room (``Visibility/rooms``).
        var inRoom = false
        /// Not drawn: ``notRendered`` or ``invisible``.
        var hidden: Bool { notRendered || invisible }
        /// The product of the ancestors' and the element's `opacity`.
        var opacity = 1.0

        static let autoZ = Int32.min
        var ownZIndex: Int? { ownZ == Self.autoZ ? nil : Int(ownZ) }
    }

    /// A set of a box's axes: the vertical one (a grid's rows, a box's height) and the horizontal one (its
    /// columns, its width).
    struct Axes: OptionSet {
        let rawValue: UInt8
        static let vertical = Axes(rawValue: 1)
        static let horizontal = Axes(rawValue: 2)
        /// Of a grid's empty first tracks (``OwnStyle/emptyFirstTrack``): the grid itself cuts off what overflows it
        /// on that axis and declares no size there, so the empty track makes it empty.
        static let verticalCut = Axes(rawValue: 4)
    }

    /// Below this effective opacity a field is not viewable (a transparent form over a decoy).
    static let minimumOpacity = 0.1

    /// The page's style sheet, bound to its document.
    private var sheet: StyleSheet.Matcher
    /// Indexed by ``HTMLNode/index``.
    private var memo: [Flags?]
    /// The style of each set of matched rules (in precedence order) on elements without a `style` attribute.
    private var sheetStyles: [[Int]: OwnStyle] = [:]
    /// Reused by ``flags(of:)`` for the ancestors it fills in.
    private var path: [HTMLNode] = []
    /// By a parent's ``HTMLNode/index``: whether its children were looked at for covering layers (``Covers``).
    private var layersScanned: [Bool] = []
    /// By ``HTMLNode/index``: ``coverPath(of:)``'s memo (made at its first use: most pages have no layer), and
    /// the walk it reuses.
    private var coverPaths: [CoverPath] = []
    private let nodeCount: Int
    private var coverWalk: [HTMLNode] = []
    /// By ``HTMLNode/index``: the custom properties each element declares itself (``ownCustomProperties(of:)``),
    /// for the elements a `var()` lookup has climbed through.
    private var customProperties: [Int: [String: String]] = [:]
    /// The parents (by index) that have covering layers among their children: few, if any.
    private var layersFound: [Int: [HTMLNode]] = [:]
    /// Where the sheet's rules that make a box absolute or fixed are filed: only an element they can apply to,
    /// or one with a `style` attribute, can be a covering layer.
    private let positioning: StyleSheet.RuleKeys
    /// Where the sheet's rules that give a box an opaque background are filed.
    private let painting: StyleSheet.RuleKeys
    /// Whether the page can have a covering layer at all (``init(sheet:document:)``).
    private let layersPossible: Bool
    /// The parents of the elements that can be covering layers (a `style` attribute that sets a position, or
    /// an element name, class or id a positioning rule is filed under); nil when a positioning rule is filed
    /// under `*`, so that any element may be one.
    private let layerParents: Set<Int>?
    /// ``anyLayer(in:)``'s answer, once known.
    private var hasLayers: Bool?
    /// ``nestedLayers(in:)``'s answer, once known.
    private var nestedLayersFound: NestedLayers?
    /// The sheets of `::before` and `::after` boxes that can be fixed to the window or placed over their
    /// containing block (a rule declares `position: fixed` or `absolute`), with the keys of those rules; empty
    /// on most pages.
    private var generated: [(kind: StyleSheet.GeneratedContent, matcher: StyleSheet.Matcher, positioned: StyleSheet.RuleKeys)] = []
    /// The page's declarative shadow roots: a host's child that no slot takes is not rendered.
    private let shadowHosts: ShadowHosts
    /// The room that the nearest clipping boxes leave around an element's content (``room(for:_:in:)``), for the
    /// elements inside such a box (``Flags/inRoom``): few on most pages.
    private var rooms: [Int: Room] = [:]
    /// Where an in-flow element starts below its parent's content, from the declared heights of the blocks
    /// before it (``flowTop(of:)``), for the elements inside a clipping box.
    private var flowTops: [Int: Double] = [:]
    /// By ``HTMLNode/index``: where an in-flow element starts right of its parent's content start
    /// (``flowLeft(of:)``), kept for each sibling on the way.
    private var flowLefts: [Int: Double] = [:]
    /// By ``HTMLNode/index``: an element's content width from style alone (``contentWidth(of:depth:)``; nil
    /// where not known), and whether a flex row's items before it all keep a known width and have no left
    /// margin (``placesExactly(_:)``), kept for each sibling on the way: a long row is read once.
    private var contentWidths: [Int: Double?] = [:]
    private var exactRows: [Int: Bool] = [:]
    /// By ``HTMLNode/index``: whether an element's rows run right to left (``isRightToLeft(_:)``).
    private var rightToLeft: [Int: Bool] = [:]
    /// Whether the page does not scroll sideways: the root's `overflow-x` (the body's where the root's is
    /// `visible`, as the viewport takes it over) is `hidden` or `clip`. A box placed wholly right of the screen
    /// against the page itself is then never seen.
    private var rootCutsSideways: Bool { (rootOverflowX ?? bodyOverflowX) == .cuts }
    /// The `overflow-x` of the root and of the body (``OwnStyle/overflowX``), read as the flags of their
    /// descendants are worked out (``flags(of:)``), before any of theirs.
    private var rootOverflowX: SidewaysOverflow?
    private var bodyOverflowX: SidewaysOverflow?

    private static func isHTMLSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D }

    /// Byte equality without the generic `elementsEqual` (its conformance look-ups showed in the profile).
    private static func equal(_ a: [UInt8], _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count else { return false }
        for i in 0..<a.count where a[i] != b[i] { return false }
        return true
    }

    private static func layerParents(_ document: HTMLDocument, positioning: StyleSheet.RuleKeys) -> Set<Int>? {
        guard !positioning.universal else { return nil }
        let position = Array("position".utf8)
        var parents = document.parentsOfElements(withAttribute: document.name("style")) { HTMLDocument.contains($0, position) }
        parents.formUnion(document.parentsOfElements(named: positioning.tagNames.compactMap(document.name)))
        // Compared on the bytes: a page has many class attributes and a sheet few positioning classes.
        let classes = positioning.classNames.map { Array($0.utf8) }
        if !classes.isEmpty {
            parents.formUnion(document.parentsOfElements(withAttribute: document.name("class")) { value in
                var i = 0
                while i < value.count {
                    while i < value.count, Self.isHTMLSpace(value[i]) { i += 1 }
                    let start = i
                    while i < value.count, !Self.isHTMLSpace(value[i]) { i += 1 }
                    let token = UnsafeBufferPointer(rebasing: value[start..<i])
                    if i > start, classes.contains(where: { Self.equal($0, token) }) { return true }
                }
                return false
            })
        }
        let ids = positioning.idNames.map { Array($0.utf8) }
        if !ids.isEmpty {
            parents.formUnion(document.parentsOfElements(withAttribute: document.name("id")) { value in
                ids.contains { Self.equal($0, value) }
            })
        }
        return parents
    }
    /// What the page's `<svg>` and `<math>` elements hold (their `<desc>` and `<annotation-xml>` draw no HTML).
    private let foreign: ForeignContent
    /// The document's interned attribute and element names: compared as integers per element.
    private let names: (open: HTMLName?, hidden: HTMLName?, style: HTMLName?, inert: HTMLName?, popover: HTMLName?,
                        svg: HTMLName?, foreignObject: HTMLName?, width: HTMLName?, height: HTMLName?, class: HTMLName?,
                        id: HTMLName?, dir: HTMLName?)

    init(sheet: StyleSheet, document: HTMLDocument) {
        for g in sheet.generatedSheets {
            guard let kind = g.generatedContent else { continue }
            let positioned = g.keys { StyleSheet.positionsItsBox($0.declarations) }
            if !positioned.isEmpty { generated.append((kind, StyleSheet.Matcher(sheet: g, document: document), positioned)) }
        }
        let nodeCount = document.nodeCount
        shadowHosts = ShadowHosts(document: document)
        names = (document.name("open"), document.name("hidden"), document.name("style"), document.name("inert"),
                 document.name("popover"), document.name("svg"), document.name("foreignobject"), document.name("width"),
                 document.name("height"),
                 document.name("class"), document.name("id"), document.name("dir"))
        foreign = ForeignContent(document)
        self.sheet = StyleSheet.Matcher(sheet: sheet, document: document)
        memo = Array(repeating: nil, count: nodeCount)
        self.nodeCount = nodeCount
        positioning = sheet.keys { rule in
            rule.declarations.contains { $0.property == .position && ($0.value == "absolute" || $0.value == "fixed") }
        }
        painting = sheet.keys { rule in
            rule.declarations.contains {
                ($0.property == .background || $0.property == .backgroundColor || $0.property == .backgroundImage)
                    && Covers.mayPaintOver($0.value)
            }
        }
        // A layer needs a position and an opaque background, each from a rule or a `style` attribute: a page
        // where one of them is nowhere has no layer, and no field's siblings are looked at.
        layersPossible = (!positioning.isEmpty || document.anyAttribute(names.style, contains: "position"))
            && (!painting.isEmpty || document.anyAttribute(names.style, contains: "background")
                || !document.parentsOfElements(named: Self.contentDrawingNames.compactMap(document.name)).isEmpty)
        layerParents = layersPossible ? Self.layerParents(document, positioning: positioning) : []
    }

    /// What the token says of a control's rendering: ``Visibility`` (`visible`, `viewable`), and the
    /// `-webkit-text-security` it draws its text with (nil for `none`).
    struct ControlState {
        var visible: Bool
        var viewable: Bool
        var textSecurity: String?
    }

    /// The state of a control.
    mutating func state(of element: HTMLNode, isHiddenInput: Bool) -> ControlState {
        let own = ownStyle(element)
        let inherited = element.parent.map { flags(of: $0) } ?? Flags()
        let textSecurity = TextSecurity.resolved(own.textSecurity, inherited: inherited.textSecurity)
        // `display: contents` on a control draws nothing (CSS Display, appendix B: as `display: none`).
        let undrawn = own.displaysContents && (element.tag == .input || element.tag == .select || element.tag == .textarea)
        let invisible = own.visibility.map { !$0 } ?? inherited.invisible
        let visible = !isHiddenInput && !inherited.notRendered && !own.hidden && !invisible && !undrawn && !isLeftOut(element)
        let viewable = visible && !inherited.unviewable && !own.unviewable && !own.tiny && !own.tinyFont
            && !Self.isBelowThePage(own, in: inherited) && !isOffThePage(own, in: inherited, isField: true)
            && !isPastTheClipEnd(element, own, in: inherited) && !(inherited.inRoom && room(for: element, own, in: inherited).pushedOut)
            && !(inherited.inRoom && isBeforeTheClipStart(element, own))
            && inherited.opacity * own.opacity >= Self.minimumOpacity && !Self.hidesItsText(element, own, in: inherited)
            && !isCovered(element, own: own)
        return ControlState(visible: visible, viewable: viewable, textSecurity: textSecurity.name)
    }

    /// Whether a control that shows text (a text box, a text area, a select) draws it in a transparent colour
    /// with no shadow (``TextInk``): the user sees nothing of what is filled into it.
    private static func hidesItsText(_ element: HTMLNode, _ own: OwnStyle, in inherited: Flags) -> Bool {
        guard TextInk.hidesText(fill: own.textFill ?? inherited.textFill, transparentColor: own.transparentColor,
                                shadow: own.textShadow ?? inherited.textShadow) else { return false }
        switch element.tag {
        case .textarea, .select: return true
        case .input: return !Self.textlessInputTypes.contains(element.attribute("type")?.lowercased() ?? "text")
        default: return false
        }
    }

    /// The input types that show no text of their own a fill writes (a check box, a button, a file picker, …).
    private static let textlessInputTypes: Set<String> = ["checkbox", "radio", "submit", "button", "image", "reset", "hidden",
                                                          "file", "range", "color"]

    /// A `-webkit-text-security` value (an inherited property): the shape a box draws its text with.
    enum TextSecurity: UInt8 {
        case none, disc, circle, square

        init?(keyword: String) {
            switch keyword {
            case "none", "initial": self = .none
            case "disc": self = .disc
            case "circle": self = .circle
            case "square": self = .square
            default: return nil
            }
        }

        /// The element's value: its own declared keyword, else its parent's (`inherit`, `unset` and unknown
        /// values inherit too).
        static func resolved(_ own: String?, inherited: TextSecurity) -> TextSecurity {
            own.flatMap(TextSecurity.init(keyword:)) ?? inherited
        }

        /// The token's value: nil for `none`.
        var name: String? {
            switch self {
            case .none: nil
            case .disc: "disc"
            case .circle: "circle"
            case .square: "square"
            }
        }
    }

    /// Whether a covering layer (``Covers``) that is a sibling of the element or of an ancestor paints over it.
    ///
    /// Only the ancestors with layers among their children are visited, through ``coverPath(of:)``: a field
    /// costs the number of such ancestors, not its depth.
    private mutating func isCovered(_ element: HTMLNode, own: OwnStyle) -> Bool {
        guard let parent = element.parent, parent.isElement else { return false }
        guard layersPossible, anyLayer(in: element.document) else {
            return generated.isEmpty ? false : isUnderNestedLayer(element, own: own)
        }
        let above = coverPath(of: parent)
        // The branch from the field up to the child of the next ancestor with layers.
        var path = CoverPath(element.index, position: own.position,
                             z: own.zIndex.map { Int32(clamping: $0) } ?? Flags.autoZ)
        if !coveringLayers(of: parent).isEmpty { path.layerParent = Int32(parent.index) } else { path.climb(above) }
        while path.layerParent >= 0 {
            for layer in layersFound[Int(path.layerParent)] ?? [] where layer.index != Int(path.branchChild) {
                let z = flags(of: layer).ownZIndex ?? 0
                guard z >= 0 else { continue }
                // In document order: a layer after the branch comes after every node inside it.
                let later = layer.index > element.index
                // A positioned layer paints over in-flow content whatever the order.
                let paints = if path.z != Flags.autoZ { z > Int(path.z) || (z == Int(path.z) && later) }
                    else if path.positioned { z > 0 || later }
                    else { true }
                if paints { return true }
            }
            path.climb(coverPaths[Int(path.layerParent)])
        }
        return isUnderNestedLayer(element, own: own)
    }

    /// Whether a covering layer nested in another branch of the page paints over the element. A fixed layer
    /// covers the viewport, wherever its parent is, when nothing around it makes it fixed to a box of its own
    /// (a transform or filter, ``Flags/holdsFixed``); an absolute one covers its containing block (its nearest
    /// positioned or transformed ancestor, else the first screen), so only an element inside that block. Neither
    /// covers when something around it is see-through. It paints over the element by the rule of the sibling
    /// layers, compared in the innermost stacking context the two share: the outermost box below it that is
    /// positioned with a `z-index` stands for each side, else the layer itself and the element's branch (in
    /// flow unless a box on it below the two's common ancestor is positioned). A layer the element is inside is
    /// no cover, and one that is a sibling of the element or of an ancestor is left to the sibling rule. Known
    /// only when no positioning rule of the page is filed under `*` (``layerParents``); else the sibling layers
    /// alone are looked at.
    private mutating func isUnderNestedLayer(_ element: HTMLNode, own: OwnStyle) -> Bool {
        let layers = nestedLayers(in: element.document)
        guard !layers.window.isEmpty || !layers.byBlock.isEmpty else { return false }
        // The element's branch, outermost box first: its boxes positioned with a `z-index` (the stacking
        // contexts it is in, and the element's own); and its innermost positioned box.
        var contexts: [(index: Int, z: Int)] = []
        var innermostPositioned: HTMLNode? = own.position != .static ? element : nil
        if own.position != .static, let z = own.zIndex { contexts.append((element.index, z)) }
        var ancestors: Set<Int> = []
        var blocks: [Int] = []
        var node = element.parent
        while let n = node, n.isElement {
            ancestors.insert(n.index)
            let f = flags(of: n)
            if f.ownPosition != .static {
                if let z = f.ownZIndex { contexts.append((n.index, z)) }
                if innermostPositioned == nil { innermostPositioned = n }
            }
            if layers.byBlock[n.index] != nil { blocks.append(n.index) }
            node = n.parent
        }
        contexts.reverse()
        for layer in blocks.lazy.flatMap({ layers.byBlock[$0]! }) + layers.window
            where !ancestors.contains(layer.layer) && !ancestors.contains(layer.parent)
                && layer.seeThrough.map(ancestors.contains) ?? true {
            // The stacking contexts both are in: a common prefix of the two lists.
            var shared = 0
            while shared < layer.contexts.count, shared < contexts.count,
                  layer.contexts[shared].index == contexts[shared].index { shared += 1 }
            let z: Int, later: Bool
            if shared < layer.contexts.count {
                (z, later) = (layer.contexts[shared].z, layer.contexts[shared].index > element.index)
            } else {
                // A `::before` box comes before its element's content, an `::after` box after it.
                z = layer.z
                later = layer.origin > element.index || (layer.afterContent && ancestors.contains(layer.origin))
            }
            guard z >= 0 else { continue }
            let paints: Bool
            if shared < contexts.count {
                paints = z > contexts[shared].z || (z == contexts[shared].z && later)
            } else if let box = innermostPositioned, !element.document.node(at: layer.origin).isInclusiveDescendant(of: box) {
                // A positioned box holds the element apart from the layer: the two paint in tree order.
                paints = z > 0 || later
            } else {
                paints = true
            }
            if paints { return true }
        }
        return false
    }

    /// A covering layer nested in the page, as ``isUnderNestedLayer(_:own:)`` compares it with a field.
    struct NestedLayer {
        /// The layer element, and its parent; -1 for a pseudo-element's box, which no field is inside.
        let layer: Int
        let parent: Int
        /// The element the layer's box belongs to in document order: the layer itself, or a pseudo-element's
        /// element; with `afterContent`, the box comes after that element's content (`::after`).
        let origin: Int
        let afterContent: Bool
        /// The boxes around the layer positioned with a `z-index`, outermost first (for a pseudo-element, its
        /// element too), each with its `z-index`: the stacking contexts it is in.
        let contexts: [(index: Int, z: Int)]
        /// The layer's own `z-index` (`auto` is 0).
        let z: Int
        /// The innermost box around the layer that is see-through (its own `opacity` below 1; for a
        /// pseudo-element, its element too), if any: the layer covers only what that box holds too, drawn with
        /// it as one group.
        let seeThrough: Int?

        /// Where it stands in the page's own stacking context: the `z-index` of its outermost context, else its
        /// own, and then its place in document order (higher paints later).
        var strength: (Int, Int) { (contexts.first?.z ?? z, contexts.first?.index ?? origin) }
    }

    /// The page's nested layers (``isUnderNestedLayer(_:own:)``): those over the window (fixed, and absolute
    /// ones that nothing around positions), and by containing block the absolute ones over a box of the page.
    struct NestedLayers {
        /// The layers over the window: they can lie over any field.
        var window: [NestedLayer] = []
        /// By their containing block's ``HTMLNode/index``: the absolute layers over that box's fields only.
        var byBlock: [Int: [NestedLayer]] = [:]

        /// At most this many layers of a list are compared with a field, those that paint highest: a page with
        /// more opaque layers over one box is unusual, and a field stays linear in cost.
        static let maximumPerList = 16

        /// Keeps in each list the ``maximumPerList`` layers that paint highest (``NestedLayer/strength``).
        mutating func keepStrongest() {
            func strongest(_ list: [NestedLayer]) -> [NestedLayer] {
                guard list.count > Self.maximumPerList else { return list }
                return Array(list.sorted { $0.strength > $1.strength }.prefix(Self.maximumPerList))
            }
            window = strongest(window)
            byBlock = byBlock.mapValues(strongest)
        }
    }

    /// The page's nested layers, found once among every covering layer of the page. An absolute layer whose
    /// parent is its containing block lies beside every field it can cover: the sibling rule has it.
    private mutating func nestedLayers(in document: HTMLDocument) -> NestedLayers {
        if let known = nestedLayersFound { return known }
        var out = NestedLayers()
        if layersPossible, anyLayer(in: document), layerParents != nil {
            for parentIndex in layersFound.keys.sorted() {
                for layer in layersFound[parentIndex] ?? [] {
                    let f = flags(of: layer)
                    guard f.ownPosition == .fixed ? !f.holdsFixed : f.ownPosition == .absolute else { continue }
                    let (contexts, block, seeThrough) = surroundings(of: layer)
                    let nested = NestedLayer(layer: layer.index, parent: parentIndex, origin: layer.index, afterContent: false,
                                             contexts: contexts, z: f.ownZIndex ?? 0, seeThrough: seeThrough)
                    if f.ownPosition == .absolute, let block {
                        if block != parentIndex { out.byBlock[block, default: []].append(nested) }
                    } else {
                        out.window.append(nested)
                    }
                }
            }
        }
        for (layer, block) in generatedLayers(in: document) {
            if let block { out.byBlock[block, default: []].append(layer) } else { out.window.append(layer) }
        }
        out.keepStrongest()
        nestedLayersFound = out
        return out
    }

    /// What lies around `node`, in one climb: its ancestors positioned with a `z-index`, outermost first, each
    /// with its `z-index` (the stacking contexts it is in); and the containing block of an absolutely
    /// positioned box there, its nearest ancestor that is positioned or transformed (nil for none: the initial
    /// containing block, the first screen; a transformed box inside another is not told apart from it, the
    /// outer one, a larger block, stands for both); and its innermost see-through ancestor
    /// (``isSeeThrough(_:)``), if any.
    private mutating func surroundings(of node: HTMLNode) -> (contexts: [(index: Int, z: Int)], block: Int?, seeThrough: Int?) {
        var contexts: [(index: Int, z: Int)] = []
        var block: Int?
        var seeThrough: Int?
        var current = node.parent
        while let n = current, n.isElement {
            let a = flags(of: n)
            if seeThrough == nil, isSeeThrough(n) { seeThrough = n.index }
            if a.ownPosition != .static, let z = a.ownZIndex { contexts.append((n.index, z)) }
            if block == nil, n.tag != .html, a.ownPosition != .static
                || (a.holdsFixed && n.parent.map { !$0.isElement || !flags(of: $0).holdsFixed } ?? true) {
                block = n.index
            }
            current = n.parent
        }
        return (contexts.reversed(), block, seeThrough)
    }

    /// Whether an element draws what it holds see-through: its own `opacity` (or a shadow slot's around it)
    /// below 1. A layer inside it covers only what it holds too: the two are drawn as one group.
    private mutating func isSeeThrough(_ node: HTMLNode) -> Bool {
        let inherited = node.parent.map { $0.isElement ? flags(of: $0).opacity : 1 } ?? 1
        return flags(of: node).opacity < inherited
    }

    /// The covering boxes that `::before` and `::after` rules give elements (``StyleSheet/GeneratedContent``):
    /// `content` other than `none`/`normal`, an opaque background, unmoved and at least 0.9 opaque, of an
    /// element that is shown (see-through, it and its box are drawn as one group over what it holds); either
    /// `position: fixed` over the window, the element not transformed or filtered (block nil), or
    /// `position: absolute` over its containing block: the element
    /// itself when it is positioned (a wrapper's own overlay, over the form inside it), else the element's
    /// (``surroundings(of:)``; nil, the first screen, for none).
    private mutating func generatedLayers(in document: HTMLDocument) -> [(layer: NestedLayer, block: Int?)] {
        var out: [(layer: NestedLayer, block: Int?)] = []
        for g in generated.indices {
            for index in 0..<nodeCount {
                let element = document.node(at: index)
                guard element.isElement, generated[g].matcher.mayMatch(generated[g].positioned, element) else { continue }
                let rules = generated[g].matcher.matchingRules(for: element)
                guard !rules.isEmpty else { continue }
                let declarations = generated[g].matcher.declarations(of: rules)
                var chosen = Self.winners(declarations, inlineFrom: declarations.count)
                if chosen.usesVariables { substituteVariables(&chosen, for: element) }
                let content = chosen.values[StyleSheet.Property.content.rawValue]?.value
                guard let content, content != "none", content != "normal" else { continue }
                let box = Self.style(chosen, into: OwnStyle())
                let fixed = box.position == .fixed
                guard fixed || box.position == .absolute, box.coversContainingBlock, !box.hidden, box.visibility != false,
                      !fixed || !box.holdsFixed else { continue }
                // The element: shown (for a fixed box, not transformed or filtered either; see-through, it is drawn
                // with its box); positioned with a `z-index`, it is the box's stacking context.
                let f = flags(of: element)
                guard !f.hidden, !f.unviewable, !fixed || !f.holdsFixed else { continue }
                let around = surroundings(of: element)
                var contexts = around.contexts
                if f.ownPosition != .static, let z = f.ownZIndex { contexts.append((index, z)) }
                let block = fixed ? nil : f.ownPosition != .static ? index : around.block
                out.append((NestedLayer(layer: -1, parent: -1, origin: index, afterContent: generated[g].kind == .after,
                                        contexts: contexts, z: box.zIndex ?? 0,
                                        seeThrough: isSeeThrough(element) ? index : around.seeThrough), block))
            }
        }
        return out
    }

    /// Whether the page has a covering layer at all, found once from ``layerParents`` (true when any element
    /// may be one: the fields' ancestors are then looked at one by one).
    private mutating func anyLayer(in document: HTMLDocument) -> Bool {
        if let known = hasLayers { return known }
        guard let layerParents else { hasLayers = true; return true }
        var found = false
        for index in layerParents where !coveringLayers(of: document.node(at: index)).isEmpty { found = true }
        hasLayers = found
        return found
    }

    /// An element's way up to the nearest ancestor with covering layers among its children
    /// (``coveringLayers(of:)``), memoised: that ancestor (`layerParent`, -1 for none), its child on the way
    /// (`branchChild`), and the path's stacking: whether a box on it is positioned, and the `z-index` of its
    /// outermost box with one (``Flags/autoZ`` for none).
    struct CoverPath {
        static let unknown: Int32 = -2
        var layerParent = CoverPath.unknown
        var branchChild: Int32 = -1
        var positioned = false
        var z = Flags.autoZ

        init() {}

        /// The path of one element with its own `position` and `z-index`, before it is joined to its parent's.
        init(_ index: Int, position: Position, z: Int32) {
            layerParent = -1
            branchChild = Int32(index)
            positioned = position != .static
            self.z = positioned ? z : Flags.autoZ
        }

        /// Joins the path of the element's parent, which has no layers among its children: the layer parent and
        /// branch child become the parent's, and its outermost `z-index` wins.
        mutating func climb(_ up: CoverPath) {
            layerParent = up.layerParent
            branchChild = up.branchChild
            positioned = positioned || up.positioned
            if up.z != Flags.autoZ { z = up.z }
        }
    }

    /// The element's ``CoverPath``, filling in its ancestors' first (without recursion, as ``flags(of:)``).
    private mutating func coverPath(of node: HTMLNode) -> CoverPath {
        if coverPaths.isEmpty { coverPaths = Array(repeating: CoverPath(), count: nodeCount) }
        if coverPaths[node.index].layerParent != CoverPath.unknown { return coverPaths[node.index] }
        coverWalk.removeAll(keepingCapacity: true)
        var current: HTMLNode? = node
        while let n = current, n.isElement, coverPaths[n.index].layerParent == CoverPath.unknown {
            coverWalk.append(n)
            current = n.parent
        }
        for n in coverWalk.reversed() {
            let f = flags(of: n)
            var info = CoverPath(n.index, position: f.ownPosition, z: f.ownZ)
            if let p = n.parent, p.isElement {
                if !coveringLayers(of: p).isEmpty { info.layerParent = Int32(p.index) } else { info.climb(coverPaths[p.index]) }
            }
            coverPaths[n.index] = info
        }
        return coverPaths[node.index]
    }

    /// The children of `parent` that are covering layers, viewable and opaque enough.
    private mutating func coveringLayers(of parent: HTMLNode) -> [HTMLNode] {
        if layersScanned.isEmpty { layersScanned = Array(repeating: false, count: nodeCount) }
        if layersScanned[parent.index] { return layersFound.isEmpty ? [] : layersFound[parent.index] ?? [] }
        layersScanned[parent.index] = true
        if let layerParents, !layerParents.contains(parent.index) { return [] }
        // Without a rule filed under an element name or `*`, only an element with an id or a class can match
        // a positioning rule.
        let byAttributesOnly = layerParents != nil && positioning.tags.isEmpty
        var found: [HTMLNode] = []
        // A layer is opaque within `parent`, which holds the fields it may cover: a see-through `parent` draws
        // the two as one group.
        let groupOpacity = flags(of: parent).opacity
        var child = parent.firstChild
        while let c = child {
            child = c.nextSibling
            guard c.isElement else { continue }
            switch c.tag {
            case .input, .select, .textarea, .option, .br, .script, .style, .template: continue
            default: break
            }
            let inline = c.hasAttributes ? c.attribute(names.style) : nil
            if inline?.range(of: "position", options: .caseInsensitive) == nil {
                if positioning.isEmpty { continue }
                if byAttributesOnly, !c.hasAttribute(names.class), !c.hasAttribute(names.id) { continue }
                if !sheet.mayMatch(positioning, c) { continue }
            }
            if inline?.range(of: "background", options: .caseInsensitive) == nil, painting.isEmpty || !sheet.mayMatch(painting, c),
               !drawsItsOwnContent(c) { continue }
            let f = flags(of: c)
            // A canvas, video or object is drawn itself though what it holds is not (its flags say so).
            let drawn = c.tag.drawsInPlaceOfItsContent ? !flags(of: parent).unviewable && !ownStyle(c).unviewable : !f.unviewable
            if f.ownCovers, !f.hidden, drawn, groupOpacity > 0, f.opacity / groupOpacity >= Covers.minimumOpacity { found.append(c) }
        }
        if !found.isEmpty { layersFound[parent.index] = found }
        return found
    }

    /// The flags of an element including its ancestors, without recursion: climb to a memoised ancestor,
    /// then fill in downwards.
    private mutating func flags(of node: HTMLNode) -> Flags {
        if let known = memo[node.index] { return known }
        path.removeAll(keepingCapacity: true)
        var current: HTMLNode? = node
        var base = Flags()
        while let n = current {
            if let known = memo[n.index] { base = known; break }
            guard n.isElement else { break }
            path.append(n)
            current = n.parent
        }
        for n in path.reversed() {
            if let parent = n.parent { base = throughSlot(n, of: parent, base) }
            let own = ownStyle(n)
            let notRendered = base.notRendered || own.hidden || own.hidesContent || isLeftOut(n)
            let invisible = own.visibility.map { !$0 } ?? base.invisible
            let tag = n.tag
            if own.overflowX != nil, tag == .html || tag == .body {
                if tag == .html, n.parent?.isElement != true { rootOverflowX = own.overflowX }
                if tag == .body, n.parent?.tag == .html { bodyOverflowX = own.overflowX }
            }
            let pastTheClip = isPastTheClipEnd(n, own, in: base) || isInAnEmptyFirstTrack(n, own, of: base)
            let flow: (pushedOut: Bool, inside: Room?) = base.inRoom || own.startsRoom ? room(for: n, own, in: base) : (false, nil)
            base = Flags(unviewable: base.unviewable || own.unviewable || own.clipsToNothing
                            || Self.isBelowThePage(own, in: base) || tag.drawsInPlaceOfItsContent
                            || isOffThePage(own, in: base, isField: false) || pastTheClip || flow.pushedOut,
                         ownPosition: own.position,
                         ownCovers: own.coversContainingBlock || (own.stretchedOver && drawsItsOwnContent(n)),
                         ownEmptyFirstTrack: own.emptyFirstTrack,
                         ownZ: own.zIndex.map { Int32(clamping: $0) } ?? Flags.autoZ,
                         holdsFixed: base.holdsFixed || own.holdsFixed,
                         isolated: base.isolated || Self.isolates(own),
                         positioned: base.positioned || own.position != .static,
                         clipsContainingBlock: own.position != .static || own.holdsFixed ? own.clipsOverflow : base.clipsContainingBlock,
                         textSecurity: TextSecurity.resolved(own.textSecurity, inherited: base.textSecurity),
                         textFill: own.textFill ?? base.textFill, textShadow: own.textShadow ?? base.textShadow,
                         notRendered: notRendered, invisible: invisible, inRoom: flow.inside != nil,
                         opacity: base.opacity * own.opacity)
            if let inside = flow.inside { rooms[n.index] = inside }
            memo[n.index] = base
        }
        return base
    }

    /// What the slot that takes `child` adds to the flags of its shadow host `host` (``ShadowHosts``): the host's
    /// `:host` rules, the elements of the shadow tree around the slot (their rules, `style` and `hidden`), and
    /// the `::slotted()` rules that name the child, each read as an ancestor between the host and the child.
    private func throughSlot(_ child: HTMLNode, of host: HTMLNode, _ base: Flags) -> Flags {
        guard let (tree, slot) = shadowHosts.slot(of: child, in: host) else { return base }
        var flags = base
        func add(_ own: OwnStyle) {
            flags.notRendered = flags.notRendered || own.hidden || own.hidesContent
            if let visible = own.visibility { flags.invisible = !visible }
            flags.opacity *= own.opacity
            if own.unviewable || own.clipsToNothing || isOffThePage(own, in: flags, isField: false) { flags.unviewable = true }
        }
        func style(_ rules: [ShadowHosts.ScopedRule], of element: HTMLNode, attributes: Bool) -> OwnStyle {
            var declarations = rules.filter { $0.matches(element) }.flatMap(\.declarations)
            let inlineStart = declarations.count
            if attributes, let inline = element.attribute(names.style) { declarations += StyleSheet.declarations(inline[...]) }
            var own = declarations.isEmpty ? OwnStyle() : Self.style(Self.winners(declarations, inlineFrom: inlineStart), into: OwnStyle())
            if attributes, element.hasAttribute(names.hidden) { own.hidden = true }
            return own
        }
        if !tree.hostRules.isEmpty { add(style(tree.hostRules, of: host, attributes: false)) }
        var around: [HTMLNode] = []
        var p: HTMLNode? = slot
        while let n = p, n.isElement, n.tag != .template {
            around.append(n)
            p = n.parent
        }
        for n in around.reversed() { add(style(tree.treeRules, of: n, attributes: true)) }
        if !tree.slottedRules.isEmpty { add(style(tree.slottedRules, of: child, attributes: false)) }
        return flags
    }

    /// How far further down and right a box can be pushed inside the clipping boxes around it and still show, in
    /// px; nil on an axis no such box cuts with a known size (``FlowStyle/clipRoom``).
    struct Room {
        var x: Double?
        var y: Double?
        /// The room ``x`` the clipping box that set it gave, in px, where ``x`` is exact, not a lower bound: every
        /// box on the way placed by style alone (``placesExactly(_:)``), none with a left margin, a side padding
        /// or a shift not known (``FlowStyle/shiftKnown``). A box's left edge then lies `total - x` from that
        /// clipping box's start. Nil otherwise.
        var total: Double?
    }

    /// Whether an element in the flow lies at or past the end of what the clipping boxes around it leave (a
    /// carousel's slide after the one shown, a form pushed below a small window by a spacer, moved out by a
    /// margin, a relative offset or a translation), and the room left for what it holds. Its place: the
    /// declared heights of the blocks before it in a parent that stacks them (``flowTop(of:)``) and its own
    /// ``FlowStyle/push``, each a lower bound of a browser's (unknown heights, lines of text and the margins
    /// between blocks count 0), so the rule errs towards a box that shows. An absolutely or fixed positioned box
    /// or a float is out of the flow: the room around it is not known (``isPastTheClipEnd(_:_:in:)`` judges a
    /// positioned one), but a clipping box of its own starts a room again.
    private mutating func room(for node: HTMLNode, _ own: OwnStyle, in around: Flags) -> (pushedOut: Bool, inside: Room?) {
        let flow = flowStyle(node)
        var left = Room()
        // Right to left, what a box holds overflows it leftwards: no room sideways is known (errs towards showing).
        let sideways = !isRightToLeft(node)
        if around.inRoom, let parent = node.parent, let outer = rooms[parent.index], !flow.floats,
           own.position != .absolute, own.position != .fixed {
            let ownWidth = flow.pushShareX == 0 || !sideways ? nil : contentWidth(of: node)
            let shared = ownWidth.map { $0 * flow.pushShareX } ?? 0
            left.x = sideways ? outer.x.map { $0 - flow.push.x - shared - flowLeft(of: node) } : nil
            left.y = outer.y.map { $0 - flow.push.y - flowTop(of: node) }
            if (left.x.map { $0 <= 0 } ?? false) || (left.y.map { $0 <= 0 } ?? false) { return (true, nil) }
            // Its left edge is exact where its place is (``isBeforeTheClipStart(_:_:)`` reads it for its fields).
            if sideways, outer.total != nil, !flow.marginedLeft, !flow.padded, flow.shiftKnown,
               flow.pushShareX == 0 || ownWidth != nil, placesExactly(node) {
                left.total = outer.total
            }
        }
        if sideways, let x = flow.clipRoom.x, x < left.x ?? .infinity {
            left.x = x
            left.total = flow.padded ? nil : x
        }
        if let y = flow.clipRoom.y { left.y = min(y, left.y ?? y) }
        return (false, left.x == nil && left.y == nil ? nil : left)
    }

    /// The element's ``FlowStyle``, from its cascaded style (a fresh cascade: only the boxes inside a clipping
    /// box and their siblings ask).
    private mutating func flowStyle(_ element: HTMLNode) -> FlowStyle {
        guard element.hasAttributes || !sheet.isEmpty else { return FlowStyle() }
        var declarations = sheet.declarations(of: sheet.matchingRules(for: element))
        let inlineStart = declarations.count
        if let inline = element.attribute(names.style) { declarations += StyleSheet.declarations(inline[...]) }
        guard !declarations.isEmpty else { return FlowStyle() }
        var chosen = Self.winners(declarations, inlineFrom: inlineStart)
        if chosen.usesVariables { substituteVariables(&chosen, for: element) }
        let values = chosen.values
        return FlowStyle { values[$0.rawValue]?.value }
    }

    /// Where an in-flow element starts below its parent's content, in px: the declared heights
    /// (``FlowStyle/height``) of the rendered, in-flow block-level siblings before it, where the parent stacks
    /// its blocks (``stacksItsBlocks(_:)``), or the heights of the items before it that do not shrink in a flex
    /// column that does not wrap; 0 otherwise. Kept for each sibling on the way (a long list in a
    /// clipping box is read once).
    private mutating func flowTop(of node: HTMLNode) -> Double {
        if let known = flowTops[node.index] { return known }
        guard let parent = node.parent, parent.isElement else { return 0 }
        // In a flex column, the items before it that do not shrink (``rigidSize(of:)``).
        let column = flowStyle(parent).columnFlex
        guard column || stacksItsBlocks(parent) else { return 0 }
        return place(node, in: \.flowTops) { v, sibling in column ? v.rigidSize(of: sibling).height : v.flowHeight(of: sibling) }
    }

    /// Where an in-flow element starts right of its parent's content, in px: in a flex row that does not wrap
    /// (``FlowStyle/rowFlex``), the widths of the rendered, in-flow items before it that do not shrink
    /// (``FlowStyle/rigidWidth``; an item that may shrink counts 0, so the rule errs towards a box that shows);
    /// 0 otherwise. Kept for each sibling on the way.
    private mutating func flowLeft(of node: HTMLNode) -> Double {
        if let known = flowLefts[node.index] { return known }
        guard let parent = node.parent, parent.isElement, flowStyle(parent).rowFlex else { return 0 }
        return place(node, in: \.flowLefts) { v, sibling in v.rigidSize(of: sibling).width }
    }

    /// Whether an element lays its lines and flex rows out right to left: the nearest `dir` attribute on it or an
    /// ancestor says `rtl` (a style sheet's `direction` is not read). Its rows then grow leftwards and what it
    /// holds overflows it on the left, which the rules of the room sideways do not model (``room(for:_:in:)``):
    /// they judge nothing sideways there, so a box shows. Kept for each element on the
    /// way up.
    private mutating func isRightToLeft(_ node: HTMLNode) -> Bool {
        guard let dir = names.dir else { return false }
        var path: [Int] = []
        var answer = false
        var p: HTMLNode? = node
        while let n = p, n.isElement {
            if let known = rightToLeft[n.index] { answer = known; break }
            path.append(n.index)
            if let value = n.attribute(dir) {
                answer = value.lowercased().filter { !$0.isWhitespace } == "rtl"
                break
            }
            p = n.parent
        }
        for i in path { rightToLeft[i] = answer }
        return answer
    }

    /// The sum of `size` over the element siblings before `node`, counted on from the nearest one already placed
    /// in `memo` (``flowTops``, ``flowLefts``); each sibling's place on the way is kept there too.
    private mutating func place(_ node: HTMLNode, in memo: WritableKeyPath<Visibility, [Int: Double]>,
                                size: (inout Visibility, HTMLNode) -> Double) -> Double {
        var before: [HTMLNode] = []
        var at = 0.0
        var s = node.previousElementSibling
        while let sibling = s {
            if let known = self[keyPath: memo][sibling.index] { at = known + size(&self, sibling); break }
            before.append(sibling)
            s = sibling.previousElementSibling
        }
        for sibling in before.reversed() {
            self[keyPath: memo][sibling.index] = at
            at += size(&self, sibling)
        }
        self[keyPath: memo][node.index] = at
        return at
    }

    /// Whether an element is rendered and in the flow: not `display: none` (or never drawn), not absolutely or
    /// fixed positioned.
    private mutating func isInTheFlow(_ node: HTMLNode) -> Bool {
        let own = ownStyle(node)
        return !own.hidden && own.position != .absolute && own.position != .fixed
    }

    /// How far a flex row's (column's) item pushes the items after it right (down): the width (height) it keeps
    /// when it is in the flow and does not shrink (``FlowStyle/rigidWidth``); 0 otherwise.
    private mutating func rigidSize(of node: HTMLNode) -> (width: Double, height: Double) {
        guard isInTheFlow(node) else { return (0, 0) }
        let flow = flowStyle(node)
        let width = flow.rigidWidth ?? flow.rigidWidthShare.flatMap { share in
            node.parent.flatMap { contentWidth(of: $0) }.map { $0 * share }
        }
        return (width ?? 0, flow.rigidHeight ?? 0)
    }

    /// Whether a field lies wholly before the start of the box that clips it sideways (a panel slid away to the
    /// left, a slider's slide before the one shown): its parent stacks its blocks and lines, its left edge is
    /// exact there (``Room/total``), and the parent, or the field at the start of its line (its declared width, or
    /// ``fieldExtent``: a field wider than its box overflows it), ends at or before that box's start. A field
    /// moved right by its own style is not judged. Only the field's own line is measured: a box slid away may
    /// hold a wider row that reaches back in.
    private mutating func isBeforeTheClipStart(_ element: HTMLNode, _ own: OwnStyle) -> Bool {
        guard let parent = element.parent, parent.isElement, let inside = rooms[parent.index], let total = inside.total,
              let x = inside.x, stacksItsBlocks(parent), let width = contentWidth(of: parent) else { return false }
        let flow = flowStyle(element)
        guard flow.push.x <= 0, flow.pushShareX <= 0, flow.shiftKnown else { return false }
        return total - x + max(width, own.size?.width ?? Self.fieldExtent.width) <= 0
    }

    /// Whether an element's left edge is where style alone says (left to right: ``room(for:_:in:)`` asks only
    /// there): a block in the flow of a parent that stacks its blocks (at the parent's start), or an item of a
    /// flex row that does not wrap whose earlier items all keep a
    /// known width and have no left margin (``rigidSize(of:)``).
    private mutating func placesExactly(_ node: HTMLNode) -> Bool {
        guard let parent = node.parent, parent.isElement, isInTheFlow(node) else { return false }
        let flow = flowStyle(node)
        if flowStyle(parent).rowFlex { return itemsBeforeKeepTheirWidths(node) }
        let blockLevel = Self.isBlockLevel(node, flow)
        return blockLevel && !flow.floats && stacksItsBlocks(parent)
    }

    /// Whether the in-flow items before a flex row's item all keep a known width and have no left margin, from
    /// the nearest sibling already known (``exactRows``); each sibling on the way is kept too.
    private mutating func itemsBeforeKeepTheirWidths(_ node: HTMLNode) -> Bool {
        if let known = exactRows[node.index] { return known }
        var before: [HTMLNode] = []
        var exact = true
        var sibling = node.previousElementSibling
        while let s = sibling {
            if let known = exactRows[s.index] { exact = known && keepsItsWidth(s); break }
            before.append(s)
            sibling = s.previousElementSibling
        }
        for s in before.reversed() {
            exactRows[s.index] = exact
            exact = exact && keepsItsWidth(s)
        }
        exactRows[node.index] = exact
        return exact
    }

    /// Whether a flex row's item is out of the flow, or keeps a known width and has no left margin.
    private mutating func keepsItsWidth(_ item: HTMLNode) -> Bool {
        !isInTheFlow(item) || (rigidSize(of: item).width > 0 && !flowStyle(item).marginedLeft)
    }

    /// The width of an element's content in px, as far as style alone tells: a flex row's item's kept width
    /// (``rigidSize(of:)``), its declared `width` in px, a percentage of its parent's, or, for a block in the flow
    /// of a parent that stacks its blocks and no width of its own, its parent's; nil where a box on the way
    /// declares a side padding (``FlowStyle/padded``), or for anything else (a grid item, a flex item that may
    /// shrink, a float, a positioned box: their widths depend on layout). A few ancestors at most.
    private mutating func contentWidth(of node: HTMLNode, depth: Int = 0) -> Double? {
        guard depth < 8, node.isElement else { return nil }
        if let known = contentWidths[node.index] { return known }
        let width = readContentWidth(of: node, depth: depth)
        // (A width not found below the top may be for want of levels: only the top's is kept.)
        if width != nil || depth == 0 { contentWidths[node.index] = width }
        return width
    }

    private mutating func readContentWidth(of node: HTMLNode, depth: Int) -> Double? {
        let flow = flowStyle(node)
        guard !flow.padded else { return nil }
        guard let parent = node.parent, parent.isElement else { return flow.width }
        // A flex row's item: the width it keeps.
        if flowStyle(parent).rowFlex {
            let width = rigidSize(of: node).width
            return width > 0 ? width : nil
        }
        if let width = flow.width { return width }
        if let share = flow.widthShare { return contentWidth(of: parent, depth: depth + 1).map { $0 * share } }
        let blockLevel = Self.isBlockLevel(node, flow)
        guard blockLevel, !flow.floats, isInTheFlow(node), stacksItsBlocks(parent) else { return nil }
        return contentWidth(of: parent, depth: depth + 1)
    }

    /// How far an element pushes the in-flow boxes after it down: its declared height when it is a rendered,
    /// in-flow block-level box; 0 otherwise.
    private mutating func flowHeight(of node: HTMLNode) -> Double {
        guard isInTheFlow(node) else { return 0 }
        let flow = flowStyle(node)
        guard let height = flow.height, !flow.floats else { return 0 }
        let blockLevel = Self.isBlockLevel(node, flow)
        return blockLevel ? height : 0
    }

    /// Whether an element stacks the blocks it holds one below the other: a block container by its `display`,
    /// or by its element's default when it declares none (not a table, its rows or a flex or grid box), not laid
    /// out in columns.
    private mutating func stacksItsBlocks(_ node: HTMLNode) -> Bool {
        let flow = flowStyle(node)
        if flow.multicolumn { return false }
        switch flow.display {
        case .block?, .inlineBlock?: return true
        case .otherBlock?, .other?: return false
        case nil: return node.tag == .td || node.tag == .th || node.tag == .body || (Self.isBlockByDefault(node) && node.tag != .table)
        }
    }

    /// Whether an element is a block-level box: by its declared `display`, else by its element's default.
    private static func isBlockLevel(_ node: HTMLNode, _ flow: FlowStyle) -> Bool {
        flow.display.map { $0 == .block || $0 == .otherBlock } ?? isBlockByDefault(node)
    }

    /// Whether the user-agent style sheet makes the element a block (`display: block`, `list-item` or `table`).
    private static func isBlockByDefault(_ node: HTMLNode) -> Bool {
        switch node.tag {
        case .div, .p, .form, .fieldset, .dd, .dt, .details, .h1, .h2, .h3, .h4, .h5, .h6, .li, .summary, .table, .legend:
            return true
        case .other:
            return blockNames.contains(node.name)
        default:
            return false
        }
    }

    /// The names of the other elements the user-agent style sheet makes blocks.
    private static let blockNames: Set<String> = [
        "section", "article", "aside", "header", "footer", "nav", "main", "ul", "ol", "dl", "pre", "blockquote",
        "figure", "figcaption", "address", "hr", "menu", "center", "hgroup", "search", "dir", "listing",
    ]

    /// Whether the element draws content of its own over its box (a replaced element: an image, a frame, a
    /// video, a canvas, an embedded object, an SVG), so that sized over a field it hides it without a background.
    private func drawsItsOwnContent(_ node: HTMLNode) -> Bool {
        switch node.tag {
        case .img, .iframe, .video, .canvas, .object: true
        case .other: node.interned == names.svg || node.name == "embed"
        default: false
        }
    }

    /// The names of the elements that draw their own content (``drawsItsOwnContent(_:)``).
    private static let contentDrawingNames = ["img", "iframe", "video", "canvas", "object", "embed", "svg"]

    /// A box positioned with a negative `z-index` in the page's own stacking context (nothing around it makes
    /// one): the page's in-flow boxes, the body's first, lie over it, so the user cannot reach a field there
    /// (a browser's hit test finds the body), and any background over it hides it.
    private static func isBelowThePage(_ own: OwnStyle, in around: Flags) -> Bool {
        own.position != .static && (own.zIndex ?? 0) < 0 && !around.isolated
    }

    /// Whether an absolutely positioned box (a fixed one in a transformed box) lies at or past the far end of the
    /// containing block that cuts off what overflows it, on an axis it cuts: it starts there by its `left` or
    /// `top` in px where the block declares its size on that axis (a carousel's slide placed beyond its window),
    /// or its far edge lies past the block's by its `right` or `bottom` in px, whatever the block's size, on an
    /// axis the block cuts without scrolling (``OwnStyle/cuts``: a box a user can scroll to shows), by at
    /// least its declared width or height, a field's extent (``fieldExtent``) when it declares none, or it is
    /// slid out from there by a translation of 100% (``OwnStyle/pixelEnd``: a panel below a card's bottom edge).
    /// The containing block is found by climbing to the nearest positioned or transformed ancestor (only for
    /// such a box in such a block).
    private mutating func isPastTheClipEnd(_ node: HTMLNode, _ own: OwnStyle, in around: Flags) -> Bool {
        guard around.clipsContainingBlock, own.pixelStart != nil || own.pixelEnd.x != nil || own.pixelEnd.y != nil,
              own.position == .absolute || (own.position == .fixed && around.holdsFixed) else { return false }
        var p = node.parent
        while let n = p, n.isElement {
            let block = ownStyle(n)
            if block.position != .static || block.holdsFixed {
                func past(_ at: Double?, _ end: Double?) -> Bool {
                    guard let at, let end else { return false }
                    return at >= end
                }
                let byItsFarSide = (block.cuts.contains(.horizontal) && past(own.pixelEnd.x, own.size?.width ?? Self.fieldExtent.width))
                    || (block.cuts.contains(.vertical) && past(own.pixelEnd.y, own.size?.height ?? Self.fieldExtent.height))
                guard !byItsFarSide else { return true }
                guard let start = own.pixelStart, let size = block.clipSize else { return false }
                return (block.clipsX && past(start.x, size.width)) || (block.clipsY && past(start.y, size.height))
            }
            p = n.parent
        }
        return false
    }

    /// Whether the box is the first item of a grid whose first track on an axis is empty (`grid-template-rows:
    /// 0fr`: a collapsed accordion) and has no size of its own on that axis (``OwnStyle/fitsAnEmptyTrack``): the
    /// track gives it none, and it cuts off what it holds. The first item is the parent's first element child a
    /// browser lays out (neither `display: none` nor positioned out of the flow); an item placed in another track
    /// by `grid-row` or `grid-area` is not read, and is taken for the first. A box that cuts nothing but lets the
    /// track shrink it (`min-height: 0`, ``OwnStyle/shrinksToAnEmptyTrack``) is hidden so when the grid cuts.
    private mutating func isInAnEmptyFirstTrack(_ node: HTMLNode, _ own: OwnStyle, of parent: Flags) -> Bool {
        let tracks = parent.ownEmptyFirstTrack
        guard !tracks.isEmpty, !own.fitsAnEmptyTrack.isEmpty || !own.shrinksToAnEmptyTrack.isEmpty else { return false }
        let cutByTheGrid = own.shrinksToAnEmptyTrack.contains(.vertical) && tracks.contains(.verticalCut)
        guard !tracks.isDisjoint(with: own.fitsAnEmptyTrack) || cutByTheGrid, let grid = node.parent else { return false }
        var child = grid.firstChild
        while let c = child, c != node {
            child = c.nextSibling
            if c.isElement, isInTheFlow(c) { return false }
        }
        return true
    }

    /// Whether an absolutely or fixed positioned box placed against the page itself (no positioned or
    /// transformed ancestor: its containing block is the first screen) lies wholly left of or above it: its
    /// start (``OwnStyle/start``) more than a field's extent before the page's edge. A field starts where its
    /// box starts, so a box holding fields is measured by a field's line (``fieldExtent``), however wide; a
    /// field placed itself by its own width or height when given. Against a box of its own the box's place is
    /// unknown, and the rule does not apply, but for a box that cuts off what overflows it
    /// (``Flags/clipsContainingBlock``): what lies wholly before its start is cut away as it is off the page.
    /// A fixed box past the screen's other edges: ``isPastTheScreensEnd(_:in:)``.
    private func isOffThePage(_ own: OwnStyle, in around: Flags, isField: Bool) -> Bool {
        if isPastTheScreensEnd(own, in: around) { return true }
        guard let start = own.start else { return false }
        let againstPage = own.position == .fixed ? !around.holdsFixed
            : own.position == .absolute && !around.positioned && !around.holdsFixed
        let againstClippingBox = (own.position == .absolute || (own.position == .fixed && around.holdsFixed))
            && around.clipsContainingBlock
        guard againstPage || againstClippingBox else { return false }
        let width = isField ? own.size?.width ?? Self.fieldExtent.width : Self.fieldExtent.width
        let height = isField ? own.size?.height ?? Self.fieldExtent.height : Self.fieldExtent.height
        return start.x + width <= 0 || start.y + height <= 0
    }

    /// Whether a fixed box placed against the screen (no transformed ancestor) lies wholly past its right or
    /// bottom edge, where the page cannot scroll: its far edge (``OwnStyle/end``) at least its own declared width
    /// or height beyond the screen's, or a field's extent (``fieldExtent``) when it declares none. On a page that
    /// does not scroll sideways (``rootCutsSideways``) the same holds on the horizontal axis for an absolutely
    /// positioned box placed against the page itself (no positioned or transformed ancestor: its containing block
    /// is the first screen), and for one whose `left` starts it at or past the screen's right edge.
    private func isPastTheScreensEnd(_ own: OwnStyle, in around: Flags) -> Bool {
        func past(_ end: Double?, _ size: Double?, _ extent: Double) -> Bool {
            guard let end else { return false }
            return end >= (size ?? extent)
        }
        switch own.position {
        case .fixed where !around.holdsFixed:
            // Its near side at or past the screen's far edge by a percentage of the screen (`top: 100%`), whatever
            // the screen's size (px at or past it are ``isPastTheScreen(top:left:inset:)``'s, in its own style).
            if own.startsPastByPercent { return true }
            return past(own.end.x, own.size?.width, Self.fieldExtent.width) || past(own.end.y, own.size?.height, Self.fieldExtent.height)
        case .absolute where rootCutsSideways && !around.positioned && !around.holdsFixed:
            return past(own.end.x, own.size?.width, Self.fieldExtent.width)
                || (own.start.map { $0.x >= ConditionalRules.width } ?? false)
        default:
            return false
        }
    }

    /// How far a field reaches from where its box starts, when nothing says: a text box and its line.
    static let fieldExtent = (width: 200.0, height: 100.0)

    /// Whether a box makes a stacking context of its own (``Flags/isolated``).
    private static func isolates(_ own: OwnStyle) -> Bool {
        own.position == .fixed || own.position == .sticky || (own.position != .static && own.zIndex != nil)
            || own.opacity < 1 || own.holdsFixed
    }

    /// Whether its parent leaves the element out of the rendering: a closed `<details>` (``isInClosedDetails(_:)``)
    /// or a shadow host with no slot for it (``ShadowHosts``; what the shadow tree's style does to a slotted child is
    /// ``throughSlot(_:of:_:)``'s).
    private func isLeftOut(_ node: HTMLNode) -> Bool {
        isInClosedDetails(node) || shadowHosts.isUnslotted(node)
    }

    /// A child of a closed `<details>` other than its first `<summary>` is not rendered.
    private func isInClosedDetails(_ node: HTMLNode) -> Bool {
        guard let parent = node.parent, parent.tag == .details, !parent.hasAttribute(names.open) else { return false }
        guard node.tag == .summary else { return true }
        return parent.childElements.first { $0.tag == .summary } != node
    }

    struct OwnStyle {
        /// Not rendered: `display: none`, a `hidden` attribute, an element a browser never draws.
        var hidden = false
        /// Its own `visibility`: false for `hidden` or `collapse`, true for `visible`, nil when it declares none
        /// (then its parent's holds: the property is inherited).
        var visibility: Bool?
        var unviewable = false
        /// A `width` (`max-width`) or `height` (`max-height`) under 10 px.
        var tinyWidth = false
        var tinyHeight = false
        /// Whether the box cuts off what overflows it sideways, and downwards: an `overflow` other than
        /// `visible` on that axis (one made `auto` by the other axis's included), or `contain: paint`.
        var clipsX = false
        var clipsY = false
        var tiny: Bool { tinyWidth || tinyHeight }
        var clipsOverflow: Bool { clipsX || clipsY }
        /// Whether the box cuts what it holds down to under 10 px on an axis.
        var clipsToNothing: Bool { (clipsX && tinyWidth) || (clipsY && tinyHeight) }
        /// `content-visibility: hidden`: the element's box is drawn, its content is not.
        var hidesContent = false
        /// `display: contents`: the element's children are drawn in its place, its own box is not (a form
        /// control, which has no children, is not drawn at all).
        var displaysContents = false
        /// A font under 4 px with no height of 10 px or more set: a form control drawn from it is a few pixels
        /// high (its font does not come from its ancestors: a browser's own style sheet sets a control's font).
        var tinyFont = false
        var opacity = 1.0
        /// `position` (`static` when not set).
        var position = Position.static
        /// An integer `z-index`; nil for `auto`.
        var zIndex: Int?
        /// Whether the box is absolutely or fixed positioned over the whole of its containing block, with an
        /// opaque background and nothing moving it: a layer that hides what it lies over (``Covers``).
        var coversContainingBlock = false
        /// Whether the box, absolutely or fixed positioned, is sized over the whole of its containing block
        /// (``Covers/isStretchedOver(offsets:width:height:moves:)``) and at least 0.9 opaque: a layer when its
        /// element draws its own content (``drawsItsOwnContent(_:)``), whatever its background.
        var stretchedOver = false
        /// A `transform`, `translate`, `scale` or `filter` other than `none`: the containing block of the fixed
        /// boxes inside.
        var holdsFixed = false
        /// Where an absolutely or fixed positioned box starts against its containing block, in px (`left` and
        /// `top`, or the `inset` shorthand's; a percentage of the assumed screen; `-infinity` where a `right` or
        /// `bottom` of 100% or more, or a `translate` of -100% from the block's edge, puts it wholly before the
        /// block); an unset side is 0. Nil when not so positioned or when neither side is known.
        var start: (x: Double, y: Double)?
        /// Whether its `left` or `top` is 100% or more (of the screen, for a fixed box placed against it: past its
        /// right or bottom edge), with nothing to move it back (no `transform`, `translate` or margin).
        var startsPastByPercent = false
        /// The box's own `width` and `height` in px, when either is given.
        var size: (width: Double?, height: Double?)?
        /// For a fixed or absolutely positioned box: how far its far edge lies past its containing block's on each
        /// axis, in px (``end(_:transform:)``); nil on an axis it is not so placed on, or whose size it declares in
        /// a unit not read (a percentage).
        var end: (x: Double?, y: Double?) = (nil, nil)
        /// Its own `overflow-x` (or the `overflow` shorthand's first value), where it is not `visible`: whether the
        /// box cuts off what overflows it sideways or scrolls to it (read for the root and the body only:
        /// ``Visibility/rootCutsSideways``).
        var overflowX: SidewaysOverflow?
        /// Whether the box cuts off what overflows it (`overflow: hidden` or `clip`, `contain: paint`; not one that
        /// scrolls) on an axis whose size it declares in px: its flow has a room (``FlowStyle/clipRoom``).
        var startsRoom = false
        /// For a box that clips what overflows it: its declared width and height in px (the smaller of `height`
        /// and `max-height`), nil where not given (padding, which adds to it, is not read).
        var clipSize: (width: Double?, height: Double?)?
        /// Where an absolutely positioned box's `left` and `top` place it, in px (nil for a percentage or none).
        var pixelStart: (x: Double?, y: Double?)?
        /// How far an absolutely positioned box's far edge lies past its containing block's, by its `right` and
        /// `bottom` in px where its `left` and `top` are unset (``Visibility/end(_:transform:pixelsOnly:)``).
        var pixelEnd: (x: Double?, y: Double?) = (nil, nil)
        /// Its declared `-webkit-text-security` keyword, lowercased; nil when it declares none.
        var textSecurity: String?
        /// Whether its own `color` is transparent; its declared `-webkit-text-fill-color` (nil when it inherits);
        /// whether it declares a `text-shadow` (nil when it declares none: then it inherits). ``TextInk``.
        var transparentColor = false
        var textFill: TextInk?
        var textShadow: Bool?
        /// For a grid container (`display: grid` or `inline-grid`): the axes whose first track is empty (`0fr`,
        /// `0`, `0px` first in `grid-template-rows` or `grid-template-columns`), and whether the grid cuts there
        /// (``Axes/verticalCut``).
        var emptyFirstTrack = Axes()
        /// The axes on which an empty track shrinks the box to nothing without it cutting anything itself: it
        /// declares `min-height: 0` and no `height`, so only a grid that cuts hides what it holds.
        var shrinksToAnEmptyTrack = Axes()
        /// The axes on which an empty track gives the box no size: it cuts off what overflows it there and declares
        /// no `height` (`width`), so its automatic minimum size is 0 and the track's is its own.
        var fitsAnEmptyTrack = Axes()
        /// The axes on which the box cuts off what overflows it without letting it be scrolled to: `overflow`
        /// `hidden` or `clip` there, or `contain: paint`.
        var cuts = Axes()
    }

    enum Position: UInt8 { case `static`, relative, absolute, fixed, sticky }

    /// An `overflow-x` other than `visible`: `hidden` or `clip` cut, `auto`, `scroll` and `overlay` scroll.
    enum SidewaysOverflow: UInt8 { case cuts, scrolls }

    /// What places a box in the flow inside a clipping box (``room(for:_:in:)``): read from its cascaded style only
    /// for the boxes inside one (``flowStyle(_:)``), few on most pages.
    struct FlowStyle {
        /// How far its own style moves the box from where the flow puts it, in px: its `margin-top` and
        /// `margin-left` (or the `margin` shorthand's), a relatively positioned box's offsets, and the
        /// translations of its `transform` and `translate` (lengths in px only; anything else counts 0).
        var push: (x: Double, y: Double) = (0, 0)
        /// The least height its style gives it, in px: its declared `height` (the smaller of it and `max-height`),
        /// its `min-height`, or its top and bottom padding, whichever is largest, less its negative top and bottom
        /// margins (which pull what follows up; positive ones, which may collapse, count nothing): how far it
        /// pushes the in-flow boxes after it down, as a block in a block's flow. Nil when none is given in px.
        var height: Double?
        /// How its `display` places it and what it holds (nil where it declares none: its element's default).
        var display: Display?
        /// `float: left` or `right`: out of the flow of the blocks around it.
        var floats = false
        /// Laid out in columns (`columns`, `column-count` or `column-width` other than `auto`): what overflows
        /// one column goes on in the next, beside it.
        var multicolumn = false
        /// A flex box (`display: flex` or `inline-flex`) that lays its items out in one row, or in one column: its
        /// `flex-direction` (or `flex-flow`'s) is `row` (or unset), or `column`, and it does not wrap.
        var rowFlex = false
        var columnFlex = false
        /// As an item of a flex row (column), the width (height) it keeps, in px: its `flex-basis` in px (from
        /// `flex` or `flex-basis`), else its `width` (`height`) in px, where its `flex-shrink` is 0 (`flex: none`,
        /// `flex: 0 0 300px`, `flex-shrink: 0`); nil where it may shrink or neither is given in px.
        var rigidWidth: Double?
        var rigidHeight: Double?
        /// As an item of a flex row, the width it keeps as a share of the row's content width where it does not
        /// shrink and its `flex-basis` (or, with none, its `width`) is a percentage (`flex: 0 0 100%`: 1).
        var rigidWidthShare: Double?
        /// The share of its own width its `transform` and `translate` move it right (`translateX(-100%)`: -1).
        var pushShareX = 0.0
        /// Its declared `width` in px (the smaller of it and `max-width`), or as a share of its containing block's
        /// (`50%`: 0.5); both nil for `auto` and other units.
        var width: Double?
        var widthShare: Double?
        /// It declares a left margin other than 0 (`margin-left`, `margin`; `auto` too): a block of automatic width
        /// is stretched by a negative one rather than moved, and `auto` centres it.
        var marginedLeft = false
        /// Its sideways shift is known: ``Visibility/shiftIsKnown(relativeLeft:transform:translate:scale:rotate:)``.
        var shiftKnown = true
        /// It declares a left or right padding other than 0 (`padding`, `padding-right`): under `box-sizing:
        /// border-box` its content is narrower than its width by an amount the flow rules do not know.
        var padded = false
        /// For a box that cuts off what overflows it (``OwnStyle/startsRoom``): how far down and right of its
        /// content's start a box it holds can be pushed and still show, in px: its declared height (width) and
        /// its bottom (right) padding. Nil on an axis not cut, or where either is not known in px.
        var clipRoom: (x: Double?, y: Double?) = (nil, nil)

        init() {}

        init(_ value: (StyleSheet.Property) -> String?) {
            let position = value(.position)
            // Each side: its longhand over the shorthand's (``Covers/offsets(top:right:bottom:left:inset:)``).
            let margin = Covers.offsets(top: value(.marginTop), right: nil, bottom: value(.marginBottom), left: value(.marginLeft),
                                        inset: value(.margin))
            let padding = Covers.offsets(top: value(.paddingTop), right: value(.paddingRight), bottom: value(.paddingBottom),
                                         left: nil, inset: value(.padding))
            push = Visibility.push(marginTop: margin.top, marginLeft: margin.left,
                                   relative: position == "relative" ? (value(.top), value(.left)) : nil,
                                   transform: value(.transform).map(Visibility.transformFunctions) ?? [],
                                   translate: value(.translate))
            pushShareX = Visibility.pushShareX(transform: value(.transform).map(Visibility.transformFunctions) ?? [],
                                               translate: value(.translate))
            if let declared = value(.width) {
                width = Visibility.pixels(declared).map { min($0, value(.maxWidth).flatMap(Visibility.pixels) ?? $0) }
                widthShare = Visibility.share(declared)
            }
            padded = [padding.left, padding.right].contains { side in side.map { Visibility.pixels($0) != 0 } ?? false }
            marginedLeft = margin.left.map { Visibility.pixels($0) != 0 } ?? false
            shiftKnown = Visibility.shiftIsKnown(relativeLeft: position == "relative" ? value(.left) : nil,
                                                 transform: value(.transform).map(Visibility.transformFunctions) ?? [],
                                                 translate: value(.translate), scale: value(.scale), rotate: value(.rotate))
            let paddings = [padding.top, padding.bottom].compactMap { $0.flatMap(Visibility.pixels) }
            let declared = value(.height).flatMap(Visibility.pixels).map { min($0, value(.maxHeight).flatMap(Visibility.pixels) ?? $0) }
            let least = [declared, value(.minHeight).flatMap(Visibility.pixels), paddings.isEmpty ? nil : paddings.reduce(0) { $0 + max(0, $1) }]
                .compactMap { $0 }.max()
            if let least {
                let top = margin.top.flatMap(Visibility.pixels) ?? 0, bottom = margin.bottom.flatMap(Visibility.pixels) ?? 0
                self.height = least + min(0, top) + min(0, bottom)
            }
            display = value(.display).map(Display.init)
            if let d = value(.display), d == "flex" || d == "inline-flex" || d == "block flex" || d == "inline flex" {
                let flow = value(.flexFlow).map { $0.split(separator: " ").map(String.init) } ?? []
                let direction = value(.flexDirection) ?? flow.first { $0.hasPrefix("row") || $0.hasPrefix("column") } ?? "row"
                let wrap = value(.flexWrap) ?? flow.first { $0.hasSuffix("wrap") } ?? "nowrap"
                rowFlex = direction == "row" && wrap == "nowrap"
                columnFlex = direction == "column" && wrap == "nowrap"
            }
            let item = Visibility.flexItem(flex: value(.flex), shrink: value(.flexShrink), basis: value(.flexBasis))
            if item.shrink == 0 {
                let auto = item.basis == nil || item.basis == "auto"
                rigidWidth = item.basis.flatMap(Visibility.pixels) ?? (auto ? value(.width).flatMap(Visibility.pixels) : nil)
                rigidHeight = item.basis.flatMap(Visibility.pixels) ?? (auto ? value(.height).flatMap(Visibility.pixels) : nil)
                rigidWidthShare = item.basis.flatMap(Visibility.share) ?? (auto ? value(.width).flatMap(Visibility.share) : nil)
            }
            if let float = value(.float), float != "none" { floats = true }
            if let columns = value(.columns), columns != "auto", columns != "auto auto" { multicolumn = true }
            let overflow = Visibility.overflow(value)
            let paints = value(.contain).map(Visibility.containsPaint) ?? false
            let cuts = (x: paints || overflow.x == "hidden" || overflow.x == "clip",
                        y: paints || overflow.y == "hidden" || overflow.y == "clip")
            guard cuts.x || cuts.y else { return }
            // The window: the smaller of the declared size and its maximum, in px, and the padding at its far end.
            func room(_ size: String?, _ most: String?, _ side: String?) -> Double? {
                guard let size = [size, most].compactMap({ $0.flatMap(Visibility.pixels) }).min() else { return nil }
                guard let side else { return size }
                return Visibility.pixels(side).map { size + max(0, $0) }
            }
            clipRoom = (cuts.x ? room(value(.width), value(.maxWidth), padding.right) : nil,
                        cuts.y ? room(value(.height), value(.maxHeight), padding.bottom) : nil)
        }
    }

    /// A declared `display`, as far as the flow inside a clipping box goes: whether the box is a block among
    /// blocks (pushing what follows down), and whether it stacks its own children one below the other.
    enum Display: UInt8 {
        /// `block`, `flow-root`, `list-item`: a block that stacks its blocks.
        case block
        /// `flex`, `grid`, `table`: a block that places its children otherwise.
        case otherBlock
        /// `inline-block`, `table-cell`, `table-caption`: on a line, but stacks its blocks.
        case inlineBlock
        /// `inline` and everything else.
        case other

        init(_ value: String) {
            switch value {
            case "block", "flow-root", "list-item", "block flow", "block flow-root": self = .block
            case "flex", "grid", "table", "block flex", "block grid": self = .otherBlock
            case "inline-block", "table-cell", "table-caption", "inline flow-root": self = .inlineBlock
            default: self = .other
            }
        }
    }

    /// The element's own cascaded style, as far as visibility goes.
    private mutating func ownStyle(_ element: HTMLNode) -> OwnStyle {
        var style = OwnStyle()
        switch element.tag {
        case .script, .style, .template, .title, .datalist, .noscript, .base, .link, .meta:
            style.hidden = true
            return style
        case .dialog:
            if !element.hasAttribute(names.open) { style.hidden = true; return style }
        case .audio:
            // The user-agent sheet: `audio:not([controls]) { display: none }`.
            if !element.hasAttribute("controls") { style.hidden = true; return style }
        default:
            break
        }
        // SVG draws no `<desc>` (a description for assistive technology) and MathML no `<annotation-xml>`: the
        // HTML either may hold is not rendered.
        if foreign.hidesItsHTML(element) {
            style.hidden = true
            return style
        }
        // An `<svg>` clips what it holds (a form in its `<foreignObject>`) to its box, which its `width` and `height`
        // attributes can size; so does the `<foreignObject>`, whose box they are: without either it has none.
        if let name = element.interned, name == names.svg || name == names.foreignObject {
            (style.clipsX, style.clipsY) = (true, true)
            let width = element.attribute(names.width), height = element.attribute(names.height)
            let unsized = name == names.foreignObject && (width == nil || height == nil)
            if unsized || Self.isTinyLength(width) { style.tinyWidth = true }
            if unsized || Self.isTinyLength(height) { style.tinyHeight = true }
        }
        guard element.hasAttributes || !sheet.isEmpty else { return style }
        if element.hasAttribute(names.hidden) { style.hidden = true }
        // Inert content is drawn but cannot be focused, clicked or hit: a browser's `elementFromPoint` passes
        // through it, so collect.js finds it covered.
        if element.hasAttribute(names.inert) { style.unviewable = true }
        // A popover is not rendered until a script or a button opens it (`[popover]:not(:popover-open)`); an
        // open `<dialog>` is.
        if element.hasAttribute(names.popover), element.tag != .dialog { style.hidden = true }
        let rules = sheet.matchingRules(for: element)
        guard let inline = element.attribute(names.style) else {
            // Without a `style` attribute the style depends on the matched rules alone: the elements that match
            // the same rules (a sheet's rule for every input) share one resolution.
            guard !rules.isEmpty else { return style }
            var resolved: OwnStyle
            if let known = sheetStyles[rules] {
                resolved = known
            } else {
                let declarations = sheet.declarations(of: rules)
                var chosen = Self.winners(declarations, inlineFrom: declarations.count)
                if chosen.usesVariables {
                    // The values depend on the element's ancestors: resolved here, not shared.
                    substituteVariables(&chosen, for: element)
                    resolved = Self.style(chosen, into: OwnStyle())
                } else {
                    resolved = Self.style(chosen, into: OwnStyle())
                    sheetStyles[rules] = resolved
                }
            }
            // `style` turns flags on but never off, so the attributes' are added afterwards.
            if style.hidden { resolved.hidden = true }
            if style.unviewable { resolved.unviewable = true }
            if style.tinyWidth { resolved.tinyWidth = true }
            if style.tinyHeight { resolved.tinyHeight = true }
            if style.clipsX { resolved.clipsX = true }
            if style.clipsY { resolved.clipsY = true }
            return resolved
        }
        var declarations = sheet.declarations(of: rules)
        let inlineStart = declarations.count
        // Inline declarations come after every sheet declaration: they win unless the sheet's is important (or
        // an animation's).
        declarations += StyleSheet.declarations(inline[...]) + sheet.animatedDeclarations(inline[...])
        guard !declarations.isEmpty else { return style }
        var chosen = Self.winners(declarations, inlineFrom: inlineStart)
        if chosen.usesVariables { substituteVariables(&chosen, for: element) }
        return Self.style(chosen, into: style)
    }

    /// The winning value of each property visibility reads (by ``StyleSheet/Property/rawValue``).
    struct Winners {
        var values: [(rank: Int, value: String)?]
        /// A bit for each property whose winning value refers to a custom property.
        var variableProperties: UInt64 = 0
        var usesVariables: Bool { variableProperties != 0 }
    }

    /// The ``Winners/variableProperties`` bits of the background properties.
    private static let backgroundBits: UInt64 = [StyleSheet.Property.background, .backgroundColor, .backgroundImage]
        .reduce(0) { $0 | 1 << UInt64($1.rawValue) }

    /// Picks the winning value of each property: important beats normal, then inline beats sheet, then
    /// later beats earlier (the sheet part is already in specificity order).
    private static func winners(_ declarations: [StyleSheet.Declaration], inlineFrom: Int) -> Winners {
        var winner = [(rank: Int, value: String)?](repeating: nil, count: StyleSheet.Property.allCases.count)
        var variables: UInt64 = 0
        for (i, d) in declarations.enumerated() where d.property != .custom {
            // Normal, inline, animated, important, important inline.
            let rank = d.animated ? 3 : (d.important ? 4 : 0) + (i >= inlineFrom ? 2 : 0)
            if let current = winner[d.property.rawValue], current.rank > rank { continue }
            winner[d.property.rawValue] = (rank, d.value)
            let bit: UInt64 = 1 << UInt64(d.property.rawValue)
            if d.usesVariable { variables |= bit } else { variables &= ~bit }
        }
        // A background matters only on a covering layer, a box positioned absolute or fixed (``Covers``):
        // elsewhere its custom properties are left unresolved, so that the elements of a page of design tokens
        // (`background: var(--surface)` on every card) still share one resolution.
        let position = winner[StyleSheet.Property.position.rawValue]?.value
        if position != "absolute", position != "fixed", !(position?.contains("var(") ?? false) {
            variables &= ~Self.backgroundBits
        }
        return Winners(values: winner, variableProperties: variables)
    }

    /// Replaces each `var(--name, fallback)` in the winning values by the custom property's value on the element
    /// (inherited from the nearest ancestor that declares it) or the fallback; a value whose variable has
    /// neither is dropped, as a browser makes it `unset`.
    private mutating func substituteVariables(_ chosen: inout Winners, for element: HTMLNode) {
        for p in chosen.values.indices where chosen.variableProperties & (1 << UInt64(p)) != 0 {
            guard let winner = chosen.values[p] else { continue }
            chosen.values[p] = substitute(winner.value, for: element, depth: 0).map { (winner.rank, CSSMath.simplified($0)) }
        }
    }

    private mutating func substitute(_ value: String, for element: HTMLNode, depth: Int) -> String? {
        guard let start = value.range(of: "var(") else { return value }
        guard depth < 16 else { return nil }
        var level = 1, i = start.upperBound, comma: String.Index?
        while i < value.endIndex {
            switch value[i] {
            case "(": level += 1
            case ")": level -= 1
            case "," where level == 1 && comma == nil: comma = i
            default: break
            }
            if level == 0 { break }
            i = value.index(after: i)
        }
        guard i < value.endIndex else { return nil }
        let name = value[start.upperBound..<(comma ?? i)].trimmingCharacters()
        let fallback = comma.map { value[value.index(after: $0)..<i].trimmingCharacters() }
        guard let replacement = customProperty(name, for: element) ?? fallback else { return nil }
        return substitute(String(value[..<start.lowerBound]) + replacement + String(value[value.index(after: i)...]),
                          for: element, depth: depth + 1)
    }

    /// The cascaded value of the custom property `name` on the element or the nearest ancestor declaring it.
    private mutating func customProperty(_ name: String, for element: HTMLNode) -> String? {
        var node: HTMLNode? = element
        while let n = node, n.isElement {
            if let value = ownCustomProperties(of: n)[name] { return value }
            node = n.parent
        }
        return nil
    }

    /// The custom properties an element declares itself (its rules' and its `style` attribute's, the winner
    /// of each name), found once per element: every `var()` of the element and its descendants climbs through
    /// them.
    private mutating func ownCustomProperties(of n: HTMLNode) -> [String: String] {
        if let known = customProperties[n.index] { return known }
        var declarations = sheet.declarations(of: sheet.matchingRules(for: n))
        let inlineStart = declarations.count
        if let inline = n.attribute(names.style) { declarations += StyleSheet.declarations(inline[...]) }
        var best: [String: (rank: Int, value: String)] = [:]
        for (i, d) in declarations.enumerated() {
            guard let name = d.customName else { continue }
            let rank = (d.important ? 2 : 0) + (i >= inlineStart ? 1 : 0)
            if let current = best[name], current.rank > rank { continue }
            best[name] = (rank, d.value)
        }
        let own = best.mapValues(\.value)
        customProperties[n.index] = own
        return own
    }

    /// The style of the winning values.
    private static func style(_ winners: Winners, into base: OwnStyle) -> OwnStyle {
        var style = base
        let chosen = winners.values
        func value(_ p: StyleSheet.Property) -> String? { chosen[p.rawValue]?.value }
        switch value(.display) {
        // A table's column boxes render none of their content.
        case "none", "table-column", "table-column-group": style.hidden = true
        case "contents": style.displaysContents = true
        case "grid", "inline-grid":
            if Self.firstTrackIsEmpty(value(.gridTemplateRows)) { style.emptyFirstTrack.insert(.vertical) }
            if Self.firstTrackIsEmpty(value(.gridTemplateColumns)) { style.emptyFirstTrack.insert(.horizontal) }
        default: break
        }
        switch value(.visibility) {
        case "hidden", "collapse": style.visibility = false
        case "visible": style.visibility = true
        default: break
        }
        if let opacity = value(.opacity), let number = leadingNumber(opacity) {
            style.opacity = min(1, max(0, opacity.hasSuffix("%") ? number / 100 : number))
        }
        if let filter = value(.filter) { style.opacity *= filterOpacity(filter) }
        if let mask = value(.maskImage), Self.maskHides(mask) { style.opacity = 0 }
        style.holdsFixed = [value(.transform), value(.translate), value(.scale), value(.rotate), value(.filter)].contains { v in
            guard let v else { return false }
            return v != "none"
        }
        let position = value(.position)
        let positioned = position == "absolute" || position == "fixed"
        switch position {
        case "relative": style.position = .relative
        case "absolute": style.position = .absolute
        case "fixed": style.position = .fixed
        case "sticky": style.position = .sticky
        default: break
        }
        if style.position != .static, let z = value(.zIndex), let n = Int(z) { style.zIndex = n }
        let transform = value(.transform).map(Self.transformFunctions) ?? []
        // The box's own `width` and `height` in px (its place's size when positioned, its window's when it clips).
        let declared = (width: value(.width).flatMap(pixels), height: value(.height).flatMap(pixels))
        if positioned {
            let offsets = Covers.offsets(top: value(.top), right: value(.right), bottom: value(.bottom), left: value(.left),
                                         inset: value(.inset))
            style.coversContainingBlock = Covers.isCoveringLayer(
                offsets: offsets,
                width: value(.width), height: value(.height),
                backgrounds: [value(.backgroundColor), value(.background), value(.backgroundImage)],
                moves: [value(.transform), value(.translate), value(.scale), value(.rotate), value(.margin), value(.marginLeft),
                        value(.marginTop)])
                && style.opacity >= Covers.minimumOpacity
            style.stretchedOver = Covers.isStretchedOver(
                offsets: offsets, width: value(.width), height: value(.height),
                moves: [value(.transform), value(.translate), value(.scale), value(.rotate), value(.margin), value(.marginLeft),
                        value(.marginTop)])
                && style.opacity >= Covers.minimumOpacity
            style.start = Self.start(offsets, transform: transform)
            let pastByPercent = { (side: String?) in side.flatMap(Self.share).map { $0 >= 1 } ?? false }
            style.startsPastByPercent = (pastByPercent(offsets.left) || pastByPercent(offsets.top)) && transform.isEmpty
                && [value(.translate), value(.margin), value(.marginTop), value(.marginLeft)].allSatisfy { $0 == nil }
            let x = offsets.left.flatMap(pixels), y = offsets.top.flatMap(pixels)
            if x != nil || y != nil { style.pixelStart = (x, y) }
            let pixelEnd = Self.end(offsets, transform: transform, pixelsOnly: true)
            style.pixelEnd = (value(.width) == nil || declared.width != nil ? pixelEnd.x : nil,
                              value(.height) == nil || declared.height != nil ? pixelEnd.y : nil)
            if declared.width != nil || declared.height != nil { style.size = declared }
            if positioned {
                let end = Self.end(offsets, transform: transform)
                style.end = (value(.width) == nil || declared.width != nil ? end.x : nil,
                             value(.height) == nil || declared.height != nil ? end.y : nil)
            }
        }
        // A relatively positioned box is moved by its offsets too.
        if positioned || position == "relative" {
            if isFarOff(value(.left)) || isFarOff(value(.top)) || isFarOff(value(.right)) || isFarOff(value(.bottom))
                || value(.inset).map({ $0.split(separator: " ").contains { isFarOff(String($0)) } }) == true {
                style.unviewable = true
            }
        }
        // A fixed box does not scroll: one placed past the screen's bottom or right edge is never seen.
        if position == "fixed", Self.isPastTheScreen(top: value(.top), left: value(.left), inset: value(.inset)) {
            style.unviewable = true
        }
        if positioned {
            if let clip = value(.clip), clip.hasPrefix("rect(") {
                let numbers = clip.dropFirst(5).split(whereSeparator: { $0 == "," || $0 == " " || $0 == ")" })
                    .map { leadingNumber(String($0)) }
                if numbers.count == 4, let t = numbers[0], let r = numbers[1], let b = numbers[2], let l = numbers[3],
                   r - l < 10 || b - t < 10 {
                    style.unviewable = true
                }
            }
        }
        if isFarOff(value(.marginLeft)) || isFarOff(value(.marginTop)) || isFarOff(value(.textIndent)) { style.unviewable = true }
        if let margin = value(.margin) {
            // `margin: top [right [bottom [left]]]`: a large negative top or left moves the box away.
            let sides = margin.split(separator: " ").map(String.init)
            let left = sides.count == 4 ? sides[3] : sides.count >= 2 ? sides[1] : sides.first
            if isFarOff(sides.first) || isFarOff(left) { style.unviewable = true }
        }
        if Self.transformHides(transform) || value(.offsetPath).map(Self.motionPathStartsFarOff) == true { style.unviewable = true }
        if let scale = value(.scale), Self.scalesToNothing(scale.split(separator: " ")) { style.unviewable = true }
        if !transform.isEmpty || value(.rotate) != nil {
            // Turned edge-on, or turned over with its back not drawn.
            let facing = Self.facing(transform: transform, rotate: value(.rotate))
            if abs(facing) < 0.1 || (facing < -0.05 && value(.backfaceVisibility) == "hidden") { style.unviewable = true }
        }
        if let translate = value(.translate), translate.split(separator: " ").contains(where: { isFarOff(String($0)) }) {
            style.unviewable = true
        }
        // `zoom` shrinks the box and everything in it; a browser reads 0 as 1.
        if let zoom = value(.zoom), let n = leadingNumber(zoom), n > 0, (zoom.hasSuffix("%") ? n / 100 : n) < 0.1 {
            style.unviewable = true
        }
        if value(.contentVisibility) == "hidden" { style.hidesContent = true }
        if let mask = value(.textSecurity) { style.textSecurity = mask.lowercased() }
        if let color = value(.color) { style.transparentColor = TextInk.isTransparent(color) }
        if let fill = value(.textFillColor) { style.textFill = TextInk(fill: fill) }
        if let shadow = value(.textShadow) { style.textShadow = shadow != "none" }
        if let clipPath = value(.clipPath), Self.clipPathHides(clipPath) { style.unviewable = true }
        let font = (value(.fontSize) ?? value(.font).flatMap(fontSizeOfShorthand)).flatMap(fontPixels)
        if isTiny(value(.width), font: font) || isTiny(value(.maxWidth), font: font) { style.tinyWidth = true }
        if isTiny(value(.height), font: font) || isTiny(value(.maxHeight), font: font) { style.tinyHeight = true }
        if let font, font < 4, !(value(.height).flatMap(Self.pixels).map { $0 >= 10 } ?? false) {
            style.tinyFont = true
        }
        let (clipsX, clipsY) = Self.clips(overflow: value(.overflow), x: value(.overflowX), y: value(.overflowY),
                                          contain: value(.contain))
        // Size containment without a height, a minimum height of 10 px or an intrinsic size: no height at all.
        if let contain = value(.contain), Self.containsSizeAndPaint(contain), value(.height) == nil,
           value(.minHeight).flatMap(Self.pixels).map({ $0 < 10 }) ?? true,
           value(.containIntrinsicSize).map({ $0 == "none" }) ?? true {
            style.tinyHeight = true
        }
        if clipsX { style.clipsX = true }
        if clipsY { style.clipsY = true }
        if clipsY, value(.height) == nil { style.fitsAnEmptyTrack.insert(.vertical) }
        if clipsX, value(.width) == nil { style.fitsAnEmptyTrack.insert(.horizontal) }
        if value(.height) == nil, let minimum = value(.minHeight), Self.pixels(minimum) == 0 { style.shrinksToAnEmptyTrack.insert(.vertical) }
        if style.emptyFirstTrack.contains(.vertical), clipsY, value(.height) == nil { style.emptyFirstTrack.insert(.verticalCut) }
        if clipsX || clipsY {
            let overflow = Self.overflow(value)
            switch overflow.x {
            case "hidden", "clip": style.overflowX = .cuts
            case "auto", "scroll", "overlay": style.overflowX = .scrolls
            // `visible` beside a `hidden`, `auto` or `scroll` axis computes to `auto`.
            default: if let y = overflow.y, y != "visible", y != "clip" { style.overflowX = .scrolls }
            }
            // A room for the flow inside (``FlowStyle/clipRoom``, resolved when needed).
            let paints = value(.contain).map(containsPaint) ?? false
            let sized = (x: declared.width != nil || value(.maxWidth).flatMap(pixels) != nil,
                         y: declared.height != nil || value(.maxHeight).flatMap(pixels) != nil)
            if paints || overflow.x == "hidden" || overflow.x == "clip" { style.cuts.insert(.horizontal) }
            if paints || overflow.y == "hidden" || overflow.y == "clip" { style.cuts.insert(.vertical) }
            style.startsRoom = (sized.x && style.cuts.contains(.horizontal)) || (sized.y && style.cuts.contains(.vertical))
        }
        if clipsX || clipsY {
            func smallest(_ size: Double?, _ most: String?) -> Double? {
                [size, most.flatMap(pixels)].compactMap { $0 }.min()
            }
            let width = smallest(declared.width, value(.maxWidth)), height = smallest(declared.height, value(.maxHeight))
            if width != nil || height != nil { style.clipSize = (width, height) }
        }
        return style
    }
}
