/// A JSON value, used for keys FormFill does not model (kept so that tokens round-trip) and for free-form data.
package enum JSONValue: Sendable, Hashable, Codable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Keys in the order they were given (written in that order); equality ignores order.
    case object([(key: String, value: JSONValue)])

    package init(from decoder: any Decoder) throws {
        if var array = try? decoder.unkeyedContainer() {
            var values: [JSONValue] = []
            while !array.isAtEnd { values.append(try array.decode(JSONValue.self)) }
            self = .array(values)
            return
        }
        if let object = try? decoder.container(keyedBy: AnyCodingKey.self) {
            // Sorted: decoders do not keep key order, and output must be deterministic.
            self = .object(try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map { ($0.stringValue, try object.decode(JSONValue.self, forKey: $0)) })
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() { self = .null }
        else if let b = try? single.decode(Bool.self) { self = .bool(b) }
        else if let d = try? single.decode(Double.self) { self = .number(d) }
        else { self = .string(try single.decode(String.self)) }
    }

    package func encode(to encoder: any Encoder) throws {
        switch self {
        case .null:
            var c = encoder.singleValueContainer(); try c.encodeNil()
        case .bool(let b):
            var c = encoder.singleValueContainer(); try c.encode(b)
        case .number(let d):
            var c = encoder.singleValueContainer(); try c.encode(d)
        case .string(let s):
            var c = encoder.singleValueContainer(); try c.encode(s)
        case .array(let values):
            var c = encoder.unkeyedContainer()
            for v in values { try c.encode(v) }
        case .object(let pairs):
            var c = encoder.container(keyedBy: AnyCodingKey.self)
            for (k, v) in pairs { try c.encode(v, forKey: AnyCodingKey(k)) }
        }
    }

    package static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(a), .bool(b)): return a == b
        case let (.number(a), .number(b)): return a == b
        case let (.string(a), .string(b)): return a == b
        case let (.array(a), .array(b)): return a == b
        case let (.object(a), .object(b)):
            // JSON objects are unordered; decoders do not keep key order either.
            guard a.count == b.count else { return false }
            let bd = Dictionary(b, uniquingKeysWith: { x, _ in x })
            return a.allSatisfy { bd[$0.key] == $0.value }
        default: return false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let d): hasher.combine(d)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let pairs):
            for (k, v) in pairs.sorted(by: { $0.key < $1.key }) { hasher.combine(k); hasher.combine(v) }
        }
    }

    /// The value for `key` when this is an object.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let pairs) = self else { return nil }
        return pairs.first { $0.key == key }?.value
    }

    package var stringValue: String? { if case .string(let s) = self { s } else { nil } }
    package var boolValue: Bool? { if case .bool(let b) = self { b } else { nil } }
    package var numberValue: Double? { if case .number(let d) = self { d } else { nil } }
}

/// A coding key made from any string, for dynamic JSON objects.
package struct AnyCodingKey: CodingKey, Hashable, Sendable {
    package var stringValue: String
    package var intValue: Int?
    package init(_ string: String) { stringValue = string }
    package init?(stringValue: String) { self.stringValue = stringValue }
    package init?(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}
