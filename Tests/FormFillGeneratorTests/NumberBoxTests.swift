import Testing
@testable import FormFillGenerator

/// What a `type=number` box keeps: HTML's valid floating-point number, and nothing else (a browser empties the
/// box for any other value).
@Suite struct NumberBoxTests {
    @Test(arguments: ["0", "004211", "-12", "0.5", ".5", "1e3", "1E-3", "-2.50e+10"])
    func aNumberIsKept(_ value: String) {
        #expect(NumberBox.holds(value), "\(value)")
    }

    @Test(arguments: ["", "+5", "1.", "-", ".", "e3", "1e", "1e+", " 5", "5 ", "1,000", "0x1F", "wile@acme.com", "١٢٣"])
    func anythingElseIsNot(_ value: String) {
        #expect(!NumberBox.holds(value), "\(value)")
    }
}
