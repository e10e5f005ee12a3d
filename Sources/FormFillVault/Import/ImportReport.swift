import FormFillModel

/// What an import produced: the items (already validated as vault items) and what was left out, and why.
public struct ImportReport: Sendable, Equatable {
    /// The items read.
    public var items: [VaultItem] = []
    /// One line per skipped entry (`item 4 "Wi-Fi": secure notes are not supported`), never a secret.
    public var skipped: [String] = []
    /// Data that was dropped from imported items (`item 2 "Home": ssn not kept`).
    public var notes: [String] = []

    /// Creates the value from its parts.
    public init(items: [VaultItem] = [], skipped: [String] = [], notes: [String] = []) {
        self.items = items; self.skipped = skipped; self.notes = notes
    }
}

/// The export formats FormFill imports.
public enum ImportFormat: String, Sendable, CaseIterable {
    case bitwarden, chrome, firefox

    /// Guesses the format from the content: JSON is Bitwarden; a CSV header with `httpRealm` or `guid` is
    /// Firefox, one with `name` and `url` is Chrome.
    public static func detect(_ text: String) -> ImportFormat? {
        let trimmed = text.drop { $0 == "\u{FEFF}" || $0.isWhitespace }
        if trimmed.first == "{" { return .bitwarden }
        let header = trimmed.prefix { $0 != "\n" && $0 != "\r" }.lowercased()
        let columns = Set(header.split(separator: ",").map { $0.trimmingCharacters(in: .init(charactersIn: "\" ")) })
        if columns.contains("httprealm") || columns.contains("guid") { return .firefox }
        if columns.contains("url") && columns.contains("password") { return .chrome }
        return nil
    }
}

extension VaultFile {
    /// Adds imported items, giving each an id not used yet (from its title) and skipping logins already in
    /// the vault (same URLs, username and password). Returns the lines for the report.
    public mutating func merge(_ report: ImportReport) -> (added: Int, duplicates: [String]) {
        var added = 0
        var duplicates: [String] = []
        for var item in report.items {
            if case .login(let login) = item, logins.contains(where: {
                $0.urls == login.urls && $0.username == login.username && $0.password == login.password
            }) {
                duplicates.append("\"\(login.title)\": already in the vault")
                continue
            }
            let id = unusedID(basedOn: item.title.isEmpty ? item.kind : item.title)
            switch item {
            case .login(var l): l.id = id; item = .login(l)
            case .card(var c): c.id = id; item = .card(c)
            case .identity(var i): i.id = id; item = .identity(i)
            }
            items.append(item)
            added += 1
        }
        return (added, duplicates)
    }
}
