import FormFillModel
import Testing

/// A page's `pattern` is evaluated as a browser does, in bounded time: patterns whose backtracking could take
/// exponential time are not evaluated, nor are long values.
@Suite struct HTMLPatternTests {
    @Test func theWholeValueMustMatch() throws {
        let digits = try #require(HTMLPattern("[0-9]{5}"))
        #expect(digits.accepts("12345") == true)
        #expect(digits.accepts("123456") == false)
        #expect(digits.accepts("x12345") == false)
        // Alternatives are anchored as a whole.
        let either = try #require(HTMLPattern("ab|cd"))
        #expect(either.accepts("abd") == false)
        #expect(either.accepts("cd") == true)
        // Common patterns with bounded repetitions of groups.
        #expect(HTMLPattern(#"(\d{3}-){2}\d{4}"#)?.accepts("415-555-0134") == true)
        #expect(HTMLPattern(#"[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}"#)?.accepts("SW1A 1AA") == true)
        #expect(HTMLPattern(#"\+?[0-9 ()-]+"#)?.accepts("+1 (415) 555-0134") == true)
        // One that does not compile is no pattern, as in a browser.
        #expect(HTMLPattern("((") == nil)
        #expect(HTMLPattern("") == nil)
    }

    @Test func patternsThatCouldTakeExponentialTimeAreNotEvaluated() {
        for pattern in ["(a+)+b", #"(\w+\s?)*$"#, "(a|a)*", "(a|b)+c", "((ab)*)+", "(x+){2,}", "(x+){1,50}", #"(a)\1"#, #"(?<n>a)\k<n>"#] {
            #expect(HTMLPattern(pattern) == nil, "\(pattern)")
        }
        for pattern in ["(ab)+", "(a|b)", "(x+){2}", "[(a+)+]*", #"\(a+\)+"#, "(?:ab)?c+"] {
            #expect(HTMLPattern(pattern) != nil, "\(pattern)")
        }
        // A value longer than the longest evaluated: no answer.
        #expect(HTMLPattern("a*")?.accepts(String(repeating: "a", count: HTMLPattern.longestValue + 1)) == nil)
    }
}
