/// A `type=number` box: it holds a number only, and a browser empties it when a script sets anything else, so the
/// fillers put in only what it keeps (a phone's digits), and leave it alone, with a warning, otherwise.
enum NumberBox {
    /// Why `field` is left without `value`, the `what` (named, the value never is), nil when the field takes it:
    /// it is no number box, or the value is a number.
    static func refusal(of value: String, as what: String, in field: PageField) -> String? {
        guard field.type == "number", !holds(value) else { return nil }
        return "the \(what) is not a number, and the field \(ScriptBuilder.describe(field)) takes numbers only"
    }

    /// Whether `field` takes `value`; when it does not, the warning that it was left alone goes to `builder`
    /// (the identity's and the card's text fields).
    static func takes(_ value: String, as what: String, in field: PageField, _ builder: inout ScriptBuilder) -> Bool {
        guard let reason = refusal(of: value, as: what, in: field) else { return true }
        builder.warn(reason + "; it was left alone")
        return false
    }

    /// Whether a number box keeps `value`: HTML's valid floating-point number (`-12`, `0.5`,
    /// `1e3`), digits with an optional sign, fraction and exponent, nothing around them.
    static func holds(_ value: String) -> Bool {
        var bytes = value.utf8[...]
        func digits() -> Int {
            let run = bytes.prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
            bytes = bytes.dropFirst(run.count)
            return run.count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        var mantissa = digits()
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            let fraction = digits()
            guard fraction > 0 else { return false }
            mantissa += fraction
        }
        guard mantissa > 0 else { return false }
        if let e = bytes.first, e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
