import FlowScript
import FlowTooling
import FlowWatch
import Foundation

extension Flowrun.RunCommand {
    /// What a `--watch` run is made of, decided by ``execute()``.
    struct WatchSetup {
        let flowFile: URL
        let stateDirectory: URL
        let fresh: Bool
        let scriptRoots: [URL]
        let limits: FlowScriptLimits
        let now: () -> Date
        let watchdog: WallClockWatchdog
        let colorMode: ColorMode
    }

    /// Runs the flow under `--watch`: on an in-memory copy of the starting state, with a watcher over the
    /// flow's folder and the script roots, in the events mode, the full-window UI or the plain line mode.
    func executeWatching(
        _ setup: WatchSetup, input: EventInput?, eventLines: EventLines?, sink: TranscriptSink?
    ) async throws(RunFailure) {
        let base = try StateSnapshot.load(
            directory: setup.stateDirectory, fresh: setup.fresh, schema: Flowrun.modules.schema)
        // The full-window UI's loop waits on its own wakeup pipe: each post wakes it too.
        let wakeup = eventLines == nil && usesTerminalUI ? try Self.terminalWakeup() : nil
        let signal: ReloadSignal
        let watcher: any FileWatching
        do throws(WatchError) {
            let onPost: (@Sendable () -> Void)? = if let wakeup { { wakeup.requestRedraw() } } else { nil }
            signal = try ReloadSignal(onPost: onPost)
            let tree = WatchedTree(folders: [setup.flowFile.deletingLastPathComponent()] + setup.scriptRoots)
            watcher = try FileWatchers.start(
                tree, signal: signal, environment: ProcessInfo.processInfo.environment, report: Diagnostics.report)
        } catch {
            throw .watch(error)
        }
        defer { watcher.stop() }
        if let wakeup, eventLines == nil {
            // The full-window UI loads and reloads through its own FlowPlayer.
            try await runTerminalUI(watching: setup, base: base, signal: signal, sink: sink, wakeup: wakeup)
            return
        }
        let flow = try await WatchedFlow(
            flowFile: setup.flowFile, base: base, scriptRoots: setup.scriptRoots, limits: setup.limits,
            now: setup.now, watchdog: setup.watchdog)
        defer { flow.close() }
        if let eventLines, let input {
            var run = events(session: flow.session, sink: sink, input: input, setup.watchdog, setup.colorMode)
            run.reloads = ReloadSource(flow: flow, signal: signal)
            try await run.run(eventLines)
        } else {
            try await InteractiveRun(
                session: flow.session, sink: sink, colorMode: setup.colorMode, recorder: nil,
                reloads: ReloadSource(flow: flow, signal: signal)
            ).run()
        }
    }
}
