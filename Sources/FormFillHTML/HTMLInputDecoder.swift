#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns page bytes in any encoding into valid UTF-8 for libxml2, never failing.
///
/// The encoding comes from the override, else the byte-order mark, else a `<meta charset>` or `http-equiv`
/// declaration in the first 4 KB, else UTF-8 (the WHATWG prescan, simplified). Labels map to what browsers
/// actually use (`iso-8859-1` is windows-1252, `shift_jis` is CP932, `gb2312` is GBK). Invalid byte sequences
/// become U+FFFD, and so do NUL bytes: libxml2 works on NUL-terminated strings, and browsers replace NUL too.
/// Transcoding is done here (glibc iconv) rather than by libxml2 because libxml2 stops at the first bad byte.
struct HTMLInputDecoder {
    /// The label of the encoding that was used, as written on the page (or `utf-8`).
    private(set) var encodingLabel = "utf-8"

    /// Returns the page as UTF-8 bytes without a BOM or NUL bytes.
    mutating func decode(_ bytes: UnsafeRawBufferPointer, override: String?) -> [UInt8] {
        var body = bytes
        var label = override.map(Self.normalized)
        if label == nil {
            if body.starts(with: [0xEF, 0xBB, 0xBF]) {
                label = "utf-8"; body = UnsafeRawBufferPointer(rebasing: body.dropFirst(3))
            } else if body.starts(with: [0xFE, 0xFF]) {
                label = "utf-16be"; body = UnsafeRawBufferPointer(rebasing: body.dropFirst(2))
            } else if body.starts(with: [0xFF, 0xFE]) {
                label = "utf-16le"; body = UnsafeRawBufferPointer(rebasing: body.dropFirst(2))
            } else if let declared = Self.declaredCharset(in: body) {
                // A page that declares UTF-16 in ASCII bytes cannot be UTF-16: browsers read it as UTF-8.
                label = declared.hasPrefix("utf-16") ? "utf-8" : declared
            }
        }
        let chosen = label ?? "utf-8"
        encodingLabel = chosen
        switch chosen {
        case "utf-8", "utf8", "unicode-1-1-utf-8", "x-unicode20utf8":
            return Self.repairedUTF8(body)
        case "utf-16le", "utf-16":
            return Self.withoutNUL(Array(String(decoding: body.bindMemory16(bigEndian: false), as: UTF16.self).utf8))
        case "utf-16be":
            return Self.withoutNUL(Array(String(decoding: body.bindMemory16(bigEndian: true), as: UTF16.self).utf8))
        default:
            if let converted = Self.iconvToUTF8(body, from: Self.iconvName(chosen)) {
                return Self.withoutNUL(converted)
            }
            encodingLabel = "utf-8"
            return Self.repairedUTF8(body)
        }
    }

    static func normalized(_ label: String) -> String {
        label.trimmingASCIIWhitespace().lowercased()
    }

    // MARK: UTF-8

    static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    static func repairedUTF8(_ body: UnsafeRawBufferPointer) -> [UInt8] {
        // Well-formed UTF-8 (nearly every page) is copied as it is: checking it here, eight ASCII bytes at a
        // time, and copying once costs a third of making a `String` and copying that (the parse waits for it).
        if isWellFormedUTF8(body) { return withoutNUL(Array(body)) }
        // String(decoding:) replaces ill-formed sequences with U+FFFD.
        var s = String(decoding: body, as: UTF8.self)
        return withoutNUL(s.withUTF8 { Array($0) })
    }

    /// Whether `bytes` are well-formed UTF-8 (Unicode's table 3-7: no overlong forms, surrogates or scalars
    /// past U+10FFFF), that is, whether `String(decoding:as:)` would keep them unchanged.
    static func isWellFormedUTF8(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let n = bytes.count
        var i = 0
        func continuation(_ k: Int, _ range: ClosedRange<UInt8> = 0x80...0xBF) -> Bool {
            i + k < n && range.contains(bytes[i + k])
        }
        while i < n {
            if i + 8 <= n, bytes.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                i += 8
                continue
            }
            switch bytes[i] {
            case 0x00...0x7F: i += 1
            case 0xC2...0xDF: guard continuation(1) else { return false }; i += 2
            case 0xE0: guard continuation(1, 0xA0...0xBF), continuation(2) else { return false }; i += 3
            case 0xE1...0xEC, 0xEE...0xEF: guard continuation(1), continuation(2) else { return false }; i += 3
            case 0xED: guard continuation(1, 0x80...0x9F), continuation(2) else { return false }; i += 3
            case 0xF0: guard continuation(1, 0x90...0xBF), continuation(2), continuation(3) else { return false }; i += 4
            case 0xF1...0xF3: guard continuation(1), continuation(2), continuation(3) else { return false }; i += 4
            case 0xF4: guard continuation(1, 0x80...0x8F), continuation(2), continuation(3) else { return false }; i += 4
            default: return false
            }
        }
        return true
    }

    static func withoutNUL(_ bytes: [UInt8]) -> [UInt8] {
        // memchr: a page is megabytes, and nearly every page has no NUL.
        let hasNUL = bytes.withUnsafeBufferPointer { b in b.baseAddress.map { memchr($0, 0, b.count) != nil } ?? false }
        guard hasNUL else { return bytes }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 64)
        for b in bytes {
            if b == 0 { out.append(contentsOf: replacement) } else { out.append(b) }
        }
        return out
    }

    // MARK: Declared charset (a simplified WHATWG prescan)

    /// The charset of the first `<meta>` that declares one in the first 4 KB, lowercased.
    static func declaredCharset(in body: UnsafeRawBufferPointer) -> String? {
        let limit = min(body.count, 4096)
        var i = 0
        while i < limit {
            guard body[i] == UInt8(ascii: "<") else { i += 1; continue }
            if i + 3 < limit, body[i + 1] == UInt8(ascii: "!"), body[i + 2] == UInt8(ascii: "-"), body[i + 3] == UInt8(ascii: "-") {
                // Skip a comment: a commented-out meta does not count.
                var j = i + 4
                while j + 2 < limit, !(body[j] == UInt8(ascii: "-") && body[j + 1] == UInt8(ascii: "-") && body[j + 2] == UInt8(ascii: ">")) { j += 1 }
                i = j + 3
                continue
            }
            guard i + 5 < limit, lower(body[i + 1]) == UInt8(ascii: "m"), lower(body[i + 2]) == UInt8(ascii: "e"),
                  lower(body[i + 3]) == UInt8(ascii: "t"), lower(body[i + 4]) == UInt8(ascii: "a"),
                  isSpaceOrSlash(body[i + 5]) else { i += 1; continue }
            var j = i + 5
            var attributes: [(String, String)] = []
            while j < limit, body[j] != UInt8(ascii: ">") {
                while j < limit, isSpaceOrSlash(body[j]) { j += 1 }
                var name: [UInt8] = []
                while j < limit, !isSpaceOrSlash(body[j]), body[j] != UInt8(ascii: "="), body[j] != UInt8(ascii: ">") {
                    name.append(lower(body[j])); j += 1
                }
                var value: [UInt8] = []
                if j < limit, body[j] == UInt8(ascii: "=") {
                    j += 1
                    if j < limit, body[j] == UInt8(ascii: "\"") || body[j] == UInt8(ascii: "'") {
                        let quote = body[j]; j += 1
                        while j < limit, body[j] != quote { value.append(lower(body[j])); j += 1 }
                        j += 1
                    } else {
                        while j < limit, !isSpaceOrSlash(body[j]), body[j] != UInt8(ascii: ">") { value.append(lower(body[j])); j += 1 }
                    }
                }
                if !name.isEmpty { attributes.append((String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))) }
            }
            if let charset = attributes.first(where: { $0.0 == "charset" })?.1, !charset.isEmpty {
                return normalized(charset)
            }
            if attributes.contains(where: { $0.0 == "http-equiv" && $0.1 == "content-type" }),
               let content = attributes.first(where: { $0.0 == "content" })?.1,
               let charset = charsetParameter(content) {
                return charset
            }
            i = j
        }
        return nil
    }

    /// `text/html; charset="shift_jis"` → `shift_jis`.
    static func charsetParameter(_ content: String) -> String? {
        guard let range = content.range(of: "charset") else { return nil }
        var rest = content[range.upperBound...].drop { $0 == " " }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " || $0 == "\"" || $0 == "'" }
        let value = rest.prefix { $0 != ";" && $0 != "\"" && $0 != "'" && $0 != " " }
        return value.isEmpty ? nil : normalized(String(value))
    }

    private static func lower(_ b: UInt8) -> UInt8 { b >= 65 && b <= 90 ? b + 32 : b }
    private static func isSpaceOrSlash(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D || b == 0x2F }

    // MARK: Legacy encodings through iconv

    /// The iconv name for a WHATWG label (browsers widen several legacy labels to a superset).
    static func iconvName(_ label: String) -> String {
        switch label {
        case "iso-8859-1", "latin1", "l1", "us-ascii", "ascii", "iso8859-1", "iso_8859-1", "cp1252", "windows-1252", "x-cp1252":
            return "CP1252"
        case "shift_jis", "shift-jis", "sjis", "x-sjis", "ms_kanji", "ms932", "windows-31j", "csshiftjis":
            return "CP932"
        case "gb2312", "gbk", "x-gbk", "chinese", "csgb2312", "gb_2312-80", "gb_2312", "iso-ir-58":
            return "GBK"
        case "big5", "big5-hkscs", "x-x-big5", "cn-big5", "csbig5":
            return "BIG5-HKSCS"
        case "euc-kr", "ks_c_5601-1987", "windows-949", "cseuckr", "korean":
            return "CP949"
        case "x-mac-cyrillic", "x-mac-ukrainian":
            return "MAC-CYRILLIC"
        default:
            if label.hasPrefix("windows-125") { return "CP" + label.dropFirst("windows-".count) }
            return label.uppercased()
        }
    }

    /// Converts with glibc iconv, replacing each undecodable byte with U+FFFD. Nil when iconv does not
    /// know the encoding.
    static func iconvToUTF8(_ body: UnsafeRawBufferPointer, from name: String) -> [UInt8]? {
        let cd = iconv_open("UTF-8", name)
        guard let cd, cd != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(cd) }
        var out = [UInt8](repeating: 0, count: max(64, body.count * 2 + 16))
        var produced = 0
        guard let base = body.baseAddress else { return [] }
        var inPtr = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: CChar.self))
        var inLeft = body.count
        while inLeft > 0 {
            if out.count - produced < 16 { out.append(contentsOf: repeatElement(0, count: out.count)) }
            let before = produced
            var outLeft = out.count - produced
            let result = out.withUnsafeMutableBytes { raw -> Int in
                var outPtr: UnsafeMutablePointer<CChar>? = raw.baseAddress!.advanced(by: produced).assumingMemoryBound(to: CChar.self)
                var inOpt: UnsafeMutablePointer<CChar>? = inPtr
                let r = iconv(cd, &inOpt, &inLeft, &outPtr, &outLeft)
                inPtr = inOpt ?? inPtr
                return r
            }
            produced = out.count - outLeft
            if result != -1 { break }
            switch errno {
            case E2BIG:
                out.append(contentsOf: repeatElement(0, count: out.count))
            case EILSEQ, EINVAL:
                // An invalid or truncated sequence: one replacement character, then go on after the bad byte.
                if out.count - produced < 3 { out.append(contentsOf: repeatElement(0, count: out.count)) }
                out.replaceSubrange(produced..<produced + 3, with: replacement)
                produced += 3
                inPtr += 1; inLeft -= 1
                _ = iconv(cd, nil, nil, nil, nil)
            default:
                if produced == before { return nil }
            }
        }
        // Flush any shift state (ISO-2022-JP).
        if out.count - produced < 16 { out.append(contentsOf: repeatElement(0, count: 16)) }
        var outLeft = out.count - produced
        out.withUnsafeMutableBytes { raw in
            var outPtr: UnsafeMutablePointer<CChar>? = raw.baseAddress!.advanced(by: produced).assumingMemoryBound(to: CChar.self)
            _ = iconv(cd, nil, nil, &outPtr, &outLeft)
        }
        produced = out.count - outLeft
        out.removeSubrange(produced...)
        return out
    }
}

private extension UnsafeRawBufferPointer {
    /// The bytes as UTF-16 code units (an odd trailing byte is dropped; the decoder then replaces nothing).
    func bindMemory16(bigEndian: Bool) -> [UInt16] {
        var units: [UInt16] = []
        units.reserveCapacity(count / 2 + 1)
        var i = 0
        while i + 1 < count {
            let a = UInt16(self[i]), b = UInt16(self[i + 1])
            units.append(bigEndian ? (a << 8 | b) : (b << 8 | a))
            i += 2
        }
        if count % 2 == 1 { units.append(0xFFFD) }
        return units
    }
}

extension String {
    func trimmingASCIIWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{0C}" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
