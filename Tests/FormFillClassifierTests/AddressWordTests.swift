import FormFillClassifier
import FormFillModel
import Testing

/// A box whose generic address word ("Address", "住所") its own texts narrow to one part of the address (a
/// placeholder "City", "市区町村"; "住所（市区町村）") is that part, as a part of a name or a date outranks the whole:
/// the street line went into the city's box before.
@Suite struct AddressWordTests {
    static func form(_ boxes: [(label: String, placeholder: String?, name: String)]) -> String {
        let rows = boxes.map { box in
            let placeholder = box.placeholder.map { #" placeholder="\#($0)""# } ?? ""
            return #"<label for="\#(box.name)">\#(box.label)</label><input id="\#(box.name)" name="\#(box.name)"\#(placeholder)>"#
        }
        return "<meta charset=utf-8><form action=\"/x\"><label for=n>氏名</label><input id=n name=n>"
            + "<label for=z>郵便番号</label><input id=z name=z>" + rows.joined() + "</form>"
    }

    @Test func aPlaceholderNamesThePart() throws {
        let r = try classifyHTML(Self.form([("住所1", "市区町村", "a1"), ("住所2", "番地・建物名", "a2")]))
        #expect(designation(of: "a1", in: r) == "address-level2")
        #expect(designation(of: "a2", in: r) == "address-line1")
        let en = try classifyHTML(Self.form([("Address", "City", "a1"), ("Address", "Street", "a2")]))
        #expect(designation(of: "a1", in: en) == "address-level2")
        #expect(designation(of: "a2", in: en) == "address-line1")
    }

    @Test func aPartInBracketsNamesIt() throws {
        let r = try classifyHTML(Self.form([("住所（市区町村）", nil, "a1"), ("住所（番地・建物名）", nil, "a2")]))
        #expect(designation(of: "a1", in: r) == "address-level2")
        #expect(designation(of: "a2", in: r) == "address-line1")
    }

    @Test func theStreetAndTheBuildingAfterTheCity() throws {
        let r = try classifyHTML(Self.form([("住所", "市区町村", "a1"), ("番地", nil, "a2"), ("建物名", nil, "a3")]))
        #expect(["a1", "a2", "a3"].map { designation(of: $0, in: r) } == ["address-level2", "address-line1", "address-line2"])
    }

    /// Controls: a placeholder that names the street, or no part, leaves the street line; a street word with a
    /// city word in one text ("Street and city") is no narrowed address word; e-mail and web addresses stay theirs.
    @Test func theStreetLineStays() throws {
        let street = try classifyHTML(Self.form([("Address", "Street and number", "a1"), ("City", nil, "c")]))
        #expect(designation(of: "a1", in: street) == "address-line1")
        let typing = try classifyHTML(Self.form([("Address", "Start typing your address", "a1"), ("City", nil, "c")]))
        #expect(designation(of: "a1", in: typing) == "address-line1")
        let both = try classifyHTML(Self.form([("市区町村・番地", nil, "a1"), ("建物名", nil, "a2")]))
        #expect(designation(of: "a1", in: both) == "address-line1")
        let email = try classifyHTML(Self.form([("Email address", "City", "e"), ("Address", nil, "a1"), ("City", nil, "c")]))
        #expect(designation(of: "e", in: email) == "email")
    }
}
