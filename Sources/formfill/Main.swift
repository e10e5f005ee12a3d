import ArgumentParser
import Foundation

/// The entry point: argument-parser's own error screens (several lines starting `Error:` and a usage block)
/// become one `formfill: ...` line on stderr with exit 64, like every other failure of the tool; help and
/// version still print in full on stdout.
@main
enum FormFillMain {
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        // Parsing the arguments takes a few milliseconds (protocol-conformance look-ups): the tables are built
        // meanwhile.
        TablePreparation.start(forArguments: arguments)
        var command: ParsableCommand
        do {
            command = try FormFillCommand.parseAsRoot(arguments)
        } catch {
            if error is ExitCode || FormFillCommand.exitCode(for: error) == .success {
                FormFillCommand.exit(withError: error)
            }
            printError(UsageLine(arguments: arguments).message(for: error))
            Foundation.exit(CLIError.Code.usage.rawValue)
        }
        do {
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            FormFillCommand.exit(withError: error)
        }
    }
}

/// One line for a command-line mistake: the unknown option by its name (argument-parser reports a missing
/// required option first, so `--valt FILE` would read as "missing --vault"), else argument-parser's own
/// message, followed by where to read the command's help.
struct UsageLine {
    var arguments: [String]

    func message(for error: Error) -> String {
        let tree = CommandTree.formfill
        let (path, node) = tree.command(for: arguments)
        let hint = "see 'formfill \((path + ["--help"]).joined(separator: " "))'"
        if let unknown = unknownOption(in: node, after: path.count) {
            var text = "unknown option '\(unknown)'"
            if let guess = node.closestOption(to: unknown) { text += " (did you mean '\(guess)'?)" }
            return text + "; " + hint
        }
        var text = FormFillCommand.message(for: error)
        if text.hasPrefix("Error: ") { text.removeFirst("Error: ".count) }
        text = text.split(separator: "\n").first.map(String.init) ?? "bad arguments"
        // argument-parser's messages start with a capital ("Missing expected argument ..."); ours do not.
        if let first = text.first, first.isUppercase, text.dropFirst().first?.isLowercase == true {
            text = first.lowercased() + text.dropFirst()
        }
        return text + "; " + hint
    }

    /// The first `--name` or `-n` the command does not define (arguments after `--` are values). The
    /// argument after an option that takes a value is not judged: `--forbidden -_` lacks a value (which
    /// argument-parser says), it does not use an unknown option `-_`.
    private func unknownOption(in node: CommandTree, after skipped: Int) -> String? {
        var index = 0
        var valueFollows = false
        for argument in arguments {
            defer { index += 1 }
            if argument == "--" { return nil }
            if valueFollows { valueFollows = false; continue }
            guard index >= skipped, argument.hasPrefix("-"), argument != "-",
                  Double(argument) == nil else { continue }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            valueFollows = node.valuedOptions.contains(name) && !argument.contains("=")
            if argument.hasPrefix("--") {
                if !node.options.contains(name) { return name }
            } else if name.count == 2, !node.options.contains(name) {
                return name
            }
        }
        return nil
    }
}

/// The commands and their option names, read from argument-parser's own description of the tool.
struct CommandTree {
    var name: String
    var options: Set<String>
    /// The options that take a value.
    var valuedOptions: Set<String> = []
    var subcommands: [CommandTree]

    static let formfill: CommandTree = {
        let json = FormFillCommand._dumpHelp()
        guard let root = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let command = root["command"] as? [String: Any] else {
            return CommandTree(name: "formfill", options: [], subcommands: [])
        }
        return CommandTree(command)
    }()

    init(name: String, options: Set<String>, subcommands: [CommandTree]) {
        self.name = name; self.options = options; self.subcommands = subcommands
    }

    init(_ json: [String: Any]) {
        name = json["commandName"] as? String ?? ""
        var options: Set<String> = ["--help", "-h", "--version", "--experimental-dump-help"]
        var valued: Set<String> = []
        for argument in json["arguments"] as? [[String: Any]] ?? [] {
            for entry in argument["names"] as? [[String: Any]] ?? [] {
                guard let kind = entry["kind"] as? String, let name = entry["name"] as? String else { continue }
                let spelled = kind == "short" ? "-" + name : (kind == "long" ? "--" : "-") + name
                options.insert(spelled)
                if argument["kind"] as? String == "option" { valued.insert(spelled) }
            }
        }
        self.options = options
        valuedOptions = valued
        subcommands = (json["subcommands"] as? [[String: Any]] ?? []).map(CommandTree.init)
    }

    /// The subcommand path the arguments name (`["vault", "add"]`) and that command.
    func command(for arguments: [String]) -> (path: [String], node: CommandTree) {
        var node = self
        var path: [String] = []
        for argument in arguments {
            guard let next = node.subcommands.first(where: { $0.name == argument }) else { break }
            node = next
            path.append(argument)
        }
        return (path, node)
    }

    /// The long option nearest to `name` by edit distance, when it is a plausible typo.
    func closestOption(to name: String) -> String? {
        let candidates = options.filter { $0.hasPrefix("--") && $0 != "--experimental-dump-help" }
        let scored = candidates.map { ($0, editDistance(Array(name), Array($0))) }
        guard let best = scored.min(by: { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }), best.1 <= 2 else { return nil }
        return best.0
    }
}

/// Levenshtein distance, for "did you mean".
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for i in 1...max(a.count, 1) where !a.isEmpty {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in 1...max(b.count, 1) where !b.isEmpty {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
}
