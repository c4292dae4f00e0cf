import FlowScript

/// What woke the terminal UI's loop.
enum TerminalInput: Equatable {
    /// A key was pressed.
    case key(TerminalKey)
    /// A redraw was requested: a resize, or ``TerminalWakeup/requestRedraw()``.
    case wake
    /// The input ended (the terminal went away).
    case end
}
