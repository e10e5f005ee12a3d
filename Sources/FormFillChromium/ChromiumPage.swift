import Foundation
import FormFillJavaScript
import FormFillModel

/// A tab of a ``ChromiumBrowser``: navigation, settling, screenshots, and a ``JavaScriptBridge`` on
/// `Runtime.evaluate` (`awaitPromise`, `returnByValue`), with isolated worlds from `Page.createIsolatedWorld`.
public final class ChromiumPage: JavaScriptBridge, @unchecked Sendable {
    private let connection: DevToolsConnection
    private let session: String
    private let targetID: String
    private let timeout: Duration
    private var listener: Int?
    /// The browser's process id (its process group's too).
    let processID: Int32

    /// What the page's events told us; guarded by `lock`.
    private struct State {
        var mainFrame: String?
        var loadEvents = 0
        var defaultContexts: [String: Int] = [:]
        var isolatedContexts: [String: Int] = [:]
        var inflight: Set<String> = []
        var lastNetworkActivity = ContinuousClock.now
    }
    private let lock = NSLock()
    private var state = State()

    init(connection: DevToolsConnection, session: String, targetID: String, timeout: Duration, processID: Int32) {
        self.processID = processID
        self.connection = connection
        self.session = session
        self.targetID = targetID
        self.timeout = timeout
        listener = connection.addListener { [weak self] message in
            guard let self, message.sessionID == self.session, let method = message.method else { return }
            self.lock.withLock { self.apply(method, message.params) }
        }
    }

    deinit { if let listener { connection.removeListener(listener) } }

    private func apply(_ method: String, _ params: JSONValue) {
        switch method {
        case "Page.loadEventFired":
            state.loadEvents += 1
        case "Page.frameNavigated":
            if params["frame"]?["parentId"] == nil, let id = params["frame"]?["id"]?.stringValue { state.mainFrame = id }
        case "Runtime.executionContextCreated":
            let context = params["context"]
            guard let id = context?["id"]?.numberValue, let aux = context?["auxData"],
                  let frame = aux["frameId"]?.stringValue else { return }
            if aux["isDefault"]?.boolValue == true { state.defaultContexts[frame] = Int(id) }
        case "Runtime.executionContextDestroyed":
            guard let id = params["executionContextId"]?.numberValue.map({ Int($0) }) else { return }
            state.defaultContexts = state.defaultContexts.filter { $0.value != id }
            state.isolatedContexts = state.isolatedContexts.filter { $0.value != id }
        case "Runtime.executionContextsCleared":
            state.defaultContexts = [:]
            state.isolatedContexts = [:]
        case "Network.requestWillBeSent":
            if let id = params["requestId"]?.stringValue { state.inflight.insert(id); state.lastNetworkActivity = .now }
        case "Network.loadingFinished", "Network.loadingFailed":
            if let id = params["requestId"]?.stringValue { state.inflight.remove(id); state.lastNetworkActivity = .now }
        default:
            break
        }
    }

    @discardableResult
    private func send(_ method: String, _ params: [(key: String, value: JSONValue)] = [],
                      timeout: Duration? = nil) async throws -> JSONValue {
        try await connection.send(method, params, session: session, timeout: timeout ?? self.timeout)
    }

    func enable() async throws {
        try await send("Page.enable")
        try await send("Runtime.enable")
        try await send("Network.enable")
        let tree = try await send("Page.getFrameTree")
        let main = tree["frameTree"]?["frame"]?["id"]?.stringValue
        lock.withLock { state.mainFrame = main ?? targetID }
    }

    /// Loads `url` and waits for its `load` event.
    ///
    /// - Throws: ``ChromiumError/navigationFailed(url:reason:)`` when the page cannot be loaded at all (an HTTP
    ///   error page still loads), ``ChromiumError/timedOut(_:)`` when `load` does not come in time.
    public func navigate(to url: String, timeout: Duration? = nil) async throws {
        let limit = timeout ?? self.timeout
        let before = lock.withLock { state.loadEvents }
        let result = try await send("Page.navigate", [("url", .string(url))], timeout: limit)
        if let error = result["errorText"]?.stringValue, !error.isEmpty {
            throw ChromiumError.navigationFailed(url: url, reason: error)
        }
        let clock = ContinuousClock(), deadline = clock.now + limit
        while lock.withLock({ state.loadEvents }) == before {
            guard clock.now < deadline else { throw ChromiumError.timedOut("the load event of \(url) (\(limit))") }
            try await Task.sleep(for: .milliseconds(25))
        }
    }

    /// Waits until the page is quiet: no request in flight and no DOM change for `quietPeriod`, or `limit` has
    /// passed (then it returns anyway: some pages never stop polling). Forms built by script after `load` are
    /// built by then unless they take longer than the quiet period to start.
    public func waitUntilSettled(quietPeriod: Duration = .milliseconds(500), limit: Duration = .seconds(10)) async throws {
        let clock = ContinuousClock(), start = clock.now
        let world = ScriptWorld.isolated(name: "FormFill settle")
        // A MutationObserver in a world of our own counts DOM changes; the page cannot see or stop it.
        let counter = """
            const g = globalThis;
            if (!g.__formfillMutations) {
              g.__formfillMutations = { count: 0 };
              new MutationObserver((records) => { g.__formfillMutations.count += records.length; })
                .observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
            }
            return g.__formfillMutations.count;
            """
        var lastCount = -1
        var lastChange = clock.now
        while true {
            let count = (try? await evaluate(asyncFunctionBody: counter, in: .main, world: world))
                .flatMap { Int(String(decoding: $0, as: UTF8.self)) } ?? -1
            if count != lastCount { lastCount = count; lastChange = clock.now }
            let (busy, lastNetwork) = lock.withLock { (!state.inflight.isEmpty, state.lastNetworkActivity) }
            let quietSince = max(lastChange, lastNetwork)
            if !busy && clock.now - quietSince >= quietPeriod { return }
            if clock.now - start >= limit { return }
            try await Task.sleep(for: .milliseconds(100))
        }
    }

    /// A PNG of the viewport.
    public func screenshot() async throws -> Data {
        let result = try await send("Page.captureScreenshot", [("format", .string("png"))])
        guard let base64 = result["data"]?.stringValue, let png = Data(base64Encoded: base64) else {
            throw ChromiumError.commandFailed(method: "Page.captureScreenshot", message: "no image data")
        }
        return png
    }

    /// A frame of the page: its bridge identifier and its document's URL.
    public struct Frame: Sendable, Hashable {
        /// The frame, to pass to ``evaluate(asyncFunctionBody:in:world:)``.
        public var frame: ScriptFrame
        /// The URL of its document.
        public var url: String
    }

    /// The page's frames below the main frame, depth first in document order (cross-origin ones included:
    /// Chromium runs them in this tab unless site isolation moved them to another process).
    public func childFrames() async throws -> [Frame] {
        let tree = try await send("Page.getFrameTree")
        var out: [Frame] = []
        func walk(_ node: JSONValue?) {
            guard case .array(let children)? = node?["childFrames"] else { return }
            for child in children {
                if let id = child["frame"]?["id"]?.stringValue {
                    out.append(Frame(frame: ScriptFrame(id: id), url: child["frame"]?["url"]?.stringValue ?? ""))
                }
                walk(child)
            }
        }
        walk(tree["frameTree"])
        return out
    }

    /// The URL of the page's main frame now.
    public func currentURL() async throws -> String {
        let tree = try await send("Page.getFrameTree")
        return tree["frameTree"]?["frame"]?["url"]?.stringValue ?? ""
    }

    /// Runs `body` as an async function body with `Runtime.evaluate` (`awaitPromise`, `returnByValue`) in the
    /// frame's default context (`.page`) or in the named isolated world, created on first use per document.
    public func evaluate(asyncFunctionBody body: String, in frame: ScriptFrame, world: ScriptWorld) async throws -> Data {
        do {
            return try await evaluateOnce(body, frame: frame, world: world)
        } catch let error as ChromiumError {
            // A context that went away with a navigation between our lookup and the call: look it up again once.
            guard case .commandFailed(_, let message) = error, message.contains("context") else { throw error }
            lock.withLock { state.isolatedContexts = [:] }
            return try await evaluateOnce(body, frame: frame, world: world)
        }
    }

    private func evaluateOnce(_ body: String, frame: ScriptFrame, world: ScriptWorld) async throws -> Data {
        var params: [(key: String, value: JSONValue)] = [
            ("expression", .string("(async () => {\n" + body + "\n})()")),
            ("awaitPromise", .bool(true)), ("returnByValue", .bool(true)),
        ]
        if let context = try await context(frame: frame, world: world) { params.append(("contextId", .number(Double(context)))) }
        let reply = try await send("Runtime.evaluate", params)
        if let details = reply["exceptionDetails"] {
            let message = details["exception"]?["description"]?.stringValue ?? details["text"]?.stringValue ?? "exception"
            throw JavaScriptBridgeError.javaScriptException(String(message.prefix(500)))
        }
        guard let result = reply["result"] else { throw JavaScriptBridgeError.notJSON("no result") }
        switch result["type"]?.stringValue {
        case "undefined": return Data("null".utf8)
        case "function", "symbol": throw JavaScriptBridgeError.notJSON(result["type"]?.stringValue ?? "")
        default: break
        }
        if let special = result["unserializableValue"]?.stringValue { throw JavaScriptBridgeError.notJSON(special) }
        guard let value = result["value"] else { throw JavaScriptBridgeError.notJSON(result["type"]?.stringValue ?? "?") }
        var w = JSONWriter()
        w.value(value)
        return Data(w.bytes)
    }

    /// The execution context for `world` in `frame`; nil for the main frame's own world (the default).
    private func context(frame: ScriptFrame, world: ScriptWorld) async throws -> Int? {
        let mainFrame = lock.withLock { state.mainFrame } ?? targetID
        let frameID = frame.id ?? mainFrame
        switch world {
        case .page:
            if frame.id == nil { return nil }
            guard let id = lock.withLock({ state.defaultContexts[frameID] }) else {
                throw JavaScriptBridgeError.frameNotFound(frameID)
            }
            return id
        case .isolated(let name):
            let key = frameID + "\u{0}" + name
            if let id = lock.withLock({ state.isolatedContexts[key] }) { return id }
            let created: JSONValue
            do {
                // Chromium keeps one world per name and document: asking again returns the same world.
                created = try await send("Page.createIsolatedWorld", [
                    ("frameId", .string(frameID)), ("worldName", .string(name)), ("grantUniveralAccess", .bool(false)),
                ])
            } catch ChromiumError.commandFailed(_, let message) {
                throw JavaScriptBridgeError.frameNotFound("\(frameID) (\(message))")
            }
            guard let id = created["executionContextId"]?.numberValue.map({ Int($0) }) else {
                throw ChromiumError.commandFailed(method: "Page.createIsolatedWorld", message: "no executionContextId")
            }
            lock.withLock { state.isolatedContexts[key] = id }
            return id
        }
    }
}
