/// Covering layers found without layout: an absolutely or fixed positioned box that paints over what lies below
/// (an opaque background, an image, or content of its own), stretched over the whole of its containing block,
/// hides what lies under it. A browser finds such a field
/// covered at its centre (`collect.js`, `elementFromPoint`); the static collector finds the plain cases from
/// the page's own styles:
///
/// - the layer sets `top` and `left` to 0 (or `inset: 0`), and `right`/`bottom` to 0 or `width`/`height` to
///   100% (`100vw`, `100vh`);
/// - its background (`background-color`, `background-image` or the `background` shorthand) paints over what
///   lies below (``paintsOver(_:)``): an opaque colour (a named colour, a hexadecimal one, or `rgb()`/`hsl()`
///   with an alpha of at least 0.9), an image, or a gradient whose colours are all opaque; or the layer is an
///   element that draws its own content (an image, a frame, a video, a canvas, an SVG, an embedded object)
///   sized to the whole block (`width` and `height` of 100%); and its effective opacity is at least 0.9;
/// - nothing moves it: no `transform`, `translate`, `scale` or margin other than `none`/0;
/// - it paints above the field: the field's branch holds no positioned box (a positioned layer paints over
///   in-flow content), or the layer's `z-index` is higher than the branch's, or equal and the layer comes later.
///
/// Layers that are siblings of the field or of one of its ancestors are looked at (where overlays and modal
/// backdrops sit), and fixed layers nested anywhere, which cover the window unless a transformed, filtered or
/// see-through wrapper holds them (``Visibility``'s viewport layers); an absolutely positioned layer nested in
/// another branch is out of reach. A layer the field is inside (a modal that holds the form) never covers it.
enum Covers {
    /// Below this opacity (the layer's own, times its ancestors') a layer is see-through.
    static let minimumOpacity = 0.9

    /// The four offsets, a longhand over the `inset` shorthand's side.
    struct Offsets: Equatable {
        var top: String?, right: String?, bottom: String?, left: String?
    }

    static func offsets(top: String?, right: String?, bottom: String?, left: String?, inset: String?) -> Offsets {
        var sides: [String?] = [nil, nil, nil, nil]
        if let inset {
            let parts = inset.split(separator: " ").map(String.init)
            switch parts.count {
            case 1: sides = [parts[0], parts[0], parts[0], parts[0]]
            case 2: sides = [parts[0], parts[1], parts[0], parts[1]]
            case 3: sides = [parts[0], parts[1], parts[2], parts[1]]
            case 4: sides = parts.map { $0 }
            default: break
            }
        }
        return Offsets(top: top ?? sides[0], right: right ?? sides[1], bottom: bottom ?? sides[2], left: left ?? sides[3])
    }

    /// Whether a positioned box with these values is a covering layer (its opacity is checked by the caller).
    /// `moves`: the values of the properties that could move the box (`transform`, `translate`, `scale`, the
    /// margins); any but `none` or zeros makes it no layer (an off-canvas menu slid away, say).
    static func isCoveringLayer(offsets: Offsets, width: String?, height: String?, backgrounds: [String?],
                                moves: [String?]) -> Bool {
        guard isZero(offsets.top), isZero(offsets.left),
              isZero(offsets.right) || isFull(width), isZero(offsets.bottom) || isFull(height),
              backgrounds.contains(where: { $0.map(paintsOver) ?? false }) else { return false }
        return isUnmoved(moves)
    }

    /// Whether a positioned element that draws its own content (an `<img>`, `<iframe>`, `<video>`, …: a replaced
    /// element, sized by its `width` and `height`, not by its offsets) lies over the whole of its containing
    /// block: `top` and `left` 0, `width` and `height` 100%, unmoved.
    static func isStretchedOver(offsets: Offsets, width: String?, height: String?, moves: [String?]) -> Bool {
        isZero(offsets.top) && isZero(offsets.left) && isFull(width) && isFull(height) && isUnmoved(moves)
    }

    /// Whether none of these values moves a box: each is `none` or zeros.
    private static func isUnmoved(_ moves: [String?]) -> Bool {
        moves.allSatisfy { value in
            guard let value, value != "none" else { return true }
            return value.split(separator: " ").allSatisfy { isZero(String($0)) }
        }
    }

    /// `0`, `0px`, `0%` and the like.
    static func isZero(_ value: String?) -> Bool {
        guard let value, let n = Visibility.leadingNumber(value) else { return false }
        return n == 0
    }

    /// `100%`, `100vw` or `100vh`.
    static func isFull(_ value: String?) -> Bool {
        value == "100%" || value == "100vw" || value == "100vh"
    }

    /// Whether a `background`, `background-color` or `background-image` value paints over what lies below: one of
    /// its space-separated parts is an opaque colour (``isOpaqueColor(_:)``), an image (`url()`, `image-set()`:
    /// its transparency is unknown, and a browser's hit test finds the box over a field whatever it draws), or a
    /// gradient whose colours are all opaque.
    static func paintsOver(_ value: String) -> Bool {
        parts(of: value).contains { part in
            isOpaqueColor(part) || part.hasPrefix("url(") || part.hasPrefix("image-set(") || part.hasPrefix("-webkit-image-set(")
                || isOpaqueGradient(part)
        }
    }

    /// Whether a background value may paint over what lies below once its custom properties are substituted:
    /// it does (``paintsOver(_:)``), or it reads one (`var(--surface)`), whose value is known per element.
    static func mayPaintOver(_ value: String) -> Bool {
        paintsOver(value) || value.contains("var(")
    }

    /// A `linear-`, `radial-` or `conic-gradient()` (or a repeating one) with at least one colour, all opaque.
    private static func isOpaqueGradient(_ value: String) -> Bool {
        let name = value.prefix { $0 != "(" }
        guard name.hasSuffix("gradient"), value.hasSuffix(")") else { return false }
        var colours = 0
        for part in parts(of: String(value.dropFirst(name.count + 1).dropLast()).replacingOccurrences(of: ",", with: " ")) {
            if isOpaqueColor(part) { colours += 1; continue }
            if part == "transparent" || part == "currentcolor" || part.hasPrefix("#") || part.hasPrefix("rgb")
                || part.hasPrefix("hsl") || part.hasPrefix("color(") || part.hasPrefix("var(") { return false }
        }
        return colours > 0
    }

    /// A value's parts, split at spaces outside parentheses.
    private static func parts(of value: String) -> [String] {
        var parts: [String] = [], current = "", depth = 0
        for c in value {
            switch c {
            case "(": depth += 1; current.append(c)
            case ")": depth = max(0, depth - 1); current.append(c)
            case " " where depth == 0:
                if !current.isEmpty { parts.append(current); current = "" }
            default: current.append(c)
            }
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// An opaque colour: one whose alpha (``CSSColor/alpha(of:)``) is at least ``minimumOpacity``.
    static func isOpaqueColor(_ value: String) -> Bool {
        CSSColor.alpha(of: value).map { $0 >= minimumOpacity } ?? false
    }
}
