import ArgumentParser
import FormFillURLMatching
import FormFillModel
import FormFillVault

/// `formfill vault find URL`: the matching logins, best first, as the extension's dictionaries.
struct VaultFindCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "find",
        abstract: "Print the logins matching a URL, app identifier or service string, best first.",
        discussion: """
            Prints a JSON array; each login carries the extension's keys (url_string, username, password, \
            totp as the current code, login_title, notes, section_title, fields, returned_fields) plus item_id \
            and match (exactHost, sameRegistrableDomain, or sharedCredential with saved_for, the domain of \
            Apple's shared-credentials list the login was saved for: offer it with that domain shown). \
            No match exits with 3.
            """
    )

    @OptionGroup var vault: VaultOptions

    @Argument(help: "A web URL, an app identifier (app://com.acme.app) or a service string (TouchMeIn.Login).")
    var url: String

    func run() throws {
        try reportingErrors {
            try InstalledResources.requireSuffixList()
            let results = try vault.loadVault().findLogins(for: url, matcher: InstalledResources.matcher)
            guard !results.isEmpty else { throw CLIError(.noMatchingItem, "no login matches \(url)") }
            printJSON(.array(results.map(Self.json)))
        }
    }

    static func json(_ result: LoginResult) -> JSONValue {
        var pairs: [(key: String, value: JSONValue)] = [(key: "item_id", value: .string(result.itemID))]
        if let quality = result.quality {
            pairs.append((key: "match", value: .string(matchName(quality))))
        }
        if case .object(let rest) = result.json { pairs += rest }
        return .object(pairs)
    }

    static func matchName(_ quality: URLMatchQuality) -> String {
        switch quality {
        case .exactHost: "exactHost"
        case .sameRegistrableDomain: "sameRegistrableDomain"
        case .sharedCredential: "sharedCredential"
        }
    }
}
