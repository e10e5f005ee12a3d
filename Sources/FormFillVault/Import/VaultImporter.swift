import Foundation
import FormFillModel
import FormFillURLMatching

/// Reads password-manager exports into vault items. Every entry goes through the vault file's own
/// validation, so an imported card or TOTP secret is checked like one typed into the vault file.
public enum VaultImporter {
    /// Reads an export of another password manager; an entry without a name is titled with its site's name by
    /// `matcher`.
    ///
    /// - Throws: `VaultFormatError` or a CSV error naming the line, never a value.
    public static func read(_ data: Data, format: ImportFormat, matcher: URLMatcher = URLMatcher()) throws -> ImportReport {
        let text = String(decoding: data, as: UTF8.self)
        switch format {
        case .bitwarden: return try bitwarden(data)
        case .chrome: return try passwordCSV(text, format: .chrome, matcher: matcher)
        case .firefox: return try passwordCSV(text, format: .firefox, matcher: matcher)
        }
    }

    /// Turns one entry in the vault file's JSON shape into an item, or the reason it cannot be one.
    static func validate(_ pairs: [(String, JSONValue?)], index: Int) -> Result<VaultItem, VaultFormatError> {
        let object = JSONValue.object(pairs.compactMap { key, value in value.map { (key: key, value: $0) } })
        do {
            var reader = try ItemReader(object, index: index)
            return .success(try reader.item())
        } catch let error as VaultFormatError {
            return .failure(error)
        } catch {
            return .failure(VaultFormatError(itemIndex: index, "\(error)"))
        }
    }

    static func string(_ s: String?) -> JSONValue? {
        guard let s, !s.isEmpty else { return nil }
        return .string(s)
    }

    // MARK: Bitwarden

    private enum BitwardenType: Int { case login = 1, secureNote = 2, card = 3, identity = 4, sshKey = 5 }

    /// Bitwarden's unencrypted JSON export: folders become section titles; logins keep their URIs, TOTP,
    /// notes, custom fields (text, hidden, boolean), password history and dates; cards and identities map
    /// onto vault cards and identities. Secure notes, SSH keys, linked fields and encrypted exports are
    /// reported, not imported.
    static func bitwarden(_ data: Data) throws -> ImportReport {
        guard let root = try? JSONDecoder().decode(JSONValue.self, from: data), case .object = root else {
            throw VaultFormatError("Bitwarden export: not valid JSON")
        }
        if root["encrypted"]?.boolValue == true {
            throw VaultFormatError("Bitwarden export is encrypted; export it as unencrypted JSON")
        }
        guard case .array(let entries)? = root["items"] else { throw VaultFormatError(key: "items", "Bitwarden export: missing") }
        var folders: [String: String] = [:]
        if case .array(let list)? = root["folders"] {
            for folder in list {
                if let id = folder["id"]?.stringValue, let name = folder["name"]?.stringValue { folders[id] = name }
            }
        }
        var report = ImportReport()
        for (index, entry) in entries.enumerated() {
            let name = entry["name"]?.stringValue ?? ""
            let place = "item \(index) \"\(name)\""
            let type = entry["type"]?.numberValue.flatMap { Int(exactly: $0) }.flatMap(BitwardenType.init)
            var pairs: [(String, JSONValue?)] = [("id", .string("import-\(index)")), ("title", .string(name))]
            switch type {
            case .login?:
                let login = entry["login"]
                var uris: [JSONValue] = []
                if case .array(let list)? = login?["uris"] {
                    uris = list.compactMap { $0["uri"]?.stringValue.flatMap(string) }
                }
                var fields: [JSONValue] = []
                if case .array(let list)? = entry["fields"] {
                    for field in list {
                        let fieldName = field["name"]?.stringValue ?? ""
                        if field["type"]?.numberValue == 3 {
                            report.notes.append("\(place): linked field \"\(fieldName)\" not kept (it only points at another field)")
                            continue
                        }
                        let value: String = switch field["value"] {
                        case .string(let s)?: s
                        case .bool(let b)?: b ? "true" : "false"
                        case .number(let d)?: String(d)
                        default: ""
                        }
                        fields.append(.object([(key: "name", value: .string(fieldName)), (key: "value", value: .string(value))]))
                    }
                }
                var history: [JSONValue] = []
                if case .array(let list)? = entry["passwordHistory"] {
                    history = list.compactMap { old in
                        guard let password = old["password"]?.stringValue, let date = old["lastUsedDate"]?.stringValue else { return nil }
                        return .object([(key: "password", value: .string(password)), (key: "retired", value: .string(date))])
                    }
                }
                if case .array(let list)? = login?["fido2Credentials"], !list.isEmpty {
                    report.notes.append("\(place): passkeys not kept")
                }
                pairs += [("kind", .string("login")), ("urls", .array(uris)),
                          ("username", login?["username"]?.stringValue.flatMap(string)),
                          ("password", login?["password"]?.stringValue.flatMap(string)),
                          ("totp", login?["totp"]?.stringValue.flatMap(string)),
                          ("notes", entry["notes"]?.stringValue.flatMap(string)),
                          ("sectionTitle", entry["folderId"]?.stringValue.flatMap { folders[$0] }.flatMap(string)),
                          ("fields", fields.isEmpty ? nil : .array(fields)),
                          ("passwordHistory", history.isEmpty ? nil : .array(history)),
                          ("created", entry["creationDate"]?.stringValue.flatMap(string)),
                          ("modified", entry["revisionDate"]?.stringValue.flatMap(string))]
            case .card?:
                let card = entry["card"]
                pairs += [("kind", .string("card")), ("cardholder", card?["cardholderName"]?.stringValue.flatMap(string)),
                          ("number", card?["number"]?.stringValue.flatMap(string)),
                          ("expMonth", card?["expMonth"]?.stringValue.flatMap(string)),
                          ("expYear", card?["expYear"]?.stringValue.flatMap(string)),
                          ("cvv", card?["code"]?.stringValue.flatMap(string)),
                          ("brand", card?["brand"]?.stringValue.flatMap(string)),
                          ("notes", entry["notes"]?.stringValue.flatMap(string))]
            case .identity?:
                let identity = entry["identity"]
                func s(_ key: String) -> JSONValue? { identity?[key]?.stringValue.flatMap(string) }
                pairs += [("kind", .string("identity")), ("honorificPrefix", s("title")), ("firstName", s("firstName")),
                          ("middleName", s("middleName")), ("lastName", s("lastName")), ("email", s("email")),
                          ("phone", s("phone")), ("company", s("company")), ("address1", s("address1")),
                          ("address2", s("address2")), ("address3", s("address3")), ("city", s("city")),
                          ("state", s("state")), ("postalCode", s("postalCode")), ("country", s("country")),
                          ("username", s("username"))]
                if let passport = s("passportNumber") {
                    pairs.append(("passport", .object([(key: "number", value: passport)])))
                }
                for (key, label) in [("ssn", "social security number"), ("licenseNumber", "licence number")] where s(key) != nil {
                    report.notes.append("\(place): \(label) not kept (identities have no place for it)")
                }
                if entry["notes"]?.stringValue.flatMap(string) != nil {
                    report.notes.append("\(place): notes not kept (identities have no notes)")
                }
            case .secureNote?:
                report.skipped.append("\(place): secure notes are not supported")
                continue
            case .sshKey?:
                report.skipped.append("\(place): SSH keys are not supported")
                continue
            case nil:
                report.skipped.append("\(place): unknown item type")
                continue
            }
            switch validate(pairs, index: index) {
            case .success(let item): report.items.append(item)
            case .failure(let error): report.skipped.append("\(place): \(error.key.map { "\($0): " } ?? "")\(error.problem)")
            }
        }
        return report
    }

    // MARK: Chrome and Firefox CSV

    /// Chrome's `name,url,username,password[,note]` and Firefox's `url,username,password,httpRealm,
    /// formActionOrigin,guid,timeCreated,timeLastUsed,timePasswordChanged`, columns found by their header
    /// names. Firefox's HTTP realm and form action origin become custom fields, its creation and
    /// password-change times the item's dates; its guid and last-used time are not kept.
    static func passwordCSV(_ text: String, format: ImportFormat, matcher: URLMatcher) throws -> ImportReport {
        let records = try CSVParser.parse(text)
        guard let header = records.first else { throw VaultFormatError("\(format.rawValue) CSV: empty file") }
        let columns = Dictionary(header.fields.enumerated().map { ($1.trimmingCharacters(in: .whitespaces).lowercased(), $0) },
                                 uniquingKeysWith: { first, _ in first })
        guard columns["url"] != nil, columns["password"] != nil else {
            throw VaultFormatError("\(format.rawValue) CSV: the header has no url and password columns")
        }
        var report = ImportReport()
        for (offset, record) in records.dropFirst().enumerated() {
            let place = "line \(record.line)"
            guard record.fields.count == header.fields.count else {
                report.skipped.append("\(place): \(record.fields.count) columns where the header has \(header.fields.count)")
                continue
            }
            func column(_ name: String) -> String? {
                columns[name].map { record.fields[$0] }.flatMap { $0.isEmpty ? nil : $0 }
            }
            let url = column("url") ?? ""
            if url.hasPrefix("chrome://") {
                report.skipped.append("\(place): a browser-internal entry (\(url.prefix(60)))")
                continue
            }
            guard column("username") != nil || column("password") != nil else {
                report.skipped.append("\(place): neither a username nor a password")
                continue
            }
            let title = column("name") ?? VaultFile.defaultTitle(for: url, matcher: matcher)
            var fields: [JSONValue] = []
            for (key, name) in [("httprealm", "httpRealm"), ("formactionorigin", "formActionOrigin")] {
                if let value = column(key) {
                    fields.append(.object([(key: "name", value: .string(name)), (key: "value", value: .string(value))]))
                }
            }
            func date(_ key: String) -> JSONValue? {
                guard let ms = column(key).flatMap(Double.init), ms > 0 else { return nil }
                return .string(VaultDates.format(Date(timeIntervalSince1970: (ms / 1000).rounded(.down))))
            }
            let pairs: [(String, JSONValue?)] = [
                ("id", .string("import-\(offset)")), ("kind", .string("login")), ("title", .string(title)),
                ("urls", .array(url.isEmpty ? [] : [.string(url)])), ("username", string(column("username"))),
                ("password", string(column("password"))), ("notes", string(column("note") ?? column("notes"))),
                ("fields", fields.isEmpty ? nil : .array(fields)),
                ("created", date("timecreated")), ("modified", date("timepasswordchanged")),
            ]
            switch validate(pairs, index: offset) {
            case .success(let item): report.items.append(item)
            case .failure(let error): report.skipped.append("\(place): \(error.key.map { "\($0): " } ?? "")\(error.problem)")
            }
        }
        return report
    }
}
