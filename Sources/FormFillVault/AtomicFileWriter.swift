import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a crash or a failure at any point leaves either the old or the new content:
/// a temporary file in the same directory (mode 0600), fsync, rename over the target, fsync of the directory.
package struct AtomicFileWriter: Sendable {
    /// Called after the temporary file is written and synced, just before the rename. Tests throw from it
    /// to simulate an interrupted write; production leaves it empty.
    package var beforeRename: @Sendable (_ temporary: URL) throws -> Void

    package init(beforeRename: @escaping @Sendable (_ temporary: URL) throws -> Void = { _ in }) {
        self.beforeRename = beforeRename
    }

    /// Replaces `url` with `data` atomically. On failure the temporary file is removed and `url` is untouched.
    package func write(_ data: Data, to url: URL) throws {
        let directory = url.deletingLastPathComponent()
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).tmp-\(UUID().uuidString.prefix(8))")
        do {
            try writeSynced(data, to: temporary)
            try beforeRename(temporary)
            guard rename(temporary.path, url.path) == 0 else { throw Self.posixError("rename", url) }
        } catch {
            unlink(temporary.path)
            throw error
        }
        syncDirectory(directory)
    }

    private func writeSynced(_ data: Data, to url: URL) throws {
        let fd = open(url.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw Self.posixError("create", url) }
        defer { close(fd) }
        // The mode given to open is reduced by the umask; make sure it is exactly owner read/write.
        fchmod(fd, 0o600)
        try data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let n = posixWrite(fd, base.advanced(by: offset), buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    throw Self.posixError("write", url)
                }
                offset += n
            }
        }
        guard fsync(fd) == 0 else { throw Self.posixError("fsync", url) }
    }

    /// Makes the rename durable; failures are ignored where directories cannot be synced.
    private func syncDirectory(_ directory: URL) {
        let fd = open(directory.path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return }
        fsync(fd)
        close(fd)
    }

    static func posixError(_ operation: String, _ url: URL) -> VaultStorageError {
        .cannotWrite("\(operation) \(url.lastPathComponent): \(String(cString: strerror(errno)))")
    }
}
