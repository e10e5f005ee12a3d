// TEMPORARY: minimal stand-ins with the signatures of FormFillSecrets (branch `secrets`), so this module
// builds before that branch lands. Delete this file when merging `secrets`; the real types take over.
import Crypto
import Foundation

struct PasswordOptions: Sendable, Hashable {
    var minLength: Int?
    var maxLength: Int?
    var requireDigits: Bool
    var requireSymbols: Bool
    var forbiddenCharacters: String
    init(minLength: Int? = nil, maxLength: Int? = nil, requireDigits: Bool = false, requireSymbols: Bool = false,
         forbiddenCharacters: String = "") {
        self.minLength = minLength; self.maxLength = maxLength; self.requireDigits = requireDigits
        self.requireSymbols = requireSymbols; self.forbiddenCharacters = forbiddenCharacters
    }
}

struct StandInError: Error, CustomStringConvertible { var description: String }

enum PasswordGenerator {
    static func generate(_ options: PasswordOptions) throws -> String {
        let forbidden = Set(options.forbiddenCharacters)
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ").filter { !forbidden.contains($0) }
        let digits = Array("0123456789").filter { !forbidden.contains($0) }
        let symbols = Array("!@#$%^&*()_-+=|[]{}'\";.,>?/~`").filter { !forbidden.contains($0) }
        let length = min(max(options.minLength ?? 20, 4), options.maxLength ?? 50)
        guard length >= 4, !letters.isEmpty, !options.requireDigits || !digits.isEmpty,
              !options.requireSymbols || !symbols.isEmpty else { throw StandInError(description: "impossible options") }
        var rng = SystemRandomNumberGenerator()
        let pool = letters + (options.requireDigits ? digits : []) + (options.requireSymbols ? symbols : [])
        while true {
            let candidate = String((0..<length).map { _ in pool[Int.random(in: 0..<pool.count, using: &rng)] })
            if (!options.requireDigits || candidate.contains(where: digits.contains))
                && (!options.requireSymbols || candidate.contains(where: symbols.contains)) { return candidate }
        }
    }
}

struct TOTP: Sendable {
    private let key: [UInt8]
    init(_ secretOrURI: String) throws {
        var secret = secretOrURI
        if secretOrURI.lowercased().hasPrefix("otpauth://") {
            guard let components = URLComponents(string: secretOrURI),
                  let value = components.queryItems?.first(where: { $0.name == "secret" })?.value
            else { throw StandInError(description: "no secret") }
            secret = value
        }
        var bits = 0, buffer = 0
        var key: [UInt8] = []
        for character in secret.uppercased() where character != " " && character != "=" {
            guard let value = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567").firstIndex(of: character) else {
                throw StandInError(description: "not base32")
            }
            buffer = (buffer << 5) | value; bits += 5
            if bits >= 8 { bits -= 8; key.append(UInt8((buffer >> bits) & 0xFF)) }
        }
        guard !key.isEmpty else { throw StandInError(description: "empty") }
        self.key = key
    }
    func code(at date: Date) -> String {
        var counter = UInt64(date.timeIntervalSince1970 / 30).bigEndian
        let message = withUnsafeBytes(of: &counter) { Data($0) }
        let mac = Array(HMAC<Insecure.SHA1>.authenticationCode(for: message, using: SymmetricKey(data: key)))
        let offset = Int(mac[mac.count - 1] & 0x0F)
        let value = (UInt32(mac[offset] & 0x7F) << 24 | UInt32(mac[offset + 1]) << 16
            | UInt32(mac[offset + 2]) << 8 | UInt32(mac[offset + 3])) % 1_000_000
        let text = String(value)
        return String(repeating: "0", count: 6 - text.count) + text
    }
}
