import FlowScript
import FlowTerminal
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
        defer { try? base.close() }
        // Every mode loads, runs and reloads through one player over in-memory copies of the starting state. A
        // flow's print goes to stderr as it happens, as in a run without `--watch`.
        let player = FlowPlayer(FlowPlayerConfiguration(
            flowFile: setup.flowFile, base: base, modules: Flowrun.modules, scriptRoots: setup.scriptRoots,
            limits: setup.limits, now: setup.now, watchdog: setup.watchdog, print: Diagnostics.writePrinted))
        defer { player.close() }
        let flowPath = setup.flowFile.relativePath
        let reloads = ReloadSource(signal: signal)
        if let eventLines, let input {
            var run = events(player: player, flowPath: flowPath, sink: sink, input: input, setup.colorMode)
            run.reloads = reloads
            try await run.run(eventLines)
        } else if let wakeup {
            // The full-window UI's loop waits on its wakeup pipe, which the signal's posts also wake.
            try await TerminalUIRun(
                player: player, flowPath: flowPath, sink: sink, palette: TerminalPalette(setup.colorMode),
                recorder: nil, wakeup: wakeup, reloads: reloads
            ).run()
        } else {
            try await InteractiveRun(
                player: player, flowPath: flowPath, sink: sink, colorMode: setup.colorMode, recorder: nil,
                reloads: reloads
            ).run()
        }
    }
}
