import Foundation

/// A type with one canonical, deterministic JSON form (fixed key order), written with `JSONWriter`.
package protocol JSONWritable {
    func write(to writer: inout JSONWriter)
}

extension JSONWritable {
    /// The canonical JSON text. `pretty` indents by two spaces; keys keep their documented order either way.
    package func jsonString(pretty: Bool = false) -> String {
        var writer = JSONWriter(pretty: pretty)
        write(to: &writer)
        return writer.string
    }

    /// The canonical JSON bytes (UTF-8) as an array: no copy into `Data` (a 5 MB page's token is 11 MB).
    /// `capacity` is a size estimate; a good one spares the buffer's doublings and their peak memory.
    package func jsonBytes(pretty: Bool = false, reservingCapacity capacity: Int = 1024) -> [UInt8] {
        var writer = JSONWriter(pretty: pretty, reservingCapacity: capacity)
        write(to: &writer)
        return writer.bytes
    }

    /// The canonical JSON bytes (UTF-8).
    package func jsonData(pretty: Bool = false) -> Data { Data(jsonBytes(pretty: pretty)) }
}

/// Errors shared by every decoder of FormFill's wire formats.
public struct FormatError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What is wrong, naming the place, never the value.
    public var description: String
    /// An error with this message.
    public init(_ description: String) { self.description = description }
}

extension Decodable {
    /// Decodes JSON bytes, turning Foundation's decoding errors into one readable line that names the path.
    package static func decodeJSON(_ data: Data, what: String) throws -> Self {
        do {
            return try JSONDecoder().decode(Self.self, from: data)
        } catch let error as DecodingError {
            throw FormatError("\(what): \(DecodingError.describe(error))")
        } catch {
            throw FormatError("\(what): \(error)")
        }
    }
}

extension DecodingError {
    /// One line: where in the document and what was wrong, never the offending value (it may be a secret).
    package static func describe(_ error: DecodingError) -> String {
        func path(_ p: [any CodingKey]) -> String {
            p.isEmpty ? "top level" : p.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .dataCorrupted(let c):
            if c.codingPath.isEmpty { return "not valid JSON" }
            return "\(path(c.codingPath)): \(c.debugDescription)"
        case .keyNotFound(let key, let c): return "\(path(c.codingPath + [key])): missing"
        case .typeMismatch(let type, let c): return "\(path(c.codingPath)): expected \(type)"
        case .valueNotFound(let type, let c): return "\(path(c.codingPath)): expected \(type), found null"
        @unknown default: return "invalid"
        }
    }
}

extension FormatError: LocalizedError {
    /// The same as `description`, so `localizedDescription` reads well.
    public var errorDescription: String? { description }
}
