import ArgumentParser
import FormFillModel
import FormFillVault

/// `formfill vault list`: every item, secrets masked.
struct VaultListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the vault's items with their secrets masked.",
        discussion: """
            One line per item: id, kind, title and a summary (username and URLs; the card's brand and last \
            four digits; the identity's name). Passwords, CVVs and TOTP secrets are never printed. Validation \
            warnings (a card failing the Luhn check) go to stderr.
            """
    )

    @OptionGroup var vault: VaultOptions

    func run() throws {
        try reportingErrors {
            let file = try vault.loadVault()
            for warning in file.warnings { printWarning(warning) }
            for item in file.items { writeStdout(Self.line(item) + "\n") }
        }
    }

    static func line(_ item: VaultItem) -> String {
        let summary: String
        switch item {
        case .login(let l):
            var parts = [l.username.isEmpty ? "(no username)" : l.username, l.password.isEmpty ? "no password" : "password ********"]
            if l.totp != nil { parts.append("totp ******") }
            parts.append(l.urls.joined(separator: " "))
            summary = parts.joined(separator: "  ")
        case .card(let c):
            let expiry = c.expMonth.map { m in "\(m < 10 ? "0" : "")\(m)/\(c.expYear.map(String.init) ?? "?")" } ?? ""
            summary = "\(c.brand ?? "card") •••• \(c.number.suffix(4))  \(expiry)"
        case .identity(let i):
            summary = [i.firstName, i.lastName].compactMap { $0 }.joined(separator: " ")
        }
        return [item.id, item.kind, item.title.isEmpty ? "(untitled)" : item.title, summary].joined(separator: "\t")
    }
}
