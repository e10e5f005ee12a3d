import FormFillClassifier
import FormFillModel
import Testing

/// Months, years and days: the card's expiry or a birth date's parts, proposed as structures by the card's and
/// the birth date's parsers (``DateParts`` reads whose each part is), never settled by a pass of their own.
@Suite struct DatePartTests {
    static let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                         "October", "November", "December"]
    static let numberedMonths = (1...12).map(String.init)

    @Test func bareMonthAndYearAfterACardNumberAreTheCardsExpiryStructure() {
        let r = classify([field(name: "f1", label: "Card number"),
                          field(name: "f2", label: "Month", maxLength: 2), field(name: "f3", label: "Year", maxLength: 4),
                          field(name: "f4", label: "CVV")])
        #expect(designations(r) == ["cc-number", "cc-exp-month", "cc-exp-year", "cc-csc"])
        // The card's parser settled the bare parts: `--explain` names its structure.
        #expect(r.fields[1].structure?.family == .card)
        #expect(r.fields[2].structure?.family == .card)
    }

    @Test func dayMonthAndYearSelectsUnderBirthWordsAreOneBirthDateStructure() throws {
        let days = (1...31).map { "<option>\($0)</option>" }.joined()
        let months = Self.months.map { "<option>\($0)</option>" }.joined()
        let years = (1930...2008).reversed().map { "<option>\($0)</option>" }.joined()
        let r = try classifyHTML("""
            <form><label for="e">Email</label><input type="email" id="e" name="email">
            <label for="d">Date of birth</label><select id="d" name="d"><option>Day</option>\(days)</select>
            <select name="m"><option>Month</option>\(months)</select>
            <select name="y"><option>Year</option>\(years)</select></form>
            """)
        #expect(["d", "m", "y"].map { designation(of: $0, in: r) } == ["bday-day", "bday-month", "bday-year"])
        // The birth date's parser proposed the three as one structure (the month was its to read).
        let month = try #require(r.1.fields.first { $0.opid == r.0.fields.first { $0.htmlName == "m" }?.opid })
        #expect(month.structure?.family == .birthDate)
        #expect(month.structure?.fields == 3)
    }

    @Test func aLoneMonthSelectWithoutContextIsNothing() {
        let r = classify([field(name: "a", label: "Full name"), field("email", name: "b", label: "Email"),
                          field(name: "c", label: "Phone"), field("select-one", name: "m", options: Self.numberedMonths)])
        #expect(designations(r) == ["name", "email", "tel", nil])
    }

    /// A list of past years whose own words say "Expiry year", beside a card: the words decide, not the range
    /// (a birth year is never filled into a card's expiry; the page's list is only stale).
    @Test func pastYearsUnderExpiryWordsBesideACardAreTheExpiryYear() {
        let r = classify([field(name: "n", label: "Card number"),
                          field("select-one", name: "em", label: "Expiry month", options: Self.numberedMonths),
                          field("select-one", name: "ey", label: "Expiry year", options: (1920...2008).map(String.init)),
                          field(name: "c", label: "CVV")])
        #expect(designations(r) == ["cc-number", "cc-exp-month", "cc-exp-year", "cc-csc"])
    }

    /// Two lists of past years with no day or month beside them are a range ("Year: [from] to [to]" in a
    /// search for used vehicles), not a birth date: neither is a birth year. One such list stays a birth year.
    @Test func twoYearListsWithoutDayOrMonthAreARange() {
        let years = ["any"] + (1965...2016).reversed().map(String.init)
        let r = classify([field("select-one", name: "fromYear", label: "Year:", options: years),
                          field("select-one", name: "toYear", label: "to", options: years),
                          field(name: "zip", label: "ZIP code"), field(name: "email", label: "Email")])
        #expect(designations(r)[0] == nil)
        #expect(designations(r)[1] == nil)
        let one = classify([field(name: "fn", label: "First name"), field(name: "ln", label: "Last name"),
                            field("select-one", name: "yob", label: "Year of birth", options: years)])
        #expect(designations(one)[2] == "bday-year")
    }

    /// Two months (or two days) with no birth words anywhere in the group are a range ("From" month and day, "To"
    /// month and day in a search), not one person's birth date: none of them is a birth date's part. Under
    /// birth words, one month and day stay a birth date's.
    @Test func twoMonthsOrDaysWithoutBirthWordsAreARange() throws {
        func select(_ name: String, _ options: [String]) -> String {
            "<select name=\"\(name)\">" + options.map { "<option>\($0)</option>" }.joined() + "</select>"
        }
        let days = (1...31).map(String.init), years = (1930...2008).reversed().map(String.init)
        let names = "<label>First name <input name=fn></label><label>Last name <input name=ln></label>"
        let r = try classifyHTML("""
            <form action="/s" method="post">\(names)\(select("fromMonth", Self.months))\(select("fromDay", days))
            \(select("toMonth", Self.months))\(select("toDay", days))<label>Email <input name=email></label></form>
            """)
        #expect(["fromMonth", "fromDay", "toMonth", "toDay"].map { designation(of: $0, in: r) } == [nil, nil, nil, nil])
        let birth = try classifyHTML("""
            <form action="/s" method="post">\(names)\(select("bm", Self.months))\(select("bd", days))
            <label>Year of birth \(select("by", years))</label></form>
            """)
        #expect(["bm", "bd", "by"].map { designation(of: $0, in: birth) } == ["bday-month", "bday-day", "bday-year"])
    }

    /// The same past years with only a bare "Year" after the card's expiry month stay a birth year: the range
    /// says birth, and nothing but the position says card.
    @Test func pastYearsUnderABareYearStayABirthYear() {
        let r = classify([field(name: "n", label: "Card number"),
                          field("select-one", name: "em", label: "Expiry month", options: Self.numberedMonths),
                          field("select-one", name: "ey", label: "Year", options: (1920...2008).map(String.init)),
                          field(name: "c", label: "CVV")])
        #expect(designations(r)[2] != "cc-exp-year")
    }

    /// A short run of recent years counted down (a vehicle's model year, a year of purchase: 2024, 2023, 2022)
    /// is no list of birth years, which reach back before 1990: a car-insurance quote's "Year" is nobody's
    /// (it was the birth year, and took the user's). A long list that does reach back stays a birth year.
    @Test func recentYearsCountedDownAreNoBirthYears() throws {
        let recent = (2000...2025).reversed().map { "<option>\($0)</option>" }.joined()
        let r = try classifyHTML("""
            <form action="/quote"><label>Vehicle make<input name="make"></label><label>Model<input name="model"></label>
            <label>Year<select name="year">\(recent)</select></label><label>ZIP<input name="zip"></label>
            <label>Email<input name="email"></label></form>
            """)
        #expect(designation(of: "year", in: r) != "bday-year")
        let long = (1930...2008).reversed().map { "<option>\($0)</option>" }.joined()
        let birth = try classifyHTML("""
            <form action="/join"><label>Name<input name="n"></label><label>Email<input name="e"></label>
            <label>Year of birth<select name="year">\(long)</select></label></form>
            """)
        #expect(designation(of: "year", in: birth) == "bday-year")
    }

    /// A card and a birth date in one form: the month select after a day select labelled "Date of birth" is the
    /// birth month (the day's label says birth though a select holds no whole date), and the card's list of the
    /// coming years beside them stays the expiry year (the range decides a bare part).
    @Test func birthDateBesideACardTakesItsBareMonth() throws {
        let days = (1...31).map { "<option>\($0)</option>" }.joined()
        let months = (1...12).map { "<option value=\"\($0)\">\($0)</option>" }.joined()
        let past = (1920...2008).reversed().map { "<option>\($0)</option>" }.joined()
        let coming = (2026...2035).map { "<option>\($0)</option>" }.joined()
        let r = try classifyHTML("""
            <form action="/pay"><label for="n">Card number</label><input id="n" name="n">
            <label for="m">Expiry date</label><select id="m" name="m"><option value="">MM</option>\(months)</select>
            <select name="y"><option value="">YYYY</option>\(coming)</select>
            <label for="c">CVV</label><input id="c" name="c">
            <label for="bd">Date of birth</label><select id="bd" name="bd"><option value="">Day</option>\(days)</select>
            <select name="bm"><option value="">Month</option>\(months)</select>
            <select name="by"><option value="">Year</option>\(past)</select></form>
            """)
        #expect(["m", "y", "bd", "bm", "by"].map { designation(of: $0, in: r) }
                == ["cc-exp-month", "cc-exp-year", "bday-day", "bday-month", "bday-year"])
    }

    /// A birth date over three boxes whose format hints are written into them as values ("DD", "MM", "YYYY",
    /// cleared on focus: pages from before the placeholder attribute), named `date_of_birth_d`, `_m`, `_y`: each
    /// box is its part, as with the hints as placeholders; not the whole date three times.
    @Test(arguments: [true, false])
    func formatHintsAsValuesMakeTheParts(asValues: Bool) throws {
        func box(_ part: String, _ hint: String) -> String {
            #"<td><input id="date_of_birth_\#(part)" name="p[date_of_birth_\#(part)]" \#(asValues ? "value" : "placeholder")="\#(hint)"></td>"#
        }
        let html = #"<form action="/register" method="post"><label>Email <input name="email"></label><div>Date of Birth [DD-MM-YYYY]</div><table><tr>"#
            + box("d", "DD") + box("m", "MM") + box("y", "YYYY")
            + #"</tr></table><label>Password <input type=password name=pw></label><input type=submit value="Register"></form>"#
        let r = try classifyHTML(html)
        #expect(["p[date_of_birth_d]", "p[date_of_birth_m]", "p[date_of_birth_y]"].map { designation(of: $0, in: r) }
                == ["bday-day", "bday-month", "bday-year"], "values: \(asValues)")
    }

    /// A birth date asked as month and day selects and a short box for the year (`maxlength=4`, or a bare
    /// "Year"): the box completes the date and is its year. It was the whole date (its name says birth date)
    /// and took a cut "4909", or nothing.
    @Test func aShortBoxAfterTheBirthMonthAndDayIsTheYear() throws {
        let months = ["Month", "January", "February", "March", "April", "May", "June", "July", "August", "September",
                      "October", "November", "December"].map { "<option>\($0)</option>" }.joined()
        let days = "<option>Day</option>" + (1...31).map { "<option>\($0)</option>" }.joined()
        let r = try classifyHTML("""
            <form action="/join"><table><tr><td>First name</td><td><input name="first"></td></tr>
            <tr><td>Email</td><td><input name="email"></td></tr>
            <tr><td>Date of birth</td><td><select name="birthdate1">\(months)</select><select name="birthdate2">\(days)</select>
            <input name="birthdate3" size="4" maxlength="4"></td></tr></table></form>
            <form action="/join2"><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <label>Birthday</label><select name="bm">\(months)</select><select name="bd">\(days)</select>
            <input name="by" placeholder="Year"></form>
            """)
        #expect(["birthdate1", "birthdate2", "birthdate3"].map { designation(of: $0, in: r) } == ["bday-month", "bday-day", "bday-year"])
        #expect(["bm", "bd", "by"].map { designation(of: $0, in: r) } == ["bday-month", "bday-day", "bday-year"])
    }

    /// A birth date typed into boxes of two, two and four characters under one "Date of birth", with nothing to
    /// tell the day's box from the month's (`DD/MM` or `MM/DD`): no box is the whole date (each took it, cut),
    /// and none is filled; the same boxes with format placeholders are the parts.
    @Test func aBirthDateInBoxesWhoseDayAndMonthNothingTellsApartIsNotFilled() throws {
        let r = try classifyHTML("""
            <form action="/join"><label>First name <input name="fn"></label><label>Last name <input name="ln"></label>
            <label for="dob">Date of birth</label><input id="dob" name="dob1" maxlength="2" size="2">
            <input name="dob2" maxlength="2" size="2"><input name="dob3" maxlength="4" size="4"></form>
            <form action="/join2"><label>First name <input name="gn"></label><label>Last name <input name="sn"></label>
            <label for="b1">Date of birth</label><input id="b1" name="b1" maxlength="2" placeholder="MM">
            <input name="b2" maxlength="2" placeholder="DD"><input name="b3" maxlength="4" placeholder="YYYY"></form>
            """)
        for box in ["dob1", "dob2", "dob3"] { #expect(designation(of: box, in: r) != "bday", "\(box)") }
        #expect(["b1", "b2", "b3"].map { designation(of: $0, in: r) } == ["bday-month", "bday-day", "bday-year"])
    }

    /// A box for the birthday without its year, by its format ("Birthday (MM/DD)", placeholder "DD/MM" or
    /// "MM-DD"), is the birth date, which the filler writes in that format; it was the day alone (the format's
    /// `DD`) and took "17". "Birth month and day" with no format to tell their order is none; a whole date's
    /// format and a day's alone keep their readings.
    @Test func aBirthdayWithoutItsYearIsNoDayAlone() throws {
        func form(_ label: String, _ box: String) -> String {
            "<form action=\"/\(box)\"><label>First name <input name=\"f\(box)\"></label><label>Last name <input name=\"l\(box)\"></label>\(label)</form>"
        }
        let r = try classifyHTML([
            form(#"<label>Birthday (MM/DD) <input name="a" maxlength="5"></label>"#, "a"),
            form(#"<label>Date of birth <input name="b" placeholder="DD/MM"></label>"#, "b"),
            form(#"<label>Birthday <input name="c" placeholder="MM-DD"></label>"#, "c"),
            form(#"<label>Birth month and day <input name="d"></label>"#, "d"),
            form(#"<label>Birthday (MM/DD/YYYY) <input name="e"></label>"#, "e"),
            form(#"<label>Date of birth (DD) <input name="g" maxlength="2"></label>"#, "g"),
            form(#"<label>Birth day, month and year <input name="h"></label>"#, "h"),
        ].joined())
        #expect(["a", "b", "c", "d", "e", "g"].map { designation(of: $0, in: r) } == ["bday", "bday", "bday", nil, "bday", "bday-day"])
        #expect(designation(of: "h", in: r) != nil)
    }

    /// A date whose first list its words give to something else ("Preferred delivery date", "Departure date"):
    /// the lists after it with no words of their own are the rest of that date, not a birth date's (the day
    /// list took the user's birth day). Under "Date of birth" the same lists are the birth date.
    @Test func theRestOfAnotherThingsDateIsNoBirthDate() throws {
        let months = "<option>Month</option>" + ["January", "February", "March", "April", "May", "June", "July", "August",
                                                 "September", "October", "November", "December"].map { "<option>\($0)</option>" }.joined()
        let days = "<option>Day</option>" + (1...31).map { "<option>\($0)</option>" }.joined()
        let years = "<option>Year</option>" + (1930...2008).reversed().map { "<option>\($0)</option>" }.joined()
        func form(_ label: String, _ p: String) -> String {
            """
            <form action="/\(p)"><label>First name <input name="\(p)f"></label><label>Last name <input name="\(p)l"></label>
            <label>Email <input name="\(p)e"></label><label for="\(p)m">\(label)</label><select id="\(p)m" name="\(p)m">\(months)</select>
            <select name="\(p)d">\(days)</select><select name="\(p)y">\(years)</select></form>
            """
        }
        let r = try classifyHTML(form("Preferred delivery date", "a") + form("Departure date", "b") + form("Date of birth", "c"))
        for box in ["am", "ad", "ay", "bm", "bd", "by"] { #expect(designation(of: box, in: r) == nil, "\(box)") }
        #expect(["cm", "cd", "cy"].map { designation(of: $0, in: r) } == ["bday-month", "bday-day", "bday-year"])
    }

    /// A fieldset whose legend names another thing's date ("Anniversary", "Wedding date", "Arrival date", "Date of
    /// marriage") over lists labelled only "Day", "Month", "Year", the years counted back far enough for a birth
    /// year: the lists are that date's, none of them a birth date's part (the user's birth date went there). Under
    /// "Date of birth", and under a legend that names no date ("Your details"), the same lists stay the birth date.
    @Test(arguments: [("Anniversary", false), ("Wedding date", false), ("Arrival date", false), ("Date of marriage", false),
                      ("Date of birth", true), ("Your details", true)])
    func listsUnderALegendOfAnotherDateAreNoBirthDate(legend: String, birth: Bool) throws {
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                      "November", "December"].map { "<option>\($0)</option>" }.joined()
        let days = (1...31).map { "<option>\($0)</option>" }.joined()
        let years = (1920...2026).reversed().map { "<option>\($0)</option>" }.joined()
        let r = try classifyHTML("""
            <form action="/a"><label>First name <input name="f"></label><label>Last name <input name="l"></label>
            <label>Email <input name="e" type="email"></label><fieldset><legend>\(legend)</legend>
            <label>Day <select name="d">\(days)</select></label><label>Month <select name="m">\(months)</select></label>
            <label>Year <select name="y">\(years)</select></label></fieldset></form>
            """)
        let got = ["d", "m", "y"].map { designation(of: $0, in: r) }
        #expect(got == (birth ? ["bday-day", "bday-month", "bday-year"] : [nil, nil, nil]), "\(legend)")
    }

    /// A section of the form under a heading of its own that names a birth date ("<h3>Date of birth</h3>", no
    /// fieldset) makes the "Day", "Month" and "Year" boxes after it the birth date's parts, as a legend does (they
    /// were nobody's: a bare month or year with no card and no birth words around). Under "Delivery date" they stay
    /// nobody's.
    @Test(arguments: [("Date of birth", true), ("Your birthday", true), ("Geburtsdatum", true), ("Delivery date", false)])
    func boxesUnderABirthDateHeadingAreItsParts(heading: String, birth: Bool) throws {
        let r = try classifyHTML("""
            <meta charset="utf-8"><form action="/a"><label>First name <input name="f"></label><label>Last name <input name="l"></label>
            <label>Email <input name="e" type="email"></label><h3>\(heading)</h3>
            <label>Day <input name="d" maxlength="2"></label><label>Month <input name="m" maxlength="2"></label>
            <label>Year <input name="y" maxlength="4"></label><button>Continue</button></form>
            """)
        let got = ["d", "m", "y"].map { designation(of: $0, in: r) }
        #expect(got == (birth ? ["bday-day", "bday-month", "bday-year"] : [nil, nil, nil]), "\(heading)")
    }
}
