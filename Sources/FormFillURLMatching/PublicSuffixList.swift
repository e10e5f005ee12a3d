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

    /// The rules to look a host up in, or nil when the bundled list is missing. The bundled list's rules of other
    /// scripts are normalized only for a host with an `xn--` label, the only kind they can match (see
    /// ``SuffixRules``).
    fileprivate func table(for host: some Sequence<UInt8>) -> SuffixRules? {
        switch source {
        case .parsed(let rules): rules
        case .bundled: SuffixRules.mayMatchOtherScripts(host) ? BundledSuffixRules.complete : BundledSuffixRules.rules
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
    public init(text: String) { source = .parsed(SuffixRules(text: text).completed()) }

    /// The public suffix of a host (`co.uk` for `www.bbc.co.uk`), by the list's algorithm: the longest
    /// matching rule, exceptions first, and the implicit `*` rule when nothing matches.
    public func publicSuffix(forHost host: String) -> String? {
        guard let labels = Labels(host) else { return nil }
        return labels.suffix(from: publicSuffixStart(labels))
    }

    /// The registrable domain (public suffix plus one label): `acme.co.uk` for `accounts.acme.co.uk`.
    /// Nil for a host that is itself a public suffix (`github.io`, `com`), a single label (`localhost`),
    /// an IP address, or a host that is not a valid domain name.
    public func registrableDomain(forHost host: String) -> String? {
        if IPAddress(host) != nil { return nil }
        guard let labels = Labels(host) else { return nil }
        let start = publicSuffixStart(labels)
        guard start > 0 else { return nil }
        return labels.suffix(from: start - 1)
    }

    /// Whether the host is exactly a public suffix (an item for `github.io` should match nothing else).
    public func isPublicSuffix(_ host: String) -> Bool {
        guard let labels = Labels(host) else { return false }
        return publicSuffixStart(labels) == 0
    }

    /// A normalized host's bytes and where each of its labels starts.
    private struct Labels {
        let bytes: [UInt8]
        let starts: [Int]
        var count: Int { starts.count }

        init?(_ host: String) {
            // A normalized host has no empty label.
            guard let normalized = HostName.normalize(host) else { return nil }
            bytes = Array(normalized.utf8)
            var starts = [0]
            for (i, byte) in bytes.enumerated() where byte == UInt8(ascii: ".") { starts.append(i + 1) }
            self.starts = starts
        }

        /// Labels `label...` joined by dots.
        func suffix(from label: Int) -> String { String(decoding: bytes[starts[label]...], as: UTF8.self) }
    }

    /// Index of the first label of the public suffix.
    private func publicSuffixStart(_ labels: Labels) -> Int {
        // Without the list, everything after the first label counts as the suffix: the host is its own
        // registrable domain.
        guard let table = table(for: labels.bytes) else { return min(1, labels.count - 1) }
        return labels.bytes.withUnsafeBufferPointer { host in
            for i in 0..<labels.count {
                let suffix = UnsafeBufferPointer(rebasing: host[labels.starts[i]...])
                if table.contains(.exception, suffix) { return i + 1 }
                if table.contains(.rule, suffix) { return i }
                if i + 1 < labels.count,
                   table.contains(.wildcard, UnsafeBufferPointer(rebasing: host[labels.starts[i + 1]...])) { return i }
            }
            return labels.count - 1
        }
    }
}

extension PublicSuffixList {
    /// Whether the host's last label is a top-level rule of the list (`com`, `io`, `de`), which tells a bare
    /// host name (`acme.com`) from a service string (`TouchMeIn.Login`).
    func hasKnownTopLevel(_ host: String) -> Bool {
        guard let last = host.split(separator: ".").last, host.contains(".") else { return false }
        var label = String(last)
        guard let table = table(for: label.utf8) else { return false }
        return label.withUTF8 { table.contains(.rule, $0) || table.contains(.wildcard, $0) }
    }
}

extension PublicSuffixList {
    /// Parses the bundled list now (a few milliseconds, once per process; on the first lookup otherwise):
    /// call it on a background thread while a page is collected, as `formfill fill` does.
    public static func prepare() { _ = BundledSuffixRules.rules }
}

/// The bundled list's rules, parsed once per process on first use (a static `let` is initialized lazily and
/// thread-safely).
enum BundledSuffixRules {
    static let url: URL? = {
        #if canImport(Darwin)
        Bundle.module.url(forResource: "public_suffix_list", withExtension: "dat")
        #else
        BundledResource.url(bundle: PublicSuffixList.resourceBundle, name: "public_suffix_list", extension: "dat")
        #endif
    }()

    /// The rules, but those of other scripts only as written (``SuffixRules/pending``).
    static let rules: SuffixRules? = {
        guard let url, let data = try? Data(contentsOf: url), !data.isEmpty else { return nil }
        return data.withUnsafeBytes { SuffixRules(bytes: $0.bindMemory(to: UInt8.self)) }
    }()

    /// Every rule, for hosts with an `xn--` label (built on the first such lookup).
    static let complete: SuffixRules? = rules?.completed()
}

/// The rules of a suffix list in their ASCII (punycode) form, each plain (`com`), a wildcard (`*.ck`, kept as
/// `ck`) or an exception (`!www.ck`, kept as `www.ck`): one open-addressing hash table of byte strings.
///
/// Loading the list is on the path of every `fill`. A `Set<String>` of its 9,500 rules cost a String and a
/// SipHash each, and normalizing the few hundred rules written in other scripts (NFC, lowercasing, Punycode)
/// cost as much again; here a rule is bytes appended to one buffer and a slot, and rules of other scripts wait
/// in ``pending`` until a host could match them (``completed()``).
struct SuffixRules: Sendable {
    enum Kind: UInt8, Sendable, CaseIterable { case rule = 1, wildcard, exception }

    /// One entry: where its bytes are in ``storage``, its kind (0 for an empty slot) and the high bits of its hash.
    private struct Slot: Sendable {
        var offset: UInt32 = 0, length: UInt32 = 0
        var kind: UInt8 = 0
        var tag: UInt32 = 0
    }

    private var storage: [UInt8] = []
    private var slots: [Slot]
    private var count = 0
    /// Rules with characters of other scripts, as written: they are normalized to `xn--` labels (or dropped),
    /// so only a host with an `xn--` label can match one (see ``mayMatchOtherScripts(_:)``).
    private(set) var pending: [String] = []

    init(text: String) {
        var text = text
        self = text.withUTF8 { SuffixRules(bytes: $0) }
    }

    /// The rules of a list's UTF-8 bytes, as ``init(text:)`` reads `String(decoding: bytes, as: UTF8.self)`:
    /// lines with bytes over 0x7F are decoded one by one (a line feed never occurs inside a UTF-8 sequence, so
    /// a damaged sequence is repaired alike), and the whole list is not validated first.
    init(bytes: UnsafeBufferPointer<UInt8>) {
        // About one rule per 25 bytes of the list: a table at most half full never grows.
        var capacity = 16
        while capacity < bytes.count / 8 { capacity *= 2 }
        slots = [Slot](repeating: Slot(), count: capacity)
        parse(bytes)
    }

    /// These rules with the ``pending`` ones normalized and added.
    func completed() -> SuffixRules {
        var rules = self
        rules.pending = []
        for token in pending { rules.add(token) }
        return rules
    }

    /// Whether a host (its bytes as given) could match a pending rule: it has `xn--` in it (in any case).
    static func mayMatchOtherScripts(_ host: some Sequence<UInt8>) -> Bool {
        let bytes = Array(host)
        guard bytes.count >= 4 else { return false }
        for i in 0...(bytes.count - 4) where bytes[i] | 0x20 == UInt8(ascii: "x") && bytes[i + 1] | 0x20 == UInt8(ascii: "n")
            && bytes[i + 2] == UInt8(ascii: "-") && bytes[i + 3] == UInt8(ascii: "-") {
            return true
        }
        return false
    }

    func contains(_ kind: Kind, _ rule: UnsafeBufferPointer<UInt8>) -> Bool {
        let hash = Self.hash(kind, rule)
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        return storage.withUnsafeBufferPointer { stored in
            while true {
                let slot = slots[index]
                if slot.kind == 0 { return false }
                if slot.kind == kind.rawValue, slot.tag == UInt32(truncatingIfNeeded: hash >> 32), Int(slot.length) == rule.count,
                   rule.elementsEqual(UnsafeBufferPointer(rebasing: stored[Int(slot.offset)..<Int(slot.offset + slot.length)])) {
                    return true
                }
                index = (index + 1) & mask
            }
        }
    }

    /// Every rule of each kind (for tests).
    func ruleSets() -> [Kind: Set<String>] {
        var sets: [Kind: Set<String>] = [:]
        for kind in Kind.allCases { sets[kind] = [] }
        for slot in slots where slot.kind != 0 {
            let bytes = storage[Int(slot.offset)..<Int(slot.offset + slot.length)]
            sets[Kind(rawValue: slot.kind)!]!.insert(String(decoding: bytes, as: UTF8.self))
        }
        return sets
    }

    private mutating func insert(_ kind: Kind, _ rule: UnsafeBufferPointer<UInt8>) {
        guard !contains(kind, rule) else { return }
        if (count + 1) * 2 > slots.count { grow() }
        let offset = storage.count
        storage.append(contentsOf: rule)
        place(Slot(offset: UInt32(offset), length: UInt32(rule.count), kind: kind.rawValue, tag: 0), hash: Self.hash(kind, rule))
        count += 1
    }

    private mutating func place(_ slot: Slot, hash: UInt64) {
        var slot = slot
        slot.tag = UInt32(truncatingIfNeeded: hash >> 32)
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash) & mask
        while slots[index].kind != 0 { index = (index + 1) & mask }
        slots[index] = slot
    }

    private mutating func grow() {
        let old = slots
        slots = [Slot](repeating: Slot(), count: old.count * 2)
        let stored = storage
        stored.withUnsafeBufferPointer { bytes in
            for slot in old where slot.kind != 0 {
                let rule = UnsafeBufferPointer(rebasing: bytes[Int(slot.offset)..<Int(slot.offset + slot.length)])
                place(slot, hash: Self.hash(Kind(rawValue: slot.kind)!, rule))
            }
        }
    }

    /// FNV-1a over the kind and the bytes.
    private static func hash(_ kind: Kind, _ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        hash = (hash ^ UInt64(kind.rawValue)) &* 0x100_0000_01b3
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash ^ (hash >> 29)
    }

    /// Bytewise for ASCII lines (all but a few hundred of the list's 14,000), with integer offsets into the
    /// text's buffer: splitting the whole text into Characters, and then its `UTF8View` by `String.Index`, was
    /// most of the cost of loading (500 instructions a byte). A line feed never occurs inside a UTF-8
    /// sequence, so cutting at it first and treating other lines by Characters gives the same tokens.
    private mutating func parse(_ bytes: UnsafeBufferPointer<UInt8>) {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart, ascii = true, otherBreaks = false
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") {
                if bytes[lineEnd] >= 0x80 { ascii = false }
                if (0x0B...0x0D).contains(bytes[lineEnd]) { otherBreaks = true }
                lineEnd += 1
            }
            defer { lineStart = lineEnd + 1 }
            guard lineEnd > lineStart else { continue }
            // A comment line (a third of the list's bytes) is skipped at once, unless a carriage return or the
            // like starts a new piece of it.
            if ascii && !otherBreaks {
                var first = lineStart
                while first < lineEnd, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
                if lineEnd - first >= 2, bytes[first] == UInt8(ascii: "/"), bytes[first + 1] == UInt8(ascii: "/") { continue }
            }
            guard ascii else {
                let lineBytes = UnsafeBufferPointer(rebasing: bytes[lineStart..<lineEnd])
                let line = String(decoding: lineBytes, as: UTF8.self)
                // A line without white space (nearly every one) is its own token: splitting it by Characters
                // would find nothing to split at.
                let tokens = Self.hasWhiteSpace(lineBytes)
                    ? line.split(whereSeparator: \.isNewline).compactMap { $0.split(whereSeparator: \.isWhitespace).first }
                    : [Substring(line)]
                for token in tokens where !token.hasPrefix("//") {
                    if Self.normalizesToOtherScript(token) {
                        pending.append(String(token))
                    } else {
                        add(String(token))
                    }
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
                    insert(.rule, token)
                } else {
                    add(String(decoding: token, as: UTF8.self))
                }
            }
        }
    }

    /// Whether UTF-8 bytes hold a White_Space character (every line break is one): U+0009–000D, U+0020,
    /// U+0085, U+00A0, U+1680, U+2000–200A, U+2028, U+2029, U+202F, U+205F, U+3000. `Character.isWhitespace` and
    /// `isNewline` read a Character's first scalar, so a line without them is one token.
    static func hasWhiteSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            switch byte {
            case 0x09...0x0D, 0x20: return true
            case 0xC2 where i + 1 < bytes.count: if bytes[i + 1] == 0x85 || bytes[i + 1] == 0xA0 { return true }
            case 0xE1 where i + 2 < bytes.count: if bytes[i + 1] == 0x9A && bytes[i + 2] == 0x80 { return true }
            case 0xE2 where i + 2 < bytes.count:
                let (b1, b2) = (bytes[i + 1], bytes[i + 2])
                if b1 == 0x80 && ((0x80...0x8A).contains(b2) || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF) { return true }
                if b1 == 0x81 && b2 == 0x9F { return true }
            case 0xE3 where i + 2 < bytes.count: if bytes[i + 1] == 0x80 && bytes[i + 2] == 0x80 { return true }
            default: break
            }
            i += 1
        }
        return false
    }

    /// The characters whose normalization (``HostName/normalize(_:)``: the dot variants, NFC, lowercasing) can
    /// be ASCII: `。`, `．`, `｡` (dots), `;` (U+037E), `` ` `` (U+1FEF) and `K` (U+212A, the Kelvin sign).
    /// Every other non-ASCII character stays non-ASCII through NFC and lowercasing, so its label becomes an
    /// `xn--` label (or the rule is dropped). Checked over every character of the Basic Multilingual Plane by
    /// a test.
    static let mayNormalizeToASCII: Set<UInt32> = [0x3002, 0xFF0E, 0xFF61, 0x037E, 0x1FEF, 0x212A]

    /// Whether a rule with non-ASCII characters is sure to normalize to `xn--` labels (or to nothing): it has
    /// a character outside ``mayNormalizeToASCII``.
    private static func normalizesToOtherScript(_ token: Substring) -> Bool {
        token.unicodeScalars.contains { !$0.isASCII && !mayNormalizeToASCII.contains($0.value) }
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
        let kind: Kind
        if rule.hasPrefix("!") {
            rule.removeFirst()
            kind = .exception
        } else if rule.hasPrefix("*.") {
            rule.removeFirst(2)
            kind = .wildcard
        } else {
            kind = .rule
        }
        guard var host = HostName.normalize(rule) else { return }
        host.withUTF8 { insert(kind, $0) }
    }
}
