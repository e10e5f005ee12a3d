import Foundation
import FormFillURLMatching
import FormFillModel
import FormFillSecrets
import FormFillSites

/// How to fill: the choices a host makes for one fill.
public struct FillOptions: Sendable {
    /// When set, sign-up and change-password forms get a new password generated with these options (combined
    /// with the field's `passwordrules` (else the site's listed rules, ``siteKnowledge``), `minlength`, `maxlength`
    /// and `pattern`).
    public var generatePassword: PasswordOptions?
    /// A new password chosen by the user or the app for a sign-up or change-password form; used when
    /// ``generatePassword`` is nil.
    public var newPassword: String?
    /// Fill a password (or one-time code) from an item saved for `https:` into an `http:` page.
    public var allowInsecure: Bool
    /// The time the one-time code is computed for.
    public var now: Date
    /// The page's language (`de`, `pt-BR`, …) for month names in selects; nil tries every known language.
    public var language: String?
    /// `properties.delay_between_operations` of the fill script, in milliseconds.
    public var delayBetweenOperations: Int
    /// Fill passwords, one-time codes, cards and the person's details into a form that posts to another
    /// registrable domain, or from an `https:` page over plain `http:`. Set it only after the user confirmed, for
    /// this form, what the fill script's `cross-site-action` / `insecure-action` flag said; a same-site form is
    /// still preferred.
    public var allowCrossSiteForms: Bool
    /// Fill fields that live in a frame whose origin is not the top-level page's (a token collected inside a
    /// cross-origin frame, or a field whose `frameOrigin` differs). Set it only after the user confirmed what
    /// the `cross-origin-frame` flag said (Bitwarden's untrusted-iframe rule).
    public var allowCrossOriginFrames: Bool
    /// What is known about sites (`docs/site-knowledge.md`): their password rules, the embedded aggregators,
    /// the sites that want the one-time code after the password, and shared-credential groups.
    public var siteKnowledge: SiteKnowledge = .bundled
    /// Fill a frame of a service that asks for other services' credentials when embedded (a bank-account
    /// aggregator such as `plaid.com`), after the app asked the user; without it such a fill script fills
    /// nothing and is flagged `embedded-aggregator`.
    public var allowEmbeddedAggregator = false

    /// Creates the value; every argument has a safe default.
    public init(generatePassword: PasswordOptions? = nil, newPassword: String? = nil, allowInsecure: Bool = false,
                now: Date = Date(), language: String? = nil, delayBetweenOperations: Int = 20,
                allowCrossSiteForms: Bool = false, allowCrossOriginFrames: Bool = false) {
        self.generatePassword = generatePassword; self.newPassword = newPassword
        self.allowInsecure = allowInsecure; self.now = now; self.language = language
        self.delayBetweenOperations = delayBetweenOperations
        self.allowCrossSiteForms = allowCrossSiteForms; self.allowCrossOriginFrames = allowCrossOriginFrames
    }
}

/// A fill script and what the host should know about it.
public struct FillResult: Sendable {
    /// The fill script for `fill.js` (holds the values: a secret).
    public var script: FillScript
    /// The opids that get a value, in the order they are filled.
    public var filledOpids: [String]
    /// The password generated for a sign-up or change-password form, so the host can save it.
    public var generatedPassword: String?
    /// The same warnings as `script.metadata.warnings`; never contain a secret.
    public var warnings: [String]

    /// Creates the value; every argument has a safe default.
    public init(script: FillScript, filledOpids: [String], generatedPassword: String?, warnings: [String]) {
        self.script = script; self.filledOpids = filledOpids
        self.generatedPassword = generatedPassword; self.warnings = warnings
    }
}

/// Why no fill script could be made. Messages name fields and rules, never values.
public enum FillError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The page has no field this item can fill.
    case nothingToFill(String)
    /// The field's password rules and the generator options cannot all be met.
    case impossiblePassword(String)
    /// Everything the item could fill was withheld because the page is not secure.
    case insecurePage(String)
    /// The page has fields the item could fill, but filling them would be unsafe: they are not viewable, live
    /// in a cross-origin or invisible frame, the form posts to another site or over plain http, or a card is
    /// asked for on a page that is not secure. The message says which.
    case refused(String)

    /// The message: names fields and rules, never values.
    public var description: String {
        switch self {
        case .nothingToFill(let m), .impossiblePassword(let m), .insecurePage(let m): m
        case .refused(let m): "refused to fill: " + m
        }
    }
}

/// Turns a page's details, the classifier's verdict and one vault item into a fill script.
///
/// Logins fill exactly one form (the visible, best-scoring one of a login kind); cards fill the group holding
/// most card fields; identities fill every section they can. Excluded fields (hidden, disabled, read-only,
/// honeypots, search and newsletter boxes) are never filled. See `docs/fill-scripts.md` for the
/// formatting rules.
public enum FillScriptGenerator {
    /// The fill script for `item` on the classified page.
    ///
    /// - Parameter matcher: the app's URL matcher (``FormFiller`` passes its own): its suffix list decides the
    ///   registrable domains of the login match, the http-downgrade rule and the form-destination checks; the
    ///   site lists always come from `options.siteKnowledge`. Nil uses the bundled suffix list.
    /// - Throws: ``FillError`` when nothing can be filled or a password cannot meet the field's rules.
    public static func generate(_ page: ClassifiedPage, item: VaultItem, options: FillOptions,
                                matcher: URLMatcher? = nil) throws -> FillResult {
        let context = FillContext(page: page, options: options, matcher: matcher)
        var builder = ScriptBuilder()
        if let domain = SiteKnowledgeRules.embeddedAggregator(page.page, matcher: context.matcher) {
            builder.flag(SiteKnowledgeRules.embeddedAggregatorFlag,
                         warning: SiteKnowledgeRules.embeddedAggregatorWarning(domain, allowed: options.allowEmbeddedAggregator))
            if !options.allowEmbeddedAggregator {
                return result(context: context, item: item, builder: builder,
                              target: FillTarget(action: item.fillAction))
            }
        }
        let target: FillTarget
        switch item {
        case .login(let login): target = try LoginFiller(context: context, item: login).fill(into: &builder)
        case .card(let card): target = try CardFiller(context: context, item: card).fill(into: &builder)
        case .identity(let identity): target = try IdentityFiller(context: context, item: identity).fill(into: &builder)
        }
        for form in target.destinationForms {
            let destination = context.destination(of: form)
            if let flag = destination.flag, let reason = context.destinations.reason(for: destination) {
                let allowed = options.allowCrossSiteForms ? "; filled because the app allowed it" : "; check it before submitting"
                builder.flag(flag, warning: reason + allowed)
            }
        }
        if builder.filledFields.contains(where: context.isInForeignFrame),
           !builder.flags.contains(SiteKnowledgeRules.embeddedAggregatorFlag) {
            builder.flag("cross-origin-frame", warning: "fields in a frame of another origin than the top-level page were filled because the app allowed it")
        }
        return result(context: context, item: item, builder: builder, target: target)
    }

    /// The same for a page and a classification made apart: they are matched by opid first (see
    /// ``ClassifiedPage/init(page:classification:)``).
    public static func generate(page: PageDetails, classification: PageClassification, item: VaultItem,
                                options: FillOptions, matcher: URLMatcher? = nil) throws -> FillResult {
        try generate(ClassifiedPage(page: page, classification: classification), item: item, options: options, matcher: matcher)
    }

    private static func result(context: FillContext, item: VaultItem, builder: ScriptBuilder,
                               target: FillTarget) -> FillResult {
        let page = context.page.page, options = context.options
        var metadata = FillMetadata(action: target.action, itemID: item.id, formOpid: target.formOpid,
                                    formKind: target.formKind?.rawValue, warnings: builder.warnings,
                                    flags: builder.flags)
        if let site = target.siteRules {
            metadata.passwordRules = site.value
            metadata.passwordRulesSource = "site-list"
            metadata.passwordRulesDomain = site.domain
        } else if let hints = target.hintRules {
            metadata.passwordRules = hints
            metadata.passwordRulesSource = "page-hint"
        }
        let script = FillScript(documentUUID: page.documentUUID, script: builder.operations,
                                delayBetweenOperations: options.delayBetweenOperations, metadata: metadata,
                                savedURL: target.savedURL, itemType: item.kind,
                                autosubmit: builder.flags.contains(SiteKnowledgeRules.appendedCodeFlag) ? false : nil,
                                origin: context.pageOrigin, targets: context.fingerprints(of: builder.filledFields))
        return FillResult(script: script, filledOpids: builder.filledFields.map { page.fields[$0].opid },
                          generatedPassword: target.generatedPassword, warnings: builder.warnings)
    }
}

/// What a filler chose, for the script's metadata.
struct FillTarget {
    var action: String
    var formOpid: String?
    var formKind: FormKind?
    var savedURL: String?
    var generatedPassword: String?
    /// The site's listed password rules a generated password followed.
    var siteRules: SiteEntry?
    /// The rules the new-password box states in words (``PasswordHints``) that a generated password followed.
    var hintRules: String? = nil
    /// The forms whose destinations the script's flags describe: the filled form, or each filled form of an
    /// identity (a formless group posts nothing: it has no flag).
    var destinationForms: [PageForm] = []
}
