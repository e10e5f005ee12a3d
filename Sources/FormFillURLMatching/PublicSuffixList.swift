import Foundation
import FormFillModel
import FormFillSupport

/// The Public Suffix List (https://publicsuffix.org): which domains are registrable, so that `acme.com`
/// and `www.acme.com` count as one site while `alice.github.io` and `bob.github.io` do not.
///
/// Rules are kept in their ASCII (punycode) form; hosts are normalized the same way before lookup.
public struct PublicSuffixList: Sendable {
    /// The parsed rules, or the bundled list, parsed on the first lookup that needs it (a `fill` whose
    /// vault items are on other sites never does).
    private enum Source: Sendable {
        case parsed(SuffixRules)
        case bundled
    }
    private let source: Source

    /// The rules, or nil when the bundled list is missing.
    fileprivate var table: SuffixRules? {
        switch source {
        case .parsed(let rules): rules
        case .bundled: BundledSuffixRules.rules
        }
    }

    /// The list shipped with FormFill (`Resources/public_suffix_list.dat`), parsed on first use.
    ///
    /// When the resource is missing (a binary installed without its resource bundle) lookups fail closed:
    /// every host is its own registrable domain, so an item matches only its own host, never a sibling under
    /// a public suffix the list would have named. Check ``isBundledListAvailable`` to report the broken
    /// installation instead.
    public static let bundled = PublicSuffixList(source: .bundled)

    /// Whether the bundled list's file was found (a file-system lookup, once per process; the list is still
    /// parsed only when first needed).
    public static var isBundledListAvailable: Bool { BundledSuffixRules.url != nil }

    /// The resource bundle that holds the list, named as SwiftPM names it beside the executable.
    package static let resourceBundle = "FormFill_FormFillURLMatching.resources"

    private init(source: Source) { self.source = source }

    /// Parses the list's text format: one rule per line, `//` comments, `*.` wildcards and `!` exceptions;
    /// anything after the first whitespace on a line is ignored, as the format specifies.
    public init(text: String) { source = .parsed(SuffixRules(text: text)) }

    /// The public suffix of a host (`co.uk` for `www.bbc.co.uk`), by the list's algorithm: the longest
    /// matching rule, exceptions first, and the implicit `*` rule when nothing matches.
    public func publicSuffix(forHost host: String) -> String? {
        guard let labels = Self.labels(host) else { return nil }
        return labels[publicSuffixStart(labels)...].joined(separator: ".")
    }

    /// The registrable domain (public suffix plus one label): `acme.co.uk` for `accounts.acme.co.uk`.
    /// Nil for a host that is itself a public suffix (`github.io`, `com`), a single label (`localhost`),
    /// an IP address, or a host that is not a valid domain name.
    public func registrableDomain(forHost host: String) -> String? {
        if IPAddress(host) != nil { return nil }
        guard let labels = Self.labels(host) else { return nil }
        let start = publicSuffixStart(labels)
        guard start > 0 else { return nil }
        return labels[(start - 1)...].joined(separator: ".")
    }

    /// Whether the host is exactly a public suffix (an item for `github.io` should match nothing else).
    public func isPublicSuffix(_ host: String) -> Bool {
        guard let labels = Self.labels(host) else { return false }
        return publicSuffixStart(labels) == 0
    }

    private static func labels(_ host: String) -> [String]? {
        guard let normalized = HostName.normalize(host) else { return nil }
        return normalized.split(separator: ".").map(String.init)
    }

    /// Index of the first label of the public suffix.
    private func publicSuffixStart(_ labels: [String]) -> Int {
        // Without the list, everything after the first label counts as the suffix: the host is its own
        // registrable domain.
        guard let table = self.table else { return min(1, labels.count - 1) }
        for i in labels.indices {
            let suffix = labels[i...].joined(separator: ".")
            if table.exceptions.contains(suffix) { return i + 1 }
            if table.rules.contains(suffix) { return i }
            if i + 1 < labels.count, table.wildcards.contains(labels[(i + 1)...].joined(separator: ".")) { return i }
        }
        return labels.count - 1
    }
}

extension PublicSuffixList {
    /// Whether the host's last label is a top-level rule of the list (`com`, `io`, `de`), which tells a bare
    /// host name (`acme.com`) from a service string (`TouchMeIn.Login`).
    func hasKnownTopLevel(_ host: String) -> Bool {
        guard let last = host.split(separator: ".").last, host.contains(".") else { return false }
        guard let table = self.table else { return false }
        return table.rules.contains(String(last)) || table.wildcards.contains(String(last))
    }
}

extension PublicSuffixList {
    /// Parses the bundled list now (a few milliseconds, once per process; on the first lookup otherwise):
    /// call it on a background thread while a page is collected, as `formfill fill` does.
    public static func prepare() { _ = BundledSuffixRules.rules }
}

/// The bundled list's rules, parsed once per process on first use (a static `let` is initialized lazily and
/// thread-safely).
private enum BundledSuffixRules {
    static let url: URL? = {
        #if canImport(Darwin)
        Bundle.module.url(forResource: "public_suffix_list", withExtension: "dat")
        #else
        BundledResource.url(bundle: PublicSuffixList.resourceBundle, name: "public_suffix_list", extension: "dat")
        #endif
    }()

    static let rules: SuffixRules? = {
        guard let url, let data = try? Data(contentsOf: url), !data.isEmpty else { return nil }
        return SuffixRules(text: String(decoding: data, as: UTF8.self))
    }()
}

/// The rules of a suffix list, in their ASCII (punycode) form.
private struct SuffixRules: Sendable {
    /// Plain rules (`com`, `github.io`).
    var rules = Set<String>()
    /// Wildcard rules, stored without their `*.` (`*.ck` → `ck`).
    var wildcards = Set<String>()
    /// Exception rules, stored without their `!` (`!www.ck` → `www.ck`).
    var exceptions = Set<String>()

    init(text: String) {
        var text = text
        text.withUTF8 { parse($0) }
    }

    /// Bytewise for ASCII lines (all but a few hundred of the list's 14,000), with integer offsets into the
    /// text's buffer: splitting the whole text into Characters, and then its `UTF8View` by `String.Index`, was
    /// most of the cost of loading (500 instructions a byte). A line feed never occurs inside a UTF-8
    /// sequence, so cutting at it first and treating other lines by Characters gives the same tokens.
    private mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>) {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart, ascii = true
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") {
                if bytes[lineEnd] >= 0x80 { ascii = false }
                lineEnd += 1
            }
            defer { lineStart = lineEnd + 1 }
            guard lineEnd > lineStart else { continue }
            guard ascii else {
                let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd]), as: UTF8.self)
                for rawLine in line.split(whereSeparator: \.isNewline) {
                    guard let token = rawLine.split(whereSeparator: \.isWhitespace).first,
                          !token.hasPrefix("//") else { continue }
                    add(String(token))
                }
                continue
            }
            // The line's pieces between carriage returns and the like, each read up to its first space.
            var i = lineStart
            while i < lineEnd {
                while i < lineEnd, (0x0A...0x0D).contains(bytes[i]) { i += 1 }
                guard i < lineEnd else { break }
                var pieceEnd = i
                while pieceEnd < lineEnd, !(0x0A...0x0D).contains(bytes[pieceEnd]) { pieceEnd += 1 }
                var start = i
                while start < pieceEnd, isSpace(bytes[start]) { start += 1 }
                var end = start
                while end < pieceEnd, !isSpace(bytes[end]) { end += 1 }
                i = pieceEnd
                guard end > start else { continue }
                let token = UnsafeBufferPointer(rebasing: bytes[start..<end])
                if token.count >= 2, token[0] == UInt8(ascii: "/"), token[1] == UInt8(ascii: "/") { continue }
                if Self.isPlainRule(token) {
                    rules.insert(String(decoding: token, as: UTF8.self))
                } else {
                    add(String(decoding: token, as: UTF8.self))
                }
            }
        }
    }

    /// A rule already in normalized form (lowercase ASCII labels, none empty, none `xn--`, no `!` or `*`):
    /// nearly every line of the list, stored as it is.
    private static func isPlainRule(_ token: UnsafeBufferPointer<UInt8>) -> Bool {
        var labelStart = true, previous: UInt8 = 0
        var index = 0
        while index != token.count {
            let byte = token[index]
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"):
                break
            case UInt8(ascii: "-"):
                // `xn--` labels are checked by the general path.
                if previous == UInt8(ascii: "-") { return false }
            case UInt8(ascii: "."):
                if labelStart { return false }
                labelStart = true; previous = byte; index += 1
                continue
            default:
                return false
            }
            labelStart = false; previous = byte
            index += 1
        }
        return !labelStart
    }

    private mutating func add(_ token: String) {
        var rule = token
        if rule.hasPrefix("!") {
            rule.removeFirst()
            if let host = HostName.normalize(rule) { exceptions.insert(host) }
        } else if rule.hasPrefix("*.") {
            rule.removeFirst(2)
            if let host = HostName.normalize(rule) { wildcards.insert(host) }
        } else if let host = HostName.normalize(rule) {
            rules.insert(host)
        }
    }
}
