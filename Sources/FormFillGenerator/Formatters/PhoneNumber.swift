import Foundation
import FormFillModel

/// A phone number read from what the user stored (`+1 415 555 0134`, `(415) 555-0134`, `0044 20 7946 0958`)
/// and written for the boxes a page has: whole, national, country code, area code, local prefix and suffix.
package struct PhoneNumber: Sendable, Hashable {
    /// As stored, for a single `tel` field.
    package var original: String
    /// The calling code without `+` (`1`), nil when neither the number nor the country says.
    package var countryCode: String?
    /// The national significant number, digits only (`4155550134`; `312345678` for Japan's "03-1234-5678": the
    /// trunk prefix dialled at home is no digit of the number).
    package var national: String

    /// The national number's groups as the user wrote them, digits between spaces, hyphens, dots, slashes or
    /// brackets, without the calling code ("+44 20 7946 0958": `20`, `7946`, `0958`; "03-1234-5678": `03`,
    /// `1234`, `5678`); a North American number's are its area code, prefix and suffix however it is written.
    /// Empty when the groups do not make up the national number.
    package var groups: [String]

    /// The ``groups`` as the number is dialled at home: the number of a country whose numbers are dialled at home
    /// with the trunk prefix 0 before the area code gets it back (`+81 3 1234 5678` and `03-1234-5678`: `03`,
    /// `1234`, `5678`; `+44 20 …`: `020`); one of a country that dials none (the North American plan, Italy,
    /// Spain, …) is as written.
    package var homeGroups: [String]

    /// Reads a stored number; `defaultCountry` (alpha-2) supplies the calling code of a number without one.
    package init(_ raw: String, defaultCountry: String? = nil) {
        original = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        let international = original.hasPrefix("+") || original.filter(\.isASCIIDigit).hasPrefix("00")
        // "+44 (0)20 7946 0958": the bracketed 0 is the trunk prefix dialled at home, no digit of the number.
        let written = international ? original.replacingOccurrences(of: "(0)", with: " ") : original
        var runs = written.split(whereSeparator: { !$0.isASCIIDigit }).map(String.init)
        var digits = runs.joined()
        if digits.hasPrefix("00") && !original.hasPrefix("+") { digits.removeFirst(2); runs[0].removeFirst(min(2, runs[0].count)) }
        let defaultCode = defaultCountry.flatMap { Countries.find($0)?.callingCode }
        if international, let code = Self.callingCode(prefixing: digits) {
            countryCode = code
            national = String(digits.dropFirst(code.count))
            if let first = runs.first, first.hasPrefix(code) { runs[0] = String(first.dropFirst(code.count)) }
        } else {
            countryCode = defaultCode
            // A North American number written with its leading 1.
            if defaultCode == "1", digits.count == 11, digits.hasPrefix("1") { digits.removeFirst(); runs.removeFirst() }
            // A number written as dialled at home with the trunk prefix 0 ("03-1234-5678" in Japan).
            if let code = defaultCode, Self.trunkZeroCodes.contains(code), digits.count > 1, digits.hasPrefix("0"), let first = runs.first {
                digits.removeFirst()
                runs[0] = String(first.dropFirst())
            }
            national = digits
        }
        runs.removeAll { $0.isEmpty }
        if countryCode == "1" && national.count == 10 {
            groups = DigitSplitter.split(national, maxLengths: [3, 3, 4])
        } else {
            groups = runs.joined() == national ? runs : []
        }
        homeGroups = groups
        if let first = groups.first { homeGroups[0] = Self.dialledAtHome(first, countryCode: countryCode) }
    }

    /// The calling codes of countries whose numbers, mobile ones too, are dialled at home with the trunk prefix 0
    /// before the area code, and whose forms ask the area code so (Japan's `03` and `090`, Korea's `010`, the United
    /// Kingdom's `020` and `07700`, …). Not Brazil's or Argentina's, whose forms ask the area code without it, nor
    /// China's or India's, whose mobile numbers take none, nor Hong Kong's, which has no area codes.
    private static let trunkZeroCodes: Set<String> = [
        "81", "82", "886", "44", "49", "33", "31", "32", "43", "41", "353", "46", "358", "61", "64",
        "62", "60", "66", "63", "84", "90", "972", "27",
    ]

    /// The national number as dialled at home: with the trunk prefix 0 of a country whose numbers are dialled so
    /// (`0312345678` for `+81 3 1234 5678`), else ``national``.
    package var nationalAtHome: String { Self.dialledAtHome(national, countryCode: countryCode) }

    /// Digits that start a national number, with the trunk prefix 0 before them where the country dials one.
    private static func dialledAtHome(_ digits: String, countryCode: String?) -> String {
        guard let countryCode, trunkZeroCodes.contains(countryCode), !digits.isEmpty, !digits.hasPrefix("0") else { return digits }
        return "0" + digits
    }

    /// `+1`.
    package var internationalCode: String? { countryCode.map { "+" + $0 } }
    /// `+14155550134`, or the national number when the country code is unknown.
    package var e164: String { (internationalCode ?? "") + national }

    /// Whether the number follows the North American plan (area code 3, prefix 3, suffix 4).
    package var isNorthAmerican: Bool { countryCode == "1" && national.count == 10 }

    /// Area code, local prefix and local suffix: a North American number's 3-3-4; another number's three
    /// ``groups`` (how long an area code or a prefix is varies by country and by area, so the digits alone do not
    /// say where a part ends); nil for a number written in fewer or more groups.
    /// `atHome`: as dialled at home (``homeGroups``), for boxes without a country code beside them.
    package func parts(atHome: Bool = false) -> (area: String, prefix: String, suffix: String)? {
        let groups = atHome ? homeGroups : groups
        return groups.count == 3 ? (groups[0], groups[1], groups[2]) : nil
    }

    /// Area code and local number: the first of the ``groups`` and the rest; nil for a number written in one group.
    /// `atHome`: as dialled at home (``homeGroups``).
    package func areaAndLocal(atHome: Bool = false) -> (area: String, local: String)? {
        let groups = atHome ? homeGroups : groups
        return groups.count >= 2 ? (groups[0], groups.dropFirst().joined()) : nil
    }

    /// The number over boxes of these lengths (several short boxes the page gives one number): its ``groups``
    /// when there are as many (for two boxes, the area code and the rest), after the country code when the
    /// boxes have room for it too; else its national digits cut by the boxes' lengths when every box has one and
    /// they add up to the number exactly; nil when nothing says where the parts end. Without the country code, the
    /// parts are as dialled at home (``homeGroups``).
    package func split(over maxLengths: [Int?]) -> [String]? {
        let count = maxLengths.count
        var candidates: [[String]] = []
        for lead in [[], countryCode.map { [$0] } ?? []] where count > lead.count {
            let (rest, atHome) = (count - lead.count, lead.isEmpty)
            if groups.count == rest { candidates.append(lead + (atHome ? homeGroups : groups)) }
            if rest == 2, let pair = areaAndLocal(atHome: atHome) { candidates.append(lead + [pair.area, pair.local]) }
        }
        let fits = { (chunks: [String]) in zip(chunks, maxLengths).allSatisfy { $1 == nil || $0.count <= $1! } }
        if let chunks = candidates.first(where: fits) { return chunks }
        let lengths = maxLengths.compactMap { $0 }
        guard lengths.count == count, lengths.reduce(0, +) == national.count else { return nil }
        return DigitSplitter.split(national, maxLengths: maxLengths)
    }

    /// The whole number for a `tel` field: in the format its placeholder shows when there is one that fits
    /// (``PhonePattern``: "555-555-5555" takes `415-555-0134`), else as stored when it fits, else
    /// `+14155550134`, else the national number. With `nationalOnly` (the page has a separate country-code box)
    /// the national number, in the placeholder's format when it shows one for it.
    package func whole(maxLength: Int?, nationalOnly: Bool = false, pattern: PhonePattern? = nil) -> String {
        let fits = { (candidate: String) in maxLength.map { candidate.count <= $0 } ?? true }
        if let formatted = pattern?.format(self, nationalOnly: nationalOnly), fits(formatted) { return formatted }
        if nationalOnly { return national }
        for candidate in [original, e164, nationalAtHome] where fits(candidate) {
            return candidate
        }
        return nationalAtHome
    }

    /// The number's groups joined as pages' `pattern`s ask for them, for such a pattern to choose among
    /// (``IdentityFiller``): as dialled at home with hyphens, spaces or dots (`415-555-0134`, `03-1234-5678`,
    /// `020 7946 0958`), a bracketed area code (`(415) 555-0134`, `(020) 7946 0958`), and, unless `nationalOnly`
    /// (a country-code box beside it), after the calling code (`+44 20 7946 0958`, `+44-20-7946-0958`). Empty
    /// for a number written in one group.
    package func groupedWritings(nationalOnly: Bool) -> [String] {
        var out: [String] = []
        let home = nationalOnly ? groups : homeGroups
        guard home.count >= 2 else { return [] }
        for separator in ["-", " ", "."] { out.append(home.joined(separator: separator)) }
        out.append("(\(home[0])) " + home.dropFirst().joined(separator: "-"))
        out.append("(\(home[0])) " + home.dropFirst().joined(separator: " "))
        if !nationalOnly, let code = internationalCode, groups.count >= 2 {
            for separator in [" ", "-", "."] { out.append(code + separator + groups.joined(separator: separator)) }
        }
        return out
    }

    /// The option of a country-code select: `+1`, `1`, `001`, the country's codes or names.
    package func countryCodeOption(in options: [SelectOption], country: String?) -> SelectOption? {
        guard let countryCode else { return nil }
        var candidates = ["+" + countryCode, countryCode, "00" + countryCode]
        let stated = country.flatMap(Countries.find)
        let named = stated?.callingCode == countryCode ? stated : Country.all.first { $0.callingCode == countryCode }
        if let named {
            candidates += named.allNames
            candidates += [named.alpha2 + countryCode, named.englishName + countryCode]
        }
        return OptionMatcher.option(in: options, matching: candidates, orPrefixOfAtLeast: 5)
    }

    private static let callingCodes: Set<String> = Set(Country.all.map(\.callingCode))

    private static func callingCode(prefixing digits: String) -> String? {
        (1...3).lazy.map { String(digits.prefix($0)) }.first { callingCodes.contains($0) }
    }
}

/// A phone number's format as a placeholder shows it: digit slots (a digit, `x`, `X`, `#`, `_`) and the marks
/// between them (`(`, `)`, `-`, `.`, `/`, space, a leading `+`): "555-555-5555", "(XXX) XXX-XXXX", "+1 (###)
/// ###-####". A number is written into the slots when their count is that of its national number, or, after a
/// `+`, of its calling code and national number; else the pattern says nothing of it. A placeholder with other
/// characters ("e.g. your mobile", "Phone") is no pattern.
package struct PhonePattern: Sendable, Hashable {
    /// The pattern with each slot as `#`.
    let template: [Character]
    let slots: Int

    /// Fewest slots a phone pattern has.
    static let fewestSlots = 7

    package init?(_ text: String?) {
        guard let text else { return nil }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        var template: [Character] = []
        var slots = 0
        for (k, c) in trimmed.enumerated() {
            if c.isASCIIDigit || "xX#_".contains(c) {
                template.append("#"); slots += 1
            } else if "()-./ ".contains(c) || (c == "+" && k == 0) {
                template.append(c)
            } else {
                return nil
            }
        }
        guard slots >= Self.fewestSlots, slots <= 15 else { return nil }
        (self.template, self.slots) = (template, slots)
    }

    /// The number in this format, nil when the slots fit neither its national number (as dialled at home, unless
    /// `nationalOnly`: `03-1234-5678`) nor, after a leading `+`, its calling code and national number (and, with
    /// `nationalOnly`, not the national number).
    package func format(_ number: PhoneNumber, nationalOnly: Bool) -> String? {
        let digits: String
        if !nationalOnly, template.first != "+", slots == number.nationalAtHome.count {
            digits = number.nationalAtHome
        } else if slots == number.national.count {
            digits = number.national
        } else if !nationalOnly, template.first == "+", let code = number.countryCode, slots == code.count + number.national.count {
            digits = code + number.national
        } else {
            return nil
        }
        var next = digits.makeIterator()
        return String(template.map { $0 == "#" ? next.next()! : $0 })
    }
}

