import FormFill

/// The resource bundles SwiftPM builds beside `formfill` (README, "Install"; docs/cli.md). A
/// binary copied without them would match URLs without the Public Suffix List, classify fields without its
/// words or write a demo without its scripts; these checks turn that into one line naming the missing bundle.
enum InstalledResources {
    /// The URL matcher of every command (the bundled Public Suffix List and site lists), built once and handed
    /// to the library's flows, so that all of a run's answers come from one matcher.
    static let matcher = URLMatcher()

    /// For commands that match vault items to URLs or name sites.
    static func requireSuffixList() throws {
        guard PublicSuffixList.isBundledListAvailable else { throw missing(PublicSuffixList.resourceBundle) }
    }

    /// For commands whose answer is the site lists' (`password --site`); others fail closed without them.
    static func requireSiteKnowledge() throws {
        guard SiteKnowledge.isBundledAvailable else { throw missing(SiteKnowledge.resourceBundle) }
    }

    /// For commands that classify fields: the classifier's word files.
    static func requireClassifierWords() throws {
        guard Classifier.areWordFilesAvailable else { throw missing(Classifier.wordFilesBundle) }
    }

    /// For commands that write collect.js or fill.js into a page.
    static func requireJavaScript() throws {
        guard FormFillJavaScript.isAvailable else { throw missing(FormFillJavaScript.resourceBundle) }
    }

    private static func missing(_ bundle: String) -> CLIError {
        CLIError(.internalError, "\(bundle) is missing: install it beside the formfill executable, as built by swift build")
    }
}
