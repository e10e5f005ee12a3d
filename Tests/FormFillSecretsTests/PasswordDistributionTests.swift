import FormFillTestSupport
import Testing

@testable import FormFillSecrets

/// Statistical checks that the generator has no bias beyond what its constraints imply. They use a fixed seed,
/// so they are deterministic; the thresholds are loose enough for any good generator and far below what a
/// modulo bias or a fixed position for required characters produces (see `chiSquareDetectsBias`).
@Suite("Password character distribution")
struct PasswordDistributionTests {
    /// Pearson's chi-square statistic of observed counts against equal expected counts.
    static func chiSquare<Key: Hashable>(_ counts: [Key: Int], categories: [Key]) -> Double {
        let total = Double(categories.reduce(0) { $0 + (counts[$1] ?? 0) })
        let expected = total / Double(categories.count)
        return categories.reduce(0) { sum, key in
            let difference = Double(counts[key] ?? 0) - expected
            return sum + difference * difference / expected
        }
    }

    /// A threshold with a tail probability far below 1e-6 for `degrees` degrees of freedom
    /// (mean + 6 standard deviations of the chi-square distribution, generous for these sizes).
    static func threshold(degrees: Int) -> Double {
        Double(degrees) + 6 * (2 * Double(degrees)).squareRoot()
    }

    @Test("Characters are uniform over the default alphabet (chi-square over 50,000 characters)")
    func uniformCharacters() throws {
        var rng = SeededGenerator(seed: 0x5EED)
        var counts: [Character: Int] = [:]
        for _ in 0..<2_500 {
            for character in try PasswordGenerator.generate(PasswordOptions(), using: &rng) {
                counts[character, default: 0] += 1
            }
        }
        let alphabet = CharacterSets.defaultAlphabet.sorted()
        #expect(Set(counts.keys) == Set(alphabet), "every character occurs, nothing else does")
        let statistic = Self.chiSquare(counts, categories: alphabet)
        #expect(statistic < Self.threshold(degrees: alphabet.count - 1), "chi-square \(statistic)")
    }

    @Test("The chi-square check catches a modulo-biased draw of the same size")
    func chiSquareDetectsBias() {
        var rng = SeededGenerator(seed: 0x5EED)
        let alphabet = CharacterSets.defaultAlphabet.sorted()
        var counts: [Character: Int] = [:]
        for _ in 0..<50_000 {
            let byte = Int(UInt8.random(in: 0...255, using: &rng))
            counts[alphabet[byte % alphabet.count], default: 0] += 1
        }
        #expect(Self.chiSquare(counts, categories: alphabet) > Self.threshold(degrees: alphabet.count - 1))
    }

    @Test("Required characters land at uniformly random positions")
    func requiredPositions() throws {
        // One digit among letters: every valid password has exactly one digit, so its position must be uniform.
        let rules = try PasswordRules(parsing: "required: digit; required: [!#$%]; allowed: lower; minlength: 10; maxlength: 10")
        var rng = SeededGenerator(seed: 42)
        var digitPositions: [Int: Int] = [:]
        var symbolPositions: [Int: Int] = [:]
        var digitCounts: [Character: Int] = [:]
        for _ in 0..<10_000 {
            let password = Array(try PasswordGenerator.generate(PasswordOptions(rules: rules), using: &rng))
            for (index, character) in password.enumerated() {
                if character.isNumber {
                    digitPositions[index, default: 0] += 1
                    digitCounts[character, default: 0] += 1
                }
                if "!#$%".contains(character) { symbolPositions[index, default: 0] += 1 }
            }
        }
        let positions = Array(0..<10)
        let digitStatistic = Self.chiSquare(digitPositions, categories: positions)
        let symbolStatistic = Self.chiSquare(symbolPositions, categories: positions)
        #expect(digitStatistic < Self.threshold(degrees: 9), "digit positions: chi-square \(digitStatistic)")
        #expect(symbolStatistic < Self.threshold(degrees: 9), "symbol positions: chi-square \(symbolStatistic)")
        let digits = Array("0123456789")
        let valueStatistic = Self.chiSquare(digitCounts, categories: digits)
        #expect(valueStatistic < Self.threshold(degrees: 9), "digit values: chi-square \(valueStatistic)")
    }

    @Test("With the seeds' extension options every class is uniform inside itself")
    func uniformWithinClasses() throws {
        // Requiring a digit and a symbol changes how often each class occurs, but never which member is chosen.
        let forbidden = "!@#$%/0lIO"
        let options = PasswordOptions(
            minLength: 8, maxLength: 30, requireDigits: true, requireSymbols: true, forbiddenCharacters: forbidden)
        var rng = SeededGenerator(seed: 2024)
        var counts: [Character: Int] = [:]
        for _ in 0..<3_000 {
            for character in try PasswordGenerator.generate(options, using: &rng) { counts[character, default: 0] += 1 }
        }
        let classes = [
            CharacterSets.upper, CharacterSets.lower, CharacterSets.digits, CharacterSets.extensionSymbols,
        ].map { $0.subtracting(forbidden).sorted() }
        for members in classes {
            let statistic = Self.chiSquare(counts, categories: members)
            #expect(statistic < Self.threshold(degrees: members.count - 1), "\(String(members)): chi-square \(statistic)")
        }
        #expect(!counts.keys.contains { forbidden.contains($0) })
    }

    @Test("A required class is not over-represented: its share matches the uniform-over-valid expectation")
    func requiredShare() throws {
        // Length 8 over 26 lowercase + 10 digits with one digit required: among valid passwords the expected
        // number of digits is 8 * (10/36) / (1 - (26/36)^8), about 2.41. Forcing a digit and filling the rest
        // uniformly would give 1 + 7 * 10/36, about 2.94, which this check rejects.
        let rules = try PasswordRules(parsing: "required: digit; allowed: lower; minlength: 8; maxlength: 8")
        var rng = SeededGenerator(seed: 7)
        var digits = 0
        let samples = 20_000
        for _ in 0..<samples {
            digits += try PasswordGenerator.generate(PasswordOptions(rules: rules), using: &rng).filter { $0.isNumber }.count
        }
        let mean = Double(digits) / Double(samples)
        let p = 10.0 / 36.0
        var noDigit = 1.0
        for _ in 0..<8 { noDigit *= 1 - p }
        let expected = 8 * p / (1 - noDigit)
        #expect(abs(mean - expected) < 0.05, "mean digits \(mean), expected \(expected)")
    }
}
