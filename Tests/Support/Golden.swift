import Foundation
import FormFillModel

/// Paths of the repository, found from this file's location so tests run from any working directory.
public enum Repository {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let fixtures = root.appendingPathComponent("Fixtures")

    /// The `formfill` executable built beside the test bundle.
    public static var formfillBinary: URL {
        var dir = Bundle.main.bundleURL
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            dir = bundle.bundleURL.deletingLastPathComponent()
        }
        let candidate = dir.appendingPathComponent("formfill")
        if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        return root.appendingPathComponent(".build/debug/formfill")
    }
}

/// Golden-file comparison. Set `UPDATE_GOLDENS=1` to rewrite the golden files instead of comparing; such a
/// record run reports every rewritten file as an issue, so it never passes: rerun without it to compare.
public enum Golden {
    public static var updating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDENS"] == "1" }

    /// Compares `actual` JSON with the golden file semantically (key order and whitespace do not matter).
    /// Returns nil when they agree, else a readable list of differences.
    public static func compareJSON(_ actual: String, golden: URL) -> String? {
        if updating {
            try? FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data((prettyJSON(actual) + "\n").utf8).write(to: golden)
            return "recorded \(golden.lastPathComponent) (UPDATE_GOLDENS=1); run the tests again without it to compare"

        }
        guard let expectedData = try? Data(contentsOf: golden) else {
            return "missing golden \(golden.path); run UPDATE_GOLDENS=1 swift test to create it"
        }
        guard let a = try? JSONSerialization.jsonObject(with: Data(actual.utf8), options: [.fragmentsAllowed]) else {
            return "actual output is not JSON"
        }
        guard let e = try? JSONSerialization.jsonObject(with: expectedData, options: [.fragmentsAllowed]) else {
            return "golden \(golden.lastPathComponent) is not JSON"
        }
        var diffs: [String] = []
        diff(e, a, path: "$", into: &diffs)
        if diffs.isEmpty { return nil }
        let shown = diffs.prefix(30).joined(separator: "\n  ")
        return "\(golden.lastPathComponent) differs (\(diffs.count) difference(s)):\n  \(shown)"
    }

    /// Compares text exactly (for filled HTML). Returns nil when equal, else the first differing line.
    public static func compareText(_ actual: String, golden: URL) -> String? {
        if updating {
            try? FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try? Data(actual.utf8).write(to: golden)
            return "recorded \(golden.lastPathComponent) (UPDATE_GOLDENS=1); run the tests again without it to compare"

        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            return "missing golden \(golden.path); run UPDATE_GOLDENS=1 swift test to create it"
        }
        if expected == actual { return nil }
        let e = expected.components(separatedBy: "\n"), a = actual.components(separatedBy: "\n")
        for i in 0..<max(e.count, a.count) {
            let el = i < e.count ? e[i] : "<end>", al = i < a.count ? a[i] : "<end>"
            if el != al { return "\(golden.lastPathComponent) line \(i + 1):\n  expected: \(el)\n  actual:   \(al)" }
        }
        return "\(golden.lastPathComponent) differs"
    }

    public static func prettyJSON(_ text: String) -> String {
        guard let obj = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]),
              let data = try? JSONSerialization.data(withJSONObject: obj, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes, .fragmentsAllowed])
        else { return text }
        return String(decoding: data, as: UTF8.self)
    }

    private static func describe(_ v: Any?) -> String {
        guard let v else { return "<absent>" }
        if let s = v as? String { return "\"\(s.prefix(80))\"" }
        if let data = try? JSONSerialization.data(withJSONObject: v, options: [.fragmentsAllowed, .sortedKeys]) {
            return String(decoding: data.prefix(120), as: UTF8.self)
        }
        return "\(v)"
    }

    private static func diff(_ e: Any?, _ a: Any?, path: String, into out: inout [String]) {
        switch (e, a) {
        case let (ed as [String: Any], ad as [String: Any]):
            for k in Set(ed.keys).union(ad.keys).sorted() { diff(ed[k], ad[k], path: "\(path).\(k)", into: &out) }
        case let (ea as [Any], aa as [Any]):
            if ea.count != aa.count { out.append("\(path): expected \(ea.count) elements, got \(aa.count)") }
            for i in 0..<min(ea.count, aa.count) { diff(ea[i], aa[i], path: "\(path)[\(i)]", into: &out) }
        default:
            let en = e.map { $0 as? NSObject }, an = a.map { $0 as? NSObject }
            if e == nil && a == nil { return }
            if let en, let an, let x = en, let y = an, x.isEqual(y), type(of: x) == type(of: y) || !(x is NSNumber) { return }
            out.append("\(path): expected \(describe(e)), got \(describe(a))")
        }
    }
}
