import Foundation
import FormFillModel

/// The kinds of data an app can ask for (the Dashlane extension's requests).
public enum RequestedDataKind: String, Sendable, CaseIterable {
    case login, card, address, phone, passport, identity
}

/// One piece of data handed to an app, with the id of the vault item it comes from.
public enum RequestedData: Sendable, Hashable {
    case login(LoginResult)
    case card(CardItem)
    case address(PostalAddress, itemID: String)
    case phone(LabeledPhone, itemID: String)
    case passport(Passport, itemID: String)
    case identity(IdentityItem)

    /// The id of the vault item the data comes from.
    public var itemID: String {
        switch self {
        case .login(let l): l.itemID
        case .card(let c): c.id
        case .address(_, let id), .phone(_, let id), .passport(_, let id): id
        case .identity(let i): i.id
        }
    }

    /// A flat JSON object for the app (camelCase keys as in the vault file; logins use the extension's keys).
    package var json: JSONValue {
        func object(_ pairs: [(String, String?)]) -> JSONValue {
            .object(pairs.compactMap { key, value in value.map { (key: key, value: .string($0)) } })
        }
        switch self {
        case .login(let login):
            return login.json
        case .card(let c):
            return object([("id", c.id), ("title", c.title), ("cardholder", c.cardholder), ("number", c.number),
                           ("expMonth", c.expMonth.map(String.init)), ("expYear", c.expYear.map(String.init)),
                           ("cvv", c.cvv), ("brand", c.brand)])
        case .address(let a, let id):
            return object([("id", id), ("label", a.label), ("line1", a.line1), ("line2", a.line2), ("line3", a.line3),
                           ("city", a.city), ("state", a.state), ("postalCode", a.postalCode), ("country", a.country)])
        case .phone(let p, let id):
            return object([("id", id), ("label", p.label), ("number", p.number)])
        case .passport(let p, let id):
            return object([("id", id), ("number", p.number), ("country", p.country), ("issueDate", p.issueDate),
                           ("expiryDate", p.expiryDate)])
        case .identity(let i):
            return object([("id", i.id), ("title", i.title), ("honorificPrefix", i.honorificPrefix),
                           ("firstName", i.firstName), ("middleName", i.middleName), ("lastName", i.lastName),
                           ("email", i.email), ("phone", i.phones.first?.number ?? i.phone), ("company", i.company),
                           ("username", i.username), ("birthDate", i.birthDate)])
        }
    }
}

extension VaultFile {
    /// The data of one kind an app asked for, in vault order. Logins are filtered by `matching` (a URL, app
    /// identifier or service string, best first) when given; identities' phones, addresses and passports
    /// are listed one by one (primary first), without duplicates.
    public func request(_ kind: RequestedDataKind, matching: String? = nil, at date: Date = Date()) -> [RequestedData] {
        switch kind {
        case .login:
            if let matching { return findLogins(for: matching, at: date).map(RequestedData.login) }
            return logins.map { .login(LoginResult(login: $0, at: date)) }
        case .card:
            return cards.map(RequestedData.card)
        case .identity:
            return identities.map(RequestedData.identity)
        case .address:
            return identities.flatMap { identity in
                var seen = Set<PostalAddress>()
                return ([identity.primaryAddress].compactMap { $0 } + identity.addresses)
                    .filter { seen.insert($0).inserted }
                    .map { RequestedData.address($0, itemID: identity.id) }
            }
        case .phone:
            return identities.flatMap { identity in
                var seen = Set<String>()
                let primary = identity.phone.flatMap { $0.isEmpty ? nil : LabeledPhone(label: "phone", number: $0) }
                return ([primary].compactMap { $0 } + identity.phones)
                    .filter { seen.insert($0.number).inserted }
                    .map { RequestedData.phone($0, itemID: identity.id) }
            }
        case .passport:
            return identities.compactMap { identity in identity.passport.map { .passport($0, itemID: identity.id) } }
        }
    }
}
