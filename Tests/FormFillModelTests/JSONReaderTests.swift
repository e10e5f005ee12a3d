import Foundation
import Testing
import FormFillTestSupport
@testable import FormFillModel

/// `JSONReader` and `PageDetails.read` against the `JSONDecoder` path they replace (`PageDetails.init(from:)`):
/// whenever the reader accepts a token, both give the same page (the same re-encoded bytes).
@Suite struct JSONReaderTests {
    /// What `FormFiller.pageDetails(token:)` requires of a token.
    struct TokenShape: Decodable {
        struct Field: Decodable {}
        var documentUUID: String
        var url: String
        var fields: [Field]
    }

    enum Outcome: Equatable { case same, readerRejected, bothRejected }

    /// Compares the two paths on `data`; records an issue when the reader accepts and they differ.
    static func compare(_ data: Data, _ label: String) -> Outcome {
        let old = try? JSONDecoder().decode(PageDetails.self, from: data)
        guard let new = PageDetails.read(data) else { return old == nil ? .bothRejected : .readerRejected }
        guard let old else {
            Issue.record("\(label): the reader accepts what JSONDecoder rejects")
            return .same
        }
        #expect(new.page.jsonString() == old.jsonString(), "\(label)")
        let shaped = (try? JSONDecoder().decode(TokenShape.self, from: data)) != nil
        #expect(new.isCollectedToken == shaped, "\(label)")
        return .same
    }

    /// Every token in the repository: the collect goldens (what `formfill collect` makes of each fixture page),
    /// the fuzz regressions, and the tokens under `FORMFILL_TOKEN_DIR` when it is set (a one-off run on a corpus).
    static func tokens() throws -> [(name: String, data: Data)] {
        var dirs = [Repository.fixtures.appendingPathComponent("golden/collect"),
                    Repository.fixtures.appendingPathComponent("fuzz-regressions/page-details")]
        if let extra = ProcessInfo.processInfo.environment["FORMFILL_TOKEN_DIR"] { dirs.append(URL(fileURLWithPath: extra)) }
        return try dirs.flatMap { dir in
            try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".json") }.sorted()
                .map { ($0, try Data(contentsOf: dir.appendingPathComponent($0))) }
        }
    }

    @Test func everyRepositoryTokenReadsAsBefore() throws {
        let tokens = try Self.tokens()
        #expect(tokens.count >= 37)
        for (name, data) in tokens {
            #expect(Self.compare(data, name) == .same, "\(name)")
            // Pretty-printed too: whitespace between every token.
            let pretty = try #require(PageDetails.read(data)).page.jsonData(pretty: true)
            #expect(Self.compare(pretty, name + " (pretty)") == .same, "\(name)")
        }
    }

    /// Seeded mutations of small tokens: byte flips, truncations, keys inserted first (so a repeated key's
    /// first value counts) or last, with values of every type. The reader either reads what `JSONDecoder`
    /// reads or rejects the bytes (then `PageDetails.decode` goes through `JSONDecoder`).
    @Test func mutatedTokensReadAsBefore() throws {
        let seeds = try Self.tokens().map(\.data).filter { $0.count < 12_000 }
        #expect(seeds.count >= 10)
        let keys = (FieldDetails.modelled.union(PageDetails.modelled).union(FormDetails.modelled)).sorted() + ["extra", "b", "a"]
        let values = [#"1"#, #""1""#, #"true"#, #"false"#, #"null"#, #"[1,"a"]"#, #"{"b":1,"a":[2]}"#, #""x""#, #"1.5"#,
                      #"-0"#, #"1e3"#, #""\u00e9\ud83d\ude00""#, #"{"a":1,"a":2}"#, #"-12345678901234567"#, #"0.1"#,
                      #"{"options":[["t","v"],["u",3]]}"#, #"[{"src":"s","entered":1}]"#, #"{}"#, #"[]"#, #""""#]
        let bytes = Array(#"{}[]",:\ 0123456789aetruln-."#.utf8) + [0xFF, 0x00, 0xC3, 0x0A]
        var rng = SeededGenerator(seed: 18)
        var counts: [Outcome: Int] = [:]
        for _ in 0..<4_000 {
            var token = Array(seeds.randomElement(using: &rng)!)
            for _ in 0...Int.random(in: 0...1, using: &rng) {
                switch Int.random(in: 0..<4, using: &rng) {
                case 0: token[Int.random(in: 0..<token.count, using: &rng)] = bytes.randomElement(using: &rng)!
                case 1: token.removeLast(Int.random(in: 1..<token.count, using: &rng))
                default:
                    let member = "\"\(keys.randomElement(using: &rng)!)\":\(values.randomElement(using: &rng)!)"
                    let braces = token.indices.filter { token[$0] == UInt8(ascii: "{") }
                    guard let at = braces.randomElement(using: &rng) else { continue }
                    if Bool.random(using: &rng), token[at + 1] != UInt8(ascii: "}") {
                        token.insert(contentsOf: (member + ",").utf8, at: at + 1)
                    } else if let close = token[at...].firstIndex(of: UInt8(ascii: "}")), close > at + 1 {
                        token.insert(contentsOf: ("," + member).utf8, at: close)
                    }
                }
            }
            counts[Self.compare(Data(token), "mutation"), default: 0] += 1
        }
        print("mutated tokens: \(counts)")
        #expect(counts[.same, default: 0] >= 1_000)
    }

    @Test func repeatedKeysKeepTheFirstAsJSONDecoderDoes() throws {
        let token = #"{"url":"a","url":"b","fields":[{"opid":"__1","type":"text","type":"password","x":{"b":1,"a":2,"b":3}}]}"#
        let page = try #require(PageDetails.read(Data(token.utf8))).page
        #expect(page.url == "a" && page.fields[0].type == "text")
        #expect(page.fields[0].additional[0].value == .object([("a", .number(2)), ("b", .number(1))]))
        #expect(Self.compare(Data(token.utf8), "repeated") == .same)
    }

    @Test func numbersAreJSONDecodersDoubles() throws {
        var rng = SeededGenerator(seed: 3)
        var texts = ["0", "-0", "1E+2", "0.1e-5", "2.2250738585072011e-308", "123456789012345678901234567890",
                     "999999999999999", "-999999999999999", "1000000000000000", "4.9e-324", "1.7976931348623157e308"]
        for _ in 0..<500 {
            texts.append("\(Double(bitPattern: rng.next()))")
            texts.append("\(Int64.random(in: -99_999_999_999_999_999...99_999_999_999_999_999, using: &rng))")
            texts.append("\(Int.random(in: 0...999, using: &rng)).\(Int.random(in: 0...99999, using: &rng))e\(Int.random(in: -30...30, using: &rng))")
        }
        for text in texts where !text.contains("nan") && !text.contains("inf") {
            let expected = try JSONDecoder().decode([Double].self, from: Data("[\(text)]".utf8))[0]
            let read = try JSONReader.parse(Data(text.utf8))
            #expect(read == .number(expected) && read.numberValue?.sign == expected.sign, "\(text)")
        }
    }

    @Test func rejectsWhatIsNotStrictJSON() {
        let rejected = [#"{"a":1,}"#, #"[1,]"#, #"{"a":01}"#, #"{"a":1.}"#, #"{"a":.5}"#, #"{"a":1e400}"#, #"{"a":-}"#,
                        #"{"a":"\x"}"#, #"{"a":"\ud800"}"#, #"{"a":"\udc00\ud800"}"#, #"{"a":"\u12"}"#, "{\"a\":\"\u{1}\"}",
                        #"{"a":1} x"#, "{\"a\":1}\u{0}", #"{"a":tru}"#, #"{'a':1}"#, #"{"a" 1}"#, "", " ", #"{"a":NaN}"#]
        for text in rejected {
            #expect(throws: JSONReader.Rejection.self, "\(text)") { try JSONReader.parse(Data(text.utf8)) }
        }
        for invalid: [UInt8] in [[0x22, 0xFF, 0x22], [0x22, 0xC0, 0x80, 0x22], [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xC3, 0x22]] {
            #expect(throws: JSONReader.Rejection.self) { try JSONReader.parse(Data(invalid)) }
        }
    }

    @Test func readsEscapesByteOrderMarkAndSpace() throws {
        #expect(try JSONReader.parse(Data(#" "\/\b\f\n\r\t\"\\\u00e9\ud83d\ude00\u0000" "#.utf8))
                == .string("/\u{8}\u{C}\n\r\t\"\\é😀\u{0}"))
        #expect(try JSONReader.parse(Data([0xEF, 0xBB, 0xBF] + Array(#"{"a":[true,false,null]}"#.utf8)))
                == .object([("a", .array([.bool(true), .bool(false), .null]))]))
        #expect(try JSONReader.parse(Data("\n\t{ \"é\" : \"ü\" }\r\n".utf8)) == .object([("é", .string("ü"))]))
    }

    /// `JSONDecoder` allows 512 levels; so does the reader, and it rejects deeper input instead of recursing on.
    @Test func nestingIsLimited() throws {
        func nested(_ n: Int) -> Data { Data((String(repeating: "[", count: n) + String(repeating: "]", count: n)).utf8) }
        _ = try JSONReader.parse(nested(JSONReader.maximumDepth))
        #expect(throws: JSONReader.Rejection.self) { try JSONReader.parse(nested(JSONReader.maximumDepth + 1)) }
        #expect(throws: JSONReader.Rejection.self) { try JSONReader.parse(nested(100_000)) }
        #expect(throws: FormatError.self) { try PageDetails.decode(nested(100_000)) }
    }

    /// What the reader leaves to `JSONDecoder` still decodes (UTF-16 text, a trailing comma) or fails with its message.
    @Test func rejectedBytesGoThroughJSONDecoder() throws {
        let token = #"{"url":"https://a.example","fields":[{"opid":"__0","type":"text"},],}"#
        #expect(try PageDetails.decode(Data(token.utf8)).fields.count == 1)
        let utf16 = Data([0xFF, 0xFE] + token.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        #expect(try PageDetails.decode(utf16).url == "https://a.example")
        do {
            _ = try PageDetails.decode(Data(#"{"fields":[{"opid":"__0","maxLength":[1]}]}"#.utf8))
            Issue.record("accepted")
        } catch let error as FormatError {
            #expect(error.description == "page details: fields.[0].maxLength: expected Int")
        }
        #expect(throws: FormatError("page details: not valid JSON")) { try PageDetails.decode(Data(#"{"a":"\ud800"}"#.utf8)) }
    }
}
