import Foundation

/// Host-name normalization shared by the suffix list and the matcher: the ASCII (punycode) lowercase form.
enum HostName {
    /// Separators IDNA treats as dots besides `.` (ideographic and full-width full stops).
    private static let dotVariants: Set<Character> = ["\u{3002}", "\u{FF0E}", "\u{FF61}"]

    /// `Bücher.Example.` → `xn--bcher-kva.example`. Returns nil for an empty label or one that cannot be
    /// converted; an `xn--` label that is not valid Punycode is rejected too (it could never be registered).
    static func normalize(_ host: String) -> String? {
        if host.utf8.allSatisfy({ $0 < 0x80 }) { return normalizeASCII(host) }
        var text = String(host.map { dotVariants.contains($0) ? "." : $0 })
        if text.hasSuffix(".") { text.removeLast() }
        guard !text.isEmpty else { return nil }
        // NFC first so that a decomposed `u` + combining diaeresis encodes like the precomposed `ü`.
        text = text.precomposedStringWithCanonicalMapping.lowercased()
        var labels: [String] = []
        for label in text.split(separator: ".", omittingEmptySubsequences: false) {
            guard !label.isEmpty, let ascii = Punycode.asciiLabel(String(label)) else { return nil }
            if ascii.hasPrefix("xn--"), Punycode.decode(String(ascii.dropFirst(4))) == nil { return nil }
            labels.append(ascii)
        }
        return labels.joined(separator: ".")
    }

    /// The same rules for an ASCII host (every rule of the suffix list but a few hundred, and nearly every
    /// URL), without Unicode normalization: lowercasing is bytewise and only `xn--` labels need checking.
    /// Loading the suffix list spent most of a small page's `fill` in the general path.
    private static func normalizeASCII(_ host: String) -> String? {
        var bytes = Array(host.utf8)
        if bytes.last == UInt8(ascii: ".") { bytes.removeLast() }
        guard !bytes.isEmpty else { return nil }
        for i in bytes.indices where (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[i]) { bytes[i] |= 0x20 }
        for label in bytes.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false) {
            guard !label.isEmpty else { return nil }
            if label.starts(with: "xn--".utf8), Punycode.decode(String(decoding: label.dropFirst(4), as: UTF8.self)) == nil {
                return nil
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
