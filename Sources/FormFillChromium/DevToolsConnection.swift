import Foundation
import FormFillModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A DevTools protocol connection over the browser's pipe: JSON messages separated by NUL bytes.
///
/// Commands are matched to replies by id; every command has a deadline and honours task cancellation, so a
/// browser that stops answering cannot hang the caller. Events go to listeners, called on the reader thread.
final class DevToolsConnection: @unchecked Sendable {
    /// A message from the browser.
    struct Message: Sendable {
        var id: Int?
        var method: String?
        var sessionID: String?
        var params: JSONValue
        var result: JSONValue?
        var error: String?
    }

    private typealias Reply = CheckedContinuation<JSONValue, any Error>

    private let fd: Int32
    private let lock = NSLock()
    private let writeLock = NSLock()
    private var nextID = 0
    private var pending: [Int: (method: String, reply: Reply, timer: Task<Void, Never>?)] = [:]
    private var listeners: [Int: @Sendable (Message) -> Void] = [:]
    private var nextListener = 0
    private var closedReason: String?
    private var stopRequested = false
    /// Called to explain an unexpected end of the connection (the browser's last stderr lines).
    private let explainExit: @Sendable () -> String

    /// Takes ownership of `fd` (closed when the reader stops).
    init(fd: Int32, explainExit: @escaping @Sendable () -> String) {
        self.fd = fd
        self.explainExit = explainExit
        let thread = Thread { [self] in readLoop() }
        thread.name = "FormFill DevTools reader"
        thread.start()
    }

    /// Sends `method` with `params` (to `session`'s target, else to the browser) and returns the reply's `result`.
    func send(_ method: String, _ params: [(key: String, value: JSONValue)] = [], session: String? = nil,
              timeout: Duration) async throws -> JSONValue {
        let id = lock.withLock { nextID += 1; return nextID }
        var w = JSONWriter()
        w.beginObject()
        w.key("id"); w.value(id)
        w.key("method"); w.value(method)
        if let session { w.key("sessionId"); w.value(session) }
        w.key("params"); w.value(JSONValue.object(params))
        w.endObject()
        let bytes = w.bytes + [0]
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (reply: Reply) in
                let refused: String? = lock.withLock {
                    if let closedReason { return closedReason }
                    pending[id] = (method, reply, nil)
                    return nil
                }
                if let refused { reply.resume(throwing: ChromiumError.browserExited(refused)); return }
                if Task.isCancelled { finish(id, .failure(CancellationError())); return }
                let timer = Task { [weak self] in
                    try? await Task.sleep(for: timeout)
                    guard !Task.isCancelled else { return }
                    self?.finish(id, .failure(ChromiumError.timedOut("\(method) (no answer in \(timeout))")))
                }
                let stored = lock.withLock { () -> Bool in
                    guard pending[id] != nil else { return false }
                    pending[id]?.timer = timer
                    return true
                }
                if !stored { timer.cancel() }
                if let error = write(bytes) { finish(id, .failure(error)) }
            }
        } onCancel: {
            finish(id, .failure(CancellationError()))
        }
    }

    /// Registers `listener` for every event; returns a key for ``removeListener(_:)``.
    func addListener(_ listener: @escaping @Sendable (Message) -> Void) -> Int {
        lock.withLock { nextListener += 1; listeners[nextListener] = listener; return nextListener }
    }

    /// Stops calling a listener.
    func removeListener(_ key: Int) { _ = lock.withLock { listeners.removeValue(forKey: key) } }

    /// Stops the reader (it closes the pipe) and fails pending commands.
    func stop() {
        lock.withLock { stopRequested = true }
        failAll("the connection was closed")
    }

    private func finish(_ id: Int, _ outcome: Result<JSONValue, any Error>) {
        guard let entry = lock.withLock({ pending.removeValue(forKey: id) }) else { return }
        entry.timer?.cancel()
        entry.reply.resume(with: outcome)
    }

    private func failAll(_ reason: String) {
        let entries = lock.withLock { () -> [(method: String, reply: Reply, timer: Task<Void, Never>?)] in
            if closedReason == nil { closedReason = reason }
            defer { pending.removeAll() }
            return Array(pending.values)
        }
        for entry in entries {
            entry.timer?.cancel()
            entry.reply.resume(throwing: ChromiumError.browserExited("\(reason) (while waiting for \(entry.method))"))
        }
    }

    private func write(_ bytes: [UInt8]) -> ChromiumError? {
        writeLock.withLock {
            var offset = 0
            while offset < bytes.count {
                let n = bytes.withUnsafeBytes { buffer -> Int in
                    #if canImport(Glibc)
                    Glibc.send(fd, buffer.baseAddress! + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                    #else
                    Darwin.send(fd, buffer.baseAddress! + offset, buffer.count - offset, 0)
                    #endif
                }
                if n < 0 {
                    if errno == EINTR { continue }
                    return .browserExited("cannot write to the browser: \(String(cString: strerror(errno)))")
                }
                offset += n
            }
            return nil
        }
    }

    private func readLoop() {
        var buffer: [UInt8] = []
        var scanned = 0
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        var reason = "the browser closed the connection"
        while true {
            if lock.withLock({ stopRequested }) { reason = "the connection was closed"; break }
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, 200)
            if ready == 0 { continue }
            if ready < 0 { if errno == EINTR { continue }; reason = "poll failed"; break }
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 { if errno == EINTR || errno == EAGAIN { continue }; reason = "read failed"; break }
            if n == 0 {
                let why = explainExit()
                if !why.isEmpty { reason += " (\(why))" }
                break
            }
            buffer.append(contentsOf: chunk[0..<n])
            var start = 0
            while let end = buffer[scanned...].firstIndex(of: 0) {
                handle(Data(buffer[start..<end]))
                start = end + 1
                scanned = start
            }
            if start > 0 { buffer.removeFirst(start); scanned = 0 }
            scanned = buffer.count
        }
        close(fd)
        failAll(reason)
    }

    private func handle(_ data: Data) {
        guard let value = try? JSONDecoder().decode(JSONValue.self, from: data) else { return }
        let id = value["id"]?.numberValue.map { Int($0) }
        let message = Message(
            id: id, method: value["method"]?.stringValue, sessionID: value["sessionId"]?.stringValue,
            params: value["params"] ?? .object([]), result: value["result"],
            error: value["error"].map { $0["message"]?.stringValue ?? "error" })
        if let id {
            guard let method = lock.withLock({ pending[id]?.method }) else { return }
            if let error = message.error {
                finish(id, .failure(ChromiumError.commandFailed(method: method, message: error)))
            } else {
                finish(id, .success(message.result ?? .object([])))
            }
            return
        }
        let targets = lock.withLock { Array(listeners.values) }
        for listener in targets { listener(message) }
    }
}
