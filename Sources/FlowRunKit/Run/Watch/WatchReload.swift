import FlowScript

/// How a reload of a `--watch` run went.
enum WatchReload {
    /// The scripts loaded, the flow started and every event of the history applied again: the run goes on
    /// from the same place, in the new scripts.
    case replayed(events: Int)
    /// The scripts loaded and the flow started, but the event at `index` (counting from 0) of the `total` no
    /// longer applies: the run goes on from the screen the replay stopped on. The next reload replays the
    /// whole history again, unless an event applied in between has replaced what followed.
    case diverged(index: Int, total: Int, error: FlowDriverError)
    /// The scripts did not load, or the flow's start failed (`failure` says which, with the file and line): the
    /// session before the reload goes on, on the screen it showed.
    case kept(RunFailure)
}
