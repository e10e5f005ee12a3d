import Crypto
import Foundation
import FormFillModel
import FormFillSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What a vault file looked like when it was read: its size and SHA-256, so a save can tell whether
/// someone else changed it in the meantime (an mtime alone misses changes within its granularity).
public struct VaultFingerprint: Sendable, Hashable {
    /// The file's size in bytes.
    public let size: Int
    /// The file's SHA-256.
    public let sha256: Data

    init(_ data: Data) {
        size = data.count
        sha256 = Data(SHA256.hash(data: data))
    }
}

/// A vault read from disk, with what is needed to save it back safely.
public struct LoadedVault: Sendable {
    /// The items.
    public var vault: VaultFile
    /// The file's fingerprint at read time; nil when the file did not exist (a new vault).
    public let fingerprint: VaultFingerprint?
    /// The key of an encrypted vault (saves re-encrypt with it); nil for a plain one.
    public var key: VaultKey?
    /// Whether the vault is saved encrypted.
    public var isEncrypted: Bool { key != nil }
    /// The key the file on disk was sealed with when read: a save under another ``key`` (a new passphrase)
    /// re-seals the backup with the new key too, so the old passphrase opens nothing any more.
    let sealedWith: VaultKey?

    /// A vault that is not on disk yet: saving it creates the file, and fails with a conflict if one
    /// appeared meanwhile. With a `key` it is written encrypted.
    public init(newVault vault: VaultFile, key: VaultKey? = nil) {
        self.init(vault: vault, fingerprint: nil, key: key)
    }

    init(vault: VaultFile, fingerprint: VaultFingerprint?, key: VaultKey?) {
        self.vault = vault
        self.fingerprint = fingerprint
        self.key = key
        sealedWith = key
    }
}

/// Reads and writes one vault file: plain JSON or encrypted with a passphrase (see `docs/vault.md`).
///
/// Every save is atomic (`AtomicFileWriter`), keeps the previous version as `<file>.bak`, holds an
/// exclusive lock on `<file>.lock` while it checks and writes, and refuses (``VaultStorageError/conflict(_:)``)
/// when the file changed on disk since it was read. Files are created with mode 0600.
public struct VaultStore: Sendable {
    /// The vault file.
    public let url: URL
    package var writer: AtomicFileWriter

    package init(url: URL, writer: AtomicFileWriter = AtomicFileWriter()) {
        self.url = url
        self.writer = writer
    }

    /// The backup written before each save (`<file>.bak`).
    public var backupURL: URL { url.appendingPathExtension("bak") }
    private var lockURL: URL { url.appendingPathExtension("lock") }

    /// Reads the vault. `passphrase` is called only when the file is encrypted; returning nil means none is
    /// available (``VaultStorageError/passphraseRequired(_:)``).
    /// - Parameters:
    ///   - allowMissing: A missing file reads as an empty vault (for `add` and `import`).
    ///   - passphrase: Called only when the file is encrypted; nil when no passphrase is available.
    public func load(allowMissing: Bool = false, passphrase: () throws -> String?) throws -> LoadedVault {
        guard let data = try? FileContents.read(atPath: url.path) else {
            if allowMissing && !FileManager.default.fileExists(atPath: url.path) {
                try requireFolder()
                return LoadedVault(vault: VaultFile(), fingerprint: nil, key: nil)
            }
            throw VaultStorageError.missingFile(url.path)
        }
        let (vault, key) = try Self.decode(data, path: url.path, passphrase: passphrase)
        return LoadedVault(vault: vault, fingerprint: VaultFingerprint(data), key: key)
    }

    /// The file's bytes for an asynchronous open, and whether they need a passphrase (an encrypted file's
    /// header is checked first, so a damaged file is reported without asking for one). Nil bytes: the file
    /// does not exist and `allowMissing` is set.
    package func readForOpening(allowMissing: Bool) throws -> (data: Data?, needsPassphrase: Bool) {
        guard let data = try? FileContents.read(atPath: url.path) else {
            if allowMissing && !FileManager.default.fileExists(atPath: url.path) {
                try requireFolder()
                return (nil, false)
            }
            throw VaultStorageError.missingFile(url.path)
        }
        guard let root = try? JSONReader.value(of: data) else { throw VaultFormatError("not valid JSON") }
        guard EncryptedVaultFormat.isEncrypted(root) else { return (data, false) }
        try EncryptedVaultFormat.checkHeader(root, path: url.path)
        return (data, true)
    }

    /// Opens bytes read by ``readForOpening(allowMissing:)`` (nil: a new, empty vault).
    package func opening(_ data: Data?, passphrase: String?) throws -> LoadedVault {
        guard let data else { return LoadedVault(vault: VaultFile(), fingerprint: nil, key: nil) }
        let (vault, key) = try Self.decode(data, path: url.path, passphrase: { passphrase })
        return LoadedVault(vault: vault, fingerprint: VaultFingerprint(data), key: key)
    }

    /// Writes the vault back: encrypted with `loaded.key` when set, else plain. Returns the vault as now on
    /// disk (with its new fingerprint), ready for the next save.
    @discardableResult
    public func save(_ loaded: LoadedVault) throws -> LoadedVault {
        let data = try loaded.key.map { try EncryptedVaultFormat.seal(loaded.vault.encoded(), with: $0) }
            ?? loaded.vault.encoded()
        try requireFolder()
        try withLock {
            let current = try? FileContents.read(atPath: url.path)
            guard current.map(VaultFingerprint.init) == loaded.fingerprint else {
                throw VaultStorageError.conflict(url.path)
            }
            if let current {
                // Encrypting a plain vault must not leave the plain text behind in the backup.
                let wasPlain = (try? JSONReader.value(of: current))
                    .map { !EncryptedVaultFormat.isEncrypted($0) } ?? true
                // A new passphrase must not leave the file readable with the old one in the backup either.
                var backup = current
                if let key = loaded.key {
                    if wasPlain {
                        backup = try EncryptedVaultFormat.seal(current, with: key)
                    } else if let old = loaded.sealedWith, old.salt != key.salt,
                              let root = try? JSONReader.value(of: current) {
                        backup = try EncryptedVaultFormat.seal(EncryptedVaultFormat.open(root, key: old, path: url.path), with: key)
                    }
                }
                try writer.write(backup, to: backupURL)
            }
            try writer.write(data, to: url)
        }
        return LoadedVault(vault: loaded.vault, fingerprint: VaultFingerprint(data), key: loaded.key)
    }

    /// Decodes plain or encrypted vault bytes.
    static func decode(_ data: Data, path: String, passphrase: () throws -> String?) throws -> (VaultFile, VaultKey?) {
        guard let root = try? JSONReader.value(of: data) else {
            throw VaultFormatError("not valid JSON")
        }
        guard EncryptedVaultFormat.isEncrypted(root) else { return (try VaultFile.decode(data), nil) }
        let (plaintext, key) = try EncryptedVaultFormat.open(root, path: path, passphrase: passphrase)
        return (try VaultFile.decode(plaintext), key)
    }

    /// The folder the vault lives in must exist: a vault is never created along with its folders.
    private func requireFolder() throws {
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw VaultStorageError.missingFolder(folder.path)
        }
    }

    private func withLock<T>(_ body: () throws -> T) throws -> T {
        let fd = open(lockURL.path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw AtomicFileWriter.posixError("lock", lockURL) }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else { throw AtomicFileWriter.posixError("lock", lockURL) }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }
}

extension VaultFile {
    /// Reads a plain or encrypted vault file: the entry point for `fill`, `apply` and apps.
    ///
    /// `passphrase` is called only when the file is encrypted; return nil when none is available. Apps
    /// usually open vaults with `FormFillEngine.openVault(at:passphrase:)`, which derives the key off the
    /// caller's actor.
    /// - Throws: ``VaultStorageError`` (missing file, passphrase required, wrong passphrase, tampered file)
    ///   or ``VaultFormatError`` (malformed vault).
    public static func load(from url: URL, passphrase: () throws -> String? = { nil }) throws -> VaultFile {
        try VaultStore(url: url).load(passphrase: passphrase).vault
    }
}
