#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// A file's whole contents, read with `read(2)` to its end: a regular file, and also a pipe or a FIFO (`<(command)`
/// in a shell, `/dev/stdin`) or a character device (`/dev/null`), none of which `FileManager.contents(atPath:)`
/// reads on Linux.
package enum FileContents {
    /// Why a file could not be read: the C library's error number.
    package struct Failure: Error, Sendable {
        package let code: Int32
        /// The C library's description, lowercased ("permission denied", "no such file or directory").
        package var reason: String { String(cString: strerror(code)).lowercased() }
    }

    /// The bytes of the file at `path`.
    package static func read(atPath path: String) throws(Failure) -> Data {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(code: errno) }
        defer { close(fd) }
        // A regular file's size is known: its bytes are read straight into a buffer of that size. A pipe's
        // size says nothing; it is read in chunks, as is anything a regular file grew by meanwhile.
        var status = stat()
        let size = fstat(fd, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
        var data = Data(count: size)
        var filled = 0
        while filled < size {
            let count = data.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress! + filled, size - filled) }
            if count == 0 { data.count = filled; return data }
            if count < 0 { if errno == EINTR { continue }; throw Failure(code: errno) }
            filled += count
        }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { readBytes(fd, $0.baseAddress!, $0.count) }
            if count == 0 { return data }
            if count < 0 { if errno == EINTR { continue }; throw Failure(code: errno) }
            data.append(contentsOf: chunk[..<count])
        }
    }
}

/// `read(2)` under a name of its own (``FileContents/read(atPath:)`` shadows it).
private func readBytes(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int { read(fd, buffer, count) }
