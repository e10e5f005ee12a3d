import Foundation
import FormFillModel

/// Compares texts the way select options are stored in the token: lowercased, with whitespace and
/// punctuation removed. Diacritics are folded too, so `Österreich` meets `osterreich`.
package enum OptionText {
    package static func normalize(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive],
                                  locale: Locale(identifier: "en_US_POSIX")).lowercased()
        return String(String.UnicodeScalarView(folded.unicodeScalars.filter {
            !CharacterSet.whitespacesAndNewlines.contains($0) && !CharacterSet.punctuationCharacters.contains($0)
                && !CharacterSet.symbols.contains($0)
        }))
    }
}

/// Finds the option of a select that stands for a value, given the ways that value can be written.
package enum OptionMatcher {
    /// The first option whose value or text equals one of `candidates` (normalized), trying candidates in
    /// order of preference. Empty candidates and placeholder options with an empty value never match.
    package static func option(in options: [SelectOption], matching candidates: [String]) -> SelectOption? {
        let normalizedOptions = options.filter { !$0.value.isEmpty || $0.text != nil }
            .map { (option: $0, value: OptionText.normalize($0.value), text: $0.text.map(OptionText.normalize) ?? "") }
        for candidate in candidates.map(OptionText.normalize) where !candidate.isEmpty {
            if let hit = normalizedOptions.first(where: { $0.value == candidate || $0.text == candidate }) {
                return hit.option
            }
        }
        return nil
    }

    /// Like ``option(in:matching:)``, then falls back to an option whose text starts with a candidate of at
    /// least `minimumPrefix` characters (`unitedstatesofamerica` for `unitedstates`).
    package static func option(in options: [SelectOption], matching candidates: [String],
                              orPrefixOfAtLeast minimumPrefix: Int) -> SelectOption? {
        if let exact = option(in: options, matching: candidates) { return exact }
        for candidate in candidates.map(OptionText.normalize) where candidate.count >= minimumPrefix {
            if let hit = options.first(where: { ($0.text.map(OptionText.normalize) ?? "").hasPrefix(candidate) }) {
                return hit
            }
        }
        return nil
    }

    /// The first option whose text writes a name and its code side by side, in either order: "Arizona (AZ)",
    /// "AZ - Arizona", "United States [US]" (the token keeps an option's text normalized, `arizonaaz`, so the
    /// text is compared with each name followed by each code and the other way round). A fallback after
    /// ``option(in:matching:)``.
    package static func option(in options: [SelectOption], pairing names: [String], with codes: [String]) -> SelectOption? {
        let names = names.map(OptionText.normalize).filter { !$0.isEmpty }
        let codes = codes.map(OptionText.normalize).filter { !$0.isEmpty }
        return options.first { option in
            guard let text = option.text.map(OptionText.normalize), !text.isEmpty else { return false }
            return names.contains { name in codes.contains { text == name + $0 || text == $0 + name } }
        }
    }

    /// The option standing for a number (a day, a year): by its value or text read as a number.
    /// Two-digit years are read in the 2000s when `twoDigitYears` is set.
    package static func option(in options: [SelectOption], number: Int, twoDigitYears: Bool = false) -> SelectOption? {
        func read(_ s: String?) -> Int? {
            guard let s else { return nil }
            let digits = s.filter(\.isASCIIDigit)
            guard !digits.isEmpty, digits.count == OptionText.normalize(s).count, let n = Int(digits) else { return nil }
            return twoDigitYears && digits.count == 2 ? 2000 + n : n
        }
        return options.first { read($0.value) == number } ?? options.first { read($0.text) == number }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
