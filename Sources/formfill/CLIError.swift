import ArgumentParser
import FormFill
import Foundation
import FormFillSupport

/// A failure the user can act on: one line on stderr and a documented exit code (see `formfill --help`).
struct CLIError: Error, CustomStringConvertible {
    enum Code: Int32 {
        case noMatchingItem = 3
        case nothingToFill = 4
        case impossibleRules = 5
        case vaultConflict = 6
        case refused = 7
        case usage = 64
        case badInput = 65
        case missingFile = 66
        case badURL = 67
        case internalError = 70
        case cannotWrite = 73
        case wrongPassphrase = 77
    }
    var code: Code
    var message: String
    var description: String { message }

    init(_ code: Code, _ message: String) { self.code = code; self.message = message }
}

extension CLIError {
    /// The library's error with its documented exit code; the CLI's own advice is added where it helps.
    init(_ error: FormFillError) {
        let code: Code = switch error {
        case .noMatchingItem, .itemNotFound, .itemNotForThisSite: .noMatchingItem
        case .nothingToFill: .nothingToFill
        case .malformedToken, .unreadablePage, .malformedVault, .malformedImport, .oneTimeCode: .badInput
        case .fill(.impossiblePassword): .impossibleRules
        case .fill(.nothingToFill): .nothingToFill
        case .fill(.insecurePage), .fill(.refused): .refused
        case .vault(.missingFile), .vault(.missingFolder): .missingFile
        case .vault(.passphraseRequired), .vault(.wrongPassphrase), .vault(.tampered): .wrongPassphrase
        case .vault(.conflict): .vaultConflict
        case .vault(.cannotWrite): .cannotWrite
        case .vault(.emptyPassphrase), .unsafeKeyDerivation: .usage
        case .vaultFlow(.cannotGeneratePassword): .impossibleRules
        case .vaultFlow: .usage
        case .password(let error): error.kind == .impossible ? .impossibleRules : .usage
        case .other: .internalError
        }
        var message = error.description
        if case .vault(.passphraseRequired) = error { message += " (prompt, FORMFILL_PASSPHRASE or --passphrase-fd)" }
        self.init(code, message)
    }
}

/// Runs a command body, turning every error into one stderr line and its exit code.
func reportingErrors(_ body: () throws -> Void) throws {
    do {
        try body()
    } catch let error as CLIError {
        printError(error.message)
        throw ExitCode(error.code.rawValue)
    } catch let error as ExitCode {
        throw error
    } catch {
        // A library error that reached here unmapped still gets its domain's exit code.
        let wrapped = FormFillError(error)
        let mapped = CLIError(wrapped)
        printError(mapped.message)
        throw ExitCode(mapped.code.rawValue)
    }
}

/// Ends the process at once after a command's output is written. The page's details, classification and
/// script die with the process: freeing a large page's tens of thousands of fields one string at a time
/// would add about a tenth to the run, for nothing. Output goes straight to the file descriptors (no
/// buffer to flush).
func exitAfterOutput() -> Never {
    Foundation.exit(EXIT_SUCCESS)
}

/// Writes `formfill: message` to stderr.
func printError(_ message: String) {
    let line = "formfill: " + message.replacingOccurrences(of: "\n", with: " ") + "\n"
    FileHandle.standardError.write(Data(line.utf8))
}

/// Writes a warning line to stderr.
func printWarning(_ message: String) {
    FileHandle.standardError.write(Data("formfill: warning: \(message)\n".utf8))
}

/// Reads PAGE or `-` (stdin) fully.
func readInput(_ path: String, what: String = "page") throws -> Data {
    if path == "-" {
        return FileHandle.standardInput.readDataToEndOfFile()
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw CLIError(.missingFile, "\(what) \(path): no such file")
    }
    guard !isDirectory.boolValue else { throw CLIError(.missingFile, "\(what) \(path): is a directory") }
    do {
        return try FileContents.read(atPath: path)
    } catch {
        throw CLIError(.missingFile, "\(what) \(path): cannot be read (\(error.reason))")
    }
}

/// Writes bytes to stdout.
func writeStdout(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
}
