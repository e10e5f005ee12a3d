/// The conditions of `@media` and `@supports` blocks, answered for the screen the static collector assumes: a
/// desktop browser window of ``width`` × ``height`` CSS pixels at one device pixel per CSS pixel, with a mouse,
/// light colours and no reduced motion (the window the Chromium harness and ``FormFillChromium`` open).
///
/// Media Queries 4 syntax: lists, `not`/`only`, media types, `and`/`or`/`not` conditions, `(feature: value)`,
/// boolean `(feature)` and ranges (`(width >= 48rem)`, `(600px < width <= 1400px)`). As in a browser, an unknown
/// media type or feature, or a query that does not parse, is false; lengths are `px`, `em`/`rem` (16px) and
/// `vw`/`vh`. `@supports`: a declaration is supported unless its property carries another engine's prefix
/// (`-ms-`, `-moz-`, `-o-`), `selector(…)` and the other functions are supported.
enum ConditionalRules {
    static let width = 1280.0
    static let height = 1000.0

    /// Whether an `@media` prelude (lowercased, without `@media`) holds on the assumed screen.
    static func media(_ prelude: String) -> Bool {
        let list = StyleSheet.splitList(prelude[...])
        if list.count == 1, list[0].allSatisfy(\.isWhitespace) { return true }
        return list.contains { part in
            var parser = ConditionParser(tokens: ConditionParser.tokens(part))
            return parser.mediaQuery() ?? false
        }
    }

    /// Whether an `@container` prelude (lowercased, without `@container`) holds for a container as wide as the
    /// assumed screen, the widest a container can be: an unnamed size query (`inline-size` read as `width`).
    /// A named container, a `style()` or `scroll-state()` query, or one that does not parse, is false. Whether
    /// the page declares a container at all is the caller's to know.
    static func container(_ prelude: String) -> Bool {
        let condition = prelude.replacingOccurrences(of: "inline-size", with: "width")
        var parser = ConditionParser(tokens: ConditionParser.tokens(condition[...]))
        return parser.containerQuery() ?? false
    }

    /// Whether an `@supports` prelude (lowercased, without `@supports`) holds in a current browser.
    static func supports(_ prelude: String) -> Bool {
        var parser = ConditionParser(tokens: ConditionParser.tokens(prelude[...]), functionsHold: true)
        return parser.condition(feature: supportsFeature) ?? false
    }

    /// `display: grid`, `selector(:has(a))`, …: the inside of one pair of parentheses.
    private static func supportsFeature(_ inside: [ConditionParser.Token]) -> Bool? {
        guard case .word(let property)? = inside.first else { return nil }
        if inside.count > 1, inside[1] == .colon {
            return !["-ms-", "-moz-", "-o-"].contains { property.hasPrefix($0) }
        }
        return nil
    }

    /// One media feature (the inside of its parentheses) on the assumed screen; nil when it does not parse.
    static func mediaFeature(_ inside: [ConditionParser.Token]) -> Bool? {
        typealias Token = ConditionParser.Token
        // `(name)`, `(name: value)`, `(name op value)`, `(value op name)`, `(value op name op value)`.
        if inside.count == 1, case .word(let name) = inside[0] { return booleanFeature(name) }
        if inside.count >= 3, case .word(var name) = inside[0], inside[1] == .colon {
            let value = Array(inside[2...])
            var comparison = Comparison.equal
            if name.hasPrefix("min-") { comparison = .atLeast; name.removeFirst(4) }
            else if name.hasPrefix("max-") { comparison = .atMost; name.removeFirst(4) }
            if name.hasPrefix("-webkit-min-") { comparison = .atLeast; name = String(name.dropFirst(12)) }
            else if name.hasPrefix("-webkit-max-") { comparison = .atMost; name = String(name.dropFirst(12)) }
            else if name.hasPrefix("-webkit-") { name.removeFirst(8) }
            if let actual = numericFeature(name) {
                guard let wanted = number(value, for: name) else { return nil }
                return comparison.holds(actual, wanted)
            }
            guard comparison == .equal, value.count == 1, case .word(let word) = value[0] else { return nil }
            return discreteFeature(name)?.contains(word) ?? false
        }
        // Ranges: split at the comparison operators.
        var parts: [[Token]] = [[]], operators: [Comparison] = []
        for token in inside {
            if case .comparison(let c) = token { operators.append(c); parts.append([]) } else { parts[parts.count - 1].append(token) }
        }
        switch operators.count {
        case 1:
            if parts[0].count == 1, case .word(let name) = parts[0][0], let actual = numericFeature(name) {
                guard let wanted = number(parts[1], for: name) else { return nil }
                return operators[0].holds(actual, wanted)
            }
            if parts[1].count == 1, case .word(let name) = parts[1][0], let actual = numericFeature(name) {
                guard let wanted = number(parts[0], for: name) else { return nil }
                return operators[0].holds(wanted, actual)
            }
            return nil
        case 2:
            guard parts[1].count == 1, case .word(let name) = parts[1][0], let actual = numericFeature(name),
                  let low = number(parts[0], for: name), let high = number(parts[2], for: name) else { return nil }
            return operators[0].holds(low, actual) && operators[1].holds(actual, high)
        default:
            return nil
        }
    }

    enum Comparison: Equatable {
        case less, lessOrEqual, greater, greaterOrEqual, equal, atLeast, atMost
        func holds(_ a: Double, _ b: Double) -> Bool {
            switch self {
            case .less: a < b
            case .lessOrEqual, .atMost: a <= b
            case .greater: a > b
            case .greaterOrEqual, .atLeast: a >= b
            case .equal: a == b
            }
        }
    }

    /// The screen's value of a numeric feature (lengths in px, resolution in dppx, ratios as a number).
    private static func numericFeature(_ name: String) -> Double? {
        switch name {
        case "width", "device-width", "inline-size": width
        case "height", "device-height", "block-size": height
        case "aspect-ratio", "device-aspect-ratio": width / height
        case "resolution", "device-pixel-ratio": 1
        case "color": 8
        case "color-index", "monochrome", "grid": 0
        default: nil
        }
    }

    /// The values a discrete feature has on the screen; nil for a feature this screen does not know.
    private static func discreteFeature(_ name: String) -> Set<String>? {
        switch name {
        case "orientation": ["landscape"]
        case "hover", "any-hover": ["hover"]
        case "pointer", "any-pointer": ["fine"]
        case "prefers-color-scheme": ["light"]
        case "prefers-reduced-motion", "prefers-reduced-transparency", "prefers-reduced-data", "prefers-contrast":
            ["no-preference"]
        case "forced-colors", "inverted-colors": ["none"]
        case "scripting": ["enabled"]
        case "update": ["fast"]
        case "display-mode": ["browser"]
        case "overflow-block", "overflow-inline": ["scroll"]
        case "color-gamut": ["srgb"]
        case "dynamic-range", "video-dynamic-range": ["standard"]
        default: nil
        }
    }

    /// `(name)` alone: true when the feature's value is not zero or `none`.
    private static func booleanFeature(_ name: String) -> Bool? {
        if let n = numericFeature(name) { return n != 0 }
        guard let values = discreteFeature(name) else { return false }
        return !values.contains("none") && !values.contains("no-preference")
    }

    /// A value in the feature's unit: `768px`, `48rem`, `2dppx`, `192dpi`, `16/9`, `1`.
    private static func number(_ tokens: [ConditionParser.Token], for feature: String) -> Double? {
        if tokens.count == 3, case .word(let a) = tokens[0], tokens[1] == .slash, case .word(let b) = tokens[2],
           let x = Double(a), let y = Double(b), y != 0 {
            return x / y
        }
        guard tokens.count == 1, case .word(let text) = tokens[0] else { return nil }
        let digits = text.prefix { $0.isNumber || $0 == "." || $0 == "-" || $0 == "+" }
        guard let value = Double(digits) else { return nil }
        let unit = text.dropFirst(digits.count)
        switch unit {
        case "": return value == 0 || ["aspect-ratio", "device-aspect-ratio", "color", "color-index", "monochrome",
                                       "grid", "device-pixel-ratio"].contains(feature) ? value : nil
        case "px": return value
        case "em", "rem": return value * 16
        case "vw": return value * width / 100
        case "vh": return value * height / 100
        case "dppx", "x": return value
        case "dpi": return value / 96
        case "dpcm": return value * 2.54 / 96
        default: return nil
        }
    }
}

/// A recursive-descent reader of media query and `@supports` conditions over simple tokens.
struct ConditionParser {
    enum Token: Equatable {
        case open, close, colon, slash, comma
        case comparison(ConditionalRules.Comparison)
        case word(String)
        /// A function's name and its raw inside: `selector(:has(a))`.
        case function(String)
    }

    private let tokens: [Token]
    private var position = 0
    /// How many parenthesised conditions the reader is inside.
    private var nesting = 0
    static let maximumNesting = 32
    /// What a function in place of a parenthesised condition means: `selector(…)` and `font-tech(…)` in
    /// `@supports` hold in a current browser; in a media query it is unknown, so false.
    private let functionsHold: Bool

    init(tokens: [Token], functionsHold: Bool = false) {
        self.tokens = tokens
        self.functionsHold = functionsHold
    }

    static func tokens(_ text: Substring) -> [Token] {
        var out: [Token] = []
        var i = text.startIndex
        var word = ""
        func flush() { if !word.isEmpty { out.append(.word(word)); word = "" } }
        while i < text.endIndex {
            let c = text[i]
            switch c {
            case "(":
                if !word.isEmpty {
                    // A function: keep it whole, whatever its inside.
                    let name = word
                    word = ""
                    var depth = 0, j = i
                    while j < text.endIndex {
                        if text[j] == "(" { depth += 1 } else if text[j] == ")" { depth -= 1; if depth == 0 { break } }
                        j = text.index(after: j)
                    }
                    out.append(.function(name))
                    i = j < text.endIndex ? text.index(after: j) : j
                    continue
                }
                out.append(.open)
            case ")": flush(); out.append(.close)
            case ":": flush(); out.append(.colon)
            case "/": flush(); out.append(.slash)
            case ",": flush(); out.append(.comma)
            case "<", ">", "=":
                flush()
                let next = text.index(after: i)
                let orEqual = c != "=" && next < text.endIndex && text[next] == "="
                switch c {
                case "<": out.append(.comparison(orEqual ? .lessOrEqual : .less))
                case ">": out.append(.comparison(orEqual ? .greaterOrEqual : .greater))
                default: out.append(.comparison(.equal))
                }
                if orEqual { i = next }
            default:
                if c.isWhitespace { flush() } else { word.append(c) }
            }
            i = text.index(after: i)
        }
        flush()
        return out
    }

    private var next: Token? { position < tokens.count ? tokens[position] : nil }
    private mutating func take(_ word: String) -> Bool {
        if next == .word(word) { position += 1; return true }
        return false
    }

    /// `[not|only]? type [and condition]?` or a condition; nil when it does not parse.
    mutating func mediaQuery() -> Bool? {
        if case .word(let first)? = next, first != "not" || tokens.count > position + 1 && tokens[position + 1] != .open {
            let negated = take("not")
            _ = negated || take("only")
            guard case .word(let type)? = next else { return nil }
            position += 1
            var holds = type == "all" || type == "screen"
            if take("and") {
                guard let condition = condition(feature: ConditionalRules.mediaFeature, allowOr: false) else { return nil }
                holds = holds && condition
            }
            guard position == tokens.count else { return nil }
            return negated ? !holds : holds
        }
        let result = condition(feature: ConditionalRules.mediaFeature)
        return position == tokens.count ? result : nil
    }

    /// An unnamed container query: a condition over media features only, nil for a container's name or a query
    /// function (`style(…)`) first.
    mutating func containerQuery() -> Bool? {
        if case .word(let first)? = next, first != "not" { return nil }
        let result = condition(feature: ConditionalRules.mediaFeature)
        return position == tokens.count ? result : nil
    }

    /// `not C`, `C and C …`, `C or C …`, with `C` a parenthesised condition or feature.
    mutating func condition(feature: ([Token]) -> Bool?, allowOr: Bool = true) -> Bool? {
        if take("not") {
            guard nesting < Self.maximumNesting else { return nil }
            nesting += 1
            defer { nesting -= 1 }
            return inParentheses(feature: feature).map(!)
        }
        guard var result = inParentheses(feature: feature) else { return nil }
        var joiner: String?
        while case .word(let word)? = next, word == "and" || (allowOr && word == "or") {
            guard joiner == nil || joiner == word else { return nil }
            joiner = word
            position += 1
            guard let more = inParentheses(feature: feature) else { return nil }
            result = word == "and" ? result && more : result || more
        }
        return result
    }

    /// `( condition )`, `( feature )` or a function (`selector(…)`: ``functionsHold``).
    private mutating func inParentheses(feature: ([Token]) -> Bool?) -> Bool? {
        if case .function? = next { position += 1; return functionsHold }
        guard next == .open else { return nil }
        position += 1
        let start = position
        if next == .open || next == .word("not") {
            // Conditions nested deeper than anyone writes them are not read (no page can exhaust the stack).
            guard nesting < Self.maximumNesting else { return nil }
            nesting += 1
            defer { nesting -= 1 }
            if let inner = condition(feature: feature), next == .close { position += 1; return inner }
            position = start
        }
        // A feature: the tokens up to the matching close.
        var depth = 0, end = position
        while end < tokens.count {
            if tokens[end] == .open { depth += 1 } else if tokens[end] == .close { if depth == 0 { break }; depth -= 1 }
            end += 1
        }
        guard end < tokens.count else { return nil }
        let inside = Array(tokens[position..<end])
        position = end + 1
        // A feature that does not parse inside a valid condition is unknown: false, as in a browser.
        return feature(inside) ?? false
    }
}
