import Foundation

/// Host-name normalization shared by the suffix list and the matcher: the ASCII (punycode) lowercase form.
enum HostName {
    /// Separators IDNA treats as dots besides `.` (ideographic and full-width full stops).
    private static let dotVariants: Set<Character> = ["\u{3002}", "\u{FF0E}", "\u{FF61}"]

    /// `Bücher.Example.` → `xn--bcher-kva.example`. Returns nil for an empty label or one that cannot be
    /// converted; an `xn--` label that is not valid Punycode is rejected too (it could never be registered).
    static func normalize(_ host: String) -> String? {
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
}
