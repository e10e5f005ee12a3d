#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Drops attributes past the first ``limit`` of any one tag before libxml2 sees the bytes.
///
/// libxml2 checks each new attribute against all earlier ones of the tag, so one tag with 100,000
/// attributes takes about a minute to parse. No real page needs more than a few dozen; cutting at 256
/// bounds the parse to a few seconds on the worst 10 MB page. The scan follows the HTML tokenizer's tag and
/// attribute states (quoted and unquoted values, comments) and copies nothing when no tag is over the limit.
enum AttributeLimiter {
    static let limit = 256

    static func limited(_ bytes: [UInt8]) -> [UInt8] {
        var cuts: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { b in
            let n = b.count
            // The next `byte` at or after `from`, else n: memchr skips text and quoted values many bytes at a
            // time (the scan is serial, before the parse).
            func next(_ byte: UInt8, from: Int) -> Int {
                guard from < n, let base = b.baseAddress,
                      let found = memchr(base + from, Int32(byte), n - from) else { return n }
                return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            }
            var i = 0
            while i < n {
                i = next(UInt8(ascii: "<"), from: i)
                guard i < n else { break }
                i += 1
                guard i < n else { break }
                if b[i] == UInt8(ascii: "!") {
                    // Comment or doctype: skip to its end.
                    if i + 2 < n, b[i + 1] == UInt8(ascii: "-"), b[i + 2] == UInt8(ascii: "-") {
                        i += 3
                        while i + 2 < n, !(b[i] == UInt8(ascii: "-") && b[i + 1] == UInt8(ascii: "-") && b[i + 2] == UInt8(ascii: ">")) {
                            i = min(max(i + 1, next(UInt8(ascii: "-"), from: i)), n)
                        }
                        i += 3
                    }
                    continue
                }
                guard isLetter(b[i]) else { continue }
                // Tag name.
                while i < n, !isSpace(b[i]), b[i] != UInt8(ascii: ">"), b[i] != UInt8(ascii: "/") { i += 1 }
                var count = 0
                var cutStart: Int?
                // Attributes until '>'.
                while i < n, b[i] != UInt8(ascii: ">") {
                    if isSpace(b[i]) || b[i] == UInt8(ascii: "/") { i += 1; continue }
                    count += 1
                    if count == limit + 1 { cutStart = i }
                    // Name (a quote or '<' here is part of the name, as in the tokenizer).
                    i += 1
                    while i < n, !isSpace(b[i]), b[i] != UInt8(ascii: "="), b[i] != UInt8(ascii: ">"), b[i] != UInt8(ascii: "/") { i += 1 }
                    while i < n, isSpace(b[i]) { i += 1 }
                    guard i < n, b[i] == UInt8(ascii: "=") else { continue }
                    i += 1
                    while i < n, isSpace(b[i]) { i += 1 }
                    guard i < n else { break }
                    if b[i] == UInt8(ascii: "\"") || b[i] == UInt8(ascii: "'") {
                        let quote = b[i]
                        i = next(quote, from: i + 1)
                        i += 1
                    } else {
                        while i < n, !isSpace(b[i]), b[i] != UInt8(ascii: ">") { i += 1 }
                    }
                }
                if let cutStart { cuts.append(cutStart..<min(i, n)) }
            }
        }
        guard !cuts.isEmpty else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var from = 0
        for cut in cuts {
            out.append(contentsOf: bytes[from..<cut.lowerBound])
            from = cut.upperBound
        }
        out.append(contentsOf: bytes[from...])
        return out
    }

    private static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) >= UInt8(ascii: "a") && (c | 0x20) <= UInt8(ascii: "z") }
    private static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x09 || c == 0x0A || c == 0x0C || c == 0x0D }
}
