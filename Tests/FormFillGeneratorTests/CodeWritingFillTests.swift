import FormFillGenerator
import FormFillModel
import Foundation
import Testing

/// A postal code or a phone number written as its box asks: without the spaces and hyphens between its parts when
/// the box's words say so ("no hyphens", "ハイフンなし", "digits only"), when its placeholder shows it so, when only
/// that writing fits its `maxlength`, or when only that writing matches its `pattern`; as stored otherwise.
@Suite struct CodeWritingFillTests {
    private func person(postal: String = "100-0001", phone: String = "+81 3 1234 5678", country: String = "JP") -> VaultItem {
        .identity(IdentityItem(id: "p", firstName: "Taro", lastName: "Yamada", phone: phone, address1: "1-1 Chiyoda",
                               postalCode: postal, country: country))
    }

    /// A name, then the postal code's box and the phone's box as given.
    private func values(postal: TestField, phone: TestField, _ item: VaultItem) throws -> [String: String] {
        let page = makePage(url: "https://shop.example/checkout", forms: [TestForm(kind: .address)],
                            fields: [TestField(.givenName), postal, phone])
        return try fill(page, item).script.valuesByOpid
    }

    @Test func wordsThatAskForNoSeparators() throws {
        for words in ["郵便番号（ハイフンなし）", "ハイフン不要", "Postal code (no spaces)", "Digits only", "numbers only, no dashes",
                      "Sin guiones", "ohne Leerzeichen", "숫자만 입력", "半角数字のみ"] {
            let got = try values(postal: TestField(.postalCode, label: words), phone: TestField(.tel, type: "tel", label: words), person())
            #expect(got == ["__0": "Taro", "__1": "1000001", "__2": "0312345678"], "\(words)")
        }
        // Words that ask for nothing of the kind, or for the separators.
        for words in ["郵便番号", "Postal code", "Phone (with area code)", "ハイフンあり"] {
            let got = try values(postal: TestField(.postalCode, label: words), phone: TestField(.tel, type: "tel", label: words), person())
            #expect(got == ["__0": "Taro", "__1": "100-0001", "__2": "+81 3 1234 5678"], "\(words)")
        }
    }

    @Test func aPlaceholderThatShowsTheCodeWithoutSeparators() throws {
        let got = try values(postal: TestField(.postalCode, placeholder: "1234567"), phone: TestField(.tel, type: "tel"), person())
        #expect(got == ["__0": "Taro", "__1": "1000001", "__2": "+81 3 1234 5678"])
        // One with them, or of another length, says nothing against the stored writing.
        for placeholder in ["123-4567", "12345"] {
            let other = try values(postal: TestField(.postalCode, placeholder: placeholder), phone: TestField(.tel, type: "tel"), person())
            #expect(other["__1"] == "100-0001", "\(placeholder)")
        }
    }

    @Test func aMaxLengthThatOnlyTheCompactWritingFits() throws {
        // "100-0001" in a box of 7: every character of the code, not a cut. A UK code likewise.
        #expect(try values(postal: TestField(.postalCode, maxLength: 7), phone: TestField(.tel, type: "tel"), person())["__1"] == "1000001")
        let uk = person(postal: "SW1A 1AA", phone: "+44 20 7946 0958", country: "GB")
        #expect(try values(postal: TestField(.postalCode, maxLength: 7), phone: TestField(.tel, type: "tel"), uk)["__1"] == "SW1A1AA")
        // A code that does not fit even so is still left alone.
        let us = person(postal: "94105-1234", phone: "+1 415 555 0134", country: "US")
        #expect(try values(postal: TestField(.postalCode, maxLength: 8), phone: TestField(.tel, type: "tel"), us)["__1"] == nil)
    }

    @Test func thePatternChoosesTheWriting() throws {
        let got = try values(postal: TestField(.postalCode, pattern: #"\d{7}"#), phone: TestField(.tel, type: "tel", pattern: "[0-9]{10,11}"), person())
        #expect(got == ["__0": "Taro", "__1": "1000001", "__2": "0312345678"])
        // A pattern the stored writing matches keeps it; one that no writing matches, or that does not compile, too.
        for pattern in [#"\d{3}-\d{4}"#, "[A-Z]+", "((", #"(\d+)+"#] {
            let kept = try values(postal: TestField(.postalCode, pattern: pattern), phone: TestField(.tel, type: "tel"), person())
            #expect(kept["__1"] == "100-0001", "\(pattern)")
        }
        // A phone pattern of the international writing.
        let plus = try values(postal: TestField(.postalCode), phone: TestField(.tel, type: "tel", pattern: #"\+[0-9]+"#), person())
        #expect(plus["__2"] == "+81312345678")
        // Only writings that fit the box's maxlength: none that the pattern accepts fits, so the one that fits.
        let short = try values(postal: TestField(.postalCode), phone: TestField(.tel, type: "tel", maxLength: 11, pattern: #"\+[0-9]+"#), person())
        #expect(short["__2"] == "0312345678")
    }

    /// A phone pattern that asks for the number's groups with hyphens, dots, spaces or a bracketed area code gets
    /// them (as dialled at home), where the stored, compact and international writings all fail it.
    @Test(arguments: [
        ("+1 415 555 0134", "US", "[0-9]{3}-[0-9]{3}-[0-9]{4}", "415-555-0134"),
        ("+1 415 555 0134", "US", #"\(\d{3}\) \d{3}-\d{4}"#, "(415) 555-0134"),
        ("+1 415 555 0134", "US", #"\d{3}\.\d{3}\.\d{4}"#, "415.555.0134"),
        ("+81 3 1234 5678", "JP", #"0\d{1,4}-\d{1,4}-\d{4}"#, "03-1234-5678"),
        ("+44 20 7946 0958", "GB", #"0\d{2} \d{4} \d{4}"#, "020 7946 0958"),
        ("+44 20 7946 0958", "GB", #"\+\d{1,3}-\d+-\d+-\d+"#, "+44-20-7946-0958"),
    ])
    func aPhonePatternOfGroupsGetsTheGroups(stored: String, country: String, pattern: String, expected: String) throws {
        let got = try values(postal: TestField(.postalCode), phone: TestField(.tel, type: "tel", pattern: pattern),
                             person(phone: stored, country: country))
        #expect(got["__2"] == expected, "\(pattern)")
    }
}
