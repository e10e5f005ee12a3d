@testable import FormFillClassifier
import FormFillModel
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
