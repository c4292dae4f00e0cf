import FlowScript
import FlowTooling

/// A line of the terminal UI under construction: stretches of text, each in a style, measured in display
/// columns.
struct TerminalStyledLine: Sendable {
    /// The stretches, left to right.
    private(set) var spans: [(text: String, style: TerminalUIStyle)] = []
    /// The focus target the line shows, to scroll it into view.
    var target: Int?
    /// The column of the edit cursor, when the line holds the field being edited.
    var cursorColumn: Int?

    init(_ text: String = "", _ style: TerminalUIStyle = .normal) {
        append(text, style)
    }

    /// The columns the line takes.
    var width: Int {
        spans.reduce(0) { $0 + DisplayWidth.of($1.text) }
    }

    /// Adds `text` in `style`, through the terminal sanitiser (``ControlEscapes``): whatever a caller forgot to
    /// escape, no escape sequence or bidi control reaches the terminal (the style sequences are added when the
    /// line is rendered). Already escaped text comes through unchanged.
    mutating func append(_ text: String, _ style: TerminalUIStyle = .normal) {
        if !text.isEmpty {
            spans.append((ControlEscapes.escaped(text, tabsAsSpaces: true), style))
        }
    }

    /// The same text with every stretch in `style` (the screen behind an alert).
    func restyled(_ style: TerminalUIStyle) -> TerminalStyledLine {
        var copy = self
        copy.spans = spans.map { ($0.text, style) }
        return copy
    }

    /// The line cut or padded to exactly `columns`, with and without style sequences; the padding takes
    /// `fill`'s style (the title bar's reverse video runs to the edge).
    func rendered(columns: Int, palette: TerminalPalette, fill: TerminalUIStyle = .normal) -> (styled: String, plain: String) {
        var styled = ""
        var plain = ""
        var used = 0
        for span in spans where used < columns {
            var text = span.text
            let width = DisplayWidth.of(text)
            if used + width > columns {
                text = String(DisplayWidth.prefix(text, fitting: columns - used))
            }
            used += DisplayWidth.of(text)
            styled += palette.apply(span.style, to: text)
            plain += text
        }
        let padding = String(repeating: " ", count: max(columns - used, 0))
        styled += palette.apply(fill, to: padding)
        plain += padding
        return (styled, plain)
    }
}
