import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `python3`'s `http.server` serving a directory on 127.0.0.1 and an ephemeral port, for tests that need an
/// `http:` page. Stop it with ``stop()``.
public struct LocalHTTPServer {
    /// `python3` on PATH, or nil (tests that need a server are then skipped).
    public static let python: URL? = {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(dir)/python3"
            if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
        }
        return nil
    }()

    /// Why the server could not start.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    private let process: Process
    /// The port it listens on.
    public let port: Int

    /// `http://127.0.0.1:<port>/<path>`.
    public func url(_ path: String) -> String { "http://127.0.0.1:\(port)/\(path)" }

    /// Starts serving `directory` on `port` (0: a free port the system chooses); waits (at most 10 s) until it
    /// listens.
    public init(directory: URL, port requested: Int = 0) throws {
        guard let python = Self.python else { throw Failure(description: "no python3 to serve an http: page") }
        // The server writes its port to a file once it listens (polling a file cannot block like a pipe read).
        let portFile = directory.appendingPathComponent(".port")
        let process = Process()
        process.executableURL = python
        process.arguments = ["-c", """
            import functools, http.server, os, sys
            class Quiet(http.server.SimpleHTTPRequestHandler):
                def log_message(self, *args): pass
            handler = functools.partial(Quiet, directory=sys.argv[1])
            server = http.server.ThreadingHTTPServer(("127.0.0.1", int(sys.argv[3])), handler)
            open(sys.argv[2] + ".tmp", "w").write(str(server.server_address[1]))
            os.rename(sys.argv[2] + ".tmp", sys.argv[2])
            server.serve_forever()
            """, directory.path, portFile.path, String(requested)]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var port: Int?
        let deadline = Date().addingTimeInterval(10)
        while port == nil, Date() < deadline, process.isRunning {
            port = (try? String(contentsOf: portFile, encoding: .utf8)).flatMap { Int($0) }
            if port == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        self.process = process
        guard let port else {
            Self.kill(process)
            throw Failure(description: "the local http server did not start")
        }
        self.port = port
    }

    /// Stops the server (SIGKILL: children of the test process may inherit a mask that blocks SIGTERM).
    public func stop() { Self.kill(process) }

    /// Stops a child process with SIGKILL and waits for it.
    public static func kill(_ process: Process) {
        #if canImport(Glibc)
        if process.isRunning { _ = Glibc.kill(process.processIdentifier, SIGKILL) }
        #else
        if process.isRunning { _ = Darwin.kill(process.processIdentifier, SIGKILL) }
        #endif
        process.waitUntilExit()
    }
}
