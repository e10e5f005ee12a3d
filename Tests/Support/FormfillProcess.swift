import Foundation

/// What a run of `formfill` printed, and how it ended.
public struct FormfillRun: Sendable {
    public var status: Int32
    public var stdout: String
    public var stderr: String
}

/// Runs `formfill` (the one built beside the tests unless `executable` names another) and waits for it.
///
/// The process gets `stdin` and then end of input, the caller's environment without `FORMFILL_PASSPHRASE`
/// and with `environment` added, and no terminal to prompt on.
public func runFormfill(_ arguments: [String], executable: URL = Repository.formfillBinary, stdin: String = "",
                        environment: [String: String] = [:], in directory: URL? = nil) throws -> FormfillRun {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let directory { process.currentDirectoryURL = directory }
    var inherited = ProcessInfo.processInfo.environment
    inherited.removeValue(forKey: "FORMFILL_PASSPHRASE")
    process.environment = inherited.merging(environment) { _, new in new }
    let input = Pipe(), output = Pipe(), errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(stdin.utf8))
    try input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return FormfillRun(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                       stderr: String(decoding: err, as: UTF8.self))
}
