import Foundation

/// Where a page's style comes from, in document order: a `<style>` element's text, or a
/// `<link rel=stylesheet>`'s `href` (``DocumentScan``).
enum StyleSource: Sendable {
    case text(String)
    case link(String)
}

/// The linked style sheets the collector reads without a network: a `data:text/css` URL's text, and a saved
/// page's own sheets, which a browser's "save page" writes beside it (`Page_files/site.css`) and links by a
/// relative `href`. A sheet on a server is never fetched: its rules are not seen, as the collector's
/// documentation says.
///
/// A saved sheet is looked up in the directory the page's file is in, whatever the page's `<base>` says (a
/// saved page keeps the site's base, but its links were rewritten to the files beside it). A `href` is read as
/// a relative path when it has no scheme and does not start with `/` or `\`; its query and fragment are dropped
/// and its `%` escapes decoded (a saved "Sign in_files" folder is linked as `Sign%20in_files` or as is). At
/// most ``maxSheets`` files of at most ``maxBytes`` each are read; a larger, missing or unreadable file is
/// no sheet.
enum LinkedStyleSheets {
    static let maxSheets = 64
    static let maxBytes = 4 << 20

    /// The texts of `sources`, in order, each link read as above.
    static func texts(_ sources: [StyleSource], directory: URL?) -> [String] {
        var filesRead = 0
        return sources.compactMap { source in
            switch source {
            case .text(let text):
                return text
            case .link(let href):
                let trimmed = href.trimmingCharacters(in: .whitespacesAndNewlines)
                if trimmed.count >= 5, trimmed.prefix(5).lowercased() == "data:" { return dataURLText(trimmed) }
                guard let directory, filesRead < maxSheets, let path = relativePath(trimmed) else { return nil }
                filesRead += 1
                return fileText(directory.appendingPathComponent(path))
            }
        }
    }

    /// The text of a `data:` URL whose media type is `text/css` (a browser in standards mode applies no other),
    /// percent-decoded or base64-decoded.
    static func dataURLText(_ url: String) -> String? {
        guard let comma = url.firstIndex(of: ",") else { return nil }
        let header = url[url.index(url.startIndex, offsetBy: 5)..<comma].lowercased()
        let parameters = header.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parameters.first == "text/css" else { return nil }
        let body = String(url[url.index(after: comma)...])
        let decoded = body.removingPercentEncoding ?? body
        if parameters.dropFirst().contains("base64") {
            let base64 = decoded.filter { !$0.isWhitespace }
            guard let data = Data(base64Encoded: base64, options: .ignoreUnknownCharacters) else { return nil }
            return String(decoding: data, as: UTF8.self)
        }
        return decoded
    }

    /// The relative file path of an `href`, or nil for one with a scheme, an absolute path or no path.
    static func relativePath(_ href: String) -> String? {
        let path = href.prefix { $0 != "?" && $0 != "#" }
        guard let first = path.first, first != "/", first != "\\" else { return nil }
        // A scheme (`https:`, `file:`) is letters, digits, `+`, `-`, `.` before the first `:`, with no `/` ahead.
        if let colon = path.firstIndex(of: ":"), !path[..<colon].contains("/") { return nil }
        let decoded = String(path).removingPercentEncoding ?? String(path)
        return decoded.isEmpty ? nil : decoded
    }

    /// A file's text (UTF-8, a byte-order mark dropped, invalid bytes replaced), if it is a regular file of at
    /// most ``maxBytes``.
    static func fileText(_ url: URL) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? Int, size <= maxBytes,
              let data = try? Data(contentsOf: url) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    }
}

extension DocumentScan {
    /// The texts of the page's style sheets in document order: its `<style>` elements and the linked sheets
    /// ``LinkedStyleSheets`` reads, saved ones from `directory`.
    func styleSheets(from directory: URL?) -> [String] {
        LinkedStyleSheets.texts(styleSources, directory: directory)
    }
}
