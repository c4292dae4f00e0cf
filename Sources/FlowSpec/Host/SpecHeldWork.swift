import FlowScript

/// The flow's work (a start, an event) of a scenario whose spec holds calls (`hold`): when a held call starts
/// waiting, the verb returns with that work still under way, so the spec sees the app while the call is
/// pending (the loader on), and `release` lets the call answer and the work finish.
final class SpecHeldWork {
    /// Runs each time the turn comes back from the work, before its failure is thrown (the app notes its stack
    /// and screen).
    var onTurnBack: () -> Void = {}

    private let calls: ServiceCallLog
    private let turn = SpecTurn()
    /// The work still under way while a held call waits.
    private var waitingWork: SpecFlowWork?

    /// Takes the turn back whenever one of `calls` starts waiting.
    init(calls: ServiceCallLog) {
        self.calls = calls
        calls.onWait { [turn] _ in turn.signal() }
    }

    /// Runs `work` until it ends or a held call makes it wait.
    /// - Throws: The work's failure, when it ended with one.
    func perform(_ work: SpecFlowWork) async throws(SpecHostError) {
        if calls.heldCalls.isEmpty {
            // No call can wait (only the spec holds calls, and it waits for the work): no task of its own.
            await work.run()
        } else {
            work.start(handingTurnTo: turn)
            await turn.wait()
        }
        try take(work)
    }

    /// Lets the waiting calls named `call` (every waiting call when nil) answer, and waits for the flow's
    /// work to end or for the next held call to wait.
    /// - Returns: The calls released.
    /// - Throws: ``SpecHostError/nothingWaiting(call:waiting:held:)`` when no such call waits; the work's failure.
    func release(_ call: String?) async throws(SpecHostError) -> [String] {
        guard let work = waitingWork else {
            throw .nothingWaiting(call: call, waiting: [], held: calls.heldCalls)
        }
        let released = calls.release(call)
        guard !released.isEmpty else {
            throw .nothingWaiting(call: call, waiting: calls.waitingCalls, held: calls.heldCalls)
        }
        await turn.wait()
        try take(work)
        return released
    }

    /// Ends the flow work: every call still waiting fails as abandoned, and the work it held up runs to its
    /// end.
    func abandon() async {
        while let work = waitingWork {
            guard !calls.abandonWaiting().isEmpty else {
                // Nothing to wake: the work cannot be waiting on a held call any more.
                waitingWork = nil
                return
            }
            await turn.wait()
            try? take(work)
        }
    }

    /// Refuses a verb while work waits for a held call.
    /// - Throws: ``SpecHostError/flowWaiting(waiting:)`` naming the calls that wait.
    func refuseWhileWaiting() throws(SpecHostError) {
        guard waitingWork != nil else { return }
        throw .flowWaiting(waiting: calls.waitingCalls)
    }

    /// Takes the turn back from `work`: keeps it while it waits for a held call, else forgets it and throws
    /// how it failed.
    private func take(_ work: SpecFlowWork) throws(SpecHostError) {
        onTurnBack()
        guard let result = work.result else {
            waitingWork = work
            return
        }
        waitingWork = nil
        try result.get()
    }
}
