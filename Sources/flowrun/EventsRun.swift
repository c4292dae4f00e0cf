import FlowScript

/// The events mode of `flowrun run`: starts the flow, applies every event in order, and stops at the
/// first that fails. The transcript, when asked for, is written step by step; without one, the screen
/// the run ended on is printed.
struct EventsRun {
    /// The flow and its driver.
    let session: FlowSession
    /// Where the transcript goes, or `nil` when none was asked for.
    let sink: TranscriptSink?
    /// Draws the final screen when there is no transcript.
    let renderer: TerminalScreenRenderer
    /// Ends the run when the start or one event takes too long (a script stuck in a C function).
    let watchdog: WallClockWatchdog

    /// Runs the flow on `events`.
    /// - Throws: ``RunFailure/flow(_:flowFile:)`` for the start or event that failed, after its error step
    ///   was written; ``RunFailure/unwritableOutput(path:reason:)`` when the transcript cannot be written,
    ///   ``RunFailure/unwritableScreen(reason:)`` when the final screen cannot.
    func run(_ events: [FlowEventLine]) async throws(RunFailure) {
        let driver = session.driver
        try await record { () async throws(FlowDriverError) in
            try await watchdog.watch("the flow's start") { () async throws(FlowDriverError) in
                _ = try await driver.start(session.launch)
            }
        }
        for line in events {
            try await record { () async throws(FlowDriverError) in
                let event = line.event.masked(on: driver.screen)
                let label = "\(line.location): \(QuotedText.quoted(event.description))"
                try await watchdog.watch(label) { () async throws(FlowDriverError) in
                    _ = try await driver.send(line)
                }
            }
        }
        if sink == nil, let screen = driver.screen {
            try StandardOutput.writeScreen(renderer.render(screen))
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
            if sink == nil, let screen = (try? session.driver.currentScreen()) ?? session.driver.screen {
                try StandardOutput.writeScreen(renderer.render(screen))
            }
            throw .flow(error, flowFile: session.flowPath)
        }
        try sink?.flush(session.driver.transcript)
    }
}
