import FlowScript
import FlowWatch

/// What a run mode reloads on under `--watch`: the signal saying the scripts changed. The run's ``FlowPlayer``
/// is the one reload-and-replay engine (``FlowPlayer/reload()``); a mode's one run loop takes an optional source,
/// and reloads its player when told.
struct ReloadSource {
    /// Tells when the scripts changed.
    let signal: ReloadSignal

    /// Waits until the scripts change or `input` is readable.
    /// - Parameter input: A descriptor to wait on as well (the terminal), or `nil` to wait for changes alone.
    /// - Returns: `true` when the scripts changed.
    /// - Throws: ``RunFailure/watch(_:)`` when waiting fails.
    func waitForChange(orReadable input: Int32?) throws(RunFailure) -> Bool {
        do {
            return try signal.wait(orReadable: input)
        } catch {
            throw .watch(error)
        }
    }

    /// The changes posted since the last call, or `nil` when there are none (a wake that said nothing new).
    func takeChanges() -> [WatchChange]? {
        let changes = signal.take()
        return changes.isEmpty ? nil : changes
    }

    /// Reports the folders among `changes` that disappeared or came back, then reloads `player`, which replays its
    /// events; a reload that made a new launch restarts `sink` with that launch's transcript.
    /// - Parameter flowPath: The flow's path as given, for failures whose message has no script location.
    /// - Returns: How the reload went, and what set it off (`scripts/login.lua changed`).
    /// - Throws: ``RunFailure/unwritableOutput(path:reason:)`` when the transcript cannot be written.
    func reload(
        _ player: FlowPlayer, after changes: [WatchChange], restarting sink: TranscriptSink?, flowPath: String
    ) async throws(RunFailure) -> (outcome: WatchReload, cause: String) {
        WatchMessages.notices(for: changes).forEach(Diagnostics.report)
        let cause = WatchMessages.cause(of: changes)
        let outcome = WatchReload(await player.reload(), flowPath: flowPath)
        switch outcome {
        case .replayed, .diverged:
            sink?.restart()
            if let transcript = player.transcript {
                try sink?.flush(transcript)
            }
        case .kept:
            break
        }
        return (outcome, cause)
    }
}
