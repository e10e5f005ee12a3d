import FormFillTestSupport
import Testing

@testable import FormFillSecrets

@Suite("HTML pattern attribute")
struct PasswordPatternTests {
    @Test("Simple shapes are understood: alphabet, length and lookahead requirements")
    func understoodShapes() throws {
        let pin = try #require(PasswordPattern("^[0-9]{4}$"))
        #expect(pin.isUnderstood && pin.alphabet == CharacterSets.digits && pin.minLength == 4 && pin.maxLength == 4)

        let word = try #require(PasswordPattern(#"[\w.-]{6,}"#))
        #expect(word.alphabet?.contains(".") == true && word.alphabet?.contains("-") == true)
        #expect(word.alphabet?.contains("_") == true && word.minLength == 6 && word.maxLength == nil)

        let lookaheads = try #require(PasswordPattern(#"(?=.*\d)(?=.*?[!@#])\S{8,64}"#))
        #expect(lookaheads.requiredSets == [CharacterSets.digits, Set("!@#")])
        #expect(lookaheads.alphabet?.contains(" ") == false && lookaheads.maxLength == 64)

        let negated = try #require(PasswordPattern("[^<>]+"))
        #expect(negated.alphabet?.contains("<") == false && negated.alphabet?.contains("a") == true)

        let anything = try #require(PasswordPattern(".{12,}"))
        #expect(anything.isUnderstood && anything.alphabet == nil && anything.minLength == 12)
    }

    @Test("Other valid patterns are kept for checking only", arguments: ["[a-z]+[0-9]+", "abc|def", #"(?!.*\s).{8,}"#, #"[\u0000-\uFFFF]{8}"#])
    func otherShapes(pattern: String) throws {
        let parsed = try #require(PasswordPattern(pattern))
        #expect(!parsed.isUnderstood)
    }

    @Test("Invalid patterns are ignored, as browsers ignore them")
    func invalid() {
        #expect(PasswordPattern("[a-") == nil)
        #expect(PasswordPattern("(abc") == nil)
    }

    @Test("Matching is anchored to the whole password")
    func anchored() throws {
        let pattern = try #require(PasswordPattern("[0-9]{4}"))
        #expect(pattern.matches("1234"))
        #expect(!pattern.matches("12345"))
        #expect(!pattern.matches("a1234"))
        let alternation = try #require(PasswordPattern("ab|cd"))
        #expect(alternation.matches("cd") && !alternation.matches("abcd"))
    }

    @Test("Anchored PINs generate")
    func anchoredPIN() throws {
        var rng = SeededGenerator(seed: 3)
        let pin = try PasswordGenerator.generate(PasswordOptions(pattern: "^[0-9]{6}$"), using: &rng)
        #expect(pin.count == 6 && pin.allSatisfy { $0.isNumber })
    }
}
