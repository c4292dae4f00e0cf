import FlowScript

/// What a scenario used of its flows, when the run records coverage: the lines the flows ran (those of closed
/// launches added as each closes) and the screen parts the events used.
struct SpecCoverageRecorder {
    /// What was recorded so far, launches still running left out; nil when not recording.
    private var usage: ScenarioCoverage?

    /// Records when `isRecording`, else does nothing.
    init(isRecording: Bool) {
        usage = isRecording ? ScenarioCoverage() : nil
    }

    /// Whether the run records coverage.
    var isRecording: Bool { usage != nil }

    /// Notes `event`, about to be sent to the screen `launch` shows.
    mutating func noteEvent(_ event: FlowEvent, in launch: SpecLaunch) {
        if usage != nil, let screen = try? launch.driver.shownScreen() {
            usage?.screens.noteEvent(event, on: screen)
        }
    }

    /// Notes the screen `launch` shows once the flow's work gave the turn back.
    mutating func noteShown(in launch: SpecLaunch) {
        if usage != nil, let screen = try? launch.driver.shownScreen() {
            usage?.screens.noteShown(screen)
        }
    }

    /// Adds the lines `launch` ran: it is closing.
    mutating func noteClosing(_ launch: SpecLaunch) {
        if usage != nil {
            usage?.lines.formUnion(launch.host.state.recordedLines)
        }
    }

    /// What the scenario used so far, the `running` launch included; nil when not recording.
    func coverage(running: SpecLaunch?) -> ScenarioCoverage? {
        guard var usage else { return nil }
        if let running {
            usage.lines.formUnion(running.host.state.recordedLines)
        }
        return usage
    }
}
