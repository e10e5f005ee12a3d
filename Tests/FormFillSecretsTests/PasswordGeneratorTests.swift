import FormFillTestSupport
import Testing

@testable import FormFillSecrets

@Suite("Password generator constraints")
struct PasswordGeneratorTests {
    static let symbols = Set(PasswordOptions.symbols)

    private func generate(_ options: PasswordOptions, seed: UInt64 = 1) throws -> String {
        var rng = SeededGenerator(seed: seed)
        return try PasswordGenerator.generate(options, using: &rng)
    }

    @Test("Defaults: 20 characters of letters, digits and the extension's symbols")
    func defaults() throws {
        for seed in 1...50 as ClosedRange<UInt64> {
            let password = try generate(PasswordOptions(), seed: seed)
            #expect(password.count == 20)
            #expect(password.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || Self.symbols.contains($0)) })
        }
    }

    @Test("The system CSPRNG path works and does not repeat")
    func systemRandom() throws {
        let passwords = try (0..<500).map { _ in try PasswordGenerator.generate(PasswordOptions()) }
        #expect(Set(passwords).count == 500)
        #expect(passwords.allSatisfy { $0.count == 20 })
        // 10,000 characters over 91: each is expected about 110 times, so a missing one means a broken draw.
        #expect(Set(passwords.joined()) == CharacterSets.defaultAlphabet)
    }

    @Test("Extension options: length range, digits, symbols, forbidden characters (the seeds' example)")
    func extensionOptions() throws {
        let options = PasswordOptions(
            minLength: 8, maxLength: 30, requireDigits: true, requireSymbols: true, forbiddenCharacters: "!@#$%/0lIO")
        for seed in 1...200 as ClosedRange<UInt64> {
            let password = try generate(options, seed: seed)
            #expect((8...30).contains(password.count))
            #expect(password.contains { $0.isNumber })
            #expect(password.contains { Self.symbols.contains($0) })
            #expect(!password.contains { "!@#$%/0lIO".contains($0) })
        }
    }

    @Test("Lengths are clamped to the extension's 4...50")
    func clamping() throws {
        #expect(try generate(PasswordOptions(minLength: 1, maxLength: 2)).count == 4)
        #expect(try generate(PasswordOptions(minLength: 60, maxLength: 90)).count == 50)
        #expect(try generate(PasswordOptions(minLength: 30)).count == 30)
        #expect(try generate(PasswordOptions(maxLength: 12)).count == 12)
    }

    @Test("Rules, field attributes and options combine")
    func combination() throws {
        let rules = try PasswordRules(parsing: "required: lower; required: upper; allowed: digit; minlength: 10; maxlength: 16")
        let options = PasswordOptions(
            requireDigits: true, forbiddenCharacters: "aeiou", rules: rules, fieldMinLength: 12, fieldMaxLength: 14)
        for seed in 1...100 as ClosedRange<UInt64> {
            let password = try generate(options, seed: seed)
            #expect(password.count == 14, "preferred 20, capped by the field's maxlength")
            #expect(rules.isSatisfied(by: password))
            #expect(password.contains { $0.isNumber })
            #expect(!password.contains { "aeiou".contains($0) })
            #expect(password.allSatisfy { $0.isLetter || $0.isNumber })
        }
    }

    @Test("max-consecutive is met even with a two-character alphabet")
    func maxConsecutive() throws {
        let tight = PasswordOptions(rules: try PasswordRules(parsing: "allowed: [ab]; max-consecutive: 1; minlength: 12; maxlength: 12"))
        let password = try generate(tight)
        #expect(password == "abababababab" || password == "babababababa")

        let rules = try PasswordRules(parsing: "required: digit; max-consecutive: 2; minlength: 30; maxlength: 30")
        for seed in 1...100 as ClosedRange<UInt64> {
            let password = try generate(PasswordOptions(rules: rules), seed: seed)
            #expect(longestRun(in: Array(password)) <= 2)
            #expect(password.allSatisfy { $0.isNumber })
        }
    }

    @Test("Patterns with a character class and quantifier narrow the alphabet and the length")
    func derivedPatterns() throws {
        let pin = try generate(PasswordOptions(pattern: "[0-9]{4,6}"))
        #expect(pin.count == 6 && pin.allSatisfy { $0.isNumber })
        let digits = try generate(PasswordOptions(pattern: #"\d{8}"#))
        #expect(digits.count == 8 && digits.allSatisfy { $0.isNumber })
        let alnum = try generate(PasswordOptions(requireSymbols: false, pattern: "[A-Za-z0-9]+"))
        #expect(alnum.count == 20 && alnum.allSatisfy { $0.isLetter || $0.isNumber })
        let lookaheads = #"(?=.*\d)(?=.*[a-z])(?=.*[A-Z])[a-zA-Z\d]{8,12}"#
        for seed in 1...50 as ClosedRange<UInt64> {
            let password = try generate(PasswordOptions(pattern: lookaheads), seed: seed)
            #expect(password.count == 12)
            #expect(password.contains(where: { $0.isNumber }) && password.contains(where: { $0.isLowercase }) && password.contains(where: { $0.isUppercase }))
        }
        let negated = try generate(PasswordOptions(pattern: "[^&<>\"']{10}"))
        #expect(negated.count == 10 && !negated.contains { "&<>\"' ".contains($0) })
    }

    @Test("Other patterns are met by checking candidates")
    func checkedPatterns() throws {
        for seed in 1...20 as ClosedRange<UInt64> {
            // Alternation is not a shape the generator derives from, so candidates are checked, at other
            // lengths too.
            let password = try generate(PasswordOptions(pattern: "[A-Za-z0-9]{10}|[0-9]{4}"), seed: seed)
            #expect(password.wholeMatch(of: /[A-Za-z0-9]{10}|[0-9]{4}/) != nil)
            let negative = try generate(PasswordOptions(pattern: "(?!.*pass).{8,}"), seed: seed)
            #expect(negative.count == 20)
        }
        // An invalid pattern is ignored, as browsers ignore it.
        #expect(try generate(PasswordOptions(pattern: "[a-")).count == 20)
    }

    /// A pattern whose backtracking could take exponential time is ignored: checking candidates against
    /// `(.+)+#` took `formfill fill` about two minutes.
    @Test func aPatternThatCouldTakeExponentialTimeIsIgnored() {
        for pattern in ["(.+)+#", #"(\w+\s?)*$"#, "(a|aa)+$"] { #expect(PasswordPattern(pattern) == nil, "\(pattern)") }
        #expect(PasswordPattern("(?=.*[0-9])[a-z0-9]{8,12}") != nil)
    }

    static let impossible: [(PasswordOptions, String)] = [
        (PasswordOptions(minLength: 20, maxLength: 10), "greater than the maximum"),
        (PasswordOptions(forbiddenCharacters: String(CharacterSets.defaultAlphabet)), "every allowed character is forbidden"),
        (PasswordOptions(requireDigits: true, forbiddenCharacters: "0123456789"), "required digit"),
        (PasswordOptions(requireSymbols: true, forbiddenCharacters: PasswordOptions.symbols), "required symbol"),
        (PasswordOptions(requireDigits: true, rules: rules("required: upper")), "required digit"),
        (PasswordOptions(rules: rules("required: [ab]; allowed: lower"), pattern: "[0-9]+"), "pattern allows none"),
        (PasswordOptions(forbiddenCharacters: "ab", rules: rules("required: [ab]; allowed: lower")), "required '[ab]'"),
        (PasswordOptions(rules: rules("minlength: 12; maxlength: 8")), "at least 12"),
        (PasswordOptions(rules: rules("minlength: 12"), fieldMaxLength: 8), "the field's maxlength"),
        (PasswordOptions(minLength: 40, rules: rules("maxlength: 16")), "the password rules"),
        (PasswordOptions(rules: rules("required: upper; required: lower; required: digit; maxlength: 2")), "at least 3 characters"),
        (PasswordOptions(rules: rules("allowed: [a]; max-consecutive: 2; minlength: 3")), "max-consecutive"),
        (PasswordOptions(pattern: "[0-9]{3}abc[0-9]{3}"), "pattern"),
        (PasswordOptions(fieldMaxLength: 0), "at most 0"),
    ]

    @Test("Constraints that cannot be met are errors, never weaker passwords", arguments: impossible)
    func impossibleConstraints(options: PasswordOptions, problem: String) {
        #expect {
            try generate(options)
        } throws: { error in
            guard let error = error as? PasswordError else { return false }
            return error.kind == .impossible && error.message.contains(problem)
        }
    }

    @Test("validate reports impossible rules without generating")
    func validate() throws {
        #expect(throws: PasswordError.self) { try PasswordGenerator.validate(PasswordOptions(minLength: 20, maxLength: 10)) }
        #expect(throws: PasswordError.self) {
            try PasswordGenerator.validate(PasswordOptions(requireDigits: true, forbiddenCharacters: "0123456789"))
        }
        try PasswordGenerator.validate(PasswordOptions(requireDigits: true, requireSymbols: true))
    }

    @Test("Overlapping required sets can share one character")
    func overlappingRequiredSets() throws {
        let rules = try PasswordRules(parsing: "required: [ab]; required: [bc]; required: [bd]; maxlength: 1; allowed: [abcd]")
        #expect(try generate(PasswordOptions(rules: rules)) == "b")
    }

    @Test("Every real rule of the sample yields passwords that satisfy it", arguments: RealPasswordRules.realRules)
    func realRules(site: String, rule: String) throws {
        let rules = try PasswordRules(parsing: rule)
        for seed in 1...20 as ClosedRange<UInt64> {
            let password = try generate(PasswordOptions(rules: rules), seed: seed)
            #expect(rules.isSatisfied(by: password), "\(site)")
            #expect(!password.contains(" "), "\(site): spaces are avoided")
        }
    }

    @Test("The docs/passwords.md example works as documented")
    func readmeExample() throws {
        let rules = try PasswordRules(parsing: "required: upper; required: digit; allowed: lower, special; maxlength: 16;")
        let options = PasswordOptions(minLength: 8, maxLength: 30, requireSymbols: true, rules: rules, fieldMaxLength: 12)
        let password = try PasswordGenerator.generate(options)
        #expect(password.count == 12)
        #expect(rules.isSatisfied(by: password))
        #expect(password.contains { Self.symbols.contains($0) })
    }
}

private func rules(_ text: String) -> PasswordRules {
    (try? PasswordRules(parsing: text)) ?? PasswordRules()
}
