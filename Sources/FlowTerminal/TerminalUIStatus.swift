import FlowScript

/// The status line of the terminal UI: what happened to the last event, or what is going on.
package enum TerminalUIStatus: Equatable, Sendable {
    /// Nothing to report: the line shows how to get help.
    case idle
    /// An event is being applied: the flow may be loading.
    case working(String)
    /// The last event applied; with the announcements the app made for it, as values.
    case applied(String, announcements: [Announcement])
    /// The last event or command failed, with the one-line reason.
    case failed(String)
    /// A note from the loop itself (a reload, a cancelled command line).
    case note(String)
}
