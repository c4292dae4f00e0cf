/// The quoted strings of snapshot files: scenario and snapshot names in headers, and text lines that cannot
/// be kept raw. `"` and `\` are escaped, as are line breaks, tabs and the other control characters (`\xHH`);
/// every other character stays as it is, so names read as written.
enum SnapshotQuoting {
    /// `text` between double quotes, escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\x" + (hex.count < 2 ? "0" : "") + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Whether `line` can be written raw after `| `: no control character and no space or tab at its end,
    /// which editors strip.
    static func isRaw(_ line: String) -> Bool {
        guard let last = line.unicodeScalars.last, last != " ", last != "\t" else { return false }
        return !line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }

    /// Reads a quoted string at the start of `text`.
    /// - Returns: The string and what follows its closing quote.
    /// - Throws: A message saying what is wrong, for the caller to place at its line.
    static func unquoted(_ text: Substring) throws(SnapshotQuotingError) -> (value: String, rest: Substring) {
        var scalars = text.unicodeScalars[...]
        guard scalars.first == "\"" else { throw .notQuoted }
        scalars = scalars.dropFirst()
        var value = String.UnicodeScalarView()
        while let scalar = scalars.first {
            scalars = scalars.dropFirst()
            switch scalar {
            case "\"":
                return (String(value), Substring(scalars))
            case "\\":
                guard let escaped = scalars.first else { throw .unterminated }
                scalars = scalars.dropFirst()
                switch escaped {
                case "\"", "\\": value.append(escaped)
                case "n": value.append("\n")
                case "r": value.append("\r")
                case "t": value.append("\t")
                case "x":
                    let digits = String(String.UnicodeScalarView(scalars.prefix(2)))
                    guard digits.count == 2, let code = UInt8(digits, radix: 16), code < 0x80 else {
                        throw .badEscape("\\x" + digits)
                    }
                    value.append(Unicode.Scalar(code))
                    scalars = scalars.dropFirst(2)
                default:
                    throw .badEscape("\\" + String(escaped))
                }
            default:
                value.append(scalar)
            }
        }
        throw .unterminated
    }
}
