import Foundation
import FormFillModel

// Redacted descriptions for the generator's values that carry secrets (see `RedactedDescription`).

extension FillResult: RedactedDescribing {
    package var redacted: RedactedDescription {
        RedactedDescription("FillResult", [
            ("script", script.description), ("filledOpids", "\(filledOpids)"),
            ("generatedPassword", RedactedDescription.secret(generatedPassword)), ("warnings", "\(warnings)"),
        ])
    }
}

extension FillOptions: RedactedDescribing {
    package var redacted: RedactedDescription {
        RedactedDescription("FillOptions", [
            ("generatePassword", generatePassword == nil ? "nil" : "set"),
            ("newPassword", RedactedDescription.secret(newPassword)), ("allowInsecure", "\(allowInsecure)"),
            ("now", "\(now)"), ("language", RedactedDescription.quoted(language)),
        ])
    }
}

extension FillError: LocalizedError {
    /// The same as `description`, so `localizedDescription` reads well.
    public var errorDescription: String? { description }
}
