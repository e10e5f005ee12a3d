import Foundation
import FormFillHTML

/// Every failure an app meets through ``FormFiller`` and ``FormFillEngine``, by domain.
///
/// Messages are one line, name fields, items, keys and files but never a value (a password, a card number,
/// a one-time-code secret), and give no command-line advice. `localizedDescription` reads the same as
/// `description`. Cancellation is not an error of this type: a cancelled task throws `CancellationError`.
public enum FormFillError: Error, LocalizedError, CustomStringConvertible, Sendable, Equatable {
    // Choosing an item.

    /// No item in the vault fits the page (no login for this site, no card or identity for its forms). The
    /// value is the page's host, empty when the page has no URL.
    case noMatchingItem(String)
    /// The item id asked for names no item.
    case itemNotFound(String)
    /// Nothing on the page may be filled (only search or newsletter boxes, hidden or disabled fields, …).
    case nothingToFill(String)
    /// The named login is saved for another site; FormFill never fills a login into a foreign domain.
    case itemNotForThisSite(String, host: String)

    // Pages and tokens.

    /// The page-details token is not what `collect.js` returns (not JSON, not an object, or missing its
    /// `documentUUID`, `url` or `fields`).
    case malformedToken(String)
    /// The HTML could not be read (resource limits).
    case unreadablePage(String)

    // Fill scripts.

    /// The chosen item cannot fill the page: a password that cannot meet the field's rules, everything
    /// withheld on an insecure page, an unreadable one-time-code secret, nothing this item can fill.
    case fill(FillError)

    // Vaults.

    /// The vault file is missing, encrypted without a passphrase, opened with a wrong passphrase, damaged,
    /// changed on disk since it was read, or cannot be written.
    case vault(VaultStorageError)
    /// The vault file is not a valid vault (bad JSON, a missing or invalid key in an item).
    case malformedVault(VaultFormatError)
    /// A native-app flow (store a login, change a password) cannot go ahead.
    case vaultFlow(VaultFlowError)
    /// An import file could not be read.
    case malformedImport(String)
    /// scrypt parameters outside the documented bounds (see `ScryptParameters`).
    case unsafeKeyDerivation(String)

    // Passwords and one-time codes.

    /// A password could not be generated, or `passwordrules` text could not be read.
    case password(PasswordError)
    /// A one-time-code secret or `otpauth://` URI was rejected.
    case oneTimeCode(TOTPError)

    /// Any other failure, described.
    case other(String)

    /// The same error as a ``FormFillError``: the library's own error types are wrapped in their domain's
    /// case; a ``FormFillError`` is returned unchanged.
    public init(_ error: any Error) {
        switch error {
        case let error as FormFillError: self = error
        case let error as FillError: self = .fill(error)
        case let error as VaultStorageError: self = .vault(error)
        case let error as VaultFormatError: self = .malformedVault(error)
        case let error as VaultFlowError: self = .vaultFlow(error)
        case let error as CSVParser.ParseError: self = .malformedImport(error.description)
        case let error as PasswordError: self = .password(error)
        case let error as TOTPError: self = .oneTimeCode(error)
        case let error as FormatError: self = .malformedToken(error.description)
        case let error as HTMLError: self = .unreadablePage(error.description)
        default: self = .other(String(describing: error))
        }
    }

    /// One line naming the problem; never a secret.
    public var description: String {
        switch self {
        case .noMatchingItem(let host) where host.isEmpty: "no vault item matches the page: it has no URL to match logins against"
        case .noMatchingItem(let host): "no vault item matches \(host)"
        case .itemNotFound(let id): "no vault item has the id '\(id)'"
        case .nothingToFill(let why): "nothing to fill: \(why)"
        case .itemNotForThisSite(let id, let host): "item '\(id)' is not saved for \(host); refusing to fill it there"
        case .malformedToken(let why): "malformed page-details token: \(why)"
        case .unreadablePage(let why): "the page cannot be read: \(why)"
        case .fill(let error): error.description
        case .vault(let error): error.description
        case .malformedVault(let error): error.description
        case .vaultFlow(let error): error.description
        case .malformedImport(let why): why
        case .unsafeKeyDerivation(let why): "unsafe scrypt parameters: \(why)"
        case .password(let error): error.description
        case .oneTimeCode(let error): error.description
        case .other(let why): why
        }
    }

    /// The same as `description`, so `localizedDescription` reads well.
    public var errorDescription: String? { description }
}

/// Runs `body`, turning the library's errors into ``FormFillError`` (cancellation passes through).
func wrappingErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch is CancellationError {
        throw CancellationError()
    } catch {
        throw FormFillError(error)
    }
}
