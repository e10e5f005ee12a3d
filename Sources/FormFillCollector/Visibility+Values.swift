import Foundation

/// The values of the properties visibility reads, as lengths, factors and angles: each a pure function of the
/// declared value, so that ``Visibility``'s cascade and layer rules stay apart from the reading of CSS values.
extension Visibility {
    /// A font size in CSS pixels: a length (``pixels(_:)``; `em` and `rem` of the default 16 px) or a percentage
    /// of 16 px; nil for a keyword (`small`), a bare number other than 0, or anything else.
    static func fontPixels(_ value: String) -> Double? {
        guard let n = leadingNumber(value) else { return nil }
        if value.hasSuffix("%") { return n * 16 / 100 }
        // A bare number other than 0 is no font size (a browser drops the declaration).
        if n != 0, let last = value.utf8.last, (0x30...0x39).contains(last) || last == UInt8(ascii: ".") { return nil }
        return pixels(value)
    }

    /// The size of a `font` shorthand (`italic bold 1px/2 serif`): the first part that starts with a digit or a
    /// dot, without its `/line-height`.
    static func fontSizeOfShorthand(_ value: String) -> String? {
        value.split(separator: " ").first { $0.utf8.first.map { (0x30...0x39).contains($0) || $0 == UInt8(ascii: ".") } ?? false }
            .map { String($0.split(separator: "/").first ?? $0) }
    }

    /// The product of the `opacity(…)` functions of a `filter` (numbers or percentages, clamped to 0…1).
    static func filterOpacity(_ filter: String) -> Double {
        var factor = 1.0
        var rest = Substring(filter)
        while let start = rest.range(of: "opacity(") {
            rest = rest[start.upperBound...]
            let argument = String(rest.prefix { $0 != ")" }).trimmingCharacters()
            if let n = leadingNumber(argument) { factor *= min(1, max(0, argument.hasSuffix("%") ? n / 100 : n)) }
        }
        return factor
    }

    /// A mask that lets nothing through: gradients (`linear-gradient(transparent, transparent)`, radial, conic,
    /// repeating) whose every colour stop is transparent (`transparent`, an `rgba()`/`hsla()` of alpha 0, `#0000`,
    /// `#00000000`), and no image. Any other mask is read as showing the box (collect.js reads the computed value
    /// the same way).
    static func maskHides(_ mask: String) -> Bool {
        guard mask.contains("gradient("), !mask.contains("url(") else { return false }
        var stops = 0
        // The parts between parentheses and commas: the gradients' arguments, each a colour stop or no colour.
        var part = ""
        // A part that is no colour: a direction, an angle, a shape, a position, a stop's length, an empty layer.
        func isNoColour(_ text: String) -> Bool {
            text.isEmpty || text == "none" || text.first.map { $0.isNumber || $0 == "-" || $0 == "." || $0 == "+" } == true
                || ["to ", "at ", "from ", "in ", "circle", "ellipse", "closest-", "farthest-"].contains(where: { text.hasPrefix($0) })
        }
        // Whether a part lets nothing through: a transparent colour (counted) or no colour at all.
        func close(_ part: String) -> Bool {
            let text = part.trimmingCharacters()
            let color = text.split(separator: " ", maxSplits: 1).first.map(String.init) ?? text
            if color == "transparent" || color == "#0000" || color == "#00000000" { stops += 1; return true }
            return isNoColour(text)
        }
        var opaque = false
        var i = mask.startIndex
        while i < mask.endIndex {
            let c = mask[i]
            if c == "(" {
                // A colour function: its alpha decides.
                let name = part.trimmingCharacters().split(separator: " ").last.map(String.init) ?? ""
                if ["rgb", "rgba", "hsl", "hsla"].contains(name), let end = mask[i...].firstIndex(of: ")") {
                    let inner = mask[mask.index(after: i)..<end]
                    let alpha = inner.contains("/") ? inner.split(separator: "/").last
                        : inner.split(separator: ",").dropFirst(3).first
                    if let alpha, leadingNumber(alpha.trimmingCharacters()) == 0 { stops += 1 } else { opaque = true }
                    part = ""
                    i = mask.index(after: end)
                    continue
                }
                part = ""
            } else if c == ")" || c == "," {
                if !close(part) { opaque = true }
                part = ""
            } else {
                part.append(c)
            }
            i = mask.index(after: i)
        }
        return !opaque && stops > 0
    }

    /// Whether a box cuts off what overflows it sideways and downwards, from its `overflow` (one value for both
    /// axes, or `x y`), `overflow-x`, `overflow-y` (each winning over the shorthand) and `contain`. An axis
    /// clips when its value is not `visible`, and a `visible` one clips too when the other axis's value is
    /// neither `visible` nor `clip` (CSS Overflow: it computes to `auto` then); paint containment clips both.
    static func clips(overflow: String?, x: String?, y: String?, contain: String?) -> (x: Bool, y: Bool) {
        if let contain, containsPaint(contain) { return (true, true) }
        let both = overflow?.split(separator: " ")
        let xValue = x ?? both?.first.map(String.init) ?? "visible"
        let yValue = y ?? both?.last.map(String.init) ?? "visible"
        func cuts(_ value: String) -> Bool {
            switch value {
            case "hidden", "clip", "scroll", "auto", "overlay": true
            default: false
            }
        }
        func scrolls(_ value: String) -> Bool { cuts(value) && value != "clip" }
        return (cuts(xValue) || scrolls(yValue), cuts(yValue) || scrolls(xValue))
    }

    /// Whether a `contain` value lays the box out as if empty and cuts off what it holds: size and paint
    /// containment both (`strict`, or `size` with `paint` or `content`). Without a height of its own, a minimum
    /// height or an intrinsic size, such a box has no height, and nothing in it is drawn.
    static func containsSizeAndPaint(_ value: String) -> Bool {
        let words = value.split(separator: " ")
        return words.contains("strict") || (words.contains("size") && words.contains { $0 == "paint" || $0 == "content" })
    }

    /// Whether a `contain` value includes paint containment (`paint`, or `strict` or `content`, which hold it).
    static func containsPaint(_ value: String) -> Bool {
        value.split(separator: " ").contains { $0 == "paint" || $0 == "strict" || $0 == "content" }
    }

    /// Whether a `width`, `height`, `max-width` or `max-height` value is under 10 px: 0 in any unit, pixels and
    /// the absolute and viewport units (``pixels(_:)``), an `em` of the box's own font size `font` when it sets one
    /// (`font-size: 0` makes every `em` nothing), else of 16 px (the default; an inherited size is not known),
    /// a `rem` of the root's 16 px. A negative size is invalid (a browser drops it); a percentage is of a size this
    /// collector does not know.
    static func isTiny(_ value: String?, font: Double?) -> Bool {
        guard let value, let n = leadingNumber(value), n >= 0 else { return false }
        if n == 0 { return true }
        let length = value.hasSuffix("rem") ? n * 16 : value.hasSuffix("em") ? n * (font ?? 16) : pixels(value)
        return length.map { $0 < 10 } ?? false
    }

    /// A flex item's `flex-shrink` and `flex-basis`: the longhands where declared, else the `flex` shorthand's
    /// (`none` is `0 0 auto`; `initial` `0 1 auto`; `auto` `1 1 auto`; a number alone `n 1 0%`; two numbers
    /// grow and shrink; a number and a length grow and basis); `flex-shrink` is 1 and the basis `auto` when
    /// neither says.
    static func flexItem(flex: String?, shrink: String?, basis: String?) -> (shrink: Double, basis: String?) {
        var fromShorthand: (shrink: Double, basis: String?) = (1, nil)
        if let flex {
            let parts = flex.split(separator: " ").map(String.init)
            switch parts.count {
            case 1 where parts[0] == "none": fromShorthand = (0, "auto")
            case 1 where parts[0] == "initial": fromShorthand = (1, "auto")
            case 1 where Double(parts[0]) != nil: fromShorthand = (1, "0%")
            case 1: fromShorthand = (1, parts[0])
            case 2: fromShorthand = Double(parts[1]).map { ($0, "0%") } ?? (1, parts[1])
            case 3: fromShorthand = (Double(parts[1]) ?? 1, parts[2])
            default: break
            }
        }
        return (shrink.flatMap(Double.init) ?? fromShorthand.shrink, basis ?? fromShorthand.basis)
    }

    /// Whether a `grid-template-rows` or `grid-template-columns` value starts with an empty track: `0fr`, `0`, or a
    /// zero length (`0px`, `0em`), not a percentage (of a size that may be unknown, then `auto`) nor a function
    /// (`minmax()`, `repeat()`, not read).
    static func firstTrackIsEmpty(_ value: String?) -> Bool {
        guard let first = value?.split(separator: " ").first, let (n, unit) = numberAndUnit(String(first)) else { return false }
        return n == 0 && unit != "%"
    }

    /// A `width` or `height` attribute under 10 pixels (a number without a unit is pixels).
    static func isTinyLength(_ value: String?) -> Bool {
        guard let value = value?.trimmingCharacters(), let (n, unit) = numberAndUnit(value) else { return false }
        return n < 10 && (unit.isEmpty || unit == "px")
    }

    /// A length of -500px or less: far enough to be off any screen. `em`/`rem` count 16px, viewport units
    /// the assumed 1280 × 1000 screen (``ConditionalRules``), absolute units their CSS pixels; percentages
    /// (of a size this collector does not know) and other units are never far off.
    static func isFarOff(_ value: String?) -> Bool {
        guard let value, let pixels = pixels(value) else { return false }
        return pixels <= -500
    }

    /// Whether a fixed box's `top` is at or past the assumed screen's height, or its `left` at or past its width
    /// (``ConditionalRules``): its near edge is off the screen, whatever its size. `top` and `left` win over the
    /// `inset` shorthand's (top, right, bottom, left, in the shorthand's one-to-four-value order).
    static func isPastTheScreen(top: String?, left: String?, inset: String?) -> Bool {
        let sides = inset.map { $0.split(separator: " ").map(String.init) } ?? []
        let insetTop = sides.first
        let insetLeft = sides.count == 4 ? sides[3] : sides.count >= 2 ? sides[1] : sides.first
        let y = (top ?? insetTop).flatMap(pixels), x = (left ?? insetLeft).flatMap(pixels)
        return (y.map { $0 >= ConditionalRules.height } ?? false) || (x.map { $0 >= ConditionalRules.width } ?? false)
    }

    /// Where a positioned box starts against its containing block (``OwnStyle/start``), from its offsets
    /// (``Covers/offsets(top:right:bottom:left:inset:)``: a longhand over the `inset` shorthand's side): `left`/`top`
    /// in px or as a percentage of the assumed screen; `-infinity` on an axis where the far
    /// side is 100% or more (`right: 100%`) or a translation of -100% or more (`translateX(-100%)`) moves it from
    /// a start at or before the block's edge; nil when no side is known on either axis.
    static func start(_ offsets: Covers.Offsets, transform: [TransformFunction]) -> (x: Double, y: Double)? {
        func near(_ value: String?, screen: Double) -> Double? {
            guard let value, value != "auto", let n = leadingNumber(value) else { return nil }
            return value.hasSuffix("%") ? n * screen / 100 : pixels(value)
        }
        func past(_ value: String?, screen: Double) -> Bool {
            guard let value, let n = leadingNumber(value) else { return false }
            return value.hasSuffix("%") ? n >= 100 : (pixels(value).map { $0 >= screen } ?? false)
        }
        var x = near(offsets.left, screen: ConditionalRules.width)
        var y = near(offsets.top, screen: ConditionalRules.height)
        if x == nil, past(offsets.right, screen: ConditionalRules.width) { x = -.infinity }
        if y == nil, past(offsets.bottom, screen: ConditionalRules.height) { y = -.infinity }
        // A translation by its own size or more, from a start given at or before the block's edge (an unset
        // start is where the box would be in the flow, which is not known).
        let slide = translation(transform)
        if let n = x, n <= 0, slide.percent.x <= -100, slide.length.x <= 0 { x = -.infinity }
        if let n = y, n <= 0, slide.percent.y <= -100, slide.length.y <= 0 { y = -.infinity }
        guard x != nil || y != nil else { return nil }
        return (x ?? 0, y ?? 0)
    }

    /// How far a fixed box's far edge lies past the screen's (``OwnStyle/end``), in px, on an axis where its near
    /// side (`left`, `top`) is unset or `auto`: minus its `right` or `bottom` (the `inset` shorthand's side when
    /// no longhand is given), in px or as a percentage of the assumed screen; `+infinity` where a translation by
    /// its own size or more (`translateY(100%)`) moves it on from a far edge at or inside the screen's (a drawer or
    /// a bottom sheet slid out of view). Nil on an axis placed by its near side or not at all. `pixelsOnly`: a
    /// percentage (of a containing block whose size may not be known) gives nil too.
    static func end(_ offsets: Covers.Offsets, transform: [TransformFunction], pixelsOnly: Bool = false) -> (x: Double?, y: Double?) {
        func far(_ near: String?, _ side: String?, screen: Double) -> Double? {
            guard near == nil || near == "auto", let side, side != "auto", let n = leadingNumber(side) else { return nil }
            if side.hasSuffix("%") { return pixelsOnly ? nil : -n * screen / 100 }
            return pixels(side).map { -$0 }
        }
        var x = far(offsets.left, offsets.right, screen: ConditionalRules.width)
        var y = far(offsets.top, offsets.bottom, screen: ConditionalRules.height)
        let slide = translation(transform)
        if let n = x, n >= 0, slide.percent.x >= 100, slide.length.x >= 0 { x = .infinity }
        if let n = y, n >= 0, slide.percent.y >= 100, slide.length.y >= 0 { y = .infinity }
        return (x, y)
    }

    /// How far the translations of a `transform` move a box, summed per axis: in percentages of its own width
    /// and height (`translateX(-50%) translateX(-60%)` moves it by -110%), and in px (other units, whose share
    /// of the box's size is not known, count as a move of unknown size: `nan`, which no comparison passes).
    static func translation(_ transform: [TransformFunction]) -> (percent: (x: Double, y: Double), length: (x: Double, y: Double)) {
        var percent = (x: 0.0, y: 0.0), length = (x: 0.0, y: 0.0)
        func add(_ argument: String, _ axis: WritableKeyPath<(x: Double, y: Double), Double>) {
            guard let n = leadingNumber(argument) else { return }
            if argument.hasSuffix("%") { percent[keyPath: axis] += n } else if n != 0 { length[keyPath: axis] += pixels(argument) ?? .nan }
        }
        for (function, arguments) in transform {
            switch function {
            case "translatex": if let a = arguments.first { add(a, \.x) }
            case "translatey": if let a = arguments.first { add(a, \.y) }
            case "translate", "translate3d":
                if arguments.count > 0 { add(arguments[0], \.x) }
                if arguments.count > 1 { add(arguments[1], \.y) }
            default: break
            }
        }
        return (percent, length)
    }

    /// The `overflow-x` and `overflow-y` values (the longhands over the `overflow` shorthand's first and last).
    static func overflow(_ value: (StyleSheet.Property) -> String?) -> (x: String?, y: String?) {
        let both = value(.overflow)?.split(separator: " ")
        return (value(.overflowX) ?? both?.first.map(String.init), value(.overflowY) ?? both?.last.map(String.init))
    }

    /// How far a box's own style moves it from its place in the flow, in px (``Visibility/FlowStyle/push``): its top and left
    /// margins, a relatively positioned box's `top` and
    /// `left`, and each translation of its `transform` and its `translate`, where given in px or another absolute
    /// or viewport unit.
    static func push(marginTop: String?, marginLeft: String?, relative: (top: String?, left: String?)?,
                     transform: [TransformFunction], translate: String?) -> (x: Double, y: Double) {
        var x = marginLeft.flatMap(pixels) ?? 0
        var y = marginTop.flatMap(pixels) ?? 0
        if let relative {
            x += relative.left.flatMap(pixels) ?? 0
            y += relative.top.flatMap(pixels) ?? 0
        }
        func length(_ arguments: [String], _ k: Int) -> Double {
            arguments.indices.contains(k) ? pixels(arguments[k]) ?? 0 : 0
        }
        for (function, arguments) in transform {
            switch function {
            case "translatex": x += length(arguments, 0)
            case "translatey": y += length(arguments, 0)
            case "translate", "translate3d": x += length(arguments, 0); y += length(arguments, 1)
            default: break
            }
        }
        if let translate {
            let parts = translate.split(separator: " ").map(String.init)
            x += length(parts, 0)
            y += length(parts, 1)
        }
        return (x, y)
    }

    /// The share of its own width a box's `transform` and `translate` move it right, from their percentages
    /// (`translateX(-100%)`: -1; lengths count in ``push(marginTop:marginLeft:relative:transform:translate:)``).
    static func pushShareX(transform: [TransformFunction], translate: String?) -> Double {
        translation(transform).percent.x / 100 + (translate?.split(separator: " ").first.flatMap { share(String($0)) } ?? 0)
    }

    /// Whether a box's sideways shift is known from its style: its relative `left`, if any, in px, and its
    /// `transform` and `translate` no more than translations whose sideways part is in px or a percentage (a
    /// scale, a rotation or an unknown length moves it otherwise).
    static func shiftIsKnown(relativeLeft: String?, transform: [TransformFunction], translate: String?,
                             scale: String?, rotate: String?) -> Bool {
        func known(_ value: String?) -> Bool { value.map { pixels($0) != nil || share($0) != nil } ?? true }
        guard known(relativeLeft), [scale, rotate].allSatisfy({ $0 == nil || $0 == "none" }) else { return false }
        for (function, arguments) in transform {
            guard ["translatex", "translate", "translate3d"].contains(function), known(arguments.first) else { return false }
        }
        return known(translate?.split(separator: " ").first.map(String.init))
    }

    /// A percentage as a share (`50%`: 0.5); nil for any other value.
    static func share(_ value: String) -> Double? {
        guard let (n, unit) = numberAndUnit(value), unit == "%" else { return nil }
        return n / 100
    }

    /// A length in CSS pixels (``CSSMath/pixelsPer``: absolute, viewport and font units, a font's of 16 px); nil for
    /// a percentage, an unknown unit or no number.
    static func pixels(_ value: String) -> Double? {
        guard let (n, unit) = numberAndUnit(value) else { return nil }
        if unit.isEmpty || unit == "px" { return n }
        return CSSMath.pixelsPer[String(unit)].map { n * $0 }
    }

    /// `translate(-9999px)`, `translateX(-100em)`, `translate3d(0, -9999px, 0)`, `scale(0)`, `scale(0.01)`,
    /// `skewX(90deg)`, `matrix(…)`/`matrix3d(…)` that scale to nothing or translate far off, a move towards the
    /// viewer past a `perspective()` before it (``isBehindTheViewer(_:)``; rotations: ``facing(transform:rotate:)``).
    static func transformHides(_ functions: [TransformFunction]) -> Bool {
        isBehindTheViewer(functions) || functions.contains { function, arguments in
            switch function {
            case _ where function.hasPrefix("translate"): arguments.contains(where: { isFarOff($0) })
            case _ where function.hasPrefix("scale"): scalesToNothing(arguments)
            case "matrix", "matrix3d": matrixHides(arguments.compactMap { leadingNumber($0) }, is3D: function == "matrix3d")
            // A skew by a right angle shears the box into a line (its matrix has no inverse: a browser draws nothing).
            case "skew", "skewx", "skewy":
                arguments.contains { a in radians(a).map { abs(cos($0)) < 1e-6 } ?? false }
            default: false
            }
        }
    }

    /// Whether the box is moved towards the viewer (`translateZ()`, the third argument of `translate3d()`) as far
    /// as a `perspective()` before the moves puts the eye, or past it: it lies behind the eye and is not drawn
    /// (`perspective(10px) translateZ(20px)`). Functions in between are not read.
    static func isBehindTheViewer(_ functions: [TransformFunction]) -> Bool {
        var eye: Double?, z = 0.0
        for (function, arguments) in functions {
            switch function {
            case "perspective":
                eye = arguments.first.flatMap(pixels).flatMap { $0 > 0 ? $0 : nil }
                z = 0
            case "translatez": z += arguments.first.flatMap(pixels) ?? 0
            case "translate3d" where arguments.count == 3: z += pixels(arguments[2]) ?? 0
            default: break
            }
            if let eye, z >= eye { return true }
        }
        return false
    }

    /// Whether a motion path (`offset-path: path("M x y …")`, or the `offset` shorthand that starts with one)
    /// starts far off (``isFarOff(_:)``): the box's centre is placed on its first point, at no distance along
    /// it unless `offset-distance` says otherwise (not read).
    static func motionPathStartsFarOff(_ value: String) -> Bool {
        guard let open = value.range(of: "path(") else { return false }
        let body = value[open.upperBound...].drop { $0 == " " || $0 == "\"" || $0 == "'" }
        guard body.first == "m" else { return false }
        let numbers = body.dropFirst().split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\"" || $0 == "'" || $0 == ")" })
            .prefix(2).map { leadingNumber(String($0)) }
        return numbers.count == 2 && numbers.contains { $0.map { $0 <= -500 } ?? false }
    }

    /// A function of a `transform` value and its arguments.
    typealias TransformFunction = (name: String, arguments: [String])

    /// The functions of a `transform` value in order, each with its arguments (`rotate3d(0, 1, 0, 90deg)` →
    /// `("rotate3d", ["0", "1", "0", "90deg"])`); the value is lowercase. Read once per style, for
    /// ``transformHides(_:)`` and ``facing(transform:rotate:)``.
    static func transformFunctions(_ transform: String) -> [TransformFunction] {
        var functions: [TransformFunction] = []
        var rest = Substring(transform)
        while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
            let name = rest[..<open].split(separator: " ").last.map(String.init) ?? ""
            functions.append((name, rest[rest.index(after: open)..<close].split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)))
            rest = rest[rest.index(after: close)...]
        }
        return functions
    }

    /// Where the box faces once its rotations are applied (the `rotate` property, then the rotation functions
    /// of `transform`, in order): the z of its plane's normal, 1 facing the user, about 0 edge-on (`rotateY(90deg)`,
    /// `rotate: x 90deg`, `rotate3d(0, 1, 0, 90deg)`), negative with its back turned (`rotateY(180deg)`, drawn
    /// only without `backface-visibility: hidden`). A rotation in the page's plane (`rotate(90deg)`, `rotate:
    /// 90deg`) and the other functions leave it facing.
    static func facing(transform: [TransformFunction], rotate: String?) -> Double {
        // The rotation as a 3×3 matrix; the normal's z ends up in its last entry.
        var m: [[Double]] = [[1, 0, 0], [0, 1, 0], [0, 0, 1]]
        func apply(axis: (Double, Double, Double), angle: Double) {
            let length = (axis.0 * axis.0 + axis.1 * axis.1 + axis.2 * axis.2).squareRoot()
            guard length > 0 else { return }
            let (x, y, z) = (axis.0 / length, axis.1 / length, axis.2 / length), c = cos(angle), s = sin(angle), t = 1 - c
            let r = [[t * x * x + c, t * x * y - s * z, t * x * z + s * y],
                     [t * x * y + s * z, t * y * y + c, t * y * z - s * x],
                     [t * x * z - s * y, t * y * z + s * x, t * z * z + c]]
            m = (0..<3).map { i in (0..<3).map { j in (0..<3).reduce(0) { $0 + m[i][$1] * r[$1][j] } } }
        }
        func apply(vector: ArraySlice<String>, angle: String) {
            let v = vector.map { leadingNumber($0) }
            guard v.count == 3, let x = v[0], let y = v[1], let z = v[2], let a = radians(angle) else { return }
            apply(axis: (x, y, z), angle: a)
        }
        if let rotate {
            let parts = rotate.split(separator: " ").map(String.init)
            switch parts.count {
            case 2 where parts[0] == "x": radians(parts[1]).map { apply(axis: (1, 0, 0), angle: $0) }
            case 2 where parts[0] == "y": radians(parts[1]).map { apply(axis: (0, 1, 0), angle: $0) }
            case 4: apply(vector: parts[0..<3], angle: parts[3])
            default: break
            }
        }
        for (function, arguments) in transform {
            switch function {
            case "rotatex": arguments.first.flatMap(radians).map { apply(axis: (1, 0, 0), angle: $0) }
            case "rotatey": arguments.first.flatMap(radians).map { apply(axis: (0, 1, 0), angle: $0) }
            case "rotate3d" where arguments.count == 4: apply(vector: arguments[0..<3], angle: arguments[3])
            default: break
            }
        }
        return m[2][2]
    }

    /// A 2D (`a b c d e f`) or 3D (16 numbers) matrix whose columns shrink the box under a tenth, or whose
    /// translation is far off.
    fileprivate static func matrixHides(_ m: [Double], is3D: Bool) -> Bool {
        guard m.count == (is3D ? 16 : 6) else { return false }
        let (x, y, tx, ty) = is3D ? ((m[0], m[1]), (m[4], m[5]), m[12], m[13]) : ((m[0], m[1]), (m[2], m[3]), m[4], m[5])
        func tiny(_ column: (Double, Double)) -> Bool { (column.0 * column.0 + column.1 * column.1).squareRoot() < 0.1 }
        return tiny(x) || tiny(y) || tx <= -500 || ty <= -500
    }

    /// An angle (`90deg`, `1.57rad`, `0.25turn`, `100grad`) in radians.
    fileprivate static func radians(_ angle: String) -> Double? {
        guard let n = leadingNumber(angle) else { return nil }
        if angle.hasSuffix("deg") { return n * .pi / 180 }
        if angle.hasSuffix("grad") { return n * .pi / 200 }
        if angle.hasSuffix("rad") { return n }
        if angle.hasSuffix("turn") { return n * 2 * .pi }
        return n == 0 ? 0 : nil
    }

    /// A scale factor (number or percentage) between -0.1 and 0.1 among `factors`.
    static func scalesToNothing<S: StringProtocol>(_ factors: [S]) -> Bool {
        factors.contains { factor in
            guard let n = leadingNumber(String(factor)) else { return false }
            let value = factor.hasSuffix("%") ? n / 100 : n
            return value < 0.1 && value > -0.1
        }
    }

    /// `inset(50%)` or more, `circle(0)`/`ellipse(0 0)` (under 5px), a polygon whose points are all one.
    static func clipPathHides(_ clipPath: String) -> Bool {
        guard let open = clipPath.firstIndex(of: "("), let close = clipPath.lastIndex(of: ")"), open < close else { return false }
        let function = clipPath[..<open].trimmingCharacters()
        let body = clipPath[clipPath.index(after: open)..<close]
        let parts = body.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        switch function {
        case "inset":
            // `inset(top right bottom left)` (one to four values, as `margin`): opposite sides that together cut
            // away the whole box (percentages summing to 99% or more), or any side cut by 5000 px.
            let sides = Array(parts.prefix { $0 != "round" }.prefix(4))
            guard !sides.isEmpty else { return false }
            if sides.contains(where: { !$0.hasSuffix("%") && (leadingNumber($0) ?? 0) >= 5000 }) { return true }
            let top = sides[0], right = sides.count > 1 ? sides[1] : top
            let bottom = sides.count > 2 ? sides[2] : top, left = sides.count > 3 ? sides[3] : right
            func cuts(_ a: String, _ b: String) -> Bool {
                func percent(_ p: String) -> Double? { p.hasSuffix("%") || p == "0" ? leadingNumber(p) : nil }
                guard let x = percent(a), let y = percent(b) else { return false }
                return x + y >= 99
            }
            return cuts(top, bottom) || cuts(left, right)
        case "xywh":
            // `xywh(x y width height)`: a width or height of nothing.
            guard parts.count >= 4 else { return false }
            return parts[2...3].contains { p in leadingNumber(p).map { $0 < (p.hasSuffix("%") ? 1 : 10) } ?? false }
        case "rect":
            // `rect(top right bottom left)`, from the box's top left corner (`auto` is the edge): a bottom at or
            // above the top, a right at or left of the left, or less than 10 px apart in one unit.
            guard parts.count >= 4 else { return false }
            func apart(_ start: String, _ end: String) -> Bool {
                if start == "auto" || end == "auto" { return false }
                guard let a = leadingNumber(start), let b = leadingNumber(end) else { return false }
                let percent = start.hasSuffix("%")
                guard percent == end.hasSuffix("%") else { return false }
                return b - a < (percent ? 1 : 10)
            }
            return apart(parts[0], parts[2]) || apart(parts[3], parts[1])
        case "circle", "ellipse":
            let radii = parts.prefix { $0 != "at" }
            return !radii.isEmpty && radii.allSatisfy { (leadingNumber($0) ?? 100) < ($0.hasSuffix("%") ? 1 : 5) }
        case "path":
            // A path that only moves (`M0 0`, `M 10 10 Z`) draws no area.
            return !body.lowercased().contains { "lhvcsqta".contains($0) }
        case "polygon":
            let points = body.split(separator: ",").map { $0.trimmingCharacters() }
            guard !points.isEmpty else { return false }
            if Set(points).count == 1 { return true }
            // Every point on one line across or down (`0 0, 100% 0, 100% 0`): no area.
            let coordinates = points.map { $0.split(separator: " ") }
            if coordinates.allSatisfy({ $0.count == 2 }),
               Set(coordinates.map { $0[0] }).count == 1 || Set(coordinates.map { $0[1] }).count == 1 { return true }
            // A polygon in pixels whose bounding box is under 10 px across or high.
            var xs: [Double] = [], ys: [Double] = []
            for point in points {
                let coordinates = point.split(separator: " ").map(String.init)
                guard coordinates.count == 2, coordinates.allSatisfy({ $0 == "0" || $0.hasSuffix("px") }),
                      let x = leadingNumber(coordinates[0]), let y = leadingNumber(coordinates[1]) else { return false }
                xs.append(x)
                ys.append(y)
            }
            guard let left = xs.min(), let right = xs.max(), let top = ys.min(), let bottom = ys.max() else { return false }
            return right - left < 10 || bottom - top < 10
        default:
            return false
        }
    }

    /// `-9999px` → -9999, `-1e4px` → -10000 (a CSS number may have an exponent); nil when the value does not
    /// start with a number.
    static func leadingNumber(_ s: String) -> Double? {
        numberEnd(s).flatMap { Double(s[..<$0]) }
    }

    /// A value's leading number and the unit after it (`-1e4px` → (-10000, `px`); empty for a bare number), read
    /// once; nil without a number.
    static func numberAndUnit(_ s: String) -> (Double, Substring)? {
        guard let end = numberEnd(s), let n = Double(s[..<end]) else { return nil }
        return (n, s[end...])
    }

    /// Where the leading number of a CSS value ends: signs, digits and dots, then an exponent (`e`, an optional
    /// sign, a digit: not the `e` of `em`); nil when the value does not start with one.
    private static func numberEnd(_ s: String) -> String.Index? {
        // An ASCII value (nearly all) on its bytes: there a numeric Character is an ASCII digit, and asking
        // each Character for its Unicode properties was half the cost of resolving an element's style.
        let bytes = s.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }) else {
            let end = s.firstIndex { !($0.isNumber || $0 == "-" || $0 == "+" || $0 == ".") } ?? s.endIndex
            return end == s.startIndex ? nil : end
        }
        func isDigit(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) }
        var end = bytes.firstIndex { !(isDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: ".")) }
            ?? bytes.endIndex
        guard end != bytes.startIndex else { return nil }
        if end != bytes.endIndex, bytes[end] | 0x20 == UInt8(ascii: "e") {
            var k = bytes.index(after: end)
            if k != bytes.endIndex, bytes[k] == UInt8(ascii: "-") || bytes[k] == UInt8(ascii: "+") { k = bytes.index(after: k) }
            if k != bytes.endIndex, isDigit(bytes[k]) {
                end = bytes[k...].firstIndex { !isDigit($0) } ?? bytes.endIndex
            }
        }
        return end
    }
}
