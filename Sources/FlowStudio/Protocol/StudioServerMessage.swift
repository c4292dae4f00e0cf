import FlowScript

/// What the server sends the page, one JSON object per message. Every text in it is the flow's, and the page
/// puts it in the document as text only.
struct StudioServerMessage: Encodable {
    /// An announcement as the page lists it: name and fields.
    struct AnnouncementFields: Encodable {
        let name: String
        let fields: [String: FlowValue]
    }

    /// `update` (a step; a screen left out is unchanged), `map`, `spec`, `error` (a refused message) or `echo`.
    var type: String
    var label: String?
    var screen: Screen?
    var stack: [[String]]?
    var canGoBack: Bool?
    var announcements: [AnnouncementFields]?
    var printed: [String]?
    var error: String?
    var loadError: Bool?
    /// The whole events file, when the page holds none of it yet (``StudioPageState``).
    var eventsFile: String?
    /// The lines the events file gained since the page's copy.
    var eventsAppend: String?
    /// The spec skeleton, sent when the page asks (`spec`).
    var spec: String?
    var svg: String?
    var names: [String: String]?
    var text: String?

    /// A message the session could not act on.
    static func error(_ message: String) -> Self {
        Self(type: "error", error: message)
    }
}
