import Foundation
import FormFillTestSupport
import Testing

/// Usage errors and the messages an app developer or a user meets first: one line on stderr, exit 64.
@Suite("formfill usage", .serialized)
struct UsageTests {
    private let temporary: TemporaryDirectory
    private var directory: URL { temporary.url }
    init() throws {
        temporary = try TemporaryDirectory("formfill-usage")
    }

    private var page: String { Repository.fixtures.appendingPathComponent("pages/login-basic.html").path }
    private var vault: String { Repository.fixtures.appendingPathComponent("vault.json").path }

    /// One `formfill: ...` line and nothing else.
    private func expectOneLine(_ run: FormfillRun, status: Int32 = 64, mentions: String,
                               sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == status, sourceLocation: sourceLocation)
        #expect(run.stderr.hasPrefix("formfill: "), "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stderr.filter { $0 == "\n" }.count == 1, "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(!run.stderr.contains("Error:") && !run.stderr.contains("Usage:"), "\(run.stderr)",
                sourceLocation: sourceLocation)
        #expect(run.stderr.contains(mentions), "\(run.stderr)", sourceLocation: sourceLocation)
        #expect(run.stdout.isEmpty, sourceLocation: sourceLocation)
    }

    @Test func argumentParserErrorsAreOneLineWithExit64() throws {
        expectOneLine(try runFormfill(["fill", page]), mentions: "--vault")
        expectOneLine(try runFormfill(["fill"]), mentions: "<page>")
        expectOneLine(try runFormfill(["frobnicate"]), mentions: "frobnicate")
        expectOneLine(try runFormfill(["password", "--count", "many"]), mentions: "many")
        expectOneLine(try runFormfill(["password", "--min", "3"]), mentions: "--min")
    }

    /// A page or vault given as a path to a pipe (`<(command)` in a shell, `/dev/stdin`) is read like a file:
    /// `FileManager.contents(atPath:)` reads no pipe on Linux, and both were refused as unreadable.
    @Test func aPageOrVaultFromAPipeIsRead() throws {
        let html = try String(contentsOfFile: page, encoding: .utf8)
        let fromPipe = try runFormfill(["fill", "/dev/stdin", "--vault", vault, "--url", "https://www.acme.com/login"], stdin: html)
        #expect(fromPipe.status == 0, "\(fromPipe.stderr)")
        #expect(fromPipe.stdout.contains("secret"))
        let vaultJSON = try String(contentsOfFile: vault, encoding: .utf8)
        let vaultFromPipe = try runFormfill(["fill", page, "--vault", "/dev/stdin", "--url", "https://www.acme.com/login"], stdin: vaultJSON)
        #expect(vaultFromPipe.status == 0, "\(vaultFromPipe.stderr)")
        #expect(vaultFromPipe.stdout.contains("secret"))
    }

    /// A page saved with its files ("Sign in_files/site.css" beside "Sign in.html") is read with its own style
    /// sheets, as a browser opening the file reads them: a login they hide is not filled, by `fill` or `apply`.
    @Test func aSavedPageIsReadWithTheStyleSheetsSavedBesideIt() throws {
        let files = directory.appendingPathComponent("Sign in_files")
        try FileManager.default.createDirectory(at: files, withIntermediateDirectories: true)
        let html = """
            <html><head><title>Sign in</title><link rel="stylesheet" href="./Sign%20in_files/site.css"></head><body>
            <div class="modal"><form action="/login" method="post"><input name="user" autocomplete="username">
            <input type="password" name="pass" autocomplete="current-password"><button>Sign in</button></form></div>
            </body></html>
            """
        let page = directory.appendingPathComponent("Sign in.html")
        try Data(html.utf8).write(to: page)
        let sheet = files.appendingPathComponent("site.css")
        let url = "https://www.acme.com/login"
        try Data(".modal { display: none }".utf8).write(to: sheet)
        let hidden = try runFormfill(["fill", page.path, "--vault", vault, "--url", url])
        #expect(hidden.status == 4, "\(hidden.stderr)")
        #expect(!hidden.stdout.contains("secret"))
        let applied = try runFormfill(["apply", page.path, "--vault", vault, "--url", url, "-o", "-"])
        #expect(applied.status == 4 && !applied.stdout.contains("secret"), "\(applied.stderr)")
        // The same page from standard input has no directory to read the sheet from.
        #expect(try runFormfill(["fill", "-", "--vault", vault, "--url", url], stdin: html).stdout.contains("secret"))
        try Data(".modal { display: block }".utf8).write(to: sheet)
        let shown = try runFormfill(["fill", page.path, "--vault", vault, "--url", url])
        #expect(shown.status == 0 && shown.stdout.contains("secret"), "\(shown.stderr)")
    }

    @Test func anEmptyTokenIsMalformedNotANothingToFillPage() throws {
        expectOneLine(try runFormfill(["fill", "-", "--token", "--vault", vault, "--url", "https://www.acme.com/"], stdin: "{}"),
                      status: 65, mentions: "malformed page-details token")
        expectOneLine(try runFormfill(["classify", "-"], stdin: "{}"), status: 65, mentions: "documentUUID")
    }

    @Test func aMisspeltOptionIsNamedAsUnknown() throws {
        let run = try runFormfill(["fill", page, "--valt", vault])
        expectOneLine(run, mentions: "--valt")
        #expect(run.stderr.contains("unknown option") || run.stderr.contains("Unknown option"), "\(run.stderr)")
    }

    @Test func aValueThatStartsWithADashNeedsAnEqualsSign() throws {
        // argument-parser reads "-_" as an option, so --forbidden has no value: said on one line.
        let run = try runFormfill(["password", "--forbidden", "-_"])
        expectOneLine(run, mentions: "missing value for '--forbidden")
        #expect(try runFormfill(["password", "--forbidden=-_"]).status == 0)
    }

    @Test func helpAndVersionStillGoToStdoutWithExit0() throws {
        let help = try runFormfill(["fill", "--help"])
        #expect(help.status == 0 && help.stdout.contains("--vault") && help.stderr.isEmpty)
        #expect(try runFormfill(["--version"]).status == 0)
    }

    @Test func applyHelpShowsRealOptionNames() throws {
        let help = try runFormfill(["apply", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("-o, --output <output>"), "\(help.stdout)")
        #expect(!help.stdout.contains("<o>"), "\(help.stdout)")
    }

    @Test func aURLWhoseHostABrowserRejectsIsABadURL() throws {
        // A host with a character no domain may hold, written or percent-encoded (a browser fails to parse
        // such a URL): exit 67, one printable line, no host guessed from it.
        for url in ["https://www.acme.com%00.evil.example/", "https://www.acme.com%40evil.example/",
                    "https://www.acme.com%2Fevil.example/", "https://ac|me.com/", "https://acme.com%7F/"] {
            let run = try runFormfill(["fill", page, "--vault", vault, "--url", url])
            expectOneLine(run, status: 67, mentions: "--url")
            #expect(!run.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(url)")
        }
        // Hosts browsers accept still fill: an IPv6 literal's colons, a trailing dot, a port, upper case.
        for url in ["https://www.acme.com./login", "https://WWW.ACME.COM:8443/login"] {
            #expect(try runFormfill(["fill", page, "--vault", vault, "--url", url]).status == 0, "\(url)")
        }
        #expect(try runFormfill(["fill", page, "--vault", vault, "--url", "http://[::1]/"]).status == 3)
    }

    @Test func fillWithoutAnyPageURLSaysSo() throws {
        let run = try runFormfill(["fill", page, "--vault", vault])
        #expect(run.status == 3)
        // The warning that no page URL was found, then the error: both one line, the error says what to do.
        let error = run.stderr.split(separator: "\n").last.map(String.init) ?? ""
        #expect(error.hasPrefix("formfill: no vault item matches"), "\(run.stderr)")
        #expect(!error.hasSuffix("matches ") && !error.hasSuffix("matches"), "\(run.stderr)")
        #expect(error.contains("no URL") && error.contains("--url"), "\(run.stderr)")
    }

    @Test func vaultAddIntoAMissingFolderSaysTheFolderIsMissing() throws {
        let run = try runFormfill(["vault", "add", "--vault", "no-such-folder/v.json", "--url", "https://a.example",
                                   "--username", "u"], in: directory)
        expectOneLine(run, status: 66, mentions: "no-such-folder")
        #expect(run.stderr.contains("folder") && !run.stderr.contains("lock"), "\(run.stderr)")
    }

    @Test func passwordRulesWithAMisspeltPropertyAreRejected() throws {
        let run = try runFormfill(["password", "--rules", "requird: upper; minlength: 8;"])
        expectOneLine(run, mentions: "requird")
        let good = try runFormfill(["password", "--rules", "required: upper; minlength: 8;"])
        #expect(good.status == 0)
        expectOneLine(try runFormfill(["password", "--rules", "required: uper;"]), mentions: "uper")
    }

    @Test func rekeyChangesThePassphraseInOneStep() throws {
        let file = directory.appendingPathComponent("v.json")
        try FileManager.default.copyItem(atPath: vault, toPath: file.path)
        let old = ["FORMFILL_PASSPHRASE": "old horse"]
        #expect(try runFormfill(["vault", "encrypt", "--vault", "v.json", "--scrypt-log-n", "10"],
                                environment: old, in: directory).status == 0)
        // No new passphrase available (no terminal): one line, nothing written.
        let before = try Data(contentsOf: file)
        expectOneLine(try runFormfill(["vault", "rekey", "--vault", "v.json"], environment: old, in: directory),
                      mentions: "new passphrase")
        #expect(try Data(contentsOf: file) == before)

        let both = ["FORMFILL_PASSPHRASE": "old horse", "FORMFILL_NEW_PASSPHRASE": "new battery"]
        let rekeyed = try runFormfill(["vault", "rekey", "--vault", "v.json"], environment: both, in: directory)
        #expect(rekeyed.status == 0, "\(rekeyed.stderr)")
        #expect(try runFormfill(["vault", "list", "--vault", "v.json"], environment: old, in: directory).status == 77)
        let opened = try runFormfill(["vault", "list", "--vault", "v.json"],
                                     environment: ["FORMFILL_PASSPHRASE": "new battery"], in: directory)
        #expect(opened.status == 0 && opened.stdout.contains("acme"))
        // The backup is sealed with the new passphrase too: the old one opens nothing any more.
        #expect(try runFormfill(["vault", "list", "--vault", "v.json.bak"], environment: old, in: directory).status == 77)
        #expect(try runFormfill(["vault", "list", "--vault", "v.json.bak"],
                                environment: ["FORMFILL_PASSPHRASE": "new battery"], in: directory).status == 0)
        // A plain vault has no passphrase to change.
        try FileManager.default.copyItem(atPath: vault, toPath: directory.appendingPathComponent("plain.json").path)
        expectOneLine(try runFormfill(["vault", "rekey", "--vault", "plain.json"], environment: both, in: directory),
                      mentions: "not encrypted")
    }
}
