import Foundation

/// Why headless Chromium could not do what was asked.
public enum ChromiumError: Error, Sendable, Equatable, CustomStringConvertible, LocalizedError {
    /// No Chromium or Chrome executable was found (set `CHROMIUM` to its path).
    case browserNotFound
    /// The browser could not be started, or quit before answering.
    case launchFailed(String)
    /// The browser went away while a command was pending.
    case browserExited(String)
    /// A command or a wait did not finish in time; the text says which.
    case timedOut(String)
    /// The browser answered a DevTools command with an error.
    case commandFailed(method: String, message: String)
    /// The page could not be loaded (`net::ERR_CONNECTION_REFUSED`, a DNS failure, ...).
    case navigationFailed(url: String, reason: String)

    /// One line saying what went wrong.
    public var description: String {
        switch self {
        case .browserNotFound: "no Chromium found (install chromium, or set CHROMIUM to the browser's path)"
        case .launchFailed(let why): "Chromium could not be started: \(why)"
        case .browserExited(let why): "Chromium exited: \(why)"
        case .timedOut(let what): "timed out: \(what)"
        case .commandFailed(let method, let message): "Chromium refused \(method): \(message)"
        case .navigationFailed(let url, let reason): "cannot load \(url): \(reason)"
        }
    }

    /// The same as ``description``.
    public var errorDescription: String? { description }
}
