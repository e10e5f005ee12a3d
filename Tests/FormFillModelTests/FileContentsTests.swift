import Foundation
import FormFillSupport
import Testing

/// ``FileContents``: a regular file whole, a character device, and the reason a path cannot be read.
@Suite struct FileContentsTests {
    @Test func aFileADeviceAndAMissingPath() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("filecontents-\(UUID().uuidString)")
        let bytes = Data((0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try bytes.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(try FileContents.read(atPath: url.path) == bytes)
        #expect(try FileContents.read(atPath: "/dev/null").isEmpty)
        #expect(throws: FileContents.Failure.self) { try FileContents.read(atPath: url.path + "-missing") }
        do {
            _ = try FileContents.read(atPath: url.path + "-missing")
        } catch {
            #expect(error.reason == "no such file or directory")
        }
    }
}
