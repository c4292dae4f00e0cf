import FlowWatch

/// The terminal mode's side of `--watch`: the flow that reloads, and the signal that says when.
final class InteractiveWatch {
    /// The flow, its session and the events to replay.
    let flow: WatchedFlow
    /// Tells when the scripts changed.
    let signal: ReloadSignal

    /// Creates the terminal mode's watch over `flow`, reloaded when `signal` says so.
    init(flow: WatchedFlow, signal: ReloadSignal) {
        self.flow = flow
        self.signal = signal
    }
}
