import Foundation

/// Watches a tree with Linux's inotify: a watch on every folder (not on the files, see ``WatchedTree``),
/// read on the watcher's own thread.
///
/// Folders created under a root get a watch as they appear. A root that disappears is reported and looked
/// for every ``missingRootInterval`` until it is back, when it is watched again and reported with a change.
package final class InotifyWatcher: FileWatching, @unchecked Sendable {
    /// How often a root that disappeared is looked for.
    package static let missingRootInterval = Duration.milliseconds(200)

    /// What a folder's watch reports: its entries written, created, deleted, renamed or touched, and the folder
    /// itself deleted or renamed. Not `IN_MODIFY`: a write is reported once, when the file is closed.
    private static let mask = UInt32(IN_CLOSE_WRITE) | UInt32(IN_ATTRIB) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
        | UInt32(IN_MOVED_FROM) | UInt32(IN_MOVED_TO) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
        | UInt32(IN_ONLYDIR) | UInt32(IN_DONT_FOLLOW)

    private let tree: WatchedTree
    private let signal: ReloadSignal
    /// The inotify instance; closed by ``stop()``.
    private let inotify: Int32
    private var thread: WatcherThread?

    // The watcher's state: set up before the thread starts, then touched by the thread alone (hence
    // `@unchecked Sendable`).
    /// Each watch's folder.
    private var folders: [Int32: String] = [:]
    /// The roots that do not exist now.
    private var missingRoots: Set<String> = []
    private var debouncer: ChangeDebouncer

    /// Watches every folder of `tree` now, so that a change made once this returns is seen, then starts the
    /// thread that reads the watches.
    /// - Parameters:
    ///   - tree: The folders to watch.
    ///   - signal: Where bursts of changes are posted.
    ///   - quietWindow: How long the tree must stay quiet before a burst is posted.
    /// - Throws: ``WatchError/systemCall(function:code:)`` when inotify cannot be used (a kernel without it, the
    ///   limit of instances reached), or a root cannot be watched for another reason than its absence.
    package init(tree: WatchedTree, signal: ReloadSignal, quietWindow: Duration) throws(WatchError) {
        self.tree = tree
        self.signal = signal
        debouncer = ChangeDebouncer(quietWindow: quietWindow)
        inotify = inotify_init1(Int32(IN_NONBLOCK) | Int32(IN_CLOEXEC))
        guard inotify >= 0 else {
            throw .systemCall(function: "inotify_init1", code: errno)
        }
        for root in tree.roots {
            guard WatchedTree.isFolder(root) else {
                missingRoots.insert(root)
                continue
            }
            if let code = watchFolders(under: root) {
                close(inotify)
                throw .systemCall(function: "inotify_add_watch", code: code)
            }
        }
        do {
            thread = try WatcherThread(name: "flowrun --watch") { [self] thread in
                run(stoppedBy: thread.stopDescriptor)
            }
        } catch {
            close(inotify)
            throw error
        }
    }

    package func stop() {
        guard let thread else { return }
        thread.stop()
        self.thread = nil
        close(inotify)
    }

    // MARK: - The thread

    /// Reads the watches until stopped, posting each burst once the tree is quiet.
    private func run(stoppedBy stop: Int32) {
        var descriptors = [pollfd(fd: inotify, events: Int16(POLLIN), revents: 0), pollfd(fd: stop, events: Int16(POLLIN), revents: 0)]
        let clock = ContinuousClock()
        while true {
            var timeout = debouncer.timeLeft(at: clock.now).map(Self.milliseconds)
            if !missingRoots.isEmpty {
                timeout = min(timeout ?? Int32.max, Self.milliseconds(Self.missingRootInterval))
            }
            descriptors[0].revents = 0
            descriptors[1].revents = 0
            let count = poll(&descriptors, 2, timeout ?? -1)
            if count < 0, errno != EINTR {
                return
            }
            if descriptors[1].revents != 0 {
                return
            }
            if descriptors[0].revents != 0 {
                readEvents(at: clock.now)
            }
            lookForMissingRoots(at: clock.now)
            if let burst = debouncer.takeBurst(at: clock.now) {
                signal.post(burst)
            }
        }
    }

    /// Reads what the watches report and notes the changes that matter.
    private func readEvents(at now: ContinuousClock.Instant) {
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            guard count > 0 else { return }
            buffer.withUnsafeBytes { bytes in
                var offset = 0
                // Each record is a struct inotify_event (wd, mask, cookie, len: 16 bytes) followed by `len` bytes
                // of name, NUL-padded.
                while offset + 16 <= count {
                    let descriptor = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                    let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                    let length = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                    let nameBytes = bytes[(offset + 16)..<min(count, offset + 16 + length)]
                    let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                    handle(descriptor: descriptor, mask: mask, name: name, at: now)
                    offset += 16 + length
                }
            }
        }
    }

    /// Notes what one inotify record means for the flow.
    private func handle(descriptor: Int32, mask: UInt32, name: String, at now: ContinuousClock.Instant) {
        if mask & UInt32(IN_Q_OVERFLOW) != 0 {
            // Records were lost: something changed, which is all a reload needs to know.
            for root in tree.roots where !missingRoots.contains(root) {
                debouncer.note(.changed(path: root), at: now)
            }
            return
        }
        guard let folder = folders[descriptor] else { return }
        if mask & UInt32(IN_IGNORED) != 0 {
            folders[descriptor] = nil
            return
        }
        if mask & (UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)) != 0 {
            if tree.roots.contains(folder) {
                unwatchFolders(under: folder)
                missingRoots.insert(folder)
                debouncer.note(.rootDisappeared(path: folder), at: now)
            }
            return
        }
        let path = folder + "/" + name
        if mask & UInt32(IN_ISDIR) != 0 {
            guard WatchedTree.isWatchedFolder(named: name) else { return }
            if mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0 {
                _ = watchFolders(under: path)
            } else if mask & UInt32(IN_MOVED_FROM) != 0 {
                // A folder renamed away keeps its watch, on the folder's new place: drop it.
                unwatchFolders(under: path)
            }
            if mask & UInt32(IN_ATTRIB) == 0 {
                debouncer.note(.changed(path: path), at: now)
            }
        } else if WatchedTree.isScript(named: name) {
            debouncer.note(.changed(path: path), at: now)
        }
    }

    /// Watches the roots that are back.
    private func lookForMissingRoots(at now: ContinuousClock.Instant) {
        for root in missingRoots where WatchedTree.isFolder(root) {
            missingRoots.remove(root)
            _ = watchFolders(under: root)
            debouncer.note(.rootReappeared(path: root), at: now)
        }
    }

    /// Watches `folder` and the folders under it.
    /// - Returns: The `errno` of the first watch that could not be added for another reason than the folder
    ///   being gone already; `nil` when every folder is watched.
    private func watchFolders(under folder: String) -> Int32? {
        var failure: Int32?
        for path in WatchedTree.folders(under: folder) {
            let descriptor = inotify_add_watch(inotify, path, Self.mask)
            if descriptor >= 0 {
                folders[descriptor] = path
            } else if errno != ENOENT, errno != ENOTDIR, failure == nil {
                failure = errno
            }
        }
        return failure
    }

    /// Removes the watches of `folder` and of the folders under it.
    private func unwatchFolders(under folder: String) {
        for (descriptor, path) in folders where WatchedTree.path(path, isInside: folder) {
            inotify_rm_watch(inotify, descriptor)
            folders[descriptor] = nil
        }
    }

    /// `duration` in whole milliseconds, rounded up so a wait never ends before the deadline, for `poll`.
    private static func milliseconds(_ duration: Duration) -> Int32 {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds * 1_000_000_000 + attoseconds / 1_000_000_000
        return Int32(clamping: (nanoseconds + 999_999) / 1_000_000)
    }
}
