import Foundation

/// An item of the vault: a login, a payment card or an identity.
public enum VaultItem: Sendable, Hashable {
    case login(LoginItem)
    case card(CardItem)
    case identity(IdentityItem)

    /// The item's unique id in the vault.
    public var id: String {
        switch self { case .login(let i): i.id; case .card(let i): i.id; case .identity(let i): i.id }
    }
    /// The title shown to the user.
    public var title: String {
        switch self { case .login(let i): i.title; case .card(let i): i.title; case .identity(let i): i.title }
    }
    /// `login`, `card` or `identity`, as in the vault file and the fill script's `itemType`.
    public var kind: String {
        switch self { case .login: "login"; case .card: "card"; case .identity: "identity" }
    }
}

/// A custom field of a login (the extension's `fields` / `returned_fields`).
public struct CustomField: Sendable, Hashable {
    /// The field's name.
    public var name: String
    /// The field's value (may be a secret).
    public var value: String
    /// Creates the value from its parts.
    public init(name: String, value: String) { self.name = name; self.value = value }
}

/// A password the login had before, kept when it is changed.
public struct PasswordHistoryEntry: Sendable, Hashable {
    /// The password (a secret).
    public var password: String
    /// When it stopped being current.
    public var retired: Date
    /// Creates the value from its parts.
    public init(password: String, retired: Date) { self.password = password; self.retired = retired }
}

/// A login: what fills sign-in forms and what native apps ask for.
public struct LoginItem: Sendable, Hashable {
    /// The item's unique id in the vault.
    public var id: String
    /// The title shown to the user.
    public var title: String
    /// Web URLs (`https://www.acme.com/login`), app identifiers (`app://com.acme.app`) or service strings
    /// (`TouchMeIn.Login`).
    public var urls: [String]
    /// The user name.
    public var username: String
    /// The password (a secret).
    public var password: String
    /// An `otpauth://` URI or a bare base32 secret.
    public var totp: String?
    /// Free-form notes (may hold secrets; never printed).
    public var notes: String?
    /// The section the item is filed under.
    public var sectionTitle: String?
    /// Custom fields, in order.
    public var fields: [CustomField]
    /// Earlier passwords, most recent first.
    public var passwordHistory: [PasswordHistoryEntry]
    /// When the item was created.
    public var created: Date?
    /// When the item last changed.
    public var modified: Date?

    /// Creates the value from its parts.
    public init(id: String, title: String = "", urls: [String] = [], username: String = "", password: String = "",
                totp: String? = nil, notes: String? = nil, sectionTitle: String? = nil, fields: [CustomField] = [],
                passwordHistory: [PasswordHistoryEntry] = [], created: Date? = nil, modified: Date? = nil) {
        self.id = id; self.title = title; self.urls = urls; self.username = username; self.password = password
        self.totp = totp; self.notes = notes; self.sectionTitle = sectionTitle; self.fields = fields
        self.passwordHistory = passwordHistory; self.created = created; self.modified = modified
    }
}

/// A payment card.
public struct CardItem: Sendable, Hashable {
    /// The item's unique id in the vault.
    public var id: String
    /// The title shown to the user.
    public var title: String
    /// The name on the card.
    public var cardholder: String?
    /// Digits only once validated.
    public var number: String
    /// 1…12.
    public var expMonth: Int?
    /// Four digits.
    public var expYear: Int?
    /// The card verification code (a secret).
    public var cvv: String?
    /// `visa`, `mastercard`, `amex`, `discover`, `diners`, `jcb`, `unionpay`, `maestro`, …
    public var brand: String?
    /// Free-form notes (may hold secrets; never printed).
    public var notes: String?

    /// Creates the value from its parts.
    public init(id: String, title: String = "", cardholder: String? = nil, number: String, expMonth: Int? = nil,
                expYear: Int? = nil, cvv: String? = nil, brand: String? = nil, notes: String? = nil) {
        self.id = id; self.title = title; self.cardholder = cardholder; self.number = number
        self.expMonth = expMonth; self.expYear = expYear; self.cvv = cvv; self.brand = brand; self.notes = notes
    }
}

/// A phone number with its label (`mobile`, `home`, `work`, …).
public struct LabeledPhone: Sendable, Hashable {
    /// What the entry is for (`home`, `work`, `mobile`, …).
    public var label: String
    /// As the user wrote it, e.g. `+1 415 555 0134`.
    public var number: String
    /// Creates the value from its parts.
    public init(label: String, number: String) { self.label = label; self.number = number }
}

/// A postal address with its label (`home`, `work`, `shipping`, `billing`, …).
public struct PostalAddress: Sendable, Hashable {
    /// What the entry is for (`home`, `work`, `mobile`, …).
    public var label: String
    /// An address line.
    public var line1: String
    /// An address line.
    public var line2: String?
    /// An address line.
    public var line3: String?
    /// The city.
    public var city: String?
    /// State, province or region: a code (`AZ`) or a name.
    public var state: String?
    /// The postal code.
    public var postalCode: String?
    /// ISO 3166-1 alpha-2 where known (`US`).
    public var country: String?

    /// Creates the value from its parts.
    public init(label: String = "home", line1: String, line2: String? = nil, line3: String? = nil,
                city: String? = nil, state: String? = nil, postalCode: String? = nil, country: String? = nil) {
        self.label = label; self.line1 = line1; self.line2 = line2; self.line3 = line3; self.city = city
        self.state = state; self.postalCode = postalCode; self.country = country
    }
}

/// Passport details.
public struct Passport: Sendable, Hashable {
    /// The document number (a secret).
    public var number: String
    /// ISO 3166-1 alpha-2 of the issuing country.
    public var country: String?
    /// `YYYY-MM-DD`.
    public var issueDate: String?
    /// The expiry date (`YYYY-MM-DD`).
    public var expiryDate: String?
    /// Creates the value from its parts.
    public init(number: String, country: String? = nil, issueDate: String? = nil, expiryDate: String? = nil) {
        self.number = number; self.country = country; self.issueDate = issueDate; self.expiryDate = expiryDate
    }
}

/// A person: names, contact details, addresses and documents.
public struct IdentityItem: Sendable, Hashable {
    /// The item's unique id in the vault.
    public var id: String
    /// The title shown to the user.
    public var title: String
    /// `Mr`, `Ms`, `Dr`, ….
    public var honorificPrefix: String?
    /// The given name.
    public var firstName: String?
    /// The middle name.
    public var middleName: String?
    /// The family name.
    public var lastName: String?
    /// The e-mail address.
    public var email: String?
    /// The primary phone; ``phones`` holds every labelled number (the primary one first when both are given).
    public var phone: String?
    /// The company.
    public var company: String?
    /// An address line of the primary address.
    public var address1: String?
    /// An address line of the primary address.
    public var address2: String?
    /// An address line of the primary address.
    public var address3: String?
    /// The city.
    public var city: String?
    /// The state, province or region.
    public var state: String?
    /// The postal code.
    public var postalCode: String?
    /// The country (ISO 3166 code or name).
    public var country: String?
    /// The user name.
    public var username: String?
    /// `YYYY-MM-DD`.
    public var birthDate: String?
    /// Further phone numbers.
    public var phones: [LabeledPhone]
    /// Further postal addresses.
    public var addresses: [PostalAddress]
    /// The passport.
    public var passport: Passport?

    /// Creates the value from its parts.
    public init(id: String, title: String = "", honorificPrefix: String? = nil, firstName: String? = nil,
                middleName: String? = nil, lastName: String? = nil, email: String? = nil, phone: String? = nil,
                company: String? = nil, address1: String? = nil, address2: String? = nil, address3: String? = nil,
                city: String? = nil, state: String? = nil, postalCode: String? = nil, country: String? = nil,
                username: String? = nil, birthDate: String? = nil, phones: [LabeledPhone] = [],
                addresses: [PostalAddress] = [], passport: Passport? = nil) {
        self.id = id; self.title = title; self.honorificPrefix = honorificPrefix; self.firstName = firstName
        self.middleName = middleName; self.lastName = lastName; self.email = email; self.phone = phone
        self.company = company; self.address1 = address1; self.address2 = address2; self.address3 = address3
        self.city = city; self.state = state; self.postalCode = postalCode; self.country = country
        self.username = username; self.birthDate = birthDate; self.phones = phones; self.addresses = addresses
        self.passport = passport
    }

    /// The primary address: the flat fields when set, else the first of ``addresses``.
    public var primaryAddress: PostalAddress? {
        if let address1, !address1.isEmpty {
            return PostalAddress(label: "home", line1: address1, line2: address2, line3: address3, city: city,
                                 state: state, postalCode: postalCode, country: country)
        }
        return addresses.first
    }
}
