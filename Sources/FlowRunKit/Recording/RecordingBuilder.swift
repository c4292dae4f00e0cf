import FlowScript

/// Turns a session's steps into the events file's lines and a spec skeleton: what `--record`/`--record-spec`
/// write in the terminal and the studio keeps in memory, built one way for both.
///
/// Only events that applied become event lines; one that failed becomes a comment, since a replay stops at a
/// failing event. Secure fields' texts are never kept: the events file holds a placeholder
/// (``SecretPlaceholder``) that the replay fills in, the spec a `secrets` entry to fill in.
struct RecordingBuilder {
    /// The spec so far.
    private(set) var spec: SpecSkeleton
    /// How many event lines were made.
    private(set) var recordedEvents = 0
    private var secrets = RecordedSecrets()
    /// The navigation stack's module names after the last recorded step, to see screen changes.
    private var stack: [String] = []
    /// How many announcements the app had made by the last recorded step.
    private var announced = 0

    /// A builder whose spec starts as `spec`.
    init(spec: SpecSkeleton) {
        self.spec = spec
    }

    /// Notes the first screen of `app`, once the flow has started.
    mutating func started(app: FlowApp) {
        spec.launched(screenChange: takeScreenChange(app), announcements: takeAnnouncements(app))
    }

    /// Records a relaunch: the flow started again, as `app`, over the state the session saved. The spec relaunches
    /// and checks the first screen again (a relaunch starts from an empty stack, as specs see it); the events file
    /// says where to split it, since an events file replays one launch (as `explore` writes its findings).
    /// - Returns: The events file's comment lines for it, each ending in a newline.
    mutating func relaunched(app: FlowApp) -> String {
        stack = []
        announced = 0
        spec.relaunched(screenChange: takeScreenChange(app), announcements: takeAnnouncements(app))
        return "# relaunched here: an events file replays one launch, so replay the lines above, then the lines\n"
            + "# below in a second run over the state the first left (without --fresh); the spec relaunches itself\n"
    }

    /// Records `event`, which applied to `screen`.
    /// - Parameters:
    ///   - event: The event, unmasked.
    ///   - screen: The screen it applied to, which tells whether its field is secure.
    ///   - typedSecretly: Whether its text was read without echo (`type password` alone in the terminal).
    ///   - app: The app after the event, whose stack and announcements the spec checks.
    /// - Returns: The events file's lines for it, each ending in a newline.
    mutating func applied(_ event: FlowEvent, on screen: Screen, typedSecretly: Bool, app: FlowApp) -> String {
        var secret: SecretPlaceholder?
        var recorded = event
        var note = ""
        if case .type(let fieldID, let text) = event, typedSecretly || screen.field(id: fieldID)?.isSecure == true {
            let (placeholder, isNew) = secrets.placeholder(for: text, field: fieldID)
            secret = placeholder
            recorded = .type(fieldID: fieldID, text: placeholder.description)
            if isNew {
                note = "# \(placeholder): a secret typed here, not recorded; the replay reads "
                    + "\(placeholder.environmentVariable) or asks in a terminal\n"
            }
        }
        let line = recorded.description
        let lines: String
        if Self.isEventLine(line, for: recorded) {
            lines = note + line + "\n"
            recordedEvents += 1
        } else {
            lines = "# cannot be written as an event line, left out: \(ControlEscapes.escaped(line))\n"
        }
        spec.applied(event, secret: secret, screenChange: takeScreenChange(app), announcements: takeAnnouncements(app))
        return lines
    }

    /// Records, as a comment, `event`, which failed on `screen`.
    /// - Returns: The events file's comment line for it, ending in a newline.
    mutating func failed(_ event: FlowEvent, on screen: Screen, app: FlowApp) -> String {
        let masked = event.masked(on: screen)
        spec.failed(masked)
        // What the failed event changed before failing belongs to no recorded step.
        _ = takeScreenChange(app)
        _ = takeAnnouncements(app)
        return "# failed in the session, left out: \(ControlEscapes.escaped(masked.description))\n"
    }

    /// Whether `line` reads back as `event`: not when a button's title has surrounding spaces or control
    /// characters, which no event line can say.
    static func isEventLine(_ line: String, for event: FlowEvent) -> Bool {
        ControlEscapes.escaped(line) == line && (try? FlowEventParser(source: "").parseLine(line, number: 1)) == event
    }

    /// The module on top when the navigation stack changed since the last call, as specs see screen changes.
    private mutating func takeScreenChange(_ app: FlowApp) -> String? {
        let now = app.navigation.hierarchy.flatMap { $0 }
        defer { stack = now }
        return now != stack ? now.last : nil
    }

    /// The announcements made since the last call.
    private mutating func takeAnnouncements(_ app: FlowApp) -> [Announcement] {
        let all = app.announcements.all
        defer { announced = all.count }
        return Array(all.dropFirst(announced))
    }
}
