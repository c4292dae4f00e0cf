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
    /// The flow: a player over the launch `flowrun run` made over the state file, or under `--watch` one that
    /// launches over in-memory copies of the starting state and reloads.
    let player: FlowPlayer
    /// The flow's path as the user gave it, for failures whose message has no script location.
    let flowPath: String
    /// Where the transcript goes, or `nil` when none was asked for.
    let sink: TranscriptSink?
    /// Draws the final screen when there is no transcript.
    let renderer: TerminalScreenRenderer
    /// Fills in the secrets that recorded events hold placeholders for.
    let secrets: SecretResolver
    /// Whether the final screen is printed when there is no transcript: not when the run is compared with
    /// a golden transcript, whose verdict is the output.
    let printsFinalScreen: Bool
    /// Under `--watch`, what says the scripts changed; else `nil`.
    var reloads: ReloadSource? = nil

    /// Runs the flow on `events`, taking each event only once the one before it has been applied and its
    /// steps written, so that a stream's next line may depend on them; under `--watch`, then reloads after
    /// every change until the process ends. The player watches the start and each event (`--time-limit`).
    /// - Throws: ``RunFailure/flow(_:flowFile:)`` for the start or (without `--watch`) the event that failed,
    ///   after its error step was written (under `--watch`, ``RunFailure/script(_:)``, ``RunFailure/module(_:)``
    ///   or ``RunFailure/state(_:)`` for a flow that did not load); ``RunFailure/invalidEvents(_:)`` or
    ///   ``RunFailure/unreadableEvents(source:reason:)`` for a stream's line, after the events before it;
    ///   ``RunFailure/missingSecret(_:field:at:)`` for a placeholder nothing fills in;
    ///   ``RunFailure/unwritableOutput(path:reason:)`` when the transcript cannot be written,
    ///   ``RunFailure/unwritableScreen(reason:)`` when the final screen cannot; ``RunFailure/watch(_:)`` when
    ///   waiting for a change fails.
    func run(_ events: EventLines) async throws(RunFailure) {
        var events = events
        let started = await player.start()
        try endOnFailure(of: started)
        // The next line is read, and its secret asked for, outside the watchdog: waiting for a stream's line
        // or for a person to type is not the flow being stuck.
        var failed = false
        while let next = try next(from: &events) {
            let line = try resolve(next)
            if failed {
                player.keepForReplay(line)
                continue
            }
            failed = try await !apply(line)
        }
        try showFinalScreen()
        guard let reloads else { return }
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
            try showFinalScreen()
            throw error
        }
    }

    /// `line` with its secret filled in; a secret that cannot be had ends the run on the screen it reached.
    private func resolve(_ line: FlowEventLine) throws(RunFailure) -> FlowEventLine {
        do {
            return try secrets.resolve(line, on: player.latest?.screen)
        } catch {
            try showFinalScreen()
            throw error
        }
    }

    /// Applies `line` and writes its steps. Under `--watch` an event that fails is reported and kept for the
    /// next reload; otherwise it ends the run.
    /// - Returns: Whether the event applied.
    private func apply(_ line: FlowEventLine) async throws(RunFailure) -> Bool {
        let update = await player.send(.eventLine(line))
        guard reloads != nil else {
            try endOnFailure(of: update)
            return true
        }
        try flushTranscript()
        guard let failure = update.failure else { return true }
        Diagnostics.report(failure.description)
        player.keepForReplay(line)
        return false
    }

    /// Writes what the step of `update` recorded, the error step included when it failed; a step that failed
    /// ends the run, on the screen the app shows then.
    private func endOnFailure(of update: FlowPlayerUpdate) throws(RunFailure) {
        try flushTranscript()
        guard let failure = update.failure else { return }
        // Without a transcript, show where the run stopped: what the app shows now, which may differ from the
        // last good step's screen after a failed navigation.
        try showFinalScreen()
        throw RunFailure(failure, flowFile: flowPath)
    }

    private func flushTranscript() throws(RunFailure) {
        if let transcript = player.transcript {
            try sink?.flush(transcript)
        }
    }

    /// Waits for the scripts to change, then reloads and shows how it went.
    private func reloadWhenChanged(_ reloads: ReloadSource) async throws(RunFailure) {
        _ = try reloads.waitForChange(orReadable: nil)
        guard let changes = reloads.takeChanges() else { return }
        let (outcome, cause) = try await reloads.reload(player, after: changes, restarting: sink, flowPath: flowPath)
        switch outcome {
        case .replayed(let count):
            Diagnostics.report(WatchMessages.replayed(events: count, cause: cause))
        case .diverged(let index, let total, let error):
            Diagnostics.report(WatchMessages.diverged(index: index, total: total, error: error.description, cause: cause))
        case .kept(let failure):
            Diagnostics.report(WatchMessages.kept(failure: failure.description, cause: cause))
            return
        }
        try showFinalScreen()
    }

    /// Prints the screen the app shows as the one the run ended on (or, under `--watch`, reached), when there is
    /// no transcript to tell it.
    private func showFinalScreen() throws(RunFailure) {
        if sink == nil, printsFinalScreen, let screen = player.latest?.screen {
            try StandardOutput.writeScreen(renderer.render(screen))
        }
    }
}
