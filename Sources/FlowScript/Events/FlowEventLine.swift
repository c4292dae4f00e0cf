/// An event together with the line that stated it.
public struct FlowEventLine: Equatable, Sendable {
    /// The parsed event.
    public var event: FlowEvent
    /// Where the line is.
    public var location: FlowEventLocation

    /// Creates an event line.
    public init(event: FlowEvent, location: FlowEventLocation) {
        self.event = event
        self.location = location
    }
}
