/// Pages where a control's own text sits where a label is read: a `<select>`'s options in the cell above a box
/// or in the `<label>` around the select, a `<textarea>`'s value in its label. Option texts and values label
/// nothing (Chromium's label inference skips options too): the label is the other words, or none. Both
/// collectors read these alike (`LabelRuleTests`, `CollectBrowserTests`).
package enum ControlTextSnippets {
    package static let page = """
        <table>
        <tr><td><select name=suffix><option>None</option><option>Jr</option><option>Cap</option></select></td></tr>
        <tr><td><input name=street></td></tr>
        <tr><td>State <select name=state><option>Alabama</option><option>Alaska</option></select></td></tr>
        <tr><td><input name=zip></td></tr>
        </table>
        <label>Country <select name=country><optgroup label="Europe"><option>Germany</option><option>France</option></optgroup></select></label>
        <label>Comments <textarea name=comments>Ship after noon</textarea></label>
        <label>Coupon <input name=coupon list=codes><datalist id=codes><option>SPRING</option></datalist></label>
        """

    /// `label-tag` and `label-top` of each box, by name.
    package static let expected: [String: (tag: String?, top: String?)] = [
        "street": (nil, nil), "zip": (nil, "State"), "country": ("Country", nil), "comments": ("Comments", nil),
        "coupon": ("Coupon", nil),
    ]
}
