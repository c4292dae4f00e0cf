/// Why a ``FlowPlayer`` step failed. The player keeps going: after a failure it still shows the last screen
/// that rendered (``FlowPlayerUpdate/screen``), as `--watch` does.
public enum FlowPlayerFailure: Error, CustomStringConvertible {
    /// The flow did not load (a syntax error names its file and line) or a module did not launch.
    case load(FlowLaunchError)
    /// The state could not be copied for a new launch.
    case state(any Error)
    /// The flow's start failed.
    case start(FlowDriverError)
    /// The event failed; the app shows what it shows after the failure.
    case event(FlowDriverError)
    /// The input names nothing on the screen.
    case input(FlowPlayerInputError)
    /// A replay after a reload stopped at an event that no longer applies.
    case diverged(index: Int, total: Int, error: FlowDriverError)

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
