/// A country or territory of ISO 3166-1: reference data shared by the classifier (which recognises country
/// selects) and the generator (which fills them).
package struct Country: Sendable, Hashable {
    package var alpha2: String
    package var alpha3: String
    /// The international calling code without `+` (`1`, `44`).
    package var callingCode: String
    package var englishName: String
    /// Names in the country's own languages and common aliases.
    package var localNames: [String]

    /// Every way a page may write it: codes, English and local names.
    package var allNames: [String] { [alpha2, alpha3, englishName] + localNames }

    /// The world's countries and territories, by alpha-2 code.
    /// Read on the table's UTF-8 bytes (its separators are ASCII and no mark follows one, so the pieces are those
    /// of splitting its Characters, which cost a tenth of building the classifier's tables).
    package static let all: [Country] = Array(countryTable.utf8).split(separator: UInt8(ascii: "\n")).compactMap { line in
        let columns = line.split(separator: UInt8(ascii: "|"), omittingEmptySubsequences: false)
        guard columns.count == 5 else { return nil }
        func text(_ bytes: ArraySlice<UInt8>) -> String { String(decoding: bytes, as: UTF8.self) }
        return Country(alpha2: text(columns[0]), alpha3: text(columns[1]), callingCode: text(columns[2]),
                       englishName: text(columns[3]),
                       localNames: columns[4].split(separator: UInt8(ascii: ";")).map(text))
    }
}
