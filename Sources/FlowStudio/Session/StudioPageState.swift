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
    mutating func message(for update: FlowPlayerUpdate, recording: any StudioRecording) -> StudioServerMessage {
        var message = StudioServerMessage(
            type: "update", label: update.label,
            announcements: update.announcements.map { .init(name: $0.name, fields: $0.fields) },
            printed: update.printed, error: update.failure?.description, loadError: update.failure?.isLoadError)
        let now = Shown(screen: update.screen, stack: update.stack, canGoBack: update.canGoBack)
        // A failed step sends its screen again: the page puts back what a refused input showed.
        if now != shown || update.failure != nil {
            message.screen = update.screen?.masked()
            message.stack = update.stack
            message.canGoBack = update.canGoBack
            shown = now
        }
        let text = recording.eventsText
        let utf8 = text.utf8
        if let events, events.recording === recording, events.bytes <= utf8.count {
            if events.bytes < utf8.count {
                message.eventsAppend = String(utf8[utf8.index(utf8.startIndex, offsetBy: events.bytes)...])
            }
        } else {
            message.eventsFile = text
        }
        events = (recording, utf8.count)
        return message
    }
}
