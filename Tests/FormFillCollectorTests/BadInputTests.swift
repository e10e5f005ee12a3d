import Foundation
import Testing
import FormFillCollector
import FormFillModel
import FormFillTestSupport

/// Issue 2, point 5: a page a browser would load always gives a token, quickly, without a crash.
@Suite struct BadInputTests {
    func collectBytes(_ data: Data) throws -> (PageDetails, Duration) {
        let clock = ContinuousClock()
        var details: PageDetails?
        let elapsed = try clock.measure {
            details = try Collector(options: .init(pageURL: "https://x.example/", documentUUID: "t", timestamp: 0)).collect(data).details
        }
        return (try #require(details), elapsed)
    }

    @Test func empty() throws {
        let (d, _) = try collectBytes(Data())
        #expect(d.fields.isEmpty && d.forms.isEmpty)
        #expect(d.url == "https://x.example/")
    }

    @Test func binaryJunk() throws {
        var generator = SystemRandomNumberGenerator()
        let junk = Data((0..<300_000).map { _ in UInt8.random(in: 0...255, using: &generator) })
        let (d, elapsed) = try collectBytes(junk)
        _ = d.jsonString()
        #expect(elapsed < .seconds(10))
    }

    @Test func nulBytesBecomeReplacementCharacters() throws {
        let (d, _) = try collectBytes(Data("<form><input name=\"a\u{0}b\" value=\"x\u{0}\"><input name=c></form>".utf8))
        #expect(d.fields.map(\.htmlName) == ["a\u{FFFD}b", "c"])
        #expect(d.fields.first?.value == "x\u{FFFD}")
    }

    /// Seeded byte strings around every boundary of UTF-8's table (lead bytes, the first and last second
    /// bytes, truncated and overlong sequences, surrogates, scalars past U+10FFFF): a page of them gives the
    /// token of the same page with its bytes first repaired by `String(decoding:)`. The decoder copies
    /// well-formed pages as they are, so it must call them well-formed exactly when `String` would.
    @Test func pagesOfRandomUTF8BoundaryBytesReadAsStringRepairsThem() throws {
        var random = SeededGenerator(seed: 0x18)
        let interesting: [UInt8] = [0x41, 0x20, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF,
                                    0xE0, 0xE1, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xFF]
        for _ in 0..<200 {
            let value = (0..<Int.random(in: 1...24, using: &random)).map { _ in interesting.randomElement(using: &random)! }
            let page = Array("<form><label>L<input value=\"".utf8) + value + Array("\"></label></form>".utf8)
            let (raw, _) = try collectBytes(Data(page))
            let (repaired, _) = try collectBytes(Data(String(decoding: page, as: UTF8.self).utf8))
            #expect(raw.fields == repaired.fields, "bytes \(value)")
        }
    }

    @Test func invalidUTF8IsReplacedNotFatal() throws {
        var bytes = Data("<label for=a>Caf".utf8)
        bytes.append(contentsOf: [0xE9, 0xFF, 0xC3])
        bytes.append(contentsOf: Data("</label><input id=a name=a><input name=b>".utf8))
        let (d, _) = try collectBytes(bytes)
        #expect(d.fields.count == 2)
        #expect(d.fields[0].labelTag?.hasPrefix("Caf\u{FFFD}") == true)
    }

    @Test func utf16WithBOM() throws {
        for (encoding, bom) in [(String.Encoding.utf16LittleEndian, [UInt8(0xFF), 0xFE]), (.utf16BigEndian, [0xFE, 0xFF])] {
            var bytes = Data(bom)
            bytes.append(try #require("<label for=p>Пароль</label><input id=p type=password name=p>".data(using: encoding)))
            let (d, _) = try collectBytes(bytes)
            #expect(d.fields.first?.labelTag == "Пароль")
        }
    }

    @Test func shiftJISFromMetaAndWindows1251() throws {
        let page = try #require(#"<meta charset="shift_jis"><title>ログイン</title><label for=p>パスワード</label><input id=p>"#.data(using: .shiftJIS))
        let (d, _) = try collectBytes(page)
        #expect(d.title == "ログイン")
        #expect(d.fields.first?.labelTag == "パスワード")
        #expect(d.fields.first?.visible == true)

        let cyrillic = try #require(#"<meta http-equiv="Content-Type" content="text/html; charset=windows-1251"><label for=l>Логин</label><input id=l>"#.data(using: .windowsCP1251))
        #expect(try collectBytes(cyrillic).0.fields.first?.labelTag == "Логин")
    }

    @Test func deepNesting() throws {
        let depth = 200_000
        let html = "<form>" + String(repeating: "<div>", count: depth) + "<input name=deep>" + String(repeating: "</div>", count: depth) + "<input name=after></form>"
        let (d, elapsed) = try collectBytes(Data(html.utf8))
        #expect(d.fields.map(\.htmlName) == ["deep", "after"])
        #expect(d.fields.allSatisfy { $0.form == "__form__0" })
        #expect(elapsed < .seconds(20))
    }

    @Test func deeplyNestedStyleValues() throws {
        // Math functions and parentheses nested 200,000 deep, in a style attribute and a sheet: read without
        // running out of stack (such a value is left as written); and 2,000 deep, short enough to be read.
        func nested(_ open: String, _ depth: Int) -> String {
            String(repeating: open, count: depth) + "0" + String(repeating: ")", count: depth * open.filter { $0 == "(" }.count)
        }
        for value in [nested("calc(", 200_000), nested("min(", 200_000), nested("calc((", 200_000), "calc(" + nested("(", 2_000) + ")"] {
            let html = "<style>.x{opacity:\(value)}</style><div class=x style='left:\(value)'><input name=a></div>"
            let (d, _) = try collectBytes(Data(html.utf8))
            #expect(d.fields.map(\.htmlName) == ["a"], "\(value.prefix(12))")
        }
    }

    @Test func hundredThousandAttributes() throws {
        let attributes = (0..<100_000).map { "a\($0)=x" }.joined(separator: " ")
        let (d, elapsed) = try collectBytes(Data("<input name=first \(attributes) id=late><input name=second>".utf8))
        #expect(d.fields.map(\.htmlName) == ["first", "second"])
        // Attributes past the 256th of one tag are dropped (libxml2's duplicate check is quadratic).
        #expect(d.fields.first?.htmlID == nil)
        #expect(elapsed < .seconds(10))
    }

    @Test func attributeLimitFollowsQuotesAndComments() throws {
        // The 300 attributes hide inside a quoted value and a comment: no tag is over the limit, nothing is cut.
        let many = (0..<300).map { "a\($0)=x" }.joined(separator: " ")
        let quoted = try collectBytes(Data("<input name=q title='<b \(many)>' id=kept1><!-- <i \(many)> -- -> --><input name=c id=kept2>".utf8)).0
        #expect(quoted.fields.map(\.htmlID) == ["kept1", "kept2"])
        // A real tag after them still is: its 257th attribute onward go.
        let cut = try collectBytes(Data("<!-- - -- --><input name=r title=\"a>b\" \(many) id=late>".utf8)).0
        #expect(cut.fields.map(\.htmlName) == ["r"])
        #expect(cut.fields.first?.title == "a>b")
        #expect(cut.fields.first?.htmlID == nil)
    }

    @Test func twentyMegabyteAttribute() throws {
        let big = String(repeating: "x", count: 20 * 1024 * 1024)
        let (d, elapsed) = try collectBytes(Data("<input type=hidden name=big value=\"\(big)\"><input name=after>".utf8))
        #expect(d.fields.map(\.htmlName) == ["big", "after"])
        #expect(d.fields.first?.value == String(repeating: "x", count: 254) + "...SNIPPED")
        #expect(elapsed < .seconds(20))
    }

    @Test func unclosedAndMisnestedMarkup() throws {
        let (d, _) = try collectBytes(Data("<form action=/a><table><tr><td><input name=a<select name=s><option>1<option selected>2</select></form></td><textarea name=t>".utf8))
        #expect(d.fields.count >= 2)
    }
}
