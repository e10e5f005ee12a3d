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
/// most ``maxSheets`` files of at most ``maxBytes`` each, ``maxTotalBytes`` in all, are read; a larger,
/// missing or unreadable file, or one past the total, is no sheet.
enum LinkedStyleSheets {
    static let maxSheets = 64
    static let maxBytes = 4 << 20
    static let maxTotalBytes = 16 << 20

    /// How deep `@import`s are followed.
    static let maxImportDepth = 4

    /// The texts of `sources`, in order, each link read as above, and each sheet's leading `@import`s (a `data:`
    /// URL, or a file relative to the importing sheet) placed before it, as their rules come first.
    static func texts(_ sources: [StyleSource], directory: URL?) -> [String] {
        var reader = Reader(filesLeft: maxSheets, bytesLeft: maxTotalBytes)
        return sources.compactMap { source in
            switch source {
            case .text(let text):
                return reader.withImports(text, directory: directory, depth: 0)
            case .link(let href):
                return reader.sheet(href, directory: directory, depth: 0)
            }
        }
    }

    /// Reads sheets, counting the files read against ``maxSheets``.
    private struct Reader {
        var filesLeft: Int
        var bytesLeft: Int

        /// The text of the sheet at `href` (relative to `directory`) with its imports, or nil.
        mutating func sheet(_ href: String, directory: URL?, depth: Int) -> String? {
            let trimmed = href.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.count >= 5, trimmed.prefix(5).lowercased() == "data:" {
                return dataURLText(trimmed).map { withImports($0, directory: directory, depth: depth) }
            }
            guard let directory, filesLeft > 0, let path = relativePath(trimmed) else { return nil }
            filesLeft -= 1
            let file = directory.appendingPathComponent(path)
            guard let text = fileText(file, limit: min(maxBytes, bytesLeft)) else { return nil }
            bytesLeft -= text.utf8.count
            return withImports(text, directory: file.deletingLastPathComponent(), depth: depth)
        }

        /// `text` after the sheets its leading `@import` statements name (those whose media hold).
        mutating func withImports(_ text: String, directory: URL?, depth: Int) -> String {
            // Searched on the bytes (Foundation's `contains` bridged the whole sheet to UTF-16).
            guard depth < maxImportDepth, StyleSheet.containsBytes(text, "@import") else { return text }
            let imported = LinkedStyleSheets.imports(text).compactMap { href in sheet(href, directory: directory, depth: depth + 1) }
            return imported.isEmpty ? text : (imported + [text]).joined(separator: "\n")
        }
    }

    /// The URLs of a sheet's leading `@import` statements whose media hold on the assumed screen
    /// (``ConditionalRules``): `@import url(x) print;`, `@import "x";`. Only `@charset`, `@layer` statements,
    /// other imports, comments and white space may come before one, as in a browser.
    static func imports(_ text: String) -> [String] {
        var hrefs: [String] = []
        var rest = Substring(StyleSheet.withoutComments(text))
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard rest.first == "@" else { break }
            let keyword = rest.dropFirst().prefix { $0.isLetter || $0 == "-" }.lowercased()
            var body = rest.dropFirst(1 + keyword.count).drop { $0.isWhitespace }
            if keyword == "charset" || keyword == "layer", let end = body.firstIndex(of: ";"), !body[..<end].contains("{") {
                rest = body[body.index(after: end)...]
                continue
            }
            guard keyword == "import" else { break }
            // The URL first (a data: URL may hold `;`), then what follows it up to the statement's end.
            var href: Substring
            if body.lowercased().hasPrefix("url(") {
                body = body.dropFirst(4).drop { $0.isWhitespace }
                if let (text, after) = quoted(body) {
                    guard let paren = after.firstIndex(of: ")") else { break }
                    href = text
                    body = after[after.index(after: paren)...]
                } else {
                    guard let close = body.firstIndex(of: ")") else { break }
                    href = body[..<close]
                    body = body[body.index(after: close)...]
                }
            } else if let (text, after) = quoted(body) {
                href = text
                body = after
            } else {
                break
            }
            guard let end = body.firstIndex(of: ";") else { break }
            rest = body[body.index(after: end)...]
            // What follows the URL: `layer` or `layer(…)`, `supports(…)`, then a media query list.
            var media = body[..<end].trimmingCharacters(in: .whitespaces)
            for function in ["layer", "supports"] where media.lowercased().hasPrefix(function) {
                let after = media.dropFirst(function.count)
                if after.first == "(", let close = after.firstIndex(of: ")") {
                    media = after[after.index(after: close)...].trimmingCharacters(in: .whitespaces)
                } else if function == "layer" {
                    media = after.trimmingCharacters(in: .whitespaces)
                }
            }
            href = href.drop { $0.isWhitespace }
            guard media.isEmpty || ConditionalRules.media(media.lowercased()) else { continue }
            hrefs.append(String(href).trimmingCharacters(in: .whitespaces))
        }
        return hrefs
    }

    /// The text of a CSS string at the start of `text` (`"…"` or `'…'`) and what follows its closing quote; nil
    /// when `text` starts with no quote or the string is not closed.
    private static func quoted(_ text: Substring) -> (Substring, Substring)? {
        guard let quote = text.first, quote == "\"" || quote == "'",
              let close = text.dropFirst().firstIndex(of: quote) else { return nil }
        return (text[text.index(after: text.startIndex)..<close], text[text.index(after: close)...])
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
    /// most `limit` bytes.
    static func fileText(_ url: URL, limit: Int) -> String? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? Int, size <= limit,
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
