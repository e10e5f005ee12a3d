/// The resolved form of ``PasswordOptions``: one alphabet, the required sets, one length and the checks.
struct PasswordPolicy {
    /// A set at least one character of which must appear, with a name for error messages.
    struct RequiredSet {
        var name: String
        /// Sorted, for drawing reproducibly with a seeded generator.
        var characters: [Character]
        /// The same characters, for membership tests.
        var members: Set<Character>
    }

    /// Sorted so that a seeded generator gives reproducible passwords.
    let alphabet: [Character]
    let required: [RequiredSet]
    let length: Int
    let lengthRange: ClosedRange<Int>
    let maxConsecutive: Int?
    let rules: PasswordRules?
    let pattern: PasswordPattern?

    /// Characters drawn for uniform candidates before constructing candidates instead (20,000 candidates of
    /// 20 characters); bounded in characters so that very long passwords cannot take minutes.
    static let rejectionBudget = 400_000
    /// Characters spent on constructed candidates before giving up.
    static let constructionBudget = 100_000

    init(_ options: PasswordOptions) throws {
        rules = options.rules
        let forbidden = Set(options.forbiddenCharacters)
        pattern = options.pattern.flatMap { $0.isEmpty ? nil : PasswordPattern($0) }

        var available: Set<Character>
        if let rules, rules.restrictsCharacters {
            available = Set()
            for characterClass in rules.allowed + rules.required.flatMap({ $0 }) {
                available.formUnion(characterClass.generatorCharacters)
            }
        } else {
            available = CharacterSets.defaultAlphabet
        }
        if let pattern, pattern.isUnderstood, let patternAlphabet = pattern.alphabet {
            available.formIntersection(patternAlphabet)
            guard !available.isEmpty else {
                throw PasswordError.impossible("the field's pattern allows none of the characters the rules and options allow")
            }
        }
        available.subtract(forbidden)
        guard !available.isEmpty else {
            throw PasswordError.impossible("every allowed character is forbidden")
        }
        alphabet = available.sorted()

        var required: [RequiredSet] = []
        func require(_ name: String, _ characters: Set<Character>) throws {
            let usable = characters.intersection(available)
            guard !usable.isEmpty else {
                throw PasswordError.impossible(
                    "the required \(name) cannot be met: all of its characters are forbidden or excluded by the other "
                        + "constraints")
            }
            required.append(RequiredSet(name: name, characters: usable.sorted(), members: usable))
        }
        for set in options.rules?.required ?? [] {
            let name = "'" + set.map(\.description).joined(separator: ", ") + "'"
            try require(name, set.reduce(into: Set()) { $0.formUnion($1.generatorCharacters) })
        }
        if options.requireDigits { try require("digit", CharacterSets.digits) }
        if options.requireSymbols { try require("symbol", CharacterSets.extensionSymbols) }
        if let pattern, pattern.isUnderstood {
            for set in pattern.requiredSets { try require("character of the field's pattern", set) }
        }
        self.required = required

        let range = try Self.lengthRange(options, pattern: pattern)
        lengthRange = range
        var length = min(max(options.preferredLength, range.lowerBound), range.upperBound)
        let needed = Self.minimumCover(required, alphabet: alphabet)
        if needed > length {
            guard needed <= range.upperBound else {
                throw PasswordError.impossible(
                    "the \(required.count) required character sets need at least \(needed) characters "
                        + "but the password may have at most \(range.upperBound)")
            }
            length = needed
        }
        self.length = length

        maxConsecutive = options.rules?.maxConsecutive
        if let maxConsecutive, alphabet.count == 1, maxConsecutive < length {
            throw PasswordError.impossible(
                "max-consecutive \(maxConsecutive) cannot be met with a single usable character "
                    + "and \(length) characters")
        }
    }

    /// Intersects every source's length bounds, naming the sources when they contradict each other.
    private static func lengthRange(_ options: PasswordOptions, pattern: PasswordPattern?) throws -> ClosedRange<Int> {
        let clamp = { (value: Int) in
            min(max(value, PasswordOptions.extensionLengthRange.lowerBound), PasswordOptions.extensionLengthRange.upperBound)
        }
        if let minimum = options.minLength, let maximum = options.maxLength, clamp(minimum) > clamp(maximum) {
            throw PasswordError.impossible(
                "the minimum length \(clamp(minimum)) is greater than the maximum length \(clamp(maximum))")
        }
        var lower: [(Int, String)] = [(1, "a password")]
        var upper: [(Int, String)] = []
        if let value = options.minLength { lower.append((clamp(value), "the generator options")) }
        if let value = options.maxLength { upper.append((clamp(value), "the generator options")) }
        if let value = options.rules?.minLength { lower.append((value, "the password rules")) }
        if let value = options.rules?.maxLength { upper.append((value, "the password rules")) }
        if let value = options.fieldMinLength, value > 0 { lower.append((value, "the field's minlength")) }
        if let value = options.fieldMaxLength, value >= 0 { upper.append((value, "the field's maxlength")) }
        if let pattern, pattern.isUnderstood {
            if let value = pattern.minLength { lower.append((value, "the field's pattern")) }
            if let value = pattern.maxLength { upper.append((value, "the field's pattern")) }
        }
        // Without any upper bound, the longest the rules could sensibly want.
        upper.append((4_096, "the generator's limit"))
        let (low, lowSource) = lower.max { $0.0 < $1.0 } ?? (1, "")
        let (high, highSource) = upper.min { $0.0 < $1.0 } ?? (4_096, "")
        guard low <= high else {
            throw PasswordError.impossible(
                "the password must have at least \(low) characters (\(lowSource)) "
                    + "but at most \(high) (\(highSource))")
        }
        return low...high
    }

    /// The fewest characters that hit every required set: sets overlap, so one character may cover several.
    private static func minimumCover(_ required: [RequiredSet], alphabet: [Character]) -> Int {
        guard !required.isEmpty else { return 0 }
        guard required.count <= 16 else { return required.count }
        var signatures = Set<Int>()
        for character in alphabet {
            var signature = 0
            for (index, set) in required.enumerated() where set.members.contains(character) {
                signature |= 1 << index
            }
            if signature != 0 { signatures.insert(signature) }
        }
        let full = (1 << required.count) - 1
        var distance = [Int](repeating: Int.max, count: full + 1)
        distance[0] = 0
        var frontier = [0]
        while !frontier.isEmpty {
            var next: [Int] = []
            for mask in frontier {
                for signature in signatures where distance[mask | signature] == Int.max {
                    distance[mask | signature] = distance[mask] + 1
                    next.append(mask | signature)
                }
            }
            frontier = next
        }
        return distance[full] == Int.max ? required.count : distance[full]
    }

    /// Whether `characters` meets every constraint: the generator never returns anything that fails this.
    func accepts(_ characters: [Character]) -> Bool {
        guard lengthRange.contains(characters.count) else { return false }
        for set in required where !characters.contains(where: set.members.contains) { return false }
        if let maxConsecutive, longestRun(in: characters) > maxConsecutive { return false }
        let password = String(characters)
        if let rules, !rules.isSatisfied(by: password) { return false }
        if let pattern, !pattern.matches(password) { return false }
        return true
    }

    func generate<R: RandomNumberGenerator>(using rng: inout R) throws -> String {
        // A pattern of unknown shape may need another length, so spend less at the preferred one.
        let share = pattern.map { $0.isUnderstood } == false ? 20 : 1
        for _ in 0..<max(100, Self.rejectionBudget / length / share) {
            if let candidate = drawUniform(using: &rng), accepts(candidate) { return String(candidate) }
        }
        for _ in 0..<max(50, Self.constructionBudget / length / share) {
            if let candidate = construct(length: length, using: &rng), accepts(candidate) { return String(candidate) }
        }
        if let pattern, !pattern.isUnderstood {
            if let password = searchLengths(using: &rng) { return password }
            throw PasswordError.impossible("no generated password matched the field's pattern")
        }
        throw PasswordError.impossible("the password constraints leave no room for a password")
    }

    /// A uniform candidate, or `nil` as soon as it breaks `max-consecutive`; stopping early rejects exactly the
    /// candidates the full check would, so the accepted ones stay uniform.
    private func drawUniform<R: RandomNumberGenerator>(using rng: inout R) -> [Character]? {
        var candidate: [Character] = []
        candidate.reserveCapacity(length)
        var run = 0
        for _ in 0..<length {
            let character = draw(from: alphabet, using: &rng)
            run = candidate.last == character ? run + 1 : 1
            if let maxConsecutive, run > maxConsecutive { return nil }
            candidate.append(character)
        }
        return candidate
    }

    /// For a pattern whose shape is not understood its length is unknown, so try the other allowed lengths
    /// (up to 64, longest first) before giving up.
    private func searchLengths<R: RandomNumberGenerator>(using rng: inout R) -> String? {
        let longest = min(lengthRange.upperBound, 64)
        guard lengthRange.lowerBound <= longest else { return nil }
        for candidateLength in (lengthRange.lowerBound...longest).reversed() where candidateLength != length {
            for _ in 0..<200 {
                if let candidate = construct(length: candidateLength, using: &rng), accepts(candidate) {
                    return String(candidate)
                }
            }
        }
        return nil
    }

    /// One character from each still-unmet required set, the rest uniform, shuffled uniformly.
    private func construct<R: RandomNumberGenerator>(length: Int, using rng: inout R) -> [Character]? {
        var characters: [Character] = []
        for set in required.shuffled(using: &rng) where !characters.contains(where: set.members.contains) {
            characters.append(draw(from: set.characters, using: &rng))
        }
        guard characters.count <= length else { return nil }
        while characters.count < length { characters.append(draw(from: alphabet, using: &rng)) }
        characters.shuffle(using: &rng)
        if let maxConsecutive { breakRuns(in: &characters, limit: maxConsecutive, using: &rng) }
        return characters
    }

    /// Replaces characters that extend a run beyond `limit` with other alphabet characters, left to right, so
    /// that tiny alphabets with `max-consecutive` still produce candidates; the caller checks the result again.
    private func breakRuns<R: RandomNumberGenerator>(
        in characters: inout [Character], limit: Int, using rng: inout R
    ) {
        guard alphabet.count > 1 else { return }
        var run = 0
        for index in characters.indices {
            run = index > 0 && characters[index] == characters[index - 1] ? run + 1 : 1
            if run > limit {
                // Differing from the previous character ends the run; a run this starts is fixed further on.
                let others = alphabet.filter { $0 != characters[index - 1] }
                characters[index] = draw(from: others, using: &rng)
                run = 1
            }
        }
    }

    private func draw<R: RandomNumberGenerator>(from characters: [Character], using rng: inout R) -> Character {
        characters[Int.random(in: 0..<characters.count, using: &rng)]
    }
}
