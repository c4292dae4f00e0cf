import FlowScript
import FlowTerminal

/// What woke the terminal UI's loop.
enum TerminalInput: Equatable {
    /// A key was pressed.
    case key(TerminalKey)
    /// A redraw was requested: a resize, or ``TerminalWakeup/requestRedraw()``.
    case wake
    /// The input ended (the terminal went away).
    case end
    /// SIGTSTP asked the process to stop (job control): give the terminal back first.
    case suspend
    /// SIGCONT continued the process: take the terminal again and redraw.
    case continued
}
