import Foundation
import FormFillHTML

/// The subset of CSS the static collector understands: enough to tell whether `<style>` rules hide an
/// element or push it off screen, read as a desktop browser reads them.
///
/// Covered: rules whose selectors are made of type, `#id`, `.class`, `*` (names with CSS escapes), attribute
/// (`[a]`, `[a=v]`, `~=`, `|=`, `^=`, `$=`, `*=`, with the `i` flag), `:not(…)`, `:is(…)`, `:where(…)` and
/// ``PseudoClass`` compounds joined by descendant (space), child (`>`), next-sibling (`+`) and
/// subsequent-sibling (`~`) combinators; nested rules (`&`); `@media` and `@supports` blocks whose condition
/// holds (``ConditionalRules``); `@scope` blocks with a root; `@keyframes` for animations that settle
/// (``Animation``); cascade layers; `!important`; specificity and source order; custom properties (kept for
/// ``Visibility`` to substitute). Combinators are
/// matched right to left without backtracking (the first ancestor or sibling that fits is taken), which can miss
/// a rule that only a later one satisfies. The rules of `::before` and `::after` boxes are kept apart, for the
/// boxes fixed to the window (``generatedSheets``). Not covered (the rule is ignored): other pseudo-elements and
/// other pseudo-classes, other at-rules (`@container`, an `@scope` without a root, …; the sheets
/// that `@import` and `<link>` name are read by ``LinkedStyleSheets`` when they can be), inheritance of
/// `visibility: visible` under a hidden ancestor (the original collect script treats that as hidden too).
struct StyleSheet: Sendable {
    struct Compound: Equatable, Sendable {
        var tag: String?
        var id: String?
        var classes: [String] = []
        var attributes: [AttributeTest] = []
        /// `:not(…)`: the element matches none of these.
        var negations: [Compound] = []
        /// `:is(…)`/`:where(…)`: the element matches one compound of each list.
        var anyOf: [[Compound]] = []
        /// `:not(…)` and `:is(…)`/`:where(…)` lists that hold a complex selector (`:is(main form)`,
        /// `:not(.a > .b)`): matched as the element's own selector, the element as its subject.
        var negationSelectors: [Selector] = []
        var anyOfSelectors: [[Selector]] = []
        /// `:has(…)`: for each list, the element has a descendant, child or later sibling that one of its
        /// relative selectors matches.
        var has: [[Relative]] = []
        var pseudoClasses: [PseudoClass] = []
        /// ``tag``, ``id`` and ``classes`` as numbers of the sheet's name tables (``Names``), -1 and empty
        /// for none: set when the sheet is built, so matching compares integers.
        var tagKey: Int32 = -1
        var idKey: Int32 = -1
        var classKeys = ClassSet()

        /// Whether this compound, or one inside its `:not()`, `:is()` or `:has()`, reads ``FormStates``.
        var readsFormStates: Bool {
            pseudoClasses.contains(where: \.readsFormStates) || negations.contains(where: \.readsFormStates)
                || anyOf.contains { $0.contains(where: \.readsFormStates) }
                || (negationSelectors + anyOfSelectors.joined()).contains { $0.compounds.contains(where: \.readsFormStates) }
                || has.contains { $0.contains { $0.compounds.contains(where: \.readsFormStates) } }
        }
    }

    /// `[name]`, `[name=value]` and the other attribute operators.
    struct AttributeTest: Equatable, Sendable {
        enum Operator: Equatable { case exists, equals, includes, dashMatch, prefix, suffix, substring }
        var name: String
        var op: Operator
        var value: String
        var caseInsensitive: Bool
        /// ``name``'s number in the sheet's names (``Names/attributes``), set when the sheet is built.
        var nameKey: Int32 = -1

        func matches(_ actual: String?) -> Bool {
            guard let actual else { return false }
            if op == .exists { return true }
            let a = caseInsensitive ? actual.lowercased() : actual, v = caseInsensitive ? value.lowercased() : value
            switch op {
            case .exists: return true
            case .equals: return a == v
            case .includes: return !v.isEmpty && a.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" }).contains { $0 == v }
            case .dashMatch: return a == v || a.hasPrefix(v + "-")
            case .prefix: return !v.isEmpty && a.hasPrefix(v)
            case .suffix: return !v.isEmpty && a.hasSuffix(v)
            case .substring: return !v.isEmpty && a.contains(v)
            }
        }
    }

    enum Combinator {
        case descendant, child, nextSibling, subsequentSibling

        /// Whether the right-hand element lies inside the left-hand one.
        var isInside: Bool { self == .descendant || self == .child }
    }

    /// A relative selector, an argument of `:has()`: `> .x`, `+ input`, `~ p .y`, `.a .b` (a descendant).
    struct Relative: Equatable, Sendable {
        /// How the first compound relates to the element `:has()` is tested on.
        var leading: Combinator
        /// Left to right; `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
        var compounds: [Compound]
        var combinators: [Combinator]
        /// The relative selector's number in the sheet (``Names/relatives``), set when the sheet is built: the
        /// matcher remembers each answer by it.
        var key: Int32 = -1

        /// Whether every match lies inside the element tested (a descendant's or a child's siblings are inside
        /// too), so only its subtree is searched.
        var staysInside: Bool { leading.isInside }
    }

    struct Selector: Equatable, Sendable {
        /// Left to right; `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
        var compounds: [Compound]
        var combinators: [Combinator]
        var specificity: Int
    }

    struct Rule {
        var selector: Selector
        var declarations: [Declaration]
        var order: Int
        /// While parsing, the rule's cascade layer (an index of the layers' paths, -1 for none); then its rank
        /// among the sheet's layers (higher wins for normal declarations, lower for important ones; rules
        /// outside any layer rank highest).
        var layer: Int32
        /// The names the rule's compounds need above the element it styles (``AncestorFilter``), set when the
        /// sheet is built.
        var ancestors = AncestorFilter.empty
    }

    /// The properties that matter for visibility; declarations of others are dropped at parse time.
    enum Property: Int, CaseIterable {
        case display, visibility, opacity, position, left, top, right, bottom, width, height, clip, overflow
        case clipPath, textIndent, transform, marginLeft, marginTop, maxWidth, maxHeight
        case scale, translate, rotate, backfaceVisibility, zoom, contentVisibility, filter, margin, inset
        case zIndex, background, backgroundColor, backgroundImage, fontSize, font
        /// The overflow of one axis, and `contain` (its `paint` clips to the box as `overflow: clip` does; its
        /// `size` lays the box out as if empty), and the intrinsic size a size-contained box keeps
        /// (`contain-intrinsic-size` and its height's longhands, read as one).
        case overflowX, overflowY, contain, containIntrinsicSize
        /// `-webkit-text-security` (and its unprefixed name): a text box drawn masked, as a password box is.
        case textSecurity
        /// The colours a box draws its text in, and its text's shadow: a box whose text is transparent shows
        /// nothing of what is filled into it (``TextInk``).
        case color, textFillColor, textShadow
        /// `padding` and the bottom and right sides (a clipping box's room below and right of what it holds),
        /// and `float`: what places a box in the flow inside a clipping box.
        case padding, paddingBottom, paddingRight, float, marginBottom, paddingTop, minHeight
        /// `columns`, `column-count` and `column-width`, read as one: a box laid out in columns places its blocks
        /// side by side as well as one below the other.
        case columns
        /// `mask-image`, and the `mask` shorthand and their `-webkit-` names, read as one property.
        case maskImage
        /// A grid's row and column tracks: an empty first track (`0fr`) gives the grid's first item no size.
        case gridTemplateRows, gridTemplateColumns
        /// A flex box's direction and wrapping, and an item's `flex`, `flex-shrink` and `flex-basis`: the items of
        /// a row that do not shrink push the ones after them sideways.
        case flexDirection, flexWrap, flexFlow, flex, flexShrink, flexBasis
        /// What a `::before`/`::after` pseudo-element shows: without it (or with `none`/`normal`) it has no box.
        case content
        /// `offset-path` (and the `offset` shorthand, read as one): a motion path places the box's centre on its
        /// first point.
        case offsetPath
        /// A custom property (`--name`), kept for the `var()` of the properties above.
        case custom

        /// `padding` and its sides, `float`, `margin-bottom`, `min-height`: read only with a rule's other properties
        /// (``isRead(_:)``). (The flex properties are read alone too: a carousel's `.slide { flex: 0 0 360px }`
        /// places its slides, and a `flex-direction` in a rule of its own turns a row into a column.)
        var onlyPlacesInAFlow: Bool {
            switch self {
            case .padding, .paddingBottom, .paddingRight, .float, .marginBottom, .paddingTop, .minHeight: true
            default: false
            }
        }

        /// The CSS name.
        var name: String {
            switch self {
            case .display: "display"
            case .visibility: "visibility"
            case .opacity: "opacity"
            case .position: "position"
            case .left: "left"
            case .top: "top"
            case .right: "right"
            case .bottom: "bottom"
            case .width: "width"
            case .height: "height"
            case .clip: "clip"
            case .overflow: "overflow"
            case .clipPath: "clip-path"
            case .textIndent: "text-indent"
            case .transform: "transform"
            case .marginLeft: "margin-left"
            case .marginTop: "margin-top"
            case .maxWidth: "max-width"
            case .maxHeight: "max-height"
            case .scale: "scale"
            case .translate: "translate"
            case .rotate: "rotate"
            case .backfaceVisibility: "backface-visibility"
            case .zoom: "zoom"
            case .contentVisibility: "content-visibility"
            case .filter: "filter"
            case .margin: "margin"
            case .inset: "inset"
            case .zIndex: "z-index"
            case .background: "background"
            case .backgroundColor: "background-color"
            case .backgroundImage: "background-image"
            case .fontSize: "font-size"
            case .font: "font"
            case .overflowX: "overflow-x"
            case .overflowY: "overflow-y"
            case .contain: "contain"
            case .containIntrinsicSize: "contain-intrinsic-size"
            case .textSecurity: "-webkit-text-security"
            case .color: "color"
            case .textFillColor: "-webkit-text-fill-color"
            case .textShadow: "text-shadow"
            case .padding: "padding"
            case .paddingBottom: "padding-bottom"
            case .paddingRight: "padding-right"
            case .float: "float"
            case .marginBottom: "margin-bottom"
            case .paddingTop: "padding-top"
            case .minHeight: "min-height"
            case .columns: "columns"
            case .content: "content"
            case .maskImage: "mask-image"
            case .gridTemplateRows: "grid-template-rows"
            case .gridTemplateColumns: "grid-template-columns"
            case .flexDirection: "flex-direction"
            case .flexWrap: "flex-wrap"
            case .flexFlow: "flex-flow"
            case .flex: "flex"
            case .flexShrink: "flex-shrink"
            case .flexBasis: "flex-basis"
            case .offsetPath: "offset-path"
            case .custom: "--"
            }
        }

        /// The property of a CSS name (lowercase), nil for the ones visibility does not read. A `switch` on the
        /// string: every declaration of every style sheet and `style` attribute comes through here, and
        /// comparing against each case's `name` cost a third of collecting a page with many styles.
        init?(name: String) {
            switch name {
            case "display": self = .display
            case "visibility": self = .visibility
            case "opacity": self = .opacity
            case "position": self = .position
            case "left", "inset-inline-start": self = .left
            case "top", "inset-block-start": self = .top
            case "right": self = .right
            case "bottom": self = .bottom
            // The logical sizes and offsets are read as a horizontal page's (writing modes are not read): a block
            // size is a height, an inline size a width, their start the top and the left.
            case "width", "inline-size": self = .width
            case "height", "block-size": self = .height
            case "clip": self = .clip
            case "overflow": self = .overflow
            case "clip-path": self = .clipPath
            case "text-indent": self = .textIndent
            case "transform": self = .transform
            case "margin-left", "margin-inline-start": self = .marginLeft
            case "margin-top", "margin-block-start": self = .marginTop
            case "max-width", "max-inline-size": self = .maxWidth
            case "max-height", "max-block-size": self = .maxHeight
            case "scale": self = .scale
            case "translate": self = .translate
            case "rotate": self = .rotate
            case "backface-visibility": self = .backfaceVisibility
            case "zoom": self = .zoom
            case "content-visibility": self = .contentVisibility
            case "filter": self = .filter
            case "margin": self = .margin
            case "inset": self = .inset
            case "z-index": self = .zIndex
            case "background": self = .background
            case "background-color": self = .backgroundColor
            case "background-image": self = .backgroundImage
            case "font-size": self = .fontSize
            case "font": self = .font
            case "overflow-x": self = .overflowX
            case "overflow-y": self = .overflowY
            case "contain": self = .contain
            case "contain-intrinsic-size", "contain-intrinsic-height", "contain-intrinsic-block-size": self = .containIntrinsicSize
            case "-webkit-text-security", "text-security": self = .textSecurity
            case "color": self = .color
            case "-webkit-text-fill-color": self = .textFillColor
            case "text-shadow": self = .textShadow
            case "padding": self = .padding
            case "padding-bottom", "padding-block-end": self = .paddingBottom
            case "padding-right", "padding-inline-end": self = .paddingRight
            case "float": self = .float
            case "margin-bottom", "margin-block-end": self = .marginBottom
            case "padding-top", "padding-block-start": self = .paddingTop
            case "min-height", "min-block-size": self = .minHeight
            case "columns", "column-count", "column-width": self = .columns
            case "content": self = .content
            case "mask-image", "-webkit-mask-image", "mask", "-webkit-mask": self = .maskImage
            case "grid-template-rows": self = .gridTemplateRows
            case "grid-template-columns": self = .gridTemplateColumns
            case "flex-direction": self = .flexDirection
            case "flex-wrap": self = .flexWrap
            case "flex-flow": self = .flexFlow
            case "flex": self = .flex
            case "flex-shrink": self = .flexShrink
            case "flex-basis": self = .flexBasis
            case "offset-path", "offset": self = .offsetPath
            default: return nil
            }
        }
    }

    struct Declaration: Equatable {
        var property: Property
        var value: String
        var important: Bool
        /// The name of a ``Property/custom`` property (`--gap`), nil for the others.
        var customName: String?
        /// Whether the value refers to a custom property (`var(--x)`).
        var usesVariable: Bool
        /// Whether an animation sets it (``Animation``): it beats every normal declaration, inline ones too.
        var animated = false

        init(property: Property, value: String, important: Bool, customName: String? = nil) {
            self.property = property
            self.value = value
            self.important = important
            self.customName = customName
            usesVariable = Self.refersToVariable(value)
        }

        /// The property of a (lowercased) name: one visibility reads, or a custom one; nil for the others.
        static func property(named name: String) -> Property? {
            Property(name: name) ?? (name.hasPrefix("--") ? .custom : nil)
        }

        /// Whether `value` holds `var(`, on its bytes (most values have no parenthesis at all).
        private static func refersToVariable(_ value: String) -> Bool {
            var value = value
            return value.withUTF8 { bytes in
                guard bytes.count >= 4, bytes.contains(UInt8(ascii: "(")) else { return false }
                for i in 0...(bytes.count - 4) where bytes[i] == UInt8(ascii: "v") && bytes[i + 1] == UInt8(ascii: "a")
                    && bytes[i + 2] == UInt8(ascii: "r") && bytes[i + 3] == UInt8(ascii: "(") {
                    return true
                }
                return false
            }
        }
    }

    private(set) var rules: [Rule] = []
    /// The `@keyframes` blocks, by lowercased name (the last one of a name wins).
    private(set) var keyframes: [String: [Animation.Keyframe]] = [:]
    /// While parsing, the rules that declare animations (resolved against the sheet's `@keyframes` at its end).
    private var animatedRules: [(rule: Int, animations: [Animation])] = []
    /// Whether any rule sits in a cascade layer: then important declarations are ordered apart.
    private(set) var hasLayers = false
    /// The cascade layers named while parsing: each one's position among its siblings, from the top down.
    private var layerPaths: [[Int]] = []
    private var layerIndex: [LayerKey: Int32] = [:]
    /// The number of sublayers declared so far in each layer (-1: at the top).
    private var layerChildren: [Int32: Int] = [:]

    private struct LayerKey: Hashable {
        var parent: Int32
        var name: String
    }
    /// The tag names, ids, classes and attribute names the selectors use, numbered.
    private var names = Names()
    // Rules indexed by their rightmost compound's most specific part (by the part's number), so matching an
    // element only tries the rules that could apply to it.
    private var byID: [[Int]] = []
    private var byClass: [[Int]] = []
    private var byTag: [[Int]] = []
    private var universal: [Int] = []

    var isEmpty: Bool { rules.isEmpty }

    /// The index keys under which some rules are filed: whether one of them can apply to an element is then
    /// a look-up of the element's id, classes and tag (``Matcher/mayMatch(_:_:)``), not a match.
    struct RuleKeys {
        var universal = false
        var ids: Set<Int32> = [], classes: Set<Int32> = [], tags: Set<Int32> = []
        /// The ids, class names and element names of ``ids``, ``classes`` and ``tags``.
        var idNames: Set<String> = [], classNames: Set<String> = [], tagNames: Set<String> = []
        var isEmpty: Bool { !universal && ids.isEmpty && classes.isEmpty && tags.isEmpty }
    }

    /// The keys of the rules that satisfy `predicate`.
    func keys(ofRulesWhere predicate: (Rule) -> Bool) -> RuleKeys {
        let chosen = Set(rules.indices.filter { predicate(rules[$0]) })
        var keys = RuleKeys()
        guard !chosen.isEmpty else { return keys }
        keys.universal = universal.contains(where: chosen.contains)
        for (k, list) in byID.enumerated() where list.contains(where: chosen.contains) { keys.ids.insert(Int32(k)) }
        for (k, list) in byClass.enumerated() where list.contains(where: chosen.contains) { keys.classes.insert(Int32(k)) }
        for (k, list) in byTag.enumerated() where list.contains(where: chosen.contains) { keys.tags.insert(Int32(k)) }
        keys.idNames = Set(names.ids.filter { keys.ids.contains($0.value) }.keys)
        keys.classNames = Set(names.classes.filter { keys.classes.contains($0.value) }.keys)
        keys.tagNames = Set(names.tags.filter { keys.tags.contains($0.value) }.keys)
        return keys
    }

    /// A pseudo-element whose generated box a sheet of its own describes (``generatedSheets``).
    enum GeneratedContent: Sendable, CaseIterable {
        case before, after

        /// The selector suffixes that name it (the legacy one-colon form too), lowercase.
        var suffixes: [String] {
            switch self {
            case .before: ["::before", ":before"]
            case .after: ["::after", ":after"]
            }
        }
    }

    /// Which pseudo-element this sheet's rules style: nil for the elements themselves.
    let generatedContent: GeneratedContent?

    /// Whether the sheet declares a container (`container-type`, or the `container` shorthand) anywhere: only
    /// then are its `@container` blocks read (``ConditionalRules/container(_:)``); a browser finds no container
    /// for a query on a page that declares none.
    private var declaresContainers = false

    /// Whether a source holds a `container-type` or `container` declaration: the name at a declaration's start
    /// (after `{` or `;` and spaces), then spaces and a colon; not a class `.container:hover` nor `.container-type-a`.
    static func declaresContainer(_ source: String) -> Bool {
        let name = Array("container".utf8), type = Array("-type".utf8)
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
        var source = source
        return source.withUTF8 { bytes in
            var from = 0
            while let i = firstRange(of: name, in: from..<bytes.count, of: bytes) {
                from = i + 1
                var before = i - 1
                while before >= 0, isSpace(bytes[before]) { before -= 1 }
                guard before < 0 || bytes[before] == UInt8(ascii: "{") || bytes[before] == UInt8(ascii: ";") else { continue }
                var after = i + name.count
                if firstRange(of: type, in: after..<min(after + type.count, bytes.count), of: bytes) == after { after += type.count }
                while after < bytes.count, isSpace(bytes[after]) { after += 1 }
                if after < bytes.count, bytes[after] == UInt8(ascii: ":") { return true }
            }
            return false
        }
    }

    /// A rule of a `::before` or `::after` box, kept aside while the page's sheet is parsed: its selector is
    /// the element's (the pseudo-element stripped), its layer the parse's (before ranking).
    private struct GeneratedRule {
        var kind: GeneratedContent
        var selector: String
        var declarations: [Declaration]
        var layer: Int32
    }
    private var generatedRules: [GeneratedRule] = []

    /// The sheets of the `::before` and `::after` boxes that a rule fixes to the window or places over their
    /// containing block (`position: fixed` or `absolute`), made from the rules the parse kept aside; empty on
    /// most pages (``Visibility``'s covering layers).
    private(set) var generatedSheets: [StyleSheet] = []

    /// Whether a rule takes its box out of the flow, fixed to the window or placed over its containing block
    /// (`position: fixed` or `absolute`): what a covering layer's rules declare.
    static func positionsItsBox(_ declarations: [Declaration]) -> Bool {
        declarations.contains { $0.property == .position && ($0.value == "fixed" || $0.value == "absolute") }
    }

    /// The page's sheet. Rules whose selectors end in `::before` or `::after` (`:before`, `:after`) style a
    /// generated box, not the element: they are kept aside for ``generatedSheets``.
    init(sources: [String]) {
        generatedContent = nil
        declaresContainers = sources.contains(where: Self.declaresContainer)
        for source in sources { parse(Self.withoutComments(source)[...], in: Scope()) }
        // Animations settle on what the sheet's keyframes (wherever they stand in it) leave; a rule that declared
        // only an animation that leaves nothing is dropped.
        if !animatedRules.isEmpty {
            for (rule, animations) in animatedRules { rules[rule].declarations += Animation.settled(animations, keyframes: keyframes) }
            animatedRules = []
            rules.removeAll { $0.declarations.isEmpty }
            for i in rules.indices { rules[i].order = i }
        }
        for kind in GeneratedContent.allCases {
            let own = generatedRules.filter { $0.kind == kind }
            guard own.contains(where: { Self.positionsItsBox($0.declarations) }) else { continue }
            generatedSheets.append(StyleSheet(kind, rules: own, layerPaths: layerPaths))
        }
        generatedRules = []
        finish()
    }

    /// A sheet of one pseudo-element's rules (``generatedSheets``), each read as a rule of the element.
    private init(_ kind: GeneratedContent, rules generated: [GeneratedRule], layerPaths: [[Int]]) {
        generatedContent = kind
        self.layerPaths = layerPaths
        for rule in generated {
            if let selector = Self.selector(rule.selector) {
                rules.append(Rule(selector: selector, declarations: rule.declarations, order: rules.count, layer: rule.layer))
            }
        }
        finish()
    }

    /// Ranks the layers, numbers the selectors' names and files the rules by their rightmost compound.
    private mutating func finish() {
        rankLayers()
        for i in rules.indices {
            for k in rules[i].selector.compounds.indices { names.intern(&rules[i].selector.compounds[k]) }
        }
        byID = Array(repeating: [], count: names.ids.count)
        byClass = Array(repeating: [], count: names.classes.count)
        byTag = Array(repeating: [], count: names.tags.count)
        for i in rules.indices where rules[i].selector.compounds.count > 1 {
            rules[i].ancestors = AncestorFilter.required(by: rules[i].selector)
        }
        for (i, rule) in rules.enumerated() {
            guard let last = rule.selector.compounds.last else { continue }
            if last.idKey >= 0 { byID[Int(last.idKey)].append(i) }
            else if let c = last.classes.first, let key = names.classes[c] { byClass[Int(key)].append(i) }
            else if last.tagKey >= 0 { byTag[Int(last.tagKey)].append(i) }
            else { universal.append(i) }
        }
    }

    /// Turns each rule's layer into its rank. A rule in layer path `p` sorts as `p` followed by "the layer's own
    /// rules" (after every sublayer), a rule outside any layer as "own rules" of the top: so a later layer beats
    /// an earlier one, a layer's own rules beat its sublayers', and rules outside layers beat all.
    private mutating func rankLayers() {
        guard !layerPaths.isEmpty else { return }
        let own = Int.max
        let keys = layerPaths.map { $0 + [own] }
        let order = keys.indices.sorted { keys[$0].lexicographicallyPrecedes(keys[$1]) }
        var rank = [Int32](repeating: 0, count: keys.count)
        for (r, index) in order.enumerated() { rank[index] = Int32(r) }
        let top = Int32(keys.count)
        for i in rules.indices {
            let layer = rules[i].layer
            rules[i].layer = layer >= 0 ? rank[Int(layer)] : top
            if layer >= 0 { hasLayers = true }
        }
    }

    /// The tag names, ids, classes and tested attribute names of a sheet's selectors, each kind numbered from 0.
    struct Names: Sendable {
        var tags: [String: Int32] = [:]
        var ids: [String: Int32] = [:]
        var classes: [String: Int32] = [:]
        var attributes: [String: Int32] = [:]
        /// How many relative selectors (``Relative/key``) the sheet holds.
        var relatives: Int32 = 0

        /// Numbers a compound's (and its negations') names, adding the new ones.
        mutating func intern(_ compound: inout Compound) {
            func number(_ name: String, in table: inout [String: Int32]) -> Int32 {
                if let known = table[name] { return known }
                let key = Int32(table.count)
                table[name] = key
                return key
            }
            if let tag = compound.tag { compound.tagKey = number(tag, in: &tags) }
            if let id = compound.id { compound.idKey = number(id, in: &ids) }
            for c in compound.classes { compound.classKeys.insert(number(c, in: &classes)) }
            for k in compound.attributes.indices {
                compound.attributes[k].nameKey = number(compound.attributes[k].name, in: &attributes)
            }
            for k in compound.negations.indices { intern(&compound.negations[k]) }
            for k in compound.anyOf.indices {
                for m in compound.anyOf[k].indices { intern(&compound.anyOf[k][m]) }
            }
            for k in compound.negationSelectors.indices {
                for c in compound.negationSelectors[k].compounds.indices { intern(&compound.negationSelectors[k].compounds[c]) }
            }
            for k in compound.anyOfSelectors.indices {
                for m in compound.anyOfSelectors[k].indices {
                    for c in compound.anyOfSelectors[k][m].compounds.indices { intern(&compound.anyOfSelectors[k][m].compounds[c]) }
                }
            }
            for k in compound.has.indices {
                for m in compound.has[k].indices {
                    compound.has[k][m].key = relatives
                    relatives += 1
                    for c in compound.has[k][m].compounds.indices { intern(&compound.has[k][m].compounds[c]) }
                }
            }
        }
    }

    // MARK: Matching

    /// The sheet bound to one document: matches its elements on integers (the element's interned name, the
    /// sheet's numbers of its id and classes, the document's interned attribute names), with each element's
    /// facts worked out once and kept. Not shared between threads: each chunk of fields has its own copy.
    struct Matcher {
        let sheet: StyleSheet
        /// By ``HTMLName/index``: the sheet's number of each element name of the document, -1 when no
        /// selector names it.
        private let tagKeys: [Int32]
        private let idAttribute: HTMLName?, classAttribute: HTMLName?
        /// By ``AttributeTest/nameKey``: the document's interned name of each attribute a selector tests (nil:
        /// no element has it), so testing an element compares integers instead of hashing the name.
        private let attributeNames: [HTMLName?]
        private let nodeCount: Int
        /// By ``HTMLNode/index``; made at the first match (a copy of the matcher, one per chunk of fields,
        /// has its own).
        private var facts: [ElementFacts] = []
        /// The class numbers from 64 up of every element (``ElementFacts/moreClasses`` ranges over it).
        private var moreClasses: [Int32] = []
        /// By ``HTMLNode/index``: the names above each element (``AncestorFilter``), made at the first rule
        /// that needs them.
        private var ancestorFilters: [AncestorFilter] = []
        /// The candidate rules of an element, reused from one element to the next.
        private var candidates: [Int] = []
        /// `:has()`'s answers, by the relative selector's key (high half) and the element's index (low half).
        private var relativeAnswers: [Int64: Bool] = [:]
        /// The page's form states, when a rule reads them.
        private var formStates: FormStates?
        /// How many more elements `:has()` may visit (``matches(_:at:)``).
        private var relativeSteps = Self.relativeBudget
        /// The most elements all the `:has()` tests of one matcher visit: a few full walks of a large page.
        static let relativeBudget = 4_000_000

        init(sheet: StyleSheet, document: HTMLDocument) {
            self.sheet = sheet
            var tagKeys = [Int32](repeating: -1, count: sheet.isEmpty ? 0 : document.nameCount)
            for (tag, key) in sheet.names.tags {
                if let name = document.name(tag) { tagKeys[name.index] = key }
            }
            self.tagKeys = tagKeys
            idAttribute = sheet.names.ids.isEmpty ? nil : document.name("id")
            classAttribute = sheet.names.classes.isEmpty ? nil : document.name("class")
            var attributeNames = [HTMLName?](repeating: nil, count: sheet.names.attributes.count)
            for (name, key) in sheet.names.attributes { attributeNames[Int(key)] = document.name(name) }
            self.attributeNames = attributeNames
            nodeCount = document.nodeCount
            // Worked out once here, so the copies of this matcher that chunks of the page use share it.
            if sheet.rules.contains(where: { $0.selector.compounds.contains(where: \.readsFormStates) }) {
                formStates = FormStates(document)
            }
        }

        var isEmpty: Bool { sheet.isEmpty }

        /// The declarations the animations of a `style` attribute leave on its element (``Animation``).
        func animatedDeclarations(_ inline: Substring) -> [Declaration] {
            guard !sheet.keyframes.isEmpty, let animations = Animation.read(inline) else { return [] }
            return Animation.settled(animations, keyframes: sheet.keyframes)
        }

        /// Whether a rule filed under `keys` could apply to `element` (its id, a class or its tag is among
        /// them): false means none does.
        mutating func mayMatch(_ keys: RuleKeys, _ element: HTMLNode) -> Bool {
            if keys.universal { return true }
            guard !keys.isEmpty else { return false }
            let own = facts(of: element)
            if own.id >= 0, keys.ids.contains(own.id) { return true }
            if own.tag >= 0, keys.tags.contains(own.tag) { return true }
            var bits = own.classes
            while bits != 0 {
                if keys.classes.contains(Int32(bits.trailingZeroBitCount)) { return true }
                bits &= bits - 1
            }
            return own.moreClasses.contains { keys.classes.contains(moreClasses[Int($0)]) }
        }

        /// The rules that apply to `element`, lowest precedence first (by specificity, then source order;
        /// `!important` is resolved by the caller).
        mutating func matchingRules(for element: HTMLNode) -> [Int] {
            guard !sheet.isEmpty else { return [] }
            let own = facts(of: element)
            candidates.removeAll(keepingCapacity: true)
            // Each list is in rule order: only rules from two or more lists need sorting (and a rule indexed under
            // two of the element's classes shows up twice).
            var lists = 0
            func add(_ list: [Int]) {
                guard !list.isEmpty else { return }
                candidates += list
                lists += 1
            }
            add(sheet.universal)
            if own.id >= 0 { add(sheet.byID[Int(own.id)]) }
            var bits = own.classes
            while bits != 0 {
                add(sheet.byClass[bits.trailingZeroBitCount])
                bits &= bits - 1
            }
            for k in own.moreClasses { add(sheet.byClass[Int(moreClasses[Int(k)])]) }
            if own.tag >= 0 { add(sheet.byTag[Int(own.tag)]) }
            guard !candidates.isEmpty else { return [] }
            if lists > 1 { candidates.sort() }
            var matched: [Int] = []
            var above = AncestorFilter.unknown
            for (n, i) in candidates.enumerated() where n == 0 || candidates[n - 1] != i {
                // The names the rule needs above the element first: most rules of a large sheet fail there.
                let required = sheet.rules[i].ancestors
                if !required.isEmpty {
                    if !above.isKnown { above = ancestorFilter(of: element) }
                    guard above.mayContain(required) else { continue }
                }
                let compounds = sheet.rules[i].selector.compounds
                guard matches(compounds[compounds.count - 1], own, element) else { continue }
                if compounds.count > 1 {
                    guard matchesLeft(sheet.rules[i].selector, from: element) else { continue }
                }
                matched.append(i)
            }
            guard matched.count > 1 else { return matched }
            let rules = sheet.rules
            matched.sort {
                (rules[$0].layer, rules[$0].selector.specificity, rules[$0].order)
                    < (rules[$1].layer, rules[$1].selector.specificity, rules[$1].order)
            }
            return matched
        }

        /// The declarations of ``matchingRules(for:)``'s rules, in their order; with cascade layers, the
        /// important ones follow, in the layers' reverse order (an important declaration of an earlier layer
        /// wins).
        func declarations(of rules: [Int]) -> [Declaration] {
            guard sheet.hasLayers else { return rules.flatMap { sheet.rules[$0].declarations } }
            var normal: [Declaration] = [], important: [(layer: Int32, position: Int, declaration: Declaration)] = []
            for index in rules {
                let rule = sheet.rules[index]
                for d in rule.declarations {
                    if d.important { important.append((rule.layer, important.count, d)) } else { normal.append(d) }
                }
            }
            important.sort { ($1.layer, $0.position) < ($0.layer, $1.position) }
            return normal + important.map(\.declaration)
        }

        /// An element's facts, from the cache when they are known.
        private mutating func facts(of element: HTMLNode) -> ElementFacts {
            if facts.isEmpty { facts = Array(repeating: ElementFacts(), count: nodeCount) }
            let known = facts[element.index]
            if known.tag != ElementFacts.unknown { return known }
            var made = ElementFacts(tag: element.interned.map { tagKeys[$0.index] } ?? -1)
            if idAttribute != nil, let id = element.attribute(idAttribute), let key = sheet.names.ids[id] { made.id = key }
            if classAttribute != nil, var value = element.attribute(classAttribute) {
                let start = Int32(moreClasses.count)
                let classes = sheet.names.classes
                var more: [Int32] = []
                // Split on the bytes, each class a (mostly small, unallocated) string only for the look-up.
                value.withUTF8 { bytes in
                    var i = 0
                    while i < bytes.count {
                        while i < bytes.count, Self.isSpace(bytes[i]) { i += 1 }
                        let first = i
                        while i < bytes.count, !Self.isSpace(bytes[i]) { i += 1 }
                        guard i > first,
                              let key = classes[String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<i]), as: UTF8.self)]
                        else { continue }
                        if key < 64 { made.classes |= 1 << UInt64(key) } else { more.append(key) }
                    }
                }
                moreClasses += more
                made.moreClasses = start..<Int32(moreClasses.count)
            }
            facts[element.index] = made
            return made
        }

        /// The names of `element`'s element ancestors (``AncestorFilter``): its parent's filter and the parent's
        /// own names, each node's worked out once, from the top down.
        private mutating func ancestorFilter(of element: HTMLNode) -> AncestorFilter {
            if ancestorFilters.isEmpty { ancestorFilters = Array(repeating: .unknown, count: nodeCount) }
            var pending: [HTMLNode] = []
            var node = element
            while !ancestorFilters[node.index].isKnown {
                pending.append(node)
                guard let parent = node.parent, parent.isElement else { break }
                node = parent
            }
            for child in pending.reversed() {
                var filter = AncestorFilter.empty
                if let parent = child.parent, parent.isElement {
                    filter = ancestorFilters[parent.index]
                    let own = facts(of: parent)
                    filter.insert(own.tag, .tag)
                    filter.insert(own.id, .id)
                    var bits = own.classes
                    while bits != 0 {
                        filter.insert(Int32(bits.trailingZeroBitCount), .class)
                        bits &= bits - 1
                    }
                    for k in own.moreClasses { filter.insert(moreClasses[Int(k)], .class) }
                }
                ancestorFilters[child.index] = filter
            }
            return ancestorFilters[element.index]
        }

        /// HTML's white space between classes.
        private static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }

        private mutating func matches(_ compound: Compound, _ element: HTMLNode) -> Bool {
            // Worked out before the call: as an argument, `facts(of:)` would change `self` after the call had
            // taken its copy of `self`, and that copy (the whole cache) was made on every call.
            let known = facts(of: element)
            return matches(compound, known, element)
        }

        private mutating func matches(_ compound: Compound, _ facts: ElementFacts, _ element: HTMLNode) -> Bool {
            if compound.tagKey >= 0, compound.tagKey != facts.tag { return false }
            if compound.idKey >= 0, compound.idKey != facts.id { return false }
            if facts.classes & compound.classKeys.low != compound.classKeys.low { return false }
            for key in compound.classKeys.high where !moreClasses[Int(facts.moreClasses.lowerBound)..<Int(facts.moreClasses.upperBound)].contains(key) {
                return false
            }
            for test in compound.attributes where !test.matches(element.attribute(attributeNames[Int(test.nameKey)])) {
                return false
            }
            for negation in compound.negations where matches(negation, facts, element) { return false }
            for list in compound.anyOf where !list.contains(where: { matches($0, facts, element) }) { return false }
            for negation in compound.negationSelectors where matches(negation, facts, element) { return false }
            for list in compound.anyOfSelectors where !list.contains(where: { matches($0, facts, element) }) { return false }
            for pseudoClass in compound.pseudoClasses where !pseudoClass.matches(element, states: formStates) { return false }
            for list in compound.has where !list.contains(where: { matches($0, at: element) }) { return false }
            return true
        }

        /// Whether `anchor` has an element that `relative` matches (`:has(relative)`): among its descendants, or
        /// its later siblings and theirs. Each answer is kept, and all of them together visit at most
        /// ``relativeSteps`` elements: past that, `:has()` matches nothing, as before it was read.
        private mutating func matches(_ relative: Relative, at anchor: HTMLNode) -> Bool {
            let key = Self.answerKey(relative, anchor)
            if let known = relativeAnswers[key] { return known }
            var found = false
            func consider(_ candidate: HTMLNode) -> HTMLWalkStep {
                guard !found, relativeSteps > 0 else { return .skipChildren }
                relativeSteps -= 1
                if candidate != anchor, matches(relative.compounds[relative.compounds.count - 1], candidate),
                   matchesRelativeLeft(relative, relative.compounds.count - 1, from: candidate, anchor: anchor) {
                    found = true
                }
                return found ? .skipChildren : .descend
            }
            func search(_ s: HTMLNode) {
                if relative.combinators.contains(where: \.isInside) { s.walkElements(enter: { consider($0) }) } else { _ = consider(s) }
            }
            if relative.leading == .descendant && relative.compounds.count == 1 {
                found = holdsMatch(relative, anchor)
            } else if relative.leading == .child && !relative.combinators.contains(where: \.isInside) {
                // Children, and siblings of children: the children alone.
                var child = anchor.firstChild
                while let c = child, !found, relativeSteps > 0 {
                    if c.isElement { _ = consider(c) }
                    child = c.nextSibling
                }
            } else if relative.staysInside {
                anchor.walkElements(enter: { consider($0) })
            } else if relative.combinators.allSatisfy(\.isInside) {
                // The match starts at the next sibling (`+`) or a later one (`~`) and goes down from there. For
                // `~`, an element's answer is its next sibling's own match or that sibling's answer: the siblings
                // passed share the answer found, and no row of siblings is searched twice.
                var passed: [HTMLNode] = [], sibling = anchor.nextElementSibling
                while let s = sibling, relativeSteps > 0 {
                    search(s)
                    if found || relative.leading == .nextSibling { break }
                    if let known = relativeAnswers[Self.answerKey(relative, s)] { found = known; break }
                    passed.append(s)
                    sibling = s.nextElementSibling
                }
                for s in passed { relativeAnswers[Self.answerKey(relative, s)] = found }
            } else {
                var sibling = anchor.nextElementSibling
                while let s = sibling, !found, relativeSteps > 0 {
                    search(s)
                    sibling = s.nextElementSibling
                }
            }
            relativeAnswers[key] = found
            return found
        }

        /// The key of `relative`'s answer at `node` in ``relativeAnswers``.
        private static func answerKey(_ relative: Relative, _ node: HTMLNode) -> Int64 { Int64(relative.key) << 32 | Int64(node.index) }

        /// `:has(x)` for one compound `x`: whether an element below `anchor` matches it. The walk keeps the answer
        /// of every element it passes (no match below an element it left; a match below each element on the way
        /// down to one it found), and stops at an element whose answer is known: the ancestors of a field, asked
        /// one after the other, are walked once between them.
        private mutating func holdsMatch(_ relative: Relative, _ anchor: HTMLNode) -> Bool {
            func key(_ n: HTMLNode) -> Int64 { Self.answerKey(relative, n) }
            var found = false, path: [HTMLNode] = []
            anchor.walkElements(enter: { d in
                guard !found, relativeSteps > 0 else { return .skipChildren }
                relativeSteps -= 1
                if d != anchor {
                    if matches(relative.compounds[0], d) {
                        found = true
                    } else if let known = relativeAnswers[key(d)] {
                        guard known else { return .skipChildren }
                        found = true
                    }
                    if found {
                        for p in path { relativeAnswers[key(p)] = true }
                        return .skipChildren
                    }
                }
                path.append(d)
                return .descend
            }, leave: { d in
                guard path.last == d else { return }
                path.removeLast()
                if !found && relativeSteps > 0 { relativeAnswers[key(d)] = false }
            })
            return found
        }

        /// Whether `element`, which matches `relative.compounds[index]`, has the compounds left of it on its way
        /// back to `anchor`, trying every ancestor or sibling that fits (the chains are short).
        private mutating func matchesRelativeLeft(_ relative: Relative, _ index: Int, from element: HTMLNode, anchor: HTMLNode) -> Bool {
            guard index > 0 else {
                switch relative.leading {
                case .child: return element.parent == anchor
                case .descendant: return element != anchor && element.isInclusiveDescendant(of: anchor)
                case .nextSibling: return element.previousElementSibling == anchor
                case .subsequentSibling:
                    var sibling = element.previousElementSibling
                    while let s = sibling, s != anchor { sibling = s.previousElementSibling }
                    return sibling != nil
                }
            }
            let compound = relative.compounds[index - 1]
            var next: HTMLNode?
            switch relative.combinators[index - 1] {
            case .child, .descendant: next = element.parent
            case .nextSibling, .subsequentSibling: next = element.previousElementSibling
            }
            while let candidate = next, candidate.isElement, candidate != anchor, relativeSteps > 0 {
                relativeSteps -= 1
                if matches(compound, candidate), matchesRelativeLeft(relative, index - 1, from: candidate, anchor: anchor) { return true }
                switch relative.combinators[index - 1] {
                case .child, .nextSibling: next = nil
                case .descendant: next = candidate.parent
                case .subsequentSibling: next = candidate.previousElementSibling
                }
            }
            return false
        }

        /// Whether `selector` matches `element` as its subject (an argument of `:is()` or `:not()`).
        private mutating func matches(_ selector: Selector, _ facts: ElementFacts, _ element: HTMLNode) -> Bool {
            guard let last = selector.compounds.last, matches(last, facts, element) else { return false }
            return matchesLeft(selector, from: element)
        }

        /// Greedy right-to-left matching of the compounds before the last: an ancestor or sibling that fits is
        /// taken at once. `ancestor` is the next ancestor to try; siblings share their parent, so moving to a
        /// sibling keeps it.
        private mutating func matchesLeft(_ selector: Selector, from element: HTMLNode) -> Bool {
            var ancestor = element.parent
            var current = element
            var index = selector.compounds.count - 2
            while index >= 0 {
                let compound = selector.compounds[index]
                switch selector.combinators[index] {
                case .child:
                    guard let parent = ancestor, parent.isElement, matches(compound, parent) else { return false }
                    current = parent
                    ancestor = parent.parent
                case .descendant:
                    while let candidate = ancestor, candidate.isElement, !matches(compound, candidate) { ancestor = candidate.parent }
                    guard let found = ancestor, found.isElement else { return false }
                    current = found
                    ancestor = found.parent
                case .nextSibling:
                    guard let sibling = current.previousElementSibling, matches(compound, sibling) else { return false }
                    current = sibling
                case .subsequentSibling:
                    var sibling = current.previousElementSibling
                    while let s = sibling, !matches(compound, s) { sibling = s.previousElementSibling }
                    guard let found = sibling else { return false }
                    current = found
                }
                index -= 1
            }
            return true
        }
    }

    // MARK: Parsing

    /// Whether `needle` occurs in `text`, compared byte for byte (case too, unlike ``firstRange(of:in:of:)``) on
    /// the UTF-8: a whole sheet's `@import` (Foundation's `contains` bridges it to UTF-16, the standard library's
    /// generic `firstRange(of:)` is slower still).
    static func containsBytes(_ text: String, _ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first else { return true }
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= pattern.count else { return false }
            var i = 0
            let last = bytes.count - pattern.count
            while i <= last {
                if bytes[i] == first {
                    var k = 1
                    while k < pattern.count, bytes[i + k] == pattern[k] { k += 1 }
                    if k == pattern.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// The sheet without its comments (an unclosed one runs to the end), found on the UTF-8 bytes with
    /// ``firstRange(of:in:of:)``: `/` and `*` are ASCII, so every cut falls between characters. (Foundation's
    /// `contains` and `range(of:)` bridged the whole sheet to UTF-16 first: a tenth of collecting a page with a
    /// large sheet.)
    static func withoutComments(_ s: String) -> String {
        let original = s, open = Array("/*".utf8), close = Array("*/".utf8)
        var s = s
        return s.withUTF8 { bytes -> String in
            var from = 0
            guard var start = firstRange(of: open, in: 0..<bytes.count, of: bytes) else { return original }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            while true {
                out += bytes[from..<start]
                guard let end = firstRange(of: close, in: (start + 2)..<bytes.count, of: bytes) else { break }
                from = end + 2
                guard let next = firstRange(of: open, in: from..<bytes.count, of: bytes) else {
                    out += bytes[from...]
                    break
                }
                start = next
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Where a block of rules sits: its cascade layer (an index of ``layerPaths``, -1 for none) and, inside a
    /// style rule (CSS nesting), the selectors of the rules around it.
    private struct Scope {
        var layer: Int32 = -1
        var selectors: [String]?
        /// How many blocks enclose this one.
        var depth = 0

        func nested(layer: Int32? = nil, selectors: [String]?) -> Scope {
            Scope(layer: layer ?? self.layer, selectors: selectors, depth: depth + 1)
        }
    }

    /// Blocks nested deeper than this are not read: no sheet needs it, and no page can make the parser
    /// exhaust the stack or take quadratic time finding the ends of a million nested blocks.
    static let maximumNesting = 32
    /// The deepest parentheses a pseudo-class's argument may hold (`:not(:nth-child(2))` holds 2).
    static let maximumArgumentNesting = 4

    /// Reads a block of rules: style rules (nested ones too), `@media` and `@supports` blocks whose condition
    /// holds (``ConditionalRules``), `@scope` blocks with a root, `@layer` blocks and statements. Other at-rules are skipped. In a style
    /// rule's block the declarations apply to the rule's selectors, before its nested rules (which come later in
    /// source order, as the nesting spec orders them).
    private mutating func parse(_ text: Substring, in scope: Scope) {
        guard scope.depth <= Self.maximumNesting else { return }
        var own: [Declaration] = []
        var blocks: [(prelude: String, block: Substring)] = []
        var rest = text
        while !rest.isEmpty {
            guard let stop = rest.firstIndex(where: { $0 == "{" || $0 == ";" || $0 == "}" }) else {
                if scope.selectors != nil { own += Self.declarations(rest) }
                break
            }
            if rest[stop] == "{" {
                let prelude = rest[..<stop].trimmingCharacters()
                let (block, after) = Self.block(rest, openingAt: stop)
                blocks.append((prelude, block))
                rest = after
                continue
            }
            if rest[stop] == ";" {
                if scope.selectors != nil {
                    own += Self.declarations(rest[..<stop])
                } else {
                    let statement = rest[..<stop].trimmingCharacters().lowercased()
                    let (keyword, names) = Self.atKeyword(statement[...])
                    if keyword == "@layer" {
                        for name in names.split(separator: ",") {
                            _ = layer(named: name.trimmingCharacters(), in: scope.layer)
                        }
                    }
                }
            }
            rest = rest[rest.index(after: stop)...]
        }
        if let selectors = scope.selectors, Self.isRead(own) { add(selectors, own, layer: scope.layer) }
        for (prelude, block) in blocks {
            if prelude.hasPrefix("@") {
                let (name, condition) = Self.atKeyword(prelude.lowercased()[...])
                switch name {
                case "@media": if ConditionalRules.media(condition) { parse(block, in: scope.nested(selectors: scope.selectors)) }
                case "@supports": if ConditionalRules.supports(condition) { parse(block, in: scope.nested(selectors: scope.selectors)) }
                case "@container":
                    if declaresContainers, ConditionalRules.container(condition) { parse(block, in: scope.nested(selectors: scope.selectors)) }
                case "@layer":
                    parse(block, in: scope.nested(layer: layer(named: condition, in: scope.layer), selectors: scope.selectors))
                case "@keyframes", "@-webkit-keyframes":
                    let name = Self.atKeyword(prelude[...]).rest.trimmingCharacters().filter { $0 != "\"" && $0 != "'" }
                    if !name.isEmpty { keyframes[name.lowercased()] = Animation.keyframes(block) }
                case "@scope":
                    // The block's rules as nested in the scope's root (`:scope` and `&` stand for it, other selectors
                    // are its descendants). Its limit (`to (…)`) is not read: the rules reach the whole subtree, so a
                    // box they hide past the limit is hidden here too (at worst a miss). A scope without a root
                    // (`@scope { … }`, whose root is its `<style>` element's parent) is not read.
                    guard let root = Self.scopeRoot(Self.atKeyword(prelude[...]).rest[...]) else { break }
                    let inner = block.replacingOccurrences(of: ":scope", with: "&", options: .caseInsensitive)
                    parse(inner[...], in: scope.nested(selectors: Self.selectors(root, nestedIn: scope.selectors)))
                default: break
                }
                continue
            }
            if block.utf8.contains(UInt8(ascii: "{")) {
                parse(block, in: scope.nested(selectors: Self.selectors(prelude, nestedIn: scope.selectors)))
            } else {
                // Most rules declare nothing visibility reads: their selectors are not even split.
                let declarations = Self.declarations(block)
                let animations = Animation.read(block)
                if Self.isRead(declarations) || animations != nil {
                    add(Self.selectors(prelude, nestedIn: scope.selectors), declarations, layer: scope.layer, animations: animations)
                }
            }
        }
    }

    /// Whether a rule's declarations give it a place in the sheet: one of them is of a property that hides or
    /// places a box by itself. A rule that only pads or floats (`td { padding: 4px }`, common and matched
    /// against every cell) is left out; its padding and float are read where a rule or `style` attribute that
    /// is kept declares them (the flow inside a clipping box, ``Visibility/FlowStyle``).
    private static func isRead(_ declarations: [Declaration]) -> Bool {
        // `min-height: 0` lets an empty grid track shrink a box to nothing (``Visibility``).
        declarations.contains { !$0.property.onlyPlacesInAFlow || ($0.property == .minHeight && Visibility.pixels($0.value) == 0) }
    }

    /// One rule per selector that parses.
    private mutating func add(_ selectors: [String], _ declarations: [Declaration], layer: Int32, animations: [Animation]? = nil) {
        for text in selectors {
            if text.utf8.contains(UInt8(ascii: ":")), let (kind, element) = Self.generatedContentSelector(text) {
                generatedRules.append(GeneratedRule(kind: kind, selector: element, declarations: declarations, layer: layer))
                continue
            }
            if let selector = Self.selector(text) {
                if let animations { animatedRules.append((rules.count, animations)) }
                rules.append(Rule(selector: selector, declarations: declarations, order: rules.count, layer: layer))
            }
        }
    }

    /// A selector that ends in a pseudo-element whose box ``Visibility`` reads (`.w::after`, `body:before`):
    /// which one, and the selector of its element, which must end in a compound (`.w ::after` is left out).
    static func generatedContentSelector(_ text: String) -> (GeneratedContent, String)? {
        let lower = text.lowercased()
        for kind in GeneratedContent.allCases {
            guard let suffix = kind.suffixes.first(where: { lower.hasSuffix($0) }) else { continue }
            let element = String(text.dropLast(suffix.count))
            guard let last = element.last, !last.isWhitespace, !">+~".contains(last) else { return nil }
            return (kind, element)
        }
        return nil
    }

    /// The root selector list of an `@scope` prelude, `(.card, main) to (.content)` → `.card, main`; nil for none.
    static func scopeRoot(_ prelude: Substring) -> String? {
        guard prelude.first == "(" else { return nil }
        var depth = 0
        for i in prelude.indices {
            switch prelude[i] {
            case "(": depth += 1
            case ")":
                depth -= 1
                if depth == 0 {
                    let root = prelude[prelude.index(after: prelude.startIndex)..<i].trimmingCharacters()
                    return root.isEmpty ? nil : root
                }
            default: break
            }
        }
        return nil
    }

    /// `@media screen` → (`@media`, `screen`); `@supports(display:grid)` → (`@supports`, `(display:grid)`).
    static func atKeyword(_ prelude: Substring) -> (name: String, rest: String) {
        let end = prelude.dropFirst().firstIndex { !($0.isLetter || $0 == "-") } ?? prelude.endIndex
        return (String(prelude[..<end]), prelude[end...].trimmingCharacters())
    }

    /// A rule's selector list, each one resolved against the enclosing rule's selectors when nested: `&` stands
    /// for the enclosing selector, and a selector without `&` is a descendant of it (`> .x` a child). Lists nested
    /// in lists multiply, and each `&` repeats its parent: past ``maximumNestedSelectors`` selectors or
    /// ``maximumNestedSelectorBytes`` bytes, the rule's own selectors are read with `&` as any element (`*`), which
    /// matches all a browser matches and more (at worst a miss), so that a sheet of nested lists cannot make the
    /// collector's work grow exponentially.
    static func selectors(_ prelude: String, nestedIn parents: [String]?) -> [String] {
        let list = splitList(prelude[...]).map { $0.trimmingCharacters() }
        guard let parents else { return list }
        // Past the bounds: `&` as any element.
        func anyParent() -> [String] { list.map { $0.utf8.contains(UInt8(ascii: "&")) ? $0.replacingOccurrences(of: "&", with: "*") : "* " + $0 } }
        guard parents.count * list.count <= maximumNestedSelectors else { return anyParent() }
        var bytes = 0, out: [String] = []
        out.reserveCapacity(parents.count * list.count)
        for parent in parents {
            for part in list {
                let resolved = part.utf8.contains(UInt8(ascii: "&")) ? part.split(separator: "&", omittingEmptySubsequences: false).joined(separator: parent)
                    : parent + " " + part
                bytes += resolved.utf8.count
                guard bytes <= maximumNestedSelectorBytes else { return anyParent() }
                out.append(resolved)
            }
        }
        return out
    }

    /// The most selectors a nested rule's list is resolved to against its parents' (``selectors(_:nestedIn:)``).
    static let maximumNestedSelectors = 256
    /// The most bytes of selector text a nested rule's list is resolved to (``selectors(_:nestedIn:)``).
    static let maximumNestedSelectorBytes = 16_384

    /// The cascade layer `name` (dotted names are sublayers; an empty name an anonymous layer) inside the layer
    /// `parent` (-1: none), declared the first time it is named.
    private mutating func layer(named name: String, in parent: Int32) -> Int32 {
        let parentPath = parent >= 0 ? layerPaths[Int(parent)] : []
        var index = parent
        var path = parentPath
        let parts = name.isEmpty ? [Substring("")] : name.split(separator: ".")
        for part in parts {
            let key = LayerKey(parent: index, name: part.isEmpty ? "\u{0}\(layerPaths.count)" : String(part))
            if let known = layerIndex[key] {
                index = known
                path = layerPaths[Int(known)]
                continue
            }
            let siblings = layerChildren[index, default: 0]
            layerChildren[index] = siblings + 1
            path.append(siblings)
            index = Int32(layerPaths.count)
            layerPaths.append(path)
            layerIndex[key] = index
        }
        return index
    }

    /// The text inside the braces opening at `open`, and what follows the closing brace.
    private static func block(_ s: Substring, openingAt open: Substring.Index) -> (Substring, Substring) {
        // On the UTF-8 view: braces are ASCII, and a byte's index is a valid index of the text around it.
        let bytes = s.utf8
        var depth = 0
        var i = open
        while i < bytes.endIndex {
            let b = bytes[i]
            if b == UInt8(ascii: "{") { depth += 1 }
            else if b == UInt8(ascii: "}") {
                depth -= 1
                if depth == 0 { return (s[s.index(after: open)..<i], s[s.index(after: i)...]) }
            }
            i = bytes.index(after: i)
        }
        return (s[s.index(after: open)...], s[s.endIndex...])
    }

    /// The declarations of a block (a rule's or a `style` attribute's) as a browser reads them: without comments,
    /// names and values unescaped (`disp\lay`, `\6e one`) and lowercased, math functions computed
    /// (``CSSMath``); only those of the properties visibility reads that can matter (``matters(_:_:)``).
    static func declarations(_ block: Substring) -> [Declaration] {
        if let ascii = asciiDeclarations(block) { return ascii }
        let block = block.contains("/*") ? Substring(withoutComments(String(block))) : block
        var out: [Declaration] = []
        for part in block.split(separator: ";") {
            guard let colon = part.firstIndex(of: ":") else { continue }
            let name = cssUnescaped(part[..<colon].trimmingCharacters()).lowercased()
            guard let property = Declaration.property(named: name) else { continue }
            var value = part[part.index(after: colon)...].trimmingCharacters()
            var important = false
            if let bang = value.range(of: "!important", options: .caseInsensitive) {
                important = true
                value = String(value[..<bang.lowerBound]).trimmingCharacters()
            }
            // Unescaped after trimming: an escaped white space (`none\9`, the old hack) is part of the word, and
            // makes the value one a browser drops.
            value = CSSMath.simplified(cssUnescaped(value).lowercased())
            guard Self.matters(property, value) else { continue }
            out.append(Declaration(property: property, value: value, important: important,
                                   customName: property == .custom ? name : nil))
        }
        return out
    }

    /// ``declarations(_:)`` for an all-ASCII block (nearly every `style` attribute and rule), on its UTF-8 bytes:
    /// the same parts, trimming and lowercasing, without stepping through `Character`s or searching with
    /// Foundation. Nil for a block with any other byte (non-ASCII whitespace trims, and a `;` can combine).
    private static func asciiDeclarations(_ block: Substring) -> [Declaration]? {
        var block = block
        return block.withUTF8 { bytes -> [Declaration]? in
            // Non-ASCII bytes, an escape or a comment: the general path.
            var previous: UInt8 = 0
            for b in bytes {
                if b >= 0x80 || b == UInt8(ascii: "\\") || (b == UInt8(ascii: "*") && previous == UInt8(ascii: "/")) { return nil }
                previous = b
            }
            func isSpace(_ b: UInt8) -> Bool { b == 0x20 || (b >= 0x09 && b <= 0x0D) }
            func trimmed(_ range: Range<Int>) -> Range<Int> {
                var lower = range.lowerBound, upper = range.upperBound
                while lower < upper, isSpace(bytes[lower]) { lower += 1 }
                while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
                return lower..<upper
            }
            func lowercased(_ range: Range<Int>) -> String {
                String(decoding: bytes[range].lazy.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
            }
            var out: [Declaration] = []
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
                defer { start = end + 1 }
                guard end > start, let colon = bytes[start..<end].firstIndex(of: UInt8(ascii: ":")) else { continue }
                let name = lowercased(trimmed(start..<colon))
                guard let property = Declaration.property(named: name) else { continue }
                var value = trimmed(colon + 1..<end)
                var important = false
                if let bang = firstRange(of: Self.importantBytes, in: value, of: bytes) {
                    important = true
                    value = trimmed(value.lowerBound..<bang)
                }
                let text = CSSMath.simplified(lowercased(value))
                guard Self.matters(property, text) else { continue }
                out.append(Declaration(property: property, value: text, important: important,
                                       customName: property == .custom ? name : nil))
            }
            return out
        }
    }

    private static let importantBytes = Array("!important".utf8)

    /// Whether a declaration can matter to visibility. A font size matters only when it is tiny (under 4 px,
    /// ``Visibility``'s tiny-font rule) and a background only when it paints over what lies below (a covering
    /// layer, ``Covers/paintsOver(_:)``: an opaque colour, an image, an opaque gradient); the others are dropped
    /// here, so that a rule holding nothing else (a page's many `font-size` and `background` rules) is not matched
    /// at all (a background from a custom property, `var(--surface)`, is kept: what it resolves to is known per
    /// element). A text colour matters only when it is transparent, and a text shadow only when there is one
    /// (``TextInk``). The price: a larger font, a see-through background or an opaque text colour that overrides
    /// a tiny, opaque or transparent one is not seen, which can only keep a box from being filled; and a text
    /// colour or a font size read from a custom property (`color: var(--ink)`) is not read (a page of design
    /// tokens sets them on every rule).
    static func matters(_ property: Property, _ value: String) -> Bool {
        switch property {
        case .color: TextInk.isTransparent(value)
        case .textShadow: value != "none"
        case .fontSize: Visibility.fontPixels(value).map { $0 < 4 } ?? false
        case .font: Visibility.fontSizeOfShorthand(value).flatMap(Visibility.fontPixels).map { $0 < 4 } ?? false
        case .background, .backgroundColor, .backgroundImage: Covers.mayPaintOver(value)
        case .overflowX, .overflowY: value != "visible"
        case .contain: Visibility.containsPaint(value)
        default: true
        }
    }

    /// Where `needle` first occurs in `bytes[range]`, ignoring ASCII case.
    private static func firstRange(of needle: [UInt8], in range: Range<Int>, of bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard range.count >= needle.count, bytes[range].contains(needle[0]) else { return nil }
        var i = range.lowerBound
        while i + needle.count <= range.upperBound {
            var k = 0
            while k < needle.count, (bytes[i + k] >= 0x41 && bytes[i + k] <= 0x5A ? bytes[i + k] | 0x20 : bytes[i + k]) == needle[k] { k += 1 }
            if k == needle.count { return i }
            i += 1
        }
        return nil
    }

    /// Splits a selector list at its top-level commas (not those inside `:not(…)` or `[…]`).
    static func splitList(_ text: Substring) -> [Substring] {
        if let parts = asciiSplitList(text) { return parts }
        var parts: [Substring] = []
        var depth = 0, start = text.startIndex, quote: Character?
        for i in text.indices {
            let c = text[i]
            if let q = quote { if c == q { quote = nil }; continue }
            switch c {
            case "\"", "'": quote = c
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "," where depth == 0: parts.append(text[start..<i]); start = text.index(after: i)
            default: break
            }
        }
        parts.append(text[start...])
        return parts
    }

    /// ``splitList(_:)`` on the bytes of an all-ASCII text (nearly every sheet), where each byte is a character:
    /// the same parts, without a grapheme break per character. Nil for any other text.
    private static func asciiSplitList(_ text: Substring) -> [Substring]? {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var parts: [Substring] = []
        var depth = 0, quote: UInt8 = 0
        var start = utf8.startIndex, i = utf8.startIndex
        while i < utf8.endIndex {
            let c = utf8[i]
            if quote != 0 {
                if c == quote { quote = 0 }
            } else {
                switch c {
                case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = c
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                case UInt8(ascii: ",") where depth == 0: parts.append(text[start..<i]); start = utf8.index(after: i)
                default: break
                }
            }
            i = utf8.index(after: i)
        }
        parts.append(text[start...])
        return parts
    }

    /// Parses `div.login #user`, `form > .x`, `label + input[type=password]`, `div:not(.shown) ~ p`; nil for
    /// anything outside the covered subset.
    static func selector(_ text: String) -> Selector? {
        var compounds: [Compound] = []
        var combinators: [Combinator] = []
        var pending: Combinator?
        var specificity = 0
        for token in Self.tokens(text[...]) {
            switch token {
            case ">": pending = .child; guard !compounds.isEmpty else { return nil }; continue
            case "+": pending = .nextSibling; guard !compounds.isEmpty else { return nil }; continue
            case "~": pending = .subsequentSibling; guard !compounds.isEmpty else { return nil }; continue
            default: break
            }
            guard let (compound, weight) = Self.compound(token) else { return nil }
            if !compounds.isEmpty { combinators.append(pending ?? .descendant) }
            pending = nil
            compounds.append(compound)
            specificity += weight
        }
        guard !compounds.isEmpty, pending == nil else { return nil }
        return Selector(compounds: compounds, combinators: combinators, specificity: specificity)
    }

    /// The compounds and combinators of a selector, split at white space and `>`, `+`, `~` outside brackets,
    /// parentheses and quotes.
    static func tokens(_ text: Substring) -> [Substring] {
        if let out = asciiTokens(text) { return out }
        var out: [Substring] = []
        var depth = 0, quote: Character?
        var start: Substring.Index?
        var i = text.startIndex
        while i < text.endIndex {
            let c = text[i]
            if let q = quote {
                if c == q { quote = nil }
                i = text.index(after: i)
                continue
            }
            if c == "\\" {
                if start == nil { start = i }
                i = afterEscape(text, at: i)
                continue
            }
            if depth == 0 && (c == " " || c == "\t" || c == "\n" || c == "\r" || c == ">" || c == "+" || c == "~") {
                if let s = start { out.append(text[s..<i]); start = nil }
                if c == ">" || c == "+" || c == "~" { out.append(text[i...i]) }
                i = text.index(after: i)
                continue
            }
            if start == nil { start = i }
            switch c {
            case "\"", "'": quote = c
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default: break
            }
            i = text.index(after: i)
        }
        if let s = start { out.append(text[s...]) }
        return out
    }

    /// ``tokens(_:)`` on the bytes of an all-ASCII text, where each byte is a character but for a CR LF pair,
    /// which is one (and, as there, no white space that splits): the same tokens, without a grapheme break per
    /// character. Nil for any other text.
    private static func asciiTokens(_ text: Substring) -> [Substring]? {
        let utf8 = text.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return nil }
        var out: [Substring] = []
        var depth = 0, quote: UInt8 = 0
        var start: String.Index?
        var i = utf8.startIndex
        while i < utf8.endIndex {
            let c = utf8[i]
            var next = utf8.index(after: i)
            if c == UInt8(ascii: "\r"), next < utf8.endIndex, utf8[next] == UInt8(ascii: "\n") { next = utf8.index(after: next) }
            let single = utf8.distance(from: i, to: next) == 1
            if quote != 0 {
                if single, c == quote { quote = 0 }
                i = next
                continue
            }
            if c == UInt8(ascii: "\\") {
                if start == nil { start = i }
                i = afterEscape(text, at: i)
                continue
            }
            let combinator = c == UInt8(ascii: ">") || c == UInt8(ascii: "+") || c == UInt8(ascii: "~")
            if depth == 0, single, combinator || c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n")
                || c == UInt8(ascii: "\r") {
                if let s = start { out.append(text[s..<i]); start = nil }
                if combinator { out.append(text[i..<next]) }
                i = next
                continue
            }
            if start == nil { start = i }
            if single {
                switch c {
                case UInt8(ascii: "\""), UInt8(ascii: "'"): quote = c
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"): depth -= 1
                default: break
                }
            }
            i = next
        }
        if let s = start { out.append(text[s...]) }
        return out
    }

    /// Where the CSS escape starting at the backslash `at` ends: after one escaped character, or after up to six
    /// hex digits and one white space that ends them (`\31 23` is "123").
    static func afterEscape<S: StringProtocol>(_ text: S, at backslash: S.Index) -> S.Index {
        var i = text.index(after: backslash)
        guard i < text.endIndex else { return i }
        var digits = 0
        while i < text.endIndex, digits < 6, text[i].isHexDigit { i = text.index(after: i); digits += 1 }
        if digits == 0 { return text.index(after: i) }
        if i < text.endIndex, text[i] == " " || text[i] == "\t" || text[i] == "\n" { i = text.index(after: i) }
        return i
    }

    /// `text` with each CSS escape replaced by the character it stands for (``unescaped(_:)``).
    static func cssUnescaped(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var out = ""
        var i = text.startIndex
        while let backslash = text[i...].firstIndex(of: "\\") {
            out += text[i..<backslash]
            let end = afterEscape(text, at: backslash)
            out += unescaped(text[backslash..<end])
            i = end
        }
        return out + text[i...]
    }

    /// The character a CSS escape (from its backslash to ``afterEscape(_:at:)``) stands for.
    static func unescaped(_ escape: Substring) -> String {
        let body = escape.dropFirst()
        let hex = body.prefix { $0.isHexDigit }
        guard !hex.isEmpty else { return String(body) }
        guard let value = UInt32(hex, radix: 16), value != 0, let scalar = Unicode.Scalar(value) else { return "\u{FFFD}" }
        return String(Character(scalar))
    }

    /// A letter, a digit, `-` or `_` (ASCII characters by their code, the others by their Unicode properties).
    static func isNameCharacter(_ c: Character) -> Bool {
        if let a = c.asciiValue {
            return (a >= 0x61 && a <= 0x7A) || (a >= 0x41 && a <= 0x5A) || (a >= 0x30 && a <= 0x39) || a == 0x2D || a == 0x5F
        }
        return c.isLetter || c.isNumber
    }

    /// One compound and its specificity (ids 10,000, classes, attributes and pseudo-classes 100, tags 1; a
    /// `:not(…)` counts as its most specific argument); nil outside the covered subset.
    static func compound(_ token: Substring) -> (Compound, Int)? {
        var compound = Compound()
        var weight = 0
        var i = token.startIndex
        func name() -> String {
            var out = ""
            while i < token.endIndex {
                let c = token[i]
                if c == "\\" {
                    let end = afterEscape(token, at: i)
                    out += unescaped(token[i..<end])
                    i = end
                    continue
                }
                guard Self.isNameCharacter(c) || c == "*" else { break }
                out.append(c)
                i = token.index(after: i)
            }
            return out
        }
        if i < token.endIndex, token[i] != ".", token[i] != "#", token[i] != "[", token[i] != ":" {
            let tag = name()
            guard !tag.isEmpty else { return nil }
            if tag != "*" { compound.tag = tag.lowercased(); weight += 1 }
        }
        while i < token.endIndex {
            let sigil = token[i]
            i = token.index(after: i)
            switch sigil {
            case "#", ".":
                let value = name()
                guard !value.isEmpty, !value.utf8.contains(UInt8(ascii: "*")) else { return nil }
                if sigil == "#" {
                    guard compound.id == nil || compound.id == value else { return nil }
                    compound.id = value
                    weight += 10_000
                } else {
                    compound.classes.append(value)
                    weight += 100
                }
            case "[":
                guard let close = token[i...].firstIndex(of: "]"), let test = attributeTest(token[i..<close]) else { return nil }
                compound.attributes.append(test)
                weight += 100
                i = token.index(after: close)
            case ":":
                // A pseudo-element (`::before`) styles generated content, not the element.
                guard i < token.endIndex, token[i] != ":" else { return nil }
                let nameStart = i
                while i < token.endIndex, Self.isNameCharacter(token[i]), token[i] != "_" { i = token.index(after: i) }
                let pseudo = token[nameStart..<i].lowercased()
                var argument: Substring?
                if i < token.endIndex, token[i] == "(" {
                    let open = token.index(after: i)
                    var depth = 1, deepest = 1, j = open
                    while j < token.endIndex, depth > 0 {
                        if token[j] == "(" { depth += 1; deepest = max(deepest, depth) } else if token[j] == ")" { depth -= 1 }
                        if depth > 0 { j = token.index(after: j) }
                    }
                    // `:not(:is(…))` is as deep as selectors go; deeper ones are left out rather than read
                    // recursively.
                    guard j < token.endIndex, deepest <= Self.maximumArgumentNesting else { return nil }
                    argument = token[open..<j]
                    i = token.index(after: j)
                }
                switch (pseudo, argument) {
                case ("not", let list?), ("is", let list?), ("matches", let list?), ("-webkit-any", let list?), ("where", let list?):
                    // Arguments of one compound each (`:not(.a, #b)`, `:is(form, div).x`), which may hold these in
                    // turn (`:where(:not(.a))`; the nesting is bounded above), or complex selectors (`:is(main
                    // form)`, `:not(.a > .b)`): a list with one of those is kept as selectors.
                    var strongest = 0, selectors: [Selector] = []
                    for argument in splitList(list) {
                        let trimmed = argument.trimmingCharacters()
                        guard !trimmed.isEmpty, let selector = Self.selector(trimmed) else { return nil }
                        selectors.append(selector)
                        strongest = max(strongest, selector.specificity)
                    }
                    if selectors.allSatisfy({ $0.compounds.count == 1 }) {
                        let compounds = selectors.map { $0.compounds[0] }
                        if pseudo == "not" { compound.negations += compounds } else { compound.anyOf.append(compounds) }
                    } else if pseudo == "not" {
                        compound.negationSelectors += selectors
                    } else {
                        compound.anyOfSelectors.append(selectors)
                    }
                    weight += pseudo == "where" ? 0 : strongest
                case ("has", let list?):
                    var strongest = 0, relatives: [Relative] = []
                    for argument in splitList(list) {
                        guard let (relative, w) = Self.relative(argument.trimmingCharacters()) else { return nil }
                        relatives.append(relative)
                        strongest = max(strongest, w)
                    }
                    compound.has.append(relatives)
                    weight += strongest
                default:
                    guard let pseudoClass = PseudoClass(name: pseudo, argument: argument) else { return nil }
                    compound.pseudoClasses.append(pseudoClass)
                    weight += 100
                }
            default:
                return nil
            }
        }
        return (compound, weight)
    }

    /// An argument of `:has()` and its specificity: a selector after an optional leading combinator (`> .x`,
    /// `+ input`, `.a .b`); nil outside the covered subset, and for a `:has()` inside it (CSS forbids that).
    static func relative(_ text: String) -> (Relative, Int)? {
        var rest = Substring(text), leading = Combinator.descendant
        switch rest.first {
        case ">": leading = .child
        case "+": leading = .nextSibling
        case "~": leading = .subsequentSibling
        default: break
        }
        if leading != .descendant { rest = rest.dropFirst() }
        guard let selector = selector(String(rest)) else { return nil }
        func holdsHas(_ c: Compound) -> Bool {
            !c.has.isEmpty || c.negations.contains(where: holdsHas) || c.anyOf.joined().contains(where: holdsHas)
                || (c.negationSelectors + c.anyOfSelectors.joined()).contains { $0.compounds.contains(where: holdsHas) }
        }
        guard !selector.compounds.contains(where: holdsHas) else { return nil }
        return (Relative(leading: leading, compounds: selector.compounds, combinators: selector.combinators), selector.specificity)
    }

    /// `name`, `name=value`, `name^="value" i`, …
    static func attributeTest(_ body: Substring) -> AttributeTest? {
        let text = body.trimmingCharacters()
        guard let opStart = text.firstIndex(where: { "=~|^$*".contains($0) }) else {
            guard !text.isEmpty, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
            return AttributeTest(name: text.lowercased(), op: .exists, value: "", caseInsensitive: false)
        }
        let name = text[..<opStart].trimmingCharacters().lowercased()
        guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) else { return nil }
        let op: AttributeTest.Operator
        var rest = text[opStart...]
        switch rest.first {
        case "=": op = .equals; rest = rest.dropFirst()
        default:
            guard rest.count >= 2, rest[rest.index(after: rest.startIndex)] == "=" else { return nil }
            switch rest.first {
            case "~": op = .includes
            case "|": op = .dashMatch
            case "^": op = .prefix
            case "$": op = .suffix
            default: op = .substring
            }
            rest = rest.dropFirst(2)
        }
        var value = rest.trimmingCharacters()
        var insensitive = false
        if value.lowercased().hasSuffix(" i") { insensitive = true; value = String(value.dropLast(2)).trimmingCharacters() }
        else if value.lowercased().hasSuffix(" s") { value = String(value.dropLast(2)).trimmingCharacters() }
        if value.count >= 2, let q = value.first, q == "\"" || q == "'", value.last == q { value = String(value.dropFirst().dropLast()) }
        // HTML compares these attributes' values case-insensitively in selectors.
        if ["type", "method", "autocomplete", "dir", "lang", "align", "checked", "disabled", "readonly"].contains(name) { insensitive = true }
        return AttributeTest(name: name, op: op, value: value, caseInsensitive: insensitive)
    }
}

/// What selector matching needs to know about an element, as numbers of the sheet's names
/// (``StyleSheet/Names``): -1 for a tag or id no selector names; classes no selector names are left out.
/// Plain integers, so that the per-node cache is copied and read without reference counting.
struct ElementFacts {
    /// The `tag` of facts not worked out yet.
    static let unknown = Int32.min

    var tag = ElementFacts.unknown
    var id: Int32 = -1
    /// A bit for each class numbered below 64.
    var classes: UInt64 = 0
    /// The numbers from 64 up, a range of ``StyleSheet/Matcher``'s list.
    var moreClasses: Range<Int32> = 0..<0
}

/// A compound's class numbers: a bit each for the first 64 (nearly every sheet's), a list for the rest.
struct ClassSet: Equatable, Sendable {
    private(set) var low: UInt64 = 0
    private(set) var high: [Int32] = []

    mutating func insert(_ key: Int32) {
        if key < 64 { low |= 1 << UInt64(key) } else if !high.contains(key) { high.append(key) }
    }

    /// Calls `body` with each number.
    func forEach(_ body: (Int32) -> Void) {
        var bits = low
        while bits != 0 {
            body(Int32(bits.trailingZeroBitCount))
            bits &= bits - 1
        }
        high.forEach(body)
    }
}

extension StringProtocol {
    func trimmingCharacters() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
