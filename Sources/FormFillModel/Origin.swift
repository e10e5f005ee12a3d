import Foundation

/// The origin of a page as fill scripts record it and `fill.js` checks it: `scheme://host[:port]` for `http`,
/// `https`, `ws` and `wss` (the port only when it is not the scheme's default), `file://` for local files, and
/// `null` for everything else (`about:`, `data:`, `blob:`, …), as a browser's `location.protocol + "//" +
/// location.host` gives it. Hosts are lowercased.
package enum Origin {
    package static func of(_ url: String) -> String {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased() else { return "null" }
        switch scheme {
        case "file":
            return "file://" + (components.host?.lowercased() ?? "")
        case "http", "https", "ws", "wss":
            guard var host = components.host?.lowercased(), !host.isEmpty else { return "null" }
            if host.contains(":"), !host.hasPrefix("[") { host = "[" + host + "]" }
            let defaultPort = scheme == "http" || scheme == "ws" ? 80 : 443
            if let port = components.port, port != defaultPort { return "\(scheme)://\(host):\(port)" }
            return "\(scheme)://\(host)"
        default:
            return "null"
        }
    }

    /// Whether a page at `url` is a secure context for card data, as Chrome decides it: `https`, `wss` and
    /// `file` pages, and `http` on the loopback host (`localhost`, `*.localhost`, `127.0.0.0/8`, `[::1]`).
    package static func isSecureContext(_ url: String) -> Bool {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased() else { return false }
        switch scheme {
        case "https", "wss", "file": return true
        case "http", "ws":
            let host = (components.host ?? "").lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            return host == "localhost" || host.hasSuffix(".localhost") || host == "::1"
                || (host.hasPrefix("127.") && host.split(separator: ".").count == 4 && host.split(separator: ".").allSatisfy { UInt8($0) != nil })
        default: return false
        }
    }
}
