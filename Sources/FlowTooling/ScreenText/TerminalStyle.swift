/// How a line of terminal output is emphasised.
public enum TerminalStyle: Equatable, Sendable {
    /// No emphasis.
    case normal
    /// Bold, for titles.
    case bold
    /// Dim, for disabled buttons and rows, placeholders and the loader.
    case dim
    /// Bold yellow, for alerts.
    case alert

    /// `text` wrapped in this style's ANSI sequence when `mode` is ``ColorMode/colored``.
    public func apply(to text: String, mode: ColorMode) -> String {
        guard mode == .colored, let code, !text.isEmpty else { return text }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    private var code: String? {
        switch self {
        case .normal: nil
        case .bold: "1"
        case .dim: "2"
        case .alert: "1;33"
        }
    }
}
