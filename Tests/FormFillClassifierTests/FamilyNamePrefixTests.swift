import FormFillClassifier
import FormFillModel
import Testing

/// A family name's prefix asked in a box of its own (Dutch "Tussenvoegsel": the "de" of "de Vries", the "van der"
/// of "van der Berg"): `x-family-name-prefix`, never the middle name (an identity's middle name there is a false
/// fill).
@Suite struct FamilyNamePrefixTests {
    @Test(arguments: ["Tussenvoegsel", "Tussenv.", "Voorvoegsel", "Surname prefix", "Infix"])
    func aPrefixBoxBetweenTheNames(label: String) throws {
        let r = try classifyHTML(HouseNumberTests.form([("Voornaam", "v"), (label, "t"), ("Achternaam", "a"), ("E-mail", "e")]))
        #expect(designation(of: "v", in: r) == "given-name")
        #expect(designation(of: "t", in: r) == "x-family-name-prefix", "\(label)")
        #expect(designation(of: "a", in: r) == "family-name")
    }

    @Test func aPrefixBoxNamedAlone() throws {
        let r = try classifyHTML("<form action=/x><input name=voornaam><input name=tussenvoegsel><input name=achternaam>"
            + "<input name=email type=email></form>")
        #expect(designation(of: "tussenvoegsel", in: r) == "x-family-name-prefix")
        #expect(designation(of: "achternaam", in: r) == "family-name")
    }

    /// Controls: a middle name stays `additional-name`; an honorific "Name prefix" stays no family-name prefix;
    /// the designation is FormFill's own, which a page author cannot declare.
    @Test func aMiddleNameAndAnHonorificAreNoPrefix() throws {
        let r = try classifyHTML(HouseNumberTests.form([("First name", "f"), ("Middle name", "m"), ("Last name", "l")]))
        #expect(designation(of: "m", in: r) == "additional-name")
        let title = try classifyHTML(HouseNumberTests.form([("Name prefix", "p"), ("First name", "f"), ("Last name", "l")]))
        #expect(designation(of: "p", in: title) != "x-family-name-prefix")
        let authored = try classifyHTML("<form action=/x><input name=q autocomplete=x-family-name-prefix></form>")
        #expect(designation(of: "q", in: authored) == nil)
    }
}
