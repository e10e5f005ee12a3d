import Foundation
import FormFillModel
import FormFillSecrets

/// How to fill: the choices a host makes for one fill.
public struct FillOptions: Sendable {
    /// When set, sign-up and change-password forms get a new password generated with these options (combined
    /// with the field's `passwordrules`, `minlength`, `maxlength` and `pattern`).
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

    /// Creates the value; every argument has a safe default.
    public init(generatePassword: PasswordOptions? = nil, newPassword: String? = nil, allowInsecure: Bool = false,
                now: Date = Date(), language: String? = nil, delayBetweenOperations: Int = 20) {
        self.generatePassword = generatePassword; self.newPassword = newPassword
        self.allowInsecure = allowInsecure; self.now = now; self.language = language
        self.delayBetweenOperations = delayBetweenOperations
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
    /// The item's one-time-code secret could not be read.
    case invalidOneTimeSecret(String)

    /// The message: names fields and rules, never values.
    public var description: String {
        switch self {
        case .nothingToFill(let m), .impossiblePassword(let m), .insecurePage(let m), .invalidOneTimeSecret(let m): m
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
    /// - Throws: ``FillError`` when nothing can be filled or a password cannot meet the field's rules.
    public static func generate(page: PageDetails, classification: PageClassification, item: VaultItem,
                                options: FillOptions) throws -> FillResult {
        let context = FillContext(page: page, classification: classification, options: options)
        var builder = ScriptBuilder()
        let target: FillTarget
        switch item {
        case .login(let login): target = try LoginFiller(context: context, item: login).fill(into: &builder)
        case .card(let card): target = try CardFiller(context: context, item: card).fill(into: &builder)
        case .identity(let identity): target = try IdentityFiller(context: context, item: identity).fill(into: &builder)
        }
        if let formOpid = target.formOpid, let warning = CrossSiteCheck.warning(page: page, formOpid: formOpid) {
            builder.flag("cross-site-action", warning: warning)
        }
        let metadata = FillMetadata(action: target.action, itemID: item.id, formOpid: target.formOpid,
                                    formKind: target.formKind?.rawValue, warnings: builder.warnings,
                                    flags: builder.flags)
        let script = FillScript(documentUUID: page.documentUUID, script: builder.operations,
                                delayBetweenOperations: options.delayBetweenOperations, metadata: metadata,
                                savedURL: target.savedURL, itemType: item.kind)
        return FillResult(script: script, filledOpids: builder.filledOpids,
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
}
