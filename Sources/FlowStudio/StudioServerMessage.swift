import FlowScript

/// What the server sends the page, one JSON object per message. Every text in it is the flow's, and the page
/// puts it in the document as text only.
struct StudioServerMessage: Encodable {
    /// An announcement as the page lists it: name and fields.
    struct AnnouncementFields: Encodable {
        let name: String
        let fields: [String: FlowValue]
    }

    /// `update` (a step), `map`, `error` (a refused message) or `echo`.
    var type: String
    var label: String?
    var screen: Screen?
    var stack: [[String]]?
    var canGoBack: Bool?
    var announcements: [AnnouncementFields]?
    var printed: [String]?
    var error: String?
    var loadError: Bool?
    var eventsFile: String?
    var spec: String?
    var svg: String?
    var names: [String: String]?
    var text: String?

    /// The page's view of `update`: the screen with secure fields masked, the session's recordings so far.
    static func update(_ update: FlowPlayerUpdate, recording: any StudioRecording) -> Self {
        Self(
            type: "update", label: update.label, screen: update.screen?.masked(), stack: update.stack,
            canGoBack: update.canGoBack,
            announcements: update.announcements.map { AnnouncementFields(name: $0.name, fields: $0.fields) },
            printed: update.printed, error: update.failure?.message, loadError: update.failure?.isLoadError,
            eventsFile: recording.eventsText, spec: recording.specText)
    }

    /// A message the session could not act on.
    static func error(_ message: String) -> Self {
        Self(type: "error", error: message)
    }
}
