import Foundation
import FormFillModel

extension VaultFile {
    /// Decodes and validates a plain vault file.
    /// - Throws: ``VaultFormatError`` naming the item and key of the first problem.
    public static func decode(_ data: Data) throws -> VaultFile {
        let root: JSONValue
        do {
            root = try JSONReader.value(of: data)
        } catch {
            throw VaultFormatError("not valid JSON")
        }
        guard case .object = root else { throw VaultFormatError("the top level must be an object with \"items\"") }
        guard let itemsValue = root["items"] else { throw VaultFormatError(key: "items", "missing") }
        guard case .array(let values) = itemsValue else { throw VaultFormatError(key: "items", "must be an array") }
        var vault = VaultFile()
        var seen = Set<String>()
        for (index, value) in values.enumerated() {
            var reader = try ItemReader(value, index: index)
            let item = try reader.item()
            guard seen.insert(item.id).inserted else {
                throw VaultFormatError(itemIndex: index, itemID: item.id, key: "id", "used by an earlier item")
            }
            vault.items.append(item)
            vault.warnings += reader.warnings
        }
        return vault
    }
}

/// Reads one item object, throwing errors that name the item and the key.
struct ItemReader {
    private let object: JSONValue
    let index: Int
    private(set) var id: String?
    private(set) var warnings: [String] = []

    init(_ value: JSONValue, index: Int) throws {
        guard case .object = value else { throw VaultFormatError(itemIndex: index, "must be an object") }
        object = value
        self.index = index
    }

    func error(_ key: String?, _ problem: String) -> VaultFormatError {
        VaultFormatError(itemIndex: index, itemID: id, key: key, problem)
    }

    mutating func warn(_ key: String, _ problem: String) {
        warnings.append(error(key, problem).description)
    }

    mutating func item() throws -> VaultItem {
        guard let id = try string("id"), !id.isEmpty else { throw error("id", "missing") }
        self.id = id
        guard let kind = try string("kind") else { throw error("kind", "missing") }
        switch kind {
        case "login": return .login(try login(id: id))
        case "card": return .card(try card(id: id))
        case "identity": return .identity(try identity(id: id))
        default: throw error("kind", "must be login, card or identity")
        }
    }

    // MARK: Typed access

    /// A string, nil when absent or null.
    func string(_ key: String, in value: JSONValue? = nil, path: String? = nil) throws -> String? {
        switch (value ?? object)[key] {
        case nil, .null?: return nil
        case .string(let s)?: return s
        default: throw error(path ?? key, "must be a string")
        }
    }

    /// A whole number, also accepted as a string of digits (`"03"`).
    func int(_ key: String) throws -> Int? {
        switch object[key] {
        case nil, .null?: return nil
        case .number(let d)?:
            guard let i = Int(exactly: d) else { throw error(key, "must be a whole number") }
            return i
        case .string(let s)?:
            let trimmed = s.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { return nil }
            guard trimmed.allSatisfy(\.isASCII), let i = Int(trimmed) else { throw error(key, "must be a whole number") }
            return i
        default: throw error(key, "must be a whole number")
        }
    }

    func array(_ key: String) throws -> [JSONValue] {
        switch object[key] {
        case nil, .null?: return []
        case .array(let values)?: return values
        default: throw error(key, "must be an array")
        }
    }

    func date(_ key: String) throws -> Date? {
        guard let text = try string(key) else { return nil }
        guard let date = VaultDates.parse(text) else { throw error(key, "must be an ISO 8601 date and time") }
        return date
    }

    /// A calendar date `YYYY-MM-DD`.
    func day(_ key: String, in value: JSONValue? = nil, path: String? = nil) throws -> String? {
        guard let text = try string(key, in: value, path: path), !text.isEmpty else { return nil }
        guard VaultDates.isCalendarDay(text) else { throw error(path ?? key, "must be a date YYYY-MM-DD") }
        return text
    }

    // MARK: Kinds

    private func login(id: String) throws -> LoginItem {
        var urls = try array("urls").enumerated().map { offset, value in
            guard case .string(let s) = value else { throw error("urls[\(offset)]", "must be a string") }
            return s
        }
        if let url = try string("url"), !url.isEmpty, !urls.contains(url) { urls.insert(url, at: 0) }
        var totp = try string("totp")
        if let value = totp?.trimmingCharacters(in: .whitespaces), !value.isEmpty {
            guard SecretsBridge.isValidTOTP(value) else {
                throw error("totp", "must be an otpauth:// URI or a base32 secret")
            }
            totp = value
        } else {
            totp = nil
        }
        return LoginItem(
            id: id, title: try string("title") ?? "", urls: urls, username: try string("username") ?? "",
            password: try string("password") ?? "", totp: totp, notes: try string("notes"),
            sectionTitle: try string("sectionTitle"), fields: try fields(), passwordHistory: try history(),
            created: try date("created"), modified: try date("modified"))
    }

    /// `fields` as an object (`{"firstname": "Wile"}`, read in key order since JSON objects are unordered)
    /// or as an array of `{"name", "value"}` (order kept).
    private func fields() throws -> [CustomField] {
        switch object["fields"] {
        case nil, .null?: return []
        case .object(let pairs)?:
            return try pairs.sorted { $0.key < $1.key }.map { pair in
                guard case .string(let value) = pair.value else { throw error("fields.\(pair.key)", "must be a string") }
                return CustomField(name: pair.key, value: value)
            }
        case .array(let values)?:
            return try values.enumerated().map { offset, value in
                let path = "fields[\(offset)]"
                guard case .object = value, let name = try string("name", in: value, path: path + ".name") else {
                    throw error(path, "must be an object with \"name\" and \"value\"")
                }
                return CustomField(name: name, value: try string("value", in: value, path: path + ".value") ?? "")
            }
        default: throw error("fields", "must be an object or an array")
        }
    }

    private func history() throws -> [PasswordHistoryEntry] {
        try array("passwordHistory").enumerated().map { offset, value in
            let path = "passwordHistory[\(offset)]"
            guard case .object = value, let password = try string("password", in: value, path: path + ".password") else {
                throw error(path, "must be an object with \"password\" and \"retired\"")
            }
            guard let text = try string("retired", in: value, path: path + ".retired"),
                  let retired = VaultDates.parse(text) else {
                throw error(path + ".retired", "must be an ISO 8601 date and time")
            }
            return PasswordHistoryEntry(password: password, retired: retired)
        }
    }

    private mutating func card(id: String) throws -> CardItem {
        guard let raw = try string("number") else { throw error("number", "missing") }
        guard let number = CardNumber.normalize(raw) else {
            throw error("number", "must be 12 to 19 digits (spaces and dashes allowed)")
        }
        if !CardNumber.passesLuhn(number) { warn("number", "fails the Luhn check; probably mistyped") }
        let month = try int("expMonth")
        if let month, !(1...12).contains(month) { throw error("expMonth", "must be 1 to 12") }
        var year = try int("expYear")
        if let y = year {
            switch y {
            case 0...99: year = 2000 + y
            case 1900...2999: break
            default: throw error("expYear", "must be a year of 4 digits (or 2, read as 20YY)")
            }
        }
        let cvv = try string("cvv").flatMap { $0.isEmpty ? nil : $0 }
        if let cvv, !((3...4).contains(cvv.count) && cvv.allSatisfy { $0.isASCII && $0.isNumber }) {
            throw error("cvv", "must be 3 or 4 digits")
        }
        return CardItem(id: id, title: try string("title") ?? "", cardholder: try string("cardholder"), number: number,
                        expMonth: month, expYear: year, cvv: cvv, brand: try string("brand")?.lowercased(),
                        notes: try string("notes"))
    }

    private func identity(id: String) throws -> IdentityItem {
        let phones = try array("phones").enumerated().map { offset, value in
            let path = "phones[\(offset)]"
            guard case .object = value, let number = try string("number", in: value, path: path + ".number") else {
                throw error(path, "must be an object with \"number\" (and \"label\")")
            }
            return LabeledPhone(label: try string("label", in: value, path: path + ".label") ?? "phone", number: number)
        }
        let addresses = try array("addresses").enumerated().map { offset, value in
            let path = "addresses[\(offset)]"
            guard case .object = value, let line1 = try string("line1", in: value, path: path + ".line1") else {
                throw error(path, "must be an object with \"line1\"")
            }
            func s(_ key: String) throws -> String? { try string(key, in: value, path: "\(path).\(key)") }
            return PostalAddress(label: try s("label") ?? "home", line1: line1, line2: try s("line2"),
                                 line3: try s("line3"), city: try s("city"), state: try s("state"),
                                 postalCode: try s("postalCode"), country: try s("country"))
        }
        var passport: Passport?
        switch object["passport"] {
        case nil, .null?: break
        case .object?:
            let value = object["passport"]
            guard let number = try string("number", in: value, path: "passport.number") else {
                throw error("passport.number", "missing")
            }
            passport = Passport(number: number, country: try string("country", in: value, path: "passport.country"),
                                issueDate: try day("issueDate", in: value, path: "passport.issueDate"),
                                expiryDate: try day("expiryDate", in: value, path: "passport.expiryDate"))
        default: throw error("passport", "must be an object")
        }
        return IdentityItem(
            id: id, title: try string("title") ?? "", honorificPrefix: try string("honorificPrefix"),
            firstName: try string("firstName"), middleName: try string("middleName"), lastName: try string("lastName"),
            email: try string("email"), phone: try string("phone"), company: try string("company"),
            address1: try string("address1"), address2: try string("address2"), address3: try string("address3"),
            city: try string("city"), state: try string("state"), postalCode: try string("postalCode"),
            country: try string("country"), username: try string("username"), birthDate: try day("birthDate"),
            phones: phones, addresses: addresses, passport: passport)
    }
}

/// The vault's date formats: instants as ISO 8601 in UTC with whole seconds, days as `YYYY-MM-DD`.
enum VaultDates {
    static func format(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ n: Int?) -> String { let v = n ?? 0; return v < 10 ? "0\(v)" : "\(v)" }
        let year = String(c.year ?? 1970)
        return "\(String(repeating: "0", count: max(0, 4 - year.count)))\(year)-\(two(c.month))-\(two(c.day))T\(two(c.hour)):\(two(c.minute)):\(two(c.second))Z"
    }

    /// `2026-11-22T02:45:00Z`, with an optional fraction and a `Z` or `±hh:mm` offset.
    static func parse(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        if let date = formatter.date(from: text) { return date }
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        return formatter.date(from: text)
    }

    static func isCalendarDay(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]), (1...12).contains(m) else { return false }
        let days = [31, (y % 4 == 0 && y % 100 != 0) || y % 400 == 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return (1...days[m - 1]).contains(d)
    }
}
