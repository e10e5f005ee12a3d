/// CSS colour values as the visibility rules read them: how opaque a colour is.
enum CSSColor {
    /// A colour's alpha, 0…1: 1 for a named colour (``namedColors``) and for `#rgb`/`#rrggbb`, the alpha digits of
    /// `#rgba`/`#rrggbbaa`, and the fourth argument of `rgb()`/`rgba()`/`hsl()`/`hsla()` (after a comma or a `/`,
    /// a number or a percentage; 1 without one); 0 for `transparent`. Nil for anything else (`currentcolor`,
    /// `var(…)`, other colour functions), which each caller reads its own safe way.
    static func alpha(of value: String) -> Double? {
        if value == "transparent" { return 0 }
        if value.hasPrefix("#") {
            let hex = value.dropFirst()
            guard hex.allSatisfy(\.isHexDigit) else { return nil }
            switch hex.count {
            case 3, 6: return 1
            case 4: return Int(hex.suffix(1), radix: 16).map { Double($0 * 17) / 255 }
            case 8: return Int(hex.suffix(2), radix: 16).map { Double($0) / 255 }
            default: return nil
            }
        }
        for function in ["rgb(", "rgba(", "hsl(", "hsla("] where value.hasPrefix(function) && value.hasSuffix(")") {
            let arguments = value.dropFirst(function.count).dropLast()
                .split(whereSeparator: { $0 == "," || $0 == " " || $0 == "/" })
            guard arguments.count >= 3 else { return nil }
            guard arguments.count >= 4 else { return 1 }
            guard let alpha = Visibility.leadingNumber(String(arguments[3])) else { return nil }
            return min(1, max(0, arguments[3].hasSuffix("%") ? alpha / 100 : alpha))
        }
        return namedColors.contains(value) ? 1 : nil
    }

    /// CSS named colours (all opaque); `transparent` and `currentcolor` are not among them.
    static let namedColors: Set<String> = [
        "aliceblue", "antiquewhite", "aqua", "aquamarine", "azure", "beige", "bisque", "black", "blanchedalmond",
        "blue", "blueviolet", "brown", "burlywood", "cadetblue", "chartreuse", "chocolate", "coral", "cornflowerblue",
        "cornsilk", "crimson", "cyan", "darkblue", "darkcyan", "darkgoldenrod", "darkgray", "darkgreen", "darkgrey",
        "darkkhaki", "darkmagenta", "darkolivegreen", "darkorange", "darkorchid", "darkred", "darksalmon",
        "darkseagreen", "darkslateblue", "darkslategray", "darkslategrey", "darkturquoise", "darkviolet", "deeppink",
        "deepskyblue", "dimgray", "dimgrey", "dodgerblue", "firebrick", "floralwhite", "forestgreen", "fuchsia",
        "gainsboro", "ghostwhite", "gold", "goldenrod", "gray", "green", "greenyellow", "grey", "honeydew", "hotpink",
        "indianred", "indigo", "ivory", "khaki", "lavender", "lavenderblush", "lawngreen", "lemonchiffon", "lightblue",
        "lightcoral", "lightcyan", "lightgoldenrodyellow", "lightgray", "lightgreen", "lightgrey", "lightpink",
        "lightsalmon", "lightseagreen", "lightskyblue", "lightslategray", "lightslategrey", "lightsteelblue",
        "lightyellow", "lime", "limegreen", "linen", "magenta", "maroon", "mediumaquamarine", "mediumblue",
        "mediumorchid", "mediumpurple", "mediumseagreen", "mediumslateblue", "mediumspringgreen", "mediumturquoise",
        "mediumvioletred", "midnightblue", "mintcream", "mistyrose", "moccasin", "navajowhite", "navy", "oldlace",
        "olive", "olivedrab", "orange", "orangered", "orchid", "palegoldenrod", "palegreen", "paleturquoise",
        "palevioletred", "papayawhip", "peachpuff", "peru", "pink", "plum", "powderblue", "purple", "rebeccapurple",
        "red", "rosybrown", "royalblue", "saddlebrown", "salmon", "sandybrown", "seagreen", "seashell", "sienna",
        "silver", "skyblue", "slateblue", "slategray", "slategrey", "snow", "springgreen", "steelblue", "tan", "teal",
        "thistle", "tomato", "turquoise", "violet", "wheat", "white", "whitesmoke", "yellow", "yellowgreen",
    ]
}
