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
    /// buttons are no boxes); a box outside its form (`form=`) and a formless box have no section.
    package static let expected = ["a=", "b=Your details", "c=Emergency contact", "d=Account", "g=", "h=", "i=", "j=Help",
                                   "k=", "t=", "=", "l=", "m=Partner", "e=Account"]
}
