import Foundation

/// A fresh directory under the system's temporary directory, removed with everything in it when the last
/// reference goes. A suite that holds one gets a new directory per test (Swift Testing makes a suite value per
/// test) and leaves nothing behind, whichever way the test ends.
public final class TemporaryDirectory: Sendable {
    /// The directory's location.
    public let url: URL

    /// Creates `NAME-UUID` in the temporary directory.
    public init(_ name: String) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// A path inside the directory.
    public func file(_ name: String) -> URL { url.appendingPathComponent(name) }
}
