import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where an app's vault passphrase comes from: a closure the app implements (a secure text field, the
/// Keychain after Face ID, …). FormFill never prompts on its own: there is no terminal in an app.
///
/// The closure is called only when the vault file is encrypted, and only after its header was checked, so
/// a damaged file is reported as such without asking the user. Return nil when the user cancels (the load
/// fails with ``VaultStorageError/passphraseRequired(_:)``). Annotate the closure `@MainActor` to present UI.
///
/// ```swift
/// let source = PassphraseSource { vaultURL in try await passphraseSheet.ask(for: vaultURL) }
/// let vault = try await engine.openVault(at: url, passphrase: source)
/// ```
public struct PassphraseSource: Sendable {
    private let body: @Sendable (URL) async throws -> String?

    /// A source that calls `body` with the vault file's URL.
    public init(_ body: @escaping @Sendable (_ vaultURL: URL) async throws -> String?) {
        self.body = body
    }

    /// A passphrase the app already holds.
    public static func constant(_ passphrase: String) -> PassphraseSource {
        PassphraseSource { _ in passphrase }
    }

    /// No passphrase: opens plain vaults only.
    public static let none = PassphraseSource { _ in nil }

    /// Asks for the passphrase of the vault at `url`.
    public func passphrase(for url: URL) async throws -> String? {
        try await body(url)
    }
}

/// The command-line tool's passphrase sources. Never a command-line argument: those are visible to every
/// user in `ps`.
package enum TerminalPassphrase {
    /// The environment variable the CLI reads.
    package static let environmentVariable = "FORMFILL_PASSPHRASE"

    /// The CLI's order: the file descriptor when given (`--passphrase-fd N`), else `FORMFILL_PASSPHRASE`,
    /// else a prompt on `/dev/tty` without echo; nil when none is available (no terminal).
    package static func standard(fileDescriptor: Int32? = nil,
                                environment: [String: String] = ProcessInfo.processInfo.environment,
                                prompt: String = "Vault passphrase: ") -> () throws -> String? {
        {
            if let fileDescriptor { return try read(fileDescriptor: fileDescriptor) }
            if let value = environment[environmentVariable], !value.isEmpty { return value }
            return try promptOnTerminal(prompt)
        }
    }

    /// Reads the first line from a file descriptor the caller opened (`3< passfile`), then closes it.
    package static func read(fileDescriptor fd: Int32) throws -> String {
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
    package static func promptOnTerminal(_ prompt: String) throws -> String? {
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
package struct PassphraseError: Error, CustomStringConvertible, Sendable {
    package var description: String
    init(_ description: String) { self.description = description }
}
