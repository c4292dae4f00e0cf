/// The studio's open sessions: at most ``limit`` at once, each closed once idle for ``idleTimeout``, and all
/// reloaded when the scripts change.
actor StudioRegistry {
    /// An open session and how to reach its tab.
    private struct Entry {
        let session: StudioSession
        var lastUsed: ContinuousClock.Instant
        let send: @Sendable (StudioServerMessage) async -> Void
        let close: @Sendable (String) async -> Void
    }

    /// How many sessions may be open at once.
    let limit: Int
    /// How long a session may go without a message before it is closed.
    let idleTimeout: Duration
    private var entries: [Int: Entry] = [:]
    private var lastID = 0
    private let clock = ContinuousClock()

    /// Creates an empty registry.
    init(limit: Int, idleTimeout: Duration) {
        self.limit = limit
        self.idleTimeout = idleTimeout
    }

    /// How many sessions are open.
    var count: Int { entries.count }

    /// Opens a session for a new tab, or refuses at the limit.
    /// - Parameters:
    ///   - make: Makes the session with its number.
    ///   - send: Sends the tab a message.
    ///   - close: Closes the tab's connection, saying why.
    /// - Throws: ``StudioRefusal/tooManySessions(limit:)``.
    func open(
        _ make: (Int) -> StudioSession, send: @escaping @Sendable (StudioServerMessage) async -> Void,
        close: @escaping @Sendable (String) async -> Void
    ) throws(StudioRefusal) -> StudioSession {
        guard entries.count < limit else { throw .tooManySessions(limit: limit) }
        lastID += 1
        let session = make(lastID)
        entries[lastID] = Entry(session: session, lastUsed: clock.now, send: send, close: close)
        return session
    }

    /// Notes that the tab of session `id` sent a message.
    func touch(_ id: Int) {
        entries[id]?.lastUsed = clock.now
    }

    /// Forgets session `id` and closes it (its tab went away, or its script is stuck).
    func remove(_ id: Int) async {
        guard let entry = entries.removeValue(forKey: id) else { return }
        await entry.session.close()
    }

    /// Closes the sessions idle for longer than ``idleTimeout``.
    /// - Returns: How many were closed.
    @discardableResult
    func closeIdle() async -> Int {
        let now = clock.now
        let idle = entries.filter { now - $0.value.lastUsed > idleTimeout }
        for (id, entry) in idle {
            entries[id] = nil
            await entry.close("closed after \(idleTimeout) without use; reload the page for a new session")
            await entry.session.close()
        }
        return idle.count
    }

    /// Reloads every session and sends each tab what its replay reached.
    func reloadAll(notice: String) async {
        for entry in entries.values {
            let session = entry.session
            let send = entry.send
            // Each session reloads on its own thread, side by side.
            Task {
                guard let message = await session.reload(notice: notice) else { return }
                await send(message)
            }
        }
    }
}
