import FormFillSupport

/// A box's `pattern` attribute, for telling whether it accepts a value as a browser's constraint validation
/// would (the whole value must match), in bounded time whatever the page writes.
///
/// A backtracking engine takes exponential time on a repeated group that holds a repetition or a choice
/// (`(a+)+b`, `(\w+\s?)*$`, `(a|a)*`) and on back-references; a page could stall the collector with one. Such
/// patterns, and values longer than ``longestValue``, are not evaluated: ``accepts(_:)`` answers nil, which callers
/// read as "cannot tell" (the box is taken as valid, the value as stored).
package struct HTMLPattern {
    /// The longest value evaluated.
    package static let longestValue = 128

    private let expression: Regex<AnyRegexOutput>

    /// The pattern, nil when it does not compile (a browser ignores it then) or could take exponential time.
    package init?(_ pattern: String) {
        guard !pattern.isEmpty, PatternComplexity.isBounded(pattern), let expression = try? Regex("^(?:" + pattern + ")$") else { return nil }
        self.expression = expression
    }

    /// Whether the whole value matches; nil when it is too long to evaluate.
    package func accepts(_ value: String) -> Bool? {
        guard value.utf8.count <= Self.longestValue else { return nil }
        return (try? expression.wholeMatch(in: value)) != nil
    }
}
