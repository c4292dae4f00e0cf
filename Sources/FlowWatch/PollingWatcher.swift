import Foundation

/// Watches a tree by listing it every ``interval`` and comparing each script's size, inode and modification
/// time with the listing before: the fallback where inotify cannot be used, and what `FLOWRUN_WATCH=poll`
/// asks for.
package final class PollingWatcher: FileWatching, @unchecked Sendable {
    /// How often the tree is listed unless told otherwise.
    package static let defaultInterval = Duration.milliseconds(100)

    /// What a script looks like in one listing; any difference is a change.
    private struct Fingerprint: Equatable {
        let inode: UInt
        let size: Int
        let seconds: Int
        let nanoseconds: Int
    }

    private let tree: WatchedTree
    private let signal: ReloadSignal
    private let interval: Duration
    private var thread: WatcherThread?

    // The watcher's state: set up before the thread starts, then touched by the thread alone (hence
    // `@unchecked Sendable`).
    /// Every script of the last listing.
    private var scripts: [String: Fingerprint] = [:]
    /// The roots that did not exist at the last listing.
    private var missingRoots: Set<String> = []
    private var debouncer: ChangeDebouncer

    /// Lists the tree now, so that a change made once this returns is seen, then starts the thread that lists
    /// it again every `interval`.
    /// - Parameters:
    ///   - tree: The folders to watch.
    ///   - signal: Where bursts of changes are posted.
    ///   - quietWindow: How long the tree must stay quiet before a burst is posted.
    ///   - interval: How often the tree is listed.
    /// - Throws: ``WatchError/systemCall(function:code:)`` when the thread's pipe cannot be made.
    package init(
        tree: WatchedTree, signal: ReloadSignal, quietWindow: Duration, interval: Duration = defaultInterval
    ) throws(WatchError) {
        self.tree = tree
        self.signal = signal
        self.interval = interval
        debouncer = ChangeDebouncer(quietWindow: quietWindow)
        (scripts, missingRoots) = Self.list(tree)
        thread = try WatcherThread(name: "flowrun --watch (polling)") { [self] thread in
            run(stoppedBy: thread.stopDescriptor)
        }
    }

    package func stop() {
        thread?.stop()
        thread = nil
    }

    /// Lists the tree every `interval` until stopped, posting each burst once the tree is quiet.
    private func run(stoppedBy stop: Int32) {
        var descriptor = pollfd(fd: stop, events: Int16(POLLIN), revents: 0)
        let clock = ContinuousClock()
        var nextListing = clock.now + interval
        while true {
            let deadline = min(nextListing, debouncer.timeLeft(at: clock.now).map { clock.now + $0 } ?? nextListing)
            let wait = max(.zero, deadline - clock.now)
            let (seconds, attoseconds) = wait.components
            let milliseconds = Int32(clamping: (seconds * 1_000_000_000 + attoseconds / 1_000_000_000 + 999_999) / 1_000_000)
            descriptor.revents = 0
            if poll(&descriptor, 1, milliseconds) > 0 {
                return
            }
            if clock.now >= nextListing {
                compare(with: Self.list(tree), at: clock.now)
                nextListing = clock.now + interval
            }
            if let burst = debouncer.takeBurst(at: clock.now) {
                signal.post(burst)
            }
        }
    }

    /// Notes every difference between the last listing and `listing`, which becomes the last.
    private func compare(
        with listing: (scripts: [String: Fingerprint], missingRoots: Set<String>), at now: ContinuousClock.Instant
    ) {
        for root in tree.roots {
            switch (missingRoots.contains(root), listing.missingRoots.contains(root)) {
            case (false, true): debouncer.note(.rootDisappeared(path: root), at: now)
            case (true, false): debouncer.note(.rootReappeared(path: root), at: now)
            default: break
            }
        }
        for path in Set(scripts.keys).union(listing.scripts.keys).sorted() where scripts[path] != listing.scripts[path] {
            debouncer.note(.changed(path: path), at: now)
        }
        (scripts, missingRoots) = listing
    }

    /// Every script under the tree's roots with its fingerprint, and the roots that do not exist.
    private static func list(_ tree: WatchedTree) -> (scripts: [String: Fingerprint], missingRoots: Set<String>) {
        var scripts: [String: Fingerprint] = [:]
        var missing: Set<String> = []
        for root in tree.roots {
            let folders = WatchedTree.folders(under: root)
            if folders.isEmpty {
                missing.insert(root)
            }
            for folder in folders {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
                for name in names where WatchedTree.isScript(named: name) {
                    let path = folder + "/" + name
                    var status = stat()
                    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { continue }
                    scripts[path] = Fingerprint(
                        inode: UInt(status.st_ino), size: Int(status.st_size), seconds: Int(status.st_mtim.tv_sec),
                        nanoseconds: Int(status.st_mtim.tv_nsec))
                }
            }
        }
        return (scripts, missing)
    }
}
