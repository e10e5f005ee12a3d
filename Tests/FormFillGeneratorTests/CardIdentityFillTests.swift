import Foundation
import FormFillGenerator
import FormFillModel
import FormFillSecrets
import Testing

@Suite struct CardFillTests {
    @Test func wholeCardWithSelects() throws {
        let months = options([("Month", "")] + (1...12).map { (MonthNames.fullName(of: $0, language: "en") ?? "", String(format: "%02d", $0)) })
        let years = options([("Year", "")] + (2026...2035).map { (String($0), String($0)) })
        let page = makePage(url: "https://shop.example/checkout", forms: [TestForm(kind: .card)], fields: [
            TestField(.ccName), TestField(.ccNumber), TestField(.ccExpMonth, type: "select-one", options: months),
            TestField(.ccExpYear, type: "select-one", options: years), TestField(.ccCSC, maxLength: 4),
            TestField(.ccType, type: "select-one", options: options([("Visa", "VI"), ("Mastercard", "MC")])),
        ])
        let result = try fill(page, .card(visa))
        #expect(result.script.valuesByOpid == ["__0": "Wile E Coyote", "__1": "4111111111111111", "__2": "03",
                                               "__3": "2029", "__4": "737", "__5": "VI"])
        #expect(result.script.metadata.action == "fillCard")
        #expect(result.script.itemType == "card")
        #expect(result.script.savedURL == nil)
    }

    @Test func splitNumberCombinedExpiryAndNameParts() throws {
        let page = makePage(url: "https://shop.example/pay", forms: [TestForm(kind: .card)], fields: [
            TestField(.ccGivenName), TestField(.ccFamilyName),
            TestField(.ccNumber, maxLength: 4), TestField(.ccNumber, maxLength: 4), TestField(.ccNumber, maxLength: 4), TestField(.ccNumber, maxLength: 4),
            TestField(.ccExp, placeholder: "MM / YY"), TestField(.ccExp, type: "month", form: "__form__0"),
        ])
        let values = try fill(page, .card(visa)).script.valuesByOpid
        #expect(values == ["__0": "Wile", "__1": "Coyote", "__2": "4111", "__3": "1111", "__4": "1111", "__5": "1111",
                           "__6": "03 / 29", "__7": "2029-03"])
    }

    /// A card number asked twice ("Card number", then "Confirm card number"): both boxes hold the whole number and
    /// both get it (the form checks that they agree); a box too short for it is left alone with a warning.
    @Test func aCardNumberAskedTwiceFillsBoth() throws {
        let page = makePage(url: "https://shop.example/pay", forms: [TestForm(kind: .card)], fields: [
            TestField(.ccNumber), TestField(.ccNumber, maxLength: 19), TestField(.ccExp), TestField(.ccCSC),
        ])
        let values = try fill(page, .card(visa)).script.valuesByOpid
        #expect(values == ["__0": "4111111111111111", "__1": "4111111111111111", "__2": "03/29", "__3": "737"])
    }

    /// An expiry written as its box's `pattern` accepts, when the writing its hints or maxlength chose is not:
    /// "03/29" into a box whose pattern wants `MM/YYYY` fails the form's validation.
    @Test(arguments: [
        ("[0-9]{2}/[0-9]{4}", "03/2029"), (#"\d{4}"#, "0329"), (#"\d{2}-\d{2}"#, "03-29"), (#"\d{6}"#, "032029"),
        (#"(0[1-9]|1[0-2])\s?/\s?\d{2}"#, "03/29"), (#"\d{1,2}/\d{2}"#, "03/29"),
    ])
    func theExpirysPatternChoosesItsWriting(pattern: String, expected: String) throws {
        let page = makePage(url: "https://shop.example/pay", forms: [TestForm(kind: .card)], fields: [
            TestField(.ccNumber), TestField(.ccExp, pattern: pattern), TestField(.ccCSC),
        ])
        #expect(try fill(page, .card(visa)).script.valuesByOpid["__1"] == expected, "\(pattern)")
    }

    /// The same for a month's and a year's own boxes; a pattern no writing matches (or that does not compile)
    /// leaves the writing as it was.
    @Test func theMonthsAndYearsPatternsChooseTheirWriting() throws {
        func values(month: String?, year: String?) throws -> [String: String] {
            let page = makePage(url: "https://shop.example/pay", forms: [TestForm(kind: .card)], fields: [
                TestField(.ccNumber), TestField(.ccExpMonth, pattern: month), TestField(.ccExpYear, pattern: year),
            ])
            return try fill(page, .card(visa)).script.valuesByOpid
        }
        let short = try values(month: "[1-9]|1[0-2]", year: "[0-9]{2}")
        #expect(short["__1"] == "3" && short["__2"] == "29")
        let kept = try values(month: "[A-Z]+", year: "((")
        #expect(kept["__1"] == "03" && kept["__2"] == "2029")
    }

    @Test func numberBoxesGetNumbersOnly() throws {
        // The card's digits and its month go into number boxes; a combined expiry ("03/29") is no number.
        let page = makePage(url: "https://shop.example/pay", forms: [TestForm(kind: .card)], fields: [
            TestField(.ccNumber, type: "number"), TestField(.ccExpMonth, type: "number"), TestField(.ccExp, type: "number"),
            TestField(.ccCSC, type: "number"),
        ])
        let result = try fill(page, .card(visa))
        #expect(result.script.valuesByOpid == ["__0": "4111111111111111", "__1": "03", "__3": "737"])
        #expect(result.warnings.contains { $0.contains("__2") && $0.contains("number") })
    }

    @Test func germanMonthSelectAndTwoDigitYearText() throws {
        let months = options((1...12).map { (MonthNames.fullName(of: $0, language: "de") ?? "", "m\($0)") })
        let page = makePage(url: "https://shop.example.de/", forms: [TestForm(kind: .card)], fields: [
            TestField(.ccNumber), TestField(.ccExpMonth, type: "select-one", options: months), TestField(.ccExpYear, maxLength: 2),
        ])
        let result = try fill(page, .card(visa), FillOptions(language: "de"))
        #expect(result.script.valuesByOpid == ["__0": "4111111111111111", "__1": "m3", "__2": "29"])
    }

    @Test func unmatchedSelectIsLeftAloneWithAWarning() throws {
        let page = makePage(url: "https://shop.example/", forms: [TestForm(kind: .card)], fields: [
            TestField(.ccNumber), TestField(.ccExpYear, type: "select-one", options: options([("2024", "2024"), ("2025", "2025")])),
        ])
        let result = try fill(page, .card(visa))
        #expect(result.filledOpids == ["__0"])
        #expect(result.warnings.contains { $0.contains("__1") && $0.contains("expiry year") })
        #expect(!result.warnings.joined().contains("2029"))
    }
}

@Suite struct IdentityFillTests {
    @Test func addressFormWithSelectsAndSplitPhone() throws {
        let states = options([("Select a state", ""), ("Arizona", "AZ"), ("California", "CA")])
        let countries = options([("Canada", "CA"), ("United States", "US")])
        let page = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.honorificPrefix, type: "select-one", options: options([("Mr.", "mr"), ("Ms.", "ms")])),
            TestField(.givenName), TestField(.familyName), TestField(.organization),
            TestField(.streetAddress, type: "textarea"), TestField(.addressLevel2),
            TestField(.addressLevel1, type: "select-one", options: states), TestField(.postalCode),
            TestField(.country, type: "select-one", options: countries),
            TestField(.tel, maxLength: 3), TestField(.tel, maxLength: 3), TestField(.tel, maxLength: 4),
            TestField(.email, type: "email"),
        ])
        let result = try fill(page, .identity(home))
        #expect(result.script.valuesByOpid == [
            "__0": "mr", "__1": "Wile", "__2": "Coyote", "__3": "ACME Corp", "__4": "1 Mesa Road\nApt 7", "__5": "Tucson",
            "__6": "AZ", "__7": "85701", "__8": "US", "__9": "415", "__10": "555", "__11": "0134", "__12": "wile@acme.com",
        ])
        #expect(result.script.metadata.action == "fillIdentity")
        #expect(result.script.metadata.formOpid == "__form__0")
    }

    @Test func numberBoxesGetWhatTheyHold() throws {
        // A number box keeps a number only: the phone's digits go in, a country code without its "+", and a
        // postal code with letters is left alone with a warning (a browser would empty the box).
        let page = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.givenName), TestField(.tel, type: "number"), TestField(.telCountryCode, type: "number"),
            TestField(.postalCode, type: "number"),
        ])
        var item = home
        item.postalCode = "K1A 0B6"
        let result = try fill(page, .identity(item))
        #expect(result.script.valuesByOpid == ["__0": "Wile", "__1": "4155550134", "__2": "1"])
        #expect(result.warnings.contains { $0.contains("__3") && $0.contains("number") })
        #expect(!result.warnings.joined().contains("K1A"))
        // A postal code of digits goes in.
        #expect(try fill(page, .identity(home)).script.valuesByOpid["__3"] == "85701")
    }

    /// A postal code split over two boxes (a US ZIP code and its "+4", a Japanese 3-4 code): each box its part of
    /// the stored code, and a box the stored code has no part for stays empty (never the whole code twice).
    @Test(arguments: [("85701", [5, 4], ["85701", nil]), ("85701-1234", [5, 4], ["85701", "1234"]),
                      ("100-0001", [3, 4], ["100", "0001"]), ("K1A 0B6", [3, 3], ["K1A", "0B6"])])
    func aPostalCodeSplitOverTwoBoxes(code: String, maxLengths: [Int], expected: [String?]) throws {
        var person = home
        person.postalCode = code
        let page = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.givenName), TestField(.addressLevel2),
            TestField(.postalCode, maxLength: maxLengths[0]), TestField(.postalCode, maxLength: maxLengths[1]),
        ])
        let values = try fill(page, .identity(person)).script.valuesByOpid
        #expect([values["__2"], values["__3"]] == expected)
    }

    @Test func shippingAndBillingSectionsAreBothFilled() throws {
        let page = makePage(url: "https://shop.example/checkout", forms: [TestForm(kind: .address)], fields: [
            TestField(.name, addressKind: "shipping"), TestField(.addressLine1, addressKind: "shipping"),
            TestField(.addressLevel1, maxLength: 2, addressKind: "shipping"),
            TestField(.name, addressKind: "billing"), TestField(.addressLine1, addressKind: "billing"),
            TestField(.addressLine2, addressKind: "billing"), TestField(.countryName, addressKind: "billing"),
        ])
        let values = try fill(page, .identity(home)).script.valuesByOpid
        #expect(values == ["__0": "Wile E Coyote", "__1": "1 Mesa Road, Apt 7", "__2": "AZ", "__3": "Wile E Coyote",
                           "__4": "1 Mesa Road", "__5": "Apt 7", "__6": "United States"])
    }

    @Test func phonePartsCountryCodeAndBirthday() throws {
        let page = makePage(url: "https://example.fr/inscription", forms: [TestForm(kind: .signup)], fields: [
            TestField(.username), TestField(.telCountryCode, type: "select-one", options: options([("France (+33)", "33"), ("États-Unis (+1)", "1")])),
            TestField(.tel), TestField(.telAreaCode), TestField(.telLocalPrefix), TestField(.telLocalSuffix),
            TestField(.bday, placeholder: "JJ/MM/AAAA"), TestField(.bdayDay, type: "select-one", options: options((1...31).map { (String($0), String($0)) })),
            TestField(.bdayMonth, type: "select-one", options: options((1...12).map { (MonthNames.fullName(of: $0, language: "fr") ?? "", String($0)) })),
            TestField(.bdayYear), TestField(.bday, type: "date"),
        ])
        let values = try fill(page, .identity(home), FillOptions(language: "fr")).script.valuesByOpid
        #expect(values == ["__0": "wilecoyote", "__1": "1", "__2": "4155550134", "__3": "415", "__4": "555", "__5": "0134",
                           "__6": "17/09/1949", "__7": "17", "__8": "9", "__9": "1949", "__10": "1949-09-17"])
    }

    /// A birth month's and year's own boxes are written as their `pattern` accepts, as a card's expiry parts are.
    @Test func theBirthMonthsAndYearsPatternsChooseTheirWriting() throws {
        let page = makePage(url: "https://example.com/join", forms: [TestForm(kind: .signup)], fields: [
            TestField(.givenName), TestField(.bdayMonth, pattern: "[1-9]|1[0-2]"), TestField(.bdayYear, pattern: "[0-9]{2}"),
        ])
        let values = try fill(page, .identity(home)).script.valuesByOpid
        #expect(values["__1"] == "9" && values["__2"] == "49")
    }

    /// A whole birth date is written as its box's `pattern` accepts, when the writing its hints or the page's
    /// language chose is not: `\d{2}\.\d{2}\.\d{4}` asks for `17.09.1949`; a pattern both orders fit keeps the
    /// language's (`en-US`: month first).
    @Test(arguments: [
        (#"\d{2}\.\d{2}\.\d{4}"#, nil, "17.09.1949"), (#"[0-9]{4}/[0-9]{2}/[0-9]{2}"#, nil, "1949/09/17"),
        (#"\d{8}"#, nil, "19490917"), (#"\d{2}/\d{2}/\d{4}"#, "en-US", "09/17/1949"), (#"\d{2}/\d{2}/\d{4}"#, "fr", "17/09/1949"),
        (#"\d{4}-\d{2}-\d{2}"#, "de", "1949-09-17"),
    ] as [(String, String?, String)])
    func theBirthDatesPatternChoosesItsWriting(pattern: String, language: String?, want: String) throws {
        let page = makePage(url: "https://example.com/join", forms: [TestForm(kind: .signup)], fields: [
            TestField(.givenName), TestField(.bday, pattern: pattern),
        ])
        let values = try fill(page, .identity(home), FillOptions(language: language)).script.valuesByOpid
        #expect(values["__1"] == want, "\(pattern) \(language ?? "-")")
    }

    /// An e-mail address cut to its box's `maxlength` is another address: a box too short for it is left alone,
    /// with a warning that names the box, not the address. Control: a box it fits takes it.
    @Test func anEmailLongerThanItsBoxIsNotFilled() throws {
        let page = makePage(url: "https://example.com/join", forms: [TestForm(kind: .address)], fields: [
            TestField(.givenName), TestField(.email, maxLength: 8), TestField(.email, maxLength: 13),
        ])
        let result = try fill(page, .identity(home))
        #expect(result.script.valuesByOpid["__1"] == nil)
        #expect(result.script.valuesByOpid["__2"] == "wile@acme.com")
        #expect(result.warnings.contains { $0.contains("__1") && $0.contains("e-mail") })
        #expect(!result.warnings.joined().contains("wile@"))
    }

    /// A sign-up filled from an identity when a new password was asked for: the password boxes stay empty (an
    /// identity holds no password), and a warning says so rather than the request passing unheard.
    @Test func anIdentityOnASignUpSaysItGivesNoNewPassword() throws {
        let page = makePage(url: "https://new.example/join", forms: [TestForm(kind: .signup)], fields: [
            TestField(.givenName), TestField(.email), TestField(.newPassword, type: "password"), TestField(.newPassword, type: "password"),
        ])
        let asked = try fill(page, .identity(home), FillOptions(generatePassword: PasswordOptions()))
        #expect(asked.script.valuesByOpid == ["__0": "Wile", "__1": "wile@acme.com"])
        #expect(asked.generatedPassword == nil)
        #expect(asked.warnings.contains { $0.contains("new-password") })
        // Not asked: no warning.
        let plain = try fill(page, .identity(home))
        #expect(!plain.warnings.contains { $0.contains("new-password") })
    }

    @Test func loginAndSearchFormsAreNotIdentityTargets() throws {
        let page = makePage(forms: [TestForm(kind: .login), TestForm(kind: .search)], fields: [
            TestField(.email, form: "__form__0"), TestField(.currentPassword, type: "password", form: "__form__0"),
            TestField(.name, form: "__form__1", exclusion: .search),
        ])
        #expect(throws: FillError.self) { try fill(page, .identity(home)) }
    }
}

@Suite struct LabelledIdentityTests {
    @Test func sectionsTakeTheAddressAndPhoneLabelledForThem() throws {
        let item = IdentityItem(id: "two", firstName: "Wile", lastName: "Coyote", phones: [
            LabeledPhone(label: "home", number: "+1 415 555 0134"), LabeledPhone(label: "work", number: "+44 20 7946 0958"),
        ], addresses: [
            PostalAddress(label: "shipping", line1: "1 Mesa Road", city: "Tucson", state: "AZ", postalCode: "85701", country: "US"),
            PostalAddress(label: "billing", line1: "2 Canyon Way", city: "Toronto", state: "ON", postalCode: "M5V 2T6", country: "CA"),
        ])
        var built = makePage(url: "https://shop.example/checkout", forms: [TestForm(kind: .address)], fields: [
            TestField(.addressLine1, addressKind: "shipping"), TestField(.addressLevel1, maxLength: 2, addressKind: "shipping"),
            TestField(.tel, addressKind: "shipping"),
            TestField(.addressLine1, addressKind: "billing"), TestField(.addressLevel1, addressKind: "billing"),
            TestField(.country, maxLength: 2, addressKind: "billing"), TestField(.tel, addressKind: "billing"),
        ])
        built.classification.fields[6].contactKind = "work"
        let values = try fill(built, .identity(item)).script.valuesByOpid
        #expect(values == ["__0": "1 Mesa Road", "__1": "AZ", "__2": "+1 415 555 0134",
                           "__3": "2 Canyon Way", "__4": "ON", "__5": "CA", "__6": "+44 20 7946 0958"])
    }
}

/// A street line over a street box and a house-number box: each gets its part of the stored first line, in
/// either order of the line ("1 Mesa Road", "Hauptstraße 5"); a line that does not split goes whole into the
/// street box and the house number stays empty.
@Suite struct HouseNumberFillTests {
    @Test(arguments: [
        ("1 Mesa Road", "Mesa Road", "1"), ("Hauptstraße 5", "Hauptstraße", "5"), ("Hoofdstraat 12-A", "Hoofdstraat", "12-A"),
        ("221B Baker Street", "Baker Street", "221B"), ("Calle Mayor, 5", "Calle Mayor", "5"), ("Via Roma 10/B", "Via Roma", "10/B"),
        ("12, rue de la Paix", "rue de la Paix", "12"),
    ])
    func theLineSplitsIntoStreetAndNumber(line: String, street: String, number: String) throws {
        var person = home
        person.address1 = line
        person.address2 = nil
        let page = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.addressLine1), TestField(.houseNumber), TestField(.postalCode), TestField(.addressLevel2),
        ])
        let values = try fill(page, .identity(person)).script.valuesByOpid
        #expect(values["__0"] == street)
        #expect(values["__1"] == number)
    }

    @Test(arguments: ["Flat 3, 12 High Street", "Straße des 17. Juni 135", "Hauptstraße 5 App. 3", "Mesa Road"])
    func aLineThatDoesNotSplitGoesWholeIntoTheStreet(line: String) throws {
        var person = home
        person.address1 = line
        person.address2 = nil
        let page = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.addressLine1), TestField(.houseNumber), TestField(.postalCode),
        ])
        let values = try fill(page, .identity(person)).script.valuesByOpid
        #expect(values["__0"] == line)
        #expect(values["__1"] == nil)
    }

    /// A house-number box that cannot take the number (a number box and "12-A", a maxlength shorter than it):
    /// the street box keeps the whole line, so that the number is not lost.
    @Test(arguments: [("Hoofdstraat 12-A", "number", nil, false), ("Hauptstraße 5", "number", nil, true),
                      ("221B Baker Street", "text", 2, false), ("221B Baker Street", "text", 4, true)] as [(String, String, Int?, Bool)])
    func aBoxThatCannotTakeTheNumberLeavesTheLineWhole(line: String, type: String, maxLength: Int?, splits: Bool) throws {
        var person = home
        person.address1 = line
        person.address2 = nil
        let page = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.addressLine1), TestField(.houseNumber, type: type, maxLength: maxLength), TestField(.postalCode),
        ])
        let values = try fill(page, .identity(person)).script.valuesByOpid
        #expect((values["__0"] != line) == splits, "\(line)")
        #expect((values["__1"] != nil) == splits, "\(line)")
    }

    /// Without a house-number box the street line stays whole; the only line box takes the second line too.
    @Test func theStreetLineAloneStaysWhole() throws {
        let page = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.addressLine1), TestField(.postalCode),
        ])
        #expect(try fill(page, .identity(home)).script.valuesByOpid["__0"] == "1 Mesa Road, Apt 7")
        let withNumber = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.addressLine1), TestField(.houseNumber), TestField(.postalCode),
        ])
        let values = try fill(withNumber, .identity(home)).script.valuesByOpid
        #expect(values["__0"] == "Mesa Road, Apt 7")
        #expect(values["__1"] == "1")
    }
}

/// A code the box cannot hold whole (a postal code, a phone number or its part longer than the box's
/// `maxlength`) is left out: a browser would keep its first characters, a wrong code that looks filled in.
@Suite struct CodesThatDoNotFitTests {
    @Test(arguments: [(TestField(.postalCode, maxLength: 3), "postal code"), (TestField(.tel, maxLength: 2), "phone"),
                      (TestField(.telLocal, maxLength: 4), "phone"), (TestField(.bday, maxLength: 4), "birth date"),
                      (TestField(.bday, maxLength: 2), "birth date")])
    func aCodeLongerThanTheBoxIsLeftOut(box: TestField, what: String) throws {
        let page = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.name), box, TestField(.addressLine1), TestField(.addressLevel2),
        ])
        let result = try fill(page, .identity(home))
        #expect(result.script.valuesByOpid["__1"] == nil, "\(what)")
        #expect(result.script.valuesByOpid["__0"] == "Wile E Coyote")
        #expect(result.warnings.contains { $0.contains(what) && $0.contains("maxlength") }, "\(result.warnings)")
    }

    @Test func aCodeThatFitsIsFilled() throws {
        let page = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.name), TestField(.postalCode, maxLength: 5), TestField(.tel, maxLength: 10), TestField(.addressLine1),
        ])
        let values = try fill(page, .identity(home)).script.valuesByOpid
        #expect(values["__1"] == "85701")
        #expect(values["__2"] == "4155550134")
    }

    /// A birthday asked without its year ("Birthday (MM/DD)", placeholder "DD/MM"): the month and the day in the
    /// hint's order and separator, never the day alone or a whole date.
    @Test(arguments: [("MM/DD", "09/17"), ("DD/MM", "17/09"), ("MM-DD", "09-17"), ("TT.MM.", "17.09")])
    func aBirthdayWithoutItsYearTakesMonthAndDay(hint: String, expected: String) throws {
        let page = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.givenName), TestField(.familyName), TestField(.bday, maxLength: 5, placeholder: hint),
        ])
        #expect(try fill(page, .identity(home)).script.valuesByOpid["__2"] == expected)
    }

    /// A whole birth date goes into a box that holds one (six characters and up: the date's format is fitted to
    /// the box); one too short for any date is left alone (above), never a cut "4909".
    @Test func aBirthDateThatFitsIsFilled() throws {
        let page = makePage(url: "https://shop.example/address", forms: [TestForm(kind: .address)], fields: [
            TestField(.name), TestField(.bday, maxLength: 6), TestField(.addressLine1), TestField(.addressLevel2),
        ])
        #expect(try fill(page, .identity(home)).script.valuesByOpid["__1"]?.count == 6)
    }
}

/// A whole name box takes the stored parts in the order the name's language writes them: given, middle and
/// family names with spaces; a Chinese or Japanese name family name first without a space (`山田太郎`), a Korean
/// one with a space (`김 민준`), without the middle name (as Chromium joins them).
@Suite struct WholeNameFillTests {
    private func named(_ given: String, _ middle: String?, _ family: String) throws -> String? {
        let page = makePage(url: "https://shop.example/checkout", forms: [TestForm(kind: .address)],
                            fields: [TestField(.name), TestField(.email)])
        let person = IdentityItem(id: "p", firstName: given, middleName: middle, lastName: family, email: "p@example.com")
        return try fill(page, .identity(person)).script.valuesByOpid["__0"]
    }

    @Test func aNameInChineseJapaneseOrKoreanScriptIsFamilyNameFirst() throws {
        #expect(try named("太郎", nil, "山田") == "山田太郎")
        #expect(try named("はなこ", nil, "さとう") == "さとうはなこ")
        #expect(try named("小明", "X", "王") == "王小明")
        #expect(try named("민준", nil, "김") == "김 민준")
    }

    @Test func otherNamesAreGivenNameFirst() throws {
        #expect(try named("Wile", "E", "Coyote") == "Wile E Coyote")
        #expect(try named("Taro", nil, "山田") == "Taro 山田")
        #expect(try named("Ζωή", nil, "Παπαδοπούλου") == "Ζωή Παπαδοπούλου")
    }
}
