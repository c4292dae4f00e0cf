#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowScript
import FlowTerminal

/// The terminal UI of `flowrun run`: the app's screen drawn full-window on the alternate screen and
/// redrawn in place, focus moved with the arrow keys and Tab, fields edited where they are shown, a `:`
/// command line (libedit), and `?` help.
///
/// It drives the flow only through the public embedding API, ``FlowPlayer`` (docs/Embedding.md), as the studio
/// does: `start()`, `send(.event(_:))`, `reload()`, and the updates they return (screen, announcements, typed
/// failures), with the player's transcript for `--transcript`. What the flow prints goes to stderr as it prints it,
/// as in every mode of `flowrun run`. Keys become the same ``FlowEvent``s
/// the events mode reads (``TerminalUIModel``), so the transcript and the `--record` files are the same as for
/// the plain line mode. The loop waits on the keyboard and on a ``TerminalWakeup`` together: SIGWINCH wakes it to
/// redraw at the new size, and under `--watch` a save wakes it to reload the player, between two events.
struct TerminalUIRun {
    /// The flow: a player over the launch `flowrun run` made over the state file, or under `--watch` one that
    /// launches over in-memory copies of the starting state and reloads.
    let player: FlowPlayer
    /// The flow's path as the user gave it, for failures whose message has no script location.
    let flowPath: String
    /// Where the transcript goes (always a file here), or `nil`.
    let sink: TranscriptSink?
    /// Colours, or attributes only (`NO_COLOR`).
    let palette: TerminalPalette
    /// Records the session, when asked to.
    let recorder: SessionRecorder?
    /// Wakes the loop for a redraw; SIGWINCH uses it too.
    let wakeup: TerminalWakeup
    /// Under `--watch`: tells when the scripts changed (its posts also wake ``wakeup``); `nil` otherwise.
    var reloads: ReloadSource? = nil

    /// Runs the session until the user quits or input ends.
    /// - Throws: What ``RunFailure/init(_:flowFile:)`` makes of a start that failed (``RunFailure/flow(_:flowFile:)``,
    ///   or a load or state failure under `--watch`); ``RunFailure/terminal(_:)``,
    ///   ``RunFailure/unwritableOutput(path:reason:)`` and ``RunFailure/unwritableRecording(path:reason:)``
    ///   for output that cannot be written.
    func run() async throws(RunFailure) {
        try await SessionRecorder.recording(recorder) { () async throws(RunFailure) in try await runSession() }
    }

    private func runSession() async throws(RunFailure) {
        let update = await player.start()
        if let transcript = player.transcript {
            try sink?.flush(transcript)
        }
        if let failure = update.failure {
            throw RunFailure(failure, flowFile: flowPath)
        }
        recorder?.started()
        guard let screen = update.screen else { return }
        let terminal = try terminalCall { () throws(TerminalError) in
            try RawTerminal(input: STDIN_FILENO, output: STDOUT_FILENO)
        }
        wakeup.wakeOnResize()
        defer {
            wakeup.stopWakingOnResize()
            terminal.leave()
        }
        var loop = Loop(run: self, terminal: terminal, model: TerminalUIModel(screen: screen))
        if !update.announcements.isEmpty {
            loop.model.status = .applied("started", announcements: update.announcements)
        }
        try await loop.run()
    }

    /// Reloads the player when the scripts changed; the loop then draws the screen the update shows.
    /// - Returns: The status line's words for how it went, or `nil` when the loop was woken for something else
    ///   (a resize) and nothing changed.
    fileprivate func reload() async -> TerminalUIStatus? {
        guard let changes = reloads?.takeChanges() else { return nil }
        let notices = WatchMessages.notices(for: changes).map { $0 + "; " }.joined()
        let status: TerminalUIStatus
        switch WatchReload(await player.reload(), flowPath: flowPath) {
        case .replayed(let count):
            let cause = WatchMessages.cause(of: changes)
            status = .note(notices + WatchMessages.replayed(events: count, cause: cause))
        case .diverged(let index, let total, let error):
            let told = WatchMessages.statusDiverged(index: index, total: total, error: error.description)
            status = .failed(notices + told)
        case .kept(let failure):
            // The scripts did not load or start: the launch before the reload goes on, its transcript too.
            return .failed(notices + WatchMessages.statusKept(failure: failure.description))
        }
        do {
            sink?.restart()
            if let transcript = player.transcript {
                try sink?.flush(transcript)
            }
        } catch {
            return .failed(error.description)
        }
        return status
    }

    /// The loop's state: the terminal, the model, the command line and its line count.
    private struct Loop {
        let run: TerminalUIRun
        let terminal: RawTerminal
        var model: TerminalUIModel
        let editor = CommandLineEditor()
        var commandLines = 0

        var reader: TerminalKeyReader { TerminalKeyReader(input: terminal.input, wakeup: run.wakeup) }

        mutating func run() async throws(RunFailure) {
            while true {
                // Drawn once the keys already waiting are handled: one frame for a burst, not one per key.
                if !reader.hasPendingInput() {
                    try draw()
                }
                let input = try terminalCall { () throws(TerminalError) in try reader.next() }
                switch input {
                case .end:
                    return
                case .suspend:
                    try stop()
                    await wake()
                case .continued:
                    try terminalCall { () throws(TerminalError) in try terminal.reenter() }
                    await wake()
                case .wake:
                    await wake()
                case .key(let key):
                    switch model.handle(key) {
                    case nil:
                        continue
                    case .quit:
                        return
                    case .suspend:
                        try stop()
                        await wake()
                    case .apply(let event, let secret):
                        try await apply(event, secret: secret)
                    case .openCommandLine:
                        guard try await commandLine() else { return }
                    }
                }
            }
        }

        /// Reloads the player when the scripts changed (`--watch`), then shows the screen it shows now.
        mutating func wake() async {
            if let status = await run.reload() {
                model.status = status
            }
            if let screen = run.player.latest?.screen {
                model.show(screen)
            }
        }

        /// Stops the process for the shell's job control (Ctrl-Z, SIGTSTP), the terminal given back meanwhile.
        func stop() throws(RunFailure) {
            try terminalCall { () throws(TerminalError) in try terminal.stopForJobControl(wakeup: run.wakeup) }
        }

        /// Draws the model at the terminal's size now, over the previous frame.
        func draw() throws(RunFailure) {
            let size = terminal.size ?? (80, 24)
            let frame = TerminalUILayout(width: size.columns, height: size.rows, palette: run.palette).render(model)
            var output = "\u{1B}[?25l\u{1B}[H" + frame.lines.joined(separator: "\r\n")
            if let cursor = frame.cursor {
                output += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
            }
            try terminalCall { () throws(TerminalError) in try terminal.write(output) }
        }

        /// Applies `event`, showing it as under way first (the flow may load), then its outcome in the status
        /// line and the screen the app shows after it, failed or not.
        mutating func apply(_ event: FlowEvent, secret: Bool) async throws(RunFailure) {
            let shown = model.screen
            let printable = run.player.masked(event).description
            model.status = .working(printable)
            try draw()
            let update = await run.player.send(.event(event))
            if let transcript = run.player.transcript {
                try run.sink?.flush(transcript)
            }
            if let failure = update.failure {
                try run.recorder?.failed(event, on: shown)
                model.status = .failed(failure.description)
                if let now = update.screen {
                    model.show(now)
                }
                return
            }
            try run.recorder?.applied(event, on: shown, typedSecretly: secret)
            model.status = .applied(printable, announcements: update.announcements)
            if let screen = update.screen {
                model.show(screen)
            }
        }

        /// Reads a `:` command line on the bottom row and runs it.
        /// - Returns: `false` when the command was to quit.
        mutating func commandLine() async throws(RunFailure) -> Bool {
            let rows = terminal.size?.rows ?? 24
            try terminalCall { () throws(TerminalError) in
                // libedit lists completions under its line: a scrolling region of the bottom half keeps that
                // scrolling below the title bar and the top of the screen.
                try terminal.write("\u{1B}[\(max(rows / 2, 1));\(rows)r\u{1B}[\(rows);1H\u{1B}[0m\u{1B}[2K")
                try terminal.suspend()
            }
            let (line, typedAhead) = editor.readLine(prompt: ":", screen: model.screen)
            try terminalCall { () throws(TerminalError) in
                try terminal.write("\u{1B}[r")
                try terminal.resume()
            }
            guard let line, !line.allSatisfy(\.isWhitespace) else {
                model.status = .note("Command line closed.")
                return true
            }
            commandLines += 1
            let command: TerminalCommand?
            do {
                command = try TerminalCommand.parse(line, number: commandLines, on: model.screen)
            } catch {
                model.status = .failed(error.description)
                return true
            }
            switch command {
            case nil:
                break
            case .quit:
                return false
            case .help:
                model.showHelp()
            case .readSecret(let fieldID):
                // The field is right there: focus it, and what is typed into it is masked. The command line
                // closed as the secret began (see CommandLineEditor); its first character goes into the field.
                model.moveFocus(to: .field(id: fieldID))
                // `type` replaces the field's text, so the field starts empty (Ctrl-U from its end).
                _ = model.handle(.end)
                _ = model.handle(.control("u"))
                model.status = .note("Type the secret into the field, then Enter.")
                if let typedAhead {
                    _ = model.handle(.character(typedAhead))
                }
            case .event(let event):
                // A secret that still came whole (a line edited with the cursor keys) is recorded as one.
                try await apply(event, secret: CommandLineEditor.carriesSecret(line, on: model.screen))
            }
            return true
        }
    }
}

/// Runs a terminal call, turning its failure into ``RunFailure/terminal(_:)``.
private func terminalCall<T>(_ body: () throws(TerminalError) -> T) throws(RunFailure) -> T {
    do {
        return try body()
    } catch {
        throw .terminal(error)
    }
}
