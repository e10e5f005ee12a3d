import Foundation
import FormFillURLMatching
import FormFillModel

/// A login handed to an app: what the extension's completion dictionary carried.
public struct LoginResult: Sendable, Hashable {
    /// The vault item's id (not part of the extension's dictionary).
    public var itemID: String
    /// The URL, app identifier or service string asked for.
    public var urlString: String
    /// The user name.
    public var username: String
    /// The password (a secret).
    public var password: String
    /// The current one-time code when the login has a TOTP secret (never the secret itself).
    public var totp: String?
    /// The login's title.
    public var title: String
    /// The login's notes.
    public var notes: String?
    /// The section the login is filed under.
    public var sectionTitle: String?
    /// The login's custom fields (`fields`, and `returned_fields` for the app).
    public var fields: [CustomField]
    /// The password before a change, for the change-password flow.
    public var oldPassword: String?
    /// How well the login matched the URL string asked for; nil for a login just stored or created.
    public var quality: URLMatchQuality?
    /// True when the URL asked for is `http:` and the login was saved for `https:`: callers should not hand
    /// the password over unless the user allows it.
    public var isInsecureDowngrade = false
    /// For a ``URLMatchQuality/sharedCredential`` match: the listed domain the login was saved for, to show
    /// beside it (the lists' terms: offered on another site only where the site it was saved for is stated).
    public var sharedCredentialDomain: String?

    /// The result for `login`, with its current one-time code at `date`.
    public init(login: LoginItem, urlString: String? = nil, quality: URLMatchQuality? = nil, oldPassword: String? = nil,
                at date: Date = Date()) {
        itemID = login.id
        self.urlString = urlString ?? login.urls.first ?? ""
        username = login.username
        password = login.password
        totp = login.totp.flatMap { SecretsBridge.code($0, at: date) }
        title = login.title
        notes = login.notes
        sectionTitle = login.sectionTitle
        fields = login.fields
        self.oldPassword = oldPassword
        self.quality = quality
    }

    /// The extension's dictionary: `url_string`, `username`, `password`, `totp`, `login_title`, `notes`,
    /// `section_title`, `fields`, `returned_fields` and `old_password` (the optional ones only when set), and
    /// `saved_for` for a shared-credential match (the domain the login was saved for, to show with it).
    package var dictionary: [String: JSONValue] {
        var d: [String: JSONValue] = [
            ExtensionKey.urlString: .string(urlString),
            ExtensionKey.username: .string(username),
            ExtensionKey.password: .string(password),
            ExtensionKey.title: .string(title),
        ]
        let fieldObject = JSONValue.object(fields.map { (key: $0.name, value: .string($0.value)) })
        d[ExtensionKey.fields] = fieldObject
        d[ExtensionKey.returnedFields] = fieldObject
        if let totp { d[ExtensionKey.totp] = .string(totp) }
        if let notes { d[ExtensionKey.notes] = .string(notes) }
        if let sectionTitle { d[ExtensionKey.sectionTitle] = .string(sectionTitle) }
        if let oldPassword { d[ExtensionKey.oldPassword] = .string(oldPassword) }
        if let sharedCredentialDomain { d[ExtensionKey.savedFor] = .string(sharedCredentialDomain) }
        return d
    }

    /// The dictionary as one JSON object, keys sorted (for the CLI and for logging-free hand-over to apps).
    package var json: JSONValue {
        .object(dictionary.sorted { $0.key < $1.key }.map { (key: $0.key, value: $0.value) })
    }
}
