import Foundation
import Testing
@testable import FormFillModel

@Suite struct JSONWriterTests {
    @Test func escapesValuesSoTheyStayData() throws {
        var w = JSONWriter()
        w.value("a\"b\\c</script>\u{2028}\u{2029}\u{0}\n\t\u{7F}é")
        #expect(w.string == #""a\"b\\c<\/script>\u2028\u2029\u0000\n\t\u007fé""#)
        // And it is still the same string once parsed back.
        let back = try JSONDecoder().decode(String.self, from: Data(w.bytes))
        #expect(back == "a\"b\\c</script>\u{2028}\u{2029}\u{0}\n\t\u{7F}é")
    }

    @Test func prettyAndCompactCarryTheSameData() throws {
        let value = JSONValue.object([("b", .array([.number(1), .bool(true), .null])), ("a", .string("x"))])
        var compact = JSONWriter(), pretty = JSONWriter(pretty: true)
        compact.value(value); pretty.value(value)
        #expect(compact.string == #"{"b":[1,true,null],"a":"x"}"#)
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(pretty.bytes)) == value)
    }
}

@Suite struct PageDetailsCodingTests {
    /// A token in the shape the original extension's collect script produced, with keys FormFill does not model.
    static let originalToken = #"""
    {"documentUUID":"oneshotUUID","title":"Sign in","url":"https://www.acme.com/login","documentURL":"https://www.acme.com/login",
     "tabUrl":"https://www.acme.com/login","collectedTimestamp":1480000000000,
     "forms":{"__form__1":{"opid":"__form__1","htmlAction":"https://www.acme.com/b","htmlMethod":"post"},
              "__form__0":{"opid":"__form__0","htmlName":"login","htmlAction":"https://www.acme.com/session","htmlMethod":"post"}},
     "fields":[{"opid":"__0","elementNumber":0,"visible":true,"viewable":true,"htmlID":"user","htmlName":"user","htmlClass":"in",
                "tabindex":"1","userEdited":false,"label-tag":"Email","label-right":"","label-left":"Email","type":"email","value":"",
                "autoCompleteType":"username","disabled":false,"readonly":false,"onepasswordFieldType":"email","form":"__form__0"},
               {"opid":"__1","elementNumber":1,"visible":true,"viewable":true,"type":"select-one","value":"us",
                "selectInfo":{"options":[["unitedstates","us"],[null,""]]},"maxLength":"32","checked":false,"disabled":0,
                "readonly":false,"aria-hidden":"true","form":"__form__0"}],
     "unknownTopLevel":{"nested":[1,2]}}
    """#

    @Test func decodesOriginalTokensKeepingUnknownKeys() throws {
        let page = try PageDetails.decode(Data(Self.originalToken.utf8))
        #expect(page.forms.map(\.opid) == ["__form__0", "__form__1"])
        #expect(page.fields.count == 2)
        #expect(page.fields[0].labelTag == "Email")
        #expect(page.fields[0].additional.map(\.key) == ["onepasswordFieldType"])
        #expect(page.fields[1].selectOptions == [SelectOption(text: "unitedstates", value: "us"), SelectOption(text: nil, value: "")])
        #expect(page.fields[1].maxLength == 32)
        #expect(page.fields[1].ariaHidden)
        #expect(page.additional.map(\.key).sorted() == ["tabUrl", "unknownTopLevel"])
    }

    @Test func numericOptionValuesReadAsNumbersWithoutTrapping() throws {
        // Older collect scripts could send option values as numbers; one too large for an Int must not trap.
        let token = #"""
        {"url":"https://www.acme.com/","fields":[{"opid":"__0","type":"select-one",
         "selectInfo":{"options":[["One",1],["Huge",1e300],["Half",2.5],["Minus",-3]]}}]}
        """#
        let page = try PageDetails.decode(Data(token.utf8))
        #expect(page.fields[0].selectOptions?.map(\.value) == ["1", "1e+300", "2.5", "-3"])
    }

    @Test func encodingIsDeterministicAndRoundTrips() throws {
        let page = try PageDetails.decode(Data(Self.originalToken.utf8))
        let once = page.jsonString()
        let twice = try PageDetails.decode(Data(once.utf8)).jsonString()
        #expect(once == twice)
        #expect(once.hasPrefix(#"{"documentUUID":"oneshotUUID","title":"Sign in""#))
        // Defaults are left out: checked=false, aria flags false.
        #expect(!once.contains(#""checked""#))
    }

    @Test func fieldsAreEqualExactlyWhenEveryCollectedPropertyIs() throws {
        let page = try PageDetails.decode(Data(Self.originalToken.utf8))
        let decodedAgain = try PageDetails.decode(Data(page.jsonString().utf8))
        #expect(decodedAgain.fields == page.fields)
        let field = try #require(page.fields.first)
        let changes: [(inout FieldDetails) -> Void] = [
            { $0.labelLegend = "Legend" }, { $0.labelDescribedBy = "Help" }, { $0.frameViewable.toggle() }, { $0.maxLength = 3 }, { $0.ariaHasPopup.toggle() },
            { $0.selectOptions = [SelectOption(text: "a", value: "a")] }, { $0.frameOrigin = "https://a.example" },
            { $0.additional.append((key: "extra", value: .string("x"))) }, { $0.dataBraintreeName = "number" },
        ]
        for (k, change) in changes.enumerated() {
            var other = field
            change(&other)
            #expect(other != field, "change \(k)")
        }
    }

    @Test func brokenTokensAreOneLineErrors() {
        #expect(throws: FormatError.self) { try PageDetails.decode(Data("{not json".utf8)) }
        do {
            _ = try PageDetails.decode(Data(#"{"fields":[{"opid":"__0","maxLength":[1]}]}"#.utf8))
            Issue.record("expected an error")
        } catch let e as FormatError {
            #expect(e.description.contains("maxLength"))
            #expect(!e.description.contains("\n"))
        } catch { Issue.record("unexpected \(error)") }
    }
}

@Suite struct FillScriptCodingTests {
    @Test func decodesBothOperationShapes() throws {
        let json = #"{"documentUUID":"u","script":[["click_on_opid","__0"],{"operation":"fill_by_opid","parameters":["__0","wile"]},["delay",50],["touch_all_fields"]],"properties":{"delay_between_operations":30}}"#
        let script = try FillScript.decode(Data(json.utf8))
        #expect(script.script == [.clickOnOpid("__0"), .fillByOpid("__0", "wile"), .delay(50), .touchAllFields])
        #expect(script.delayBetweenOperations == 30)
        let again = try FillScript.decode(script.jsonData())
        #expect(again == script)
    }

    @Test func rejectsUnknownOperations() {
        #expect(throws: FormatError.self) { try FillScript.decode(Data(#"{"script":[["eval","x"]]}"#.utf8)) }
    }
}
