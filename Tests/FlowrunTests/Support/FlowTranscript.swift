import FlowHostTestSupport
import FlowTestSupport
import Foundation

/// A run of a flow in the events mode with a JSON transcript, decoded: the common shape of the
/// per-flow end-to-end tests.
struct FlowTranscript {
    /// The run itself.
    let result: FlowrunResult
    /// Its transcript, one value per line.
    let steps: [TranscriptLine]

    /// Runs `flow` on the events of `eventsFile` (a path from the package root) or of `events` (given on
    /// stdin), over the state in `state`, and decodes the transcript.
    init(
        _ flow: String,
        eventsFile: String? = nil,
        events: String = "",
        state: TemporaryDirectory,
        arguments: [String] = []
    ) throws {
        var command = ["run", flow, "--state", state.path("state"), "--transcript", "json"] + arguments
        if let eventsFile {
            command += ["--events", eventsFile]
        }
        result = try FlowrunProcess.run(command, events: events)
        steps = try TranscriptLine.parse(result.stdout)
    }

    /// The screens after the start and after each applied event, in order.
    var screens: [TranscriptLine.Screen] {
        steps.compactMap(\.screen)
    }

    /// The announcements made, in order.
    var announcements: [String] {
        steps.filter { $0.kind == "announcement" }.compactMap(\.message)
    }

    /// The step that applied the event stated on `line` of the events input.
    func step(atLine line: Int) -> TranscriptLine? {
        steps.first { $0.line == line && $0.kind == "event" }
    }
}
