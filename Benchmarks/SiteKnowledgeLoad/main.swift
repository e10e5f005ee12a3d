// The first-use cost of the bundled site lists (docs/site-knowledge.md), built by site-knowledge-load.sh from
// Sources/FormFillSites with -O. One process per measurement, since the lists load once per process.
import Foundation

/// Stands in for FormFillModel's lookup: the lists straight from the source tree.
enum BundledResource {
    static func url(bundle: String, name: String, extension ext: String) -> URL? {
        URL(fileURLWithPath: CommandLine.arguments[1]).appendingPathComponent(name).appendingPathExtension(ext)
    }
}

let clock = ContinuousClock()
let which = CommandLine.arguments[2]
let start = clock.now
switch which {
case "shared": _ = SiteKnowledge.bundled.sharedCredentialDomain(savedHost: "www.aa.com", pageHost: "www.americanairlines.com")
case "rules": _ = SiteKnowledge.bundled.passwordRules(forHost: "appleid.apple.com")
case "facts": _ = SiteKnowledge.bundled.appendsOneTimeCodeDomain(forHost: "www.usaa.com")
case "urls": _ = SiteKnowledge.bundled.changePasswordURL(forHost: "www.aa.com")
default: SiteKnowledge.prepare()
}
let first = clock.now - start
let again = clock.now
_ = SiteKnowledge.bundled.sharedCredentialDomain(savedHost: "www.aa.com", pageHost: "www.americanairlines.com")
let lookup = clock.now - again
print(first.components.attoseconds / 1_000_000_000_000, lookup.components.attoseconds / 1_000_000_000_000)
