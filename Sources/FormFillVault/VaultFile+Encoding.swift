import Foundation
import FormFillModel

extension VaultFile: JSONWritable {
    /// Writes the vault in its canonical form: `items` in order, each item's keys in a fixed order, absent
    /// and empty optional keys left out. Decoding then encoding gives the same bytes.
    package func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.key("items")
        writer.beginArray()
        for item in items {
            writer.beginObject()
            writer.key("id"); writer.value(item.id)
            writer.key("kind"); writer.value(item.kind)
            writer.key("title"); writer.value(item.title)
            switch item {
            case .login(let login): Self.write(login, to: &writer)
            case .card(let card): Self.write(card, to: &writer)
            case .identity(let identity): Self.write(identity, to: &writer)
            }
            writer.endObject()
        }
        writer.endArray()
        writer.endObject()
    }

    /// The bytes of a plain vault file: pretty JSON and a final newline.
    public func encoded() -> Data {
        var data = jsonData(pretty: true)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    private static func write(_ login: LoginItem, to writer: inout JSONWriter) {
        writer.key("urls"); writer.beginArray(); for url in login.urls { writer.value(url) }; writer.endArray()
        writer.key("username"); writer.value(login.username)
        writer.key("password"); writer.value(login.password)
        writer.field("totp", login.totp)
        writer.field("notes", login.notes)
        writer.field("sectionTitle", login.sectionTitle)
        if !login.fields.isEmpty {
            writer.key("fields")
            // The object form of issue 3 when names are unique and already in the order an object decodes to
            // (sorted by name); otherwise the array form, which keeps duplicates and order, so that decoding
            // what was encoded gives the same fields in the same order (found by the vault fuzzer).
            let names = login.fields.map(\.name)
            if Set(names).count == names.count, names == names.sorted() {
                writer.beginObject()
                for field in login.fields { writer.key(field.name); writer.value(field.value) }
                writer.endObject()
            } else {
                writer.beginArray()
                for field in login.fields {
                    writer.beginObject(); writer.key("name"); writer.value(field.name)
                    writer.key("value"); writer.value(field.value); writer.endObject()
                }
                writer.endArray()
            }
        }
        if !login.passwordHistory.isEmpty {
            writer.key("passwordHistory"); writer.beginArray()
            for entry in login.passwordHistory {
                writer.beginObject()
                writer.key("password"); writer.value(entry.password)
                writer.key("retired"); writer.value(VaultDates.format(entry.retired))
                writer.endObject()
            }
            writer.endArray()
        }
        writer.field("created", login.created.map(VaultDates.format))
        writer.field("modified", login.modified.map(VaultDates.format))
    }

    private static func write(_ card: CardItem, to writer: inout JSONWriter) {
        writer.field("cardholder", card.cardholder)
        writer.key("number"); writer.value(card.number)
        writer.field("expMonth", card.expMonth)
        writer.field("expYear", card.expYear)
        writer.field("cvv", card.cvv)
        writer.field("brand", card.brand)
        writer.field("notes", card.notes)
    }

    private static func write(_ identity: IdentityItem, to writer: inout JSONWriter) {
        let flat: [(String, String?)] = [
            ("honorificPrefix", identity.honorificPrefix), ("firstName", identity.firstName),
            ("middleName", identity.middleName), ("lastName", identity.lastName), ("email", identity.email),
            ("phone", identity.phone), ("company", identity.company), ("address1", identity.address1),
            ("address2", identity.address2), ("address3", identity.address3), ("city", identity.city),
            ("state", identity.state), ("postalCode", identity.postalCode), ("country", identity.country),
            ("username", identity.username), ("birthDate", identity.birthDate),
        ]
        for (key, value) in flat { writer.field(key, value) }
        if !identity.phones.isEmpty {
            writer.key("phones"); writer.beginArray()
            for phone in identity.phones {
                writer.beginObject(); writer.key("label"); writer.value(phone.label)
                writer.key("number"); writer.value(phone.number); writer.endObject()
            }
            writer.endArray()
        }
        if !identity.addresses.isEmpty {
            writer.key("addresses"); writer.beginArray()
            for address in identity.addresses {
                writer.beginObject()
                writer.key("label"); writer.value(address.label)
                writer.key("line1"); writer.value(address.line1)
                writer.field("line2", address.line2); writer.field("line3", address.line3)
                writer.field("city", address.city); writer.field("state", address.state)
                writer.field("postalCode", address.postalCode); writer.field("country", address.country)
                writer.endObject()
            }
            writer.endArray()
        }
        if let passport = identity.passport {
            writer.key("passport"); writer.beginObject()
            writer.key("number"); writer.value(passport.number)
            writer.field("country", passport.country)
            writer.field("issueDate", passport.issueDate)
            writer.field("expiryDate", passport.expiryDate)
            writer.endObject()
        }
    }
}
