import Foundation
import FormFillGenerator
import FormFillModel
import Testing

@Suite struct DigitSplitterTests {
    @Test func cardNumberInFourBoxes() {
        #expect(DigitSplitter.split("4111111111111111", maxLengths: [4, 4, 4, 4]) == ["4111", "1111", "1111", "1111"])
    }
    @Test func amexInFourSixFive() {
        #expect(DigitSplitter.split("378282246310005", maxLengths: [4, 6, 5]) == ["3782", "822463", "10005"])
    }
    @Test func boxesWithoutMaxLengthTakeFourAndTheLastTakesTheRest() {
        #expect(DigitSplitter.split("4111111111111111111", maxLengths: [nil, nil, nil, nil]) == ["4111", "1111", "1111", "1111111"])
    }
    @Test func tooManyBoxesGetEmptyChunks() {
        #expect(DigitSplitter.split("12345", maxLengths: [3, 3, 4]) == ["123", "45", ""])
    }
}

@Suite struct DatePatternTests {
    @Test(arguments: [
        ("MM/YY", "03/29"), ("MM / YYYY", "03 / 2029"), ("MMYY", "0329"), ("MM-YY", "03-29"), ("mm/yy", "03/29"),
        ("MM/AA", "03/29"), ("MM/JJ", "03/29"), ("ММ/ГГ", "03/29"), ("MM/AAAA", "03/2029"), ("Expiry (MM/YY)", "03/29"),
        ("M/YY", "3/29"), ("MM.YY", "03.29"), ("YYYY-MM", "2029-03"), ("MM / RR", "03 / 29"), ("MMYYYY", "032029"),
    ])
    func expiryHints(hint: String, expected: String) {
        #expect(ExpiryFormatter.combined(month: 3, year: 2029, type: "text", hints: [hint], maxLength: nil) == expected)
    }

    @Test func wordsAreNotPatterns() {
        #expect(DatePattern.monthYear(in: "My card") == nil)
        #expect(DatePattern.monthYear(in: "Expiry date") == nil)
        #expect(DatePattern.dayMonthYear(in: "Date of birth") == nil)
    }

    @Test(arguments: [(4, "0329"), (5, "03/29"), (6, "032029"), (7, "03/2029"), (9, "03/2029")])
    func expiryByMaxLength(maxLength: Int, expected: String) {
        #expect(ExpiryFormatter.combined(month: 3, year: 2029, type: "text", hints: ["Expiry"], maxLength: maxLength) == expected)
    }

    /// A hint's pattern is shortened to the box's maxlength, never cut by it: spaces, then the year's century,
    /// then the separator.
    @Test(arguments: [("MM / YY", 5, "03/29"), ("MM / YYYY", 5, "03/29"), ("MM / YYYY", 7, "03/2029"),
                      ("MM/YYYY", 4, "0329"), ("MM / YY", 7, "03 / 29"), ("MM / YY", nil, "03 / 29")])
    func expiryHintsFitTheBox(hint: String, maxLength: Int?, expected: String) {
        #expect(ExpiryFormatter.combined(month: 3, year: 2029, type: "text", hints: [hint], maxLength: maxLength) == expected)
    }

    @Test func birthdayHintsFitTheBox() throws {
        let birthday = try #require(Birthday("1949-09-17"))
        #expect(birthday.whole(type: "text", hints: ["DD / MM / YYYY"], maxLength: 10, language: nil) == "17/09/1949")
        #expect(birthday.whole(type: "text", hints: ["DD / MM / YYYY"], maxLength: 8, language: nil) == "17091949")
        #expect(birthday.whole(type: "text", hints: ["DD/MM/YYYY"], maxLength: 6, language: nil) == "170949")
        #expect(birthday.whole(type: "text", hints: [], maxLength: 10, language: "en-US") == "09/17/1949")
    }

    @Test func expiryDefaultsAndMonthInputs() {
        #expect(ExpiryFormatter.combined(month: 11, year: 2031, type: "text", hints: [], maxLength: nil) == "11/31")
        #expect(ExpiryFormatter.combined(month: 3, year: 2029, type: "month", hints: ["MM/YY"], maxLength: 5) == "2029-03")
    }

    @Test func separateMonthAndYear() {
        #expect(ExpiryFormatter.month(3, hints: [], maxLength: nil) == "03")
        #expect(ExpiryFormatter.month(3, hints: ["M"], maxLength: nil) == "3")
        #expect(ExpiryFormatter.month(3, hints: [], maxLength: 1) == "3")
        #expect(ExpiryFormatter.year(2029, hints: [], maxLength: nil) == "2029")
        #expect(ExpiryFormatter.year(2029, hints: [], maxLength: 2) == "29")
        #expect(ExpiryFormatter.year(2029, hints: ["YY"], maxLength: nil) == "29")
        #expect(ExpiryFormatter.year(2029, hints: ["AA"], maxLength: nil) == "29")
        #expect(ExpiryFormatter.year(2029, hints: ["YYYY"], maxLength: 4) == "2029")
    }

    @Test(arguments: [
        ("DD/MM/YYYY", "17/09/1949"), ("MM/DD/YYYY", "09/17/1949"), ("TT.MM.JJJJ", "17.09.1949"),
        ("JJ/MM/AAAA", "17/09/1949"), ("ДД.ММ.ГГГГ", "17.09.1949"), ("YYYY-MM-DD", "1949-09-17"),
        ("DD/MM/YY", "17/09/49"), ("GG/MM/AAAA", "17/09/1949"), ("Date of birth (DD-MM-YYYY)", "17-09-1949"),
    ])
    func birthdayHints(hint: String, expected: String) throws {
        let birthday = try #require(Birthday("1949-09-17"))
        #expect(birthday.whole(type: "text", hints: [hint], maxLength: nil, language: nil) == expected)
    }

    @Test func birthdayWithoutHint() throws {
        let birthday = try #require(Birthday("1949-09-17"))
        #expect(birthday.whole(type: "date", hints: ["DD/MM/YYYY"], maxLength: nil, language: "en") == "1949-09-17")
        #expect(birthday.whole(type: "text", hints: [], maxLength: nil, language: "en-US") == "09/17/1949")
        #expect(birthday.whole(type: "text", hints: [], maxLength: nil, language: "en-GB") == "17/09/1949")
        #expect(birthday.whole(type: "text", hints: [], maxLength: nil, language: "de") == "17.09.1949")
        #expect(birthday.whole(type: "text", hints: [], maxLength: nil, language: "fr") == "17/09/1949")
        #expect(birthday.whole(type: "text", hints: [], maxLength: nil, language: "ja") == "1949/09/17")
        #expect(birthday.whole(type: "text", hints: [], maxLength: nil, language: nil) == "1949-09-17")
        #expect(birthday.whole(type: "text", hints: ["DD/MM/YYYY"], maxLength: 8, language: nil) == "17091949")
        #expect(birthday.dayText(hints: [], maxLength: nil) == "17")
        #expect(Birthday("1949-9-7")?.dayText(hints: [], maxLength: nil) == "07")
        #expect(Birthday("17/09/1949") == nil)
        #expect(Birthday("1949-13-01") == nil)
    }
}

@Suite struct MonthOptionTests {
    static let march: [(String, [String])] = [
        ("en", ["March", "Mar"]), ("de", ["März", "Mär"]), ("fr", ["Mars"]), ("es", ["Marzo", "Mar"]),
        ("it", ["Marzo", "Mar"]), ("pt", ["Março"]), ("nl", ["Maart", "Mrt"]), ("ru", ["Март", "марта"]),
        ("ja", ["3月"]), ("zh", ["三月", "3月"]),
    ]

    @Test(arguments: march)
    func marchInEveryLanguage(language: String, names: [String]) throws {
        for name in names {
            #expect(DateOptionMatcher.month(ofText: name, language: language) == 3, "\(language) \(name)")
        }
        // A select written in that language, with values unrelated to the month.
        let table = try #require((1...12).map { MonthNames.fullName(of: $0, language: language) } as [String?])
        let select = options(table.enumerated().map { ($1 ?? "", "m\($0)") })
        #expect(DateOptionMatcher.monthOption(in: select, month: 3, language: language)?.value == "m2")
    }

    @Test func otherMonthsAreNotConfused() {
        #expect(DateOptionMatcher.month(ofText: "Mai", language: "de") == 5)
        #expect(DateOptionMatcher.month(ofText: "May", language: "en") == 5)
        #expect(DateOptionMatcher.month(ofText: "juin", language: "fr") == 6)
        #expect(DateOptionMatcher.month(ofText: "juillet", language: "fr") == 7)
        #expect(DateOptionMatcher.month(ofText: "Sept", language: nil) == 9)
        #expect(DateOptionMatcher.month(ofText: "十二月", language: "zh") == 12)
        #expect(DateOptionMatcher.month(ofText: "12月", language: "ja") == 12)
        #expect(DateOptionMatcher.month(ofText: "03 - March", language: nil) == 3)
        #expect(DateOptionMatcher.month(ofText: "Month", language: "en") == nil)
        #expect(DateOptionMatcher.month(ofText: "13", language: "en") == nil)
    }

    @Test func numericSelects() {
        let padded = options([("Month", ""), ("01", "01"), ("02", "02"), ("03", "03")])
        #expect(DateOptionMatcher.monthOption(in: padded, month: 3, language: nil)?.value == "03")
        let zeroBased = options((0...11).map { ("", String($0)) })
        #expect(DateOptionMatcher.monthOption(in: zeroBased, month: 3, language: nil)?.value == "2")
        let oneBased = options((1...12).map { ("", String($0)) })
        #expect(DateOptionMatcher.monthOption(in: oneBased, month: 3, language: nil)?.value == "3")
    }

    @Test func yearOptions() {
        let four = options([("Year", ""), ("2028", "2028"), ("2029", "2029")])
        #expect(DateOptionMatcher.yearOption(in: four, year: 2029)?.value == "2029")
        let two = options([("YY", ""), ("28", "28"), ("29", "29")])
        #expect(DateOptionMatcher.yearOption(in: two, year: 2029)?.value == "29")
        let textOnly = options([("2029", "y5"), ("2030", "y6")])
        #expect(DateOptionMatcher.yearOption(in: textOnly, year: 2029)?.value == "y5")
        #expect(DateOptionMatcher.yearOption(in: four, year: 2040) == nil)
    }
}

@Suite struct RegionAndCountryTests {
    @Test func statesInSelects() {
        let byCode = options([("Select", ""), ("Arizona", "AZ"), ("Arkansas", "AR")])
        #expect(Regions.option(in: byCode, state: "AZ")?.value == "AZ")
        #expect(Regions.option(in: byCode, state: "Arizona")?.value == "AZ")
        let byName = options([("Arizona", "3"), ("Arkansas", "4")])
        #expect(Regions.option(in: byName, state: "AZ")?.value == "3")
        let prefixed = options([("Arizona", "US-AZ")])
        #expect(Regions.option(in: prefixed, state: "AZ")?.value == "US-AZ")
        let provinces = options([("Québec", "QC"), ("Ontario", "ON")])
        #expect(Regions.option(in: provinces, state: "Quebec", country: "CA")?.value == "QC")
        #expect(Regions.option(in: byCode, state: "Bavaria") == nil)
    }

    /// An option that writes a name and its code together ("Arizona (AZ)", "AZ - Arizona", "Canada (CA)") stands
    /// for the region or country; another region's name alone is no match.
    @Test func optionsThatWriteANameWithItsCode() throws {
        let paired = options([("Select", ""), ("Arizona (AZ)", "3"), ("Arkansas (AR)", "4")])
        #expect(Regions.option(in: paired, state: "AZ")?.value == "3")
        #expect(Regions.option(in: paired, state: "Arkansas")?.value == "4")
        let dashed = options([("AK - Alaska", "1"), ("AZ - Arizona", "2")])
        #expect(Regions.option(in: dashed, state: "Arizona")?.value == "2")
        #expect(Regions.option(in: options([("Arkansas", "4")]), state: "AZ") == nil)
        let us = try #require(Countries.find("US"))
        #expect(Countries.option(in: options([("Canada (CA)", "1"), ("United States (US)", "2")]), country: us)?.value == "2")
        #expect(Countries.option(in: options([("CA – Canada", "1"), ("US – United States", "2")]), country: us)?.value == "2")
    }

    @Test func statesInTextFields() {
        #expect(Regions.text(for: "Arizona", maxLength: 2) == "AZ")
        #expect(Regions.text(for: "AZ", maxLength: nil) == "AZ")
        #expect(Regions.text(for: "Arizona", maxLength: nil) == "Arizona")
        #expect(Regions.text(for: "British Columbia", country: "CA", maxLength: 10) == "BC")
        #expect(Regions.text(for: "Bavaria", maxLength: 2) == "Bavaria")
    }

    @Test func countriesByEveryName() {
        for name in ["US", "USA", "United States", "United States of America", "us"] {
            #expect(Countries.find(name)?.alpha2 == "US", "\(name)")
        }
        #expect(Countries.find("Deutschland")?.alpha2 == "DE")
        #expect(Countries.find("DEU")?.alpha2 == "DE")
        #expect(Countries.find("Österreich")?.alpha2 == "AT")
        #expect(Countries.find("日本")?.alpha2 == "JP")
        #expect(Countries.find("CA")?.englishName == "Canada")
        #expect(Countries.find("Atlantis") == nil)
        #expect(Country.all.count >= 240)
        #expect(Set(Country.all.map(\.alpha2)).count == Country.all.count)
    }

    @Test func countriesInSelectsAndText() throws {
        let us = try #require(Countries.find("US"))
        let de = try #require(Countries.find("DE"))
        #expect(Countries.option(in: options([("Canada", "CA"), ("United States", "US")]), country: us)?.value == "US")
        #expect(Countries.option(in: options([("Canada", "124"), ("United States of America", "840")]), country: us)?.value == "840")
        #expect(Countries.option(in: options([("Canada", "CAN"), ("USA", "USA")]), country: us)?.value == "USA")
        #expect(Countries.option(in: options([("France", "fr"), ("Deutschland", "de-x")]), country: de)?.value == "de-x")
        #expect(Countries.option(in: options([("France", "FR")]), country: de) == nil)
        #expect(Countries.text(for: us, maxLength: 2) == "US")
        #expect(Countries.text(for: us, maxLength: 3) == "USA")
        #expect(Countries.text(for: us, maxLength: nil) == "United States")
    }
}

@Suite struct PhoneNumberTests {
    @Test func northAmerican() throws {
        let phone = PhoneNumber("+1 415 555 0134")
        #expect(phone.countryCode == "1")
        #expect(phone.national == "4155550134")
        #expect(phone.e164 == "+14155550134")
        let parts = try #require(phone.parts())
        #expect([parts.area, parts.prefix, parts.suffix] == ["415", "555", "0134"])
        #expect(phone.whole(maxLength: nil) == "+1 415 555 0134")
        #expect(phone.whole(maxLength: 12) == "+14155550134")
        #expect(phone.whole(maxLength: 10) == "4155550134")
        #expect(phone.whole(maxLength: nil, nationalOnly: true) == "4155550134")
    }

    @Test func aPlaceholdersFormatIsFollowed() {
        let phone = PhoneNumber("+1 415 555 0134")
        #expect(phone.whole(maxLength: 12, pattern: PhonePattern("555-555-5555")) == "415-555-0134")
        #expect(phone.whole(maxLength: nil, pattern: PhonePattern("(XXX) XXX-XXXX")) == "(415) 555-0134")
        #expect(phone.whole(maxLength: nil, pattern: PhonePattern("+1 (###) ###-####")) == "+1 (415) 555-0134")
        #expect(phone.whole(maxLength: nil, nationalOnly: true, pattern: PhonePattern("555.555.5555")) == "415.555.0134")
        // A pattern that does not fit the number, or that does not fit the box, says nothing.
        #expect(phone.whole(maxLength: 12, pattern: PhonePattern("07700 900123")) == "+14155550134")
        #expect(phone.whole(maxLength: 10, pattern: PhonePattern("555-555-5555")) == "4155550134")
        #expect(phone.whole(maxLength: nil, nationalOnly: true, pattern: PhonePattern("+1 (###) ###-####")) == "4155550134")
        // Words are no pattern.
        #expect(PhonePattern("Phone number") == nil)
        #expect(PhonePattern("e.g. 555-555-5555") == nil)
        #expect(PhonePattern("12-34") == nil)
    }

    @Test func nationalNumbersTakeTheCountrysCode() throws {
        let phone = PhoneNumber("(415) 555-0134", defaultCountry: "US")
        #expect(phone.countryCode == "1")
        #expect(phone.national == "4155550134")
        #expect(PhoneNumber("1-415-555-0134", defaultCountry: "US").national == "4155550134")
        let uk = PhoneNumber("0044 20 7946 0958")
        #expect(uk.countryCode == "44")
        #expect(uk.national == "2079460958")
        let parts = try #require(uk.parts())
        #expect([parts.area, parts.prefix, parts.suffix] == ["20", "7946", "0958"])
    }

    /// A number stored as dialled at home, in a country whose numbers are dialled at home with the trunk prefix 0
    /// ("03-1234-5678" in Japan, "020 7946 0958" in the United Kingdom): the 0 is no digit of the number, so it is
    /// not written after the calling code (`+81312345678`, not `+810312345678`), and comes back where the number is
    /// written for home (a national number's box without a country code beside it). Italy's 0 is part of the number.
    @Test func aTrunkPrefixIsNoDigitOfTheNumber() throws {
        let jp = PhoneNumber("03-1234-5678", defaultCountry: "JP")
        #expect(jp.countryCode == "81")
        #expect(jp.national == "312345678")
        #expect(jp.e164 == "+81312345678")
        #expect(jp.nationalAtHome == "0312345678")
        #expect(jp.groups == ["3", "1234", "5678"])
        #expect(jp.homeGroups == ["03", "1234", "5678"])
        let uk = PhoneNumber("020 7946 0958", defaultCountry: "GB")
        #expect(uk.e164 == "+442079460958")
        #expect(uk.nationalAtHome == "02079460958")
        // Stored with the calling code, the same number at home.
        #expect(PhoneNumber("+81 3 1234 5678").nationalAtHome == "0312345678")
        #expect(PhoneNumber("+81 3 1234 5678").whole(maxLength: 11) == "0312345678")
        #expect(PhoneNumber("+81 3 1234 5678").whole(maxLength: nil, nationalOnly: true) == "312345678")
        // A placeholder's format of the number at home.
        #expect(PhoneNumber("+81 3 1234 5678").whole(maxLength: nil, pattern: PhonePattern("03-1234-5678")) == "03-1234-5678")
        // Countries without the trunk prefix 0: the number's own digits.
        let it = PhoneNumber("06 1234 5678", defaultCountry: "IT")
        #expect(it.national == "0612345678")
        #expect(it.e164 == "+390612345678")
        #expect(it.nationalAtHome == "0612345678")
        #expect(PhoneNumber("(415) 555-0134", defaultCountry: "US").nationalAtHome == "4155550134")
    }

    @Test func countryCodeSelects() {
        let phone = PhoneNumber("+1 415 555 0134")
        #expect(phone.countryCodeOption(in: options([("+44", "+44"), ("+1", "+1")]), country: "US")?.value == "+1")
        #expect(phone.countryCodeOption(in: options([("UK (+44)", "44"), ("USA (+1)", "1")]), country: "US")?.value == "1")
        #expect(phone.countryCodeOption(in: options([("United Kingdom", "GB"), ("United States", "US")]), country: "US")?.value == "US")
        #expect(phone.countryCodeOption(in: options([("France +33", "fr")]), country: "US") == nil)
    }
}

@Suite struct OptionMatcherTests {
    @Test func normalizesLikeTheCollector() {
        #expect(OptionText.normalize("  Mr. ") == "mr")
        #expect(OptionText.normalize("United States (+1)") == "unitedstates1")
        #expect(OptionText.normalize("Österreich") == "osterreich")
    }

    @Test func cardBrands() {
        let select = options([("Choose", ""), ("Visa", "VI"), ("MasterCard", "MC"), ("American Express", "AX")])
        #expect(CardBrand.option(in: select, brand: "visa")?.value == "VI")
        #expect(CardBrand.option(in: select, brand: "amex")?.value == "AX")
        #expect(CardBrand.option(in: select, brand: "mastercard")?.value == "MC")
        #expect(CardBrand.option(in: options([("Amex", "3")]), brand: "amex")?.value == "3")
        #expect(CardBrand.option(in: select, brand: "jcb") == nil)
        #expect(CardBrand.displayName(of: "amex") == "American Express")
        #expect(CardBrand.detect(number: "4111111111111111") == "visa")
        #expect(CardBrand.detect(number: "378282246310005") == "amex")
        #expect(CardBrand.detect(number: "5555555555554444") == "mastercard")
        #expect(CardBrand.detect(number: "2223003122003222") == "mastercard")
    }

    @Test func honorifics() {
        let select = options([("", ""), ("Mr.", "1"), ("Mrs.", "2"), ("Ms.", "3")])
        #expect(Honorifics.option(in: select, prefix: "Mr")?.value == "1")
        let german = options([("Herr", "h"), ("Frau", "f")])
        #expect(Honorifics.option(in: german, prefix: "Mr")?.value == "h")
        #expect(Honorifics.option(in: german, prefix: "Dr") == nil)
    }

    @Test func namesAndAddresses() {
        #expect(NameSplitter.split("Wile E Coyote") == ("Wile", "E", "Coyote"))
        #expect(NameSplitter.split("Cher") == ("Cher", "", ""))
        let address = StreetAddress(["1 Mesa Road", "Apt 7", ""])
        #expect(address.whole(forTextarea: false) == "1 Mesa Road, Apt 7")
        #expect(address.whole(forTextarea: true) == "1 Mesa Road\nApt 7")
        #expect(address.line(1, lineCount: 2) == "1 Mesa Road")
        #expect(address.line(2, lineCount: 2) == "Apt 7")
        #expect(address.line(1, lineCount: 1) == "1 Mesa Road, Apt 7")
        #expect(address.line(3, lineCount: 3) == "")
    }
}

@Suite struct OneTimeCodeDistributorTests {
    @Test func oneFieldGetsTheWholeCode() {
        #expect(OneTimeCodeDistributor.distribute("123456", maxLengths: [nil]) == ["123456"])
        #expect(OneTimeCodeDistributor.distribute("123456", maxLengths: [6]) == ["123456"])
        #expect(OneTimeCodeDistributor.distribute("12345678", maxLengths: [6]) == nil)
    }
    @Test func oneDigitPerBox() {
        #expect(OneTimeCodeDistributor.distribute("123456", maxLengths: Array(repeating: 1, count: 6)) == ["1", "2", "3", "4", "5", "6"])
        #expect(OneTimeCodeDistributor.distribute("12345678", maxLengths: Array(repeating: 1, count: 8))?.joined() == "12345678")
        #expect(OneTimeCodeDistributor.distribute("12345678", maxLengths: Array(repeating: 1, count: 6)) == nil)
    }
    @Test func severalLongFieldsFillTheFirst() {
        #expect(OneTimeCodeDistributor.distribute("123456", maxLengths: [nil, 10]) == ["123456"])
    }
}

@Suite struct BadInputTests {
    @Test func negativeOrZeroMaxLengthsMeanNoLimit() throws {
        #expect(DigitSplitter.split("12345678", maxLengths: [-1, 4]) == ["", "12345678"])
        let page = makePage(url: "https://shop.example/", forms: [TestForm(kind: .card)], fields: [
            TestField(.ccNumber, maxLength: -1), TestField(.ccExp, maxLength: 0), TestField(.ccNumber, maxLength: 0),
        ])
        let values = try fill(page, .card(visa)).script.valuesByOpid
        #expect(values["__0"] == "4111111111111111")
        #expect(values["__1"] == "03/29")
    }

    @Test func oddItemValuesFillNothingRatherThanCrash() throws {
        let odd = CardItem(id: "odd", number: "not a number", expMonth: 13, expYear: -5)
        let page = makePage(url: "https://shop.example/", forms: [TestForm(kind: .card)], fields: [
            TestField(.ccNumber), TestField(.ccExpMonth, type: "select-one", options: options([("01", "01")])),
        ])
        #expect(throws: FillError.self) { try fill(page, .card(odd)) }
        #expect(Birthday("") == nil)
        #expect(PhoneNumber("").national == "")
        #expect(PhoneNumber("+").countryCode == nil)
    }
}
