import FlowScript
import FlowTerminal
import FlowWatch

/// The events mode of `flowrun run --watch`: applies the events as ``EventsRun`` does, then watches the scripts
/// and, after each change, reloads the flow and replays every event, until the run is interrupted (Ctrl-C).
///
/// An event that fails does not end the run: it is reported with the screen the app shows then, and it and
/// the events after it wait for the next reload, which replays them all. Without a transcript each reload
/// prints the screen it reached; with one, each reload writes its replay's transcript after the last one,
/// numbered from its start again.
struct WatchEventsRun {
    /// The flow, its session and the events to replay.
    let flow: WatchedFlow
    /// Tells when the scripts changed.
    let signal: ReloadSignal
    /// Where the transcript goes, or `nil` when none was asked for.
    let sink: TranscriptSink?
    /// Draws the screens when there is no transcript.
    let renderer: TerminalScreenRenderer
    /// Fills in the secrets that recorded events hold placeholders for.
    let secrets: SecretResolver
    /// Ends the run when one event is stuck (the flow's start and replays are watched by ``flow``).
    let watchdog: WallClockWatchdog

    /// Applies `events`, shows where they led, then reloads after every change until the process ends.
    /// - Throws: What ends an events run before its events are applied: ``RunFailure/flow(_:flowFile:)`` for a
    ///   start that fails, ``RunFailure/invalidEvents(_:)``, ``RunFailure/unreadableEvents(source:reason:)``,
    ///   ``RunFailure/missingSecret(_:field:at:)``; and at any time ``RunFailure/unwritableOutput(path:reason:)``
    ///   or ``RunFailure/unwritableScreen(reason:)`` for output that cannot be written,
    ///   ``RunFailure/watch(_:)`` when waiting for a change fails.
    func run(_ events: EventLines) async throws(RunFailure) {
        do {
            _ = try await flow.start()
        } catch {
            try sink?.flush(flow.session.driver.transcript)
            try showScreen()
            throw .flow(error, flowFile: flow.session.flowPath)
        }
        try sink?.flush(flow.session.driver.transcript)
        try await applyAll(events)
        try showScreen()
        while true {
            try await reloadWhenChanged()
        }
    }

    /// Applies the events in order until one fails, which is reported; it and the events after it are kept
    /// for the next reload.
    private func applyAll(_ events: EventLines) async throws(RunFailure) {
        var events = events
        var failed = false
        while let next = try events.next() {
            let line = try secrets.resolve(next, on: flow.session.driver.screen)
            let event = ReplayEvent(event: line.event, location: line.location)
            guard !failed else {
                flow.keep(event)
                continue
            }
            let driver = flow.session.driver
            let label = "\(line.location): \(QuotedText.quoted(driver.masked(line.event).description))"
            do {
                try await watchdog.watch(label) { () async throws(FlowDriverError) in
                    _ = try await driver.send(line)
                }
                flow.record(event)
            } catch {
                Diagnostics.report(error.description)
                flow.keep(event)
                failed = true
            }
            try sink?.flush(flow.session.driver.transcript)
        }
    }

    /// Waits for the scripts to change, then reloads and shows how it went.
    private func reloadWhenChanged() async throws(RunFailure) {
        do {
            _ = try signal.wait(orReadable: nil)
        } catch {
            throw .watch(error)
        }
        let changes = signal.take()
        guard !changes.isEmpty else { return }
        WatchMessages.notices(for: changes).forEach(Diagnostics.report)
        let cause = WatchMessages.cause(of: changes)
        switch await flow.reload() {
        case .replayed(let count):
            sink?.restart()
            try sink?.flush(flow.session.driver.transcript)
            Diagnostics.report(WatchMessages.replayed(events: count, cause: cause))
            try showScreen()
        case .diverged(let index, let total, let error):
            sink?.restart()
            try sink?.flush(flow.session.driver.transcript)
            Diagnostics.report(WatchMessages.diverged(index: index, total: total, error: error.description, cause: cause))
            try showScreen()
        case .kept(let failure):
            Diagnostics.report(WatchMessages.kept(failure: failure.description, cause: cause))
        }
    }

    /// Prints the screen the app shows now, when there is no transcript to tell it.
    private func showScreen() throws(RunFailure) {
        let driver = flow.session.driver
        if sink == nil, let screen = (try? driver.currentScreen()) ?? driver.screen {
            try StandardOutput.writeScreen(renderer.render(screen))
        }
    }
}
