import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a passphrase comes from. Never a command-line argument: those are visible to every user in `ps`.
public enum PassphraseSource {
    /// The environment variable the CLI reads.
    public static let environmentVariable = "FORMFILL_PASSPHRASE"

    /// The CLI's order: the file descriptor when given (`--passphrase-fd N`), else `FORMFILL_PASSPHRASE`,
    /// else a prompt on `/dev/tty` without echo; nil when none is available (no terminal).
    public static func standard(fileDescriptor: Int32? = nil,
                                environment: [String: String] = ProcessInfo.processInfo.environment,
                                prompt: String = "Vault passphrase: ") -> () throws -> String? {
        {
            if let fileDescriptor { return try read(fileDescriptor: fileDescriptor) }
            if let value = environment[environmentVariable], !value.isEmpty { return value }
            return try promptOnTerminal(prompt)
        }
    }

    /// Reads the first line from a file descriptor the caller opened (`3< passfile`), then closes it.
    public static func read(fileDescriptor fd: Int32) throws -> String {
        var bytes: [UInt8] = []
        var byte: UInt8 = 0
        while true {
            let n = posixRead(fd, &byte, 1)
            if n < 0 && errno == EINTR { continue }
            guard n > 0, byte != UInt8(ascii: "\n") else {
                if n < 0 { throw PassphraseError("cannot read the passphrase from file descriptor \(fd)") }
                break
            }
            bytes.append(byte)
            guard bytes.count <= 4096 else { throw PassphraseError("the passphrase on file descriptor \(fd) is too long") }
        }
        close(fd)
        if bytes.last == UInt8(ascii: "\r") { bytes.removeLast() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Asks on `/dev/tty` with echo off; nil when there is no terminal.
    public static func promptOnTerminal(_ prompt: String) throws -> String? {
        let fd = open("/dev/tty", O_RDWR | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var saved = termios()
        let isTerminal = tcgetattr(fd, &saved) == 0
        if isTerminal {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            tcsetattr(fd, TCSAFLUSH, &quiet)
        }
        defer {
            if isTerminal { tcsetattr(fd, TCSAFLUSH, &saved) }
            _ = "\n".withCString { posixWrite(fd, $0, 1) }
        }
        _ = prompt.withCString { posixWrite(fd, $0, strlen($0)) }
        let dup = posixDup(fd)
        guard dup >= 0 else { return nil }
        return try read(fileDescriptor: dup)
    }
}

/// A passphrase that could not be obtained.
public struct PassphraseError: Error, CustomStringConvertible, Sendable {
    public var description: String
    init(_ description: String) { self.description = description }
}
