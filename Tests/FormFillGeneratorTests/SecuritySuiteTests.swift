import Foundation
import FormFill
import FormFillTestSupport
import Testing

/// The security suite's static half, through the library: each attack page of `Fixtures/security/` is collected
/// by the Swift collector and filled from the suite's vault; the safe outcome is asserted by element id. The
/// same pages go through `formfill apply` in `FormFillCLITests` and through collect.js and fill.js in Chromium
/// in `FormFillJavaScriptTests`.
@Suite("Security suite (library)")
struct SecuritySuiteTests {
    static let cases = SecurityCase.all.filter(\.static)
    static let items: [VaultItem] = {
        guard let data = try? Data(contentsOf: SecurityCase.vault), let vault = try? VaultFile.decode(data) else { return [] }
        return vault.items
    }()

    @Test func suiteIsComplete() {
        #expect(Self.items.count == 3)
        let attacks = SecurityCase.all.filter { !$0.attack.hasPrefix("control") }
        #expect(attacks.count >= 40, "the suite has \(attacks.count) attack pages")
        #expect(SecurityCase.all.contains { $0.attack.hasPrefix("control") })
        // Each manifest reads (a manifest that does not decode would leave its pages untested), and every page
        // of the directory is in one of them, once.
        #expect(!SecurityCase.load("manifest.json").isEmpty && !SecurityCase.load("manifest-browser.json").isEmpty)
        let pages = (try? FileManager.default.contentsOfDirectory(atPath: SecurityCase.directory.path)) ?? []
        #expect(pages.filter { $0.hasSuffix(".html") }.sorted() == SecurityCase.all.map(\.page).sorted())
        for c in SecurityCase.all {
            #expect(FileManager.default.fileExists(atPath: SecurityCase.directory.appendingPathComponent(c.page).path), "\(c.page)")
            #expect(c.expect == "fill" || c.expect == "no-fill", "\(c.page)")
            #expect(!c.source.isEmpty)
        }
    }

    static func collect(_ c: SecurityCase) throws -> PageDetails {
        let options = Collector.Options(pageURL: c.pageURL, fallbackURL: "file:///tmp/security/\(c.page)",
                                        documentUUID: "security", timestamp: 0)
        var details = try Collector(options: options).collect(c.html()).details
        if let top = c.topOrigin { details.topOrigin = top }
        return details
    }

    @Test(arguments: cases)
    func safeOutcome(_ c: SecurityCase) throws {
        let details = try Self.collect(c)
        let opids = Dictionary(details.fields.compactMap { f in f.htmlID.map { ($0, f.opid) } }, uniquingKeysWith: { a, _ in a })
        let items = Self.items.filter { $0.id == c.itemID }
        let filled: Set<String>
        do {
            let result = try FormFiller().fill(page: details, items: items,
                                               options: FillOptions(now: Date(timeIntervalSince1970: 1_700_000_000)))
            filled = Set(result.script.valuesByOpid.keys)
        } catch {
            filled = []
            #expect(c.expect == "no-fill", "\(c.page): \(error)")
        }
        if c.expect == "no-fill" { #expect(filled.isEmpty, "\(c.page): filled \(filled.sorted())") }
        for id in c.mustFill { #expect(opids[id].map(filled.contains) == true, "\(c.page): \(id) not filled") }
        for id in c.mustNotFill { #expect(opids[id].map(filled.contains) != true, "\(c.page): \(id) filled") }
    }

    /// Defence in depth: a script that fills every field the page must not get values in (as a careless or
    /// replayed script would) is still refused by `apply` for each field the collector saw as not viewable or disabled.
    @Test(arguments: cases.filter { !$0.mustNotFill.isEmpty })
    func applySkipsFieldsThatCannotBeSeen(_ c: SecurityCase) throws {
        let details = try Self.collect(c)
        let unseen = details.fields.filter { f in f.htmlID.map(c.mustNotFill.contains) == true && (!f.visible || !f.viewable || f.disabled) }
        guard !unseen.isEmpty else { return }
        let script = FillScript(documentUUID: "naive", script: unseen.map { .fillByOpid($0.opid, "naive-value") })
        let applied = try HTMLFiller().apply(script, toHTML: c.html())
        #expect(applied.filled.isEmpty, "\(c.page): apply filled \(applied.filled)")
        #expect(!String(decoding: applied.html, as: UTF8.self).contains("naive-value"))
    }
}
