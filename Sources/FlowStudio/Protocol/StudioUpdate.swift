import FlowScript

/// The page's `update` message: one step of the session's ``FlowPlayer`` (its ``FlowPlayerUpdate``, secure fields
/// masked), carrying only what changed for that tab (``StudioPageState``). In JSON its parts are keys of the
/// message itself: `label`, `announcements`, `printed`, and when present `screen`, `stack`, `canGoBack`, `error`,
/// `loadError`, `eventsFile` or `eventsAppend`.
struct StudioUpdate: Equatable, Sendable, Codable {
    /// The screen on top, the navigation stack and the back control, sent when they differ from what the page shows.
    struct Shown: Equatable, Sendable {
        /// `nil` before a first start that failed.
        var screen: Screen?
        var stack: [[String]]
        var canGoBack: Bool
    }

    /// Why the step failed.
    struct Failure: Equatable, Sendable {
        /// The one-line message (``FlowPlayerFailure/description``).
        var message: String
        /// Whether the scripts did not load, so the page says it kept the screen.
        var isLoadError: Bool
    }

    /// How the page's copy of the events file changes.
    enum Events: Equatable, Sendable {
        /// A new recording began (a start, a reset, a map jump): the whole file.
        case whole(String)
        /// The lines the file gained since the page's copy.
        case appended(String)
    }

    /// What the step was (`tap Sign In`), secure text masked.
    var label: String
    /// `nil` when the page shows it already.
    var shown: Shown?
    var announcements: [Announcement]
    var printed: [String]
    var failure: Failure?
    /// `nil` when the events file did not change.
    var events: Events?

    private enum Key: String, CodingKey {
        case label, announcements, printed, screen, stack, canGoBack, error, loadError, eventsFile, eventsAppend
    }

    init(
        label: String, shown: Shown?, announcements: [Announcement], printed: [String], failure: Failure?,
        events: Events?
    ) {
        self.label = label
        self.shown = shown
        self.announcements = announcements
        self.printed = printed
        self.failure = failure
        self.events = events
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        label = try container.decode(String.self, forKey: .label)
        announcements = try container.decode([Announcement].self, forKey: .announcements)
        printed = try container.decode([String].self, forKey: .printed)
        if let stack = try container.decodeIfPresent([[String]].self, forKey: .stack) {
            shown = Shown(
                screen: try container.decodeIfPresent(Screen.self, forKey: .screen), stack: stack,
                canGoBack: try container.decode(Bool.self, forKey: .canGoBack))
        }
        if let message = try container.decodeIfPresent(String.self, forKey: .error) {
            failure = Failure(message: message, isLoadError: try container.decode(Bool.self, forKey: .loadError))
        }
        if let file = try container.decodeIfPresent(String.self, forKey: .eventsFile) {
            events = .whole(file)
        } else if let added = try container.decodeIfPresent(String.self, forKey: .eventsAppend) {
            events = .appended(added)
        }
    }

    /// Writes the update's keys; ``StudioServerMessage`` adds its `type` beside them.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(label, forKey: .label)
        try container.encode(announcements, forKey: .announcements)
        try container.encode(printed, forKey: .printed)
        if let shown {
            try container.encodeIfPresent(shown.screen, forKey: .screen)
            try container.encode(shown.stack, forKey: .stack)
            try container.encode(shown.canGoBack, forKey: .canGoBack)
        }
        if let failure {
            try container.encode(failure.message, forKey: .error)
            try container.encode(failure.isLoadError, forKey: .loadError)
        }
        switch events {
        case .whole(let file): try container.encode(file, forKey: .eventsFile)
        case .appended(let added): try container.encode(added, forKey: .eventsAppend)
        case nil: break
        }
    }
}
