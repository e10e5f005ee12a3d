import Foundation
import FormFillModel
import Testing
@testable import FormFillURLMatching

/// A small list in the Public Suffix List's format, so the tests never depend on the machine's copy.
private let testList = PublicSuffixList(text: """
    // ===BEGIN ICANN DOMAINS===
    com
    net
    org
    io
    de
    jp
    uk
    co.uk
    // wildcard and exception, as the real list has them for .ck and kawasaki.jp
    *.ck
    !www.ck
    *.kawasaki.jp
    !city.kawasaki.jp
    公司.cn
    cn
    // ===BEGIN PRIVATE DOMAINS===
    github.io
    blogspot.com   trailing text is ignored
    """)

private let matcher = URLMatcher(suffixList: testList)

@Suite("Public Suffix List")
struct PublicSuffixListTests {
    @Test(arguments: [
        ("www.acme.com", "acme.com"),
        ("accounts.acme.com", "acme.com"),
        ("acme.com", "acme.com"),
        ("ACME.COM.", "acme.com"),
        ("www.bbc.co.uk", "bbc.co.uk"),
        ("alice.github.io", "alice.github.io"),
        ("x.alice.github.io", "alice.github.io"),
        ("foo.bar.ck", "foo.bar.ck"),
        ("www.ck", "www.ck"),
        ("a.www.ck", "www.ck"),
        ("a.b.kawasaki.jp", "a.b.kawasaki.jp"),
        ("city.kawasaki.jp", "city.kawasaki.jp"),
        ("a.city.kawasaki.jp", "city.kawasaki.jp"),
        ("Bücher.de", "xn--bcher-kva.de"),
        ("shop.xn--bcher-kva.de", "xn--bcher-kva.de"),
        ("example.公司.cn", "example.xn--55qx5d.cn"),
        ("example.unknowntld", "example.unknowntld"),
        ("me.blogspot.com", "me.blogspot.com"),
    ] as [(String, String)])
    func registrableDomain(host: String, expected: String) {
        #expect(testList.registrableDomain(forHost: host) == expected)
    }

    @Test(arguments: ["com", "co.uk", "github.io", "bar.ck", "localhost", "192.168.1.1", "::1", "", "a..com",
                      "xn--zz.com"])
    func noRegistrableDomain(host: String) {
        #expect(testList.registrableDomain(forHost: host) == nil)
    }

    /// Carriage returns, tabs and indentation read as the format says (a rule is a line's first word), on the
    /// bytewise path of ASCII lines and the Character path of others alike.
    @Test func lineEndingsAndSpacesAroundRules() {
        let list = PublicSuffixList(text: "// comment\r\n  co.uk\r\ncom\ttrailing\r\n\t*.ck\r\n!www.ck  \r\n\r\n公司.cn\r\ncn\r\n")
        #expect(list.registrableDomain(forHost: "www.bbc.co.uk") == "bbc.co.uk")
        #expect(list.registrableDomain(forHost: "a.acme.com") == "acme.com")
        #expect(list.registrableDomain(forHost: "foo.bar.ck") == "foo.bar.ck")
        #expect(list.registrableDomain(forHost: "a.www.ck") == "www.ck")
        #expect(list.registrableDomain(forHost: "x.example.公司.cn") == "example.xn--55qx5d.cn")
        #expect(list.isPublicSuffix("co.uk") && !list.isPublicSuffix("bbc.co.uk"))
    }

    @Test func bundledListIsParsed() {
        #expect(PublicSuffixList.bundled.registrableDomain(forHost: "www.bbc.co.uk") == "bbc.co.uk")
        #expect(PublicSuffixList.bundled.registrableDomain(forHost: "bob.github.io") == "bob.github.io")
    }

    /// The byte table holds exactly the rules a plain reading of the format gives (a line's first word, `//`
    /// comments skipped, `!` and `*.` stripped, each normalized), for every line of the bundled list.
    @Test func bundledTableHoldsEveryRuleOfAPlainReading() throws {
        let url = try #require(BundledSuffixRules.url)
        let text = try String(contentsOf: url, encoding: .utf8)
        var expected: [SuffixRules.Kind: Set<String>] = [.rule: [], .wildcard: [], .exception: []]
        for line in text.split(whereSeparator: \.isNewline) {
            guard var token = line.split(whereSeparator: \.isWhitespace).first.map(String.init),
                  !token.hasPrefix("//") else { continue }
            var kind = SuffixRules.Kind.rule
            if token.hasPrefix("!") { token.removeFirst(); kind = .exception } else if token.hasPrefix("*.") { token.removeFirst(2); kind = .wildcard }
            if let host = HostName.normalize(token) { expected[kind]!.insert(host) }
        }
        let rules = SuffixRules(text: text)
        let complete = rules.completed()
        // Read from the file's bytes, as the bundled list is.
        #expect(BundledSuffixRules.rules?.ruleSets() == rules.ruleSets())
        #expect(BundledSuffixRules.rules?.pending == rules.pending)
        #expect(complete.ruleSets() == expected)
        #expect(expected[.rule]!.count > 9_000 && !rules.pending.isEmpty)
        // The rules left pending are exactly those with an `xn--` label, and only those.
        let ready = rules.ruleSets()
        for kind in SuffixRules.Kind.allCases {
            #expect(expected[kind]!.subtracting(ready[kind]!).allSatisfy { SuffixRules.mayMatchOtherScripts($0.utf8) })
        }
        #expect(PublicSuffixList.bundled.registrableDomain(forHost: "shop.example.рф") == "example.xn--p1ai")
        #expect(PublicSuffixList.bundled.registrableDomain(forHost: "a.b.xn--55qx5d.cn") == "b.xn--55qx5d.cn")
        #expect(PublicSuffixList.bundled.isPublicSuffix("みんな"))
    }

    /// Reading bytes gives what reading their repaired text gives: invalid UTF-8 on a rule's line, a comment
    /// with a carriage return that starts a rule, a comment indented by a tab.
    @Test func bytesReadAsTheirText() {
        let bytes: [UInt8] = Array("// a\rfoo.com\n\t// bar.com\nok.\u{00E9}x\n".utf8) + [0x62, 0xC3, 0x0A] + Array("z\u{3002}com\n".utf8)
        let fromBytes = bytes.withUnsafeBufferPointer { SuffixRules(bytes: $0) }
        let fromText = SuffixRules(text: String(decoding: bytes, as: UTF8.self))
        #expect(fromBytes.ruleSets() == fromText.ruleSets() && fromBytes.pending == fromText.pending)
        #expect(fromBytes.ruleSets()[.rule] == ["foo.com", "z.com"])
        #expect(fromBytes.completed().ruleSets() == fromText.completed().ruleSets())
    }

    /// The bytewise test for white space agrees with `Character.isWhitespace` on every character of the Basic
    /// Multilingual Plane (and with `isNewline`, whose characters are all white space).
    @Test func whiteSpaceIsFoundOnBytes() {
        for value in UInt32(0)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            var line = "a\(Character(scalar))b"
            let expected = line.contains { $0.isWhitespace || $0.isNewline }
            #expect(line.withUTF8 { SuffixRules.hasWhiteSpace($0) } == expected, "U+\(String(value, radix: 16))")
        }
    }

    /// A rule of other scripts waits until a host with an `xn--` label is looked up, which is right only if it
    /// cannot normalize to ASCII: every character of the Basic Multilingual Plane outside
    /// ``SuffixRules/mayNormalizeToASCII`` keeps its label non-ASCII (an `xn--` label) or makes it invalid.
    @Test func onlyTheListedCharactersNormalizeToASCII() {
        var found: [UInt32] = []
        for value in UInt32(0x80)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let normalized = String(scalar).precomposedStringWithCanonicalMapping.lowercased()
            if normalized.unicodeScalars.allSatisfy(\.isASCII) || value == 0x3002 || value == 0xFF0E || value == 0xFF61 {
                found.append(value)
            }
        }
        #expect(Set(found) == SuffixRules.mayNormalizeToASCII)
        #expect(HostName.normalize("a\u{212A}.com") == "ak.com")
        // A rule written with the Kelvin sign is ready at once; one in another script waits.
        let rules = SuffixRules(text: "\u{212A}om\n公司.cn\n*.ck\n")
        #expect(rules.pending == ["公司.cn"])
        #expect(rules.ruleSets() == [.rule: ["kom"], .wildcard: ["ck"], .exception: []])
        #expect(rules.completed().ruleSets()[.rule] == ["kom", "xn--55qx5d.cn"])
    }

    @Test(arguments: [("bücher", "xn--bcher-kva"), ("münchen", "xn--mnchen-3ya"), ("例え", "xn--r8jz45g"),
                      ("пример", "xn--e1afmkfd"), ("acme", "acme")])
    func punycode(unicode: String, ascii: String) {
        #expect(Punycode.asciiLabel(unicode) == ascii)
        #expect(Punycode.unicodeLabel(ascii) == unicode)
    }
}

@Suite("URL matching")
struct URLMatchingTests {
    typealias Q = URLMatchQuality

    @Test(arguments: [
        // Registrable domain and exact host.
        ("https://www.acme.com", "https://www.acme.com/login", Q.exactHost),
        ("https://www.acme.com", "https://accounts.acme.com/signin", .sameRegistrableDomain),
        ("https://domain.com", "https://sub1.domain.com", .sameRegistrableDomain),
        ("https://sub2.domain.com", "https://domain.com", .sameRegistrableDomain),
        ("https://WWW.Acme.COM/", "https://www.acme.com.", .exactHost),
        ("https://www.acme.com:443", "https://www.acme.com", .exactHost),
        ("https://www.acme.com:8443", "https://www.acme.com", .sameRegistrableDomain),
        ("https://user:pw@www.acme.com/x", "https://www.acme.com/y?q#f", .exactHost),
        ("https://www.bbc.co.uk", "https://login.bbc.co.uk", .sameRegistrableDomain),
        ("https://x.alice.github.io", "https://alice.github.io", .sameRegistrableDomain),
        ("https://a.www.ck", "https://b.www.ck", .sameRegistrableDomain),
        // Bare host names are web locations.
        ("acme.com", "https://www.acme.com", .sameRegistrableDomain),
        ("www.acme.com/login", "https://www.acme.com", .exactHost),
        // IDN: Unicode and punycode are the same host.
        ("https://bücher.de", "https://xn--bcher-kva.de/", .exactHost),
        ("https://XN--BCHER-KVA.de", "https://shop.bücher.de", .sameRegistrableDomain),
        // IP addresses and localhost: same host and port.
        ("http://192.168.1.1", "http://192.168.1.1/admin", .exactHost),
        ("http://192.168.1.1:80", "http://192.168.1.1", .exactHost),
        ("http://[::1]:8080", "http://[0:0:0:0:0:0:0:1]:8080/", .exactHost),
        ("http://localhost:3000", "http://localhost:3000/login", .exactHost),
        // App identifiers and service strings match exactly.
        ("app://com.acme.awesome-app", "app://com.acme.awesome-app", .exactHost),
        ("app://com.acme.awesome-app", "APP://Com.Acme.Awesome-App/", .exactHost),
        ("TouchMeIn.Login", "TouchMeIn.Login", .exactHost),
        ("androidapp://com.acme.android", "androidapp://com.acme.android", .exactHost),
        ("wile@acme.com", "wile@acme.com", .exactHost),
        ("  TouchMeIn.Login ", "TouchMeIn.Login", .exactHost),
    ] as [(String, String, URLMatchQuality)])
    func matches(item: String, page: String, expected: URLMatchQuality) {
        #expect(matcher.quality(itemURL: item, pageURL: page) == expected)
    }

    @Test(arguments: [
        // Never by substring.
        ("https://acme.com", "https://acme.com.evil.net"),
        ("https://acme.com", "https://evilacme.com"),
        ("https://www.acme.com", "https://www.acme.co.uk"),
        ("https://acme.com", "https://acme.com@evil.net"),
        // Public suffixes separate sites.
        ("https://alice.github.io", "https://bob.github.io"),
        ("https://github.io", "https://bob.github.io"),
        ("https://foo.bar.ck", "https://baz.bar.ck"),
        ("https://a.b.kawasaki.jp", "https://c.b.kawasaki.jp"),
        ("https://amazon.co.uk", "https://bbc.co.uk"),
        // IP addresses and localhost need the same host and port.
        ("http://192.168.1.1", "http://192.168.1.2"),
        ("http://192.168.1.1:8080", "http://192.168.1.1"),
        ("http://localhost:3000", "http://localhost:4000"),
        ("http://localhost", "http://127.0.0.1"),
        ("http://10.0.0.1", "http://1.0.0.10"),
        // App identifiers and service strings: exact only, and never a web URL.
        ("app://com.acme.awesome-app", "app://com.acme.awesome-app2"),
        ("app://com.acme.awesome-app", "https://acme.com"),
        ("app://com.acme", "app://com.acme.awesome-app"),
        ("TouchMeIn.Login", "touchmein.login"),
        ("androidapp://com.acme.android", "app://com.acme.android"),
        ("androidapp://com.acme.android", "https://acme.com"),
        ("mailto:wile@acme.com", "https://acme.com"),
        ("wile@acme.com", "https://acme.com"),
        ("TouchMeIn.Login", "TouchMeIn.Login2"),
        ("TouchMeIn.Login", "https://touchmein.login"),
        // Nothing to match.
        ("", "https://acme.com"),
        ("https://acme.com", ""),
        ("https://", "https://acme.com"),
        ("https://acme.com:99999", "https://acme.com"),
    ] as [(String, String)])
    func doesNotMatch(item: String, page: String) {
        #expect(matcher.quality(itemURL: item, pageURL: page) == nil)
    }

    @Test(arguments: [
        ("https://www.acme.com", "http://www.acme.com", true),
        ("https://www.acme.com", "http://login.acme.com", true),
        ("https://www.acme.com", "https://www.acme.com", false),
        ("http://www.acme.com", "https://www.acme.com", false),
        ("http://www.acme.com", "http://www.acme.com", false),
        ("www.acme.com", "http://www.acme.com", false),
        ("app://com.acme.app", "http://acme.com", false),
    ] as [(String, String, Bool)])
    func insecureDowngrade(item: String, page: String, expected: Bool) {
        #expect(matcher.isInsecureDowngrade(itemURL: item, pageURL: page) == expected)
    }

    @Test func httpAndHttpsOfOneHostAreTheSameHost() {
        #expect(matcher.quality(itemURL: "https://www.acme.com", pageURL: "http://www.acme.com") == .exactHost)
    }

    @Test func rankedLoginsPutsExactHostFirstAndDropsNonMatches() {
        let items = [
            LoginItem(id: "domain", urls: ["https://acme.com"]),
            LoginItem(id: "evil", urls: ["https://acme.com.evil.net"]),
            LoginItem(id: "accounts", urls: ["https://accounts.acme.com"]),
            LoginItem(id: "multi", urls: ["https://other.org", "https://www.acme.com"]),
            LoginItem(id: "sub", urls: ["https://sub.acme.com"]),
        ]
        let ranked = matcher.rankedLogins(items, for: "https://accounts.acme.com/login")
        #expect(ranked.map(\.item.id) == ["accounts", "domain", "multi", "sub"])
        #expect(ranked.map(\.quality) == [.exactHost, .sameRegistrableDomain, .sameRegistrableDomain, .sameRegistrableDomain])
    }

    @Test func bestOfSeveralURLsPrefersTheSecureOneOnATie() throws {
        let item = LoginItem(id: "x", urls: ["https://www.acme.com", "http://www.acme.com", "https://acme.org"])
        let match = try #require(matcher.bestMatch(for: item, pageURL: "http://www.acme.com/login"))
        #expect(match.quality == .exactHost)
        #expect(match.itemURL == "http://www.acme.com")
        #expect(!match.isInsecureDowngrade)
        let https = LoginItem(id: "y", urls: ["https://www.acme.com"])
        #expect(matcher.bestMatch(for: https, pageURL: "http://www.acme.com")?.isInsecureDowngrade == true)
    }

    @Test func appIdentifiersRankAmongItems() {
        let items = [
            LoginItem(id: "web", urls: ["https://acme.com"]),
            LoginItem(id: "app", urls: ["https://acme.com", "app://com.acme.awesome-app"]),
            LoginItem(id: "service", urls: ["TouchMeIn.Login"]),
        ]
        #expect(matcher.rankedLogins(items, for: "app://com.acme.awesome-app").map(\.item.id) == ["app"])
        #expect(matcher.rankedLogins(items, for: "TouchMeIn.Login").map(\.item.id) == ["service"])
    }
}
