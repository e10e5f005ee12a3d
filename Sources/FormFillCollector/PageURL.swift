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
    /// whitespace is stripped, tabs and newlines removed, an empty reference is the base without fragment.
    static func resolve(_ reference: String, against base: String) -> String? {
        resolve(reference, against: base, parsed: URL(string: base))
    }

    /// The same with the base already parsed (a page resolves every form's action against one base).
    static func resolve(_ reference: String, against base: String, parsed baseURL: URL?) -> String? {
        let cleaned = TextCleaning.trimmedASCII(reference).filter { $0 != "\t" && $0 != "\n" && $0 != "\r" && $0 != "\r\n" }
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
}
