import ArgumentParser
import FormFill
import Foundation

/// What `fill` and `apply` share: the page, the vault, the item and the fill options, and the run of the
/// pipeline (collect or decode → classify → choose the item → generate).
struct FillPipeline: ParsableArguments {
    @Argument(help: "The HTML page, a page-details token (.json or --token), or - for standard input.")
    var page: String

    @OptionGroup var vault: VaultOptions

    @Option(help: "The page's URL (default: the page's own, see 'formfill collect --help').")
    var url: String?

    @Option(help: "The id of the vault item to fill (default: the best match for the page).")
    var item: String?

    @Flag(name: .customLong("generate-password"),
          help: "Put a generated password into a sign-up or change-password form's new-password fields.")
    var generatePassword = false

    @OptionGroup(title: "Generated password") var generator: GeneratorFlags

    @Flag(name: .customLong("allow-insecure"),
          help: "Fill passwords and one-time codes from an item saved for https: into an http: page.")
    var allowInsecure = false

    @Flag(name: .customLong("allow-cross-site-forms"),
          help: "Fill passwords, one-time codes, cards and identities into a form that posts to another site or over plain http.")
    var allowCrossSiteForms = false

    @Flag(name: .customLong("allow-cross-origin-frames"),
          help: "Fill fields of a token collected in a frame of another origin than the top-level page.")
    var allowCrossOriginFrames = false

    @Flag(name: .customLong("allow-embedded-aggregator"),
          help: "Fill a frame of a service that asks for other services' logins when embedded (plaid.com, …) after asking the user.")
    var allowEmbeddedAggregator = false

    @Option(help: "The time for one-time codes, in seconds since 1970 (default: now).")
    var time: Int?

    @Option(name: .customLong("document-uuid"), help: "The documentUUID of an HTML page's details (default: a fresh UUID).")
    var documentUUID: String?

    @Flag(help: "Read PAGE as a page-details token whatever its extension.")
    var token = false

    /// Everything a run produced, for the two verbs to print or apply.
    struct Outcome {
        var input: PageInput
        var details: PageDetails
        var result: FillResult
    }

    func run() throws -> Outcome {
        if let url { try CollectCommand.validate(url: url) }
        try InstalledResources.requireSuffixList()
        try InstalledResources.requireClassifierWords()
        // Built on other threads while this one reads and parses the page (started already by the entry point).
        _ = (TablePreparation.classifier, TablePreparation.suffixList)
        let input = try PageInput(path: page, forceToken: token)
        let details = try input.pageDetails(url: url, documentUUID: documentUUID ?? UUID().uuidString, timestamp: nil)
        let items = try vault.loadVault().items
        var options = FillOptions(generatePassword: generatePassword ? generator.passwordOptions : nil,
                                  allowInsecure: allowInsecure,
                                  now: time.map { Date(timeIntervalSince1970: TimeInterval($0)) } ?? Date(),
                                  allowCrossSiteForms: allowCrossSiteForms, allowCrossOriginFrames: allowCrossOriginFrames)
        options.allowEmbeddedAggregator = allowEmbeddedAggregator
        let result: FillResult
        let filler = FormFiller(matcher: InstalledResources.matcher)
        do {
            result = try filler.fill(page: details, items: items, itemID: item, options: options)
        } catch let error as FormFillError {
            if case .noMatchingItem(let host) = error {
                if host.isEmpty { throw CLIError(.noMatchingItem, error.description + "; give the page's address with --url") }
                throw CLIError(.noMatchingItem, error.description + SharedCredentialHint.hint(pageURL: details.url, items: items, matcher: filler.matcher))
            }
            throw CLIError(error)
        }
        for warning in result.warnings { printWarning(warning) }
        return Outcome(input: input, details: details, result: result)
    }
}

/// The CLI error (and exit code) for what `FormFiller.fill` throws; other errors are returned unchanged.
func cliError(forFillError error: any Error) -> any Error {
    if let error = error as? FormFillError { return CLIError(error) }
    if let error = error as? FillError { return CLIError(.fill(error)) }
    return error
}
