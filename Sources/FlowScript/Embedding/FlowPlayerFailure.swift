import FlowStore

/// Why a ``FlowPlayer`` step failed, with its cause kept: a UI renders it once, where it shows it (its
/// ``description`` is the one-line message the terminal and the studio show). The player keeps going: after a
/// failure it still shows the last screen that rendered (``FlowPlayerUpdate/screen``), as `--watch` does.
public enum FlowPlayerFailure: Error, Sendable, CustomStringConvertible {
    /// The flow did not load (a syntax error names its file and line) or a module did not launch.
    case load(FlowLaunchError)
    /// The state could not be copied for a new launch.
    case state(AppStateStoreError)
    /// The flow's start failed.
    case start(FlowDriverError)
    /// The event failed; the app shows what it shows after the failure.
    case event(FlowDriverError)
    /// The input names nothing on the screen.
    case input(FlowPlayerInputError)
    /// A replay after a reload stopped at event `index` (counting from 0) of the `total` applied, which no
    /// longer applies; the next reload replays all of them again.
    case diverged(index: Int, total: Int, error: FlowDriverError)

    /// Whether the scripts did not load (a syntax or load error): the launch that was running goes on.
    public var isLoadError: Bool {
        if case .load = self { return true }
        return false
    }

    /// One message, as the terminal shows it.
    public var description: String {
        switch self {
        case .load(let error): error.description
        case .state(let error): "the starting state could not be copied: \(error)"
        case .start(let error): error.description
        case .event(let error): error.description
        case .input(let error): error.description
        case .diverged(let index, let total, let error):
            "the replay stopped at event \(index + 1) of \(total): \(error.description)"
        }
    }
}
