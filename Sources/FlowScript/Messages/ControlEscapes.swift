/// The one sanitiser for text that reaches a terminal: every writer of terminal output (flowrun's messages,
/// the console and TAP reporters, the text transcript, the plain line mode's frames and the full-window UI,
/// its title bar included) passes text from flows, specs, state and project files through it.
///
/// Control characters are made visible, so a raw escape, NUL or carriage return cannot drive the terminal or
/// break the line: C0, DEL and C1 (which covers ESC/CSI/OSC/DCS sequences: with their introducer escaped the
/// rest is inert text). So are the Unicode bidi controls (U+202A-202E, U+2066-2069, U+200E, U+200F, U+061C),
/// which would render text reversed (a spoofed `…exe.png`). They take the form of Lua's own string escapes,
/// since the text comes from scripts: `\027` for ESC, `\000` for NUL, `\010` for a line feed, `\u{85}` and
/// `\u{202E}` past ASCII. Tabs are kept unless the output is a frame drawn at fixed columns.
public enum ControlEscapes {
    /// `text` with every control character but the tab escaped.
    /// - Parameters:
    ///   - keepingLineBreaks: Line feeds are kept too, for a message whose later lines (a traceback) are meant
    ///     as lines.
    ///   - tabsAsSpaces: A tab becomes one space, for a frame drawn at fixed columns, where a tab's width would
    ///     depend on the column it lands in.
    public static func escaped(_ text: String, keepingLineBreaks: Bool = false, tabsAsSpaces: Bool = false) -> String {
        let isEscaped = { (scalar: Unicode.Scalar) in
            isUnsafe(scalar) && !(keepingLineBreaks && scalar == "\n")
        }
        guard text.unicodeScalars.contains(where: { isEscaped($0) || (tabsAsSpaces && $0 == "\t") }) else {
            return text
        }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if tabsAsSpaces, scalar == "\t" {
                result += " "
            } else if !isEscaped(scalar) {
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

    /// Whether `scalar` is escaped wherever text is shown: a control character (but the tab) or a bidi control.
    /// ``XMLText`` makes the same bidi controls visible in pages.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isBidiControl(scalar))
    }

    /// The Unicode bidi controls: embeddings and overrides (U+202A-202E), isolates (U+2066-2069), the
    /// left-to-right and right-to-left marks (U+200E, U+200F) and the Arabic letter mark (U+061C).
    public static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }
}
