import ArgumentParser
import FormFillSecrets
import Foundation

/// `formfill totp`: the RFC 6238 code for a base32 secret or an `otpauth://totp/...` URI.
struct TOTPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "totp",
        abstract: "Print the current one-time code for a secret or otpauth URI.",
        discussion: """
            SECRET is a base32 secret (case and spaces do not matter) or an otpauth://totp/ URI with its \
            algorithm, digits and period. Use - to read it from stdin, which keeps it out of the process list. \
            A malformed secret exits with status 65; the message never contains the secret.
            """
    )

    @Argument(help: "A base32 secret, an otpauth://totp/ URI, or - for stdin.")
    var secret: String

    @Option(name: .customLong("time"), help: "Unix time in seconds to compute the code for (default: now).")
    var time: Double?

    @Flag(name: .customLong("remaining"), help: "Also print the seconds the code stays valid, after a space.")
    var showRemaining = false

    func run() throws {
        try reportingErrors {
            if let time, !(time.isFinite && time >= 0) {
                throw CLIError(.usage, "--time must be a non-negative Unix time")
            }
            let text = secret == "-" ? String(decoding: try readInput("-", what: "secret"), as: UTF8.self) : secret
            let totp: TOTP
            do {
                totp = try TOTP(text)
            } catch let error as TOTPError {
                throw CLIError(.badInput, error.message)
            }
            let date = time.map { Date(timeIntervalSince1970: $0) } ?? Date()
            var line = totp.code(at: date)
            if showRemaining { line += " \(totp.secondsRemaining(at: date))" }
            writeStdout(line + "\n")
        }
    }
}
