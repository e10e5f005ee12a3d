import Foundation
import FormFillModel
import FormFillTestSupport
import Testing
@testable import FormFillVault

struct SimulatedCrash: Error {}

@Suite("Vault storage")
struct VaultStoreTests {
    let directory: TemporaryDirectory
    let store: VaultStore
    init() throws {
        directory = try TemporaryDirectory("formfill-vault")
        store = VaultStore(url: directory.file("vault.json"))
    }

    func sampleVault() throws -> VaultFile { try VaultFile.decode(Data(sampleVaultJSON.utf8)) }

    func permissions(_ url: URL) throws -> Int {
        try (FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    @Test func plainRoundTripWithBackupAndPermissions() throws {
        let first = try store.save(LoadedVault(vault: try sampleVault(), fingerprint: nil, key: nil))
        #expect(try permissions(store.url) == 0o600)
        var loaded = try store.load { nil }
        #expect(loaded.vault.items == first.vault.items)
        #expect(!loaded.isEncrypted)
        let before = try Data(contentsOf: store.url)
        loaded.vault.items.removeLast()
        try store.save(loaded)
        #expect(try Data(contentsOf: store.backupURL) == before)
        #expect(try permissions(store.backupURL) == 0o600)
        #expect(try store.load { nil }.vault.items.count == 2)
    }

    @Test func encryptedRoundTripHidesSecretsAndAuthenticates() throws {
        let key = try VaultKey(passphrase: "correct horse", parameters: .fastForTesting)
        try store.save(LoadedVault(vault: try sampleVault(), fingerprint: nil, key: key))
        let text = try String(contentsOf: store.url, encoding: .utf8)
        #expect(text.contains("\"formfill-vault-encrypted\""))
        #expect(text.contains("\"n\": 1024"))
        #expect(!text.contains("secret") && !text.contains("4111") && !text.contains("wile"))
        let loaded = try store.load { "correct horse" }
        #expect(loaded.isEncrypted)
        #expect(loaded.vault.items == (try sampleVault()).items)
        #expect(try VaultFile.load(from: store.url) { "correct horse" }.items.count == 3)
    }

    @Test func wrongPassphraseAndMissingPassphraseAreDistinctErrors() throws {
        let key = try VaultKey(passphrase: "correct horse", parameters: .fastForTesting)
        try store.save(LoadedVault(vault: try sampleVault(), fingerprint: nil, key: key))
        #expect(throws: VaultStorageError.wrongPassphrase(store.url.path)) { try store.load { "battery staple" } }
        #expect(throws: VaultStorageError.passphraseRequired(store.url.path)) { try store.load { nil } }
        #expect(throws: VaultStorageError.wrongPassphrase(store.url.path)) { try store.load { "" } }
    }

    @Test(arguments: ["ciphertext", "tag", "nonce", "cipherHeaderByte"])
    func tamperedFileIsDetected(part: String) throws {
        let key = try VaultKey(passphrase: "pw", parameters: .fastForTesting)
        try store.save(LoadedVault(vault: try sampleVault(), fingerprint: nil, key: key))
        var root = try JSONSerialization.jsonObject(with: Data(contentsOf: store.url)) as? [String: Any] ?? [:]
        if part == "cipherHeaderByte" {
            root["version"] = 1.0000000001
        } else {
            var bytes = [UInt8](Data(base64Encoded: root[part] as? String ?? "") ?? Data())
            bytes[bytes.count / 2] ^= 0x01
            root[part] = Data(bytes).base64EncodedString()
        }
        try JSONSerialization.data(withJSONObject: root).write(to: store.url)
        #expect(throws: VaultStorageError.tampered(store.url.path)) { try store.load { "pw" } }
    }

    @Test func flippedByteInTheFileIsDetected() throws {
        let key = try VaultKey(passphrase: "pw", parameters: .fastForTesting)
        try store.save(LoadedVault(vault: try sampleVault(), fingerprint: nil, key: key))
        let original = try Data(contentsOf: store.url)
        let text = String(decoding: original, as: UTF8.self)
        let offset = try #require(text.range(of: "\"ciphertext\": \"")).upperBound.utf16Offset(in: text) + 10
        var damaged = original
        damaged[offset] = damaged[offset] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
        try damaged.write(to: store.url)
        #expect(throws: VaultStorageError.tampered(store.url.path)) { try store.load { "pw" } }
    }

    @Test func concurrentModificationIsRefused() throws {
        try store.save(LoadedVault(vault: try sampleVault(), fingerprint: nil, key: nil))
        var mine = try store.load { nil }
        var theirs = try store.load { nil }
        theirs.vault.items.removeFirst()
        try store.save(theirs)
        mine.vault.items.removeLast()
        #expect(throws: VaultStorageError.conflict(store.url.path)) { try store.save(mine) }
        #expect(try store.load { nil }.vault.items.map(\.id) == ["visa", "home"])
    }

    @Test func creatingAVaultThatAppearedMeanwhileIsRefused() throws {
        let empty = try store.load(allowMissing: true) { nil }
        try store.save(LoadedVault(vault: try sampleVault(), fingerprint: nil, key: nil))
        #expect(throws: VaultStorageError.conflict(store.url.path)) { try store.save(empty) }
    }

    @Test func interruptedWriteKeepsThePreviousVault() throws {
        try store.save(LoadedVault(vault: try sampleVault(), fingerprint: nil, key: nil))
        let before = try Data(contentsOf: store.url)
        var loaded = try store.load { nil }
        loaded.vault.items.removeAll()
        let failing = VaultStore(url: store.url, writer: AtomicFileWriter { temporary in
            // Fail between writing the new vault's temporary file and renaming it (the backup goes through).
            if !temporary.lastPathComponent.contains(".bak") { throw SimulatedCrash() }
        })
        #expect(throws: SimulatedCrash.self) { try failing.save(loaded) }
        #expect(try Data(contentsOf: store.url) == before)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.url.path).filter { $0.contains(".tmp-") }
        #expect(leftovers.isEmpty)
        // The vault is still usable and savable afterwards.
        try store.save(loaded)
        #expect(try store.load { nil }.vault.items.isEmpty)
    }

    @Test func failureWhileWritingTheBackupKeepsVaultAndBackup() throws {
        try store.save(LoadedVault(vault: try sampleVault(), fingerprint: nil, key: nil))
        var loaded = try store.load { nil }
        loaded.vault.items.removeFirst()
        loaded = try store.save(loaded)
        let vaultBefore = try Data(contentsOf: store.url), backupBefore = try Data(contentsOf: store.backupURL)
        loaded.vault.items.removeFirst()
        let failing = VaultStore(url: store.url, writer: AtomicFileWriter { _ in throw SimulatedCrash() })
        #expect(throws: SimulatedCrash.self) { try failing.save(loaded) }
        #expect(try Data(contentsOf: store.url) == vaultBefore)
        #expect(try Data(contentsOf: store.backupURL) == backupBefore)
    }

    @Test func encryptingAPlainVaultDoesNotLeaveAPlainBackup() throws {
        try store.save(LoadedVault(vault: try sampleVault(), fingerprint: nil, key: nil))
        var loaded = try store.load { nil }
        loaded.key = try VaultKey(passphrase: "pw", parameters: .fastForTesting)
        try store.save(loaded)
        let backup = try String(contentsOf: store.backupURL, encoding: .utf8)
        #expect(!backup.contains("secret"))
        #expect(try VaultFile.load(from: store.backupURL) { "pw" }.items.count == 3)
    }

    @Test func missingAndMalformedFiles() throws {
        #expect(throws: VaultStorageError.missingFile(store.url.path)) { try store.load { nil } }
        #expect(try store.load(allowMissing: true) { nil }.vault.items.isEmpty)
        try Data("{\"items\": [".utf8).write(to: store.url)
        #expect(throws: VaultFormatError.self) { try store.load { nil } }
    }

    @Test func passphraseFromAFileDescriptor() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        let line = "pass phrase\nrest"
        _ = line.withCString { write(fds[1], $0, strlen($0)) }
        close(fds[1])
        #expect(try TerminalPassphrase.read(fileDescriptor: fds[0]) == "pass phrase")
        let env = TerminalPassphrase.standard(environment: ["FORMFILL_PASSPHRASE": "from env"])
        #expect(try env() == "from env")
    }
}
