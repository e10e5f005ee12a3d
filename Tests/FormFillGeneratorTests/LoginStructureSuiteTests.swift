import Foundation
import FormFill
import FormFillTestSupport
import Testing

/// One case of `Fixtures/login-structures/`: a small generic page and, in its leading
/// `<!-- login-structure {json} -->` comment, the engine behaviour it follows and what FormFill must do.
struct LoginStructureCase: Sendable, CustomStringConvertible {
    struct Expectation: Decodable, Sendable {
        /// The engine (and test) whose behaviour the case follows.
        var follows: String
        /// Where FormFill differs from that engine on purpose, and why (the case asserts FormFill's behaviour).
        var differs: String?
        /// The kind of the form holding the field with this id.
        var kinds: [String: String]
        /// The login role of every field that has one, by element id: `username`, `current-password` or
        /// `new-password` (a field FormFill excludes from filling has none).
        var roles: [String: String]
        /// What the fill puts where, by element id: `username`, `password` (the vault's) or `new` (generated).
        var fill: [String: String]
    }

    var name: String
    var html: String
    var expected: Expectation
    var description: String { name }

    static let directory = Repository.fixtures.appendingPathComponent("login-structures")

    /// Every case, by file name.
    static let all: [LoginStructureCase] = {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
            .filter { $0.hasSuffix(".html") }.sorted()
        return names.compactMap { file in
            guard let html = try? String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8),
                  let start = html.range(of: "<!-- login-structure"), let end = html.range(of: "-->", range: start.upperBound..<html.endIndex),
                  let expected = try? JSONDecoder().decode(Expectation.self, from: Data(html[start.upperBound..<end.lowerBound].utf8))
            else { return nil }
            return LoginStructureCase(name: String(file.dropLast(5)), html: html, expected: expected)
        }
    }()
}

/// The login-structure suite (issue 16, points 4 and 5): user-name boxes, password roles, decoys, username steps
/// and several forms, each written from what Firefox's and Chromium's login-form tests exercise. Every case is
/// asserted; a deliberate difference from the engine is asserted as FormFill's behaviour and says why.
@Suite("Login structures")
struct LoginStructureSuiteTests {
    static let url = "https://example.com/login"
    static let item = LoginItem(id: "example", urls: ["https://example.com/"], username: "vault-user-7Q", password: "Vault-Pass-4821x")

    @Test func theSuiteIsComplete() {
        #expect(LoginStructureCase.all.count >= 40)
        let files = (try? FileManager.default.contentsOfDirectory(atPath: LoginStructureCase.directory.path)) ?? []
        #expect(files.filter { $0.hasSuffix(".html") }.count == LoginStructureCase.all.count, "a case's header does not parse")
    }

    @Test(arguments: LoginStructureCase.all)
    func rolesKindsAndFill(_ c: LoginStructureCase) throws {
        let details = try Collector(options: .init(pageURL: Self.url, documentUUID: "logins", timestamp: 0)).collect(html: c.html).details
        let classification = Classifier().classify(details)
        let ids = Dictionary(details.fields.map { ($0.opid, $0.htmlID ?? "") }, uniquingKeysWith: { a, _ in a })

        let loginRoles: Set<Designation> = [.username, .currentPassword, .newPassword]
        var roles: [String: String] = [:]
        for f in classification.fields where f.exclusion == nil {
            if let d = f.designation, loginRoles.contains(d), let id = ids[f.opid] { roles[id] = d.rawValue }
        }
        #expect(roles == c.expected.roles, "roles")

        for (id, kind) in c.expected.kinds {
            let opid = details.fields.first { $0.htmlID == id }?.opid
            let form = classification.forms.first { opid.map($0.fieldOpids.contains) ?? false }
            #expect(form?.kind.rawValue == kind, "kind of the form holding \(id)")
        }

        let generate = c.expected.fill.values.contains("new")
        let options = FillOptions(generatePassword: generate ? PasswordOptions() : nil, now: Date(timeIntervalSince1970: 1_700_000_000))
        let result = try? FormFiller().fill(page: details, items: [.login(Self.item)], options: options)
        var filled: [String: String] = [:]
        for op in result?.script.script ?? [] {
            guard case .fillByOpid(let opid, let value) = op else { continue }
            let what = value == Self.item.username ? "username" : value == Self.item.password ? "password"
                : value == result?.generatedPassword ? "new" : "another value"
            filled[ids[opid] ?? opid] = what
        }
        #expect(filled == c.expected.fill, "fill")
    }
}
