/// Boxes written in SVG and MathML: a browser's HTML parser makes an `<input>`, `<form>` or `<label>` inside an
/// `<svg>` or a `<math>` an SVG or MathML element of that name (no control, form or label, drawn as nothing),
/// until an integration point or a tag that breaks out of foreign content. The Swift collector is checked
/// against the expected element list (`FieldKeyTests`), and so is collect.js in Chromium (`CollectBrowserTests`),
/// so that the two agree.
package enum ForeignContentSnippets {
    package static let page = """
        <form id=f1 action="/a"><input name=a></form>
        <svg width=300 height=200><form id=f2 action="https://evil.example/"><input name=b><input name=c type=password></form>
        <g><foreignObject width=300 height=100><input name=d></foreignObject></g>
        <desc><input name=e></desc></svg>
        <math><form id=f3><input name=f></form><mtext><input name=g></mtext>
        <annotation-xml encoding="text/html"><input name=h></annotation-xml><mi><select name=i></select></mi>
        <label for=k>Foreign label</label></math>
        <svg width=300 height=200><div><input name=j></div></svg>
        <label for=k>Name</label><input id=k name=k><textarea name=t></textarea>
        <svg width=10 height=10><textarea name=u></textarea><button name=v>x</button></svg>
        """

    /// `name=viewable` per collected element of ``page``, in the token's order (textareas last): the boxes in
    /// SVG or MathML (`b`, `c`, `f`, `u`, `v`) are not in it; HTML comes back in a `<foreignObject>` (`d`), a
    /// `<desc>` (`e`, not drawn), a MathML text element (`g`, `i`), an HTML `<annotation-xml>` (`h`, not
    /// drawn), and where a `<div>` breaks out (`j`).
    package static let expected = ["a=true", "d=true", "e=false", "g=true", "h=false", "i=true", "j=true", "k=true", "t=true"]

    /// The forms of ``page`` by id: the one written in the `<svg>` and the one in the `<math>` are none.
    package static let forms = ["f1"]

    /// Another place libxml2 builds elements where a browser's parser reads text: everything after a `<plaintext>`
    /// start tag (it has no end), which libxml2 closes at the next block.
    package static let plaintextPage = """
        <form id=f1><input name=a></form><plaintext>Sample: <form id=f2><input name=b><input name=c type=password></form>
        <p>more</p><input name=d>
        """

    /// `name=viewable` per collected element of ``plaintextPage``: only the box before the `<plaintext>`.
    package static let plaintextExpected = ["a=true"]
}
