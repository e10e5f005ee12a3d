import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Chromium process started with `--remote-debugging-pipe`: the DevTools connection is one end of a socket
/// pair, given to the browser as both fd 3 (it reads commands) and fd 4 (it writes replies and events).
///
/// The browser runs in a process group of its own, so ``terminate()`` stops it and every helper process it
/// started (renderers, GPU, zygote) with one signal; it also quits by itself when its end of the pipe closes
/// (this process exiting included).
final class ChromiumProcess: @unchecked Sendable {
    let pid: pid_t
    /// Our end of the socket pair (close-on-exec, so no other child inherits it); ``DevToolsConnection`` owns
    /// and closes it.
    let socket: Int32
    /// The temporary profile directory, removed by ``terminate()``.
    let profile: URL
    /// Where the browser's stderr goes (read back to explain a failed launch).
    let stderrLog: URL
    private let lock = NSLock()
    private var exitStatus: Int32?
    private var terminated = false

    init(executable: URL, arguments: [String]) throws {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("formfill-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: profile, withIntermediateDirectories: true,
                                                attributes: [.posixPermissions: 0o700])
        let stderrLog = profile.appendingPathComponent("stderr.log")
        var pair: [Int32] = [-1, -1]
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, streamType, 0, &pair) == 0 else {
            try? FileManager.default.removeItem(at: profile)
            throw ChromiumError.launchFailed("socketpair: \(String(cString: strerror(errno)))")
        }
        // Both ends above fd 9 and close-on-exec: dup2 onto 3 and 4 in the child clears the flag there only.
        let ours = Self.highCloseOnExec(pair[0]), theirs = Self.highCloseOnExec(pair[1])
        #if canImport(Darwin)
        var one: Int32 = 1
        setsockopt(ours, SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif

        let argv = [executable.path] + arguments + ["--user-data-dir=\(profile.path)", "about:blank"]
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for p in cArgs { free(p) } }

        #if canImport(Glibc)
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #else
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer { posix_spawn_file_actions_destroy(&actions); posix_spawnattr_destroy(&attributes) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderrLog.path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, theirs, 3)
        posix_spawn_file_actions_adddup2(&actions, theirs, 4)
        // Its own process group (to stop all its helpers at once), default signal handling, nothing blocked:
        // a child of a test runner may otherwise inherit a mask that blocks SIGTERM.
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        posix_spawnattr_setpgroup(&attributes, 0)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGTERM, SIGINT, SIGHUP, SIGPIPE, SIGQUIT] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)

        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable.path, &actions, &attributes, &cArgs, environ)
        close(theirs)
        guard status == 0 else {
            close(ours)
            try? FileManager.default.removeItem(at: profile)
            throw ChromiumError.launchFailed("\(executable.path): \(String(cString: strerror(status)))")
        }
        self.pid = pid
        self.socket = ours
        self.profile = profile
        self.stderrLog = stderrLog
    }

    private static func highCloseOnExec(_ fd: Int32) -> Int32 {
        let high = fcntl(fd, F_DUPFD_CLOEXEC, 10)
        guard high >= 0 else { _ = fcntl(fd, F_SETFD, FD_CLOEXEC); return fd }
        close(fd)
        return high
    }

    /// Whether the browser has exited (reaps it when it has).
    var hasExited: Bool {
        lock.withLock {
            if exitStatus != nil { return true }
            var status: Int32 = 0
            if waitpid(pid, &status, WNOHANG) == pid { exitStatus = status; return true }
            return false
        }
    }

    /// The last lines the browser wrote to stderr, to explain a failure.
    var stderrTail: String {
        let text = (try? String(contentsOf: stderrLog, encoding: .utf8)) ?? ""
        let lines = text.split(separator: "\n").filter { !$0.contains("dbus") && !$0.contains("unexpected operator") }
        return lines.suffix(2).joined(separator: " | ")
    }

    /// Kills the browser's whole process group, reaps the browser and removes the profile. Safe to call more
    /// than once.
    func terminate() {
        lock.withLock {
            guard !terminated else { return }
            terminated = true
            // The group, even when the browser itself is gone: its helpers may still run (and keep the group).
            _ = kill(-pid, SIGKILL)
            if exitStatus == nil {
                var status: Int32 = 0
                while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
                exitStatus = status
            }
        }
        try? FileManager.default.removeItem(at: profile)
    }

    deinit { terminate() }
}
