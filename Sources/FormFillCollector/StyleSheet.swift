/// The subset of CSS the static collector understands: enough to tell whether `<style>` rules hide an
/// element or push it off screen.
///
/// Covered: rules whose selectors are made of type, `#id`, `.class` and `*` compounds joined by descendant
/// (space) or child (`>`) combinators; `@media` blocks for `all`/`screen` without conditions; `!important`;
/// specificity and source order. Not covered (the rule is ignored): attribute selectors, pseudo-classes and
/// elements, sibling combinators, other at-rules, `@import`ed and external sheets, inheritance of
/// `visibility: visible` under a hidden ancestor (the original collect script treats that as hidden too).
struct StyleSheet {
    struct Compound: Equatable {
        var tag: String?
        var id: String?
        var classes: [String] = []
    }

    enum Combinator { case descendant, child }

    struct Selector {
        /// Left to right; `combinators[i]` joins `compounds[i]` and `compounds[i + 1]`.
        var compounds: [Compound]
        var combinators: [Combinator]
        var specificity: Int
    }

    struct Rule {
        var selector: Selector
        var declarations: [Declaration]
        var order: Int
    }

    /// The properties that matter for visibility; declarations of others are dropped at parse time.
    enum Property: Int, CaseIterable {
        case display, visibility, opacity, position, left, top, width, height, clip, overflow

        init?(name: String) {
            guard let p = Self.allCases.first(where: { "\($0)" == name }) else { return nil }
            self = p
        }
    }

    struct Declaration: Equatable {
        var property: Property
        var value: String
        var important: Bool
    }

    private(set) var rules: [Rule] = []
    // Rules indexed by their rightmost compound's most specific part, so matching an element only tries
    // the rules that could apply to it.
    private var byID: [String: [Int]] = [:]
    private var byClass: [String: [Int]] = [:]
    private var byTag: [String: [Int]] = [:]
    private var universal: [Int] = []

    var isEmpty: Bool { rules.isEmpty }

    init(sources: [String]) {
        for source in sources { parse(Self.withoutComments(source)[...]) }
        for (i, rule) in rules.enumerated() {
            guard let last = rule.selector.compounds.last else { continue }
            if let id = last.id { byID[id, default: []].append(i) }
            else if let c = last.classes.first { byClass[c, default: []].append(i) }
            else if let t = last.tag { byTag[t, default: []].append(i) }
            else { universal.append(i) }
        }
    }

    // MARK: Matching

    /// The declarations that apply to `element`, lowest precedence first (sheet order by specificity and
    /// source order; `!important` is resolved by the caller).
    /// `nextAncestor` yields the parent's facts, then the grandparent's, …, nil at the root; it is called only
    /// as far as matching needs.
    func matchingDeclarations(for element: ElementFacts, nextAncestor: () -> ElementFacts?) -> [Declaration] {
        var candidates: [Int] = universal
        if let id = element.id, let list = byID[id] { candidates += list }
        for c in element.classes { if let list = byClass[c] { candidates += list } }
        if let list = byTag[element.tag] { candidates += list }
        guard !candidates.isEmpty else { return [] }
        // A rule indexed under two of the element's classes shows up twice.
        candidates.sort()
        var matched: [Rule] = []
        var chain: [ElementFacts] = []
        var chainComplete = false
        let ancestor = { (k: Int) -> ElementFacts? in
            while chain.count <= k, !chainComplete {
                if let f = nextAncestor() { chain.append(f) } else { chainComplete = true }
            }
            return k < chain.count ? chain[k] : nil
        }
        for (n, i) in candidates.enumerated() where n == 0 || candidates[n - 1] != i {
            let rule = rules[i]
            let compounds = rule.selector.compounds
            guard Self.matches(compounds[compounds.count - 1], element) else { continue }
            if compounds.count > 1 {
                guard Self.matchesAncestors(rule.selector, ancestor) else { continue }
            }
            matched.append(rule)
        }
        matched.sort { ($0.selector.specificity, $0.order) < ($1.selector.specificity, $1.order) }
        return matched.flatMap(\.declarations)
    }

    static func matches(_ compound: Compound, _ element: ElementFacts) -> Bool {
        if let tag = compound.tag, tag != element.tag { return false }
        if let id = compound.id, id != element.id { return false }
        for c in compound.classes where !element.classes.contains(c) { return false }
        return true
    }

    /// Greedy right-to-left matching of the compounds before the last against the ancestors
    /// (`ancestor(0)` is the parent).
    static func matchesAncestors(_ selector: Selector, _ ancestor: (Int) -> ElementFacts?) -> Bool {
        var position = 0
        var index = selector.compounds.count - 2
        while index >= 0 {
            let compound = selector.compounds[index]
            switch selector.combinators[index] {
            case .child:
                guard let facts = ancestor(position), matches(compound, facts) else { return false }
                position += 1
            case .descendant:
                while let facts = ancestor(position), !matches(compound, facts) { position += 1 }
                guard ancestor(position) != nil else { return false }
                position += 1
            }
            index -= 1
        }
        return true
    }

    // MARK: Parsing

    static func withoutComments(_ s: String) -> String {
        guard s.contains("/*") else { return s }
        var out = ""
        var rest = s[...]
        while let open = rest.range(of: "/*") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "*/") else { return out }
            rest = rest[close.upperBound...]
        }
        return out + rest
    }

    private mutating func parse(_ text: Substring) {
        var rest = text
        while !rest.isEmpty {
            guard let brace = rest.firstIndex(where: { $0 == "{" || $0 == ";" || $0 == "}" }) else { return }
            let prelude = rest[..<brace].trimmingCharacters()
            if rest[brace] != "{" { rest = rest[rest.index(after: brace)...]; continue }
            let (block, after) = Self.block(rest, openingAt: brace)
            rest = after
            if prelude.hasPrefix("@") {
                let lower = prelude.lowercased()
                if lower.hasPrefix("@media") {
                    let query = lower.dropFirst("@media".count).trimmingCharacters()
                    let types = query.split(separator: ",").map { $0.trimmingCharacters() }
                    if !query.contains("("), types.contains(where: { ["all", "screen", "only screen"].contains($0) }) {
                        parse(block)
                    }
                }
                continue
            }
            let declarations = Self.declarations(block)
            guard !declarations.isEmpty else { continue }
            for part in prelude.split(separator: ",") {
                if let selector = Self.selector(part.trimmingCharacters()) {
                    rules.append(Rule(selector: selector, declarations: declarations, order: rules.count))
                }
            }
        }
    }

    /// The text inside the braces opening at `open`, and what follows the closing brace.
    private static func block(_ s: Substring, openingAt open: Substring.Index) -> (Substring, Substring) {
        var depth = 0
        var i = open
        while i < s.endIndex {
            if s[i] == "{" { depth += 1 }
            else if s[i] == "}" {
                depth -= 1
                if depth == 0 { return (s[s.index(after: open)..<i], s[s.index(after: i)...]) }
            }
            i = s.index(after: i)
        }
        return (s[s.index(after: open)...], s[s.endIndex...])
    }

    static func declarations(_ block: Substring) -> [Declaration] {
        var out: [Declaration] = []
        for part in block.split(separator: ";") {
            guard let colon = part.firstIndex(of: ":") else { continue }
            guard let property = Property(name: part[..<colon].trimmingCharacters().lowercased()) else { continue }
            var value = part[part.index(after: colon)...].trimmingCharacters().lowercased()
            var important = false
            if let bang = value.range(of: "!important") {
                important = true
                value = String(value[..<bang.lowerBound]).trimmingCharacters()
            }
            out.append(Declaration(property: property, value: value, important: important))
        }
        return out
    }

    /// Parses `div.login #user`, `form > .x`; nil for anything outside the covered subset.
    static func selector(_ text: String) -> Selector? {
        var compounds: [Compound] = []
        var combinators: [Combinator] = []
        var pendingChild = false
        var ids = 0, classes = 0, tags = 0
        let tokens = text.replacingOccurrences(of: ">", with: " > ").split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        for token in tokens {
            if token == ">" {
                guard !compounds.isEmpty, !pendingChild else { return nil }
                pendingChild = true
                continue
            }
            guard let compound = Self.compound(token) else { return nil }
            if !compounds.isEmpty { combinators.append(pendingChild ? .child : .descendant) }
            else if pendingChild { return nil }
            pendingChild = false
            compounds.append(compound)
            ids += compound.id == nil ? 0 : 1
            classes += compound.classes.count
            tags += compound.tag == nil ? 0 : 1
        }
        guard !compounds.isEmpty, !pendingChild else { return nil }
        return Selector(compounds: compounds, combinators: combinators, specificity: ids * 10_000 + classes * 100 + tags)
    }

    static func compound(_ token: Substring) -> Compound? {
        var compound = Compound()
        var i = token.startIndex
        func name() -> String {
            let start = i
            while i < token.endIndex, token[i] != ".", token[i] != "#" {
                let c = token[i]
                guard c.isLetter || c.isNumber || c == "-" || c == "_" || c == "*" else { return "" }
                i = token.index(after: i)
            }
            return String(token[start..<i])
        }
        if token[i] != "." && token[i] != "#" {
            let tag = name()
            guard !tag.isEmpty, i == token.endIndex || token[i] == "." || token[i] == "#" else { return nil }
            if tag != "*" { compound.tag = tag.lowercased() }
        }
        while i < token.endIndex {
            let sigil = token[i]
            i = token.index(after: i)
            let value = name()
            guard !value.isEmpty, !value.contains("*") else { return nil }
            if sigil == "#" {
                guard compound.id == nil || compound.id == value else { return nil }
                compound.id = value
            } else {
                compound.classes.append(value)
            }
        }
        return compound
    }
}

/// What selector matching needs to know about an element. A class so that the ancestor chains built while
/// matching share one copy per element.
final class ElementFacts: Sendable {
    let tag: String
    let id: String?
    let classes: [String]

    init(tag: String, id: String?, classes: [String]) {
        self.tag = tag; self.id = id; self.classes = classes
    }
}

extension StringProtocol {
    func trimmingCharacters() -> String {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return String(self[first...last])
    }
}
