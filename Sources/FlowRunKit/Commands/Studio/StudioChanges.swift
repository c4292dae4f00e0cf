import FlowStudio
import FlowWatch
import Foundation

/// Passes the watcher's changes to the studio: each post reloads every session, on the sessions' own threads.
final class StudioChanges: @unchecked Sendable {
    private let server: StudioServer
    private let lock = NSLock()
    private var stored: ReloadSignal?

    /// Reloads `server`'s sessions on each change.
    init(server: StudioServer) {
        self.server = server
    }

    /// The signal the watcher posts to, set once made (it is made with this object's ``reload()``).
    var signal: ReloadSignal? {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }

    /// Takes the changes posted and reloads the sessions; called on the watcher's thread.
    func reload() {
        let changes = signal?.take() ?? []
        guard !changes.isEmpty else { return }
        server.scriptsChanged(notice: WatchMessages.cause(of: changes))
    }
}
