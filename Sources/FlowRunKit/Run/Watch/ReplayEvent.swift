import FlowScript

/// An event a `--watch` run applied, as a reload replays it: with the line of the events input it came from,
/// so that a replay that stops there names it, or none for an event typed in the terminal.
struct ReplayEvent {
    /// The event, its secure text filled in.
    let event: FlowEvent
    /// Where it was stated, when it came from an events input.
    let location: FlowEventLocation?

    /// Applies the event to `driver`, as the run first did.
    /// - Returns: The steps recorded.
    /// - Throws: ``FlowDriverError`` when the event does not apply now.
    @discardableResult
    func send(to driver: FlowDriver) async throws(FlowDriverError) -> [TranscriptStep] {
        if let location {
            try await driver.send(FlowEventLine(event: event, location: location))
        } else {
            try await driver.send(event)
        }
    }
}
