import Foundation

/// A fixture page (`Fixtures/pages/NAME.html`) and its sidecar (`NAME.json`).
public struct FixturePage: Sendable, CustomStringConvertible {
    public struct Fill: Decodable, Sendable {
        public var item: String
        public var generatePassword: Bool?
        /// Seconds since 1970 for one-time codes.
        public var time: Int?
        public var allowInsecure: Bool?
    }
    private struct Sidecar: Decodable {
        var url: String
        var description: String
        var fill: Fill?
    }

    public var name: String
    public var url: String
    public var summary: String
    public var fill: Fill?
    public var htmlURL: URL { Repository.fixtures.appendingPathComponent("pages/\(name).html") }
    public var html: Data { (try? Data(contentsOf: htmlURL)) ?? Data() }
    public var description: String { name }

    /// Every fixture page, by name.
    public static let all: [FixturePage] = {
        let dir = Repository.fixtures.appendingPathComponent("pages")
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? [])
            .filter { $0.hasSuffix(".html") }.map { String($0.dropLast(5)) }.sorted()
        return names.compactMap { name in
            guard let data = try? Data(contentsOf: dir.appendingPathComponent("\(name).json")),
                  let sidecar = try? JSONDecoder().decode(Sidecar.self, from: data) else { return nil }
            return FixturePage(name: name, url: sidecar.url, summary: sidecar.description, fill: sidecar.fill)
        }
    }()

    /// The pages that have a golden fill script.
    public static var fillable: [FixturePage] { all.filter { $0.fill != nil } }

    public func golden(_ kind: String, extension ext: String = "json") -> URL {
        Repository.fixtures.appendingPathComponent("golden/\(kind)/\(name).\(ext)")
    }
}
