import FlowScript
import FlowWatch

/// What a run mode reloads from under `--watch`: the flow that reloads, and the signal saying its scripts
/// changed. A mode's one run loop takes an optional source: without one it runs a single session; with one it
/// follows ``session`` across reloads, records what it applied for the replay, and reloads when told.
final class ReloadSource {
    /// The flow, its session and the events to replay.
    let flow: WatchedFlow
    /// Tells when the scripts changed.
    let signal: ReloadSignal

    /// Creates a source over `flow`, reloaded when `signal` says so.
    init(flow: WatchedFlow, signal: ReloadSignal) {
        self.flow = flow
        self.signal = signal
    }

    /// The session the events apply to now: the one the last reload made.
    var session: FlowSession { flow.session }

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

    /// Reports the folders among `changes` that disappeared or came back, reloads the flow and replays its
    /// events; a reload that made a new session restarts `sink` with that session's transcript.
    /// - Returns: How the reload went, and what set it off (`scripts/login.lua changed`).
    /// - Throws: ``RunFailure/unwritableOutput(path:reason:)`` when the transcript cannot be written.
    func reload(
        after changes: [WatchChange], restarting sink: TranscriptSink?
    ) async throws(RunFailure) -> (outcome: WatchReload, cause: String) {
        WatchMessages.notices(for: changes).forEach(Diagnostics.report)
        let cause = WatchMessages.cause(of: changes)
        let outcome = await flow.reload()
        switch outcome {
        case .replayed, .diverged:
            sink?.restart()
            try sink?.flush(session.driver.transcript)
        case .kept:
            break
        }
        return (outcome, cause)
    }

    /// Records that `event` applied, for the next replay.
    func record(_ event: ReplayEvent) {
        flow.record(event)
    }

    /// Keeps `event`, which did not apply, for the next replay to try.
    func keep(_ event: ReplayEvent) {
        flow.keep(event)
    }
}
