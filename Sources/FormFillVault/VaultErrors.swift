import Foundation

/// A vault file that cannot be read as a vault: bad JSON, or an item with a missing or invalid key.
///
/// The message names the item (its index and id) and the key, never the offending value: it may be a secret.
public struct VaultFormatError: Error, CustomStringConvertible, Sendable, Equatable {
    /// Zero-based index of the item in `items`, when the problem is inside one.
    public var itemIndex: Int?
    /// The item's id, when it has one.
    public var itemID: String?
    /// The key, as a path below the item (`fields`, `addresses[1].line1`).
    public var key: String?
    /// What is wrong with the value (never the value).
    public var problem: String

    /// An error at the given place.
    public init(itemIndex: Int? = nil, itemID: String? = nil, key: String? = nil, _ problem: String) {
        self.itemIndex = itemIndex; self.itemID = itemID; self.key = key; self.problem = problem
    }

    /// One line naming the place and the problem, never a value.
    public var description: String {
        var place = "vault"
        if let itemIndex {
            place += " item \(itemIndex)"
            if let itemID { place += " (id \"\(itemID)\")" }
        }
        if let key { place += " key \"\(key)\"" }
        return "\(place): \(problem)"
    }
}

/// Something that went wrong reading or writing the vault file on disk.
public enum VaultStorageError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The file does not exist or cannot be read.
    case missingFile(String)
    /// The file is encrypted and no passphrase was given.
    case passphraseRequired(String)
    /// The passphrase does not open the file (authentication failed with an intact header).
    case wrongPassphrase(String)
    /// The encrypted file is damaged or was altered: its header is malformed or inconsistent.
    case tampered(String)
    /// The file changed on disk since it was read; writing would lose someone else's changes.
    case conflict(String)
    /// The file could not be written; the previous version is intact.
    case cannotWrite(String)
    /// An empty passphrase was given for encrypting.
    case emptyPassphrase
    /// The folder that should hold the vault file does not exist.
    case missingFolder(String)

    /// One line naming the place and the problem, never a value.
    public var description: String {
        switch self {
        case .missingFile(let path): "vault \(path): no such file or not readable"
        case .passphraseRequired(let path): "vault \(path) is encrypted: a passphrase is needed"
        case .wrongPassphrase(let path): "vault \(path): wrong passphrase (or its key-derivation header was altered)"
        case .tampered(let path): "vault \(path): the encrypted file is damaged or was tampered with"
        case .conflict(let path): "vault \(path) changed on disk since it was read; not overwriting it (read it again and retry)"
        case .cannotWrite(let detail): "cannot write the vault: \(detail)"
        case .emptyPassphrase: "the passphrase must not be empty"
        case .missingFolder(let path): "vault folder \(path) does not exist"
        }
    }
}

extension VaultFormatError: LocalizedError {
    /// The same as `description`, so `localizedDescription` reads well.
    public var errorDescription: String? { description }
}

extension VaultStorageError: LocalizedError {
    /// The same as `description`, so `localizedDescription` reads well.
    public var errorDescription: String? { description }
}

extension VaultFlowError: LocalizedError {
    /// The same as `description`, so `localizedDescription` reads well.
    public var errorDescription: String? { description }
}
