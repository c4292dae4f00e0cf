/// Control characters made visible for line-based output (the text transcript, flowrun's messages), where a
/// raw escape, NUL or carriage return would drive the terminal or break the line. They take the form of Lua's
/// own string escapes, since the text comes from scripts: `\027` for ESC, `\000` for NUL, `\010` for a line
/// feed, `\u{85}` past ASCII. Tabs are kept.
public enum ControlEscapes {
    /// `text` with every control character but the tab escaped; with `keepingLineBreaks`, line feeds are
    /// kept too, for a message whose later lines (a traceback) are meant as lines.
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        let isEscaped = { (scalar: Unicode.Scalar) in
            isControl(scalar) && !(keepingLineBreaks && scalar == "\n")
        }
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

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
}
