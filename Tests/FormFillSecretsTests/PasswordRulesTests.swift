import Testing

@testable import FormFillSecrets

@Suite("passwordrules parsing")
struct PasswordRulesTests {
    @Test("Apple's documented example")
    func documentedExample() throws {
        let rules = try PasswordRules(
            parsing: #"required: upper; required: digit; allowed: [-().&@?'#,/"+]; max-consecutive: 2; minlength: 8; maxlength: 64;"#)
        #expect(rules.required == [[.upper], [.digit]])
        #expect(rules.allowed == [.custom(characters: #"-().&@?'#,/"+"#)])
        #expect(rules.maxConsecutive == 2)
        #expect(rules.minLength == 8)
        #expect(rules.maxLength == 64)
        #expect(rules.isSatisfied(by: "AB(12)-&"))
        #expect(rules.isSatisfied(by: "ABCDEFG1"))
        #expect(!rules.isSatisfied(by: "(12)-&34"), "no upper")
        #expect(!rules.isSatisfied(by: "ABCDEFGH"), "no digit")
        #expect(!rules.isSatisfied(by: "ABCDEFg1"), "lower is not allowed")
        #expect(!rules.isSatisfied(by: "AB(12)-!"), "! is not allowed")
        #expect(!rules.isSatisfied(by: "AB1"), "too short")
        #expect(!rules.isSatisfied(by: "AAA11-11"), "three consecutive")
    }

    @Test("Several classes in one required property are alternatives; several properties each apply")
    func requiredSemantics() throws {
        let rules = try PasswordRules(parsing: "required: lower, upper; required: digit")
        #expect(rules.required == [[.lower, .upper], [.digit]])
        #expect(rules.isSatisfied(by: "a1"))
        #expect(rules.isSatisfied(by: "Z9"))
        #expect(!rules.isSatisfied(by: "az"))
        #expect(!rules.isSatisfied(by: "a1!"), "the alphabet is the union of required and allowed")
    }

    @Test("Names are case-insensitive, whitespace is free and the last semicolon is optional")
    func lenientSyntax() throws {
        let compact = try PasswordRules(parsing: "required:upper;REQUIRED:digit;MinLength:8;maxlength:12")
        let spaced = try PasswordRules(parsing: "  required :  UPPER ;\n required: Digit ;  minlength : 8 ; maxlength: 12 ;  ")
        #expect(compact == spaced)
        #expect(compact.required == [[.upper], [.digit]])
        #expect(try PasswordRules(parsing: "") == PasswordRules())
        #expect(try PasswordRules(parsing: " ; ;") == PasswordRules())
    }

    @Test("Lengths combine by max and min, max-consecutive by min")
    func combining() throws {
        let rules = try PasswordRules(
            parsing: "minlength: 6; minlength: 10; maxlength: 30; maxlength: 20; max-consecutive: 3; max-consecutive: 2")
        #expect(rules.minLength == 10)
        #expect(rules.maxLength == 20)
        #expect(rules.maxConsecutive == 2)
    }

    @Test("Unknown properties are ignored and remembered")
    func unknownProperties() throws {
        let rules = try PasswordRules(parsing: "minlength: 8; future-thing: abc 123, [x]; required: digit; x-unknown: 3;")
        #expect(rules.ignoredProperties == ["future-thing", "x-unknown"])
        #expect(rules.minLength == 8)
        // The unknown property's value ends at the first ';', so "]" is read as the start of a property: error.
        #expect(throws: PasswordError.self) { try PasswordRules(parsing: "whatever: [;]; required: digit") }
    }

    @Test("Custom classes: '-' only first, ']' doubled at the end, other characters literal")
    func customClasses() throws {
        let rules = try PasswordRules(parsing: "allowed: [-abc]]; required: [[^_`]")
        #expect(rules.allowed == [.custom(characters: "-abc]")])
        #expect(rules.required == [[.custom(characters: "[^_`")]])
        let admiral = try PasswordRules(parsing: ##"required: [- !"#$&'()*+,.:;<=>?@[^_`{|}~]]"##)
        guard case .custom(let characters)? = admiral.required.first?.first else {
            Issue.record("expected a custom class")
            return
        }
        #expect(characters.contains("]") && characters.contains("-") && characters.contains(" ") && characters.contains("["))
        #expect(!characters.contains("%"))
        // A '-' elsewhere is dropped, as Apple's parser does.
        #expect(try PasswordRules(parsing: "allowed: [a-c]").allowed == [.custom(characters: "ac")])
        #expect(PasswordCharacterClass.custom(characters: "]a-").description == "[-a]]")
        #expect(try PasswordRules(parsing: "allowed: \(PasswordCharacterClass.custom(characters: "]a-"))").allowed
            == [.custom(characters: "]a-")])
    }

    @Test("Named classes follow Apple's definitions")
    func namedClasses() {
        #expect(PasswordCharacterClass.special.contains(" "))
        #expect(PasswordCharacterClass.special.contains("]"))
        #expect(!PasswordCharacterClass.special.contains("/"))
        #expect(PasswordCharacterClass.asciiPrintable.contains("~") && !PasswordCharacterClass.asciiPrintable.contains("é"))
        #expect(PasswordCharacterClass.unicode.contains("é"))
        #expect(PasswordCharacterClass(name: "ASCII-Printable") == .asciiPrintable)
        #expect(PasswordCharacterClass(name: "symbols") == nil)
    }

    @Test("Without classes any printable ASCII character is allowed")
    func defaultAlphabet() throws {
        let rules = try PasswordRules(parsing: "minlength: 4")
        #expect(rules.isSatisfied(by: "a b~"))
        #expect(!rules.isSatisfied(by: "abcé"))
        #expect(!rules.isSatisfied(by: "abc"))
    }

    static let malformed: [(String, String)] = [
        ("required upper", "expected ':'"),
        ("required: upper lower", "expected ';'"),
        ("required: uper", "unknown character class 'uper'"),
        ("required: ;", "needs a character class"),
        ("required: upper,", "needs a character class"),
        ("minlength: eight", "needs a whole number"),
        ("minlength: -1", "needs a whole number"),
        ("maxlength: 0", "at least 1"),
        ("max-consecutive: 0", "at least 1"),
        ("minlength: 99999999999999999999999", "too large"),
        ("allowed: [abc", "missing its closing ']'"),
        ("allowed: []", "is empty"),
        ("required: upper; : digit", "expected a property name"),
        ("1required: digit", "expected a property name"),
    ]

    @Test("Malformed rules fail with a message naming the problem", arguments: malformed)
    func malformedRules(text: String, problem: String) {
        #expect {
            try PasswordRules(parsing: text)
        } throws: { error in
            guard let error = error as? PasswordError else { return false }
            return error.kind == .malformedRules && error.message.contains(problem)
        }
    }

    @Test("Error messages quote at most a short piece of the rule text")
    func shortQuotes() {
        let long = "allowed: [" + String(repeating: "x", count: 500)
        #expect {
            try PasswordRules(parsing: long)
        } throws: { error in
            "\(error)".count < 120
        }
    }

    @Test("Every rule of the real-world sample parses", arguments: RealPasswordRules.realRules)
    func realRulesParse(site: String, rule: String) throws {
        let rules = try PasswordRules(parsing: rule)
        #expect(!rules.required.isEmpty || rules.minLength != nil, "\(site)")
        #expect(rules.ignoredProperties.isEmpty, "\(site)")
    }
}
