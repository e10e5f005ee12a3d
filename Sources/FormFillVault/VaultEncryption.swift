import Crypto
import _CryptoExtras
import Foundation
import FormFillModel

/// scrypt cost parameters, stored in the encrypted file's header.
public struct ScryptParameters: Sendable, Hashable {
    /// CPU/memory cost N, a power of two.
    public var n: Int
    /// Block size r.
    public var r: Int
    /// Parallelism p.
    public var p: Int

    /// Parameters as given; check ``isSafeForNewVaults`` before protecting a new vault with them.
    public init(n: Int, r: Int, p: Int) { self.n = n; self.r = r; self.p = p }

    /// N = 2^17, r = 8, p = 1: 128 MiB and a few hundred milliseconds per unlock, well above the 2^14
    /// interactive baseline of the scrypt paper.
    public static let strong = ScryptParameters(n: 1 << 17, r: 8, p: 1)
    /// Cheap parameters for tests only.
    public static let fastForTesting = ScryptParameters(n: 1 << 10, r: 8, p: 1)

    /// N = 2^15, r = 8, p = 1: 32 MiB per unlock, for app extensions (an AutoFill extension is killed well
    /// below 128 MiB). Weaker than ``strong``: pair it with a long passphrase.
    public static let appExtension = ScryptParameters(n: 1 << 15, r: 8, p: 1)

    /// The N accepted for a new vault: 2^14 (16 MiB with r = 8, the scrypt paper's interactive baseline) to
    /// 2^20 (1 GiB).
    public static let newVaultN = (1 << 14)...(1 << 20)

    /// The memory scrypt needs with these parameters, in bytes (128 × N × r).
    public var memoryBytes: Int { 128 * n * r }

    /// Whether these parameters may protect a new vault: N a power of two in ``newVaultN``, r 1 to 32, p 1 to
    /// 16, and at most 1 GiB of memory.
    public var isSafeForNewVaults: Bool { isAcceptable && Self.newVaultN.contains(n) }

    /// Bounds accepted when reading a header, so a hostile file cannot ask for gigabytes of memory.
    var isAcceptable: Bool {
        n >= 16 && n <= 1 << 20 && n & (n - 1) == 0 && (1...32).contains(r) && (1...16).contains(p)
            && 128 * n * r <= 1 << 30
    }
}

/// An unlocked vault key: the scrypt parameters and salt it came from and the AES-256 key itself, so a
/// vault can be saved again without asking for the passphrase or re-running scrypt.
public struct VaultKey: Sendable {
    /// The scrypt parameters the key was derived with.
    public let parameters: ScryptParameters
    let salt: Data
    let key: SymmetricKey
    /// SHA-256 of the second half of scrypt's output: tells a wrong passphrase from a tampered file.
    let check: Data

    /// Derives a key for a new encrypted vault with a fresh random salt.
    public init(passphrase: String, parameters: ScryptParameters = .strong) throws {
        var salt = Data(count: 16)
        var rng = SystemRandomNumberGenerator()
        for i in salt.indices { salt[i] = UInt8.random(in: 0...255, using: &rng) }
        try self.init(passphrase: passphrase, parameters: parameters, salt: salt)
    }

    init(passphrase: String, parameters: ScryptParameters, salt: Data) throws {
        guard !passphrase.isEmpty else { throw VaultStorageError.emptyPassphrase }
        let derived = try KDF.Scrypt.deriveKey(from: Array(passphrase.utf8), salt: salt, outputByteCount: 64,
                                               rounds: parameters.n, blockSize: parameters.r,
                                               parallelism: parameters.p)
        let bytes = derived.withUnsafeBytes { Array($0) }
        self.parameters = parameters
        self.salt = salt
        key = SymmetricKey(data: bytes[0..<32])
        check = Data(SHA256.hash(data: bytes[32..<64]))
    }
}

/// The encrypted vault format: a JSON envelope whose header is authenticated as AES-GCM associated data.
///
/// ```json
/// {"format": "formfill-vault-encrypted", "version": 1,
///  "kdf": {"name": "scrypt", "n": 131072, "r": 8, "p": 1, "salt": "<base64>"},
///  "check": "<base64 SHA-256 of scrypt output bytes 32..63>",
///  "cipher": "AES-256-GCM", "nonce": "<base64, 12 bytes>",
///  "ciphertext": "<base64>", "tag": "<base64, 16 bytes>"}
/// ```
/// The associated data is the canonical JSON of every header key (all but `ciphertext` and `tag`), so any
/// change to the header, nonce, ciphertext or tag fails authentication.
enum EncryptedVaultFormat {
    static let formatName = "formfill-vault-encrypted"
    static let version = 1

    static func isEncrypted(_ root: JSONValue) -> Bool {
        root["format"]?.stringValue == formatName
    }

    static func seal(_ plaintext: Data, with key: VaultKey) throws -> Data {
        let nonce = AES.GCM.Nonce()
        let header = Header(parameters: key.parameters, salt: key.salt, check: key.check, nonce: Data(nonce))
        let box = try AES.GCM.seal(plaintext, using: key.key, nonce: nonce, authenticating: header.associatedData)
        var writer = JSONWriter(pretty: true)
        writer.beginObject()
        header.writeFields(to: &writer)
        writer.key("ciphertext"); writer.value(box.ciphertext.base64EncodedString())
        writer.key("tag"); writer.value(box.tag.base64EncodedString())
        writer.endObject()
        var data = Data(writer.bytes)
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// Opens an envelope. `passphrase` is asked only once the header is known to be well formed.
    static func open(_ root: JSONValue, path: String,
                     passphrase: () throws -> String?) throws -> (plaintext: Data, key: VaultKey) {
        let envelope = try Envelope(root, path: path)
        guard let passphrase = try passphrase() else { throw VaultStorageError.passphraseRequired(path) }
        guard !passphrase.isEmpty else { throw VaultStorageError.wrongPassphrase(path) }
        let key: VaultKey
        do {
            key = try VaultKey(passphrase: passphrase, parameters: envelope.header.parameters, salt: envelope.header.salt)
        } catch {
            throw VaultStorageError.tampered(path)
        }
        return (try envelope.open(with: key, path: path), key)
    }

    /// Checks that an envelope is well formed (before anyone is asked for its passphrase).
    static func checkHeader(_ root: JSONValue, path: String) throws {
        _ = try Envelope(root, path: path)
    }

    /// Opens an envelope with a key already derived (from the same passphrase and salt).
    static func open(_ root: JSONValue, key: VaultKey, path: String) throws -> Data {
        try Envelope(root, path: path).open(with: key, path: path)
    }

    /// A parsed, well-formed envelope.
    private struct Envelope {
        var header: Header
        var nonce: AES.GCM.Nonce
        var ciphertext: Data
        var tag: Data

        init(_ root: JSONValue, path: String) throws {
            guard root["version"]?.numberValue == Double(version), root["cipher"]?.stringValue == "AES-256-GCM",
                  let kdf = root["kdf"], kdf["name"]?.stringValue == "scrypt",
                  let n = kdf["n"]?.numberValue.flatMap({ Int(exactly: $0) }),
                  let r = kdf["r"]?.numberValue.flatMap({ Int(exactly: $0) }),
                  let p = kdf["p"]?.numberValue.flatMap({ Int(exactly: $0) }),
                  let salt = kdf["salt"]?.stringValue.flatMap({ Data(base64Encoded: $0) }), salt.count >= 16,
                  let check = root["check"]?.stringValue.flatMap({ Data(base64Encoded: $0) }), check.count == 32,
                  let nonceData = root["nonce"]?.stringValue.flatMap({ Data(base64Encoded: $0) }),
                  let nonce = try? AES.GCM.Nonce(data: nonceData),
                  let ciphertext = root["ciphertext"]?.stringValue.flatMap({ Data(base64Encoded: $0) }),
                  let tag = root["tag"]?.stringValue.flatMap({ Data(base64Encoded: $0) }), tag.count == 16
            else { throw VaultStorageError.tampered(path) }
            let parameters = ScryptParameters(n: n, r: r, p: p)
            guard parameters.isAcceptable else { throw VaultStorageError.tampered(path) }
            header = Header(parameters: parameters, salt: salt, check: check, nonce: nonceData)
            self.nonce = nonce
            self.ciphertext = ciphertext
            self.tag = tag
        }

        func open(with key: VaultKey, path: String) throws -> Data {
            guard key.check == header.check else { throw VaultStorageError.wrongPassphrase(path) }
            do {
                let box = try AES.GCM.SealedBox(nonce: nonce, ciphertext: ciphertext, tag: tag)
                return try AES.GCM.open(box, using: key.key, authenticating: header.associatedData)
            } catch {
                throw VaultStorageError.tampered(path)
            }
        }
    }

    private struct Header {
        var parameters: ScryptParameters
        var salt: Data
        var check: Data
        var nonce: Data

        func writeFields(to writer: inout JSONWriter) {
            writer.key("format"); writer.value(EncryptedVaultFormat.formatName)
            writer.key("version"); writer.value(EncryptedVaultFormat.version)
            writer.key("kdf"); writer.beginObject()
            writer.key("name"); writer.value("scrypt")
            writer.key("n"); writer.value(parameters.n)
            writer.key("r"); writer.value(parameters.r)
            writer.key("p"); writer.value(parameters.p)
            writer.key("salt"); writer.value(salt.base64EncodedString())
            writer.endObject()
            writer.key("check"); writer.value(check.base64EncodedString())
            writer.key("cipher"); writer.value("AES-256-GCM")
            writer.key("nonce"); writer.value(nonce.base64EncodedString())
        }

        /// The canonical compact JSON of the header, rebuilt from parsed values when reading.
        var associatedData: Data {
            var writer = JSONWriter()
            writer.beginObject()
            writeFields(to: &writer)
            writer.endObject()
            return Data(writer.bytes)
        }
    }
}
