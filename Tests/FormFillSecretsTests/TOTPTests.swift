import Foundation
import Testing

@testable import FormFillSecrets

@Suite("Base32 (RFC 4648)")
struct Base32Tests {
    static let vectors: [(String, String)] = [
        ("", ""), ("f", "MY======"), ("fo", "MZXQ===="), ("foo", "MZXW6==="), ("foob", "MZXW6YQ="),
        ("fooba", "MZXW6YTB"), ("foobar", "MZXW6YTBOI======"),
    ]

    @Test("RFC 4648 section 10 vectors encode and decode", arguments: vectors)
    func rfcVectors(plain: String, encoded: String) throws {
        #expect(Base32.encode(Array(plain.utf8)) == encoded)
        #expect(try Base32.decode(encoded) == Array(plain.utf8))
    }

    @Test("Lowercase, spaces, hyphens and missing padding are tolerated")
    func lenientDecoding() throws {
        let expected = Array("foobar".utf8)
        #expect(try Base32.decode("mzxw6ytboi") == expected)
        #expect(try Base32.decode("MZXW 6YTB OI== ====") == expected)
        #expect(try Base32.decode("mzxw-6ytb-oi") == expected)
        #expect(try Base32.decode("JBSWY3DPEHPK3PXP") == [0x48, 0x65, 0x6C, 0x6C, 0x6F, 0x21, 0xDE, 0xAD, 0xBE, 0xEF])
    }

    @Test("Malformed base32 is rejected without echoing it", arguments: ["MZXW1YTB", "MZX", "M", "MZXW6=YT", "ÄBCD"])
    func malformed(text: String) {
        #expect {
            try Base32.decode(text)
        } throws: { error in
            let message = "\(error)"
            return error is TOTPError && !message.contains(text)
        }
    }
}

@Suite("TOTP (RFC 6238)")
struct TOTPTests {
    static let seeds: [TOTP.Algorithm: String] = [
        .sha1: "12345678901234567890",
        .sha256: "12345678901234567890123456789012",
        .sha512: "1234567890123456789012345678901234567890123456789012345678901234",
    ]

    /// RFC 6238 Appendix B: time, SHA1, SHA256, SHA512.
    static let appendixB: [(TimeInterval, String, String, String)] = [
        (59, "94287082", "46119246", "90693936"),
        (1_111_111_109, "07081804", "68084774", "25091201"),
        (1_111_111_111, "14050471", "67062674", "99943326"),
        (1_234_567_890, "89005924", "91819424", "93441116"),
        (2_000_000_000, "69279037", "90698825", "38618901"),
        (20_000_000_000, "65353130", "77737706", "47863826"),
    ]

    @Test("Appendix B vectors for SHA1, SHA256 and SHA512 with 8 digits", arguments: appendixB)
    func appendixBVectors(time: TimeInterval, sha1: String, sha256: String, sha512: String) throws {
        let date = Date(timeIntervalSince1970: time)
        for (algorithm, expected) in [(TOTP.Algorithm.sha1, sha1), (.sha256, sha256), (.sha512, sha512)] {
            let secret = Array(try #require(Self.seeds[algorithm]).utf8)
            let totp = try TOTP(secret: secret, digits: 8, algorithm: algorithm)
            #expect(totp.code(at: date) == expected, "\(algorithm) at \(time)")
        }
    }

    @Test("The same vectors through otpauth URIs with base32 secrets")
    func appendixBThroughURIs() throws {
        for (algorithm, seed) in Self.seeds {
            let uri = "otpauth://totp/RFC:test?secret=\(Base32.encode(Array(seed.utf8)))"
                + "&algorithm=\(algorithm.rawValue.lowercased())&digits=8&period=30"
            let totp = try TOTP(uri)
            #expect(totp.algorithm == algorithm)
            let expected = switch algorithm {
            case .sha1: "89005924"
            case .sha256: "91819424"
            case .sha512: "93441116"
            }
            #expect(totp.code(at: Date(timeIntervalSince1970: 1_234_567_890)) == expected)
        }
    }

    @Test("Six-digit codes are the last six digits, zero-padded")
    func sixDigits() throws {
        let totp = try TOTP(Base32.encode(Array("12345678901234567890".utf8)))
        #expect(totp.digits == 6 && totp.period == 30 && totp.algorithm == .sha1)
        #expect(totp.code(at: Date(timeIntervalSince1970: 59)) == "287082")
        #expect(totp.code(at: Date(timeIntervalSince1970: 1_111_111_109)) == "081804")
    }

    @Test("Seconds remaining counts down within the period")
    func secondsRemaining() throws {
        let totp = try TOTP("otpauth://totp/x?secret=JBSWY3DPEHPK3PXP&period=60")
        #expect(totp.secondsRemaining(at: Date(timeIntervalSince1970: 1_700_000_000)) == 40)
        #expect(totp.secondsRemaining(at: Date(timeIntervalSince1970: 1_700_000_040)) == 60)
        #expect(totp.secondsRemaining(at: Date(timeIntervalSince1970: 1_700_000_039.5)) == 1)
        // A different period changes the step, so the code changes.
        let thirty = try TOTP("JBSWY3DPEHPK3PXP")
        #expect(thirty.code(at: Date(timeIntervalSince1970: 1_700_000_000)) != thirty.code(at: Date(timeIntervalSince1970: 1_700_000_030)))
    }

    @Test("otpauth label, issuer and parameters are parsed")
    func otpauthParsing() throws {
        let full = try TOTP(
            "otpauth://totp/ACME%20Co:wile%40acme.com?secret=jbswy3dpehpk3pxp&issuer=ACME%20Co&algorithm=SHA256&digits=8&period=45"
        )
        #expect(full.issuer == "ACME Co")
        #expect(full.account == "wile@acme.com")
        #expect(full.algorithm == .sha256 && full.digits == 8 && full.period == 45)

        let labelOnly = try TOTP("otpauth://totp/ACME:wile?secret=JBSWY3DPEHPK3PXP")
        #expect(labelOnly.issuer == "ACME" && labelOnly.account == "wile")
        #expect(labelOnly.code(at: Date(timeIntervalSince1970: 1_700_000_000)).count == 6)

        let bare = try TOTP("  JBSW Y3DP EHPK 3PXP  ")
        #expect(bare.issuer == nil && bare.account == nil)
        #expect(bare.code(at: Date(timeIntervalSince1970: 0)) == labelOnly.code(at: Date(timeIntervalSince1970: 0)))

        let unknownParameters = try TOTP("OTPAUTH://TOTP/x?image=https%3A%2F%2Fa&secret=JBSWY3DPEHPK3PXP&foo")
        #expect(unknownParameters.account == "x")
    }

    static let malformed: [(String, String)] = [
        ("", "empty"),
        ("otpauth://totp/ACME?issuer=ACME", "no secret"),
        ("otpauth://hotp/ACME?secret=JBSWY3DPEHPK3PXP&counter=1", "HOTP"),
        ("otpauth://totp/ACME?secret=JBSWY3DPEHPK3PXP&algorithm=MD5", "algorithm"),
        ("otpauth://totp/ACME?secret=JBSWY3DPEHPK3PXP&digits=10", "digits"),
        ("otpauth://totp/ACME?secret=JBSWY3DPEHPK3PXP&digits=six", "digits"),
        ("otpauth://totp/ACME?secret=JBSWY3DPEHPK3PXP&period=0", "period"),
        ("otpauth://totp/ACME?secret=SECRET1SECRET", "base32"),
        ("otpauth:totp/ACME?secret=JBSWY3DPEHPK3PXP", "otpauth://"),
        ("NOT-A-SECRET!", "base32"),
    ]

    @Test("Malformed secrets and URIs name the problem and never the secret", arguments: malformed)
    func malformedInput(text: String, problem: String) {
        #expect {
            try TOTP(text)
        } throws: { error in
            let message = "\(error)"
            return error is TOTPError && message.contains(problem) && !message.contains("JBSWY3DP")
                && !message.contains("SECRET1")
        }
    }

    @Test("Descriptions never contain the secret")
    func descriptionHidesSecret() throws {
        let totp = try TOTP("otpauth://totp/ACME:wile?secret=JBSWY3DPEHPK3PXP")
        #expect(!"\(totp)".contains("JBSWY3DP"))
        #expect(!String(reflecting: totp).contains("JBSWY3DP"))
        #expect("\(totp)".contains("ACME"))
    }
}
