/// Pages whose last form is led into by a heading before it, or by none, with the `heading` both collectors give
/// that form: the Swift collector's rules are checked against them (`LabelRuleTests`), and so is collect.js in
/// Chromium (`CollectBrowserTests`).
package enum HeadingSnippets {
    package struct Case: Sendable, CustomStringConvertible {
        package let html: String
        package let heading: String?
        package var description: String { html }
    }

    /// After its intro paragraphs, in a title block before it, or before the wrappers it comes first in (a sign-in
    /// page's `<div><h1>Sign in</h1></div><div><form>`); and, as controls, a block with a control or a form in it,
    /// a heading past three paragraphs, past a block of other content, or more than three wrappers out.
    package static let leadIns: [Case] = [
        Case(html: "<h1>Sign in</h1><p>to continue to Mail</p><form><input name=u></form>", heading: "Sign in"),
        Case(html: "<div class=title><h1>Sign in</h1><p>to continue to Mail</p></div><form><input name=u></form>", heading: "Sign in"),
        Case(html: "<h1>Sign in</h1><div class=card><div class=body><form><input name=u></form></div></div>", heading: "Sign in"),
        Case(html: "<header><span class=logo>Mail</span><h2>Welcome</h2><h1>Sign in</h1></header><main><form><input name=u></form></main>",
             heading: "Sign in"),
        Case(html: "<div role=heading>Create your account</div><p>It is free.</p><form><input name=u></form>", heading: "Create your account"),
        Case(html: "<div><h2>Newsletter</h2><input name=n></div><form><input name=u></form>", heading: nil),
        Case(html: "<div><h2>Search</h2><form><input name=q></form></div><form><input name=u></form>", heading: nil),
        Case(html: "<h1>Sign in</h1><p>a</p><p>b</p><p>c</p><form><input name=u></form>", heading: nil),
        Case(html: "<h1>Sign in</h1><section><ul><li>x</li></ul><form><input name=u></form></section>", heading: nil),
        Case(html: "<h1>Sign in</h1><div><div><div><div><form><input name=u></form></div></div></div></div>", heading: nil),
    ]
}
