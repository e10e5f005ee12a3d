import Foundation

/// Why a password could not be generated, or why a `passwordrules` text could not be read.
///
/// Messages name the problem and, at most, quote a short piece of the rule text; they never contain a
/// generated password.
public struct PasswordError: Error, CustomStringConvertible, Sendable, Hashable {
    /// The broad reason, for callers that map errors to exit codes or UI.
    public enum Kind: Sendable, Hashable {
        /// The `passwordrules` text is malformed.
        case malformedRules
        /// The rules and options are well-formed but no password can meet all of them.
        case impossible
    }

    /// The broad reason.
    public var kind: Kind
    /// A one-line, human-readable explanation.
    public var message: String

    /// The message.
    public var description: String { message }

    /// Creates an error of `kind` with a one-line `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    static func malformed(_ message: String) -> PasswordError { PasswordError(.malformedRules, message) }
    static func impossible(_ message: String) -> PasswordError { PasswordError(.impossible, message) }
}

/// Quotes a piece of rule text for an error message, shortened so that a message never grows with its input.
func quoted<S: StringProtocol>(_ fragment: S, limit: Int = 24) -> String {
    let text = String(fragment)
    guard text.count > limit else { return "'\(text)'" }
    return "'\(text.prefix(limit))…'"
}

extension PasswordError: LocalizedError {
    /// The same as `description`, so `localizedDescription` reads well.
    public var errorDescription: String? { description }
}

extension TOTPError: LocalizedError {
    /// The same as `description`, so `localizedDescription` reads well.
    public var errorDescription: String? { description }
}
