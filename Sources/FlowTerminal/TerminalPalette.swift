import FlowTooling
/// The terminal UI's escape sequences for each ``TerminalUIStyle``.
///
/// The palette reads on light and dark backgrounds alike: it uses the terminal's own foreground and
/// background (reverse video for the title bar and the focus, faint for secondary text) and only the
/// basic colours that keep their meaning on either (red for failures, green for success, cyan for the
/// focus). With `NO_COLOR` (https://no-color.org) or `--no-color` it uses no colour at all, only bold,
/// faint, underline and reverse, so the focus and the fields stay visible.
package struct TerminalPalette: Equatable, Sendable {
    /// Whether colours are used besides the text attributes.
    package var usesColor: Bool

    /// Creates a palette.
    /// - Parameter usesColor: `false` for `NO_COLOR`/`--no-color`: attributes only.
    package init(usesColor: Bool) {
        self.usesColor = usesColor
    }

    /// The palette for a ``ColorMode``: colours when it is ``ColorMode/colored``.
    package init(_ mode: ColorMode) {
        self.init(usesColor: mode == .colored)
    }

    /// The SGR parameters of `style`, or `nil` for none.
    package func parameters(_ style: TerminalUIStyle) -> String? {
        switch style {
        case .normal: nil
        case .titleBar: "1;7"
        case .focus: usesColor ? "1;7;36" : "1;7"
        case .dim: "2"
        case .field: "4"
        case .placeholder: "2;4"
        case .key: "1"
        case .heading: usesColor ? "1;35" : "1"
        case .error: usesColor ? "1;31" : "1"
        case .success: usesColor ? "32" : nil
        }
    }

    /// `text` in `style`, reset afterwards.
    package func apply(_ style: TerminalUIStyle, to text: String) -> String {
        guard let parameters = parameters(style), !text.isEmpty else { return text }
        return "\u{1B}[\(parameters)m\(text)\u{1B}[0m"
    }
}
