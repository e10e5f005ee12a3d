import FormFillModel

/// What a `<select>`'s list of options is, recognised from the options alone.
enum OptionKind: String, Sendable, Hashable {
    case months, futureYears = "future-years", pastYears = "past-years", days, regions, countries, cardBrands = "card-brands"
    case honorifics, dialCodes = "dial-codes", areaCodes = "area-codes"
}

/// Recognises month lists, runs of years, days, US/Canadian regions, countries, card brands, honorifics,
/// telephone country codes and area codes. A placeholder option ("Select…", "--") is tolerated: each test asks
/// for a share of the options, not all of them.
///
/// No clock is consulted (pages are saved and classified years apart): an expiry list is a short ascending run,
/// a birth-year list one that reaches back before 1990 (or a long ascending run); a short run of recent years
/// counted down (a vehicle's model year) is neither.
struct OptionRecognizer: Sendable {
    /// What a list's options rule out, whatever the select's words say; only a list of at least two real options
    /// (placeholders aside) rules anything out.
    struct Facts: OptionSet, Sendable {
        let rawValue: UInt8
        /// No option is a card brand: a "Card type" select of membership levels or of credit and debit is no
        /// payment card's brand list.
        static let noCardBrand = Facts(rawValue: 1)
        /// The options are numbers (``namesNoPlace(_:)``): amounts, sizes, quantities, years ("500万円",
        /// "$1,000", "1990"), which name no place.
        static let noPlace = Facts(rawValue: 2)
    }

    /// The facts of one list (``Facts``).
    func facts(_ options: [SelectOption]) -> Facts {
        let real = options.filter { !Self.isPlaceholder($0) }
        guard real.count >= 2 else { return [] }
        var facts: Facts = []
        if !real.contains(where: { Self.isCardBrand(text: $0.text ?? "", value: Self.plainValue($0)) }) {
            facts.insert(.noCardBrand)
        }
        if Self.namesNoPlace(real) { facts.insert(.noPlace) }
        return facts
    }

    /// Whether real options are numbers: each option's text has at least as many digits as letters ("500万円",
    /// "$1,000", "2.5", "1990"), but for one end of a range among three or more ("No limit", "上限なし"). A
    /// country's, a region's or a town's name is mostly letters, even numbered ("75 - Paris"), so such a list
    /// names no place, whatever the select's words say (a price range's `landPriceMin`, where "Land" is German
    /// for the country).
    private static func namesNoPlace(_ real: [SelectOption]) -> Bool {
        let numbers = real.filter { option in
            var digits = 0, letters = 0
            for c in option.text ?? "" {
                if c.isNumber { digits += 1 } else if c.isLetter { letters += 1 }
            }
            return digits > 0 && digits >= letters
        }.count
        return numbers == real.count || (numbers >= 3 && numbers == real.count - 1)
    }

    /// Whether an option names a card brand, by its text or its value (``plainValue(_:)``).
    private static func isCardBrand(text: String, value: String) -> Bool {
        OptionTables.cardBrands.contains(text) || OptionTables.cardBrands.contains(value)
    }

    /// An option's value as the tables hold it: lowercase, without white space.
    private static func plainValue(_ option: SelectOption) -> String {
        option.value.lowercased().filter { !$0.isWhitespace }
    }

    func recognise(_ options: [SelectOption]) -> OptionKind? {
        let real = options.filter { !Self.isPlaceholder($0) }
        guard real.count >= 2 else { return nil }
        let texts = real.map { $0.text ?? "" }
        let values = real.map(Self.plainValue)
        func share(_ test: (Int) -> Bool) -> Double {
            Double(real.indices.filter(test).count) / Double(real.count)
        }

        if (12...13).contains(real.count), isMonthList(texts: texts, values: values) { return .months }
        // Days 1 to 28–31, after at most one option that names the list ("Day", "DD") without a placeholder's value.
        // Before the years: "01" to "31" would read as the two-digit years 2001 to 2031.
        if (28...32).contains(real.count) {
            let numbers = texts.compactMap { Int($0) }
            if (28...31).contains(numbers.count), real.count - numbers.count <= 1, Int(texts[0]) == nil || numbers.count == real.count,
               numbers.first == 1, numbers.last == numbers.count { return .days }
        }
        if let years = yearRun(texts: texts, values: values) { return years }
        let brands = real.indices.filter { Self.isCardBrand(text: texts[$0], value: values[$0]) }.count
        let brand = Double(brands) / Double(real.count)
        // A payment-method list names the brands among other ways to pay (PayPal, cheque, gift certificate).
        if real.count <= 12, brand >= 0.6 || (brands >= 3 && brand >= 0.3) { return .cardBrands }
        // Each share is counted only when the list's length allows its kind (a page's many short selects need
        // no region or dial-code walk).
        if real.count <= 12,
           share({ OptionTables.honorifics.contains(texts[$0]) || OptionTables.honorifics.contains(values[$0]) }) >= 0.6 {
            return .honorifics
        }
        // A phone's area codes (Korea's mobile 010, 011, 016…; Japan's 090, 080, 070): short numbers that all start
        // with the trunk prefix 0 (months "01"–"12" and days are read above; other numbered lists do not all start so).
        if (3...60).contains(real.count), texts.allSatisfy(Self.isAreaCode) { return .areaCodes }
        if (8...80).contains(real.count), share({ Self.isRegion(text: texts[$0], value: values[$0]) }) >= 0.5 { return .regions }
        if real.count >= 5,
           share({ texts[$0].hasPrefix("+") || values[$0].hasPrefix("+") || texts[$0].hasSuffix("+\(values[$0])")
               || Self.endsWithDialCode(text: texts[$0], value: values[$0]) }) >= 0.6 {
            return .dialCodes
        }
        let hasManyCountries = real.indices.filter { OptionTables.countryNames.contains(texts[$0]) }.count
        guard real.count >= 20 || hasManyCountries >= 3 else { return nil }
        let country = share {
            OptionTables.countryNames.contains(texts[$0]) || OptionTables.countryNames.contains(values[$0])
                || (OptionTables.countryCodes.contains(values[$0].uppercased()) && texts[$0].count > 2)
        }
        if real.count >= 20, country >= 0.5 { return .countries }
        if hasManyCountries >= 3, country >= 0.3 { return .countries }
        return nil
    }

    /// Whether an option's text ends in a dial code after a flag or a country's name ("🇬🇧 +44", "United Kingdom
    /// (+44)", written by the token without spaces or punctuation: "🇬🇧44", "unitedkingdom44": one to four
    /// digits after something else) and its value is a country's code (`GB`) or that dial code itself, a country's
    /// calling code (`44`).
    static func endsWithDialCode(text: String, value: String) -> Bool {
        let digits = text.reversed().prefix { $0.isASCII && $0.isNumber }
        guard (1...4).contains(digits.count), digits.count < text.count else { return false }
        return (value.count == 2 && OptionTables.countryCodes.contains(value.uppercased()))
            || (String(digits.reversed()) == value && OptionTables.callingCodes.contains(value))
    }

    /// Whether an option's text is an area code written with its trunk prefix: two to four digits, the first 0.
    private static func isAreaCode(_ text: String) -> Bool {
        let bytes = text.utf8
        return (2...4).contains(bytes.count) && bytes.first == UInt8(ascii: "0")
            && bytes.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Builds the option tables ahead of the first select (see ``Classifier/prepare()``).
    static func prepare() {
        _ = (OptionTables.countryNames, OptionTables.countryCodes, OptionTables.cardBrands)
        _ = (regionNames, allRegionNames, regionNamesByLast)
    }

    /// Region names by lowercase code.
    private static let regionNames: [String: [String]] = Dictionary(
        OptionTables.regions.map { ($0.code.lowercased(), $0.names) }, uniquingKeysWith: { a, _ in a })
    private static let allRegionNames: Set<String> = Set(OptionTables.regions.flatMap(\.names))
    /// Region names by their last character: a text can only end with a name that ends like it.
    private static let regionNamesByLast: [Character: [String]] = Dictionary(
        OptionTables.regions.flatMap(\.names).compactMap { name in name.last.map { ($0, [name]) } }, uniquingKeysWith: +)

    /// A US state or Canadian province by name, by code with its name ("AZ - Arizona"), or by code alone.
    static func isRegion(text: String, value: String) -> Bool {
        if let names = regionNames[value] {
            return text == value || names.contains { text.contains($0) || $0.hasPrefix(text) }
        }
        if let names = regionNames[text] { return value.isEmpty || names.contains(value) || value == text }
        if allRegionNames.contains(text) || allRegionNames.contains(value) { return true }
        guard let last = text.last, let endingLikeIt = regionNamesByLast[last] else { return false }
        let length = text.count
        return endingLikeIt.contains { length > $0.count && text.hasSuffix($0) }
    }

    static func isPlaceholder(_ option: SelectOption) -> Bool {
        let text = option.text ?? ""
        return option.value.isEmpty || text.isEmpty || option.value == "-1" || option.value == "0" && Int(text) == nil
            || placeholderStarts.contains { text.hasPrefix($0) }
    }

    /// How a placeholder option's text starts ("Select…", "Please choose"): the word files' list
    /// `option-placeholders`, written as the token writes option texts (see ``OptionTables/tokenText(_:)``).
    private static let placeholderStarts = WordTables.bundled.list(.optionPlaceholders).map(\.display)

    private func isMonthList(texts: [String], values: [String]) -> Bool {
        let numbers = values.compactMap { Int($0) }
        if numbers.count >= 12, Set(numbers).isSuperset(of: 1...12) { return true }
        let textNumbers = texts.compactMap { Int($0.prefix(2).filter(\.isNumber)) }
        if textNumbers.count >= 12, Set(textNumbers).isSuperset(of: 1...12) { return true }
        for list in OptionTables.months {
            let hits = texts.filter { text in list.contains { text.hasPrefix($0) || text.hasSuffix($0) } }.count
            if hits >= 11 { return true }
        }
        return false
    }

    /// A list holding a year before this one is a list of birth (or other past) years.
    static let pastOnly = 1990

    private func yearRun(texts: [String], values: [String]) -> OptionKind? {
        let years = zip(texts, values).compactMap { text, value -> Int? in
            if let v = Int(value), (1900...2100).contains(v) { return v }
            if let t = Int(text), (1900...2100).contains(t) { return t }
            // Two digits ("26"); "1x", "2x" count payments.
            if let v = Int(value), (0...99).contains(v), text.count == 2, text.allSatisfy({ $0.isASCII && $0.isNumber }) { return 2000 + v }
            return nil
        }
        guard years.count >= 3, Double(years.count) >= 0.8 * Double(texts.count) else { return nil }
        // Years long past are nobody's card expiry, whatever the order.
        if let oldest = years.min(), oldest < Self.pastOnly { return .pastYears }
        let steps = zip(years, years.dropFirst()).map { $1 - $0 }
        guard Set(steps).count == 1, abs(steps[0]) == 1 else { return nil }
        // Birth years run up from long ago (or down to it: above); a long run upwards that starts this century
        // is an expiry list that looks far ahead (2016 to 2051).
        let ascending = steps.first == 1
        if ascending { return years.count <= 25 || years[0] >= 2000 ? .futureYears : .pastYears }
        // Counted down from now without reaching back to ``pastOnly``: a vehicle's model year, a year of purchase
        // or of graduation, nobody's birth year (a birth-year list reaches back further, caught above).
        return nil
    }
}
