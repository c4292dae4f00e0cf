import FlowScript
import FlowStudio

/// A studio session's recording: the events file `--record` writes and the spec skeleton `--record-spec`
/// writes, kept in memory for the page to copy or download. Secure fields' texts become placeholders, as
/// in the terminal (``RecordedSecrets``, ``SpecSkeleton``).
final class StudioSessionRecording: StudioRecording {
    private let flowPath: String
    private var lines: [String]
    private var spec: SpecSkeleton
    private var secrets = RecordedSecrets()
    /// The navigation stack's module names after the last recorded step, to see screen changes.
    private var stack: [String] = []
    /// How many announcements the app had made by the last recorded step.
    private var announced = 0

    /// An empty recording of `flowPath`.
    init(flowPath: String) {
        self.flowPath = flowPath
        let flow = ShellWord.quoted(flowPath)
        lines = [
            "# Recorded in flowrun studio. Replay:",
            "#   flowrun run \(ControlEscapes.escaped(flow)) --fresh --events studio.events",
            "",
        ]
        spec = SpecSkeleton(flowPath: flowPath, header: [
            "Recorded in flowrun studio: the steps taken, with a check after each screen change and",
            "announcement (exhaustive() fails the scenario on any left unchecked). Name the scenario,",
            "add expectations (docs/Specs.md), and run it: flowrun test studio_spec.lua",
        ])
    }

    func started(app: FlowApp) {
        stack = []
        announced = 0
        spec.launched(screenChange: takeScreenChange(app), announcements: takeAnnouncements(app))
    }

    func applied(_ event: FlowEvent, on screen: Screen, app: FlowApp) {
        var secret: SecretPlaceholder?
        var recorded = event
        if case .type(let fieldID, let text) = event, screen.field(id: fieldID)?.isSecure == true {
            let (placeholder, isNew) = secrets.placeholder(for: text, field: fieldID)
            secret = placeholder
            recorded = .type(fieldID: fieldID, text: placeholder.description)
            if isNew {
                lines.append("# \(placeholder): a secret typed here, not recorded; the replay reads "
                    + "\(placeholder.environmentVariable) or asks in a terminal")
            }
        }
        let line = recorded.description
        if SessionRecorder.isEventLine(line, for: recorded) {
            lines.append(line)
        } else {
            lines.append("# cannot be written as an event line, left out: \(ControlEscapes.escaped(line))")
        }
        spec.applied(event, secret: secret, screenChange: takeScreenChange(app), announcements: takeAnnouncements(app))
    }

    func failed(_ event: FlowEvent, on screen: Screen, app: FlowApp) {
        let masked = event.masked(on: screen)
        lines.append("# failed in the session, left out: \(ControlEscapes.escaped(masked.description))")
        spec.failed(masked)
        _ = takeScreenChange(app)
        _ = takeAnnouncements(app)
    }

    var eventsText: String { lines.joined(separator: "\n") + "\n" }

    var specText: String { spec.text }

    private func takeScreenChange(_ app: FlowApp) -> String? {
        let now = app.navigation.hierarchy.flatMap { $0 }
        defer { stack = now }
        return now != stack ? now.last : nil
    }

    private func takeAnnouncements(_ app: FlowApp) -> [Announcement] {
        let all = app.announcements.all
        defer { announced = all.count }
        return Array(all.dropFirst(announced))
    }
}
