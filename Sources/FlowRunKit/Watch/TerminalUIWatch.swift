import FlowScript
import FlowTerminal
import FlowWatch

/// The full-window terminal UI's side of `--watch`: the reload its loop runs when woken (``TerminalUIRun/onWake``),
/// told in the status line, since nothing may be written to stdout or stderr while the UI runs.
struct TerminalUIWatch {
    /// The flow, its session and the events to replay.
    let flow: WatchedFlow
    /// Tells when the scripts changed.
    let signal: ReloadSignal
    /// Where the transcript goes, or `nil`.
    let sink: TranscriptSink?

    /// Reloads the flow when the scripts changed; the loop then draws the screen the session shows.
    /// - Returns: The status line's words for how it went, or `nil` when the loop was woken for something else
    ///   (a resize) and nothing changed.
    func reload() async -> TerminalUIStatus? {
        let changes = signal.take()
        guard !changes.isEmpty else { return nil }
        let notices = WatchMessages.notices(for: changes).map { $0 + "; " }.joined()
        let cause = WatchMessages.cause(of: changes)
        let status: TerminalUIStatus
        switch await flow.reload() {
        case .replayed(let count):
            status = .note(notices + WatchMessages.replayed(events: count, cause: cause))
        case .diverged(let index, let total, let error):
            status = .failed(notices + WatchMessages.statusDiverged(index: index, total: total, error: error.description))
        case .kept(let failure):
            return .failed(notices + WatchMessages.statusKept(failure: failure.description))
        }
        do {
            sink?.restart()
            try sink?.flush(flow.session.driver.transcript)
        } catch {
            return .failed(error.description)
        }
        return status
    }
}
