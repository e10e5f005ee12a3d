import ArgumentParser
import FormFillModel
import FormFillVault
import Foundation

/// `formfill vault import FILE`: Bitwarden JSON and Chrome/Firefox CSV exports.
struct VaultImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import a Bitwarden (unencrypted JSON), Chrome or Firefox (CSV) export into the vault.",
        discussion: """
            The format is detected from the content unless --format is given. Entries that cannot be imported \
            (secure notes, SSH keys, invalid cards, rows without credentials) and logins already in the vault \
            are reported on stderr with the reason; a summary goes to stdout. A missing vault file is created.
            """
    )

    @OptionGroup var vault: VaultOptions

    @Argument(help: "The export file, or - for stdin.")
    var file: String

    @Option(name: .customLong("format"), help: "bitwarden, chrome or firefox.")
    var format: String?

    func run() throws {
        try reportingErrors {
            let data = try readInput(file, what: "export")
            let chosen: ImportFormat
            if let format {
                guard let f = ImportFormat(rawValue: format.lowercased()) else {
                    throw CLIError(.usage, "--format must be bitwarden, chrome or firefox")
                }
                chosen = f
            } else {
                guard let f = ImportFormat.detect(String(decoding: data, as: UTF8.self)) else {
                    throw CLIError(.badInput, "\(file): not a recognized export; give --format")
                }
                chosen = f
            }
            let report = try mappingVaultErrors { try VaultImporter.read(data, format: chosen, matcher: InstalledResources.matcher) }
            var loaded = try vault.load(allowMissing: true)
            let (added, duplicates) = loaded.vault.merge(report)
            try vault.save(loaded)
            for line in report.skipped + duplicates { printWarning("skipped \(line)") }
            for line in report.notes { printWarning(line) }
            writeStdout("imported \(added) item(s) from \(chosen.rawValue); skipped \(report.skipped.count + duplicates.count)\n")
        }
    }
}
