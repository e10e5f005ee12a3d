/// Card-number rules: the digits-only form and the Luhn check.
package enum CardNumber {
    /// The digits of a number typed with spaces or dashes (`4111 1111-1111 1111`), or nil when anything
    /// else is in it or the length is outside 12…19 digits (ISO/IEC 7812).
    package static func normalize(_ text: String) -> String? {
        let digits = text.filter { $0 != " " && $0 != "-" }
        guard (12...19).contains(digits.count), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return digits
    }

    /// Whether a digits-only number passes the Luhn checksum.
    package static func passesLuhn(_ digits: String) -> Bool {
        var sum = 0
        for (offset, character) in digits.reversed().enumerated() {
            guard let d = character.wholeNumberValue else { return false }
            sum += offset % 2 == 1 ? (d * 2 > 9 ? d * 2 - 9 : d * 2) : d
        }
        return !digits.isEmpty && sum % 10 == 0
    }
}
