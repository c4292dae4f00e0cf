import FlowScript

extension RunFailure {
    /// The run failure a ``FlowPlayer``'s start failure ends `flowrun run` with, the same as a session started
    /// by hand: a load error exits 2 with its file and line, a failed start or a script out of memory while it
    /// ran exits 1.
    /// - Parameters:
    ///   - failure: Why the player's step failed.
    ///   - flowFile: The flow's path as given, for failures whose message has no script location.
    init(_ failure: FlowPlayerFailure, flowFile: String) {
        switch failure {
        case .load(.module(let error)):
            self = .module(error)
        case .load(.script(let error)):
            self = .script(error)
        case .state(let error):
            self = .state(error)
        case .start(let error), .event(let error), .diverged(_, _, let error):
            self = .flow(error, flowFile: flowFile)
        case .input(let error):
            // Only a step that names something on the screen fails this way: no start does.
            self = .flow(.startFailed(problems: [.failed(error)]), flowFile: flowFile)
        }
    }
}
