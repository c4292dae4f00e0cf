import Synchronization

/// The calls the service doubles of one spec scenario received, in order, and the calls the spec holds: what
/// `calls(...)`, `hold(...)` and `release()` work on in the DSL.
///
/// A double records each call of its service through ``record(_:)`` before it answers. When the spec held
/// that call, recording waits until ``release(_:)`` or ``abandonWaiting()``: meanwhile the app shows what it
/// shows while the call is under way (the loader, a disabled button), and the spec can look. Only calls a
/// double answers asynchronously can wait, so modules declare only those (``FlowModuleDeclaration/calls``).
///
/// Sendable: the flow's work and the spec reach the log from different tasks, the spec running while a held
/// call waits.
public final class ServiceCallLog: Sendable {
    private struct Waiting {
        let call: String
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct State {
        var calls: [ServiceCall] = []
        var held: [String] = []
        var waiting: [Waiting] = []
        var onWait: (@Sendable (String) -> Void)?
    }

    private let state = Mutex(State())

    /// Creates an empty log.
    public init() {}

    /// Every call recorded, oldest first.
    public var calls: [ServiceCall] {
        state.withLock { $0.calls }
    }

    /// The calls held but not made yet (`login.sign_in`), in the order held.
    public var heldCalls: [String] {
        state.withLock { $0.held }
    }

    /// The calls made while held, waiting for ``release(_:)``, oldest first.
    public var waitingCalls: [String] {
        state.withLock { $0.waiting.map(\.call) }
    }

    /// Makes the next call named `call` (`login.sign_in`) wait in ``record(_:)`` until released. Holding a
    /// call twice holds its next two calls.
    public func hold(_ call: String) {
        state.withLock { $0.held.append(call) }
    }

    /// Calls `handler` with the call's name each time a held call starts waiting, from the task that made the
    /// call, just before it suspends. The spec's host takes its turn then.
    public func onWait(_ handler: @escaping @Sendable (String) -> Void) {
        state.withLock { $0.onWait = handler }
    }

    /// Records `call`; when the spec held it, waits until it is released.
    ///
    /// Untyped `throws`: a double awaiting this as `throws(ServiceCallError)` crashed the optimizer in release
    /// builds (Swift 6.3.1, LLVM's coroutine splitting around the error value).
    /// - Throws: ``ServiceCallError/abandoned(call:)`` when the wait was abandoned instead.
    public func record(_ call: ServiceCall) async throws {
        let name = call.qualifiedName
        let mustWait = state.withLock { state in
            state.calls.append(call)
            guard let position = state.held.firstIndex(of: name) else { return false }
            state.held.remove(at: position)
            return true
        }
        guard mustWait else { return }
        do {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let handler = state.withLock { state in
                    state.waiting.append(Waiting(call: name, continuation: continuation))
                    return state.onWait
                }
                handler?(name)
            }
        } catch {
            throw ServiceCallError.abandoned(call: name)
        }
    }

    /// Lets the waiting calls named `call` answer, or every waiting call when nil.
    /// - Returns: The names of the calls released, oldest first.
    @discardableResult
    public func release(_ call: String? = nil) -> [String] {
        let released = state.withLock { state in
            let chosen = state.waiting.filter { call == nil || $0.call == call }
            state.waiting.removeAll { call == nil || $0.call == call }
            return chosen
        }
        for waiting in released {
            waiting.continuation.resume()
        }
        return released.map(\.call)
    }

    /// Fails every waiting call with ``ServiceCallError/abandoned(call:)``, so that nothing is left waiting when
    /// the app it belongs to goes away. Calls held but not made yet stay held.
    /// - Returns: The names of the calls that were waiting.
    @discardableResult
    public func abandonWaiting() -> [String] {
        let abandoned = state.withLock { state in
            defer { state.waiting.removeAll() }
            return state.waiting
        }
        for waiting in abandoned {
            waiting.continuation.resume(throwing: ServiceCallError.abandoned(call: waiting.call))
        }
        return abandoned.map(\.call)
    }
}
