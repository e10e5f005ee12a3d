/// A page of forms in sections under headings, with the `label-section` each box's details carry (by name, in
/// the token's order: inputs, selects and buttons, then textareas): the Swift collector is checked against it
/// (`LabelRuleTests`), and so is collect.js in Chromium (`CollectBrowserTests`), so that the two agree.
package enum SectionSnippets {
    package static let page = """
        <form id=f><h2>Create an account</h2><input name=a><h3>Your <b>details</b></h3><input name=b>
        <div><h3>Emergency contact</h3><div><label>Name <input name=c></label></div></div>
        <div role="heading">Account</div><input name=d><textarea name=e></textarea></form>
        <input name=g form=f><form><h2>Sign in</h2><input name=h></form><form><input name=i><h4>Help</h4><input name=j></form>
        <h3>Newsletter</h3><input name=k>
        <form><input type=hidden name=t><button>Google</button><h2>Register</h2><h3>You</h3><input name=l><h3>Partner</h3><input name=m></form>
        """

    /// `name=section` per box of ``page``, the section empty where the details have none. A heading no box
    /// precedes heads its whole form ("Create an account", "Sign in", "Register", "You": hidden inputs and
    /// buttons are no boxes); a box outside its form (`form=`) has no section. Outside any form, the boxes and
    /// headings outside forms make the sections: `g`, owned by a form but outside it, is such a box, so `k` is
    /// under "Newsletter".
    package static let expected = ["a=", "b=Your details", "c=Emergency contact", "d=Account", "g=", "h=", "i=", "j=Help",
                                   "k=Newsletter", "t=", "=", "l=", "m=Partner", "e=Account"]

    /// A page without forms (a script's sign-up): its headings before the first box head the page, one after a box
    /// starts a section; a heading inside a form on the page is that form's.
    package static let formlessPage = """
        <h1>Join us</h1><div role="heading">Your details</div><input name=a><select name=b><option>x</select>
        <form><input name=f><h3>Inside</h3><input name=g></form>
        <section><h3>Emergency contact</h3><label>Name <input name=c></label><input type=tel name=d></section>
        <h3>Account</h3><input type=email name=e><button>Join</button>
        """
    package static let formlessExpected = ["a=", "b=", "f=", "g=Inside", "c=Emergency contact", "d=Emergency contact",
                                           "e=Account", "=Account"]
}
