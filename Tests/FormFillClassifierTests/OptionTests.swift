import FormFillClassifier
import FormFillModel
import Testing

/// Selects recognised from their options alone (labels say nothing useful here).
@Suite struct OptionTests {
    static let months = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                         "october", "november", "december"]

    @Test func monthNamesAndNumbersBesideACard() {
        let r = classifyInForm([
            field(name: "ccnum", label: "Card number"),
            field("select-one", name: "sel1", options: ["month"] + Self.months, optionValues: [""] + (1...12).map { String(format: "%02d", $0) }),
            field("select-one", name: "sel2", options: ["year"] + (2026...2036).map(String.init), optionValues: [""] + (2026...2036).map(String.init)),
        ])
        #expect(designations(r) == ["cc-number", "cc-exp-month", "cc-exp-year"])
        #expect(r.fields[1].evidence.contains { $0.signal == .options })
    }

    @Test func germanMonthsAndTwoDigitYears() {
        let r = classifyInForm([
            field(name: "kartennummer"),
            field("select-one", name: "m", options: ["januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"]),
            field("select-one", name: "y", options: (26...35).map(String.init), optionValues: (26...35).map(String.init)),
        ])
        #expect(designations(r) == ["cc-number", "cc-exp-month", "cc-exp-year"])
    }

    /// Languages the classifier learnt from the generator's month table when the two became one (Swedish,
    /// Chinese) and the one it brought (Hindi).
    @Test(arguments: [
        ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"],
        ["一月", "二月", "三月", "四月", "五月", "六月", "七月", "八月", "九月", "十月", "十一月", "十二月"],
        ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
    ])
    func sharedMonthTablesBesideACard(months: [String]) {
        let r = classifyInForm([
            field(name: "ccnum", label: "Card number"),
            field("select-one", name: "sel1", options: months, optionValues: months.indices.map { "m\($0)" }),
        ])
        #expect(designations(r) == ["cc-number", "cc-exp-month"])
    }

    @Test func birthDateSelects() {
        let r = classifyInForm([
            field("select-one", name: "s1", left: "Date of birth", options: (1...31).map(String.init)),
            field("select-one", name: "s2", options: Self.months),
            field("select-one", name: "s3", options: (1920...2010).reversed().map(String.init)),
        ])
        #expect(designations(r) == ["bday-day", "bday-month", "bday-year"])
    }

    /// Days written with two digits ("01" to "31", Japanese and European shops) are days, not the two-digit
    /// years 2001 to 2031.
    @Test func zeroPaddedDaysAreDays() {
        let padded = (1...31).map { String(format: "%02d", $0) }
        let r = classifyInForm([
            field("select-one", name: "s1", left: "Date of birth", options: (1920...2010).reversed().map(String.init)),
            field("select-one", name: "s2", options: Self.months),
            field("select-one", name: "s3", options: ["--"] + padded, optionValues: [""] + (1...31).map(String.init)),
        ])
        #expect(designations(r) == ["bday-year", "bday-month", "bday-day"])
    }

    /// A birth date as a month select and two boxes named by their digits (`bday_dd`, `bday_yyyy`): the day box
    /// is the day, not the whole date.
    @Test func birthDayBoxNamedByItsDigits() {
        let r = classifyInForm([
            field("select-one", name: "form_bday_mm", options: Self.months),
            field(name: "form_bday_dd", maxLength: 2),
            field(name: "form_bday_yyyy", maxLength: 4),
        ])
        #expect(designations(r) == ["bday-month", "bday-day", "bday-year"])
    }

    /// "Day" alone, with no birth date around, is some other day (a delivery day): no designation.
    @Test func dayWithoutBirthDateSaysNothing() {
        let r = classifyInForm([field(name: "delivery_day", label: "Day", maxLength: 2)])
        #expect(r.fields[0].designation == nil)
    }

    @Test func monthsWithoutCardOrBirthSayNothing() {
        // "Preferred delivery month" on a plain form is neither an expiry nor a birthday.
        let r = classifyInForm([field("select-one", name: "when", options: Self.months)])
        #expect(r.fields[0].designation == nil)
    }

    @Test func statesAndProvincesByCodeAndName() {
        let states = ["alabama", "alaska", "arizona", "arkansas", "california", "colorado", "connecticut", "delaware",
                      "florida", "georgia", "ontario", "quebec"]
        let r = classifyInForm([field("select-one", name: "sel", options: ["select"] + states)])
        #expect(r.fields[0].designation == .addressLevel1)
        let coded = classifyInForm([field("select-one", name: "sel", options: ["akalaska", "alalabama", "azarizona", "cacalifornia", "coColorado".lowercased(), "flflorida", "gageorgia", "nynewyork", "txtexas"],
                                    optionValues: ["AK", "AL", "AZ", "CA", "CO", "FL", "GA", "NY", "TX"])])
        #expect(coded.fields[0].designation == .addressLevel1)
    }

    @Test func countries() {
        let names = ["afghanistan", "albania", "algeria", "andorra", "angola", "argentina", "armenia", "australia",
                     "austria", "bahamas", "bahrain", "belgium", "brazil", "canada", "chile", "china", "colombia",
                     "croatia", "cuba", "cyprus", "denmark", "egypt", "finland", "france", "germany"]
        let codes = ["AF", "AL", "DZ", "AD", "AO", "AR", "AM", "AU", "AT", "BS", "BH", "BE", "BR", "CA", "CL", "CN", "CO",
                     "HR", "CU", "CY", "DK", "EG", "FI", "FR", "DE"]
        let r = classifyInForm([field("select-one", name: "sel", options: names, optionValues: codes)])
        #expect(r.fields[0].designation == .country)
    }

    @Test func cardBrandsButNoHonorifics() {
        // A list of honorifics proposes nothing: `honorific-prefix` is the author's to declare (PrecisionTests).
        let r = classifyInForm([
            field(name: "cardnumber"),
            field("select-one", name: "s1", options: ["visa", "mastercard", "americanexpress", "discover"]),
            field("select-one", name: "s2", options: ["mr", "mrs", "ms", "dr"], form: "__form__1"),
        ])
        #expect(designations(r) == ["cc-number", "cc-type", nil])
    }

    @Test func paymentMethodListNamingTheBrands() {
        // Cards among other ways to pay (a checkout page's "Choose a payment method").
        let methods = ["visa", "mastercard", "americanexpress", "discover", "cardonfileprovidecvv2", "check/moneyorder",
                       "giftcertificate/credit", "paypal"]
        let r = classifyInForm([
            field("select-one", name: "payment_method", left: "Choose a payment method", options: methods),
            field(name: "cardnumber", label: "Card number"), field(name: "cvv", label: "CVV"),
        ])
        #expect(designations(r) == ["cc-type", "cc-number", "cc-csc"])
        // Two brands among many other choices are not a brand list.
        let few = classifyInForm([field("select-one", name: "s", options: ["visa", "mastercard", "cash", "cheque", "paypal", "transfer", "bitcoin"]),
                            field(name: "cardnumber", label: "Card number")])
        #expect(few.fields[0].designation == nil)
    }

    @Test func longAscendingRunFromThisCenturyIsAnExpiryList() {
        // 2016 to 2051 (a page saved in 2016): no birth year lies ahead.
        let years = (2016...2051).map(String.init)
        let r = classifyInForm([
            field(name: "cardnumber", label: "Card number"),
            field("select-one", name: "addmonth", options: ["month"] + Self.months, optionValues: [""] + (1...12).map(String.init)),
            field("select-one", name: "addyear", title: "Year", options: ["year"] + years, optionValues: [""] + years.indices.map(String.init)),
        ])
        #expect(designations(r) == ["cc-number", "cc-exp-month", "cc-exp-year"])
        // A long run up from the last century is still a birth year.
        let birth = (1920...2010).map(String.init)
        let b = classifyInForm([field(name: "dob_day", label: "Date of birth", options: nil),
                          field("select-one", name: "y", options: ["year"] + birth, optionValues: [""] + birth)])
        #expect(b.fields[1].designation == .bdayYear)
    }

    /// Two-character option texts are two-digit years only when they are digits: "1x", "2x", "3x" (a card
    /// payment in instalments) count payments, and the select beside a card's expiry is no expiry year. Control:
    /// "26" to "35" stay the years.
    @Test func numberedChoicesAreNoYears() {
        let months = (1...12).map { String(format: "%02d", $0) }
        func card(_ last: FieldDetails) -> PageClassification {
            classifyInForm([
                field(name: "ccnum", label: "Card number"),
                field("select-one", name: "m", label: "Expiry month", options: months, optionValues: months),
                field("select-one", name: "y", label: "Expiry year", options: (2026...2035).map(String.init), optionValues: (2026...2035).map(String.init)),
                last,
            ])
        }
        let instalments = card(field("select-one", name: "inst", label: "Installments", options: (1...6).map { "\($0)x" },
                                     optionValues: (1...6).map(String.init)))
        #expect(instalments.fields[3].designation == nil)
        let years = classifyInForm([
            field(name: "ccnum", label: "Card number"),
            field("select-one", name: "m", options: months, optionValues: months),
            field("select-one", name: "y", options: (26...35).map(String.init), optionValues: (26...35).map(String.init)),
        ])
        #expect(designations(years) == ["cc-number", "cc-exp-month", "cc-exp-year"])
    }

    @Test func placeholderOptionStandsInForTheLabel() {
        // The list is filled in by script; the first option names it.
        let r = classifyInForm([
            field(name: "city", label: "City"),
            field("select-one", id: "shippingSelect1", options: ["country"], optionValues: [""]),
            field(name: "zip", label: "Zip code"),
        ])
        #expect(r.fields[1].designation == .country)
        #expect(r.fields[1].evidence.contains { $0.signal == .firstOption })
        // A label of its own wins over the option.
        let labelled = classifyInForm([field("select-one", name: "s", label: "State", options: ["country"], optionValues: [""])])
        #expect(!labelled.fields[0].evidence.contains { $0.signal == .firstOption })
    }

    @Test func dialCodes() {
        let r = classifyInForm([field("select-one", name: "s", options: ["us1", "uk44", "de49", "fr33", "jp81"],
                                optionValues: ["+1", "+44", "+49", "+33", "+81"])])
        #expect(r.fields[0].designation == .telCountryCode)
    }

    /// A `<select>` with these (text, value) options.
    private static func select(_ name: String, _ options: [(String, String)]) -> String {
        "<select name=\"\(name)\">" + options.map { "<option value=\"\($0.1)\">\($0.0)</option>" }.joined() + "</select>"
    }

    /// A list of dial codes whose values are country codes and whose texts end in the dial code, with a flag or
    /// a country's name before it ("🇬🇧 +44", "Germany (+49)"): the phone's country code (it was nothing, and
    /// the number beside it took the whole international number). Read through the collector, whose token
    /// writes option texts without spaces or punctuation. Sizes numbered the same way are no dial codes.
    @Test(arguments: [["🇬🇧 +44", "🇺🇸 +1", "🇩🇪 +49", "🇫🇷 +33", "🇪🇸 +34"],
                      ["United Kingdom (+44)", "United States (+1)", "Germany (+49)", "France (+33)", "Spain (+34)"]])
    func dialCodesAfterAFlagOrAName(texts: [String]) throws {
        let r = try classifyHTML("""
            <form action="/a"><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <label for="p">Phone</label>\(Self.select("dial", Array(zip(texts, ["GB", "US", "DE", "FR", "ES"]))))<input id="p" name="p" type="tel">
            <label>Size</label>\(Self.select("size", ["Size 6", "Size 8", "Size 10", "Size 12", "Size 14"].map { ($0, $0) }))</form>
            """)
        #expect(designation(of: "dial", in: r) == "tel-country-code")
        #expect(designation(of: "size", in: r) == nil)
    }

    /// The same lists with the dial codes themselves as values ("China (+86)" = `86`, "中国 +86" = `86`): the
    /// phone's country code (it was nothing). Quantities and sizes named with their number as value are not:
    /// their numbers are no calling codes.
    @Test(arguments: [["United Kingdom (+44)", "United States (+1)", "Germany (+49)", "China (+86)", "Hong Kong (+852)"],
                      ["英国 +44", "美国 +1", "德国 +49", "中国 +86", "香港 +852"]])
    func dialCodesWhoseValuesAreTheCodes(texts: [String]) throws {
        let r = try classifyHTML("""
            <form action="/a"><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <label for="p">Phone</label>\(Self.select("dial", Array(zip(texts, ["44", "1", "49", "86", "852"]))))<input id="p" name="p" type="tel">
            <label>Size</label>\(Self.select("size", [6, 8, 10, 12, 14].map { ("Size \($0)", "\($0)") }))
            <label>Quantity</label>\(Self.select("qty", (1...6).map { ("Qty \($0)", "\($0)") }))</form>
            """)
        #expect(designation(of: "dial", in: r) == "tel-country-code")
        #expect(designation(of: "size", in: r) == nil)
        #expect(designation(of: "qty", in: r) == nil)
    }
}
