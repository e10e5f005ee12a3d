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

/// An address written as Japan, China and Korea write it, largest part first: a form that asks no city (or no
/// prefecture) in a box of its own wants it at the start of the street line ("市区町村・番地" after a prefecture
/// list), so the street line carries the parts the form has no box for (`千代田区千代田1-1`; Korean with spaces).
@Suite struct EastAsianStreetLineFillTests {
    static let japanese = IdentityItem(id: "jp", title: "JP", firstName: "太郎", lastName: "山田", address1: "千代田1-1",
                                       address2: "丸の内ビル3F", city: "千代田区", state: "東京都", postalCode: "100-0001",
                                       country: "JP")

    static func page(_ designations: [Designation]) -> (page: PageDetails, classification: PageClassification) {
        makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: designations.map { TestField($0) })
    }

    @Test func withoutACityBoxTheStreetLineStartsWithTheCity() throws {
        let values = try fill(Self.page([.postalCode, .addressLevel1, .addressLine1, .addressLine2]), .identity(Self.japanese)).script.valuesByOpid
        #expect(values["__1"] == "東京都")
        #expect(values["__2"] == "千代田区千代田1-1")
        #expect(values["__3"] == "丸の内ビル3F")
    }

    @Test func withoutAPrefectureBoxEither() throws {
        let values = try fill(Self.page([.postalCode, .addressLine1, .addressLine2]), .identity(Self.japanese)).script.valuesByOpid
        #expect(values["__1"] == "東京都千代田区千代田1-1")
    }

    @Test func aKoreanLineKeepsItsSpaces() throws {
        let korean = IdentityItem(id: "kr", title: "KR", address1: "세종대로 110", city: "중구", state: "서울특별시",
                                  postalCode: "04524", country: "KR")
        let values = try fill(Self.page([.postalCode, .addressLevel1, .addressLine1]), .identity(korean)).script.valuesByOpid
        #expect(values["__2"] == "중구 세종대로 110")
    }

    /// Controls: a city box of its own keeps the street line as stored; a line that already starts with the city
    /// gets it once; a Western address is never rewritten.
    @Test func theLineStaysAsStored() throws {
        let withCity = try fill(Self.page([.postalCode, .addressLevel1, .addressLevel2, .addressLine1]), .identity(Self.japanese)).script.valuesByOpid
        #expect(withCity["__3"]?.hasPrefix("千代田1-1,") == true)
        var stored = Self.japanese
        stored.address1 = "千代田区千代田1-1"
        let once = try fill(Self.page([.postalCode, .addressLevel1, .addressLine1]), .identity(stored)).script.valuesByOpid
        #expect(once["__2"]?.hasPrefix("千代田区千代田1-1,") == true)
        let beijing = IdentityItem(id: "cn", title: "CN", address1: "建国路88号", city: "北京市", state: "北京市", country: "CN")
        let municipality = try fill(Self.page([.postalCode, .addressLine1]), .identity(beijing)).script.valuesByOpid
        #expect(municipality["__1"] == "北京市建国路88号")
        let western = try fill(Self.page([.postalCode, .addressLine1]), .identity(home)).script.valuesByOpid
        #expect(western["__1"] == "1 Mesa Road, Apt 7")
    }
}

/// Two family-name boxes in a row (Spanish "Primer apellido" / "Segundo apellido", Mexican "Apellido paterno" /
/// "Apellido materno"): the first surname into the first, the second into the second; both took the whole
/// family name before. A family name of one word fills the first box alone.
@Suite struct TwoSurnamesFillTests {
    static func person(_ lastName: String) -> IdentityItem {
        IdentityItem(id: "es", title: "ES", firstName: "María", lastName: lastName, email: "m@example.es")
    }

    static let page = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
        TestField(.givenName), TestField(.familyName), TestField(.familyName), TestField(.email),
    ])

    @Test(arguments: [("García López", "García", "López"), ("García de la Torre", "García", "de la Torre"),
                      ("de la Fuente García", "de la Fuente", "García"), ("Pérez y Martín", "Pérez", "Martín"),
                      ("Rodríguez del Valle", "Rodríguez", "del Valle")])
    func eachBoxTakesItsSurname(lastName: String, first: String, second: String) throws {
        let values = try fill(Self.page, .identity(Self.person(lastName))).script.valuesByOpid
        #expect(values["__0"] == "María")
        #expect(values["__1"] == first, "\(lastName)")
        #expect(values["__2"] == second, "\(lastName)")
        #expect(values["__3"] == "m@example.es")
    }

    @Test func aSingleSurnameFillsTheFirstBox() throws {
        let values = try fill(Self.page, .identity(Self.person("García"))).script.valuesByOpid
        #expect(values["__1"] == "García")
        #expect(values["__2"] == nil)
    }

    /// Controls: one family-name box takes the whole name, and so do two boxes apart (a name asked again).
    @Test func oneBoxTakesTheWholeName() throws {
        let one = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.givenName), TestField(.familyName), TestField(.email),
        ])
        #expect(try fill(one, .identity(Self.person("García López"))).script.valuesByOpid["__1"] == "García López")
        let apart = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.familyName), TestField(.email), TestField(.familyName),
        ])
        let values = try fill(apart, .identity(Self.person("García López"))).script.valuesByOpid
        #expect(values["__0"] == "García López")
        #expect(values["__2"] == "García López")
    }
}
