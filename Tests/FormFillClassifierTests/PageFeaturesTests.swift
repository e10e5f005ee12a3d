@testable import FormFillClassifier
import FormFillModel
import FormFillSupport
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

/// Each chunk of a large page numbers its own texts and the chunks are joined in chunk order: the numbers are
/// those of one pass in page order.
@Suite struct ChunkedNumberingTests {
    /// A random field from a small stock of texts (so that chunks share texts), with structured names whose
    /// leaves are other names, texts used both as labels and as names, forms, `autocomplete` values and
    /// option lists.
    static func randomField(_ rng: inout SeededGenerator) -> FieldDetails {
        let words = ["email", "E-mail", "billing[email]", "shipping[email]", "fn", "a$b$fn", "street[0]", "Name",
                     "Card number", "cc", "x.y.cc", "gift card", "Gift card", "Phone", "tel", "zip", "Postcode"]
        func some(_ odds: Int = 2) -> String? { Int.random(in: 0..<odds, using: &rng) == 0 ? words.randomElement(using: &rng)! : nil }
        let type = ["text", "text", "email", "select-one", "checkbox", "hidden", "password", "tel"].randomElement(using: &rng)!
        let options: [String]? = type == "select-one" ? [["Country", "France", "Spain"], ["Month", "01", "02"], ["a", "b"]].randomElement(using: &rng)! : nil
        let form = ["__form__0", "__form__1", "__form__2", nil].randomElement(using: &rng)!
        return field(type, name: some(), id: some(), label: some(3), left: some(3), right: some(4), top: some(4),
                     aria: some(6), placeholder: some(5), title: some(8),
                     autocomplete: ["email", "section-a shipping street-address", "off", nil, nil].randomElement(using: &rng)!,
                     options: options, htmlClass: some(4), value: some(5), form: form)
    }

    @Test func chunksNumberTheTextsAsOnePassInPageOrderDoes() {
        var rng = SeededGenerator(seed: 1811)
        for _ in 0..<60 {
            let details = page((0..<Int.random(in: 1...120, using: &rng)).map { _ in Self.randomField(&rng) })
            let serial = PageFeatures(details, parallelism: .serial)
            let chunked = PageFeatures(details, parallelism: Parallelism(maxWorkers: Int.random(in: 2...4, using: &rng),
                                                                       minimumChunk: Int.random(in: 1...20, using: &rng)))
            #expect(chunked.texts == serial.texts)
            let (a, b) = (chunked.table, serial.table)
            #expect(a.raws == b.raws)
            #expect(a.leaves == b.leaves)
            #expect(a.autocompletes == b.autocompletes)
            #expect(a.optionKinds == b.optionKinds)
            // The uses of each text: what was computed for it.
            for k in b.raws.indices {
                let id = TextID(index: Int32(k))
                #expect((a[id].label == nil) == (b[id].label == nil) && (a[id].attribute == nil) == (b[id].attribute == nil))
                #expect(a[id].isVetoLeaf == b[id].isVetoLeaf && a[id].isHoneypot == b[id].isHoneypot)
            }
        }
    }
}

/// The exclusion rules' words, read once per distinct text into the page's table, are what reading each
/// field's label and attribute texts finds.
@Suite struct ExclusionWordsTests {
    @Test func theTablesExclusionWordsAreWhatEachFieldsTextsSay() {
        var rng = SeededGenerator(seed: 1812)
        let words = ["captcha", "Enter the text you see", "Leave this field blank", "hp", "website", "url", "Website",
                     "bot", "honeypot", "Name", "email", "homepage", "company website", "x_trap", "nospam", "Email"]
        for _ in 0..<40 {
            let fields = (0..<Int.random(in: 1...60, using: &rng)).map { _ -> FieldDetails in
                func some(_ odds: Int) -> String? { Int.random(in: 0..<odds, using: &rng) == 0 ? words.randomElement(using: &rng)! : nil }
                let type = ["text", "text", "email", "checkbox", "hidden", "password", "textarea", "submit"].randomElement(using: &rng)!
                return field(type, name: some(2), id: some(2), label: some(3), left: some(3), right: some(3), top: some(4),
                             aria: some(5), placeholder: some(4), title: some(6))
            }
            let features = PageFeatures(page(fields), parallelism: .serial)
            let scorer = FieldScorer()
            for i in fields.indices {
                let s = scorer.state(of: i, in: features), found = s.scored.exclusionWords
                #expect(found.contains(.captchaInLabel) == (s.mentions(FormPatterns.captcha, attributes: false) != nil))
                #expect(found.contains(.captchaInAttribute) == (s.mentions(FormPatterns.captcha, labels: false) != nil))
                #expect(found.contains(.honeypotInLabel) == (s.mentions(FormPatterns.honeypot, attributes: false) != nil))
                #expect(found.contains(.honeypotInAttribute) == (s.mentions(FormPatterns.honeypot, labels: false) != nil))
                #expect(found.contains(.baitInAttribute) == (s.mentions(FormPatterns.bait, labels: false) != nil))
            }
        }
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
                    // A name's or an id's words leave out the text-only words (`~`), a text's the names-only (`@`).
                    guard attributes ? !pattern.textOnly : !pattern.attributesOnly,
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
                (attributes ? !word.textOnly : !word.attributesOnly) && text.compact.indices.contains { word.matches(text, at: $0) }
            }
            #expect(list.first(in: text, attributes: attributes)?.display == slow?.display, "\(raw)")
        }
    }
}
