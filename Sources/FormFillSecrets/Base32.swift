/// RFC 4648 base32 (the alphabet `A-Z2-7`), as TOTP secrets are written.
package enum Base32 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567".utf8)

    /// Encodes bytes with `=` padding to a multiple of eight characters.
    package static func encode<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var output: [UInt8] = []
        var buffer = 0
        var bits = 0
        for byte in bytes {
            buffer = (buffer << 8) | Int(byte)
            bits += 8
            while bits >= 5 {
                output.append(alphabet[(buffer >> (bits - 5)) & 31])
                bits -= 5
            }
            buffer &= (1 << bits) - 1
        }
        if bits > 0 { output.append(alphabet[(buffer << (5 - bits)) & 31]) }
        while output.count % 8 != 0 { output.append(UInt8(ascii: "=")) }
        return String(decoding: output, as: UTF8.self)
    }

    /// Decodes base32, ignoring case, spaces, hyphens and trailing `=` padding.
    ///
    /// - Throws: ``TOTPError`` naming the position of a bad character or an impossible length; the message never
    ///   contains the text itself.
    package static func decode(_ text: String) throws -> [UInt8] {
        var symbols: [UInt8] = []
        var paddingStarted = false
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case " ", "\t", "\n", "\r", "-": continue
            case "=":
                paddingStarted = true
                continue
            default: break
            }
            guard !paddingStarted else {
                throw TOTPError("the base32 secret has characters after its '=' padding (position \(offset + 1))")
            }
            let value: UInt8
            switch scalar.value {
            case 0x41...0x5A: value = UInt8(scalar.value - 0x41)
            case 0x61...0x7A: value = UInt8(scalar.value - 0x61)
            case 0x32...0x37: value = UInt8(scalar.value - 0x32 + 26)
            default:
                throw TOTPError(
                    "the secret is not valid base32: character \(offset + 1) is not a letter or a digit 2-7")
            }
            symbols.append(value)
        }
        // Groups of 8 symbols carry 5 bytes; a trailing group of 1, 3 or 6 symbols cannot end on a byte.
        guard ![1, 3, 6].contains(symbols.count % 8) else {
            throw TOTPError("the base32 secret has an impossible length (\(symbols.count) characters)")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(symbols.count * 5 / 8)
        var buffer = 0
        var bits = 0
        for symbol in symbols {
            buffer = (buffer << 5) | Int(symbol)
            bits += 5
            if bits >= 8 {
                bytes.append(UInt8((buffer >> (bits - 8)) & 0xFF))
                bits -= 8
            }
            buffer &= (1 << bits) - 1
        }
        return bytes
    }
}
