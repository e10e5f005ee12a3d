/// Generates passwords that meet ``PasswordOptions`` exactly, or fails with a ``PasswordError``.
///
/// Guarantees:
/// - every character is drawn uniformly from the alphabet with `Int.random(in:using:)` (unbiased) from the
///   system CSPRNG, unless a generator is injected;
/// - the result is drawn uniformly from all passwords of the chosen length over the alphabet that meet every
///   constraint (rejection sampling), so required characters land at uniformly random positions and
///   `max-consecutive` only removes the forbidden strings; only when the constraints are so tight that thousands
///   of uniform draws miss does the generator construct a candidate instead (one character from each required
///   set, the rest uniform, a Fisher–Yates shuffle), which is still checked against every constraint;
/// - rules that cannot all be met are an error, never a weaker password.
public enum PasswordGenerator {
    /// Generates one password with the system CSPRNG.
    public static func generate(_ options: PasswordOptions = PasswordOptions()) throws -> String {
        var rng = SystemRandomNumberGenerator()
        return try generate(options, using: &rng)
    }

    /// Generates one password with `rng`; tests inject a seeded generator, production code uses the system one.
    public static func generate<R: RandomNumberGenerator>(_ options: PasswordOptions, using rng: inout R) throws
        -> String
    {
        try PasswordPolicy(options).generate(using: &rng)
    }

    /// Checks that `options` can be met without generating anything, so callers can report impossible rules early.
    public static func validate(_ options: PasswordOptions) throws {
        _ = try PasswordPolicy(options)
    }
}
