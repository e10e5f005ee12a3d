@_exported import FormFillApply
@_exported import FormFillClassifier
@_exported import FormFillCollector
@_exported import FormFillGenerator
@_exported import FormFillJavaScript
@_exported import FormFillModel
@_exported import FormFillSecrets
@_exported import FormFillSites
@_exported import FormFillURLMatching
@_exported import FormFillVault
import Foundation

/// The whole filling pipeline, synchronous: page details and vault items in, a fill script (and the
/// JavaScript that runs it) out. Apps usually call it through ``FormFillEngine``, which runs it off their
/// actor; collect.js and fill.js must run in the same content world.
///
/// In a web view, let ``WebPageFiller`` run the whole flow through a `JavaScriptBridge` (collect.js and
/// fill.js in the same isolated world; fill.js returns a Promise of a `FillReport`):
///
/// ```swift
/// let outcome = try await WebPageFiller(filler: FormFiller()).fill(WebViewBridge(webView: webView), items: myItems)
/// ```
///
/// Or from a page-details token and an HTML page, without a browser:
///
/// ```swift
/// let result = try FormFiller().fill(token: token, items: myItems)
/// let filledHTML = try HTMLFiller().apply(result.script, toHTML: htmlData).html
/// ```
public struct FormFiller: Sendable {
    /// Matches vault logins to the page URL (Public Suffix List).
    public var matcher: URLMatcher
    /// Classifies the page's fields and forms.
    public var classifier: Classifier

    /// A filler with the bundled suffix list and the default classifier.
    public init(matcher: URLMatcher = URLMatcher(), classifier: Classifier = Classifier()) {
        self.matcher = matcher
        self.classifier = classifier
    }

    /// An item that could fill the page, and why.
    public struct Candidate: Sendable {
        /// The item.
        public var item: VaultItem
        /// For logins: how well one of the item's URLs matches the page.
        public var quality: URLMatchQuality?
        /// For a `URLMatchQuality.sharedCredential` login: the listed domain it was saved for, to show the
        /// user; such a login is offered, never filled unless chosen (`itemID`).
        public var sharedCredentialDomain: String?
    }

    /// Items that could fill this page, best first: logins whose URL matches the page (exact host, then
    /// same registrable domain, then another site of a shared-credential group, with the domain it was saved
    /// for) when the page has a login-family form, then cards for card forms and identities for address or
    /// identity fields. Never a login for an unrelated site. When a sign-in form names its account (a password
    /// step's hidden or read-only user name, or a user-name box the page prefilled), the logins with that user
    /// name come first.
    public func candidates(for page: PageDetails, classification: PageClassification,
                           items: [VaultItem]) -> [Candidate] {
        candidates(pageURL: page.url, classification: classification, items: items,
                   account: SignInAccount.named(in: ClassifiedPage(page: page, classification: classification)))
    }

    /// The same for the page at `pageURL` (the classified page holds no details), whose sign-in forms name
    /// `account`.
    private func candidates(pageURL: String, classification: PageClassification, items: [VaultItem],
                            account: SignInAccount?) -> [Candidate] {
        // Read in place: filtering a large page's verdicts would copy every one. The three families as flags,
        // and the walk stops once all three are found (a set hashed each fillable field's family).
        let verdicts = classification.fields
        var login = false, card = false, identity = false
        for i in verdicts.indices where verdicts[i].isFillable {
            switch verdicts[i].designation?.family {
            case .login?: login = true
            case .card?: card = true
            case .identity?: identity = true
            case nil: break
            }
            if login && card && identity { break }
        }
        var out: [Candidate] = []
        if login {
            let logins = items.compactMap { if case .login(let l) = $0 { l } else { nil } }
            var ranked = matcher.rankedLogins(logins, for: pageURL)
            if let account {
                // The named account's logins first (one written exactly as the page writes it before one that
                // differs in case), each in its order of match.
                let closeness = ranked.map { account.closeness(of: $0.item) ?? 2 }
                ranked = ranked.indices.sorted { (closeness[$0], $0) < (closeness[$1], $1) }.map { ranked[$0] }
            }
            out += ranked.map { ranked in
                let shared = ranked.quality == .sharedCredential
                    ? matcher.bestMatch(for: ranked.item, pageURL: pageURL)?.sharedCredentialDomain : nil
                return Candidate(item: .login(ranked.item), quality: ranked.quality, sharedCredentialDomain: shared)
            }
        }
        if card {
            out += items.filter { if case .card = $0 { true } else { false } }.map { Candidate(item: $0, quality: nil) }
        }
        if identity {
            out += items.filter { if case .identity = $0 { true } else { false } }.map { Candidate(item: $0, quality: nil) }
        }
        return out
    }

    /// Classifies the page, chooses the item (the one named by `itemID`, else the best candidate) and
    /// generates the fill script. A login saved for another site of a shared-credential group is filled only
    /// when named by `itemID`, and the script says so (flag `shared-credential`, a warning naming the domain
    /// it was saved for).
    ///
    /// - Throws: ``FormFillError``: no item fits, the named item is not for this site, nothing to fill, or
    ///   ``FormFillError/fill(_:)`` when the generator cannot fill (a password that cannot be generated, …).
    public func fill(page: PageDetails, items: [VaultItem], itemID: String? = nil,
                     options: FillOptions = FillOptions()) throws -> FillResult {
        let classified = classifier.classifiedPage(page)
        let result = Result { try fill(classified, items: items, itemID: itemID, options: options) }
        // A large page's verdicts are freed on another core while the caller writes the script.
        classifier.parallelism.release(classified, count: page.fields.count)
        return try result.get()
    }

    /// The same with the page already classified (``FormFillEngine`` classifies in its own stage).
    func fill(_ classified: ClassifiedPage, items: [VaultItem], itemID: String?, options: FillOptions) throws -> FillResult {
        let page = classified.page, classification = classified.classification
        let account = SignInAccount.named(in: classified)
        let item: VaultItem
        // How many logins could have been chosen, when FormFiller chose.
        var loginChoices = 0
        if let itemID {
            guard let named = items.first(where: { $0.id == itemID }) else { throw FormFillError.itemNotFound(itemID) }
            if case .login(let login) = named,
               !login.urls.contains(where: { matcher.quality(itemURL: $0, pageURL: page.url) != nil }) {
                throw FormFillError.itemNotForThisSite(itemID, host: host(of: page.url))
            }
            item = named
        } else {
            // A shared credential is offered, never chosen by itself: choosing needs direct matches only, which
            // also spares reading the site lists.
            let direct = FormFiller(matcher: URLMatcher(suffixList: matcher.suffixList, sites: .empty), classifier: classifier)
            let choices = direct.candidates(pageURL: page.url, classification: classification, items: items, account: account)
            loginChoices = choices.count { if case .login = $0.item { true } else { false } }
            guard let best = choices.first else {
                // Say which problem it is: a page with nothing fillable is not a vault without a match.
                if !classification.fields.contains(where: \.isFillable) {
                    throw FormFillError.nothingToFill(Self.describeUnfillable(classification))
                }
                let host = host(of: page.url)
                // A login saved for the site, and fillable fields no item fills (an e-mail box and no identity):
                // the page has nothing for the login, which is not a vault without a match.
                let loginForSite = items.contains { item in
                    guard case .login(let login) = item else { return false }
                    return login.urls.contains { direct.matcher.quality(itemURL: $0, pageURL: page.url) != nil }
                }
                if loginForSite {
                    throw FormFillError.nothingToFill(
                        "a login is saved for \(host), but the page has no login form, and no vault item fills its other fields")
                }
                throw FormFillError.noMatchingItem(host)
            }
            // The named account's logins come first: a login that is not the account the page fixed means none
            // is, and another account's password would sign in nobody.
            if case .login(let login) = best.item, let account, account.isFixed, !account.isAccount(of: login) {
                let host = host(of: page.url)
                throw FormFillError.nothingToFill("the page signs in an account that no login saved for \(host) has")
            }
            item = best.item
        }
        return try wrappingErrors {
            var result = try FillScriptGenerator.generate(classified, item: item, options: options, matcher: matcher)
            if case .login(let login) = item, let domain = matcher.bestMatch(for: login, pageURL: page.url)?.sharedCredentialDomain {
                result.flagSharedCredential(itemID: login.id, savedDomain: domain)
            }
            if case .login(let login) = item, let account, account.isFixed, !account.isAccount(of: login) {
                result.warn("the page signs in another account than item '\(login.id)' (its user name differs); its password may not sign in")
            }
            // A password step names its account only by a box it carries: without one, the password is one of
            // several accounts' (the best match's), which an app may prefer to ask the user about.
            if case .login(let login) = item, account == nil, loginChoices > 1,
               result.script.metadata.formKind == FormKind.passwordStep.rawValue {
                let host = host(of: page.url)
                result.warn("\(loginChoices) logins are saved for \(host) and the password step does not say which account it signs in; item '\(login.id)' was filled")
            }
            return result
        }
    }

    /// The page's host for messages (the URL itself when it has none).
    /// The page's host as the matcher read it, for messages; empty for a page without one (a `file:` URL).
    private func host(of url: String) -> String { matcher.host(of: url) ?? "" }

    private static func describeUnfillable(_ classification: PageClassification) -> String {
        // A code the page sent is the one thing the user may expect the vault to fill: say why it does not.
        if let sent = classification.fields.first(where: { $0.exclusion == .sentCode }) {
            return "the one-time-code box \(sent.opid) asks for a code the page sent by text message or e-mail, which no vault item holds"
        }
        let kinds = Set(classification.forms.map(\.kind)).subtracting([.other]).map(\.rawValue).sorted()
        if kinds.isEmpty { return "the page has no field a vault item can fill" }
        return "the page has no field a vault item can fill (forms: \(kinds.joined(separator: ", ")))"
    }

    /// The same from a page-details token (the JSON string `collect.js` or the original collect script returned).
    ///
    /// - Throws: ``FormFillError/malformedToken(_:)`` when the token is not one (see ``pageDetails(token:)``).
    public func fill(token: String, items: [VaultItem], itemID: String? = nil,
                     options: FillOptions = FillOptions()) throws -> FillResult {
        try fill(page: Self.pageDetails(token: token), items: items, itemID: itemID, options: options)
    }

    /// Reads a page-details token strictly: a JSON object with the `documentUUID` and `url` strings and the
    /// `fields` array that every collect script writes. `{}` or `[]` is a malformed token, not a page with
    /// nothing to fill.
    ///
    /// - Throws: ``FormFillError/malformedToken(_:)`` naming the first problem (never a value).
    public static func pageDetails(token: String) throws -> PageDetails {
        let data = Data(token.utf8)
        // Read without JSONDecoder when it is well formed; otherwise JSONDecoder names the first problem.
        if let read = PageDetails.read(data), read.isCollectedToken { return read.page }
        do {
            _ = try JSONDecoder().decode(TokenShape.self, from: data)
            return try PageDetails.decode(data)
        } catch let error as DecodingError {
            throw FormFillError.malformedToken(DecodingError.describe(error))
        } catch {
            throw FormFillError(error)
        }
    }

    /// What every token has: the document's id, its URL and the list of fields (objects).
    private struct TokenShape: Decodable {
        struct Field: Decodable {}
        var documentUUID: String
        var url: String
        var fields: [Field]
    }

    /// The JavaScript to evaluate in the page to run `script` with `fill.js`. Values cannot break out of it.
    public func javaScript(for script: FillScript) -> String {
        FormFillJavaScript.fillInvocation(fillScript: script)
    }
}
