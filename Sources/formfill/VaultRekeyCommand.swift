import ArgumentParser
import FormFillVault
import Foundation

/// `formfill vault rekey`: a new passphrase for an encrypted vault, in one atomic write.
struct VaultRekeyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rekey",
        abstract: "Change an encrypted vault's passphrase in one step.",
        discussion: """
            The current passphrase comes from --passphrase-fd, FORMFILL_PASSPHRASE or a prompt; the new one \
            from --new-passphrase-fd, FORMFILL_NEW_PASSPHRASE or a prompt (asked twice). The vault is written \
            once, atomically, with a fresh salt; its backup (FILE.bak) is sealed with the new passphrase too. \
            A plain vault is encrypted with 'formfill vault encrypt' instead (exit 64).
            """
    )

    @OptionGroup var vault: VaultOptions

    @Option(name: .customLong("new-passphrase-fd"), help: "Read the new passphrase's first line from this open file descriptor.")
    var newPassphraseFD: Int32?

    @Option(name: .customLong("scrypt-log-n"), help: ArgumentHelp("scrypt cost as log2(N), 10 to 20 (default: keep the vault's).", visibility: .hidden))
    var logN: Int?

    /// The environment variable for the new passphrase.
    static let newPassphraseVariable = "FORMFILL_NEW_PASSPHRASE"

    func run() throws {
        try reportingErrors {
            if let logN, !(10...20).contains(logN) { throw CLIError(.usage, "--scrypt-log-n must be 10 to 20") }
            var loaded = try vault.load()
            guard let oldKey = loaded.key else {
                throw CLIError(.usage, "\(vault.path) is not encrypted; use 'formfill vault encrypt'")
            }
            let passphrase = try newPassphrase()
            let parameters = logN.map { ScryptParameters(n: 1 << $0, r: 8, p: 1) } ?? oldKey.parameters
            loaded.key = try mappingVaultErrors { try VaultKey(passphrase: passphrase, parameters: parameters) }
            try vault.save(loaded)
            writeStdout("changed the passphrase of \(vault.path)\n")
        }
    }

    private func newPassphrase() throws -> String {
        try readNewPassphrase(fileDescriptor: newPassphraseFD, variable: Self.newPassphraseVariable, what: "new passphrase")
    }
}

/// A passphrase for encrypting: from the file descriptor or the environment variable when either is given,
/// else asked twice on the terminal.
func readNewPassphrase(fileDescriptor: Int32?, variable: String, what: String) throws -> String {
    let environment = ProcessInfo.processInfo.environment
    if fileDescriptor != nil || environment[variable] != nil {
        let value = try mappingVaultErrors {
            try fileDescriptor.map { try TerminalPassphrase.read(fileDescriptor: $0) } ?? environment[variable]
        }
        guard let value, !value.isEmpty else { throw CLIError(.usage, "the \(what) must not be empty") }
        return value
    }
    guard let first = try mappingVaultErrors({ try TerminalPassphrase.promptOnTerminal("New vault passphrase: ") }) else {
        let option = variable == TerminalPassphrase.environmentVariable ? "--passphrase-fd" : "--new-passphrase-fd"
        throw CLIError(.usage, "no terminal to ask for the \(what); use \(variable) or \(option)")
    }
    guard !first.isEmpty else { throw CLIError(.usage, "the \(what) must not be empty") }
    let second = try mappingVaultErrors { try TerminalPassphrase.promptOnTerminal("Repeat the passphrase: ") }
    guard second == first else { throw CLIError(.usage, "the passphrases do not match") }
    return first
}
