@testable import FormFillModel
import Testing

/// The reference tables the classifier recognises selects with and the generator fills them from.
@Suite struct ReferenceTableTests {
    @Test(arguments: MonthNames.languages)
    func everyLanguageHasTwelveNamedMonths(language: String) throws {
        let table = try #require(MonthNames.table(for: language))
        #expect(table.count == 12)
        #expect(table.allSatisfy { !$0.isEmpty && $0.allSatisfy { $0 == $0.lowercased() && !$0.contains(" ") } })
    }

    @Test func monthLookupsReadThePrimarySubtag() {
        #expect(MonthNames.fullName(of: 3, language: "de-AT") == "märz")
        #expect(MonthNames.fullName(of: 12, language: "xx") == "december")
        #expect(MonthNames.names(of: 13, language: "en") == nil)
    }

    @Test func countriesAreUniqueByCode() {
        #expect(Country.all.count >= 240)
        #expect(Set(Country.all.map(\.alpha2)).count == Country.all.count)
        #expect(Set(Country.all.map(\.alpha3)).count == Country.all.count)
        #expect(Country.all.allSatisfy { $0.alpha2.count == 2 && $0.alpha3.count == 3 && !$0.callingCode.isEmpty })
    }

    /// `Country.all` reads the table on its bytes: the same countries as splitting its Characters.
    @Test func countriesReadOnBytesAsByCharacters() {
        let byCharacters = countryTable.split(separator: "\n").compactMap { line -> Country? in
            let columns = line.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == 5 else { return nil }
            return Country(alpha2: columns[0], alpha3: columns[1], callingCode: columns[2], englishName: columns[3],
                           localNames: columns[4].split(separator: ";").map(String.init))
        }
        #expect(Country.all == byCharacters)
    }

    @Test func regionsAreUniqueByCode() {
        #expect(Set(Region.all.map(\.code)).count == Region.all.count)
        #expect(Region.all.filter { $0.country == "CA" }.count == 13)
        #expect(Region.all.first { $0.code == "QC" }?.allNames == ["Quebec", "Québec"])
    }

    /// A name in two families would make the generator's choice of family depend on the table's order.
    @Test func noNameStandsInTwoFamilies() {
        for families in [CardBrandNames.families, HonorificNames.families] {
            let names = families.flatMap { $0 }
            #expect(Set(names).count == names.count)
        }
        #expect(Set(CardBrandNames.displayNames.keys).isSubset(of: CardBrandNames.families.compactMap(\.first)))
    }
}
