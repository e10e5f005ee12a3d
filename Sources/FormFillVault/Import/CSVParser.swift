/// RFC 4180 CSV: comma-separated fields, double quotes around fields that hold commas, quotes or line
/// breaks, `""` for a quote inside them; CRLF or LF line ends; a leading UTF-8 byte-order mark is dropped.
package enum CSVParser {
    /// One parsed record and the line it starts on (1-based), for reports.
    package struct Record: Sendable, Equatable {
        package var line: Int
        package var fields: [String]
    }

    package struct ParseError: Error, CustomStringConvertible, Sendable, Equatable {
        package var line: Int
        package var description: String { "CSV line \(line): a quoted field is not closed" }
    }

    /// Parses the whole text; blank lines are skipped.
    package static func parse(_ text: String) throws -> [Record] {
        var records: [Record] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var fieldWasQuoted = false
        var line = 1
        var recordLine = 1
        var scalars = Substring(text).unicodeScalars[...]
        if scalars.first == "\u{FEFF}" { scalars = scalars.dropFirst() }
        var iterator = scalars.makeIterator()
        var pending: Unicode.Scalar? = iterator.next()

        func endRecord() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].isEmpty && !fieldWasQuoted) {
                records.append(Record(line: recordLine, fields: fields))
            }
            fields = []; field = ""; fieldWasQuoted = false
        }

        while let c = pending {
            pending = iterator.next()
            if inQuotes {
                if c == "\"" {
                    if pending == "\"" { field.unicodeScalars.append("\""); pending = iterator.next() } else { inQuotes = false }
                } else {
                    if c == "\n" { line += 1 }
                    field.unicodeScalars.append(c)
                }
                continue
            }
            switch c {
            case "\"" where field.isEmpty && !fieldWasQuoted:
                inQuotes = true; fieldWasQuoted = true
            case ",":
                fields.append(field); field = ""; fieldWasQuoted = false
            case "\r" where pending == "\n":
                continue
            case "\n", "\r":
                endRecord()
                line += 1
                recordLine = line
            default:
                field.unicodeScalars.append(c)
            }
        }
        if inQuotes { throw ParseError(line: recordLine) }
        if !field.isEmpty || !fields.isEmpty || fieldWasQuoted { endRecord() }
        return records
    }
}
