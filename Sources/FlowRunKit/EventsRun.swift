import FlowScript
import FlowTerminal

/// The events mode of `flowrun run`: starts the flow, applies every event in order, and stops at the
/// first that fails or cannot be read. The transcript, when asked for, is written step by step; without
/// one (and without a golden transcript to compare with), the screen the run ended on is printed.
struct EventsRun {
    /// The flow and its driver.
    let session: FlowSession
    /// Where the transcript goes, or `nil` when none was asked for.
    let sink: TranscriptSink?
    /// Draws the final screen when there is no transcript.
    let renderer: TerminalScreenRenderer
    /// Ends the run when the start or one event takes too long (a script stuck in a C function).
    let watchdog: WallClockWatchdog
    /// Fills in the secrets that recorded events hold placeholders for.
    let secrets: SecretResolver
    /// Whether the final screen is printed when there is no transcript: not when the run is compared with
    /// a golden transcript, whose verdict is the output.
    let printsFinalScreen: Bool

    /// Runs the flow on `events`, taking each event only once the one before it has been applied and its
    /// steps written, so that a stream's next line may depend on them.
    /// - Throws: ``RunFailure/flow(_:flowFile:)`` for the start or event that failed, after its error step
    ///   was written; ``RunFailure/invalidEvents(_:)`` or ``RunFailure/unreadableEvents(source:reason:)``
    ///   for a stream's line, after the events before it; ``RunFailure/missingSecret(_:field:at:)`` for a
    ///   placeholder nothing fills in; ``RunFailure/unwritableOutput(path:reason:)``
    ///   when the transcript cannot be written, ``RunFailure/unwritableScreen(reason:)`` when the final
    ///   screen cannot.
    func run(_ events: EventLines) async throws(RunFailure) {
        var events = events
        let driver = session.driver
        try await record { () async throws(FlowDriverError) in
            try await watchdog.watch("the flow's start") { () async throws(FlowDriverError) in
                _ = try await driver.start(session.launch)
            }
        }
        // The next line is read, and its secret asked for, outside the watchdog: waiting for a stream's line
        // or for a person to type is not the flow being stuck.
        while let next = try next(from: &events) {
            let line = try resolve(next)
            try await record { () async throws(FlowDriverError) in
                let event = driver.masked(line.event)
                let label = "\(line.location): \(QuotedText.quoted(event.description))"
                try await watchdog.watch(label) { () async throws(FlowDriverError) in
                    _ = try await driver.send(line)
                }
            }
        }
        try showFinalScreen(driver.screen)
    }

    /// The next event of `events`; a line that cannot be read or parsed ends the run on the screen it
    /// reached, which is shown as after an event that fails.
    private func next(from events: inout EventLines) throws(RunFailure) -> FlowEventLine? {
        do {
            return try events.next()
        } catch {
            try showFinalScreen(session.driver.screen)
            throw error
        }
    }

    /// `line` with its secret filled in; a secret that cannot be had ends the run on the screen it reached.
    private func resolve(_ line: FlowEventLine) throws(RunFailure) -> FlowEventLine {
        do {
            return try secrets.resolve(line, on: session.driver.screen)
        } catch {
            try showFinalScreen(session.driver.screen)
            throw error
        }
    }

    /// Runs one step and writes what it recorded, the error step included when it fails.
    private func record(_ step: () async throws(FlowDriverError) -> Void) async throws(RunFailure) {
        do {
            try await step()
        } catch {
            try sink?.flush(session.driver.transcript)
            // Without a transcript, show where the run stopped: what the app shows now, which may
            // differ from the last good step's screen after a failed navigation.
            try showFinalScreen((try? session.driver.currentScreen()) ?? session.driver.screen)
            throw .flow(error, flowFile: session.flowPath)
        }
        try sink?.flush(session.driver.transcript)
    }

    /// Prints `screen` as the one the run ended on, when there is no transcript to tell it.
    private func showFinalScreen(_ screen: Screen?) throws(RunFailure) {
        if sink == nil, printsFinalScreen, let screen {
            try StandardOutput.writeScreen(renderer.render(screen))
        }
    }
}
