internal import CLibXML2
import Foundation

/// How ``HTMLDocument`` reads bytes.
///
/// The parser always runs in libxml2's recover mode with the network off and errors silenced: a page a
/// browser would load is never refused.
package struct HTMLParseOptions: Sendable, Hashable {
    /// A character-encoding label (`shift_jis`, `windows-1251`, …) that overrides sniffing, like an HTTP
    /// `Content-Type` charset. Nil sniffs: byte-order mark, then `<meta charset>` / `http-equiv`, else UTF-8.
    package var encoding: String?
    /// Whether missing `<html>`, `<head>` and `<body>` elements are implied, as browsers do. Keeping this on
    /// gives the DOM a browser's collect script sees; turn it off to edit a fragment without adding them.
    package var impliesMissingElements: Bool

    package init(encoding: String? = nil, impliesMissingElements: Bool = true) {
        self.encoding = encoding
        self.impliesMissingElements = impliesMissingElements
    }
}

extension HTMLParseOptions {
    /// libxml2's parser flags, the same for both trees (``HTMLDocument`` and ``HTMLEditor``) so that they agree.
    /// NOERROR/NOWARNING clear the context's error callbacks, so nothing reaches stderr and no global handler is
    /// touched. HUGE lifts the 256-level depth limit (past which libxml2 stops parsing and drops the rest of the
    /// page) and the 10 MB text limit. NODEFDTD: no invented doctype. IGNORE_ENC: the bytes are already UTF-8,
    /// whatever the page's <meta> says.
    var libxml2Flags: Int32 {
        var flags = HTML_PARSE_RECOVER.rawValue | HTML_PARSE_NONET.rawValue | HTML_PARSE_NOERROR.rawValue
            | HTML_PARSE_NODEFDTD.rawValue | HTML_PARSE_NOWARNING.rawValue | HTML_PARSE_IGNORE_ENC.rawValue
            | XML_PARSE_HUGE.rawValue
        if !impliesMissingElements { flags |= HTML_PARSE_NOIMPLIED.rawValue }
        return Int32(bitPattern: flags)
    }
}

/// Page bytes as libxml2 gets them: decoded to UTF-8 without NUL (``HTMLInputDecoder``), tags cut to their
/// first 256 attributes (``AttributeLimiter``). Both trees of a page are parsed from one of these.
struct PreparedInput {
    let utf8: [UInt8]
    /// The encoding the page was read with.
    let encodingLabel: String

    init(_ data: Data, options: HTMLParseOptions) {
        var decoder = HTMLInputDecoder()
        utf8 = AttributeLimiter.limited(data.withUnsafeBytes { decoder.decode($0, override: options.encoding) })
        encodingLabel = decoder.encodingLabel
    }

    /// Runs `body` with the bytes as libxml2 takes them; nil for an empty page or one over libxml2's 2 GiB.
    func withLibXML2Buffer<T>(_ body: (UnsafePointer<CChar>, Int32) -> T?) -> T? {
        guard !utf8.isEmpty, utf8.count < Int(Int32.max) else { return nil }
        return utf8.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { body($0, Int32(buffer.count)) }
        }
    }
}
