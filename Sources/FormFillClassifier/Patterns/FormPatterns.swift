import FormFillModel

/// Words that tell what a form is for (from the form's name, id and action, its buttons and its fields'
/// labels) and words that mark a field that must never be filled.
enum FormPatterns {
    static let signIn = words(.signIn)
    static let signUp = words(.signUp)
    static let changePassword = words(.changePassword)
    static let search = words(.search)
    /// A newsletter's words and hints ("updates", "offers"), as a form's kind reads them.
    static let newsletter = WordList(WordTables.bundled.list(.newsletter) + WordTables.bundled.list(.newsletterHints))
    /// Words that name a newsletter outright ("newsletter", "subscribe", "Newsletter abonnieren"), without the hints.
    static let newsletterNamed = words(.newsletter)
    static let passwordRecovery = words(.passwordRecovery)
    static let captcha = words(.captcha)
    /// A gift card, a voucher, a coupon or a promo code: money or a discount, not an account.
    static let storedValue = words(.storedValue)
    /// What a box may hold that is no account: a stored value, an order's, a parcel's or a booking's reference,
    /// an amount of money or a quantity (the three lists as one, so that a box's words are read once).
    static let somethingElse = WordList([WordListName.storedValue, .orderReference, .amount]
        .flatMap { WordTables.bundled.list($0) })

    /// Whether a box's own words (label, name, id; not the text around) say it holds something else than an
    /// account: a gift card, a voucher, a coupon, a promo code, an order's or a parcel's reference, an amount.
    static func namesSomethingElseThanAnAccount(_ s: FieldState) -> Bool {
        s.mentions(somethingElse, neighbours: false) != nil
    }
    /// A code sent by text message, e-mail or call, and an authenticator app's (``Exclusions``).
    static let codeSent = words(.codeSent), codeFromApp = words(.codeFromApp)
    /// Words that say something was sent ("sent", "emailed", "enviado").
    static let codeSentVerbs = words(.codeSentVerbs)
    /// A button that offers to send a code again ("Resend code"): the code was sent (``Exclusions``).
    static let codeResend = words(.codeResend)
    /// A recipient's box, and the sender's own, in a form for two people (``Recipients``).
    static let recipient = words(.recipient), sender = words(.sender)
    /// A second way to reach the user (``UsernameChoice/isSecondaryContact(_:)``).
    static let secondaryContact = words(.secondaryContact)
    /// The prefix and the suffix of a local number split after its area code (``PhoneParser``).
    static let phonePrefix = words(.phonePrefix), phoneSuffix = words(.phoneSuffix)
    /// Someone else than the user (``LabelAnalysis/namesSomeoneElse``).
    static let someoneElse = words(.someoneElse)
    /// The roles a form numbers its people by ("Passenger 2"), folded, whole words.
    static let personRoles = Set(WordTables.bundled.list(.personRoles).map(\.folded))
    /// The words that count a role's person past the first, on either side of it ("Second passenger", "Pasajero
    /// adicional"), folded, whole words.
    static let personOthers = Set(WordTables.bundled.list(.personOthers).map(\.folded))

    /// Whether a text numbers a person past the first: a role word followed by a number of 2 or more
    /// ("Passenger 2", "Guest #3", "Teilnehmer 2"), or beside a word of ``personOthers`` ("Second passenger",
    /// "Additional guest", "Weitere Reisende", "Passager supplémentaire"); "Passenger 1" and "First passenger"
    /// are the user.
    static func numbersAnotherPerson(_ text: MatchText) -> Bool {
        let hay = text.compact
        let words = text.wordRanges.map { Array(hay[$0]) }
        for (first, second) in zip(words, words.dropFirst()) {
            if personRoles.contains(first), second.count <= 2, second.allSatisfy(isDigit),
               let n = Int(String(decoding: second, as: UTF8.self)), n >= 2 { return true }
            if personRoles.contains(first) && personOthers.contains(second)
                || personOthers.contains(first) && personRoles.contains(second) { return true }
        }
        return false
    }

    private static func isDigit(_ byte: UInt8) -> Bool { (48...57).contains(byte) }

    /// Words that say a thing is past (``WordListName/past``), folded, whole words.
    static let past = Set(WordTables.bundled.list(.past).map(\.folded))

    /// The parts of a postal address.
    static let addressParts: Set<Designation> = [.streetAddress, .addressLine1, .addressLine2, .addressLine3, .addressLevel1,
                                                 .addressLevel2, .addressLevel3, .postalCode, .country, .countryName,
                                                 .houseNumber, .houseNumberAddition]

    /// Whether a text asks for an address the user no longer has: a word of ``past`` anywhere in it, and words
    /// read as a part of an address ("Former street address", "Old postal code", "Prior city", "Vorherige
    /// Straße", "Código postal anterior"). An old e-mail, phone or password is the user's current one, which a
    /// change form asks for beside the new one, and stays so.
    static func namesAPastAddress(_ text: MatchText, matches: [(Designation, String, Double)]) -> Bool {
        guard matches.contains(where: { addressParts.contains($0.0) }) else { return false }
        let hay = text.compact
        return text.wordRanges.contains { past.contains(Array(hay[$0])) }
    }

    /// The people whose thing a possessive names (``WordListName/possessors``), folded, whole words.
    static let possessors = Set(WordTables.bundled.list(.possessors).map(\.folded))

    /// Whether a text names another person's thing by an English possessive: a word of ``possessors`` before "'s"
    /// or "’s" ("Child's date of birth", "Your child’s birthday"), or a plural one before a bare apostrophe
    /// ("Parents' email"); or after "of" and at most one determiner ("Date of birth of the child", "Email of
    /// your partner"; not after "for": "Apply for a partner account" is the user's). Read on the raw text
    /// (folding drops the possessive). "Cardholder's name" is the user's.
    static func possessesAnotherPersons(_ raw: String) -> Bool {
        if namesAnotherPersonAfterOf(raw) { return true }
        guard raw.utf8.contains(where: { $0 == 0x27 || $0 == 0xE2 }) else { return false }
        let scalars = Array(raw.lowercased().unicodeScalars)
        func isLetter(_ i: Int) -> Bool { i >= 0 && i < scalars.count && scalars[i].properties.isAlphabetic }
        for i in scalars.indices where (scalars[i] == "'" || scalars[i] == "\u{2019}") && isLetter(i - 1) {
            let plural = !isLetter(i + 1)
            guard plural || (scalars[i + 1] == "s" && !isLetter(i + 2)) else { continue }
            var start = i - 1
            while isLetter(start - 1) { start -= 1 }
            var word = String.UnicodeScalarView(scalars[start..<i])
            if possessors.contains(Array(String(word).utf8)) { return true }
            if plural, word.last == "s" { word.removeLast(); if possessors.contains(Array(String(word).utf8)) { return true } }
        }
        return false
    }

    /// Whether a word of ``possessors`` (or its plural) follows "of" and at most one determiner.
    private static func namesAnotherPersonAfterOf(_ raw: String) -> Bool {
        let bytes = Array(raw.utf8)
        // Most texts have no "of": they are ruled out before being split into words.
        guard bytes.count < 120, zip(bytes, bytes.dropFirst()).contains(where: { $0 | 0x20 == UInt8(ascii: "o") && $1 | 0x20 == UInt8(ascii: "f") })
        else { return false }
        let words = bytes.split { !(0x41...0x5A).contains($0) && !(0x61...0x7A).contains($0) }
            .map { $0.map { $0 | 0x20 } }
        for (k, word) in words.enumerated() where word == Array("of".utf8) {
            var next = k + 1
            if next < words.count, determiners.contains(words[next]) { next += 1 }
            guard next < words.count else { continue }
            var person = words[next]
            if possessors.contains(person) { return true }
            if person.last == UInt8(ascii: "s") { person.removeLast(); if possessors.contains(person) { return true } }
        }
        return false
    }

    /// The words between "of" and the person it names: "of the child", "of your partner", "of each child".
    private static let determiners: Set<[UInt8]> = Set(["the", "your", "my", "a", "an", "each", "every", "this", "that"].map { Array($0.utf8) })

    /// Names and labels of trap fields that only a bot fills.
    static let honeypot = words(.honeypot)

    /// Names that a bot likes to fill and that a login form does not have: in a login form, a trap.
    static let bait = words(.bait)

    /// Determiners and object pronouns: after a field word they make it a verb with its object ("address
    /// this", "email us", "name your price"); a noun is followed by none of them ("street address", "email
    /// address (optional)"). English only: other languages' labels use a noun form distinct from the verb.
    static let verbObjects = wordSet(.verbObjects)

    /// What comes before a verb: nothing (the label starts with it), an infinitive's "to", a subject or a
    /// modal. After anything else the word is a noun followed by a sentence the label ran into, as in
    /// "Billing Phone Your registered number is required".
    static let verbLeads = wordSet(.verbLeads)

    /// Words that tie a generic word to what it belongs to ("Number of guests", "Numéro de chambre"), folded.
    static let genericLinks = Set(WordTables.bundled.list(.genericLinks).map(\.folded))

    private static func wordSet(_ name: WordListName) -> Set<[UInt8]> {
        Set(WordTables.bundled.list(name).map { Array($0.display.utf8) })
    }

    /// A named list of the word files, ready for matching.
    static func words(_ name: WordListName) -> WordList { WordList(WordTables.bundled.list(name)) }

    /// Whether the word of a label at `range` is a verb: followed by a whole word of ``verbObjects`` and
    /// preceded by nothing or a word of ``verbLeads``.
    static func isVerbUse(in text: MatchText, at range: Range<Int>) -> Bool {
        let hay = text.compact, end = range.upperBound, start = range.lowerBound
        guard end < hay.count, text.isTokenEnd(end), text.isTokenStart(end), text.isTokenStart(start) else { return false }
        var stop = end + 1
        while stop < hay.count, !text.isTokenEnd(stop) { stop += 1 }
        guard stop - end <= 5, verbObjects.contains(Array(hay[end..<stop])) else { return false }
        guard start > 0 else { return true }
        guard text.isTokenEnd(start) else { return false }
        var lead = start - 1
        while lead > 0, !text.isTokenStart(lead) { lead -= 1 }
        return start - lead <= 6 && verbLeads.contains(Array(hay[lead..<start]))
    }

    /// Fields about something else than the person, the address or the card, whatever other words they
    /// contain ("gift card number", "promo code", "last 4 digits of SSN"): no designation from words.
    static let veto = words(.veto)
    /// A recipient, an addressee, a contact: another person than the card's holder (``CardParser``).
    static let otherPerson = words(.otherPerson)
    /// A nationality, a country of issue: a select's list about something else (``ForeignOptionLists``).
    static let otherLists = words(.otherLists)
    /// The number, code or id of something (``WordListName/identifiers``).
    static let identifiers = words(.identifiers)
    /// A house's number (``WordListName/houseNumber``).
    static let houseNumber = words(.houseNumber)
    /// A bare number as a box's whole label (``WordListName/houseNumberBare``).
    static let houseNumberBare = words(.houseNumberBare)
    /// A house number's addition (``WordListName/houseNumberAddition``).
    static let houseNumberAddition = words(.houseNumberAddition)
    /// The bare words for an address as evidence names them (``WordListName/addressBare``).
    static let addressBareWords = Set(WordTables.bundled.list(.addressBare).map(\.display))

    /// Words that make a security code a payment card's by themselves (``WordListName/cardCode``).
    static let cardCode = words(.cardCode)

    /// Card words for whole forms (name, id, action, headings).
    static let payment = words(.paymentForm)

    static let address = words(.addressForm)
}
