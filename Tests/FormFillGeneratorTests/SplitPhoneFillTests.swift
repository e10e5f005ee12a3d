import FormFillGenerator
import FormFillModel
import Foundation
import Testing
import FormFillTestSupport

/// A phone number over several boxes: a North American number splits 3-3-4 whatever the boxes' lengths; any
/// other number splits where the user's own spaces or hyphens split it ("+81 3 1234 5678", "03-1234-5678"),
/// since how long an area code is varies by country and by area, and as it is dialled at home (`03`) where no
/// country-code box stands beside; a number that does not split into the parts the boxes ask for leaves them
/// all empty, with a warning, rather than cut digits in each.
@Suite struct SplitPhoneFillTests {
    private func person(_ phone: String, country: String) -> VaultItem {
        .identity(IdentityItem(id: "p", firstName: "Ann", lastName: "Lee", phone: phone, country: country))
    }

    private func partsPage(_ maxLengths: [Int?], _ designations: [Designation] = [.telAreaCode, .telLocalPrefix, .telLocalSuffix])
        -> (page: PageDetails, classification: PageClassification) {
        makePage(url: "https://shop.example/checkout", forms: [TestForm(kind: .address)],
                 fields: [TestField(.givenName)] + zip(designations, maxLengths).map { TestField($0, maxLength: $1) })
    }

    @Test func aNumberOutsideNorthAmericaSplitsWhereItsUserSplitIt() throws {
        let cases: [(String, String, [Int?], [String])] = [
            ("+81 3 1234 5678", "JP", [4, 4, 4], ["03", "1234", "5678"]),
            ("03-1234-5678", "JP", [5, 4, 4], ["03", "1234", "5678"]),
            ("+44 20 7946 0958", "GB", [nil, nil, nil], ["020", "7946", "0958"]),
            ("0044 (0)20 7946 0958", "GB", [nil, nil, nil], ["020", "7946", "0958"]),
            ("+39 06 1234 5678", "IT", [nil, nil, nil], ["06", "1234", "5678"]),
            ("+86 138 0013 8000", "CN", [nil, nil, nil], ["138", "0013", "8000"]),
        ]
        for (phone, country, lengths, parts) in cases {
            let values = try fill(partsPage(lengths), person(phone, country: country)).script.valuesByOpid
            #expect(values == ["__0": "Ann", "__1": parts[0], "__2": parts[1], "__3": parts[2]], "\(phone)")
        }
    }

    @Test func anAreaCodeAndALocalNumber() throws {
        let page = partsPage([nil, nil], [.telAreaCode, .telLocal])
        #expect(try fill(page, person("+49 30 1234567", country: "DE")).script.valuesByOpid
                == ["__0": "Ann", "__1": "030", "__2": "1234567"])
        #expect(try fill(page, person("+81 3 1234 5678", country: "JP")).script.valuesByOpid
                == ["__0": "Ann", "__1": "03", "__2": "12345678"])
    }

    @Test func besideACountryCodeTheAreaCodeHasNoTrunkPrefix() throws {
        // "+[81] [3] [1234] [5678]": the international writing, without the 0 dialled at home.
        let page = makePage(url: "https://shop.example/checkout", forms: [TestForm(kind: .address)], fields: [
            TestField(.givenName), TestField(.telCountryCode, maxLength: 4), TestField(.telAreaCode), TestField(.telLocalPrefix),
            TestField(.telLocalSuffix),
        ])
        // Stored as dialled at home ("03-1234-5678" of a Japanese identity), the same.
        for phone in ["+81 3 1234 5678", "03-1234-5678"] {
            #expect(try fill(page, person(phone, country: "JP")).script.valuesByOpid
                    == ["__0": "Ann", "__1": "+81", "__2": "3", "__3": "1234", "__4": "5678"], "\(phone)")
        }
    }

    @Test func aNumberStoredAsDialledAtHomeLosesItsTrunkPrefixBesideACountryCode() throws {
        let whole = makePage(url: "https://shop.example/checkout", forms: [TestForm(kind: .address)], fields: [
            TestField(.givenName), TestField(.telCountryCode, maxLength: 4), TestField(.tel),
        ])
        #expect(try fill(whole, person("020 7946 0958", country: "GB")).script.valuesByOpid
                == ["__0": "Ann", "__1": "+44", "__2": "2079460958"])
        // Without a country code beside it, a national number's box takes the number as dialled at home.
        let national = makePage(url: "https://shop.example/checkout", forms: [TestForm(kind: .address)], fields: [
            TestField(.givenName), TestField(.telNational),
        ])
        #expect(try fill(national, person("+44 20 7946 0958", country: "GB")).script.valuesByOpid
                == ["__0": "Ann", "__1": "02079460958"])
    }

    @Test func aNumberThatDoesNotSplitIntoThePartsLeavesThemEmpty() throws {
        // No groups, or fewer or more than the boxes ask for: the digits alone do not say where a part ends.
        for (phone, country) in [("+442079460958", "GB"), ("+49 30 1234567", "DE"), ("+33 1 23 45 67 89", "FR")] {
            let result = try fill(partsPage([nil, nil, nil]), person(phone, country: country))
            #expect(result.script.valuesByOpid == ["__0": "Ann"], "\(phone)")
            #expect(result.warnings.contains { $0.contains("phone") }, "\(phone)")
        }
    }

    @Test func aNorthAmericanNumberSplitsThreeThreeFour() throws {
        let values = try fill(partsPage([4, 4, 4]), person("+1 415 555 0134", country: "US")).script.valuesByOpid
        #expect(values == ["__0": "Ann", "__1": "415", "__2": "555", "__3": "0134"])
    }

    @Test func anAreaCodeListTakesTheAreaCode() throws {
        // Korea's mobile prefixes as a list: stored nationally (010) or internationally (+82 10), the option is 010.
        let codes = options(["010", "011", "016", "017"].map { ($0, $0) })
        let page = makePage(url: "https://shop.example/checkout", forms: [TestForm(kind: .address)], fields: [
            TestField(.givenName), TestField(.telAreaCode, type: "select-one", options: codes),
            TestField(.telLocalPrefix, maxLength: 4), TestField(.telLocalSuffix, maxLength: 4),
        ])
        for phone in ["010-1234-5678", "+82 10 1234 5678"] {
            #expect(try fill(page, person(phone, country: "KR")).script.valuesByOpid
                    == ["__0": "Ann", "__1": "010", "__2": "1234", "__3": "5678"], "\(phone)")
        }
        // A number whose area code the list does not hold: the list is left alone, and so are the number's boxes.
        let other = try fill(page, person("02-312-3456", country: "KR"))
        #expect(other.script.valuesByOpid == ["__0": "Ann"])
        // Beside a whole number's box, the list is not the number's: it is left alone.
        let whole = makePage(url: "https://shop.example/checkout", forms: [TestForm(kind: .address)], fields: [
            TestField(.givenName), TestField(.telAreaCode, type: "select-one", options: codes), TestField(.tel),
        ])
        #expect(try fill(whole, person("010-1234-5678", country: "KR")).script.valuesByOpid == ["__0": "Ann", "__2": "010-1234-5678"])
    }

    /// Whatever the user typed (seeded random numbers written with `+`, `00`, `(0)`, brackets, dots, hyphens,
    /// spaces and stray letters): the parts and the chunks for any boxes are the national number's own digits, in
    /// order, or nothing; never a digit dropped, added or moved.
    @Test func anyWrittenNumberSplitsIntoItsOwnDigitsOrNothing() {
        var random = SeededGenerator(seed: 32)
        let marks = [" ", "-", ".", "/", "(", ")", "(0)", " ext ", "x", "+", "00"]
        for _ in 0..<2_000 {
            var raw = ["", "+", "00", "+1 ", "+81 ", "0"].randomElement(using: &random)!
            for _ in 0..<Int.random(in: 1...5, using: &random) {
                raw += String((0..<Int.random(in: 1...5, using: &random)).map { _ in Character(String(Int.random(in: 0...9, using: &random))) })
                raw += marks.randomElement(using: &random)!
            }
            let phone = PhoneNumber(raw, defaultCountry: ["US", "JP", "GB", "KR", nil].randomElement(using: &random)!)
            if let parts = phone.parts() { #expect(parts.area + parts.prefix + parts.suffix == phone.national, "\(raw)") }
            if let pair = phone.areaAndLocal() { #expect(pair.area + pair.local == phone.national, "\(raw)") }
            // At home, the trunk prefix 0 at most before them.
            if let parts = phone.parts(atHome: true) { #expect(["", "0"].map { $0 + phone.national }.contains(parts.area + parts.prefix + parts.suffix), "\(raw)") }
            let boxes = (0..<Int.random(in: 2...4, using: &random)).map { _ in Bool.random(using: &random) ? nil : Int.random(in: 1...6, using: &random) }
            if let chunks = phone.split(over: boxes) {
                #expect(chunks.count == boxes.count, "\(raw)")
                let code = phone.countryCode ?? ""
                #expect([phone.national, "0" + phone.national, code + phone.national].contains(chunks.joined()), "\(raw)")
                #expect(zip(chunks, boxes).allSatisfy { $1 == nil || $0.count <= $1! }, "\(raw) \(boxes)")
            }
        }
    }

    @Test func shortTelBoxesTakeTheNumbersOwnParts() throws {
        // Boxes all designated `tel`, split by their lengths: the number's own parts when it has as many, else its
        // digits by the boxes' lengths only when those add up to the number; else nothing.
        let tel = [Designation](repeating: .tel, count: 3)
        #expect(try fill(partsPage([4, 4, 4], tel), person("+81 3 1234 5678", country: "JP")).script.valuesByOpid
                == ["__0": "Ann", "__1": "03", "__2": "1234", "__3": "5678"])
        #expect(try fill(partsPage([5, 5, 5], tel), person("+1 415 555 0134", country: "US")).script.valuesByOpid
                == ["__0": "Ann", "__1": "415", "__2": "555", "__3": "0134"])
        #expect(try fill(partsPage([2, 4, 4], tel), person("+442079460958", country: "GB")).script.valuesByOpid
                == ["__0": "Ann", "__1": "20", "__2": "7946", "__3": "0958"])
        let unsplit = try fill(partsPage([4, 4, 4], tel), person("+442079460958", country: "GB"))
        #expect(unsplit.script.valuesByOpid == ["__0": "Ann"])
        #expect(unsplit.warnings.contains { $0.contains("phone") })
    }
}
