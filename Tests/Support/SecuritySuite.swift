import Foundation

/// One page of the security suite (`Fixtures/security/`): an attack on password-manager autofill from the
/// published research, or a control that must still fill. `manifest.json` lists the pages that the static half
/// checks (and some the browser runs too); `manifest-browser.json` the pages built for collect.js and fill.js
/// in a real browser (some of which the static collector can judge as well).
public struct SecurityCase: Sendable, CustomStringConvertible, Decodable {
    public var page: String
    public var attack: String
    public var source: String
    /// `login`, `card` or `identity`: the vault item the page is filled with (`acme`, `visa`, `home`).
    public var kind: String
    /// `no-fill`: nothing may be filled; `fill`: the `mustFill` fields get values and the others none.
    public var expect: String
    /// Element ids.
    public var mustFill: [String]
    public var mustNotFill: [String]
    /// Which halves apply: layout-only attacks (covering, frames) are for the browser alone.
    public var browser: Bool
    public var `static`: Bool
    /// The page URL for the static half (default `https://www.acme.com/login`).
    public var url: String?
    /// The top-level page's origin when the page was collected inside a frame.
    public var topOrigin: String?
    /// The page is used without a URL (the CLI without --url): it must not be able to name its own site.
    public var noURL: Bool?
    /// Browser replays: `origin`, the script runs in another origin; `dom-change`, the page changes under the opids.
    public var replay: String?

    public var description: String { page }

    /// The URL the static half collects the page with.
    public var pageURL: String? { noURL == true ? nil : (url ?? "https://www.acme.com/login") }
    /// The id of the vault item the case fills with.
    public var itemID: String { ["login": "acme", "card": "visa", "identity": "home"][kind] ?? kind }

    public static let directory = Repository.fixtures.appendingPathComponent("security")
    public static let vault = directory.appendingPathComponent("vault.json")

    /// Every case of both manifests, in file order.
    public static let all: [SecurityCase] = load("manifest.json") + load("manifest-browser.json")

    /// The cases one manifest lists (none when it is missing or unreadable).
    public static func load(_ manifest: String) -> [SecurityCase] {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent(manifest)) else { return [] }
        return (try? JSONDecoder().decode([SecurityCase].self, from: data)) ?? []
    }

    /// The page's HTML.
    public func html() throws -> Data { try Data(contentsOf: Self.directory.appendingPathComponent(page)) }
}
