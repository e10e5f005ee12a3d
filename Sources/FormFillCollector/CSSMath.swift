import Foundation

/// CSS math functions computed as a browser computes them before it reads a value: `calc(1 - 1)` is `0`,
/// `min(-5000px, 0px)` is `-5000px`, `clamp(0, 0.01, 1)` is `0.01`; so that a value written with them hides
/// a box as much as the plain one does (``Visibility`` reads plain numbers and lengths).
///
/// A function is computed when its operands are numbers, percentages or lengths of one unit (a number may
/// scale or divide any of them; absolute, viewport and font lengths are all pixels, ``pixelsPer``); one that
/// mixes a percentage with a length (`calc(100% - 20px)`, of a size this collector does not know) or holds
/// anything else (`var(…)` before its substitution, `env(…)`) is left as written.
enum CSSMath {
    /// `value` with each math function it holds replaced by its result; `value` itself when it holds none, or
    /// when it is longer than ``maximumLength`` (no real value is; reading one costs up to ``maximumNesting``
    /// steps per function).
    static func simplified(_ value: String) -> String {
        guard value.utf8.count <= maximumLength, value.utf8.contains(UInt8(ascii: "(")), mayHoldMath(value) else { return value }
        var out = ""
        var rest = Substring(value)
        while let name = nextFunction(in: rest) {
            out += rest[..<name.lowerBound]
            var parser = Parser(text: rest[name.upperBound...])
            if let result = parser.function(String(rest[name].dropLast())) {
                out += result.text
                rest = parser.remainder
            } else {
                out += rest[name]
                rest = rest[name.upperBound...]
            }
        }
        return out + rest
    }

    private static let names = ["calc(", "min(", "max(", "clamp(", "-webkit-calc("]

    private static func mayHoldMath(_ value: String) -> Bool {
        names.contains { value.contains($0) }
    }

    /// Where the first math function's name and parenthesis are (`calc(`), not inside another word
    /// (`rotatemin(` is no `min(`): one pass to the next parenthesis at a time, so a value is read once however
    /// many functions it holds.
    private static func nextFunction(in text: Substring) -> Range<Substring.Index>? {
        var from = text.startIndex
        while let open = text[from...].firstIndex(of: "(") {
            var start = open
            while start > text.startIndex {
                let before = text[text.index(before: start)]
                guard before.isLetter || before == "-" || before.isNumber else { break }
                start = text.index(before: start)
            }
            let upper = text.index(after: open)
            if names.contains(where: { text[start..<upper] == $0[...] }) { return start..<upper }
            from = upper
        }
        return nil
    }

    /// A number with its unit (`""` for a plain number, `%`, `px`, `em`, ...).
    struct Quantity: Equatable {
        var number: Double
        var unit: String

        /// The CSS text: up to six decimals, no exponent, no trailing zeros.
        var text: String {
            let n = abs(number) < 1e-9 ? 0 : number
            var s = String(format: "%.6f", n)
            while s.hasSuffix("0") { s.removeLast() }
            if s.hasSuffix(".") { s.removeLast() }
            if s == "-0" { s = "0" }
            return s + unit
        }
    }

    /// CSS pixels per absolute, viewport and font unit: the viewport the assumed 1280 × 1000 screen
    /// (``ConditionalRules``; the small, large and dynamic ones alike, and a container's units without a container),
    /// a font's units those of a 16 px font (`ch` and `ex` half of it, a line 1.2 of it), whatever the element's.
    static let pixelsPer: [String: Double] = {
        let w = ConditionalRules.width / 100, h = ConditionalRules.height / 100
        var table: [String: Double] = ["in": 96, "cm": 96 / 2.54, "mm": 96 / 25.4, "q": 96 / 101.6, "pt": 4.0 / 3, "pc": 16,
                                       "em": 16, "rem": 16, "ch": 8, "rch": 8, "ex": 8, "rex": 8, "lh": 19.2, "rlh": 19.2,
                                       "cap": 11.2, "rcap": 11.2, "ic": 16, "ric": 16]
        for prefix in ["", "s", "l", "d"] {
            table[prefix + "vw"] = w; table[prefix + "vh"] = h; table[prefix + "vi"] = w; table[prefix + "vb"] = h
            table[prefix + "vmin"] = min(w, h); table[prefix + "vmax"] = max(w, h)
        }
        for (unit, size) in [("cqw", w), ("cqh", h), ("cqi", w), ("cqb", h), ("cqmin", min(w, h)), ("cqmax", max(w, h))] {
            table[unit] = size
        }
        return table
    }()

    /// How deep functions and parentheses may nest in one value: a deeper one is left as written (and the
    /// recursive reading stays within any thread's stack).
    static let maximumNesting = 32

    /// The longest value whose math functions are computed.
    static let maximumLength = 4096

    /// A recursive-descent reading of a math function's body, up to and including its closing parenthesis.
    private struct Parser {
        var text: Substring
        var i: Substring.Index
        /// The functions and parentheses open around the reading.
        var depth = 0

        init(text: Substring) {
            self.text = text
            i = text.startIndex
        }

        /// What follows the text read so far.
        var remainder: Substring { text[i...] }

        /// The body of `name(` (already read) through its `)`.
        mutating func function(_ name: String) -> Quantity? {
            depth += 1
            defer { depth -= 1 }
            guard depth <= CSSMath.maximumNesting else { return nil }
            var arguments: [Quantity] = []
            repeat {
                guard let q = sum() else { return nil }
                arguments.append(q)
                skipSpaces()
            } while consume(",")
            guard consume(")"), let unit = arguments.first?.unit,
                  arguments.allSatisfy({ $0.unit == unit }) else { return nil }
            let numbers = arguments.map(\.number)
            switch name {
            case "calc", "-webkit-calc":
                guard numbers.count == 1 else { return nil }
                return arguments[0]
            case "min": return Quantity(number: numbers.min()!, unit: unit)
            case "max": return Quantity(number: numbers.max()!, unit: unit)
            case "clamp":
                guard numbers.count == 3 else { return nil }
                return Quantity(number: max(numbers[0], min(numbers[1], numbers[2])), unit: unit)
            default: return nil
            }
        }

        /// `a + b - c`: the same unit on every side.
        mutating func sum() -> Quantity? {
            guard var total = product() else { return nil }
            while true {
                skipSpaces()
                let sign: Double
                if consume("+") { sign = 1 } else if peek("-"), followsSpace() { i = text.index(after: i); sign = -1 } else { break }
                guard let next = product(), next.unit == total.unit else { return nil }
                total.number += sign * next.number
            }
            return total
        }

        /// `a * b / c`: a product has at most one side with a unit, a divisor none.
        mutating func product() -> Quantity? {
            guard var total = term() else { return nil }
            while true {
                skipSpaces()
                if consume("*") {
                    guard let next = term() else { return nil }
                    if total.unit.isEmpty { total.unit = next.unit } else if !next.unit.isEmpty { return nil }
                    total.number *= next.number
                } else if consume("/") {
                    guard let next = term(), next.unit.isEmpty, next.number != 0 else { return nil }
                    total.number /= next.number
                } else {
                    return total
                }
            }
        }

        /// A quantity, a parenthesised sum or a nested math function.
        mutating func term() -> Quantity? {
            skipSpaces()
            if consume("(") {
                depth += 1
                defer { depth -= 1 }
                guard depth <= CSSMath.maximumNesting, let inner = sum() else { return nil }
                skipSpaces()
                return consume(")") ? inner : nil
            }
            for name in CSSMath.names where text[i...].hasPrefix(name) {
                i = text.index(i, offsetBy: name.count)
                return function(String(name.dropLast()))
            }
            let start = i
            if i < text.endIndex, text[i] == "-" || text[i] == "+" { i = text.index(after: i) }
            while i < text.endIndex, text[i].isASCII, text[i].isNumber || text[i] == "." { i = text.index(after: i) }
            skipExponent()
            guard let number = Double(text[start..<i]) else { return nil }
            let unitStart = i
            while i < text.endIndex, text[i] == "%" || (text[i].isASCII && text[i].isLetter) { i = text.index(after: i) }
            let unit = String(text[unitStart..<i])
            // An absolute, viewport or font length is pixels (of the assumed screen and font), so it adds to one in
            // `px`: `calc(-100vw - 100px)`, `calc(0.5em - 8px)` (an `em` inside a function is of a 16 px font).
            if let factor = CSSMath.pixelsPer[unit] { return Quantity(number: number * factor, unit: "px") }
            return Quantity(number: number, unit: unit)
        }

        /// Past a number's exponent (`e4`, `E-3`), where one follows (not the `e` of `em`).
        private mutating func skipExponent() {
            guard i < text.endIndex, text[i] == "e" || text[i] == "E" else { return }
            var k = text.index(after: i)
            if k < text.endIndex, text[k] == "-" || text[k] == "+" { k = text.index(after: k) }
            guard k < text.endIndex, text[k].isASCII, text[k].isNumber else { return }
            i = k
            while i < text.endIndex, text[i].isASCII, text[i].isNumber { i = text.index(after: i) }
        }

        private func followsSpace() -> Bool {
            // `a - b` subtracts; `a -b` is no operator in CSS (a sign), so it is not read as one here either.
            i > text.startIndex && text[text.index(before: i)] == " "
        }

        private func peek(_ c: Character) -> Bool { i < text.endIndex && text[i] == c }

        private mutating func consume(_ c: Character) -> Bool {
            skipSpaces()
            guard peek(c) else { return false }
            i = text.index(after: i)
            return true
        }

        private mutating func skipSpaces() {
            while i < text.endIndex, text[i] == " " || text[i] == "\t" || text[i] == "\n" { i = text.index(after: i) }
        }
    }
}
