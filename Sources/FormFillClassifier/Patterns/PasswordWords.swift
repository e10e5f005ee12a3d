import FormFillModel

/// Words that turn "a password" into the current one, a new one, or the confirmation of a new one.
enum PasswordRoleWords {
    static let current = FormPatterns.words(.passwordCurrent)
    static let new = FormPatterns.words(.passwordNew)
    static let confirm = FormPatterns.words(.passwordConfirm)
}

/// The password words of every language, as one list (a decoy's words are weighed against them): the words of
/// the `current-password` rule, which proposes "a password" (whether it is the current or a new one is decided
/// by ``PasswordRoleWords`` and the form kind).
enum PasswordWords {
    static let list = WordList(WordTables.bundled.words(ofRule: Designation.currentPassword.rawValue))
}

/// The user-name words of every language (the words of the `username` rule), for the attributes only the login
/// structure reads (a field's class, see ``UsernameChoice``).
enum UsernameWords {
    static let list = WordList(WordTables.bundled.words(ofRule: Designation.username.rawValue))
}

/// The given-name and family-name words of every language (the words of those rules), for a name on a card asked
/// in parts (``CardParser``).
enum NameWords {
    static let given = WordList(WordTables.bundled.words(ofRule: Designation.givenName.rawValue))
    static let family = WordList(WordTables.bundled.words(ofRule: Designation.familyName.rawValue))
}

/// Words that make a `type=password` box something other than a password: a masked social-security number,
/// PIN, one-time or verification code, card number or security code (see ``PasswordBoxes``).
enum PasswordDecoyWords {
    /// Say "not a password" even beside the word password ("one-time password", "SMS password").
    static let always = FormPatterns.words(.passwordDecoy)
    /// Another service's name ("SMTP password", "Database password"): say "not a password" even beside the word
    /// password, and, on another box of the form, make its password that service's (``PasswordBoxes``).
    static let otherService = FormPatterns.words(.otherService)
    /// A PIN: no password beside a real one, but a bank's login calls its password a PIN ("Anmeldename" and
    /// "PIN"), so a lone PIN box is the password even when its label says PIN.
    static let pin = FormPatterns.words(.passwordDecoyPIN)
    /// Say "not a password" only where no password word is: "verification_type" is a code, "verify password"
    /// the confirmation of one.
    static let withoutPasswordWord = FormPatterns.words(.passwordDecoyUnlessPassword)
    /// Other things a bank or a shop masks beside a password: a birth date or a postal code (the words of the
    /// `bday` and `postal-code` rules). Read where no password word is, in the box's own label and attributes only
    /// (a neighbour's text may name the row above).
    static let otherThings = WordList(WordTables.bundled.words(ofRule: Designation.bday.rawValue)
        + WordTables.bundled.words(ofRule: Designation.postalCode.rawValue))
}

/// Words for payment cards that need a name in the code.
enum CardPatterns {
    /// The bare "month", "year", "number" and "code" words (the `.bare` rules of the card's designations) as
    /// evidence names them: they propose an expiry part, a card number or a security code (the card's only
    /// beside card fields, see ``DateParts``; a month or year else a birth date's) but do not make a card.
    static let bareWords = Set(["cc-exp-month.bare", "cc-exp-year.bare", "cc-number.bare", "cc-csc.bare"]
        .flatMap { WordTables.bundled.words(ofRule: $0) }.map(\.display))
}

/// Words for phone numbers that need a name in the code.
enum PhonePatterns {
    /// The bare "area" (the `tel-area-code.bare` rule) as evidence names it: an area code only beside a phone
    /// number's box (see ``PhoneParser``), a district otherwise.
    static let bareAreaWords = Set(WordTables.bundled.words(ofRule: "tel-area-code.bare").map(\.display))

    /// The designations of a phone number and its parts.
    static let parts: Set<Designation> = [
        .tel, .telCountryCode, .telNational, .telAreaCode, .telLocal, .telLocalPrefix, .telLocalSuffix, .telExtension,
    ]
}

/// Words for dates that need a name in the code.
enum DatePatterns {
    /// The words of the `bday` rule ("birth", "date of birth", `dob`): a box's own birth words.
    static let birth = WordList(WordTables.bundled.words(ofRule: Designation.bday.rawValue))
    /// A date format's parts (`DD`, `MM`, `YYYY`, …), whole words.
    static let formatDay = FormPatterns.words(.dateFormatDay)
    static let formatMonth = FormPatterns.words(.dateFormatMonth)
    static let formatYear = FormPatterns.words(.dateFormatYear)
    /// A bare "day", "month" and "year" (the rules `bday-day.bare`, `cc-exp-month.bare`, `cc-exp-year.bare`): a
    /// box whose label names the first two and no year asks for a month and a day.
    static let bareDay = WordList(WordTables.bundled.words(ofRule: "bday-day.bare"))
    static let bareMonth = WordList(WordTables.bundled.words(ofRule: "cc-exp-month.bare"))
    static let bareYear = WordList(WordTables.bundled.words(ofRule: "cc-exp-year.bare"))
}
