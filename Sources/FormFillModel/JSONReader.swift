import Foundation

/// A strict JSON parser over UTF-8 bytes, for reading page-details tokens without Foundation's `JSONDecoder`
/// (which cost about ten times as much as collecting the page from HTML).
///
/// It accepts RFC 8259 JSON in UTF-8, after an optional UTF-8 byte-order mark, nested at most
/// ``maximumDepth`` deep, and rejects everything else, including what `JSONDecoder` tolerates (a trailing
/// comma, UTF-16 or UTF-32 text, numbers it checks only when a value is read, such as `01`, `1.` or `1e400`):
/// callers hand rejected bytes to `JSONDecoder`, which accepts them or names the problem as it always did.
///
/// Values are what `JSONDecoder` gives: numbers are the same `Double` (parsed by the standard library, correctly
/// rounded), a `\u` escape pair is one scalar and a lone surrogate is rejected, invalid UTF-8 and control
/// characters in strings are rejected. Objects keep their keys in the order given, duplicates included;
/// ``JSONValue/normalized`` keeps the first of each key, as `JSONDecoder` does, and sorts them.
package struct JSONReader {
    /// The deepest nesting of arrays and objects read (`JSONDecoder` allows 512 too); deeper input is
    /// rejected instead of overflowing the stack.
    package static let maximumDepth = 512

    /// Why bytes were rejected: where (a byte offset), never what.
    package struct Rejection: Error, CustomStringConvertible, Sendable {
        /// The offset of the byte where reading stopped.
        package var offset: Int
        /// What was expected there.
        package var reason: String
        package var description: String { "not valid JSON at byte \(offset): \(reason)" }
    }

    /// The document as `JSONDecoder().decode(JSONValue.self, from:)` gives it, and its errors: read here, or
    /// by `JSONDecoder` when this reader rejects the bytes (which then accepts them or names the problem).
    /// `JSONDecoder` spends most of a small file's cost looking up protocol conformances.
    package static func value(of data: Data) throws -> JSONValue {
        if let value = try? parse(data) { return value.normalized }
        return try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// Parses a whole document.
    package static func parse(_ data: Data) throws(Rejection) -> JSONValue {
        let result: Result<JSONValue, Rejection> = data.withUnsafeBytes { raw in
            var reader = JSONReader(bytes: raw.bindMemory(to: UInt8.self))
            return Result { () throws(Rejection) in try reader.document() }
        }
        return try result.get()
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var i = 0

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private func reject(_ reason: String) -> Rejection { Rejection(offset: i, reason: reason) }

    private mutating func document() throws(Rejection) -> JSONValue {
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { i = 3 }
        let value = try self.value(depth: 0)
        skipSpace()
        guard i == bytes.count else { throw reject("the end of the document") }
        return value
    }

    private mutating func skipSpace() {
        while i < bytes.count {
            switch bytes[i] {
            case 0x20, 0x0A, 0x0D, 0x09: i += 1
            default: return
            }
        }
    }

    private mutating func value(depth: Int) throws(Rejection) -> JSONValue {
        skipSpace()
        guard i < bytes.count else { throw reject("a value") }
        switch bytes[i] {
        case UInt8(ascii: "{"): return try object(depth: depth + 1)
        case UInt8(ascii: "["): return try array(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        default: return .number(try number())
        }
    }

    private mutating func literal(_ word: StaticString) throws(Rejection) {
        let n = word.utf8CodeUnitCount
        guard bytes.count - i >= n, memcmp(bytes.baseAddress! + i, word.utf8Start, n) == 0 else {
            throw reject("a value")
        }
        i += n
    }

    private mutating func object(depth: Int) throws(Rejection) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw reject("at most \(Self.maximumDepth) levels of nesting") }
        i += 1
        var pairs: [(key: String, value: JSONValue)] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(pairs) }
        while true {
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw reject("a key") }
            let key = try string()
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw reject("':'") }
            i += 1
            pairs.append((key, try value(depth: depth)))
            skipSpace()
            guard i < bytes.count else { throw reject("',' or '}'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            guard bytes[i] == UInt8(ascii: "}") else { throw reject("',' or '}'") }
            i += 1
            return .object(pairs)
        }
    }

    private mutating func array(depth: Int) throws(Rejection) -> JSONValue {
        guard depth <= Self.maximumDepth else { throw reject("at most \(Self.maximumDepth) levels of nesting") }
        i += 1
        var values: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; return .array(values) }
        while true {
            values.append(try value(depth: depth))
            skipSpace()
            guard i < bytes.count else { throw reject("',' or ']'") }
            if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
            guard bytes[i] == UInt8(ascii: "]") else { throw reject("',' or ']'") }
            i += 1
            return .array(values)
        }
    }

    /// A string from its opening quote: the bytes between the quotes when there is no escape (checked to be
    /// UTF-8), else built piece by piece.
    private mutating func string() throws(Rejection) -> String {
        i += 1
        let start = i
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                let text = try plain(start..<i)
                i += 1
                return text
            }
            if b == UInt8(ascii: "\\") { return try escaped(from: start) }
            guard b >= 0x20 else { throw reject("no control character in a string") }
            i += 1
        }
        throw reject("the end of the string")
    }

    private func plain(_ range: Range<Int>) throws(Rejection) -> String {
        guard let text = String(validating: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) else {
            throw Rejection(offset: range.lowerBound, reason: "UTF-8 text")
        }
        return text
    }

    private mutating func escaped(from start: Int) throws(Rejection) -> String {
        var text = try plain(start..<i)
        var run = i
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "\"") {
                text += try plain(run..<i)
                i += 1
                return text
            }
            guard b >= 0x20 else { throw reject("no control character in a string") }
            guard b == UInt8(ascii: "\\") else { i += 1; continue }
            text += try plain(run..<i)
            i += 1
            guard i < bytes.count else { break }
            switch bytes[i] {
            case UInt8(ascii: "\""): text += "\""
            case UInt8(ascii: "\\"): text += "\\"
            case UInt8(ascii: "/"): text += "/"
            case UInt8(ascii: "b"): text += "\u{8}"
            case UInt8(ascii: "f"): text += "\u{C}"
            case UInt8(ascii: "n"): text += "\n"
            case UInt8(ascii: "r"): text += "\r"
            case UInt8(ascii: "t"): text += "\t"
            case UInt8(ascii: "u"): text.unicodeScalars.append(try unicodeEscape())
            default: throw reject("a valid escape")
            }
            i += 1
            run = i
        }
        throw reject("the end of the string")
    }

    /// The scalar of `\uXXXX` (the `u` at `i`), or of a surrogate pair `\uD8XX\uDCXX`; `i` ends on the last digit.
    private mutating func unicodeEscape() throws(Rejection) -> Unicode.Scalar {
        let high = try hex4()
        if high < 0xD800 || high > 0xDFFF { return Unicode.Scalar(high)! }
        guard high < 0xDC00, bytes.count - i > 2, bytes[i + 1] == UInt8(ascii: "\\"), bytes[i + 2] == UInt8(ascii: "u")
        else { throw reject("a surrogate pair") }
        i += 2
        let low = try hex4()
        guard (0xDC00...0xDFFF).contains(low) else { throw reject("a surrogate pair") }
        return Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))!
    }

    /// The four hex digits after the `u` at `i`; `i` ends on the last.
    private mutating func hex4() throws(Rejection) -> UInt32 {
        guard bytes.count - i > 4 else { throw reject("four hex digits") }
        var v: UInt32 = 0
        for _ in 0..<4 {
            i += 1
            let b = bytes[i]
            let d: UInt8
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): d = b - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): d = b - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): d = b - UInt8(ascii: "A") + 10
            default: throw reject("four hex digits")
            }
            v = v << 4 | UInt32(d)
        }
        return v
    }

    /// A number in JSON's grammar: a short integer exactly, anything else by the standard library's
    /// correctly rounded conversion; one too large for a `Double` is rejected (as `JSONDecoder` does).
    private mutating func number() throws(Rejection) -> Double {
        let start = i
        var integral = true
        if i < bytes.count, bytes[i] == UInt8(ascii: "-") { i += 1 }
        let digitsStart = i
        guard digits() else { throw reject("a value") }
        if bytes[digitsStart] == UInt8(ascii: "0"), i - digitsStart > 1 { throw reject("no leading zero") }
        if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
            integral = false
            i += 1
            guard digits() else { throw reject("a digit") }
        }
        if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
            integral = false
            i += 1
            if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
            guard digits() else { throw reject("a digit") }
        }
        if integral, i - digitsStart <= 15 {
            var v = 0
            for k in digitsStart..<i { v = v * 10 + Int(bytes[k] - UInt8(ascii: "0")) }
            return digitsStart > start ? -Double(v) : Double(v)
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
        guard let v = Double(text), v.isFinite else { throw Rejection(offset: start, reason: "a number a Double can hold") }
        return v
    }

    /// Skips ASCII digits; false when there was none.
    private mutating func digits() -> Bool {
        let start = i
        while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") { i += 1 }
        return i > start
    }
}

extension JSONValue {
    /// The value as `JSONDecoder` gives it through ``JSONValue/init(from:)``: in every object, the first of
    /// each key, the keys sorted.
    package var normalized: JSONValue {
        switch self {
        case .array(let values): return .array(values.map(\.normalized))
        case .object(let pairs):
            var seen = Set<String>()
            return .object(pairs.filter { seen.insert($0.key).inserted }
                .map { ($0.key, $0.value.normalized) }
                .sorted { $0.key < $1.key })
        default: return self
        }
    }
}
