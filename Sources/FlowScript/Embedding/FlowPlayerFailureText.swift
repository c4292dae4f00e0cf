/// A ``FlowPlayerFailure`` as an update carries it across actors: its kind and its message, rendered once.
public struct FlowPlayerFailureText: Sendable, Equatable {
    /// Whether the scripts did not load (a syntax or load error), which keeps the session that was running.
    public let isLoadError: Bool
    /// The failure's message, naming the file and line where the flow gave one.
    public let message: String

    /// Renders `failure`.
    public init(_ failure: FlowPlayerFailure) {
        if case .load = failure {
            isLoadError = true
        } else {
            isLoadError = false
        }
        message = failure.description
    }
}
