import FlowBase

/// Everything the app announced, in order, with observers called as each announcement is made.
///
/// The driver takes the announcements made during each step for the transcript (``takeNew()``); specs
/// read the whole history (``all``); the Lua layer adds an observer per `app.events.on`.
public final class AnnouncementLog {
    /// Every announcement made, oldest first.
    public private(set) var all: [Announcement] = []

    private var unreported = 0
    private var observers = ObserverList<Announcement>()

    /// Creates an empty log.
    public init() {}

    /// Records `announcement` and calls every observer with it, in the order they were added.
    public func announce(_ announcement: Announcement) {
        all.append(announcement)
        unreported += 1
        observers.notify(announcement)
    }

    /// Calls `handler` with every announcement made from now on.
    /// - Returns: An id that ``removeObserver(_:)`` takes.
    @discardableResult
    public func addObserver(_ handler: @escaping (Announcement) -> Void) -> Int {
        observers.add(handler)
    }

    /// Stops calling the observer added under `id`.
    public func removeObserver(_ id: Int) {
        observers.remove(id)
    }

    /// Stops calling the observers added under `ids`, in one pass.
    public func removeObservers(_ ids: [Int]) {
        observers.remove(ids)
    }

    /// The announcements made since the previous call, oldest first.
    public func takeNew() -> [Announcement] {
        defer { unreported = 0 }
        return Array(all.suffix(unreported))
    }
}
