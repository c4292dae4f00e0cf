import FlowScript

/// The events of a run, handed out in order: those of a regular file, all parsed before the first one runs,
/// or those of a stream, each parsed when its line arrives.
enum EventLines {
    /// The events of a file read and parsed whole, from the next one on.
    case parsed(ArraySlice<FlowEventLine>)
    /// A stream read line by line.
    case stream(EventStream)

    /// The next event, waiting for a stream's next line; `nil` when there are no more.
    /// - Throws: ``RunFailure/invalidEvents(_:)`` or ``RunFailure/unreadableEvents(source:reason:)`` for a
    ///   stream's line that is not an event or cannot be read.
    mutating func next() throws(RunFailure) -> FlowEventLine? {
        switch self {
        case .parsed(var events):
            let event = events.popFirst()
            self = .parsed(events)
            return event
        case .stream(let stream):
            return try stream.next()
        }
    }
}
