/// Control characters made visible for line-based output (the console report, TAP test points), where a raw
/// escape, NUL or vertical tab would drive the terminal or break the line. They take the form of Lua's own
/// string escapes, since names and messages come from Lua: `\027` for ESC, `\000` for NUL, `\u{85}` past
/// ASCII. Tabs are kept.
enum ControlEscapes {
    /// `text` with every control character but the tab escaped.
    static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isEscaped) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if !isEscaped(scalar) {
                result.unicodeScalars.append(scalar)
            } else if scalar.isASCII {
                let digits = String(scalar.value)
                result += "\\" + String(repeating: "0", count: 3 - digits.count) + digits
            } else {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }

    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}
