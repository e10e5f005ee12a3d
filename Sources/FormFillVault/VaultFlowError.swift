/// A native-app flow that cannot go ahead; messages never contain passwords.
public enum VaultFlowError: Error, CustomStringConvertible, Sendable, Equatable {
    /// A required detail is missing (the extension key is named).
    case missing(String)
    /// The old and the new password are the same.
    case passwordUnchanged
    /// The new password and its confirmation differ.
    case confirmationMismatch
    /// Several logins match and the caller did not choose; lists them so it can.
    case ambiguous([LoginCandidate])
    /// The chosen item id is not one of the candidates.
    case unknownChoice(String)
    /// The generator options cannot be met.
    case cannotGeneratePassword(String)

    /// One line; never a password.
    public var description: String {
        switch self {
        case .missing(let key): "\(key) is required"
        case .passwordUnchanged: "the old and the new password must not be the same"
        case .confirmationMismatch: "the new password and the confirmation password must match"
        case .ambiguous(let candidates):
            "several logins match; choose one with its id: " + candidates.map(\.description).joined(separator: "; ")
        case .unknownChoice(let id): "no matching login has the id \"\(id)\""
        case .cannotGeneratePassword(let reason): "cannot generate a password: \(reason)"
        }
    }
}

/// A login the caller may choose in the change-password flow: id, title and username, never the password.
public struct LoginCandidate: Sendable, Hashable, CustomStringConvertible {
    /// The login's id.
    public var id: String
    /// The login's title.
    public var title: String
    /// The login's user name.
    public var username: String
    /// The login's first URL.
    public var urlString: String

    /// One line; never a password.
    public var description: String { "\(id) (\(title), user \"\(username)\", \(urlString))" }
}
