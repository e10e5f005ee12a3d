import Foundation

/// Reads a language file's JSON, an object of objects of lists of strings (the only shape language files have),
/// straight from its UTF-8 bytes.
///
/// The files are read on the path of every `formfill` process: `JSONDecoder` took 1.4 ms for the bundled ones,
/// about as long as building every table from them, and this reader takes a tenth of that.
struct LanguageFileReader {
    private let bytes: [UInt8]
    private var offset = 0
    /// Where the value being read is, for errors: the keys and list positions from the top.
    private var path: [PathStep] = []
    private enum PathStep { case key(String), index(Int) }

    /// The file's sections, or a description of what is wrong (which line, or which value has the wrong type).
    static func sections(of data: Data) throws -> [String: [String: [String]]] {
        var reader = LanguageFileReader(bytes: [UInt8](data))
        // A byte-order mark, as some editors write one.
        if reader.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.offset = 3 }
        let sections = try reader.object { reader in try reader.object { reader in try reader.list { try $0.string() } } }
        reader.skipSpace()
        guard reader.offset == reader.bytes.count else { throw reader.syntaxError() }
        return sections
    }

    /// What is wrong with a file, without its name.
    struct Problem: Error {
        let description: String
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func object<Value>(_ value: (inout LanguageFileReader) throws -> Value) throws -> [String: Value] {
        try expect(UInt8(ascii: "{"), "an object")
        var result: [String: Value] = [:]
        if take(UInt8(ascii: "}")) { return result }
        repeat {
            skipSpace()
            guard peek == UInt8(ascii: "\"") else { throw syntaxError() }
            let key = try string()
            guard take(UInt8(ascii: ":")) else { throw syntaxError() }
            path.append(.key(key))
            guard result[key] == nil else { throw Problem(description: "\(location) appears twice") }
            result[key] = try value(&self)
            path.removeLast()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "}")) else { throw syntaxError() }
        return result
    }

    private mutating func list<Element>(_ element: (inout LanguageFileReader) throws -> Element) throws -> [Element] {
        try expect(UInt8(ascii: "["), "a list")
        var result: [Element] = []
        if take(UInt8(ascii: "]")) { return result }
        repeat {
            path.append(.index(result.count))
            result.append(try element(&self))
            path.removeLast()
        } while take(UInt8(ascii: ","))
        guard take(UInt8(ascii: "]")) else { throw syntaxError() }
        return result
    }

    private mutating func string() throws -> String {
        try expect(UInt8(ascii: "\""), "a string")
        let start = offset
        // Most words have no escape: one copy of their bytes.
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\""), bytes[offset] != UInt8(ascii: "\\"),
              bytes[offset] >= 0x20 {
            offset += 1
        }
        guard offset < bytes.count else { throw syntaxError() }
        if bytes[offset] == UInt8(ascii: "\"") {
            offset += 1
            return String(decoding: bytes[start..<(offset - 1)], as: UTF8.self)
        }
        offset = start - 1
        return try escapedString()
    }

    /// A string with escapes, left to Foundation (rare: the bundled files have none).
    private mutating func escapedString() throws -> String {
        let start = offset
        offset += 1
        while offset < bytes.count, bytes[offset] != UInt8(ascii: "\"") {
            offset += bytes[offset] == UInt8(ascii: "\\") ? 2 : 1
        }
        guard offset < bytes.count else { throw syntaxError() }
        offset += 1
        guard let text = try? JSONSerialization.jsonObject(with: Data(bytes[start..<offset]), options: .fragmentsAllowed) as? String
        else { throw syntaxError(at: start) }
        return text
    }

    private mutating func expect(_ byte: UInt8, _ kind: String) throws {
        skipSpace()
        guard offset < bytes.count else { throw syntaxError() }
        guard bytes[offset] == byte else {
            // Another JSON value is a type error; anything else a syntax error.
            guard "{[\"-0123456789tfn".utf8.contains(bytes[offset]) else { throw syntaxError() }
            throw Problem(description: "expected \(kind)" + (path.isEmpty ? "" : " at \(location)"))
        }
        offset += 1
    }

    /// Skips white space and takes `byte` if it comes next.
    private mutating func take(_ byte: UInt8) -> Bool {
        skipSpace()
        guard peek == byte else { return false }
        offset += 1
        return true
    }

    private var peek: UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private mutating func skipSpace() {
        while let b = peek, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { offset += 1 }
    }

    /// The path of the value being read: `fields.postal-code[1]`.
    private var location: String {
        path.enumerated().map { i, step in
            switch step {
            case .key(let key): i == 0 ? key : ".\(key)"
            case .index(let index): "[\(index)]"
            }
        }.joined()
    }

    private func syntaxError(at position: Int? = nil) -> Problem {
        let end = min(position ?? offset, bytes.count)
        let line = bytes[..<end].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
        return Problem(description: "not valid JSON (line \(line))")
    }
}
