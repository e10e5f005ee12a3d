import Foundation
import FormFill
import Testing

/// The generator judges sites with the suffix list of the matcher the app injected (``FormFiller/matcher``),
/// not with a bundled one of its own.
@Suite("Injected URL matcher")
struct InjectedMatcherTests {
    static let item = LoginItem(id: "alice", urls: ["https://alice.github.io/"], username: "alice", password: "pw-Secret-1")
    /// A form on one `github.io` site that posts to another: two sites under the Public Suffix List, one
    /// under a list that only knows `io`.
    static let html = """
        <form action="https://bob.github.io/session" method="post">
          <label for="u">Username</label><input id="u" name="username" autocomplete="username">
          <label for="p">Password</label><input id="p" type="password" name="password" autocomplete="current-password">
          <button>Sign in</button>
        </form>
        """
    static let onlyIO = URLMatcher(suffixList: PublicSuffixList(text: "io\n"))

    static func page() throws -> PageDetails {
        try Collector(options: .init(pageURL: "https://alice.github.io/login", documentUUID: "matcher", timestamp: 0))
            .collect(html: html).details
    }

    @Test func theFormFillersMatcherDecidesWhereAFormPosts() throws {
        let details = try Self.page()
        let options = FillOptions(now: Date(timeIntervalSince1970: 1_700_000_000))
        #expect(throws: FormFillError.self) { try FormFiller().fill(page: details, items: [.login(Self.item)], options: options) }
        let result = try FormFiller(matcher: Self.onlyIO).fill(page: details, items: [.login(Self.item)], options: options)
        #expect(result.filledOpids == ["__0", "__1"])
        #expect(result.script.metadata.flags.isEmpty)
    }

    @Test func generateTakesTheMatcherAsADefaultedParameter() throws {
        let details = try Self.page()
        let classification = Classifier().classify(details)
        let options = FillOptions(now: Date(timeIntervalSince1970: 1_700_000_000))
        #expect(throws: FillError.self) {
            try FillScriptGenerator.generate(page: details, classification: classification, item: .login(Self.item), options: options)
        }
        let result = try FillScriptGenerator.generate(page: details, classification: classification, item: .login(Self.item),
                                                      options: options, matcher: Self.onlyIO)
        #expect(result.filledOpids == ["__0", "__1"])
    }
}
