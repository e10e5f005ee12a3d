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
    package static let all: [Country] = countryTable.split(separator: "\n").compactMap { line in
        let columns = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        guard columns.count == 5 else { return nil }
        return Country(alpha2: columns[0], alpha3: columns[1], callingCode: columns[2], englishName: columns[3],
                       localNames: columns[4].split(separator: ";").map(String.init))
    }
}
