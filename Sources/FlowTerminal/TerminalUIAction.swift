import FlowScript

/// What the terminal UI's loop must do after a key, as ``TerminalUIModel/handle(_:)`` decides.
package enum TerminalUIAction: Equatable, Sendable {
    /// Apply this event to the flow, the same event the events mode reads, so transcripts and recordings
    /// are the same whichever way it was entered; `secret` when its text was typed into a secure field.
    case apply(FlowEvent, secret: Bool)
    /// Open the `:` command line.
    case openCommandLine
    /// Leave the session.
    case quit
    /// Stop the process as the shell's job control does (Ctrl-Z): the terminal is given back first, and taken
    /// again and redrawn when the job continues.
    case suspend
}
