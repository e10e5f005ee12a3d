import FormFillClassifier
import FormFillModel
import FormFillTestSupport
import Testing

/// A `<fieldset>`'s legend as the heading of its fields (`label-legend`).
@Suite struct GroupContextTests {
    @Test func legendIsCollected() throws {
        let r = try classifyHTML("""
            <form><fieldset><legend> Card
              number </legend><div><input name="a"></div></fieldset><input name="b"></form>
            """)
        #expect(r.0.fields[0].labelLegend == "Card number")
        #expect(r.0.fields[1].labelLegend == nil)
    }

    @Test func legendOverFourBoxesMakesASplitCardNumber() throws {
        let r = try classifyHTML("""
            <form><fieldset><legend>Card number</legend>
              <input name="n1" maxlength="4"><input name="n2" maxlength="4"><input name="n3" maxlength="4"><input name="n4" maxlength="4">
            </fieldset><label>Name on card <input name="holder"></label></form>
            """)
        #expect(["n1", "n2", "n3", "n4"].map { designation(of: $0, in: r) } == Array(repeating: "cc-number", count: 4))
    }

    @Test func legendOverDayMonthYearSelectsMakesABirthDate() throws {
        let days = (1...31).map { "<option>\($0)</option>" }.joined()
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                      "November", "December"].map { "<option>\($0)</option>" }.joined()
        let years = (1930...2008).reversed().map { "<option>\($0)</option>" }.joined()
        let r = try classifyHTML("""
            <form><label>Email <input type="email" name="email"></label>
            <fieldset><legend>Date of birth</legend>
              <select name="s1" aria-label="Day"><option value="">--</option>\(days)</select>
              <select name="s2" aria-label="Month"><option value="">--</option>\(months)</select>
              <select name="s3" aria-label="Year"><option value="">--</option>\(years)</select>
            </fieldset></form>
            """)
        #expect(["s1", "s2", "s3"].map { designation(of: $0, in: r) } == ["bday-day", "bday-month", "bday-year"])
    }

    @Test func legendAloneTellsWhoseDayMonthAndYear() {
        // Only the aria labels and the legend: no text around the selects.
        func select(_ name: String, _ aria: String, _ options: [String]) -> FieldDetails {
            var f = field("select-one", name: name, aria: aria, options: ["--"] + options)
            f.labelLegend = "Date of birth"
            return f
        }
        let months = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                      "November", "December"]
        let r = classify([field("email", name: "email", label: "Email"),
                          select("s1", "Day", (1...31).map(String.init)), select("s2", "Month", months),
                          select("s3", "Year", (1930...2008).reversed().map(String.init))])
        #expect(designations(r) == ["email", "bday-day", "bday-month", "bday-year"])
    }

    @Test func vetoedLegendSaysNothing() throws {
        let r = try classifyHTML("""
            <form><fieldset><legend>Gift card number</legend><input name="g1" maxlength="4"><input name="g2" maxlength="4">
            </fieldset></form>
            """)
        #expect(designation(of: "g1", in: r) == nil)
    }
}
