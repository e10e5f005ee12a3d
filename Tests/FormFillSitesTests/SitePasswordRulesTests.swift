import Foundation
import FormFill
import FormFillTestSupport
import Testing

/// Every site's listed rules yield passwords that satisfy them: the bundled list always, and
/// `shared/password-rules.json` when the shared material is present.
@Suite struct SitePasswordRulesTests {
    static let bundled: [(site: String, rule: String)] =
        SiteKnowledge.bundled.lists.passwordRules.map { ($0.key, $0.value.rules) }.sorted { $0.site < $1.site }

    static func check(_ rules: [(site: String, rule: String)]) {
        var random = SeededGenerator(seed: 19)
        for (site, text) in rules {
            do {
                let parsed = try PasswordRules(parsing: text)
                for _ in 0..<5 {
                    let password = try PasswordGenerator.generate(PasswordOptions(rules: parsed), using: &random)
                    #expect(parsed.isSatisfied(by: password), "\(site): \(password) breaks \(text)")
                }
            } catch {
                Issue.record("\(site): \(text): \(error)")
            }
        }
    }

    @Test func everyBundledRuleYieldsValidPasswords() {
        #expect(Self.bundled.count >= 400)
        Self.check(Self.bundled)
    }

    @Test func everySharedRuleYieldsValidPasswords() throws {
        let file = Repository.root.deletingLastPathComponent().appendingPathComponent("shared/password-rules.json")
        guard let data = try? Data(contentsOf: file) else { return }  // the shared material is optional
        let lists = SiteLists(files: [.passwordRules: data])
        #expect(lists.passwordRules.count >= 400)
        Self.check(lists.passwordRules.map { ($0.key, $0.value.rules) })
    }
}
