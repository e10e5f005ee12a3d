import FormFillClassifier
import FormFillModel
import Testing

/// Common ways pages lay out a label beside its box, collected and classified end to end: each must name the
/// five boxes of a generic address form.
@Suite struct LabelLayoutTests {
    static let labels = [("First name", "q1"), ("Last name", "q2"), ("Street address", "q3"), ("City", "q4"), ("Email", "q5")]
    static let expected: [String?] = ["given-name", "family-name", "address-line1", "address-level2", "email"]

    static let layouts: [(String, @Sendable (String, String) -> String)] = [
        ("a required mark in the cell before", { "<tr><td>\($0) <span class=req>*</span></td><td><input name=\($1)></td></tr>" }),
        ("a label and a mark in the cell before", { "<tr><td><label>\($0)</label><span>*</span></td><td><input name=\($1)></td></tr>" }),
        ("a bold label and a colon", { "<tr><td><b>\($0)</b>:</td><td><input name=\($1)></td></tr>" }),
        ("a div row with a mark", { "<div class=row><div class=col>\($0)<span>*</span></div><div class=col><input name=\($1)></div></div>" }),
        ("a label with an abbr mark above", { "<div><label>\($0) <abbr title=required>*</abbr></label></div><div><input name=\($1)></div>" }),
        ("a note after the label in the cell before", { "<tr><td>\($0) <span class=note>(required)</span></td><td><input name=\($1)></td></tr>" }),
        ("a help button between the label and its box", { "<div><span>\($0)</span><button type=button>?</button><input name=\($1)></div>" }),
        ("an icon button after the label in the cell before", {
            "<tr><td>\($0) <button type=button class=hint><i class=icon-info></i></button></td><td><input name=\($1)></td></tr>"
        }),
        ("a layout table in the label cell", {
            "<tr><td><table><tr><td>\($0)</td><td><span class=req>*</span></td></tr></table></td><td><input name=\($1)></td></tr>"
        }),
        ("a layout table around the box", {
            "<tr><td><font size=2>\($0):</font></td><td><table><tr><td><input name=\($1)></td><td>&nbsp;</td></tr></table></td></tr>"
        }),
        ("words in separate spans", { label, name in
            "<div>" + label.split(separator: " ").map { "<span>\($0)</span>" }.joined(separator: " ") + " <input name=\(name)></div>"
        }),
    ]

    @Test(arguments: 0..<layouts.count)
    func eachLayoutNamesEveryBox(_ index: Int) throws {
        let (_, row) = Self.layouts[index]
        var body = Self.labels.map { row($0.0, $0.1) }.joined()
        if body.hasPrefix("<tr>") { body = "<table>\(body)</table>" }
        let (page, r) = try classifyHTML("<form action=/checkout method=post>\(body)</form>")
        // The text boxes' designations (a layout may hold buttons).
        let boxes = page.fields.indices.filter { page.fields[$0].type == "text" }
        #expect(boxes.map { r.fields[$0].designation?.rawValue } == Self.expected, "\(Self.layouts[index].0)")
    }

    @Test func aLabelAfterItsBoxNamesItAndNotTheNextOne() throws {
        // Floating labels without `for`: each label follows its box in the box's container. The next box must
        // not take it as its left label, and a box with no other text takes it as its own.
        let body = Self.labels.map { "<div class=field><input name=\($0.1)><span class=label>\($0.0)</span></div>" }.joined()
        let (_, r) = try classifyHTML("<form action=/checkout method=post>\(body)</form>")
        #expect(designations(r) == Self.expected)
        // Text after a box that is the next box's label is not the first box's; a checkbox's is its option's.
        let inline = try classifyHTML("""
            <form action=/checkout method=post><label>First name <input name=q1></label><label>Street address <input name=q3></label>
            <input name=x> Last name <input name=q2><label>City <input name=q4></label>
            <input type=checkbox name=same> Street address</form>
            """)
        #expect(designation(of: "x", in: inline) == nil)
        #expect(designation(of: "q2", in: inline) == "family-name")
        #expect(designation(of: "same", in: inline) == nil)
    }

    @Test func aLabelWrappingAnotherBoxDoesNotNameTheNextOne() throws {
        let (_, r) = try classifyHTML("""
            <form action=/checkout method=post><label>Name <input name=q1></label><label>Email <input name=q2></label>
            <span>Phone</span> (<input name=p1 maxlength=3>) <input name=p2 maxlength=3> - <input name=p3 maxlength=4>
            <label>Address <input name=q3></label></form>
            """)
        #expect(designations(r) == ["name", "email", "tel-area-code", "tel-local-prefix", "tel-local-suffix", "address-line1"])
    }

    /// A box with a label element of its own reads no designation from the text above it: there, the row above
    /// is the box above's ("Your e-mail:" over a "URL:" box in one-cell rows), as Chromium infers a label only
    /// where the page gives none.
    @Test func aBoxWithItsOwnLabelReadsNothingFromAbove() throws {
        let rows = [("n", "Your name:"), ("e", "Your e-mail:"), ("u", "URL:")].map { id, text in
            "<tr><td colspan=2><label for=\(id)>\(text)</label><div><input id=\(id) name=\(id)></div></td></tr>"
        }.joined()
        let r = try classifyHTML("<form action=/guestbook/post method=post><table>\(rows)</table><textarea name=m></textarea><input type=submit></form>")
        #expect(designation(of: "e", in: r) == "email")
        #expect(designation(of: "u", in: r) == nil)
    }
}
