import FlowScript

/// What a tab's page was last sent, so that each update carries only what changed: the screen (with the stack
/// and back control) when it differs from the one shown, and of the events file only the lines added since,
/// the whole file only when a new recording began (a reset, a map jump). A click's work then stays the same
/// however long the session has run.
struct StudioPageState {
    /// The screen, stack and back control the page shows.
    private struct Shown: Equatable {
        let screen: Screen?
        let stack: [[String]]
        let canGoBack: Bool
    }

    private var shown: Shown?
    /// The recording whose events file the page holds (kept alive, so a new one is never taken for it), and how
    /// many UTF-8 bytes of it.
    private var events: (recording: any StudioRecording, bytes: Int)?

    /// The update message for `update`, noting what the page will hold once it is sent.
    /// - Parameter label: What the page's step list says of the step, when not the update's own label.
    mutating func message(
        for update: FlowPlayerUpdate, recording: any StudioRecording, label: String? = nil
    ) -> StudioServerMessage {
        let now = Shown(screen: update.screen, stack: update.stack, canGoBack: update.canGoBack)
        var sent: StudioUpdate.Shown?
        // A failed step sends its screen again: the page puts back what a refused input showed.
        if now != shown || update.failure != nil {
            sent = StudioUpdate.Shown(screen: update.screen?.masked(), stack: update.stack, canGoBack: update.canGoBack)
            shown = now
        }
        let text = recording.eventsText
        let utf8 = text.utf8
        var change: StudioUpdate.Events?
        if let events, events.recording === recording, events.bytes <= utf8.count {
            if events.bytes < utf8.count {
                change = .appended(String(text[utf8.index(utf8.startIndex, offsetBy: events.bytes)...]))
            }
        } else {
            change = .whole(text)
        }
        events = (recording, utf8.count)
        return .update(StudioUpdate(
            label: label ?? update.label, shown: sent, announcements: update.announcements, printed: update.printed,
            failure: update.failure.map { .init(message: $0.description, isLoadError: $0.isLoadError) },
            events: change))
    }
}
