import ArgumentParser
import FormFill
import FormFillModel
import FormFillVault
import Foundation
import FormFillSecrets

/// `formfill vault`: the vault's verbs (find, add, change-password, import, encrypt, decrypt, list, request).
struct VaultCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vault",
        abstract: "Find, add, change, import, encrypt, rekey and list vault items.",
        discussion: """
            Every verb takes --vault FILE, a plain JSON vault or one encrypted with a passphrase. The passphrase \
            is read from the file descriptor given with --passphrase-fd N, else from FORMFILL_PASSPHRASE, else \
            from a prompt on the terminal; never from an argument. Writes are atomic, keep FILE.bak, and refuse \
            to overwrite a vault changed since it was read (exit 6). A wrong passphrase or a tampered file exits \
            with 77, a missing file with 66, a malformed vault with 65.
            """,
        subcommands: [
            VaultFindCommand.self, VaultAddCommand.self, VaultChangePasswordCommand.self, VaultImportCommand.self,
            VaultEncryptCommand.self, VaultRekeyCommand.self, VaultDecryptCommand.self, VaultListCommand.self, VaultRequestCommand.self,
        ]
    )
}

/// `--vault FILE` and `--passphrase-fd N`, shared by the vault verbs (and usable by `fill` and `apply`).
struct VaultOptions: ParsableArguments {
    @Option(name: .customLong("vault"), help: "The vault file (plain JSON or encrypted).")
    var path: String

    @Option(name: .customLong("passphrase-fd"), help: "Read the passphrase's first line from this open file descriptor.")
    var passphraseFD: Int32?

    var url: URL { URL(fileURLWithPath: path) }
    var store: VaultStore { VaultStore(url: url) }

    /// The passphrase source in the documented order: --passphrase-fd, FORMFILL_PASSPHRASE, a prompt.
    var passphrase: () throws -> String? { TerminalPassphrase.standard(fileDescriptor: passphraseFD) }

    /// Reads the vault, turning every failure into its CLI error.
    func load(allowMissing: Bool = false) throws -> LoadedVault {
        try mappingVaultErrors { try store.load(allowMissing: allowMissing, passphrase: passphrase) }
    }

    /// Reads just the items (for `fill` and `apply`).
    func loadVault() throws -> VaultFile { try load().vault }

    func save(_ loaded: LoadedVault) throws {
        try mappingVaultErrors { _ = try store.save(loaded) }
    }
}

/// Runs `body`, turning the vault module's errors into `CLIError`s with the documented exit codes.
func mappingVaultErrors<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as CLIError {
        throw error
    } catch let error as PassphraseError {
        throw CLIError(.wrongPassphrase, error.description)
    } catch {
        let wrapped = FormFillError(error)
        if case .other = wrapped { throw error }
        throw CLIError(wrapped)
    }
}

/// Reads up to `count` lines from stdin (for passwords, which never go on the command line).
func readSecretLines(_ count: Int) -> [String] {
    var lines: [String] = []
    while lines.count < count, let line = Swift.readLine(strippingNewline: true) { lines.append(line) }
    return lines
}

/// Prints a JSON value followed by a newline.
func printJSON(_ value: JSONValue) {
    var writer = JSONWriter(pretty: true)
    writer.value(value)
    writeStdout(writer.string + "\n")
}

/// `key=value` for custom fields.
func parseFields(_ pairs: [String]) throws -> [CustomField] {
    try pairs.map { pair in
        guard let eq = pair.firstIndex(of: "="), eq != pair.startIndex else {
            throw CLIError(.usage, "--field takes NAME=VALUE")
        }
        return CustomField(name: String(pair[..<eq]), value: String(pair[pair.index(after: eq)...]))
    }
}
