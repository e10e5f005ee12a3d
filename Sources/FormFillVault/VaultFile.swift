import Foundation
import FormFillModel

/// The vault: the items FormFill fills from, as stored in a vault file (plain JSON or encrypted, see
/// ``VaultStore``).
///
/// The JSON format is `{"items": [...]}`, each item an object with `id`, `kind` (`login`, `card`,
/// `identity`) and the kind's keys; see `docs/vault.md`. Decoding
/// validates every item and names the item and key of the first problem; unknown keys are ignored.
/// Encoding is deterministic: fixed key order, two-space indentation, empty keys left out.
public struct VaultFile: Sendable, Equatable {
    /// The items, in file order.
    public var items: [VaultItem]
    /// Problems that do not stop the vault from being used (a card number failing the Luhn check), one
    /// line each, naming item and key but never the value.
    public var warnings: [String]

    /// A vault with these items.
    public init(items: [VaultItem] = [], warnings: [String] = []) {
        self.items = items
        self.warnings = warnings
    }

    /// Every login, in file order.
    public var logins: [LoginItem] {
        items.compactMap { if case .login(let login) = $0 { login } else { nil } }
    }
    /// Every card, in file order.
    public var cards: [CardItem] {
        items.compactMap { if case .card(let card) = $0 { card } else { nil } }
    }
    /// Every identity, in file order.
    public var identities: [IdentityItem] {
        items.compactMap { if case .identity(let identity) = $0 { identity } else { nil } }
    }

    /// The item with this id.
    public func item(id: String) -> VaultItem? { items.first { $0.id == id } }

    /// Replaces the item with the same id, or appends it.
    public mutating func upsert(_ item: VaultItem) {
        if let index = items.firstIndex(where: { $0.id == item.id }) { items[index] = item } else { items.append(item) }
    }

    /// An id not used yet, derived from `base` (`acme`, `acme-2`, …), lowercase ASCII letters, digits and dashes.
    public func unusedID(basedOn base: String) -> String {
        var stem = String(base.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
        while stem.contains("--") { stem = stem.replacingOccurrences(of: "--", with: "-") }
        stem = stem.trimmingCharacters(in: CharacterSet(charactersIn: "-"))
        if stem.isEmpty { stem = "item" }
        let used = Set(items.map(\.id))
        if !used.contains(stem) { return stem }
        var n = 2
        while used.contains("\(stem)-\(n)") { n += 1 }
        return "\(stem)-\(n)"
    }
}
