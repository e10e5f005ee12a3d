import Foundation

// The two wire formats an app exchanges with the page, as JSON. (The canonical writer behind them is
// package-internal.)

extension JSONWritable {
    /// A writer holding this value's canonical JSON.
    fileprivate func canonical(pretty: Bool) -> JSONWriter {
        var writer = JSONWriter(pretty: pretty)
        write(to: &writer)
        return writer
    }
}

extension PageDetails {
    /// The page-details token as JSON text, keys in their documented order (`pretty` indents by two spaces).
    public func jsonString(pretty: Bool = false) -> String { canonical(pretty: pretty).string }

    /// The page-details token as JSON bytes (UTF-8).
    public func jsonData(pretty: Bool = false) -> Data { Data(canonical(pretty: pretty).bytes) }
}

extension FillScript {
    /// The fill script as JSON text, keys in their documented order (`pretty` indents by two spaces). It
    /// holds the values to fill: treat it as a secret.
    public func jsonString(pretty: Bool = false) -> String { canonical(pretty: pretty).string }

    /// The fill script as JSON bytes (UTF-8); a secret, like ``jsonString(pretty:)``.
    public func jsonData(pretty: Bool = false) -> Data { Data(canonical(pretty: pretty).bytes) }
}
