/// A small, fast JSON writer with a fixed key order, so FormFill's output is deterministic and cheap to produce
/// on large pages (Foundation's encoder is several times slower and orders keys on its own terms).
///
/// Strings are escaped so that the output is also safe inside a `<script>` element or a JavaScript string
/// literal: `</` is written as `<\/`, U+2028 and U+2029 as `\u2028` and `\u2029`, control characters as `\uXXXX`.
public struct JSONWriter: Sendable {
    public private(set) var bytes: [UInt8] = []
    private let pretty: Bool
    private var depth = 0
    /// Whether the container being written already has an element (so the next one needs a comma).
    private var hasElement: [Bool] = []

    public init(pretty: Bool = false, reservingCapacity capacity: Int = 1024) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    public var string: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Containers

    public mutating func beginObject() { beginContainer(UInt8(ascii: "{")) }
    public mutating func endObject() { endContainer(UInt8(ascii: "}")) }
    public mutating func beginArray() { beginContainer(UInt8(ascii: "[")) }
    public mutating func endArray() { endContainer(UInt8(ascii: "]")) }

    /// Writes `"key":` inside an object; follow it with exactly one value.
    public mutating func key(_ key: String) {
        separate()
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        pendingKey = true
    }

    // MARK: Values

    public mutating func value(_ s: String) { separate(); writeString(s) }
    public mutating func value(_ b: Bool) { separate(); bytes.append(contentsOf: b ? Self.trueBytes : Self.falseBytes) }
    public mutating func value(_ i: Int) { separate(); bytes.append(contentsOf: String(i).utf8) }
    public mutating func value(_ i: Int64) { separate(); bytes.append(contentsOf: String(i).utf8) }
    public mutating func value(_ d: Double) {
        separate()
        if d.isFinite, d == d.rounded(), abs(d) < 1e15 { bytes.append(contentsOf: String(Int64(d)).utf8) }
        else if d.isFinite { bytes.append(contentsOf: "\(d)".utf8) }
        else { bytes.append(contentsOf: Self.nullBytes) }
    }
    public mutating func null() { separate(); bytes.append(contentsOf: Self.nullBytes) }

    public mutating func value(_ v: JSONValue) {
        switch v {
        case .null: null()
        case .bool(let b): value(b)
        case .number(let d): value(d)
        case .string(let s): value(s)
        case .array(let a):
            beginArray(); for x in a { value(x) }; endArray()
        case .object(let pairs):
            beginObject(); for (k, x) in pairs { key(k); value(x) }; endObject()
        }
    }

    /// Convenience: `"key": value` for an optional string, left out when nil.
    public mutating func field(_ k: String, _ v: String?) { if let v { key(k); value(v) } }
    public mutating func field(_ k: String, _ v: Bool?) { if let v { key(k); value(v) } }
    public mutating func field(_ k: String, _ v: Int?) { if let v { key(k); value(v) } }

    // MARK: Internals

    private var pendingKey = false
    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
    private static let nullBytes = Array("null".utf8)

    private mutating func separate() {
        if pendingKey { pendingKey = false; return }
        guard !hasElement.isEmpty else { return }
        if hasElement[hasElement.count - 1] { bytes.append(UInt8(ascii: ",")) }
        hasElement[hasElement.count - 1] = true
        newline()
    }

    private mutating func beginContainer(_ open: UInt8) {
        separate()
        bytes.append(open)
        hasElement.append(false)
        depth += 1
    }

    private mutating func endContainer(_ close: UInt8) {
        let had = hasElement.removeLast()
        depth -= 1
        if had { newline() }
        bytes.append(close)
    }

    private mutating func newline() {
        guard pretty else { return }
        bytes.append(UInt8(ascii: "\n"))
        for _ in 0..<depth { bytes.append(UInt8(ascii: " ")); bytes.append(UInt8(ascii: " ")) }
    }

    private static let hex = Array("0123456789abcdef".utf8)

    private mutating func writeString(_ s: String) {
        bytes.append(UInt8(ascii: "\""))
        var previous: UInt8 = 0
        var utf8 = s.utf8.makeIterator()
        // U+2028 / U+2029 are E2 80 A8 / E2 80 A9 in UTF-8; look ahead through a small buffer.
        var pending: [UInt8] = []
        while let b = utf8.next() {
            if !pending.isEmpty || b == 0xE2 {
                pending.append(b)
                if pending.count == 1 { continue }
                if pending.count == 2 {
                    if pending[1] == 0x80 { continue }
                    bytes.append(contentsOf: pending); pending.removeAll(); previous = b; continue
                }
                if pending[2] == 0xA8 || pending[2] == 0xA9 {
                    bytes.append(contentsOf: Array((pending[2] == 0xA8 ? "\\u2028" : "\\u2029").utf8))
                } else {
                    bytes.append(contentsOf: pending)
                }
                pending.removeAll(); previous = b
                continue
            }
            switch b {
            case UInt8(ascii: "\""): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case UInt8(ascii: "/") where previous == UInt8(ascii: "<"):
                bytes.append(UInt8(ascii: "\\")); bytes.append(b)
            case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
            case 0..<0x20, 0x7F:
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(Self.hex[Int(b >> 4)]); bytes.append(Self.hex[Int(b & 0xF)])
            default: bytes.append(b)
            }
            previous = b
        }
        bytes.append(contentsOf: pending)
        bytes.append(UInt8(ascii: "\""))
    }
}
