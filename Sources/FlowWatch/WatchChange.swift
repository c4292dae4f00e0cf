/// What a ``FileWatching`` watcher saw in the tree it watches.
package enum WatchChange: Hashable, Sendable {
    /// A script was written, created, deleted or renamed, or a folder under a root was created or removed.
    case changed(path: String)
    /// A watched root folder disappeared (deleted, or renamed away); the watcher looks for it to come back.
    case rootDisappeared(path: String)
    /// A root that had disappeared is there again, and watched again.
    case rootReappeared(path: String)
}
