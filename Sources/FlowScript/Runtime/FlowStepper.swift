/// One launch's steps, each under the wall-clock watchdog when there is one: the part of a step that every client
/// of the engine shares (``FlowPlayer``, spec scenarios, explore), so that a stuck start or event is named the
/// same way in every overrun report (`the flow's start`, `run.events:3: 'tap Search'`).
public struct FlowStepper {
    /// The driver the steps go to.
    public let driver: FlowDriver
    /// Reports a step still running past its limit; `nil` for none.
    public let watchdog: WallClockWatchdog?

    /// Creates a stepper over `driver`.
    /// - Parameters:
    ///   - driver: The launch's driver.
    ///   - watchdog: Watches each step (`--time-limit`); `nil` for none.
    public init(driver: FlowDriver, watchdog: WallClockWatchdog? = nil) {
        self.driver = driver
        self.watchdog = watchdog
    }

    /// Starts the flow through ``FlowDriver/start(_:)``, watched as `the flow's start`.
    /// - Parameter launch: The flow's start (``FlowLaunch/start``).
    /// - Returns: The steps recorded.
    /// - Throws: What the driver throws.
    @discardableResult
    public func start(_ launch: () async throws -> Void) async throws(FlowDriverError) -> [TranscriptStep] {
        try await watched("the flow's start") { () async throws(FlowDriverError) in try await driver.start(launch) }
    }

    /// Sends `event` through ``FlowDriver/send(_:line:)``, or with its place in an events input when it came from
    /// one (errors then name the input and line).
    /// - Parameters:
    ///   - event: The event.
    ///   - location: Where an events input stated it, or `nil`.
    ///   - label: What an overrun report calls the step; by default ``label(for:at:)``.
    /// - Returns: The steps recorded.
    /// - Throws: What the driver throws.
    @discardableResult
    public func send(
        _ event: FlowEvent, at location: FlowEventLocation? = nil, label: String? = nil
    ) async throws(FlowDriverError) -> [TranscriptStep] {
        try await watched(label ?? self.label(for: event, at: location)) { () async throws(FlowDriverError) in
            if let location {
                try await driver.send(FlowEventLine(event: event, location: location))
            } else {
                try await driver.send(event)
            }
        }
    }

    /// What an overrun report calls the step that sends `event`: the masked event, after the line that stated it
    /// when there is one (`run.events:3: 'tap Search'`).
    public func label(for event: FlowEvent, at location: FlowEventLocation?) -> String {
        let masked = driver.masked(event).description
        guard let location else { return masked }
        return "\(location): \(QuotedText.quoted(masked))"
    }

    private func watched<Result>(
        _ label: String, _ work: () async throws(FlowDriverError) -> Result
    ) async throws(FlowDriverError) -> Result {
        guard let watchdog else { return try await work() }
        return try await watchdog.watch(label, work)
    }
}
