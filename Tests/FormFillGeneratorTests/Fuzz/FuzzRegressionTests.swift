import Foundation
import FormFillTestSupport
import Testing

/// Replays every input the fuzzers in `Tests/Fuzz/` ever broke something with (crash, sanitizer report,
/// timeout or broken invariant), through the same entry points, from `Fixtures/fuzz-regressions/<target>/`.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let directory = Repository.fixtures.appendingPathComponent("fuzz-regressions")

    static var cases: [String] {
        FuzzTarget.allCases.flatMap { target in
            let dir = directory.appendingPathComponent(target.rawValue)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
            return files.sorted().filter { !$0.hasPrefix(".") }.map { "\(target.rawValue)/\($0)" }
        }
    }

    @Test(arguments: cases)
    func reproducerStaysFixed(_ path: String) throws {
        let target = try #require(FuzzTarget(rawValue: String(path.prefix { $0 != "/" })))
        let data = try Data(contentsOf: Self.directory.appendingPathComponent(path))
        #expect(target.run(data) == [])
    }

    @Test func everyTargetHasReproducersOrSeeds() {
        // Guards against a renamed directory silently replaying nothing.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: Self.directory.path)) ?? []
        for name in names where !name.hasPrefix(".") && name != "README.md" {
            #expect(FuzzTarget(rawValue: name) != nil, "unknown fuzz target directory \(name)")
        }
    }

    @Test(arguments: FuzzTarget.allCases)
    func harnessAcceptsTrivialInputs(_ target: FuzzTarget) {
        for input in ["", "{}", "<input>", "required: upper;", "\u{0}\u{FFFD}"] {
            #expect(target.run(Data(input.utf8)) == [])
        }
    }
}
