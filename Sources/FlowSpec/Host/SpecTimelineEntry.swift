import FlowScript

/// One entry of a scenario's timeline, the screen changes and announcements of the running launch in the order
/// they happened (`timeline()`, `exhaustive("ordered")`).
enum SpecTimelineEntry: Equatable {
    /// The navigation stack became `stack` (module names, root first): noted when an announcement finds it
    /// changed, and after every step.
    case screen(stack: [String])
    /// The app announced an event.
    case announced(Announcement)
}
