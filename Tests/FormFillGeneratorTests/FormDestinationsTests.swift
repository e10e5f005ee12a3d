import Foundation
import Testing
import FormFillTestSupport
@testable import FormFillGenerator

@Suite struct FormDestinationsTests {
    /// The trim that skips Foundation's character-set walk agrees with `trimmingCharacters(in: .whitespaces)` on
    /// URLs with and without spaces, tabs, line breaks and non-ASCII spaces around them (seeded).
    @Test func trimmingAgreesWithFoundation() {
        let edges = ["", " ", "\t", "\n", "\u{A0}", "\u{3000}", "\u{2009}", "\u{200B}", "é", "x", "  \t", "\r\n"]
        let cores = ["", "https://www.acme.com/session", "/login", "javascript:void(0)", "mailto:a@b.c", "é/ü", "a b"]
        var generator = SeededGenerator(seed: 18)
        for _ in 0..<2_000 {
            let url = edges.randomElement(using: &generator)! + cores.randomElement(using: &generator)!
                + edges.randomElement(using: &generator)!
            #expect(FormDestinations.trimmingWhitespace(url) == url.trimmingCharacters(in: .whitespaces), "\(Array(url.unicodeScalars))")
        }
    }
}
