@testable import FormFillClassifier
import FormFillModel
import FormFillTestSupport
import Testing

/// The scanner over a group's fields: each family parser proposes structures, the best non-overlapping ones win.
@Suite struct StructureScannerTests {
    @Test func bestStructureTakesAContestedField() {
        // Two readings of field 2: the one explaining three fields outscores the one explaining two.
        let chosen = StructureScanner.choose([([1, 2], 2.5), ([2, 3, 4], 3.8), ([6], 1.0)])
        #expect(chosen == [1, 2])
    }

    @Test func onATieTheEarlierStructureWins() {
        #expect(StructureScanner.choose([([0, 1], 2), ([1, 2], 2)]) == [0])
    }

    @Test func disjointStructuresAreAllKept() {
        #expect(StructureScanner.choose([([0], 1), ([1, 2], 2), ([3], 1)]) == [0, 1, 2])
    }

    @Test func everyFamilyParsesItsOwnStructureInOneForm() throws {
        // A phone split, an expiry split, a second street line and a name among card fields, in one form: each
        // family's parser reads its own fields, and none needs a pass of another's to be right.
        let r = try classifyHTML("""
            <form>
              <label>Street address <input name="a1"></label><input name="a1b">
              <label>Phone <input name="p1" maxlength="3"></label><input name="p2" maxlength="3"><input name="p3" maxlength="4">
              <label>Card number <input name="cn"></label><label>Name <input name="nm"></label>
              <label>Expiry date <input name="em" maxlength="2"></label><input name="ey" maxlength="2">
            </form>
            """)
        #expect(["a1", "a1b"].map { designation(of: $0, in: r) } == ["address-line1", "address-line2"])
        #expect(["p1", "p2", "p3"].map { designation(of: $0, in: r) } == ["tel-area-code", "tel-local-prefix", "tel-local-suffix"])
        #expect(["cn", "nm", "em", "ey"].map { designation(of: $0, in: r) } == ["cc-number", "cc-name", "cc-exp-month", "cc-exp-year"])
    }
}
