import Foundation

/// Where the collector took the page URL from (issue 2, point 4), in order of precedence.
public enum PageURLSource: String, Sendable, Hashable {
    /// ``Collector/Options/pageURL``.
    case option
    /// The `<!-- saved from url=(NNNN)URL -->` comment browsers write into saved pages.
    case savedFromComment = "saved-from-comment"
    /// An absolute `<base href>`.
    case baseElement = "base-element"
    /// An absolute `<link rel=canonical href>`.
    case canonicalLink = "canonical-link"
    /// ``Collector/Options/fallbackURL`` (the file's own `file://` URL): callers should warn.
    case fallback
}

enum PageURL {
    /// The URL of the `<!-- saved from url=(NNNN)URL -->` comment that browsers write into a saved page, trusted
    /// only where they write it: in the page's prelude, before the first element (a byte-order mark, white
    /// space, the doctype and other comments may come first). A marker anywhere else (in the body, in an
    /// attribute, in a script) is page content that could claim any site: it is ignored with a warning, and so
    /// are two prelude comments that disagree.
    static func savedFrom(_ data: Data) -> (url: String?, warnings: [String]) {
        // On a copy of the first 64 KB as an array: `Data`'s generic searches cost about 750 instructions a
        // byte (a tenth of collecting a page); an array's integer indexes cost a few.
        savedFrom(bytes: [UInt8](data.prefix(64 * 1024)))
    }

    /// ``savedFrom(_:)`` on the page's first bytes.
    private static func savedFrom(bytes: [UInt8]) -> (url: String?, warnings: [String]) {
        var urls: [String] = []
        var warnings: [String] = []
        var i = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i += 3 }
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C }
        // The prelude: white space, comments and the doctype, up to the first element.
        while true {
            while i < bytes.count, isSpace(bytes[i]) { i += 1 }
            guard i + 1 < bytes.count, bytes[i] == UInt8(ascii: "<"), bytes[i + 1] == UInt8(ascii: "!") else { break }
            if bytes[i...].starts(with: Self.commentOpen) {
                let bodyStart = i + 4
                guard let close = firstIndex(of: Self.commentClose, in: bytes, from: bodyStart) else { break }
                let body = bytes[bodyStart..<close]
                if let found = firstIndex(of: Self.marker, in: bytes, from: bodyStart, to: close) {
                    if let url = url(afterMarkerAt: found + Self.marker.count, in: body) { urls.append(url) }
                }
                i = close + Self.commentClose.count
            } else {
                // `<!DOCTYPE …>`
                guard let close = bytes[i...].firstIndex(of: UInt8(ascii: ">")) else { break }
                i = close + 1
            }
        }
        if firstIndex(of: Self.marker, in: bytes, from: i) != nil {
            warnings.append("a 'saved from url' comment that is not at the start of the page was ignored (page content cannot name the page's site)")
        }
        let distinct = urls.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        if distinct.count > 1 {
            warnings.append("the page has \(distinct.count) 'saved from url' comments that disagree; none was used")
            return (nil, warnings)
        }
        return (distinct.first, warnings)
    }

    private static let marker = Array("saved from url=(".utf8)
    private static let commentOpen = Array("<!--".utf8)
    private static let commentClose = Array("-->".utf8)

    /// Where `needle` first starts in `bytes[from..<to]`, nil when it does not occur there.
    private static func firstIndex(of needle: [UInt8], in bytes: [UInt8], from start: Int, to end: Int? = nil) -> Int? {
        let end = end ?? bytes.count
        guard let first = needle.first, end - start >= needle.count else { return nil }
        var i = start
        while i + needle.count <= end {
            if bytes[i] == first, bytes[i..<(i + needle.count)].elementsEqual(needle) { return i }
            i += 1
        }
        return nil
    }

    /// The URL after `saved from url=(` in a comment's text: the declared length, then the URL, up to white
    /// space or the comment's end.
    private static func url(afterMarkerAt start: Int, in body: ArraySlice<UInt8>) -> String? {
        var i = start
        var declared = 0
        while i < body.endIndex, body[i] >= 0x30, body[i] <= 0x39, declared < 100_000 { declared = declared * 10 + Int(body[i] - 0x30); i += 1 }
        guard i < body.endIndex, body[i] == UInt8(ascii: ")") else { return nil }
        i += 1
        var end = i
        while end < body.endIndex, body[end] > 0x20 { end += 1 }
        // The number is the URL's length; trust it when it fits.
        if declared > 0, i + declared <= end { end = i + declared }
        return absolute(String(decoding: body[i..<end], as: UTF8.self))
    }

    /// `url` when it is absolute with a scheme (and a host for hierarchical schemes); `about:internet`, the
    /// placeholder IE writes for local pages, is not a page URL.
    static func absolute(_ url: String) -> String? {
        let trimmed = TextCleaning.trimmedASCII(url)
        guard let parsed = URL(string: trimmed), let scheme = parsed.scheme?.lowercased() else { return nil }
        switch scheme {
        case "http", "https", "ftp", "ws", "wss":
            guard let host = parsed.host, !host.isEmpty else { return nil }
            return parsed.absoluteString
        case "file":
            return parsed.absoluteString
        default:
            return nil
        }
    }

    /// Resolves a reference the way `new URL(ref, base)` does, within Foundation's abilities: surrounding
    /// whitespace and C0 controls are stripped, tabs and newlines removed, an empty reference is the base
    /// without fragment, and what the WHATWG URL rules do differently from RFC 3986 is applied first (see
    /// ``browserNormalized(_:baseScheme:)``), so the host is the one a browser would send the form to.
    static func resolve(_ reference: String, against base: String) -> String? {
        resolve(reference, against: base, parsed: URL(string: base))
    }

    /// The same with the base already parsed (a page resolves every form's action against one base).
    static func resolve(_ reference: String, against base: String, parsed baseURL: URL?) -> String? {
        let cleaned = browserNormalized(reference, baseScheme: baseURL?.scheme?.lowercased())
        if cleaned.isEmpty {
            return base.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? base
        }
        if let url = URL(string: cleaned, relativeTo: baseURL) { return url.absoluteURL.absoluteString }
        // Characters Foundation refuses (spaces, quotes, non-ASCII in some places): percent-encode them, as
        // browsers do while parsing.
        let allowed = CharacterSet.urlFragmentAllowed.union(CharacterSet(charactersIn: "#%"))
        guard let encoded = cleaned.addingPercentEncoding(withAllowedCharacters: allowed),
              let url = URL(string: encoded, relativeTo: baseURL) else { return nil }
        return url.absoluteURL.absoluteString
    }

    /// The schemes the WHATWG URL standard calls special (their URLs always have a host).
    static let specialSchemes: Set<String> = ["http", "https", "ws", "wss", "ftp"]

    /// Rewrites a reference so that an RFC 3986 resolver reaches the URL a browser reaches:
    /// - leading and trailing C0 controls and spaces are stripped, every tab, CR and LF removed;
    /// - in a special URL (its own scheme or, for a relative reference, the base's), `\` is `/` before the
    ///   query: `https://evil.example\@www.acme.com/` goes to evil.example, `/\evil.example` is scheme-relative;
    /// - any number of slashes after a special scheme or at the start of a scheme-relative reference is two
    ///   (`https:///evil.example`, `///evil.example`);
    /// - a special scheme other than the base's starts an authority even without slashes (`http:evil.example`
    ///   is `http://evil.example/`), while the base's own scheme without slashes is relative (`https:path`).
    static func browserNormalized(_ reference: String, baseScheme: String?) -> String {
        var text = Substring(reference)
        while let c = text.first, c.unicodeScalars.allSatisfy({ $0.value <= 0x20 }) { text = text.dropFirst() }
        while let c = text.last, c.unicodeScalars.allSatisfy({ $0.value <= 0x20 }) { text = text.dropLast() }
        // Each step only when its bytes occur: filtering Characters and Foundation's replacing cost about 15,000
        // instructions a reference, and a page can have thousands of distinct form actions.
        let hasBreaks = text.utf8.contains { $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        var cleaned = hasBreaks ? String(text.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" && $0 != "\r\n" }) : String(text)
        guard !cleaned.isEmpty else { return cleaned }
        let scheme = Self.scheme(of: cleaned)
        guard let effective = scheme ?? baseScheme, specialSchemes.contains(effective) else { return cleaned }
        // Backslashes are slashes in special URLs, up to the query or fragment.
        if cleaned.utf8.contains(UInt8(ascii: "\\")) {
            if let end = cleaned.firstIndex(where: { $0 == "?" || $0 == "#" }) {
                cleaned = cleaned[..<end].replacingOccurrences(of: "\\", with: "/") + cleaned[end...]
            } else {
                cleaned = cleaned.replacingOccurrences(of: "\\", with: "/")
            }
        }
        if let scheme {
            let rest = cleaned.dropFirst(scheme.count + 1)
            let slashes = rest.prefix { $0 == "/" }.count
            if scheme == baseScheme && slashes < 2 { return String(rest) }
            return scheme + "://" + rest.dropFirst(slashes)
        }
        let slashes = cleaned.prefix { $0 == "/" }.count
        if slashes >= 2 { return "//" + cleaned.dropFirst(slashes) }
        return cleaned
    }

    /// The lowercased scheme of an absolute reference (`[A-Za-z][A-Za-z0-9+.-]*:`), nil for a relative one.
    static func scheme(of reference: String) -> String? {
        guard let colon = reference.firstIndex(of: ":"), colon != reference.startIndex else { return nil }
        let name = reference[..<colon]
        guard let first = name.first, first.isASCII, first.isLetter,
              name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == ".") }) else { return nil }
        return name.lowercased()
    }
}
