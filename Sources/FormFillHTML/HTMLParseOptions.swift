/// How ``HTMLDocument`` reads bytes.
///
/// The parser always runs in libxml2's recover mode with the network off and errors silenced: a page a
/// browser would load is never refused.
public struct HTMLParseOptions: Sendable, Hashable {
    /// A character-encoding label (`shift_jis`, `windows-1251`, …) that overrides sniffing, like an HTTP
    /// `Content-Type` charset. Nil sniffs: byte-order mark, then `<meta charset>` / `http-equiv`, else UTF-8.
    public var encoding: String?
    /// Whether missing `<html>`, `<head>` and `<body>` elements are implied, as browsers do. Keeping this on
    /// gives the DOM a browser's collect script sees; turn it off to edit a fragment without adding them.
    public var impliesMissingElements: Bool

    public init(encoding: String? = nil, impliesMissingElements: Bool = true) {
        self.encoding = encoding
        self.impliesMissingElements = impliesMissingElements
    }
}
