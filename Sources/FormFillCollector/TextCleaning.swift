/// Text normalisation shared by the label rules: trim and collapse whitespace, as formats.md specifies
/// for label texts. Whitespace is JavaScript's `\s`, so results match `collect.js`.
enum TextCleaning {
    static func isJSWhitespace(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0x09...0x0D, 0x20, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000, 0xFEFF: true
        default: false
        }
    }

    /// Trimmed, with every whitespace run turned into one space.
    static func collapsed(_ s: String) -> String {
        if isAlreadyCollapsed(s) { return s }
        // On the UTF-8 bytes: a label walk collapses paragraphs of prose, and appending scalar by scalar cost
        // a third of building the fields. Only the lead bytes of the non-ASCII spaces need a decoded scalar.
        var s = s
        return s.withUTF8 { bytes in
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count)
            var pendingSpace = false
            var i = 0
            while i < bytes.count {
                let b = bytes[i]
                if b < 0x80 {
                    // ASCII (nearly all): one byte appended, not a one-byte buffer.
                    if b == 0x20 || (0x09...0x0D).contains(b) {
                        pendingSpace = !out.isEmpty
                    } else {
                        if pendingSpace { out.append(0x20); pendingSpace = false }
                        out.append(b)
                    }
                    i += 1
                    continue
                }
                let length = b < 0x80 ? 1 : b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
                let end = min(i + length, bytes.count)
                let isSpace = b < 0x80 ? (b == 0x20 || (0x09...0x0D).contains(b))
                    : (b == 0xC2 || b == 0xE1 || b == 0xE2 || b == 0xE3 || b == 0xEF)
                        && isJSWhitespace(scalar(UnsafeBufferPointer(rebasing: bytes[i..<end])))
                if isSpace {
                    pendingSpace = !out.isEmpty
                } else {
                    if pendingSpace { out.append(0x20); pendingSpace = false }
                    out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<end]))
                }
                i = end
            }
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// The scalar of one well-formed UTF-8 sequence (a `String`'s bytes always are).
    private static func scalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    /// Whether `s` is ASCII-spaced text with no whitespace to trim or merge (the common case: one UTF-8
    /// pass, no allocation).
    static func isAlreadyCollapsed(_ s: String) -> Bool {
        var previousSpace = true
        for b in s.utf8 {
            switch b {
            case 0x20:
                if previousSpace { return false }
                previousSpace = true
            case 0x09...0x0D, 0xC2, 0xE1, 0xE2, 0xE3, 0xEF:
                // Other whitespace, or a lead byte of one of the non-ASCII spaces: take the slow path.
                return false
            default:
                previousSpace = false
            }
        }
        return !previousSpace || s.isEmpty
    }

    /// Whether `s` starts with white space (``isJSWhitespace(_:)``).
    static func startsWithWhitespace(_ s: String) -> Bool {
        s.unicodeScalars.first.map(isJSWhitespace) ?? false
    }

    /// Whether `s` ends with white space (``isJSWhitespace(_:)``).
    static func endsWithWhitespace(_ s: String) -> Bool {
        s.unicodeScalars.last.map(isJSWhitespace) ?? false
    }

    /// Whether a label text says something: it has a character other than white space, ASCII punctuation
    /// and symbols, and the marks pages put beside a label (`·`, `•`, `–`, `—`, `…`, `※`, `★`, `✱`, and the
    /// full-width `＊` and `：`). A required mark `*` or a colon alone is not a label.
    static func hasWords(_ s: String) -> Bool {
        s.unicodeScalars.contains { !isJSWhitespace($0) && !isDecoration($0) }
    }

    private static func isDecoration(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E,
             0xB7, 0x2013, 0x2014, 0x2022, 0x2026, 0x203B, 0x2605, 0x2731, 0xFF0A, 0xFF1A: true
        default: false
        }
    }

    /// ``collapsed(_:)``, nil when nothing is left.
    static func cleaned(_ s: String) -> String? {
        let c = collapsed(s)
        return c.isEmpty ? nil : c
    }

    static func isASCIIWhitespace(_ c: Character) -> Bool {
        c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" || c == "\r\n"
    }

    /// The DOM's "strip and collapse ASCII whitespace" (option text, document.title).
    static func strippedAndCollapsedASCII(_ s: String) -> String {
        // Nearly every option text and title has nothing to strip or merge: returned as it is, not copied.
        var previousSpace = true
        var plain = true
        for b in s.utf8 {
            if b == 0x20 {
                if previousSpace { plain = false; break }
                previousSpace = true
            } else if b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D {
                plain = false
                break
            } else {
                previousSpace = false
            }
        }
        if plain && (!previousSpace || s.isEmpty) { return s }
        var out: [UInt8] = []
        out.reserveCapacity(s.utf8.count)
        var pendingSpace = false
        for b in s.utf8 {
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0C || b == 0x0D {
                pendingSpace = !out.isEmpty
            } else {
                if pendingSpace { out.append(0x20); pendingSpace = false }
                out.append(b)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    static func trimmedASCII(_ s: String) -> String {
        guard let first = s.firstIndex(where: { !isASCIIWhitespace($0) }),
              let last = s.lastIndex(where: { !isASCIIWhitespace($0) }) else { return "" }
        return String(s[first...last])
    }

    /// The HTML "rules for parsing non-negative integers": leading whitespace, digits, junk after them ignored.
    static func nonNegativeInteger(_ s: String) -> Int? {
        var digits = 0
        var value = 0
        var started = false
        for c in s.unicodeScalars {
            if !started, c == " " || c == "\t" || c == "\n" || c == "\r" || c == "\u{0C}" { continue }
            if !started, c == "+" { started = true; continue }
            started = true
            // ASCII digits only (the HTML rules), read without building a string per character.
            guard c.value >= 0x30, c.value <= 0x39 else { break }
            let d = Int(c.value - 0x30)
            digits += 1
            if value < 1_000_000_000 { value = value * 10 + d }
        }
        return digits > 0 ? value : nil
    }
}
