/// What one step of a ``FlowPlayer`` left: one value an app's UI renders whole.
public struct FlowPlayerUpdate: Sendable {
    /// The event the step applied or, when it failed, tried to apply, as an events file states it: what a
    /// recorder writes. `nil` for a start, relaunch, reset or reload, and for an input that named nothing on the
    /// screen. Its text is not masked: mask it (``FlowPlayer/masked(_:)``) before showing it.
    public let event: FlowEvent?
    /// What the step was, for a log (`tap Sign In`, `start`, `reload`); secure text masked.
    public let label: String
    /// The screen on top now, or the last one that rendered when this step failed; `nil` before a start.
    public let screen: Screen?
    /// The navigation stack: one layer per presentation, each listing its modules bottom to top.
    public let stack: [[String]]
    /// Whether the stack lets the user go back.
    public let canGoBack: Bool
    /// What the app announced during the step.
    public let announcements: [Announcement]
    /// What the flow printed during the step, a line each.
    public let printed: [String]
    /// Why the step failed, with its cause, or `nil`: render it where it is shown (its `description` is the
    /// message the terminal and the studio show).
    public let failure: FlowPlayerFailure?
    /// How many events the session has applied since its launch (a reload replays them), after this step.
    public let appliedEvents: Int
}
