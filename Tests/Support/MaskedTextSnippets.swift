/// Text boxes a page draws masked with `-webkit-text-security` (a password box in all but its type, which a
/// browser's password manager would not see), with the `textSecurity` each box's details carry (by name): the
/// Swift collector is checked against it (`FieldKeyTests`), and so is collect.js in Chromium
/// (`CollectBrowserTests`), so that the two agree.
package enum MaskedTextSnippets {
    package static let page = """
        <style>.pin { -webkit-text-security: disc } .plain { -webkit-text-security: none } .dots { -webkit-text-security: circle }</style>
        <form><input name=a style="-webkit-text-security: disc"><input name=b class=pin><input name=c type=tel class=dots>
        <div class=pin><input name=d><input name=e class=plain><input name=f type=checkbox></div>
        <input name=g type=password class=pin><input name=h><input name=i style="-webkit-text-security: square"></form>
        """

    /// `name=textSecurity` per box of ``page``, empty where the details have none: an inline or sheet rule, a
    /// value inherited from a parent (`d`), `none` on the box (`e`); a check box and a password box say nothing.
    package static let expected = ["a=disc", "b=disc", "c=circle", "d=disc", "e=", "f=", "g=", "h=", "i=square"]
}
