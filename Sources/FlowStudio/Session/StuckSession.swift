import Foundation

/// The number of the session a watchdog watches, set once the session is open (the watchdog is made first).
final class StuckSession: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Int?

    /// The session's number, once open.
    var id: Int? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
