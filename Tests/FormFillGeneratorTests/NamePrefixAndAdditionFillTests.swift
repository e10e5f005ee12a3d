import Foundation
import FormFillGenerator
import FormFillModel
import Testing

/// A family name whose prefix the page asks apart (Dutch "Tussenvoegsel"): the prefix box takes the name's
/// leading particles, the family-name box the rest; a name without particles goes whole into the family-name box.
/// Without a prefix box the family name stays whole.
@Suite struct FamilyNamePrefixFillTests {
    static func person(_ lastName: String) -> IdentityItem {
        var person = home
        person.firstName = "Jan"
        person.middleName = "Pieter"
        person.lastName = lastName
        return person
    }

    static let page = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
        TestField(.givenName), TestField(.familyNamePrefix), TestField(.familyName), TestField(.email),
    ])

    @Test(arguments: [("de Vries", "de", "Vries"), ("van der Berg", "van der", "Berg"), ("van 't Hof", "van 't", "Hof"),
                      ("Van den Broek", "Van den", "Broek"), ("in 't Veld", "in 't", "Veld"), ("ter Horst", "ter", "Horst")])
    func theParticlesGoIntoThePrefixBox(lastName: String, prefix: String, rest: String) throws {
        let values = try fill(Self.page, .identity(Self.person(lastName))).script.valuesByOpid
        #expect(values["__0"] == "Jan")
        #expect(values["__1"] == prefix, "\(lastName)")
        #expect(values["__2"] == rest, "\(lastName)")
    }

    /// A name without particles, or one that is only a particle ("Van", "De"), stays whole.
    @Test(arguments: ["Jansen", "Van", "De", "Vandenberg", "de"])
    func aNameWithoutParticlesStaysWhole(lastName: String) throws {
        let values = try fill(Self.page, .identity(Self.person(lastName))).script.valuesByOpid
        #expect(values["__1"] == nil, "\(lastName)")
        #expect(values["__2"] == lastName)
    }

    @Test func withoutAPrefixBoxTheFamilyNameStaysWhole() throws {
        let page = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.givenName), TestField(.additionalName), TestField(.familyName),
        ])
        let values = try fill(page, .identity(Self.person("de Vries"))).script.valuesByOpid
        #expect(values["__1"] == "Pieter")
        #expect(values["__2"] == "de Vries")
    }
}

/// A house number whose addition the page asks apart (Dutch "Toevoeging"): the number box takes the number,
/// the addition box its letter or part after a hyphen or slash; a number without one leaves the addition empty.
@Suite struct HouseNumberAdditionFillTests {
    static func person(_ line: String, line2: String? = nil) -> IdentityItem {
        var person = home
        person.address1 = line
        person.address2 = line2
        return person
    }

    static func page(numberType: String = "text") -> (page: PageDetails, classification: PageClassification) {
        makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.postalCode), TestField(.houseNumber, type: numberType), TestField(.houseNumberAddition),
            TestField(.addressLine1), TestField(.addressLevel2),
        ])
    }

    @Test(arguments: [("Keizersgracht 123A", "123", "A"), ("Hoofdstraat 12-A", "12", "A"), ("Via Roma 10/B", "10", "B"),
                      ("221b Baker Street", "221", "b"), ("Dorpsstraat 4-2", "4", "2")])
    func theNumberAndItsAddition(line: String, number: String, addition: String) throws {
        let values = try fill(Self.page(), .identity(Self.person(line))).script.valuesByOpid
        #expect(values["__1"] == number, "\(line)")
        #expect(values["__2"] == addition, "\(line)")
        #expect(values["__3"]?.contains(where: \.isNumber) == false, "\(line)")
    }

    /// A number box (`type=number`) takes the digits now that the addition has a box of its own.
    @Test func aNumberBoxTakesTheDigits() throws {
        let values = try fill(Self.page(numberType: "number"), .identity(Self.person("Hoofdstraat 12-A"))).script.valuesByOpid
        #expect(values["__1"] == "12")
        #expect(values["__2"] == "A")
        #expect(values["__3"] == "Hoofdstraat")
    }

    /// A number without an addition leaves the box empty, and the second line never goes there.
    @Test func aNumberWithoutAnAdditionLeavesItEmpty() throws {
        let values = try fill(Self.page(), .identity(Self.person("Hauptstraße 5", line2: "2. OG"))).script.valuesByOpid
        #expect(values["__1"] == "5")
        #expect(values["__2"] == nil)
    }

    /// Without an addition box the number keeps its addition, as before.
    @Test func withoutAnAdditionBoxTheNumberStaysWhole() throws {
        let page = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.addressLine1), TestField(.houseNumber), TestField(.postalCode),
        ])
        let values = try fill(page, .identity(Self.person("Keizersgracht 123A"))).script.valuesByOpid
        #expect(values["__1"] == "123A")
    }
}
