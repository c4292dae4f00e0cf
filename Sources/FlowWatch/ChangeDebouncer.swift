/// Gathers a burst of changes into one report, made once nothing has changed for ``quietWindow``.
///
/// An editor's save is several changes in a few milliseconds (a temporary file written and renamed over the
/// script, a backup made and removed, the file deleted and created again): reloading on the first would read
/// a script half saved, or missing.
package struct ChangeDebouncer {
    /// How long the tree must stay quiet before a burst is reported.
    package let quietWindow: Duration
    /// The burst so far, each change once, in the order first seen.
    private var pending: [WatchChange] = []
    /// When the last change of the burst was seen.
    private var lastChange: ContinuousClock.Instant?

    /// Creates a debouncer that waits `quietWindow` after the last change of a burst.
    package init(quietWindow: Duration) {
        self.quietWindow = quietWindow
    }

    /// Adds `change`, seen at `now`, to the burst, which then lasts until `quietWindow` after `now`.
    package mutating func note(_ change: WatchChange, at now: ContinuousClock.Instant) {
        if !pending.contains(change) {
            pending.append(change)
        }
        lastChange = now
    }

    /// How long until the burst is over, zero when it is; `nil` when no change is pending.
    package func timeLeft(at now: ContinuousClock.Instant) -> Duration? {
        guard let lastChange else { return nil }
        return max(.zero, lastChange + quietWindow - now)
    }

    /// The burst's changes when the tree has been quiet for `quietWindow` at `now`, emptying the burst; `nil`
    /// while the burst goes on or when nothing changed.
    package mutating func takeBurst(at now: ContinuousClock.Instant) -> [WatchChange]? {
        guard timeLeft(at: now) == .zero else { return nil }
        defer {
            pending = []
            lastChange = nil
        }
        return pending
    }
}
