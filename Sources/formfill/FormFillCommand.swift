import ArgumentParser
import Foundation

struct FormFillCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "formfill",
        abstract: "Collect web forms and fill them from a password vault.",
        discussion: """
            Exit codes: 0 success; 3 no matching vault item; 4 nothing to fill; 5 password rules that cannot \
            be met; 6 the vault changed on disk since it was read; 7 filling refused for safety (the fields \
            cannot be seen, the form posts to another site or over http, a cross-origin frame, a card on an \
            http page, a password for an https item on an http page); 64 bad arguments; 65 malformed input \
            (JSON, vault, token); 66 a file that is missing or unreadable; 67 a bad URL; 73 an output that \
            cannot be written; 77 a wrong passphrase or a tampered vault; 70 an internal error.
            """,
        version: "0.1.0",
        subcommands: [
            CollectCommand.self, ClassifyCommand.self, FillCommand.self, ApplyCommand.self,
            PasswordCommand.self, TOTPCommand.self, VaultCommand.self, DemoCommand.self, BrowseCommand.self,
        ]
    )
}
