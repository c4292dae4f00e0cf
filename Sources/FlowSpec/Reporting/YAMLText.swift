/// Scalars for the YAML blocks of TAP version 13, in the subset TAP consumers read (Perl's
/// TAP::Parser::YAMLish, behind `prove`, knows `|` blocks but not `|-` or `|+`, and ends a block at the first
/// line indented less than its content).
enum YAMLText {
    /// `text` as a YAML scalar whose lines start at `indent` spaces.
    ///
    /// A literal block (`|`) when it reads back exactly: text ending with one line break (a `|` block keeps
    /// exactly one), whose first line starts with neither a blank nor a space and which holds no control
    /// character but line breaks; every line of the block, empty ones included, is indented. Any other text
    /// is double-quoted with escapes, so trailing line breaks are kept.
    static func scalar(_ text: String, indent: Int) -> String {
        guard text.hasSuffix("\n") else { return quoted(text) }
        let lines = String(text.dropLast()).splitLines()
        let blockSafe = !(lines.first?.first?.isWhitespace ?? true)
            && !(lines.last?.isEmpty ?? true)
            && !text.unicodeScalars.contains { isControl($0) && $0 != "\n" }
        guard blockSafe else { return quoted(text) }
        let padding = String(repeating: " ", count: indent)
        return "|\n" + lines.map { padding + $0 }.joined(separator: "\n")
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
