/// A small, fast JSON writer with a fixed key order, so FormFill's output is deterministic and cheap to produce
/// on large pages (Foundation's encoder is several times slower and orders keys on its own terms).
///
/// Strings are escaped so that the output is also safe inside a `<script>` element or a JavaScript string
/// literal: `</` is written as `<\/`, U+2028 and U+2029 as `\u2028` and `\u2029`, control characters as `\uXXXX`.
package struct JSONWriter: Sendable {
    package private(set) var bytes: [UInt8] = []
    private let pretty: Bool
    private var depth = 0
    /// Whether a container is being written, and whether it already has an element (so the next one needs a
    /// comma): kept apart from the enclosing containers' flags (``outer``), which only opening and closing a
    /// container touch.
    private var inContainer = false
    private var hasElement = false
    /// The enclosing containers' ``hasElement``, outermost first.
    private var outer: [Bool] = []

    package init(pretty: Bool = false, reservingCapacity capacity: Int = 1024) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    package var string: String { String(decoding: bytes, as: UTF8.self) }

    // MARK: Containers

    package mutating func beginObject() { beginContainer(UInt8(ascii: "{")) }
    package mutating func endObject() { endContainer(UInt8(ascii: "}")) }
    package mutating func beginArray() { beginContainer(UInt8(ascii: "[")) }
    package mutating func endArray() { endContainer(UInt8(ascii: "]")) }

    /// Writes `"key":` inside an object; follow it with exactly one value.
    package mutating func key(_ key: String) {
        separate()
        writeString(key)
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        pendingKey = true
    }

    /// Writes `"key":` for a key spelled in the source (the token's own keys), its bytes copied as they are:
    /// no `String` is made and scanned for escapes, which cost about 400 instructions a key, a third of
    /// writing a field. The key must need no escaping (checked in debug builds).
    package mutating func rawKey(_ key: StaticString) {
        separate()
        let utf8 = UnsafeBufferPointer(start: key.utf8Start, count: key.utf8CodeUnitCount)
        assert(!utf8.contains { Self.mayNeedEscape[Int($0)] }, "rawKey: \(key) needs escaping")
        bytes.append(UInt8(ascii: "\""))
        bytes.append(contentsOf: utf8)
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
        if pretty { bytes.append(UInt8(ascii: " ")) }
        pendingKey = true
    }

    // MARK: Values

    package mutating func value(_ s: String) { separate(); writeString(s) }
    package mutating func value(_ b: Bool) { separate(); bytes.append(contentsOf: b ? Self.trueBytes : Self.falseBytes) }
    package mutating func value(_ i: Int) { separate(); bytes.append(contentsOf: String(i).utf8) }
    package mutating func value(_ i: Int64) { separate(); bytes.append(contentsOf: String(i).utf8) }
    package mutating func value(_ d: Double) {
        separate()
        if d.isFinite, d == d.rounded(), abs(d) < 1e15 { bytes.append(contentsOf: String(Int64(d)).utf8) }
        else if d.isFinite { bytes.append(contentsOf: "\(d)".utf8) }
        else { bytes.append(contentsOf: Self.nullBytes) }
    }
    package mutating func null() { separate(); bytes.append(contentsOf: Self.nullBytes) }

    package mutating func value(_ v: JSONValue) {
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

    // MARK: Elements written elsewhere

    /// An empty writer for more elements of the container being written (same depth and style), so that a
    /// run of them can be written apart, e.g. on another thread; add its output with ``append(elements:)``.
    package func elementWriter(reservingCapacity capacity: Int = 1024) -> JSONWriter {
        var writer = JSONWriter(pretty: pretty, reservingCapacity: capacity)
        writer.depth = depth
        writer.inContainer = true
        return writer
    }

    /// Adds the elements written into an ``elementWriter(reservingCapacity:)``, byte for byte as if they had
    /// been written here.
    package mutating func append(elements other: JSONWriter) {
        guard (other.outer.first ?? (other.inContainer && other.hasElement)), inContainer else { return }
        // The other writer's first element wrote its newline but no comma: it did not know of ours.
        if hasElement { bytes.append(UInt8(ascii: ",")) }
        hasElement = true
        bytes.append(contentsOf: other.bytes)
    }

    /// Convenience: `"key": value` for an optional string, left out when nil.
    package mutating func field(_ k: String, _ v: String?) { if let v { key(k); value(v) } }
    package mutating func field(_ k: String, _ v: Bool?) { if let v { key(k); value(v) } }
    package mutating func field(_ k: String, _ v: Int?) { if let v { key(k); value(v) } }

    /// The same with a key spelled in the source (see ``rawKey(_:)``).
    package mutating func rawField(_ k: StaticString, _ v: String?) { if let v { rawKey(k); value(v) } }
    package mutating func rawField(_ k: StaticString, _ v: Bool?) { if let v { rawKey(k); value(v) } }
    package mutating func rawField(_ k: StaticString, _ v: Int?) { if let v { rawKey(k); value(v) } }

    // MARK: Internals

    private var pendingKey = false
    private static let trueBytes = Array("true".utf8)
    private static let falseBytes = Array("false".utf8)
    private static let nullBytes = Array("null".utf8)

    private mutating func separate() {
        if pendingKey { pendingKey = false; return }
        guard inContainer else { return }
        if hasElement { bytes.append(UInt8(ascii: ",")) }
        hasElement = true
        newline()
    }

    private mutating func beginContainer(_ open: UInt8) {
        separate()
        bytes.append(open)
        if inContainer { outer.append(hasElement) }
        inContainer = true
        hasElement = false
        depth += 1
    }

    private mutating func endContainer(_ close: UInt8) {
        let had = hasElement
        if let enclosing = outer.popLast() { hasElement = enclosing } else { inContainer = false; hasElement = false }
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
        var text = s
        let mayNeedEscape = Self.mayNeedEscape
        // Copy runs of bytes that need no escape in one go; most strings are one run. This is the hot path
        // of `formfill collect` on large pages.
        text.withUTF8 { utf8 in
            let n = utf8.count
            var runStart = 0
            var i = 0
            while i < n {
                let b = utf8[i]
                // One table look-up per byte (``mayNeedEscape``) instead of six comparisons.
                if !mayNeedEscape[Int(b)] {
                    i += 1
                    continue
                }
                var consumed = 1
                switch b {
                case UInt8(ascii: "/"):
                    // `</` becomes `<\/` so the output can sit inside a <script> element.
                    guard i > 0, utf8[i - 1] == UInt8(ascii: "<") else { i += 1; continue }
                case 0xE2:
                    // U+2028 / U+2029 (E2 80 A8 / E2 80 A9) end a JavaScript line: escape them.
                    guard i + 2 < n, utf8[i + 1] == 0x80, utf8[i + 2] == 0xA8 || utf8[i + 2] == 0xA9 else { i += 1; continue }
                    consumed = 3
                default:
                    break
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<i]))
                switch b {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"):
                    bytes.append(UInt8(ascii: "\\")); bytes.append(b)
                case 0xE2:
                    bytes.append(contentsOf: utf8[i + 2] == 0xA8 ? Self.lineSeparator : Self.paragraphSeparator)
                case 0x0A: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "n"))
                case 0x0D: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "r"))
                case 0x09: bytes.append(UInt8(ascii: "\\")); bytes.append(UInt8(ascii: "t"))
                default:
                    bytes.append(contentsOf: Self.unicodeEscapePrefix)
                    bytes.append(Self.hex[Int(b >> 4)]); bytes.append(Self.hex[Int(b & 0xF)])
                }
                i += consumed
                runStart = i
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<n]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// The bytes `writeString` must look at: controls, `"`, `\\`, `/` (after `<`), DEL, and 0xE2 (the lead byte
    /// of U+2028 and U+2029); every other byte is copied as it is.
    private static let mayNeedEscape: [Bool] = (0..<256).map { b in
        b < 0x20 || b == 0x22 || b == 0x5C || b == 0x2F || b == 0x7F || b == 0xE2
    }

    private static let lineSeparator = Array("\\u2028".utf8)
    private static let paragraphSeparator = Array("\\u2029".utf8)
    private static let unicodeEscapePrefix = Array("\\u00".utf8)
}
