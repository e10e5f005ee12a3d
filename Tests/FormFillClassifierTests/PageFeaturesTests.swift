@testable import FormFillClassifier
import FormFillModel
import FormFillTestSupport
import Testing

/// The page's fields read once into features: each distinct text numbered once, whatever the fields that
/// carry it, and matched for every use the page makes of it.
@Suite struct PageFeaturesTests {
    @Test func aRepeatedTextIsOneEntryOfTheTable() {
        let features = PageFeatures(page([
            field(name: "billing[email]", left: "E-mail"), field(name: "shipping[email]", left: "E-mail"),
            field(name: "email", label: "E-mail"),
        ]), parallelism: .serial)
        let left = features.texts.map(\.labelLeft)
        #expect(left[0] != nil && left[0] == left[1])
        #expect(features.texts[2].labelTag == left[0])
        // Two names, one leaf: the leaf of each is the third field's whole name.
        let names = features.texts.compactMap(\.htmlName)
        #expect(Set(names).count == 3)
        #expect(features.table.leaf(of: names[0]) == names[2] && features.table.leaf(of: names[1]) == names[2])
        #expect(features.table[names[2]].attribute?.words.contains { $0.0 == .email } == true)
        #expect(features.table[left[0]!].label?.matches.contains { $0.0 == .email } == true)
    }

    @Test func aTextUsedAsALabelAndAsANameIsMatchedForBoth() {
        let features = PageFeatures(page([field(name: "fn"), field(label: "fn")]), parallelism: .serial)
        let id = features.texts[0].htmlName
        #expect(id != nil && id == features.texts[1].labelTag)
        // `fn` is a word for names and ids only: the same text says a given name as a name, nothing as a label.
        #expect(features.table[id!].attribute?.words.contains { $0.0 == .givenName } == true)
        #expect(features.table[id!].label?.matches.isEmpty == true)
    }
}

/// The rule index finds what trying every word of every rule at every offset finds.
@Suite struct RuleIndexTests {
    struct Hit: Hashable { let rule: Int, word: Int, negative: Bool, range: Range<Int> }

    /// Every word and negative of every rule at its first acceptable offset, the slow way.
    static func naive(_ text: MatchText, attributes: Bool) -> Set<Hit> {
        var hits: Set<Hit> = []
        for (r, rule) in FieldScorer.ruleIndex.rules.enumerated() {
            for (negative, list) in [(false, rule.words), (true, rule.negatives)] {
                for (w, spec) in list.enumerated() {
                    let pattern = WordPattern(spec)
                    guard attributes || !pattern.attributesOnly,
                          let offset = text.compact.indices.first(where: { pattern.matches(text, at: $0) }) else { continue }
                    hits.insert(Hit(rule: r, word: w, negative: negative, range: offset..<(offset + pattern.bytes.count)))
                }
            }
        }
        return hits
    }

    @Test func findsWhatEveryWordAtEveryOffsetFinds() {
        var rng = SeededGenerator(seed: 18)
        let rules = FieldScorer.ruleIndex.rules
        for _ in 0..<150 {
            // Words of the tables run together, with separators and letters between them (long labels too).
            var raw = ""
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                let rule = rules[Int.random(in: 0..<rules.count, using: &rng)]
                let words = rule.words + rule.negatives
                if let spec = words.randomElement(using: &rng), Bool.random(using: &rng) { raw += spec.display }
                raw += ["", " ", "_", "-", "x", "ab", "Name", "2"].randomElement(using: &rng)!
            }
            let text = MatchText(raw), attributes = Bool.random(using: &rng)
            var found: Set<Hit> = []
            FieldScorer.ruleIndex.forEachMatch(in: text, attributes: attributes) { entry, range in
                found.insert(Hit(rule: entry.rule, word: entry.word, negative: entry.negative, range: range))
            }
            #expect(found == Self.naive(text, attributes: attributes), "\(raw)")
        }
    }
}

/// A word list finds the first of its words that a text holds, as trying each word in list order does.
@Suite struct WordListTests {
    @Test func findsTheFirstWordInListOrder() {
        var rng = SeededGenerator(seed: 1818)
        let lists = [FormPatterns.veto, FormPatterns.honeypot, FormPatterns.captcha, FormPatterns.signIn, FormPatterns.search]
        for _ in 0..<300 {
            let list = lists.randomElement(using: &rng)!
            var raw = ""
            for _ in 0..<Int.random(in: 1...8, using: &rng) {
                if Bool.random(using: &rng), let word = list.words.randomElement(using: &rng) { raw += word.display }
                raw += ["", " ", "_", "q", "Code", "7"].randomElement(using: &rng)!
            }
            let text = MatchText(raw), attributes = Bool.random(using: &rng)
            let slow = list.words.first { word in
                (attributes || !word.attributesOnly) && text.compact.indices.contains { word.matches(text, at: $0) }
            }
            #expect(list.first(in: text, attributes: attributes)?.display == slow?.display, "\(raw)")
        }
    }
}
