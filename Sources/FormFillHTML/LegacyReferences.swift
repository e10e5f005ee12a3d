internal import CLibXML2

/// The named character references a browser decodes in text without their semicolon (`&nbsp`, `&eacute`,
/// `&copy`: the HTML standard's legacy names, Latin-1 and `&amp`, `&lt`, `&gt`, `&quot`), which libxml2 2.9
/// leaves as they are written.
///
/// libxml2 reports such a reference as two text events, a lone "&" and then the name it read (`nbspname` in
/// `First&nbspname`); a reference it decoded (`&amp;`) comes as a lone "&" too, but the parser has then read
/// past its `;`. ``decode(at:)`` tells the two apart from the parser's input, and decodes the longest legacy
/// name the read name starts with, as a browser does ("First\u{A0}name", "&copyright" → "©right"). Attribute
/// values are left as libxml2 gives them (a browser keeps `&nbspx` there when a letter, a digit or `=` follows).
enum LegacyReferences {
    /// The decoded text for the lone "&" libxml2 just reported, with the name it will report next; nil when the
    /// "&" is no legacy reference (a decoded entity, a character reference, an "&" alone, an unknown name).
    static func decode(at context: UnsafeMutableRawPointer) -> (text: [UInt8], name: [UInt8])? {
        let parser = context.assumingMemoryBound(to: xmlParserCtxt.self)
        guard let input = parser.pointee.input, let cur = input.pointee.cur, let base = input.pointee.base else { return nil }
        let end = cur - base
        var start = end
        while start > 0, isNameByte(base[start - 1]) { start -= 1 }
        guard start < end, start > 0, base[start - 1] == UInt8(ascii: "&") else { return nil }
        let name = Array(UnsafeBufferPointer(start: base + start, count: end - start))
        for length in stride(from: min(name.count, longestName), through: 2, by: -1) {
            guard let scalar = table[String(decoding: name[..<length], as: UTF8.self)] else { continue }
            return (Array(String(Character(Unicode.Scalar(scalar)!)).utf8) + name[length...], name)
        }
        return nil
    }

    /// The bytes libxml2's `htmlParseName` takes into a name: letters, digits, `_`, `:`, `.`, `-` and non-ASCII.
    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b >= 0x80
            || b == UInt8(ascii: "_") || b == UInt8(ascii: ":") || b == UInt8(ascii: ".") || b == UInt8(ascii: "-")
    }

    private static let longestName = 6

    /// The HTML standard's named references that need no semicolon, and their code points.
    private static let table: [String: UInt32] = [
        "AElig": 0xC6, "AMP": 0x26, "Aacute": 0xC1, "Acirc": 0xC2, "Agrave": 0xC0, "Aring": 0xC5, "Atilde": 0xC3,
        "Auml": 0xC4, "COPY": 0xA9, "Ccedil": 0xC7, "ETH": 0xD0, "Eacute": 0xC9, "Ecirc": 0xCA, "Egrave": 0xC8,
        "Euml": 0xCB, "GT": 0x3E, "Iacute": 0xCD, "Icirc": 0xCE, "Igrave": 0xCC, "Iuml": 0xCF, "LT": 0x3C,
        "Ntilde": 0xD1, "Oacute": 0xD3, "Ocirc": 0xD4, "Ograve": 0xD2, "Oslash": 0xD8, "Otilde": 0xD5, "Ouml": 0xD6,
        "QUOT": 0x22, "REG": 0xAE, "THORN": 0xDE, "Uacute": 0xDA, "Ucirc": 0xDB, "Ugrave": 0xD9, "Uuml": 0xDC,
        "Yacute": 0xDD, "aacute": 0xE1, "acirc": 0xE2, "acute": 0xB4, "aelig": 0xE6, "agrave": 0xE0, "amp": 0x26,
        "aring": 0xE5, "atilde": 0xE3, "auml": 0xE4, "brvbar": 0xA6, "ccedil": 0xE7, "cedil": 0xB8, "cent": 0xA2,
        "copy": 0xA9, "curren": 0xA4, "deg": 0xB0, "divide": 0xF7, "eacute": 0xE9, "ecirc": 0xEA, "egrave": 0xE8,
        "eth": 0xF0, "euml": 0xEB, "frac12": 0xBD, "frac14": 0xBC, "frac34": 0xBE, "gt": 0x3E, "iacute": 0xED,
        "icirc": 0xEE, "iexcl": 0xA1, "igrave": 0xEC, "iquest": 0xBF, "iuml": 0xEF, "laquo": 0xAB, "lt": 0x3C,
        "macr": 0xAF, "micro": 0xB5, "middot": 0xB7, "nbsp": 0xA0, "not": 0xAC, "ntilde": 0xF1, "oacute": 0xF3,
        "ocirc": 0xF4, "ograve": 0xF2, "ordf": 0xAA, "ordm": 0xBA, "oslash": 0xF8, "otilde": 0xF5, "ouml": 0xF6,
        "para": 0xB6, "plusmn": 0xB1, "pound": 0xA3, "quot": 0x22, "raquo": 0xBB, "reg": 0xAE, "sect": 0xA7,
        "shy": 0xAD, "sup1": 0xB9, "sup2": 0xB2, "sup3": 0xB3, "szlig": 0xDF, "thorn": 0xFE, "times": 0xD7,
        "uacute": 0xFA, "ucirc": 0xFB, "ugrave": 0xF9, "uml": 0xA8, "uuml": 0xFC, "yacute": 0xFD, "yen": 0xA5,
        "yuml": 0xFF,
    ]
}
