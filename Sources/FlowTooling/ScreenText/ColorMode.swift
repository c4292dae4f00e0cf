/// Whether terminal output uses ANSI colours.
public enum ColorMode: Equatable, Sendable {
    /// Styles are written as ANSI escape sequences.
    case colored
    /// Plain text only.
    case plain

    /// Decides the mode: colours unless `--no-color` was given, `NO_COLOR` is set to a non-empty value
    /// (https://no-color.org), or the output is not a terminal (a pipe or file gets plain text) or a
    /// terminal that says it understands no escape sequences (`TERM=dumb`, such as Emacs' shell buffers).
    /// - Parameters:
    ///   - noColorFlag: Whether the user passed `--no-color`.
    ///   - environment: The process environment, such as `ProcessInfo.processInfo.environment`.
    ///   - outputIsTerminal: Whether the output goes to a terminal, see ``TerminalDetection``.
    public static func decide(noColorFlag: Bool, environment: [String: String], outputIsTerminal: Bool) -> ColorMode {
        if noColorFlag || !(environment["NO_COLOR"] ?? "").isEmpty || !outputIsTerminal || environment["TERM"] == "dumb" {
            return .plain
        }
        return .colored
    }
}
