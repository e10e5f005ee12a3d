import Testing
@testable import FormFillClassifier

/// `OptionRecognizer.isRegion` relies on no region name being empty once written as option text (an empty name
/// would match the end of every text); this pins that the reference data keeps it so.
@Test func noRegionNameIsEmptyAsOptionText() {
    #expect(!OptionTables.regions.contains { $0.names.contains("") })
}
