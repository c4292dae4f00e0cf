/// Handlers called with each `Event`, in the order they were added, removable by the id adding returned.
/// The registry behind every event source of the cores and hosts (session events, announcements).
public struct ObserverList<Event> {
    private var observers: [(id: Int, handler: (Event) -> Void)] = []
    private var lastId = 0

    /// Creates a list without observers.
    public init() {}

    /// Adds `handler`, called with every event notified from now on.
    /// - Returns: An id that ``remove(_:)`` takes.
    public mutating func add(_ handler: @escaping (Event) -> Void) -> Int {
        lastId += 1
        observers.append((lastId, handler))
        return lastId
    }

    /// Removes the handler added under `id`; an unknown id changes nothing.
    public mutating func remove(_ id: Int) {
        observers.removeAll { $0.id == id }
    }

    /// Removes the handlers added under `ids` in one pass over the list (removing many one by one would
    /// take time in the square of their number); unknown ids change nothing.
    public mutating func remove(_ ids: some Sequence<Int>) {
        let removed = Set(ids)
        observers.removeAll { removed.contains($0.id) }
    }

    /// Calls every handler with `event`, in the order they were added.
    public func notify(_ event: Event) {
        for observer in observers {
            observer.handler(event)
        }
    }
}
