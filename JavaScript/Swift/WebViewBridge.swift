#if canImport(WebKit)
import Foundation
import WebKit

/// ``JavaScriptBridge`` for a `WKWebView`: `callAsyncJavaScript(_:arguments:in:contentWorld:)` in the main frame,
/// in `WKContentWorld.page` or `WKContentWorld.world(name:)`.
///
/// Kept deliberately thin (it cannot be compiled on the Linux machine FormFill is developed on): it maps the
/// world, runs the body and turns the value WebKit gives back into JSON. Only the main frame is supported;
/// collect.js and fill.js reach same-origin frames from there themselves.
///
/// ```swift
/// let bridge = WebViewBridge(webView: webView)
/// let outcome = try await WebPageFiller().fill(bridge, items: vault.items)
/// print(outcome.report.filled)
/// ```
@MainActor
public final class WebViewBridge: JavaScriptBridge {
    /// The web view scripts run in.
    public let webView: WKWebView

    /// A bridge to `webView`.
    public init(webView: WKWebView) { self.webView = webView }

    /// Runs `body` with `callAsyncJavaScript` in the main frame and `world`; the value comes back as JSON.
    public func evaluate(asyncFunctionBody body: String, in frame: ScriptFrame, world: ScriptWorld) async throws -> Data {
        guard frame.id == nil else { throw JavaScriptBridgeError.frameNotFound(frame.description) }
        let contentWorld: WKContentWorld = switch world {
        case .page: .page
        case .isolated(let name): .world(name: name)
        }
        let value: Any?
        do {
            value = try await webView.callAsyncJavaScript(body, arguments: [:], in: nil, contentWorld: contentWorld)
        } catch let error as NSError where error.domain == WKError.errorDomain {
            throw JavaScriptBridgeError.javaScriptException(
                (error.userInfo["WKJavaScriptExceptionMessage"] as? String) ?? error.localizedDescription)
        }
        guard let value, !(value is NSNull) else { return Data("null".utf8) }
        guard JSONSerialization.isValidJSONObject([value]) else {
            throw JavaScriptBridgeError.notJSON("\(type(of: value))")
        }
        return try JSONSerialization.data(withJSONObject: value, options: [.fragmentsAllowed])
    }
}
#endif
