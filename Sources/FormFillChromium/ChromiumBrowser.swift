import Foundation
import FormFillModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Headless Chromium driven over the DevTools protocol through `--remote-debugging-pipe` (no network port, no
/// extra dependency). Every browser has a fresh temporary profile; ``close()`` stops it and every process it
/// started, and removes the profile. A browser that is never closed is stopped when the object goes away, and
/// quits by itself when this process ends (its end of the pipe closes).
///
/// ```swift
/// let browser = try await ChromiumBrowser.launch()
/// let page = try await browser.newPage()
/// try await page.navigate(to: "https://www.example.com/login")
/// try await page.waitUntilSettled()
/// let outcome = try await WebPageFiller().fill(page, items: items)
/// await browser.close()
/// ```
public final class ChromiumBrowser: Sendable {
    /// How to start the browser.
    public struct Options: Sendable {
        /// The executable (default: ``ChromiumBrowser/findExecutable(environment:)``).
        public var executable: URL?
        /// The viewport, in CSS pixels.
        public var windowWidth: Int
        /// The viewport height, in CSS pixels.
        public var windowHeight: Int
        /// The longest any single DevTools command may take (a navigation's load included).
        public var commandTimeout: Duration
        /// Chromium's sandbox. Off by default only when running as root (Chromium refuses to start then) or
        /// when `FORMFILL_CHROMIUM_NO_SANDBOX=1` is set (containers without user namespaces).
        public var sandbox: Bool
        /// More command-line switches.
        public var extraArguments: [String]

        /// Options; see each property.
        public init(executable: URL? = nil, windowWidth: Int = 1280, windowHeight: Int = 1000,
                    commandTimeout: Duration = .seconds(30), sandbox: Bool? = nil, extraArguments: [String] = []) {
            self.executable = executable
            self.windowWidth = windowWidth
            self.windowHeight = windowHeight
            self.commandTimeout = commandTimeout
            let noSandbox = ProcessInfo.processInfo.environment["FORMFILL_CHROMIUM_NO_SANDBOX"] == "1"
            self.sandbox = sandbox ?? (geteuid() != 0 && !noSandbox)
            self.extraArguments = extraArguments
        }
    }

    let connection: DevToolsConnection
    let process: ChromiumProcess
    /// The options the browser was started with.
    public let options: Options

    /// The browser on this machine: `$CHROMIUM` when it names an executable, else the first of `chromium`,
    /// `chromium-browser`, `google-chrome`, `google-chrome-stable` on `PATH`; nil when there is none.
    public static func findExecutable(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let explicit = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: explicit) {
            return URL(fileURLWithPath: explicit)
        }
        let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable"] {
            for dir in path where FileManager.default.isExecutableFile(atPath: "\(dir)/\(name)") {
                return URL(fileURLWithPath: "\(dir)/\(name)")
            }
        }
        return nil
    }

    private init(process: ChromiumProcess, connection: DevToolsConnection, options: Options) {
        self.process = process
        self.connection = connection
        self.options = options
    }

    /// Starts a headless browser and waits until it answers.
    ///
    /// - Throws: ``ChromiumError/browserNotFound``, ``ChromiumError/launchFailed(_:)`` (with the browser's last
    ///   stderr line), ``ChromiumError/timedOut(_:)``.
    public static func launch(_ options: Options = Options()) async throws -> ChromiumBrowser {
        guard let executable = options.executable ?? findExecutable() else { throw ChromiumError.browserNotFound }
        var arguments = [
            "--headless", "--remote-debugging-pipe", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
            "--no-default-browser-check", "--disable-extensions", "--disable-background-networking", "--disable-sync",
            "--disable-component-update", "--disable-default-apps", "--mute-audio", "--hide-scrollbars",
            "--disable-crash-reporter", "--disable-breakpad", "--password-store=basic",
            "--window-size=\(options.windowWidth),\(options.windowHeight)",
        ]
        if !options.sandbox { arguments.append("--no-sandbox") }
        arguments += options.extraArguments
        let process = try ChromiumProcess(executable: executable, arguments: arguments)
        let connection = DevToolsConnection(fd: process.socket, explainExit: { [weak process] in process?.stderrTail ?? "" })
        let browser = ChromiumBrowser(process: process, connection: connection, options: options)
        do {
            _ = try await connection.send("Browser.getVersion", timeout: options.commandTimeout)
        } catch {
            await browser.close()
            if case ChromiumError.browserExited = error { throw ChromiumError.launchFailed(process.stderrTail) }
            throw error
        }
        return browser
    }

    /// Opens a new tab on `about:blank`, attached and ready for ``ChromiumPage/navigate(to:)``.
    public func newPage() async throws -> ChromiumPage {
        let timeout = options.commandTimeout
        let target = try await connection.send("Target.createTarget", [("url", .string("about:blank"))], timeout: timeout)
        guard let targetID = target["targetId"]?.stringValue else {
            throw ChromiumError.commandFailed(method: "Target.createTarget", message: "no targetId")
        }
        let attached = try await connection.send("Target.attachToTarget",
                                                  [("targetId", .string(targetID)), ("flatten", .bool(true))], timeout: timeout)
        guard let session = attached["sessionId"]?.stringValue else {
            throw ChromiumError.commandFailed(method: "Target.attachToTarget", message: "no sessionId")
        }
        let page = ChromiumPage(connection: connection, session: session, targetID: targetID, timeout: timeout,
                                processID: process.pid)
        try await page.enable()
        return page
    }

    /// Asks the browser to quit, then stops its whole process group, reaps it and removes the profile.
    /// Safe to call more than once.
    public func close() async {
        // A browser that accepted Browser.close gets a moment to quit cleanly; then (or at once) the group is killed.
        if !process.hasExited, (try? await connection.send("Browser.close", timeout: .seconds(2))) != nil {
            // Waited for without holding a thread (the cooperative pool may have only two).
            let deadline = ContinuousClock.now + .seconds(2)
            while !process.hasExited && ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(20)) }
        }
        process.terminate()
        connection.stop()
    }

    deinit {
        process.terminate()
        connection.stop()
    }
}

extension ChromiumBrowser {
    /// Starts a browser, opens a page, runs `body` with it and stops the browser, whatever happens. Starting the
    /// browser and `body` must finish within `timeout`: past it, they are cancelled and
    /// ``ChromiumError/timedOut(_:)`` is thrown. Stopping the browser afterwards takes at most a few seconds more.
    public static func withPage<T: Sendable>(_ options: Options = Options(), timeout: Duration,
                                             _ body: @escaping @Sendable (ChromiumPage) async throws -> T) async throws -> T {
        let deadline = ContinuousClock.now + timeout
        let browser = try await within(deadline, timeout) { try await launch(options) }
        do {
            let value = try await within(deadline, timeout) { try await body(try await browser.newPage()) }
            await browser.close()
            return value
        } catch {
            await browser.close()
            throw error
        }
    }

    /// Runs `work`, cancelling it at `deadline`.
    private static func within<T: Sendable>(_ deadline: ContinuousClock.Instant, _ timeout: Duration,
                                            _ work: @escaping @Sendable () async throws -> T) async throws -> T {
        try await withThrowingTaskGroup(of: T.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try await Task.sleep(until: deadline, clock: .continuous)
                throw ChromiumError.timedOut("the page did not finish in \(timeout)")
            }
            defer { group.cancelAll() }
            return try await group.next()!
        }
    }
}
