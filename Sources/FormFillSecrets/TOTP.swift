import Crypto
import Foundation

/// Why a TOTP secret or `otpauth://` URI was rejected. The message never contains the secret.
public struct TOTPError: Error, CustomStringConvertible, Sendable, Hashable {
    /// A one-line explanation.
    public var message: String
    /// The message; never the secret.
    public var description: String { message }

    /// Creates an error with a one-line `message`.
    public init(_ message: String) { self.message = message }
}

/// A time-based one-time password generator (RFC 6238) for one secret.
///
/// `description` and `debugDescription` never print the secret, so a `TOTP` can be logged safely.
public struct TOTP: Sendable, Hashable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The HMAC hash function.
    public enum Algorithm: String, Sendable, Hashable, CaseIterable {
        case sha1 = "SHA1"
        case sha256 = "SHA256"
        case sha512 = "SHA512"
    }

    /// The number of digits in a code, 6 to 8.
    public let digits: Int
    /// Seconds each code lasts.
    public let period: Int
    /// The HMAC hash function.
    public let algorithm: Algorithm
    /// The `issuer` parameter, or the part of the label before `:`.
    public let issuer: String?
    /// The label's account part (after `issuer:`), if any.
    public let account: String?
    private let secret: [UInt8]

    /// The digit counts accepted.
    public static let digitRange = 6...8
    /// The periods accepted, in seconds.
    public static let periodRange = 1...86_400

    /// Parses an `otpauth://totp/LABEL?secret=...&issuer=...&algorithm=...&digits=...&period=...` URI or a bare
    /// base32 secret (case-insensitive; spaces and `=` padding are tolerated). Defaults: SHA1, 6 digits, 30 s.
    ///
    /// - Throws: ``TOTPError`` naming what is wrong (missing secret, bad base32, unsupported algorithm, ...).
    public init(_ secretOrURI: String) throws {
        let text = secretOrURI.trimmingCharacters(in: .whitespacesAndNewlines)
        if text.lowercased().hasPrefix("otpauth:") {
            self = try Self.parseURI(text)
        } else {
            try self.init(secret: try Self.decodeSecret(text))
        }
    }

    /// Creates a generator from raw secret bytes.
    public init(
        secret: [UInt8], digits: Int = 6, period: Int = 30, algorithm: Algorithm = .sha1,
        issuer: String? = nil, account: String? = nil
    ) throws {
        guard !secret.isEmpty else { throw TOTPError("the TOTP secret is empty") }
        guard Self.digitRange.contains(digits) else {
            throw TOTPError("TOTP digits must be 6, 7 or 8, not \(digits)")
        }
        guard Self.periodRange.contains(period) else {
            throw TOTPError("the TOTP period must be 1 to 86400 seconds, not \(period)")
        }
        self.secret = secret
        self.digits = digits
        self.period = period
        self.algorithm = algorithm
        self.issuer = issuer
        self.account = account
    }

    /// The message; never the secret.
    public var description: String {
        var parts = ["TOTP(\(algorithm.rawValue), \(digits) digits, \(period)s"]
        if let issuer { parts.append("issuer: \(issuer)") }
        if let account { parts.append("account: \(account)") }
        return parts.joined(separator: ", ") + ")"
    }

    /// The same as `description`: never the secret.
    public var debugDescription: String { description }

    /// The code for the time step containing `date`, zero-padded to ``digits``.
    public func code(at date: Date) -> String {
        code(counter: counter(at: date))
    }

    /// The code for an explicit RFC 4226 counter value.
    public func code(counter: UInt64) -> String {
        var message = [UInt8](repeating: 0, count: 8)
        for index in 0..<8 { message[index] = UInt8((counter >> (56 - 8 * UInt64(index))) & 0xFF) }
        let mac = authenticationCode(for: message)
        // RFC 4226 dynamic truncation.
        let offset = Int(mac[mac.count - 1] & 0x0F)
        let binary = (UInt32(mac[offset] & 0x7F) << 24) | (UInt32(mac[offset + 1]) << 16)
            | (UInt32(mac[offset + 2]) << 8) | UInt32(mac[offset + 3])
        var modulus: UInt32 = 1
        for _ in 0..<digits { modulus *= 10 }
        let value = String(binary % modulus)
        return String(repeating: "0", count: digits - value.count) + value
    }

    /// Seconds until the code for `date` expires, 1 through ``period``.
    public func secondsRemaining(at date: Date) -> Int {
        let seconds = max(date.timeIntervalSince1970, 0)
        guard seconds.isFinite, seconds < 1e15 else { return period }
        return period - Int(Int64(floor(seconds)) % Int64(period))
    }

    /// The RFC 6238 time step; times before 1970 use step 0.
    public func counter(at date: Date) -> UInt64 {
        let seconds = max(date.timeIntervalSince1970, 0)
        // Beyond any real clock; also keeps the conversion below from trapping on infinities.
        guard seconds.isFinite, seconds < 1e15 else { return 0 }
        return UInt64(floor(seconds)) / UInt64(period)
    }

    private func authenticationCode(for message: [UInt8]) -> [UInt8] {
        let key = SymmetricKey(data: secret)
        switch algorithm {
        case .sha1: return Array(HMAC<Insecure.SHA1>.authenticationCode(for: message, using: key))
        case .sha256: return Array(HMAC<SHA256>.authenticationCode(for: message, using: key))
        case .sha512: return Array(HMAC<SHA512>.authenticationCode(for: message, using: key))
        }
    }

    private static func decodeSecret(_ text: String) throws -> [UInt8] {
        guard !text.isEmpty else { throw TOTPError("the TOTP secret is empty") }
        return try Base32.decode(text)
    }

    private static func parseURI(_ text: String) throws -> TOTP {
        guard let schemeEnd = text.range(of: "://") else {
            throw TOTPError("the otpauth URI must start with otpauth://")
        }
        let rest = text[schemeEnd.upperBound...]
        let (path, query) =
            rest.firstIndex(of: "?").map { (rest[..<$0], rest[rest.index(after: $0)...]) } ?? (rest, "")
        let type = path.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        switch type.lowercased() {
        case "totp": break
        case "hotp": throw TOTPError("HOTP (counter-based) otpauth URIs are not supported; use totp")
        default: throw TOTPError("the otpauth URI type must be totp")
        }
        let rawLabel = path.dropFirst(type.count).drop { $0 == "/" }
        let label = String(rawLabel).removingPercentEncoding ?? String(rawLabel)

        var parameters: [String: String] = [:]
        for pair in query.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0]).lowercased()
            let value = parts.count > 1 ? String(parts[1]) : ""
            // Keep the first occurrence: a repeated parameter must not silently replace the secret.
            if parameters[name] == nil { parameters[name] = value.removingPercentEncoding ?? value }
        }
        guard let secretText = parameters["secret"], !secretText.isEmpty else {
            throw TOTPError("the otpauth URI has no secret parameter")
        }
        let secret = try Base32.decode(secretText)

        var algorithm = Algorithm.sha1
        if let name = parameters["algorithm"] {
            guard let parsed = Algorithm(rawValue: name.uppercased()) else {
                throw TOTPError("unsupported TOTP algorithm '\(name.prefix(16))' (use SHA1, SHA256 or SHA512)")
            }
            algorithm = parsed
        }
        let digits = try integer(parameters["digits"], name: "digits") ?? 6
        let period = try integer(parameters["period"], name: "period") ?? 30

        var issuer = parameters["issuer"].flatMap { $0.isEmpty ? nil : $0 }
        var account: String? = label.isEmpty ? nil : label
        if let colon = label.firstIndex(of: ":") {
            let labelIssuer = label[..<colon].trimmingCharacters(in: .whitespaces)
            account = label[label.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if issuer == nil, !labelIssuer.isEmpty { issuer = labelIssuer }
        }
        if account?.isEmpty == true { account = nil }
        return try TOTP(
            secret: secret, digits: digits, period: period, algorithm: algorithm, issuer: issuer, account: account)
    }

    private static func integer(_ text: String?, name: String) throws -> Int? {
        guard let text else { return nil }
        guard let value = Int(text) else { throw TOTPError("the otpauth \(name) parameter is not a whole number") }
        return value
    }
}
