import Foundation

/// A failure of the HTML layer. Parsing never fails on bad input; only resource exhaustion and
/// serialization problems are reported.
public struct HTMLError: Error, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var description: String
    init(_ description: String) { self.description = description }
}

extension HTMLError: LocalizedError {
    /// The same as `description`, so `localizedDescription` reads well.
    public var errorDescription: String? { description }
}
