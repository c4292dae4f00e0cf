import FlowScript

/// Wraps text to a column count, for the terminal frame.
///
/// Widths are display columns (``DisplayWidth``): wide (East Asian, emoji) characters count two, so
/// they stay inside the frame.
package enum TextWrapping {
    /// Lines of at most `width` columns, the text made safe for a terminal first (``ControlEscapes``: escape
    /// sequences in data and bidi controls made visible, tabs as spaces): breaks at spaces, splits words longer than a line (filling
    /// the line they start on), keeps explicit newlines. Lines after the first of each paragraph start
    /// with `indent` spaces, so a numbered item's text lines up after its number.
    package static func wrap(_ text: String, width: Int, indent: Int = 0) -> [String] {
        let width = max(width, 1)
        let indent = min(max(indent, 0), width / 2)
        var lines: [String] = []
        let safe = ControlEscapes.escaped(text, keepingLineBreaks: true, tabsAsSpaces: true)
        for paragraph in safe.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrapParagraph(String(paragraph), width: width, indent: indent)
        }
        return lines
    }

    private static func wrapParagraph(_ paragraph: String, width: Int, indent: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ") {
            var word = Substring(word)
            // Counted once and kept in step: counting a long word on every line it fills would make
            // wrapping it quadratic.
            var wordCount = DisplayWidth.of(word)
            while !word.isEmpty {
                let limit = lines.isEmpty ? width : width - indent
                let room = current.isEmpty ? limit : limit - DisplayWidth.of(current) - 1
                if wordCount <= room {
                    current += current.isEmpty ? String(word) : " " + word
                    word = ""
                } else if wordCount > width - indent, room > 0 {
                    // Too long for any line: fill this one and carry the rest.
                    var head = DisplayWidth.prefix(word, fitting: room)
                    if head.isEmpty, current.isEmpty {
                        // A wide character on a one-column line: it overflows rather than loops.
                        head = word.prefix(1)
                    }
                    current += (current.isEmpty ? "" : " ") + head
                    word = word[head.endIndex...]
                    wordCount -= DisplayWidth.of(head)
                    lines.append(current)
                    current = ""
                } else {
                    lines.append(current)
                    current = ""
                }
            }
        }
        lines.append(current)
        let padding = String(repeating: " ", count: indent)
        return lines.enumerated().map { $0.offset == 0 ? $0.element : padding + $0.element }
    }
}
