import Synchronization

/// The hand-off between a scenario's spec and its flow's work when the work runs in a task of its own
/// (``SpecFlowWork``): the spec waits for its turn, which the work gives back when it ends or when a call
/// the spec held starts waiting. A signal given before anyone waits is kept for the next wait.
final class SpecTurn: Sendable {
    private struct State {
        var signaled = false
        var waiter: CheckedContinuation<Void, Never>?
    }

    private let state = Mutex(State())

    /// Gives the turn to the waiter, or keeps it for the next ``wait()``.
    func signal() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let waiter = state.waiter else {
                state.signaled = true
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume()
    }

    /// Returns once the turn is given: at once when it was given since the last wait.
    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let ready = state.withLock { state -> Bool in
                if state.signaled {
                    state.signaled = false
                    return true
                }
                state.waiter = continuation
                return false
            }
            if ready {
                continuation.resume()
            }
        }
    }
}
