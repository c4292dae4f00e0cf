import FlowScript
/// The one sanitiser for markup: XML 1.0 text and attribute values, and every HTML page flowrun writes (the
/// `--html` report; the JUnit reports use it too).
public enum XMLText {
    /// `text` safe inside an element or a double-quoted attribute. In attributes, line breaks and tabs
    /// become character references so parsers keep them. Characters XML 1.0 forbids even as references
    /// (most control characters, such as a terminal's escape) become a visible `\u{1B}`; so do the Unicode
    /// bidi controls (``ControlEscapes/isBidiControl(_:)``, such as U+202E), which a browser would obey,
    /// drawing a name reversed (a spoofed `…exe.png`), as the terminal sanitiser shows them.
    public static func escaped(_ text: String, inAttribute: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where inAttribute: result += "&quot;"
            case "'" where inAttribute: result += "&apos;"
            case "\n" where inAttribute: result += "&#10;"
            case "\r": result += "&#13;"
            case "\t" where inAttribute: result += "&#9;"
            case "\n", "\t": result.unicodeScalars.append(scalar)
            default:
                if isAllowed(scalar), !ControlEscapes.isBidiControl(scalar) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                }
            }
        }
        return result
    }

    /// XML 1.0's `Char` production, less what the switch above already handles.
    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
        default: false
        }
    }
}
