import Foundation
import FormFillURLMatching
import FormFillModel
import FormFillSecrets
import FormFillSites

/// What site knowledge changes in a fill (`docs/site-knowledge.md`). Each rule only narrows: it holds a fill
/// back, flags it, or constrains a generated password; none sends a secret where matching would not.
enum SiteKnowledgeRules {
    /// The flag of a login filled on another site of its shared-credential group.
    static let sharedCredentialFlag = "shared-credential"
    /// The flag of a token whose document or a field's frame is a listed aggregator, embedded.
    static let embeddedAggregatorFlag = "embedded-aggregator"
    /// The flag of a password with the one-time code appended.
    static let appendedCodeFlag = "one-time-code-appended"

    static func sharedCredentialWarning(itemID: String, savedDomain: String) -> String {
        "item '\(itemID)' was saved for \(savedDomain), which shares its logins with this site (Apple's shared-credentials list); filled because it was chosen"
    }

    /// The listed aggregator a token is embedded from: its own document when framed in a page of another
    /// origin (`topOrigin`), or the frame of any of its fields (`frameOrigin`). Nil when none is listed.
    static func embeddedAggregator(_ page: PageModel, matcher: URLMatcher) -> String? {
        if let top = page.topOrigin, Origin.of(page.url) != top,
           let domain = matcher.embeddedAggregatorDomain(for: page.url) {
            return domain
        }
        for i in page.fields.indices {
            if let frame = page.fields[i].frameOrigin, let domain = matcher.embeddedAggregatorDomain(for: frame) { return domain }
        }
        return nil
    }

    static func embeddedAggregatorWarning(_ domain: String, allowed: Bool) -> String {
        allowed
            ? "the form is in a frame of \(domain), a service that asks for other services' credentials when embedded; filled because the user allowed it"
            : "the form is in a frame of \(domain), a service that asks for other services' credentials when embedded; nothing was filled: ask the user first"
    }

    /// The site's listed password rules when the fields carry none and the host set none, parsed; nil (with
    /// a warning for an unreadable entry) otherwise.
    static func sitePasswordRules(_ fields: [PageField], base: PasswordOptions, context: FillContext,
                                  into builder: inout ScriptBuilder) -> (entry: SiteEntry, rules: PasswordRules)? {
        guard base.rules == nil, !fields.contains(where: { !($0.passwordRules ?? "").isEmpty }),
              let entry = context.matcher.sitePasswordRules(for: context.url) else {
            return nil
        }
        do {
            return (entry, try PasswordRules(parsing: entry.value))
        } catch {
            builder.warn("the listed password rules of \(entry.domain) cannot be read (\(error)); generated without them")
            return nil
        }
    }

    /// The password with the current one-time code after it, when the page's site is listed as wanting it,
    /// the item has a readable TOTP secret and the form has no code field of its own; else nil.
    static func passwordWithAppendedCode(_ item: LoginItem, fields: [PageField], context: FillContext) -> (value: String, domain: String)? {
        guard let secret = item.totp, !fields.contains(where: { $0.designation == .oneTimeCode }),
              let domain = context.matcher.appendsOneTimeCodeDomain(for: context.url),
              let totp = try? TOTP(secret) else { return nil }
        return (item.password + totp.code(at: context.options.now), domain)
    }
}

extension FillResult {
    /// Adds the `shared-credential` flag and warning unless the script has them (for `FormFiller`, whose
    /// matcher may know groups the fill options' site knowledge does not).
    package mutating func flagSharedCredential(itemID: String, savedDomain: String) {
        let warning = SiteKnowledgeRules.sharedCredentialWarning(itemID: itemID, savedDomain: savedDomain)
        if !script.metadata.flags.contains(SiteKnowledgeRules.sharedCredentialFlag) {
            script.metadata.flags.append(SiteKnowledgeRules.sharedCredentialFlag)
        }
        if !warnings.contains(warning) {
            warnings.append(warning)
            script.metadata.warnings.append(warning)
        }
    }
}

extension VaultItem {
    /// The metadata action of a fill script for this item that fills nothing (a held-back aggregator frame).
    var fillAction: String {
        switch self {
        case .login: "fillLogin"
        case .card: "fillCard"
        case .identity: "fillIdentity"
        }
    }
}
