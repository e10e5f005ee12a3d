import Foundation

/// The app's entry point: every stage of filling (collect, choose, fill) and every vault operation (open,
/// save, create, change the passphrase) as an `async` call that does its heavy work off the caller's actor
/// and stops when the calling task is cancelled.
///
/// Create one engine and keep it (it is a `Sendable` value; copies share nothing mutable). Its word tables
/// and the public-suffix list are built once per process, in the background, as soon as the first engine is
/// made; ``prepare()`` waits for them.
///
/// ```swift
/// let engine = FormFillEngine()
/// let vault = try await engine.openVault(at: vaultURL, passphrase: PassphraseSource { _ in try await askUser() })
/// let result = try await engine.fill(token: tokenFromCollectJS, items: vault.vault.items)
/// ```
///
/// Every error is a ``FormFillError``, except cancellation (`CancellationError`). A call made from the main
/// actor leaves it free while the page is classified or scrypt runs; the work runs in a detached task on
/// the global executor. Cancellation is checked before and between stages, so a cancelled fill never
/// reaches the generator and a cancelled open never decrypts.
public struct FormFillEngine: Sendable {
    /// The item choice and the fill-script generation.
    public var filler: FormFiller
    /// How HTML is collected (limits, the page's URL when the HTML does not say).
    public var collectorOptions: Collector.Options

    /// A stage of heavy work, for tests that watch where and whether it runs.
    package enum Stage: Sendable, Hashable {
        case collect, decodeToken, classify, generate, read, deriveKey, decrypt, write
    }
    /// Called at the start of each stage, from the task that does the work.
    package var stageObserver: (@Sendable (Stage) -> Void)?

    /// An engine; starts building the shared tables in the background (once per process).
    public init(filler: FormFiller = FormFiller(), collectorOptions: Collector.Options = Collector.Options()) {
        self.filler = filler
        self.collectorOptions = collectorOptions
        _ = Self.preparation
    }

    /// The one background preparation of the classifier's tables and the public-suffix list.
    private static let preparation = Task.detached(priority: .utility) {
        Classifier.prepare()
        PublicSuffixList.prepare()
    }

    /// Waits until the classifier's word tables and the public-suffix list are built (they are built once
    /// per process). Optional: the first fill waits for them anyway.
    public func prepare() async {
        await Self.preparation.value
    }

    // MARK: Pages

    /// Collects a page's details from its HTML. `url` is the page's address (logins are matched against
    /// it); without it the page's own `<base>` or "saved from" comment is used, if any.
    public func collect(html: Data, url: String? = nil) async throws -> PageDetails {
        var options = collectorOptions
        if let url { options.pageURL = url }
        return try await stage(.collect) { [options] in try Collector(options: options).collect(html).details }
    }

    /// Reads a page-details token strictly (see ``FormFiller/pageDetails(token:)``).
    public func pageDetails(token: String) async throws -> PageDetails {
        try await stage(.decodeToken) { try FormFiller.pageDetails(token: token) }
    }

    /// What each field and form of the page is.
    public func classify(_ page: PageDetails) async throws -> PageClassification {
        let classifier = filler.classifier
        return try await stage(.classify) { classifier.classify(page) }
    }

    /// The items that could fill the page, best first (see ``FormFiller/candidates(for:classification:items:)``).
    public func candidates(for page: PageDetails, items: [VaultItem]) async throws -> [FormFiller.Candidate] {
        let classification = try await classify(page)
        let filler = self.filler
        return try await stage(.generate) { filler.candidates(for: page, classification: classification, items: items) }
    }

    /// Classifies the page, chooses the item (`itemID`, else the best candidate) and generates the fill script.
    public func fill(page: PageDetails, items: [VaultItem], itemID: String? = nil,
                     options: FillOptions = FillOptions()) async throws -> FillResult {
        let filler = self.filler
        let classified = try await stage(.classify) { filler.classifier.classifiedPage(page) }
        return try await stage(.generate) {
            try filler.fill(classified, items: items, itemID: itemID, options: options)
        }
    }

    /// The same from the token `collect.js` returned.
    public func fill(token: String, items: [VaultItem], itemID: String? = nil,
                     options: FillOptions = FillOptions()) async throws -> FillResult {
        try await fill(page: pageDetails(token: token), items: items, itemID: itemID, options: options)
    }

    /// The same from a page's HTML.
    public func fill(html: Data, url: String? = nil, items: [VaultItem], itemID: String? = nil,
                     options: FillOptions = FillOptions()) async throws -> FillResult {
        try await fill(page: collect(html: html, url: url), items: items, itemID: itemID, options: options)
    }

    // MARK: Vaults

    /// Opens the vault at `url`: a plain JSON vault, or an encrypted one whose passphrase `passphrase` is
    /// asked for (only after the file's header was checked). The key is derived off the caller's actor.
    /// - Parameters:
    ///   - url: The vault file.
    ///   - passphrase: Asked for the passphrase when the file is encrypted.
    ///   - allowMissing: A missing file opens as an empty vault (its folder must exist).
    public func openVault(at url: URL, passphrase: PassphraseSource,
                          allowMissing: Bool = false) async throws -> LoadedVault {
        let store = VaultStore(url: url)
        let (data, needsPassphrase) = try await stage(.read) { try store.readForOpening(allowMissing: allowMissing) }
        var secret: String?
        if needsPassphrase {
            secret = try await wrappingAsyncErrors { try await passphrase.passphrase(for: url) }
            try Task.checkCancellation()
        }
        return try await stage(needsPassphrase ? .deriveKey : .decrypt) { [secret] in try store.opening(data, passphrase: secret) }
    }

    /// Saves `vault` back to `url` (atomically, keeping `<file>.bak`, refusing when the file changed since it
    /// was read); returns it as now on disk, ready for the next save.
    public func saveVault(_ vault: LoadedVault, to url: URL) async throws -> LoadedVault {
        try await stage(.write) { try VaultStore(url: url).save(vault) }
    }

    /// Derives a key for a new passphrase (scrypt, with a fresh salt) off the caller's actor.
    /// - Throws: ``FormFillError/unsafeKeyDerivation(_:)`` for parameters outside
    ///   `ScryptParameters.isSafeForNewVaults`; ``FormFillError/vault(_:)`` for an empty passphrase.
    public func deriveKey(passphrase: String, parameters: ScryptParameters = .strong) async throws -> VaultKey {
        guard parameters.isSafeForNewVaults else {
            throw FormFillError.unsafeKeyDerivation(
                "N must be a power of two from 2^14 to 2^20, r 1 to 32, p 1 to 16 and memory at most 1 GiB "
                    + "(N \(parameters.n), r \(parameters.r), p \(parameters.p))")
        }
        return try await stage(.deriveKey) { try VaultKey(passphrase: passphrase, parameters: parameters) }
    }

    /// Creates a new vault file at `url`, encrypted with `passphrase` (nil: a plain JSON vault, for tests and
    /// fixtures only). Fails with a conflict when the file already exists.
    public func createVault(_ vault: VaultFile = VaultFile(), at url: URL, passphrase: String?,
                            parameters: ScryptParameters = .strong) async throws -> LoadedVault {
        var key: VaultKey?
        if let passphrase { key = try await deriveKey(passphrase: passphrase, parameters: parameters) }
        return try await saveVault(LoadedVault(newVault: vault, key: key), to: url)
    }

    /// Changes the passphrase of the vault at `url` in one atomic write, with a fresh salt; the backup is
    /// sealed with the new passphrase too. `parameters` nil keeps the vault's scrypt parameters (a plain
    /// vault gets `ScryptParameters.strong`): this also encrypts a plain vault.
    public func changePassphrase(of vault: LoadedVault, at url: URL, to passphrase: String,
                                 parameters: ScryptParameters? = nil) async throws -> LoadedVault {
        var changed = vault
        changed.key = try await deriveKey(passphrase: passphrase, parameters: parameters ?? vault.key?.parameters ?? .strong)
        return try await saveVault(changed, to: url)
    }

    // MARK: Running stages

    /// Runs `work` in a detached task (never on the caller's actor), cancelled with the caller, after
    /// checking for cancellation; errors become ``FormFillError``.
    private func stage<T: Sendable>(_ stage: Stage, _ work: @escaping @Sendable () throws -> T) async throws -> T {
        try Task.checkCancellation()
        let observer = stageObserver
        let task = Task.detached(priority: Task.currentPriority) { () throws -> T in
            observer?(stage)
            try Task.checkCancellation()
            return try wrappingErrors(work)
        }
        return try await withTaskCancellationHandler { try await task.value } onCancel: { task.cancel() }
    }
}

/// The async counterpart of `wrappingErrors`.
func wrappingAsyncErrors<T>(_ body: () async throws -> T) async throws -> T {
    do {
        return try await body()
    } catch is CancellationError {
        throw CancellationError()
    } catch {
        throw FormFillError(error)
    }
}
