// The first-use cost of the classifier's word files (docs/classification.md, "Word files"), built by
// word-files-load.sh from Sources/FormFillClassifier with -O. One process per measurement, since the files
// load once per process.
import Foundation

/// Stands in for FormFillSupport's lookup: the word files straight from the source tree.
enum BundledResource {
    static func url(bundle: String, name: String, extension ext: String) -> URL? {
        URL(fileURLWithPath: CommandLine.arguments[1]).appendingPathComponent(name).appendingPathExtension(ext)
    }
}

let clock = ContinuousClock()
let start = clock.now
switch CommandLine.arguments[2] {
// Reading and parsing the files into rules and word specs.
case "load": _ = WordTables.bundled
// Everything `Classifier.prepare()` builds from them: the rule index and every word list, folded.
default:
    _ = RuleIndex(FieldPatterns.all)
    _ = (FormPatterns.signIn, FormPatterns.signUp, FormPatterns.changePassword, FormPatterns.search,
         FormPatterns.newsletter, FormPatterns.honeypot, FormPatterns.veto, FormPatterns.captcha, FormPatterns.bait)
    _ = (PasswordRoleWords.current, PasswordRoleWords.new, PasswordRoleWords.confirm)
    _ = (PasswordWords.list, PasswordDecoyWords.always, PasswordDecoyWords.withoutPasswordWord,
         PasswordDecoyWords.pin, CardPatterns.bareDateWords, FormPatterns.verbObjects, FormPatterns.verbLeads)
}
print((clock.now - start).components.attoseconds / 1_000_000_000_000)
