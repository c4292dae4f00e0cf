import FlowScript
import FlowTerminal
import FlowTooling
import FlowWatch

/// The terminal mode of `flowrun run`: draws the screen, reads commands at a prompt, and applies them
/// until `q` or the end of input. An event that fails is reported and the session goes on, on the screen
/// the app shows after the failure. With `--record` or `--record-spec`, what the person does is recorded.
///
/// Under `--watch` (with ``reloads``), while the prompt waits for a line, a change of the scripts reloads the
/// flow, replays the events applied so far, draws the screen the replay reached and shows the prompt again,
/// without a key pressed.
struct InteractiveRun {
    /// The prompt before each command.
    static let prompt = "> "

    /// The flow: a player over the launch `flowrun run` made over the state file, or under `--watch` one that
    /// launches over in-memory copies of the starting state and reloads.
    let player: FlowPlayer
    /// The flow's path as the user gave it, for failures whose message has no script location.
    let flowPath: String
    /// Where the transcript goes (always a file here), or `nil`.
    let sink: TranscriptSink?
    /// Whether screens are drawn in colour.
    let colorMode: ColorMode
    /// Records the session, when asked to.
    let recorder: SessionRecorder?
    /// Under `--watch`, what says the scripts changed; else `nil`.
    let reloads: ReloadSource?
    /// Reads commands, and secure fields without echo.
    let reader = TerminalLineReader()

    /// Runs the session until the user quits or input ends.
    /// - Throws: ``RunFailure/flow(_:flowFile:)`` when the flow's start fails (there is no screen to go on
    ///   with; under `--watch`, ``RunFailure/script(_:)`` and the like when it did not load); ``RunFailure/terminal(_:)``, ``RunFailure/unwritableOutput(path:reason:)`` and
    ///   ``RunFailure/unwritableRecording(path:reason:)`` for output that cannot be written.
    func run() async throws(RunFailure) {
        try await SessionRecorder.recording(recorder) { () async throws(RunFailure) in try await runSession() }
    }

    private func runSession() async throws(RunFailure) {
        let started = await player.start()
        try flushTranscript()
        if let failure = started.failure {
            throw RunFailure(failure, flowFile: flowPath)
        }
        recorder?.started()
        try show(started)
        try write(TerminalStyle.dim.apply(to: Self.hint, mode: colorMode) + "\n")
        var lineNumber = 0
        // The screen the user sees, which numbers and secure fields refer to; after a failed event it
        // is what the app shows then, which may differ from the last good step's.
        var shown = started.screen
        while shown != nil {
            // Under --watch, a reload while waiting draws the screen it reached: `shown` follows it.
            guard let line = try await readCommand(shown: &shown), let screen = shown else {
                try write("\n")
                return
            }
            lineNumber += 1
            let command: TerminalCommand?
            do {
                command = try TerminalCommand.parse(line, number: lineNumber, on: screen)
            } catch {
                Diagnostics.report(error.description)
                continue
            }
            switch command {
            case nil:
                continue
            case .help:
                try write(TerminalHelp.text)
            case .quit:
                return
            case .readSecret(let fieldID):
                let label = screen.field(id: fieldID).map { $0.label.isEmpty ? $0.id : $0.label } ?? fieldID
                guard let text = try readSecureLine(prompt: "\(label) (hidden): ") else {
                    try write("\n")
                    return
                }
                shown = try await apply(.type(fieldID: fieldID, text: text), shown: screen, typedSecretly: true)
            case .event(let event):
                shown = try await apply(event, shown: screen, typedSecretly: false)
            }
        }
    }

    /// The line under the first screen.
    private static let hint = "Type a button's number or an event; ? for help, q to quit."

    /// Applies `event` and records it; on failure reports it and, when the app now shows something other
    /// than `shown`, draws that.
    /// - Parameter typedSecretly: Whether the event's text was read without echo.
    /// - Returns: The screen shown afterwards.
    private func apply(_ event: FlowEvent, shown: Screen, typedSecretly: Bool) async throws(RunFailure) -> Screen {
        let update = await player.send(.event(event))
        try flushTranscript()
        if let failure = update.failure {
            Diagnostics.report(failure.description)
            try recorder?.failed(event, on: shown)
            guard let now = update.screen, now != shown else { return shown }
            try write(render(now))
            return now
        }
        try recorder?.applied(event, on: shown, typedSecretly: typedSecretly)
        try show(update)
        return update.screen ?? shown
    }

    private func flushTranscript() throws(RunFailure) {
        if let transcript = player.transcript {
            try sink?.flush(transcript)
        }
    }

    /// The next command line; under `--watch`, reloads whenever the scripts change while it waits.
    /// - Parameter shown: The screen the user sees, which a reload replaces.
    /// - Returns: The line, or `nil` at the end of input.
    private func readCommand(shown: inout Screen?) async throws(RunFailure) -> String? {
        guard let reloads else {
            return try readLine(prompt: Self.prompt)
        }
        try write(Self.prompt)
        // A line the reader holds already wins over a change.
        while !reader.holdsLine, try reloads.waitForChange(orReadable: reader.input) {
            if let changes = reloads.takeChanges(), let screen = try await reload(reloads, after: changes) {
                shown = screen
            }
            try write(Self.prompt)
        }
        return try readLine(prompt: "")
    }

    /// Reloads the flow and shows how it went: the screen the replay reached, or why the flow did not reload.
    /// - Returns: The screen now shown, or `nil` when it stays as it was.
    private func reload(_ reloads: ReloadSource, after changes: [WatchChange]) async throws(RunFailure) -> Screen? {
        // The prompt's line is open: what follows starts on a line of its own.
        try write("\n")
        let (outcome, cause) = try await reloads.reload(player, after: changes, restarting: sink, flowPath: flowPath)
        switch outcome {
        case .replayed(let count):
            try write(TerminalStyle.dim.apply(to: WatchMessages.replayed(events: count, cause: cause), mode: colorMode) + "\n")
        case .diverged(let index, let total, let error):
            Diagnostics.report(WatchMessages.diverged(index: index, total: total, error: error.description, cause: cause))
        case .kept(let failure):
            Diagnostics.report(WatchMessages.kept(failure: failure.description, cause: cause))
            return nil
        }
        // After a replay that stopped, what the app shows then, which may differ from the last good step's.
        guard let screen = player.latest?.screen else { return nil }
        try write(render(screen))
        return screen
    }

    /// Writes the announcements of `update`'s step, then the screen it shows.
    private func show(_ update: FlowPlayerUpdate) throws(RunFailure) {
        for announcement in update.announcements {
            try write("» \(ControlEscapes.escaped(announcement.description))\n")
        }
        if let screen = update.screen {
            try write(render(screen))
        }
    }

    /// `screen` framed for the terminal's width now: the width is read again for every screen, so the frame
    /// follows a window that was resized (an ioctl per screen drawn is nothing beside drawing it).
    private func render(_ screen: Screen) -> String {
        TerminalScreenRenderer(width: TerminalWidth.columns(), colorMode: colorMode).render(screen)
    }

    private func write(_ text: String) throws(RunFailure) {
        do {
            try reader.write(text)
        } catch {
            throw .terminal(error)
        }
    }

    private func readLine(prompt: String) throws(RunFailure) -> String? {
        do {
            return try reader.readLine(prompt: prompt)
        } catch {
            throw .terminal(error)
        }
    }

    private func readSecureLine(prompt: String) throws(RunFailure) -> String? {
        do {
            return try reader.readSecureLine(prompt: prompt)
        } catch {
            throw .terminal(error)
        }
    }
}
