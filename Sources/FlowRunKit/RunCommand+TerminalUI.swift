import FlowScript
import FlowTerminal
import FlowWatch
import Foundation

extension Flowrun.RunCommand {
    /// Whether the terminal mode is the full-window UI: stdin and stdout are a terminal that understands
    /// escape sequences, and `--plain` was not given.
    var usesTerminalUI: Bool {
        !plain && TerminalDetection.standardInputIsTerminal && TerminalDetection.standardOutputIsTerminal
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// Runs the full-window UI over `session` until the person quits.
    func runTerminalUI(
        session: FlowSession, sink: TranscriptSink?, colorMode: ColorMode, recorder: SessionRecorder?
    ) async throws(RunFailure) {
        try await TerminalUIRun(
            session: session, sink: sink, palette: TerminalPalette(colorMode), recorder: recorder,
            wakeup: Self.terminalWakeup()
        ).run()
    }

    /// Runs the full-window UI under `--watch`: `wakeup` wakes its loop when `signal` says the scripts changed,
    /// and `flow` reloads then.
    func runTerminalUI(
        watching flow: WatchedFlow, signal: ReloadSignal, sink: TranscriptSink?, wakeup: TerminalWakeup,
        colorMode: ColorMode
    ) async throws(RunFailure) {
        let watch = TerminalUIWatch(flow: flow, signal: signal, sink: sink)
        var run = TerminalUIRun(
            session: flow.session, sink: sink, palette: TerminalPalette(colorMode), recorder: nil, wakeup: wakeup)
        run.onWake = { await watch.reload() }
        run.currentSession = { flow.session }
        run.onApplied = { event in flow.record(ReplayEvent(event: event, location: nil)) }
        try await run.run()
    }

    /// The pipe that wakes the full-window UI's loop.
    static func terminalWakeup() throws(RunFailure) -> TerminalWakeup {
        do {
            return try TerminalWakeup()
        } catch {
            throw .terminal(error)
        }
    }
}
