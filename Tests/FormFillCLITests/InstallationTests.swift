import Foundation
import FormFillTestSupport
import Testing

/// `formfill` copied out of the build directory, as an installation would: its resource bundles (the Public
/// Suffix List, the classifier's word files, collect.js and fill.js) are found beside it or through a symbolic link to it, and a copy
/// without them says so in one line instead of crashing or matching URLs without the list.
@Suite("formfill installed elsewhere", .serialized)
struct InstallationTests {
    let directory: URL
    let built = Repository.formfillBinary
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("formfill-install-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("lib"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: built, to: directory.appendingPathComponent("lib/formfill"))
        try Data(#"{"script": [["fill_by_opid", "__1", "wile"]]}"#.utf8).write(to: script)
    }

    private func run(_ binary: String, _ arguments: [String]) throws -> FormfillRun {
        try runFormfill(arguments, executable: directory.appendingPathComponent(binary))
    }

    private var script: URL { directory.appendingPathComponent("script.json") }
    private var page: String { Repository.fixtures.appendingPathComponent("pages/login-basic.html").path }
    private var vault: String { Repository.fixtures.appendingPathComponent("vault.json").path }
    // The item is saved for www.acme.com: only the suffix list makes login.acme.com the same site.
    private var fillArguments: [String] { ["fill", page, "--vault", vault, "--url", "https://login.acme.com/"] }

    @Test func withoutBundlesEachCommandThatNeedsOneSaysWhichIsMissing() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let fill = try run("lib/formfill", fillArguments)
        #expect(fill.status == 70)
        #expect(fill.stdout.isEmpty)
        #expect(fill.stderr == "formfill: FormFill_FormFillURLMatching.resources is missing: install it beside the formfill executable, as built by swift build\n")
        let find = try run("lib/formfill", ["vault", "find", "https://login.acme.com/", "--vault", vault])
        #expect(find.status == 70 && find.stderr.contains("FormFill_FormFillURLMatching.resources is missing"))

        let demo = try run("lib/formfill", ["demo", page, "--fill-script", script.path,
                                            "--output", directory.appendingPathComponent("demo.html").path])
        #expect(demo.status == 70 && demo.stderr.contains("FormFill_FormFillJavaScript.resources is missing"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("demo.html").path))

        // The site lists are needed where they are the answer; elsewhere they fail closed.
        let password = try run("lib/formfill", ["password", "--site", "apple.com"])
        #expect(password.status == 70 && password.stderr.contains("FormFill_FormFillSites.resources is missing"))
        #expect(try run("lib/formfill", ["password"]).status == 0)

        // Classifying needs the word files.
        let classify = try run("lib/formfill", ["classify", page])
        #expect(classify.status == 70 && classify.stdout.isEmpty)
        #expect(classify.stderr == "formfill: FormFill_FormFillClassifier.resources is missing: install it beside the formfill executable, as built by swift build\n")

        // Collecting needs no resource.
        #expect(try run("lib/formfill", ["collect", page]).status == 0)
    }

    @Test func withoutTheSiteListsMatchingFailsClosed() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: built.deletingLastPathComponent().appendingPathComponent("FormFill_FormFillURLMatching.resources"),
                                         to: directory.appendingPathComponent("lib/FormFill_FormFillURLMatching.resources"))
        let sharedVault = directory.appendingPathComponent("aa.json")
        try Data(#"{"items": [{"kind": "login", "id": "aa", "urls": ["https://www.aa.com"], "username": "u", "password": "p"}]}"#.utf8)
            .write(to: sharedVault)
        // No shared-credential match without the lists; the direct match still works.
        #expect(try run("lib/formfill", ["vault", "find", "https://www.americanairlines.com", "--vault", sharedVault.path]).status == 3)
        #expect(try run("lib/formfill", ["vault", "find", "https://www.aa.com", "--vault", sharedVault.path]).status == 0)
    }

    @Test func bundlesBesideTheBinaryAreFoundThroughASymbolicLink() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        for bundle in ["FormFill_FormFillURLMatching.resources", "FormFill_FormFillJavaScript.resources",
                       "FormFill_FormFillSites.resources", "FormFill_FormFillClassifier.resources"] {
            try FileManager.default.copyItem(at: built.deletingLastPathComponent().appendingPathComponent(bundle),
                                             to: directory.appendingPathComponent("lib").appendingPathComponent(bundle))
        }
        try FileManager.default.createSymbolicLink(at: directory.appendingPathComponent("bin/formfill"),
                                                   withDestinationURL: directory.appendingPathComponent("lib/formfill"))
        let fill = try run("bin/formfill", fillArguments)
        #expect(fill.status == 0)
        #expect(fill.stdout.contains(#"["fill_by_opid","__1","wile"]"#))
        let password = try run("bin/formfill", ["password", "--site", "reg.163.com"])
        #expect(password.status == 0 && password.stderr.contains("listed for 163.com"))

        let output = directory.appendingPathComponent("demo.html")
        #expect(try run("bin/formfill", ["demo", page, "--fill-script", script.path, "--output", output.path]).status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8).contains("opid"))
    }

    /// Adding a language to an installed `formfill` is adding a file to its word files.
    @Test func aLanguageFileAddedBesideTheBinaryIsRead() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let bundle = "FormFill_FormFillClassifier.resources"
        try FileManager.default.copyItem(at: built.deletingLastPathComponent().appendingPathComponent(bundle),
                                         to: directory.appendingPathComponent("lib").appendingPathComponent(bundle))
        let snippet = directory.appendingPathComponent("sw.html")
        try Data(#"""
            <form action="/tuma"><label>Jina la kwanza <input name="f1"></label>
            <label>Msimbo wa posta <input name="f2"></label><button>Tuma</button></form>
            """#.utf8).write(to: snippet)
        func designations() throws -> String {
            let run = try run("lib/formfill", ["classify", snippet.path, "--url", "https://example.com/"])
            #expect(run.status == 0, "\(run.stderr)")
            return run.stdout
        }
        #expect(!(try designations()).contains(#""designation":"postal-code""#))
        // Swahili, which the bundled files do not have.
        try Data(#"{"fields": {"given-name": ["jina la kwanza"], "postal-code": ["msimbo wa posta"]}}"#.utf8)
            .write(to: directory.appendingPathComponent("lib/\(bundle)/Words/languages/sw.json"))
        let output = try designations()
        #expect(output.contains(#""htmlName":"f1","type":"text","form":"__form__0","designation":"given-name""#))
        #expect(output.contains(#""htmlName":"f2","type":"text","form":"__form__0","designation":"postal-code""#))
    }
}
