/// The failure a spec planned (``PlannedFailure``): its message is what the app's screen shows.
public struct PlannedFailureError: Error, CustomStringConvertible, Equatable {
    /// The spec's message.
    public let description: String
}
