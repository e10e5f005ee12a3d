import Dispatch
import FormFill

/// The classifier's word tables and the Public Suffix List, built on other threads from the start of a process
/// that will need them.
///
/// Building them costs more than parsing the arguments and collecting a small page together (the fixed start
/// of `fill`, docs/performance.md, "The fixed start, session 11"), so a command that classifies starts them
/// before its arguments are parsed, each on its own thread; the first use waits for whatever is not done yet
/// (the tables are `static let`s: built once, by whichever thread comes first). Nothing is started when the
/// resource bundle is missing: the command reports that itself.
enum TablePreparation {
    /// Starts what the command named first on the command line needs: `fill` and `apply` classify and match
    /// URLs, `classify` classifies. Other commands (and `--help`) build nothing ahead.
    static func start(forArguments arguments: [String]) {
        switch arguments.first {
        case "fill", "apply": _ = (classifier, suffixList)
        case "classify": _ = classifier
        default: break
        }
    }

    /// The classifier's tables, started once per process.
    static let classifier: Void = {
        guard Classifier.areWordFilesAvailable else { return }
        DispatchQueue.global().async { Classifier.prepare() }
    }()

    /// The suffix list, started once per process.
    static let suffixList: Void = {
        guard PublicSuffixList.isBundledListAvailable else { return }
        DispatchQueue.global().async { PublicSuffixList.prepare() }
    }()
}
