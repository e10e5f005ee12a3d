import FormFillModel

/// Splits a digit string across several inputs by their maxlength: the card number in 4 × 4 boxes (or
/// 4-6-5 for American Express), a phone number in area code, prefix and suffix.
package enum DigitSplitter {
    /// One chunk per field, in order. A field without a maxlength takes `defaultChunk` digits; the last field
    /// takes whatever is left, so no digit is lost. Fields after the digits run out get an empty chunk.
    package static func split(_ digits: String, maxLengths: [Int?], defaultChunk: Int = 4) -> [String] {
        var rest = Substring(digits)
        var chunks: [String] = []
        for (index, maxLength) in maxLengths.enumerated() {
            if index == maxLengths.count - 1 {
                chunks.append(String(rest))
            } else {
                let take = max(0, maxLength ?? defaultChunk)
                chunks.append(String(rest.prefix(take)))
                rest = rest.dropFirst(take)
            }
        }
        return chunks
    }
}

/// Card brands: how a card-type select or text field names them.
package enum CardBrand {
    /// Names and codes a page may use for a brand, normalized (`americanexpress`, `amex`, `ax`, …).
    package static func names(of brand: String) -> [String] {
        let key = OptionText.normalize(brand)
        for names in CardBrandNames.families where names.contains(key) { return names }
        return [key]
    }

    /// The brand's display name for a text field (`Visa`, `Mastercard`, `American Express`).
    package static func displayName(of brand: String) -> String {
        let names = self.names(of: brand)
        return CardBrandNames.displayNames[names.first ?? ""] ?? brand
    }

    /// The option of a card-type select for a brand.
    package static func option(in options: [SelectOption], brand: String) -> SelectOption? {
        OptionMatcher.option(in: options, matching: names(of: brand), orPrefixOfAtLeast: 4)
    }

    /// The brand of a card number from its prefix (IIN ranges), for items that don't store it.
    package static func detect(number: String) -> String? {
        let digits = number.filter(\.isASCIIDigit)
        func starts(_ range: ClosedRange<Int>, _ length: Int) -> Bool {
            guard digits.count >= length, let n = Int(digits.prefix(length)) else { return false }
            return range.contains(n)
        }
        if starts(34...34, 2) || starts(37...37, 2) { return "amex" }
        if starts(51...55, 2) || starts(2221...2720, 4) { return "mastercard" }
        if starts(4...4, 1) { return "visa" }
        if starts(6011...6011, 4) || starts(65...65, 2) || starts(644...649, 3) { return "discover" }
        if starts(3528...3589, 4) { return "jcb" }
        if starts(300...305, 3) || starts(36...36, 2) || starts(38...39, 2) { return "diners" }
        if starts(62...62, 2) { return "unionpay" }
        if starts(50...50, 2) || starts(56...69, 2) { return "maestro" }
        return nil
    }
}

/// Splits a person's name written as one string (`Wile E Coyote`) into given, middle and family names.
package enum NameSplitter {
    package static func split(_ fullName: String) -> (given: String, middle: String, family: String) {
        let words = fullName.split(whereSeparator: \.isWhitespace).map(String.init)
        switch words.count {
        case 0: return ("", "", "")
        case 1: return (words[0], "", "")
        default: return (words[0], words.dropFirst().dropLast().joined(separator: " "), words[words.count - 1])
        }
    }
}
