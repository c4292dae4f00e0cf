import FlowScript
import FlowTooling

/// The events mode of `flowrun run`: starts the flow, applies every event in order, and stops at the
/// first that fails or cannot be read. The transcript, when asked for, is written step by step; without
/// one (and without a golden transcript to compare with), the screen the run ended on is printed.
///
/// Under `--watch` (with ``reloads``) an event that fails does not end the run: it is reported with the
/// screen the app shows then, and it and the events after it wait for the next reload, which replays them
/// all. Once the events are applied, the run reloads after every change of the scripts until it is
/// interrupted (Ctrl-C): without a transcript each reload prints the screen it reached; with one, each
/// reload writes its replay's transcript after the last one, numbered from its start again.
struct EventsRun {
    /// The flow and its driver; under `--watch`, the first session of ``reloads``' flow.
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
    /// Under `--watch`, the flow that reloads when its scripts change; else `nil`.
    var reloads: ReloadSource? = nil

    /// The session events go to: the one a `--watch` reload made last, or the only one.
    private var current: FlowSession {
        reloads?.session ?? session
    }

    /// Runs the flow on `events`, taking each event only once the one before it has been applied and its
    /// steps written, so that a stream's next line may depend on them; under `--watch`, then reloads after
    /// every change until the process ends.
    /// - Throws: ``RunFailure/flow(_:flowFile:)`` for the start or (without `--watch`) the event that failed,
    ///   after its error step was written; ``RunFailure/invalidEvents(_:)`` or
    ///   ``RunFailure/unreadableEvents(source:reason:)`` for a stream's line, after the events before it;
    ///   ``RunFailure/missingSecret(_:field:at:)`` for a placeholder nothing fills in;
    ///   ``RunFailure/unwritableOutput(path:reason:)`` when the transcript cannot be written,
    ///   ``RunFailure/unwritableScreen(reason:)`` when the final screen cannot; ``RunFailure/watch(_:)`` when
    ///   waiting for a change fails.
    func run(_ events: EventLines) async throws(RunFailure) {
        var events = events
        let driver = current.driver
        let launch = current.launch
        try await record { () async throws(FlowDriverError) in
            try await watchdog.watch("the flow's start") { () async throws(FlowDriverError) in
                _ = try await driver.start(launch)
            }
        }
        // The next line is read, and its secret asked for, outside the watchdog: waiting for a stream's line
        // or for a person to type is not the flow being stuck.
        var failed = false
        while let next = try next(from: &events) {
            let line = try resolve(next)
            if failed {
                reloads?.keep(ReplayEvent(event: line.event, location: line.location))
                continue
            }
            failed = try await !apply(line)
        }
        guard let reloads else {
            try showFinalScreen(current.driver.screen)
            return
        }
        try showFinalScreen((try? current.driver.currentScreen()) ?? current.driver.screen)
        while true {
            try await reloadWhenChanged(reloads)
        }
    }

    /// The next event of `events`; a line that cannot be read or parsed ends the run on the screen it
    /// reached, which is shown as after an event that fails.
    private func next(from events: inout EventLines) throws(RunFailure) -> FlowEventLine? {
        do {
            return try events.next()
        } catch {
            try showFinalScreen(current.driver.screen)
            throw error
        }
    }

    /// `line` with its secret filled in; a secret that cannot be had ends the run on the screen it reached.
    private func resolve(_ line: FlowEventLine) throws(RunFailure) -> FlowEventLine {
        do {
            return try secrets.resolve(line, on: current.driver.screen)
        } catch {
            try showFinalScreen(current.driver.screen)
            throw error
        }
    }

    /// Applies `line` under the watchdog and writes its steps. Under `--watch` an event that fails is
    /// reported and kept for the next reload; otherwise it ends the run.
    /// - Returns: Whether the event applied.
    private func apply(_ line: FlowEventLine) async throws(RunFailure) -> Bool {
        let driver = current.driver
        let event = ReplayEvent(event: line.event, location: line.location)
        guard let reloads else {
            try await record { () async throws(FlowDriverError) in
                try await send(line, to: driver)
            }
            return true
        }
        do {
            try await send(line, to: driver)
        } catch {
            Diagnostics.report(error.description)
            reloads.keep(event)
            try sink?.flush(driver.transcript)
            return false
        }
        reloads.record(event)
        try sink?.flush(driver.transcript)
        return true
    }

    /// Sends `line` to `driver` under the watchdog, labelled with the line and its masked event.
    private func send(_ line: FlowEventLine, to driver: FlowDriver) async throws(FlowDriverError) {
        let label = "\(line.location): \(QuotedText.quoted(driver.masked(line.event).description))"
        try await watchdog.watch(label) { () async throws(FlowDriverError) in
            _ = try await driver.send(line)
        }
    }

    /// Runs one step and writes what it recorded, the error step included when it fails.
    private func record(_ step: () async throws(FlowDriverError) -> Void) async throws(RunFailure) {
        let driver = current.driver
        do {
            try await step()
        } catch {
            try sink?.flush(driver.transcript)
            // Without a transcript, show where the run stopped: what the app shows now, which may
            // differ from the last good step's screen after a failed navigation.
            try showFinalScreen((try? driver.currentScreen()) ?? driver.screen)
            throw .flow(error, flowFile: current.flowPath)
        }
        try sink?.flush(driver.transcript)
    }

    /// Waits for the scripts to change, then reloads and shows how it went.
    private func reloadWhenChanged(_ reloads: ReloadSource) async throws(RunFailure) {
        _ = try reloads.waitForChange(orReadable: nil)
        guard let changes = reloads.takeChanges() else { return }
        let (outcome, cause) = try await reloads.reload(after: changes, restarting: sink)
        switch outcome {
        case .replayed(let count):
            Diagnostics.report(WatchMessages.replayed(events: count, cause: cause))
        case .diverged(let index, let total, let error):
            Diagnostics.report(WatchMessages.diverged(index: index, total: total, error: error.description, cause: cause))
        case .kept(let failure):
            Diagnostics.report(WatchMessages.kept(failure: failure.description, cause: cause))
            return
        }
        try showFinalScreen((try? current.driver.currentScreen()) ?? current.driver.screen)
    }

    /// Prints `screen` as the one the run ended on (or, under `--watch`, reached), when there is no
    /// transcript to tell it.
    private func showFinalScreen(_ screen: Screen?) throws(RunFailure) {
        if sink == nil, printsFinalScreen, let screen {
            try StandardOutput.writeScreen(renderer.render(screen))
        }
    }
}
