import Testing
@testable import FormFillClassifier

/// Which author constraints let a box take digits only (``FieldFeatures/takesDigitsOnly(pattern:inputMode:)``):
/// a pattern read as text, never run.
@Suite struct DigitsOnlyTests {
    @Test(arguments: [#"[0-9]{4}"#, #"\d{4,6}"#, #"^\d+$"#, #"(\d{4})"#, #"\d*"#, #"[0-9]{4,}"#])
    func aPatternOfDigitsTakesDigitsOnly(_ pattern: String) {
        #expect(FieldFeatures.takesDigitsOnly(pattern: pattern, inputMode: nil), "\(pattern)")
    }

    @Test(arguments: ["", #"[0-9A-Z]{4}"#, #"\w+"#, #".{8,}"#, #"[0-9]{4}|[a-z]{4}"#, #"\d{4"#, #"[0-9]{a}"#, "^$"])
    func anyOtherPatternMayTakeAPassword(_ pattern: String) {
        #expect(!FieldFeatures.takesDigitsOnly(pattern: pattern, inputMode: nil), "\(pattern)")
    }

    @Test func inputModeNumericTakesDigitsOnly() {
        #expect(FieldFeatures.takesDigitsOnly(pattern: nil, inputMode: " Numeric "))
        #expect(!FieldFeatures.takesDigitsOnly(pattern: nil, inputMode: "decimal"))
        #expect(!FieldFeatures.takesDigitsOnly(pattern: nil, inputMode: "text"))
    }
}
