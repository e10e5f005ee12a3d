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
    /// The URL in a "saved from url" comment near the top of the page (IE and Chrome write it on line 1 or 2).
    static func savedFrom(_ data: Data) -> String? {
        let head = data.prefix(2048)
        let marker = Array("saved from url=(".utf8)
        guard let start = head.firstRange(of: marker) else { return nil }
        var i = start.upperBound
        var declared = 0
        while i < head.endIndex, head[i] >= 0x30, head[i] <= 0x39 { declared = declared * 10 + Int(head[i] - 0x30); i += 1 }
        guard i < head.endIndex, head[i] == UInt8(ascii: ")") else { return nil }
        i += 1
        var end = i
        while end < head.endIndex, head[end] > 0x20, !(head[end] == UInt8(ascii: "-") && end + 2 < head.endIndex
                                                       && head[end + 1] == UInt8(ascii: "-") && head[end + 2] == UInt8(ascii: ">")) {
            end += 1
        }
        // The number is the URL's length; trust it when it fits.
        if declared > 0, i + declared <= end { end = i + declared }
        let url = String(decoding: head[i..<end], as: UTF8.self)
        return absolute(url)
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
        var cleaned = String(text.filter { $0 != "\t" && $0 != "\n" && $0 != "\r" && $0 != "\r\n" })
        guard !cleaned.isEmpty else { return cleaned }
        let scheme = Self.scheme(of: cleaned)
        guard let effective = scheme ?? baseScheme, specialSchemes.contains(effective) else { return cleaned }
        // Backslashes are slashes in special URLs, up to the query or fragment.
        if let end = cleaned.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            cleaned = cleaned[..<end].replacingOccurrences(of: "\\", with: "/") + cleaned[end...]
        } else {
            cleaned = cleaned.replacingOccurrences(of: "\\", with: "/")
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
