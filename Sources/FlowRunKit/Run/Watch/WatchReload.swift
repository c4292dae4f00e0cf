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
    /// launch before the reload goes on, on the screen it showed.
    case kept(RunFailure)

    /// How the reload that returned `update` went.
    /// - Parameter flowPath: The flow's path as given, for failures whose message has no script location.
    init(_ update: FlowPlayerUpdate, flowPath: String) {
        switch update.failure {
        case nil:
            self = .replayed(events: update.appliedEvents)
        case .diverged(let index, let total, let error)?:
            self = .diverged(index: index, total: total, error: error)
        case let failure?:
            self = .kept(RunFailure(failure, flowFile: flowPath))
        }
    }
}
