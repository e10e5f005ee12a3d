import ArgumentParser
import FormFillModel
import FormFillVault
import Foundation

/// `formfill vault encrypt`: encrypts a plain vault (or re-encrypts with a new passphrase).
struct VaultEncryptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encrypt",
        abstract: "Encrypt the vault with a passphrase (scrypt and AES-256-GCM).",
        discussion: """
            The new passphrase comes from --passphrase-fd, FORMFILL_PASSPHRASE or a prompt (asked twice). \
            To change the passphrase of an encrypted vault, use 'formfill vault rekey'.
            """
    )

    @OptionGroup var vault: VaultOptions

    @Option(name: .customLong("scrypt-log-n"), help: ArgumentHelp("scrypt cost as log2(N), 10 to 20 (default 17).", visibility: .hidden))
    var logN = 17

    func run() throws {
        try reportingErrors {
            guard (10...20).contains(logN) else { throw CLIError(.usage, "--scrypt-log-n must be 10 to 20") }
            var loaded = try vault.load()
            guard !loaded.isEncrypted else { throw CLIError(.usage, "\(vault.path) is already encrypted") }
            let passphrase = try newPassphrase()
            loaded.key = try mappingVaultErrors {
                try VaultKey(passphrase: passphrase, parameters: ScryptParameters(n: 1 << logN, r: 8, p: 1))
            }
            try vault.save(loaded)
            writeStdout("encrypted \(vault.path)\n")
        }
    }

    private func newPassphrase() throws -> String {
        try readNewPassphrase(fileDescriptor: vault.passphraseFD, variable: TerminalPassphrase.environmentVariable,
                              what: "passphrase")
    }
}

/// `formfill vault decrypt`: writes the vault back as plain JSON.
struct VaultDecryptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decrypt",
        abstract: "Decrypt the vault back to plain JSON (for fixtures and migrations).")

    @OptionGroup var vault: VaultOptions

    func run() throws {
        try reportingErrors {
            var loaded = try vault.load()
            guard loaded.isEncrypted else { throw CLIError(.usage, "\(vault.path) is not encrypted") }
            loaded.key = nil
            try vault.save(loaded)
            writeStdout("decrypted \(vault.path)\n")
        }
    }
}
