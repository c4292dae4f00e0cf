import FlowScript
import FlowStore
import FlowTerminal
import FlowTooling
import FlowWatch
import Foundation

extension Flowrun.RunCommand {
    /// Whether the terminal mode is the full-window UI: stdin and stdout are a terminal that understands
    /// escape sequences, and `--plain` was not given.
    var usesTerminalUI: Bool {
        !plain && TerminalDetection.standardInputIsTerminal && TerminalDetection.standardOutputIsTerminal
            && ProcessInfo.processInfo.environment["TERM"] != "dumb"
    }

    /// Runs the full-window UI over `session`'s launch, on the user's state, until the person quits.
    func runTerminalUI(
        session: FlowSession, sink: TranscriptSink?, colorMode: ColorMode, recorder: SessionRecorder?
    ) async throws(RunFailure) {
        try await TerminalUIRun(
            player: session.player, flowPath: session.flowPath, sink: sink, palette: TerminalPalette(colorMode),
            recorder: recorder, wakeup: Self.terminalWakeup()
        ).run()
    }

    /// Runs the full-window UI under `--watch`: a player over in-memory copies of `base`, reloaded when
    /// `signal` says the scripts changed (`wakeup` wakes the loop then).
    func runTerminalUI(
        watching setup: WatchSetup, base: AppStateStore, signal: ReloadSignal, sink: TranscriptSink?,
        wakeup: TerminalWakeup
    ) async throws(RunFailure) {
        defer { try? base.close() }
        let player = FlowPlayer(FlowPlayerConfiguration(
            flowFile: setup.flowFile, base: base, modules: Flowrun.modules, scriptRoots: setup.scriptRoots,
            limits: setup.limits, now: setup.now, watchdog: setup.watchdog))
        try await TerminalUIRun(
            player: player, flowPath: setup.flowFile.relativePath, sink: sink,
            palette: TerminalPalette(setup.colorMode), recorder: nil, wakeup: wakeup, reloads: signal
        ).run()
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
