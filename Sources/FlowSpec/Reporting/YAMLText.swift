/// Scalars for the YAML blocks of TAP version 13.
enum YAMLText {
    /// `text` as a YAML scalar whose lines start at `indent` spaces: a literal block (`|-`) for readable
    /// multi-line text, otherwise a double-quoted string with escapes.
    static func scalar(_ text: String, indent: Int) -> String {
        let lines = text.splitLines()
        let blockSafe = lines.count > 1
            && !(lines.first?.first?.isWhitespace ?? true)
            && !text.unicodeScalars.contains { isControl($0) && $0 != "\n" }
        guard blockSafe else { return quoted(text) }
        let padding = String(repeating: " ", count: indent)
        return "|-\n" + lines.map { $0.isEmpty ? "" : padding + $0 }.joined(separator: "\n")
    }

    /// `text` double-quoted, with `\`, `"` and control characters escaped.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if isControl(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\x" + String(repeating: "0", count: max(0, 2 - hex.count)) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
