import FlowCore

/// Records every published session event, in order.
final class SessionEventPublishingSpy: SessionEventPublishing {
    private(set) var events: [SessionEvent] = []

    func publish(_ event: SessionEvent) {
        events.append(event)
    }
}
