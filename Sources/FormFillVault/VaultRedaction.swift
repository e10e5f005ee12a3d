import FormFillModel

// Redacted descriptions for the vault's values that carry secrets (see `RedactedDescription`).

extension LoginResult: RedactedDescribing {
    package var redacted: RedactedDescription {
        RedactedDescription("LoginResult", [
            ("itemID", RedactedDescription.quoted(itemID)), ("urlString", RedactedDescription.quoted(urlString)),
            ("title", RedactedDescription.quoted(title)), ("username", RedactedDescription.quoted(username)),
            ("password", RedactedDescription.secret(password)), ("totp", RedactedDescription.secret(totp)),
            ("oldPassword", RedactedDescription.secret(oldPassword)), ("fields", "\(fields.count)"),
        ])
    }
}

extension LoginDetails: RedactedDescribing {
    package var redacted: RedactedDescription {
        RedactedDescription("LoginDetails", [
            ("urlString", RedactedDescription.quoted(urlString)), ("title", RedactedDescription.quoted(title)),
            ("username", RedactedDescription.quoted(username)), ("password", RedactedDescription.secret(password)),
        ])
    }
}

extension PasswordChangeRequest: RedactedDescribing {
    package var redacted: RedactedDescription {
        RedactedDescription("PasswordChangeRequest", [
            ("urlString", RedactedDescription.quoted(urlString)), ("username", RedactedDescription.quoted(username)),
            ("itemID", RedactedDescription.quoted(itemID)), ("oldPassword", RedactedDescription.secret(oldPassword)),
            ("newPassword", RedactedDescription.secret(newPassword)),
            ("confirmation", RedactedDescription.secret(confirmation)),
        ])
    }
}

extension PasswordChangeResult: RedactedDescribing {
    package var redacted: RedactedDescription {
        RedactedDescription("PasswordChangeResult", [
            ("item", item.description), ("created", "\(created)"),
            ("oldPassword", RedactedDescription.secret(oldPassword)), ("newPassword", RedactedDescription.secret(newPassword)),
        ])
    }
}

extension VaultKey: RedactedDescribing {
    package var redacted: RedactedDescription {
        RedactedDescription("VaultKey", [("n", "\(parameters.n)"), ("r", "\(parameters.r)"), ("p", "\(parameters.p)"),
                                         ("key", RedactedDescription.placeholder)])
    }
}
