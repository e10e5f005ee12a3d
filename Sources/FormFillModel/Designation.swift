/// What a field is for, named by the WHATWG autocomplete vocabulary
/// (https://html.spec.whatwg.org/multipage/form-control-infrastructure.html#autofill), and three designations of
/// FormFill's own for parts of a name or an address that the vocabulary lacks: ``familyNamePrefix``
/// (`x-family-name-prefix`), ``houseNumber`` (`x-house-number`) and ``houseNumberAddition``
/// (`x-house-number-addition`). A page author cannot declare them (``isWHATWGToken``).
public enum Designation: String, Sendable, Hashable, CaseIterable, Codable {
    // Logins
    case username, currentPassword = "current-password", newPassword = "new-password", oneTimeCode = "one-time-code"
    // Names
    case name, honorificPrefix = "honorific-prefix", givenName = "given-name", additionalName = "additional-name"
    case familyName = "family-name", honorificSuffix = "honorific-suffix", nickname
    /// The particles a family name starts with, asked in a box of their own (Dutch "Tussenvoegsel": the "de" of
    /// "de Vries", the "van der" of "van der Berg"). Not a WHATWG token: the family-name box beside it takes the
    /// rest of the stored family name.
    case familyNamePrefix = "x-family-name-prefix"
    case organizationTitle = "organization-title", organization
    // Address
    case streetAddress = "street-address", addressLine1 = "address-line1", addressLine2 = "address-line2"
    case addressLine3 = "address-line3", addressLevel4 = "address-level4", addressLevel3 = "address-level3"
    case addressLevel2 = "address-level2", addressLevel1 = "address-level1", country, countryName = "country-name"
    case postalCode = "postal-code"
    /// A house number asked in a box of its own beside the street (German "Hausnummer", Dutch "Huisnummer",
    /// French "N°"; Chromium's `ADDRESS_HOME_HOUSE_NUMBER`). Not a WHATWG token: the street box beside it stays
    /// `address-line1`, and the two share the stored first line.
    case houseNumber = "x-house-number"
    /// A house number's addition asked in a box of its own right after the house number (Dutch "Toevoeging",
    /// German "Hausnummerzusatz": the "A" of "123A"). Not a WHATWG token: the house-number box beside it takes
    /// the number's digits.
    case houseNumberAddition = "x-house-number-addition"
    // Cards
    case ccName = "cc-name", ccGivenName = "cc-given-name", ccAdditionalName = "cc-additional-name"
    case ccFamilyName = "cc-family-name", ccNumber = "cc-number", ccExp = "cc-exp", ccExpMonth = "cc-exp-month"
    case ccExpYear = "cc-exp-year", ccCSC = "cc-csc", ccType = "cc-type"
    case transactionCurrency = "transaction-currency", transactionAmount = "transaction-amount"
    // Personal
    case language, bday, bdayDay = "bday-day", bdayMonth = "bday-month", bdayYear = "bday-year", sex, url, photo
    // Contact
    case tel, telCountryCode = "tel-country-code", telNational = "tel-national", telAreaCode = "tel-area-code"
    case telLocal = "tel-local", telLocalPrefix = "tel-local-prefix", telLocalSuffix = "tel-local-suffix"
    case telExtension = "tel-extension", email, impp

    /// Whether the designation is a WHATWG autocomplete field name, one a page author may declare (all but
    /// FormFill's own, named `x-…`: ``familyNamePrefix``, ``houseNumber`` and ``houseNumberAddition``).
    public var isWHATWGToken: Bool { !rawValue.hasPrefix("x-") }

    /// The family of item that fills this designation.
    public var family: Family {
        switch self {
        case .username, .currentPassword, .newPassword, .oneTimeCode: .login
        case .ccName, .ccGivenName, .ccAdditionalName, .ccFamilyName, .ccNumber, .ccExp, .ccExpMonth, .ccExpYear,
             .ccCSC, .ccType, .transactionCurrency, .transactionAmount: .card
        default: .identity
        }
    }

    /// The item kind a designation is filled from.
    public enum Family: String, Sendable, Hashable {
        case login, card, identity

        /// Hashes the case, not its name (see ``Designation/hash(into:)``).
        public func hash(into hasher: inout Hasher) { hasher.combine(caseTag(of: self)) }
    }

    /// Hashes the case, not its name. An enum with `String` raw values otherwise hashes its raw string (the
    /// standard library's `RawRepresentable` implementation wins over the synthesized one), and the
    /// classifier's sets and dictionaries of designations spent more time hashing names than deciding.
    public func hash(into hasher: inout Hasher) { hasher.combine(caseTag(of: self)) }
}

/// What a form (or a formless group of fields) is for.
public enum FormKind: String, Sendable, Hashable, CaseIterable, Codable {
    case login
    /// The first step of a multi-step login: the user name only.
    case usernameStep = "username-step"
    /// The second step: the password only.
    case passwordStep = "password-step"
    case signup = "sign-up"
    case changePassword = "change-password"
    case oneTimeCode = "one-time-code"
    case card
    /// An address or contact-details form: names, e-mail, phone, postal address (what an identity fills).
    case address
    case search
    case newsletter
    case other

    /// Hashes the case, not its name (see ``Designation/hash(into:)``).
    public func hash(into hasher: inout Hasher) { hasher.combine(caseTag(of: self)) }
}

/// Why a field must not be filled even though it has a designation.
public enum Exclusion: String, Sendable, Hashable, Codable {
    case hidden, disabled, readonly, honeypot, search, newsletter, captcha
    /// A one-time-code box for a code the page sent by text message, e-mail or call ("Enter the code we texted
    /// you", `name="smsCode"`, a form headed "Check your email"): no vault item holds it, so it gets no
    /// authenticator's code. The box keeps its `one-time-code` designation.
    case sentCode = "sent-code"

    /// Hashes the case, not its name (see ``Designation/hash(into:)``).
    public func hash(into hasher: inout Hasher) { hasher.combine(caseTag(of: self)) }
}

/// The one-byte tag of a case of an enum without payloads (its whole in-memory value): what equality
/// compares, so it is a faithful hash.
func caseTag<E: RawRepresentable>(of value: E) -> UInt8 {
    precondition(MemoryLayout<E>.size == 1, "caseTag is for enums of at most 256 cases without payloads")
    return withUnsafeBytes(of: value) { $0[0] }
}
