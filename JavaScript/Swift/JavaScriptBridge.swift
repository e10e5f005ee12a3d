import Foundation

/// The one thing FormFill needs from a web view or a browser: run a piece of JavaScript in a frame and a
/// content world, and hand back its value as JSON.
///
/// The script is the *body of an async function*: it may `await`, and its `return` value (a Promise is awaited)
/// is the result, serialised as JSON text (UTF-8). `undefined` comes back as `null`. A thrown exception or a
/// rejected Promise becomes a thrown ``JavaScriptBridgeError/javaScriptException(_:)``.
///
/// FormFill ships two implementations: `WebViewBridge` for a `WKWebView` (Apple platforms, built on
/// `callAsyncJavaScript(_:arguments:in:contentWorld:)`) and `ChromiumPage` (module `FormFillChromium`,
/// headless Chromium over the DevTools protocol). ``WebPageFiller`` runs collect.js, the pipeline and fill.js
/// on top of any of them.
///
/// Implementations must run every call with the same `world` value in the same JavaScript world of the frame's
/// current document: collect.js marks the elements it reports with an expando `opid` property that only code
/// in that same world can see, and fill.js looks for it.
public protocol JavaScriptBridge: Sendable {
    /// Runs `body` as the body of an async function in `frame`'s current document, in `world`, and returns the
    /// (awaited) return value as JSON text.
    ///
    /// - Throws: ``JavaScriptBridgeError`` (or the implementation's own transport errors).
    func evaluate(asyncFunctionBody body: String, in frame: ScriptFrame, world: ScriptWorld) async throws -> Data
}

extension JavaScriptBridge {
    /// Evaluates one JavaScript expression (a Promise is awaited) and returns its value as JSON text.
    ///
    /// The expression is put in parentheses on lines of its own, so a leading comment (collect.js and fill.js
    /// both start with one) cannot end the `return` statement early.
    public func evaluate(expression: String, in frame: ScriptFrame = .main, world: ScriptWorld) async throws -> Data {
        try await evaluate(asyncFunctionBody: "return (\n" + expression + "\n);", in: frame, world: world)
    }
}

/// The frame a script runs in.
public struct ScriptFrame: Sendable, Hashable, CustomStringConvertible {
    /// The implementation's identifier of a frame; nil for the top-level (main) frame.
    public var id: String?

    /// A frame by the implementation's identifier (a DevTools frame id for Chromium).
    public init(id: String?) { self.id = id }

    /// The top-level document of the page.
    public static let main = ScriptFrame(id: nil)

    /// `main` or the frame's id.
    public var description: String { id ?? "main" }
}

/// The JavaScript world a script runs in: the page's own, or an isolated one the page cannot see.
///
/// DOM nodes are shared between worlds, but globals, prototypes and expando properties are not; a page that
/// redefines `HTMLInputElement.prototype` or `JSON` cannot reach code in an isolated world. FormFill runs
/// collect.js and fill.js in ``WebPageFiller/defaultWorld`` (an isolated world) unless told otherwise.
public enum ScriptWorld: Sendable, Hashable {
    /// The page's own world (`WKContentWorld.page`; Chromium's default execution context).
    case page
    /// A named isolated world (`WKContentWorld.world(name:)`; Chromium's `Page.createIsolatedWorld`).
    case isolated(name: String)
}

/// Why a bridge could not give a script's value back.
public enum JavaScriptBridgeError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// The script threw, or its Promise was rejected; the associated text is the exception's message.
    case javaScriptException(String)
    /// The frame is not (or no longer) in the page.
    case frameNotFound(String)
    /// The value cannot be represented as JSON (a function, a DOM node, a cycle, ...).
    case notJSON(String)
    /// The script returned JSON that is not what FormFill's scripts return (a report that is not an object, a
    /// token that is not a string, ...).
    case unexpectedResult(String)

    /// One line saying what went wrong.
    public var description: String {
        switch self {
        case .javaScriptException(let message): "the page's JavaScript threw: \(message)"
        case .frameNotFound(let frame): "no frame \(frame) in the page"
        case .notJSON(let why): "the script's value is not JSON: \(why)"
        case .unexpectedResult(let why): "unexpected result from the page: \(why)"
        }
    }

    /// The same as ``description``.
    public var errorDescription: String? { description }
}
