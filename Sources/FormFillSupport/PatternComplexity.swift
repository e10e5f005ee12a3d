/// Whether a regular expression a page wrote (an HTML `pattern`) can be run on a short value in bounded time.
///
/// A backtracking engine (Swift's `Regex`, ICU's `NSRegularExpression`) takes exponential time on a repeated group
/// that holds a repetition or a choice (`(a+)+b`, `(\w+\s?)*$`, `(a|a)*`) and on back-references: a page could
/// stall the collector, or the password generator that tries candidates against the pattern, with one.
package enum PatternComplexity {
    /// Whether no group repeated without a small bound (`*`, `+`, `{n,}`, `{n,m}` with m over 10) holds a
    /// repetition or a choice, and there is no back-reference: backtracking over the value then stays polynomial.
    package static func isBounded(_ pattern: String) -> Bool {
        let characters = Array(pattern.unicodeScalars)
        // For each open group: whether it holds a repetition or a choice so far.
        var groups: [Bool] = []
        var i = 0
        func quantifier(at j: Int) -> (length: Int, unbounded: Bool)? {
            guard j < characters.count else { return nil }
            switch characters[j] {
            case "*", "+": return (1, true)
            case "?": return (1, false)
            case "{":
                var k = j + 1, text = ""
                while k < characters.count, characters[k] != "}" { text.unicodeScalars.append(characters[k]); k += 1 }
                guard k < characters.count else { return nil }
                let bounds = text.split(separator: ",", omittingEmptySubsequences: false)
                guard (1...2).contains(bounds.count), bounds.allSatisfy({ $0.allSatisfy(\.isNumber) }), !bounds[0].isEmpty else { return nil }
                let most = bounds.count == 1 ? Int(bounds[0]) : (bounds[1].isEmpty ? nil : Int(bounds[1]))
                return (k - j + 1, most.map { $0 > 10 } ?? true)
            default: return nil
            }
        }
        while i < characters.count {
            let c = characters[i]
            switch c {
            case "\\":
                // A back-reference (`\1`, `\k<name>`) makes matching exponential.
                if i + 1 < characters.count, characters[i + 1].properties.numericType != nil && characters[i + 1] != "0" || characters[i + 1] == "k" {
                    return false
                }
                i += 2
                if let q = quantifier(at: i) { if !groups.isEmpty { groups[groups.count - 1] = true }; i += q.length }
                continue
            case "[":
                // A class: up to its unescaped `]` (a `]` first in it is a character).
                var k = i + 1
                if k < characters.count, characters[k] == "^" { k += 1 }
                if k < characters.count, characters[k] == "]" { k += 1 }
                while k < characters.count, characters[k] != "]" { k += characters[k] == "\\" ? 2 : 1 }
                i = k + 1
            case "(":
                groups.append(false)
                i += 1
                continue
            case ")":
                let holds = groups.popLast() ?? false
                i += 1
                if let q = quantifier(at: i) {
                    if q.unbounded && holds { return false }
                    i += q.length
                    if !groups.isEmpty { groups[groups.count - 1] = true }
                } else if holds, !groups.isEmpty {
                    groups[groups.count - 1] = true
                }
                continue
            case "|":
                if !groups.isEmpty { groups[groups.count - 1] = true }
                i += 1
                continue
            default:
                i += 1
            }
            if let q = quantifier(at: i) {
                if !groups.isEmpty { groups[groups.count - 1] = true }
                i += q.length
            }
        }
        return true
    }
}
