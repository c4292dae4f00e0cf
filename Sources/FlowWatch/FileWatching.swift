import Foundation

/// Watches a ``WatchedTree`` on a thread of its own and posts each burst of changes, once the tree has been
/// quiet for a moment (``ChangeDebouncer``), to a ``ReloadSignal``. It never touches the flow: the run
/// reloads on its own thread when the signal says so.
package protocol FileWatching: AnyObject {
    /// Stops the watcher's thread and releases what it holds; nothing is posted once it returns.
    func stop()
}

/// Picks the watcher for `--watch`.
package enum FileWatchers {
    /// The quiet time that ends an editor's save burst: far more than the few milliseconds between a save's
    /// steps, little enough that the reload feels immediate.
    package static let quietWindow = Duration.milliseconds(50)

    /// Starts the platform's change notification (inotify) over `tree`, or a ``PollingWatcher`` when it is not
    /// available or `FLOWRUN_WATCH=poll` asks for one.
    /// - Parameters:
    ///   - tree: The folders to watch.
    ///   - signal: Where bursts of changes are posted.
    ///   - environment: The process's environment, read for `FLOWRUN_WATCH`.
    ///   - report: Told why inotify is not used, when it should have been.
    /// - Throws: ``WatchError`` when no watcher can be started.
    package static func start(
        _ tree: WatchedTree, signal: ReloadSignal, environment: [String: String], report: (String) -> Void
    ) throws(WatchError) -> any FileWatching {
        if environment["FLOWRUN_WATCH"] != "poll" {
            do {
                return try InotifyWatcher(tree: tree, signal: signal, quietWindow: quietWindow)
            } catch {
                let interval = PollingWatcher.defaultInterval.components.attoseconds / 1_000_000_000_000_000
                report("--watch: \(error); checking the scripts for changes every \(interval) ms instead")
            }
        }
        return try PollingWatcher(tree: tree, signal: signal, quietWindow: quietWindow)
    }
}
