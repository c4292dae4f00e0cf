import FlowScript
import FlowStudio
import FlowTooling

/// A studio session's recording: the events file `--record` writes and the spec skeleton `--record-spec`
/// writes, kept in memory for the page to copy or download. Secure fields' texts become placeholders, as
/// in the terminal (``RecordedSecrets``, ``SpecSkeleton``).
final class StudioSessionRecording: StudioRecording {
    /// The events file so far, grown a step at a time (the page is sent what was added).
    private(set) var eventsText: String
    private var builder: RecordingBuilder

    /// An empty recording of `flowPath`.
    init(flowPath: String) {
        let flow = ShellWord.quoted(flowPath)
        eventsText = [
            "# Recorded in flowrun studio. Replay:",
            "#   flowrun run \(ControlEscapes.escaped(flow)) --fresh --events studio.events",
            "", "",
        ].joined(separator: "\n")
        builder = RecordingBuilder(spec: SpecSkeleton(flowPath: flowPath, header: [
            "Recorded in flowrun studio: the steps taken, with a check after each screen change and",
            "announcement (exhaustive() fails the scenario on any left unchecked). Name the scenario,",
            "add expectations (docs/Specs.md), and run it: flowrun test studio_spec.lua",
        ]))
    }

    func started(app: FlowApp) {
        builder.started(app: app)
    }

    func relaunched(app: FlowApp) {
        eventsText += builder.relaunched(app: app)
    }

    func applied(_ event: FlowEvent, on screen: Screen, app: FlowApp) {
        eventsText += builder.applied(event, on: screen, typedSecretly: false, app: app)
    }

    func failed(_ event: FlowEvent, on screen: Screen, app: FlowApp) {
        eventsText += builder.failed(event, on: screen, app: app)
    }

    var specText: String { builder.spec.text }
}
