import Foundation
import FormFillURLMatching
import FormFillModel

/// What an app hands over to save a login (the extension's `login_title`, `username`, … keys).
public struct LoginDetails: Sendable, Hashable {
    /// The URL, app identifier or service string.
    public var urlString: String
    /// The title (default: the site's domain).
    public var title: String?
    /// The user name.
    public var username: String
    /// Empty: generate one.
    public var password: String
    /// Notes.
    public var notes: String?
    /// The section title.
    public var sectionTitle: String?
    /// Custom fields.
    public var fields: [CustomField]

    /// Creates the request; every detail but the URL is optional.
    public init(urlString: String, title: String? = nil, username: String = "", password: String = "",
                notes: String? = nil, sectionTitle: String? = nil, fields: [CustomField] = []) {
        self.urlString = urlString; self.title = title; self.username = username; self.password = password
        self.notes = notes; self.sectionTitle = sectionTitle; self.fields = fields
    }

    /// Reads the extension's dictionary (`url_string`, `login_title`, `username`, `password`, `notes`,
    /// `section_title`, `fields` as an object of strings).
    package init(dictionary d: [String: JSONValue]) {
        var fields: [CustomField] = []
        if case .object(let pairs)? = d[ExtensionKey.fields] {
            fields = pairs.compactMap { pair in pair.value.stringValue.map { CustomField(name: pair.key, value: $0) } }
                .sorted { $0.name < $1.name }
        }
        self.init(urlString: d[ExtensionKey.urlString]?.stringValue ?? "", title: d[ExtensionKey.title]?.stringValue,
                  username: d[ExtensionKey.username]?.stringValue ?? "", password: d[ExtensionKey.password]?.stringValue ?? "",
                  notes: d[ExtensionKey.notes]?.stringValue, sectionTitle: d[ExtensionKey.sectionTitle]?.stringValue,
                  fields: fields)
    }
}

/// A change-password request, validated as the extension's callers do.
public struct PasswordChangeRequest: Sendable, Hashable {
    /// The URL, app identifier or service string.
    public var urlString: String
    /// Narrows the matching logins to this username (case-insensitive) when given.
    public var username: String?
    /// The password the app's form shows as current; must differ from the new one.
    public var oldPassword: String?
    /// The new password; nil or empty to generate one.
    public var newPassword: String?
    /// The confirmation typed by the user; must equal ``newPassword`` when both are given.
    public var confirmation: String?
    /// The item to update when several match (the caller's choice).
    public var itemID: String?
    /// Used when no login matches and one is created.
    public var title: String?
    /// Notes.
    public var notes: String?
    /// Options for a generated new password.
    public var generator: GeneratedPasswordOptions

    /// Creates the request; every detail but the URL is optional.
    public init(urlString: String, username: String? = nil, oldPassword: String? = nil, newPassword: String? = nil,
                confirmation: String? = nil, itemID: String? = nil, title: String? = nil, notes: String? = nil,
                generator: GeneratedPasswordOptions = GeneratedPasswordOptions()) {
        self.urlString = urlString; self.username = username; self.oldPassword = oldPassword
        self.newPassword = newPassword; self.confirmation = confirmation; self.itemID = itemID; self.title = title
        self.notes = notes; self.generator = generator
    }
}

/// The outcome of a password change.
public struct PasswordChangeResult: Sendable, Hashable {
    /// The login as saved (new password, previous one in its history).
    public var item: LoginItem
    /// The password before the change (empty when the login was created).
    public var oldPassword: String
    /// The new password (a secret).
    public var newPassword: String
    /// True when no login matched and a new one was created.
    public var created: Bool
    /// The extension's view, with `old_password`.
    public var result: LoginResult
    /// Where the user changes the password on the site: the change-password-URLs list's page, else
    /// `/.well-known/change-password` on the login's origin, labelled which; nil for app identifiers and
    /// service strings.
    public var changePasswordPage: ChangePasswordPage?
}

extension VaultFile {
    // MARK: Find

    /// The logins matching a URL string, best first (exact host before same registrable domain; app
    /// identifiers and service strings exactly), with the extension's keys; `totp` is the code at `date`.
    /// Results for an `http:` URL from logins saved on `https:` are flagged ``LoginResult/isInsecureDowngrade``.
    public func findLogins(for urlString: String, matcher: URLMatcher = URLMatcher(), at date: Date = Date()) -> [LoginResult] {
        matcher.rankedLogins(logins, for: urlString).map { match in
            let best = matcher.bestMatch(for: match.item, pageURL: urlString)
            var result = LoginResult(login: match.item, urlString: best?.itemURL, quality: match.quality, at: date)
            result.isInsecureDowngrade = best?.isInsecureDowngrade ?? false
            result.sharedCredentialDomain = best?.sharedCredentialDomain
            return result
        }
    }

    // MARK: Store

    /// Saves a new login from an app. The password is generated (with `generator`, or the defaults) when
    /// `details.password` is empty or `generator` is given; the result carries it and the custom fields as
    /// `returned_fields`. The default title is the site's name by `matcher` (its registrable domain).
    @discardableResult
    public mutating func storeLogin(_ details: LoginDetails, generator: GeneratedPasswordOptions? = nil,
                                    matcher: URLMatcher = URLMatcher(), now: Date = Date()) throws -> LoginResult {
        let url = details.urlString.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !url.isEmpty else { throw VaultFlowError.missing(ExtensionKey.urlString) }
        var password = details.password
        if password.isEmpty || generator != nil {
            password = try SecretsBridge.generatePassword(generator ?? GeneratedPasswordOptions())
        }
        let title = details.title.flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultTitle(for: url, matcher: matcher)
        let stamp = Self.wholeSeconds(now)
        let login = LoginItem(id: unusedID(basedOn: title), title: title, urls: [url], username: details.username,
                              password: password, notes: details.notes, sectionTitle: details.sectionTitle,
                              fields: details.fields, created: stamp, modified: stamp)
        items.append(.login(login))
        return LoginResult(login: login, at: now)
    }

    // MARK: Change password

    /// Changes the password of the login matching the request: validates (old ≠ new, confirmation
    /// matches), generates the new password when none is given, keeps the previous one in the history.
    /// Several matches: `request.itemID`, else `choose` picks one (return nil to cancel: the flow throws
    /// ``VaultFlowError/ambiguous(_:)``); none: a login is created. Logins match the URL by `matcher`, which
    /// also names the new login and finds the site's change-password page.
    public mutating func changePassword(_ request: PasswordChangeRequest,
                                        choose: (([LoginCandidate]) -> String?)? = nil,
                                        matcher: URLMatcher = URLMatcher(),
                                        now: Date = Date()) throws -> PasswordChangeResult {
        let url = request.urlString.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !url.isEmpty else { throw VaultFlowError.missing(ExtensionKey.urlString) }
        var newPassword = request.newPassword ?? ""
        if let old = request.oldPassword, !old.isEmpty, old == newPassword { throw VaultFlowError.passwordUnchanged }
        if !newPassword.isEmpty, let confirmation = request.confirmation, confirmation != newPassword {
            throw VaultFlowError.confirmationMismatch
        }
        if newPassword.isEmpty {
            // A fresh password equal to the old one only happens with tiny option spaces; retry a few times.
            for _ in 0..<8 where newPassword.isEmpty || newPassword == request.oldPassword {
                newPassword = try SecretsBridge.generatePassword(request.generator)
            }
            if newPassword == request.oldPassword { throw VaultFlowError.passwordUnchanged }
        }

        // A login of another site of a shared-credential group is changed only when chosen by id.
        var matches = findLogins(for: url, matcher: matcher, at: now).filter { $0.quality != .sharedCredential || $0.itemID == request.itemID }
        if let username = request.username, !username.isEmpty {
            matches = matches.filter { $0.username.caseInsensitiveCompare(username) == .orderedSame }
        }
        let stamp = Self.wholeSeconds(now)
        guard !matches.isEmpty else {
            let title = request.title.flatMap { $0.isEmpty ? nil : $0 } ?? Self.defaultTitle(for: url, matcher: matcher)
            let login = LoginItem(id: unusedID(basedOn: title), title: title, urls: [url],
                                  username: request.username ?? "", password: newPassword, notes: request.notes,
                                  created: stamp, modified: stamp)
            items.append(.login(login))
            return PasswordChangeResult(item: login, oldPassword: "", newPassword: newPassword, created: true,
                                        result: LoginResult(login: login, oldPassword: "", at: now),
                                        changePasswordPage: matcher.changePasswordPage(forItemURL: url))
        }
        let candidates = matches.map {
            LoginCandidate(id: $0.itemID, title: $0.title, username: $0.username, urlString: $0.urlString)
        }
        let chosenID: String
        if let id = request.itemID {
            chosenID = id
        } else if candidates.count == 1 {
            chosenID = candidates[0].id
        } else if let picked = choose?(candidates) {
            chosenID = picked
        } else {
            throw VaultFlowError.ambiguous(candidates)
        }
        guard candidates.contains(where: { $0.id == chosenID }), case .login(var login)? = item(id: chosenID) else {
            throw VaultFlowError.unknownChoice(chosenID)
        }
        let old = login.password
        if !old.isEmpty, old == newPassword { throw VaultFlowError.passwordUnchanged }
        if !old.isEmpty { login.passwordHistory.append(PasswordHistoryEntry(password: old, retired: stamp)) }
        login.password = newPassword
        login.modified = stamp
        upsert(.login(login))
        let itemURL = matches.first { $0.itemID == chosenID }?.urlString ?? url
        return PasswordChangeResult(item: login, oldPassword: old, newPassword: newPassword, created: false,
                                    result: LoginResult(login: login, oldPassword: old, at: now),
                                    changePasswordPage: matcher.changePasswordPage(forItemURL: itemURL))
    }

    // MARK: Helpers

    /// The title of a login created for a URL string: its registrable domain (by `matcher`'s suffix list), app
    /// identifier or service.
    static func defaultTitle(for urlString: String, matcher: URLMatcher) -> String {
        matcher.siteName(for: urlString) ?? urlString
    }

    /// Vault files store whole seconds; rounding here keeps a saved item equal to the one returned.
    static func wholeSeconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }
}
