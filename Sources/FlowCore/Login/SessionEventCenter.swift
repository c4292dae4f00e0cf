import FlowBase
/// A `SessionEventPublishing` that forwards each event to the observers added to it, in the
/// order they were added. One instance per app (or per scenario), passed to whoever needs it.
public final class SessionEventCenter: SessionEventPublishing {
    private var observers = ObserverList<SessionEvent>()

    /// Creates a center without observers.
    public init() {}

    /// Calls `handler` with every event published from now on.
    /// - Parameter handler: What to run for each event.
    /// - Returns: An id that `removeObserver(_:)` takes.
    @discardableResult
    public func addObserver(_ handler: @escaping (SessionEvent) -> Void) -> Int {
        observers.add(handler)
    }

    /// Stops calling the observer added under `id`.
    /// - Parameter id: The id `addObserver(_:)` returned.
    public func removeObserver(_ id: Int) {
        observers.remove(id)
    }

    /// Calls every observer with `event`.
    /// - Parameter event: What changed.
    public func publish(_ event: SessionEvent) {
        observers.notify(event)
    }
}
