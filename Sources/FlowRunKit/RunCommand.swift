import ArgumentParser
import FlowBase
import FlowScript
import FlowStore
import FlowTerminal
import FlowWatch
import Foundation

extension Flowrun {
    /// `flowrun run FLOW.lua`: shows a flow in the terminal, or drives it with events and records a
    /// transcript.
    struct RunCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "run",
            abstract: "Run a flow script, in the terminal or driven by events.",
            discussion: """
                With a terminal, the app is shown full-window and redrawn in place: the arrow keys and Tab \
                move the focus over fields, rows and buttons, Enter taps or selects, typing edits the \
                focused field (secure ones masked), Esc goes back, `:` opens a command line for event \
                lines (history, Tab completion), `?` shows every key, `q` quits. An event that fails is \
                shown in the status line and the session goes on.

                With --plain, TERM=dumb, or stdout not a terminal, the plain line mode draws each screen as \
                a framed box (numbered buttons) and reads commands at a prompt: a button's number, an \
                event line, `type <field>` alone to enter a secure field without echo, `?`, `q`.

                With --events FILE (`-` for stdin), or when stdin is not a terminal, events are read one \
                a line, `#` starting a comment line:
                  tap <button title>       tap a button or alert action by its title
                  type <field id> <text>   replace a field's text
                  select <row number>      select a row, counting from 1
                  back                     pop, or dismiss a presentation
                A regular file is checked whole before the first event runs. A pipe, FIFO or device is \
                read as lines arrive: each is applied, and its transcript step written, before the next \
                is read (waiting for it does not count against --time-limit); a line that is not an event \
                or is over \(EventStream.lineLimit >> 10) KiB stops the run there, after the events before it. The run stops at the \
                first event that cannot apply. Without --transcript it prints the final screen.

                A secure field's text in an events file can be a placeholder, `type password ?` (or \
                `?name` to tell several secrets apart), which --record writes: the replay takes the text \
                from the variable FLOWRUN_SECRET_<NAME> (`?` names the field: FLOWRUN_SECRET_PASSWORD), \
                else asks for it without echo when stdin is a terminal and the events come from a file.

                Golden transcripts: --expect GOLDEN compares the run's transcript (in the --transcript \
                format) with GOLDEN step by step and shows the first difference: the step, its event and \
                screen, the lines expected and actual. The events' line numbers are not compared, so \
                comments can be added to the events file. --update (re)writes GOLDEN from the run and says \
                so. The clock is fixed at 2024-01-01T00:00:00Z, as in specs, unless --clock gives another; \
                start from a known state with --fresh.

                Recording: in the terminal, --record FILE writes the session as an events file (written \
                as it goes; secure fields as a placeholder, never their text; an event that failed as a \
                comment), and --record-spec FILE a spec skeleton: the same steps as DSL verbs with an \
                expect_screen after each screen change, written when the session ends (q or Ctrl-D).

                Watching: with --watch, a save of a Lua file under the flow's folder or a script root \
                (hidden folders aside) reloads the scripts into a new state, replays the events applied so \
                far over a fresh copy of the state the run started from, and draws the screen they lead \
                to. A replay that stops at an event that no longer applies shows that event and the \
                screen it stopped on; scripts that do not load show the file and line, and the last good \
                screen stays (the full-window UI says so in its status line). The state file is only read: \
                a watch run works on an in-memory copy of it (an empty state with --fresh) and saves \
                nothing. In the terminal it ends as usual (q); with --events, the events are applied, \
                then it watches until interrupted \
                (Ctrl-C), each reload printing the new screen or, with --transcript, the replay's \
                transcript after the last. FLOWRUN_WATCH=poll checks the files every 100 ms instead of \
                using inotify.

                The state file keeps every write that had returned when \(Flowrun.runnerName) crashes or is killed; a power \
                loss or an OS crash can cost the writes not yet checkpointed into it (those of the run under way, \
                or of a run that was killed), never its consistency. FLOWHOST_DURABILITY=full syncs each write \
                to the disk before it returns.

                Exit status: 0 when the events are consumed or the flow is quit, or the transcript matches \
                GOLDEN (an error it records included) or was written with --update; 1 when an event cannot \
                apply or the flow fails (the transcript so far is still written, and what was saved \
                stays saved), or the transcript differs from GOLDEN; 2 for usage errors, unreadable or \
                invalid events, a secret placeholder nothing fills in, a golden file that is missing \
                (without --update), not a transcript or of the other format, a file that cannot be \
                written, a state that cannot be opened, and a flow script that does not load.

                Examples:
                  \(Flowrun.runnerName) run examples/app.lua --state /tmp/flowhost --fresh
                  printf 'type email agent@shield.org\\ntap Sign In\\n' > login.events
                  \(Flowrun.runnerName) run scripts/login.lua --events login.events --transcript json
                  tail -f login.events | \(Flowrun.runnerName) run scripts/login.lua --transcript json
                  \(Flowrun.runnerName) run scripts/items.lua --events items.events --transcript text \\
                    --clock 2024-01-01T00:00:00Z
                  \(Flowrun.runnerName) run examples/app.lua --state /tmp/g --fresh --events e.events \\
                    --transcript text --expect app.golden --update
                  \(Flowrun.runnerName) run scripts/login.lua --fresh --record login.events \\
                    --record-spec login_spec.lua
                  \(Flowrun.runnerName) run examples/app.lua --fresh --watch
                """
        )

        /// The flow script.
        @Argument(help: ArgumentHelp(
            "The flow script (a Lua file returning function(app) or { start = ... }).", valueName: "flow.lua"),
            completion: .file(extensions: ["lua"]))
        var flow: String

        /// The events input; `-` for standard input.
        @Option(
            help: ArgumentHelp("Read events from this file, one a line; '-' reads stdin.", valueName: "file"),
            completion: .file())
        var events: String?

        /// The transcript format, when one is wanted.
        @Option(help: ArgumentHelp(
            "Write a step-by-step transcript (events, screens, navigation), secure values masked; json is JSON Lines.",
            valueName: "format"))
        var transcript: TranscriptFormat?

        /// Where the transcript goes instead of stdout.
        @Option(
            help: ArgumentHelp("Write the transcript to this file instead of stdout.", valueName: "file"),
            completion: .file())
        var output: String?

        /// The state directory.
        @Option(help: ArgumentHelp(
            "The folder holding the app's saved state (default: $XDG_STATE_HOME/flowhost or ~/.local/state/flowhost).",
            valueName: "dir"),
            completion: .directory)
        var state: String?

        /// The instant created items are dated with, instead of the time of day.
        @Option(
            help: ArgumentHelp(
                "Date created items with this instant, in whole seconds (2024-01-01T00:00:00Z, or with an offset "
                    + "such as +02:00), instead of the time of day, so transcripts are the same on every run.",
                valueName: "instant"),
            transform: { text throws(ClockInstantError) in try ClockInstant(parsing: text) })
        var clock: ClockInstant?

        /// `--time-limit`: the wall-clock seconds the start or one event may take.
        @Option(name: .customLong("time-limit"), help: ArgumentHelp(
            "Stop the run (exit 1) when the flow's start or one event takes longer than this: a script stuck in "
                + "a C function, such as a backtracking string search, is beyond its instruction budget. "
                + "Default: the project's time_limit, else 60.",
            valueName: "seconds"))
        var timeLimit: TimeLimit?

        /// Whether to start from empty state.
        @Flag(help: "Start from empty state: empties the state file (a file that cannot be opened is left alone).")
        var fresh = false

        /// Whether to turn colours off.
        @Flag(
            name: .customLong("no-color"),
            help: "Draw without colours (also when NO_COLOR is set, TERM is dumb or stdout is not a terminal).")
        var noColor = false

        /// Whether the terminal mode is the plain line mode rather than the full-window UI.
        @Flag(help: "In a terminal: the plain line mode (a framed box per screen, commands at a prompt) instead of the full-window UI.")
        var plain = false

        /// The golden transcript the run's is compared with.
        @Option(help: ArgumentHelp(
            "Compare the transcript with this golden one, a transcript in the same format: exit 1 and show the "
                + "first difference when they differ.",
            valueName: "golden"),
            completion: .file())
        var expect: String?

        /// Whether the golden transcript is (re)written instead of compared.
        @Flag(help: "With --expect: (re)write the golden transcript from this run instead of comparing, and say so.")
        var update = false

        /// Where the terminal session is recorded as events.
        @Option(help: ArgumentHelp(
            "In the terminal: record the session as an events file that --events replays (secure fields as a "
                + "placeholder the replay asks for).",
            valueName: "file"),
            completion: .file())
        var record: String?

        /// Where the terminal session is recorded as a spec skeleton.
        @Option(name: .customLong("record-spec"), help: ArgumentHelp(
            "In the terminal: write the session as a spec skeleton (DSL verbs, expect_screen after each screen "
                + "change) when it ends.",
            valueName: "file"),
            completion: .file(extensions: ["lua"]))
        var recordSpec: String?

        /// Whether the flow is reloaded, and its events replayed, whenever its scripts change.
        @Flag(help: ArgumentHelp(
            "Reload the flow when a script under its folder or the script roots changes, and replay the events "
                + "applied so far on a fresh copy of the state the run started from (the state file is only read). "
                + "With --events, it watches until interrupted (Ctrl-C)."))
        var watch = false

        /// `--root DIR`, shared with `test`.
        @OptionGroup var scriptRoots: ScriptRootOptions

        /// Checks what can be checked before anything is opened.
        /// - Throws: `ValidationError` for a missing flow file, an empty `--output` path, `--output` without
        ///   `--transcript`, or a transcript that would be drawn over by the interactive screen.
        func validate() throws {
            try FlowFileCheck.validate(flow)
            let paths = [
                ("--output", output), ("--events", events), ("--state", state), ("--expect", expect),
                ("--record", record), ("--record-spec", recordSpec),
            ]
            for (option, value) in paths where value?.isEmpty == true {
                throw ValidationError("\(option): the file path is empty")
            }
            try validateGoldenAndRecording()
            if output != nil, transcript == nil {
                throw ValidationError("--output needs --transcript text|json")
            }
            if eventInput == nil, transcript != nil, output == nil {
                throw ValidationError("in the interactive mode, --transcript needs --output FILE")
            }
        }

        /// Checks that `--expect` and `--update` come with an events run and a format, `--plain`, `--record`
        /// and `--record-spec` with the terminal mode, and that no two options name the same file.
        private func validateGoldenAndRecording() throws {
            if update, expect == nil {
                throw ValidationError("--update needs --expect GOLDEN: the golden transcript to write")
            }
            if expect != nil, transcript == nil {
                throw ValidationError("--expect needs --transcript text|json: the golden transcript's format")
            }
            if expect != nil, eventInput == nil {
                throw ValidationError("--expect compares an events run: give --events FILE (or events on stdin)")
            }
            if plain, eventInput != nil {
                throw ValidationError(
                    "--plain picks the terminal mode's plain line mode: it cannot be used with --events or a stdin "
                        + "that is not a terminal")
            }
            if watch, expect != nil {
                throw ValidationError(
                    "--expect gives one run's verdict: it cannot be used with --watch, which runs the flow again "
                        + "after every change")
            }
            for (option, value) in [("--record", record), ("--record-spec", recordSpec)] where value != nil {
                if watch {
                    throw ValidationError(
                        "\(option) records one session of one version of the scripts: it cannot be used with --watch")
                }
                if eventInput != nil {
                    throw ValidationError(
                        "\(option) records a terminal session: it cannot be used with --events or a stdin that is "
                            + "not a terminal")
                }
            }
            let files = [
                ("--events", events), ("--output", output), ("--expect", expect), ("--record", record),
                ("--record-spec", recordSpec),
            ].compactMap { option, path in path.map { (option, URL(fileURLWithPath: $0).standardizedFileURL.path) } }
            for (index, (option, path)) in files.enumerated() {
                if let other = files[..<index].first(where: { $0.1 == path }) {
                    throw ValidationError("\(other.0) and \(option) name the same file, \(path)")
                }
            }
        }

        /// Runs the flow; after a failure, reports it and throws its `ExitCode`.
        func run() async throws {
            do throws(RunFailure) {
                try await execute()
            } catch {
                Diagnostics.report(error.description)
                throw ExitCode(error.exitCode)
            }
        }

        /// Where events come from, or `nil` for the interactive mode.
        private var eventInput: EventInput? {
            switch events {
            case "-"?: .standardInput
            case let path?: .file(path)
            case nil: TerminalDetection.standardInputIsTerminal ? nil : .standardInput
            }
        }

        /// Sets the run up in the order that touches the least on failure (events and output first, the
        /// state next, the script last), then runs it in the events or the interactive mode.
        private func execute() async throws(RunFailure) {
            let input = eventInput
            let eventLines = try input?.open()
            let golden = try expect.flatMap { path throws(RunFailure) -> GoldenFile? in
                try transcript.map { format throws(RunFailure) in
                    try GoldenFile(path: path, format: format, updating: update)
                }
            }
            // Compared with a golden one, the transcript goes only where --output says.
            let sink = try transcript.flatMap { format throws(RunFailure) -> TranscriptSink? in
                golden != nil && output == nil ? nil : try TranscriptSink(format: format, path: output)
            }
            try checkRecordingPaths()
            let stateDirectory = state.map { URL(fileURLWithPath: $0, isDirectory: true) }
                ?? StateDirectory.defaultURL()
            let durability: StoreDurability
            do {
                durability = try StoreDurability(environment: ProcessInfo.processInfo.environment)
            } catch {
                throw .durability(error)
            }
            let flowFile = URL(fileURLWithPath: flow)
            let lookup: FlowProject
            do {
                lookup = try scriptRoots.flowProject(for: flowFile)
            } catch {
                throw .project(error)
            }
            let project = lookup.file
            let limit = timeLimit ?? project?.timeLimit ?? .default
            let watchdog = limit.watchdog { label in
                "\(label) did not finish within \(limit): the script is stuck where its instruction "
                    + "budget cannot stop it (in a C function such as a string search)"
            }
            let (flow, fresh) = (flow, fresh)
            let (roots, flowLimits) = (lookup.roots, lookup.limits)
            let clock = self.clock ?? project?.clock ?? (golden != nil ? .golden : nil)
            let now = clock.map { instant in { instant.date } } ?? Date.init
            let colorMode = ColorMode.decide(
                noColorFlag: noColor,
                environment: ProcessInfo.processInfo.environment,
                outputIsTerminal: TerminalDetection.standardOutputIsTerminal)
            if watch {
                try await executeWatching(
                    WatchSetup(
                        flowFile: flowFile, stateDirectory: stateDirectory, fresh: fresh, scriptRoots: roots,
                        limits: flowLimits, now: now, watchdog: watchdog, colorMode: colorMode),
                    input: input, eventLines: eventLines, sink: sink)
                return
            }
            // Loading runs the flow file's top level, which can be stuck in C as a callback can.
            let session = try await watchdog.watch("loading \(flow)") { () throws(RunFailure) in
                try FlowSession(
                    flowFile: flowFile, stateDirectory: stateDirectory, durability: durability, fresh: fresh,
                    scriptRoots: roots, limits: flowLimits, now: now)
            }
            defer { session.close() }
            if let eventLines, let input {
                let run = EventsRun(
                    session: session, sink: sink,
                    renderer: TerminalScreenRenderer(width: TerminalWidth.columns(), colorMode: colorMode),
                    watchdog: watchdog, secrets: secrets(for: input), printsFinalScreen: golden == nil)
                do {
                    try await run.run(eventLines)
                } catch {
                    // A flow that fails ends its transcript with the error, which a golden one may record too.
                    guard golden != nil, case .flow = error else { throw error }
                }
                try golden?.finish(session.driver.transcript, eventsSource: input.sourceName)
            } else {
                let recorder = try (record != nil || recordSpec != nil) ? SessionRecorder(
                    app: session.driver.app, eventsPath: record, specPath: recordSpec, flowPath: flow,
                    projectFolder: project?.folder, replayOptions: replayOptions(clock: clock), startsFresh: fresh) : nil
                if usesTerminalUI {
                    try await TerminalUIRun(
                        player: session.player, flowPath: session.flowPath, sink: sink,
                        palette: TerminalPalette(colorMode), recorder: recorder, wakeup: Self.terminalWakeup()
                    ).run()
                } else {
                    try await InteractiveRun(
                        session: session, sink: sink, colorMode: colorMode, recorder: recorder, watch: nil
                    ).run()
                }
            }
        }

        /// What secure texts' placeholders are filled in from: the environment, and a terminal stdin unless the
        /// events themselves come from it.
        private func secrets(for input: EventInput) -> SecretResolver {
            let asks = input != .standardInput && TerminalDetection.standardInputIsTerminal
            return SecretResolver(
                environment: ProcessInfo.processInfo.environment,
                terminal: asks ? TerminalLineReader(input: STDIN_FILENO, output: STDERR_FILENO) : nil)
        }

        /// The pipe that wakes the full-window UI's loop.
        private static func terminalWakeup() throws(RunFailure) -> TerminalWakeup {
            do {
                return try TerminalWakeup()
            } catch {
                throw .terminal(error)
            }
        }

        /// What a `--watch` run is made of, decided by ``execute()``.
        private struct WatchSetup {
            let flowFile: URL
            let stateDirectory: URL
            let fresh: Bool
            let scriptRoots: [URL]
            let limits: FlowScriptLimits
            let now: () -> Date
            let watchdog: WallClockWatchdog
            let colorMode: ColorMode
        }

        /// Runs the flow under `--watch`: on an in-memory copy of the starting state, with a watcher over the
        /// flow's folder and the script roots, in the events mode, the full-window UI or the plain line mode.
        private func executeWatching(
            _ setup: WatchSetup, input: EventInput?, eventLines: EventLines?, sink: TranscriptSink?
        ) async throws(RunFailure) {
            let base = try StateSnapshot.load(
                directory: setup.stateDirectory, fresh: setup.fresh, schema: Flowrun.modules.schema)
            let flow = try await WatchedFlow(
                flowFile: setup.flowFile, base: base, scriptRoots: setup.scriptRoots, limits: setup.limits,
                now: setup.now, watchdog: setup.watchdog)
            defer { flow.close() }
            // The full-window UI's loop waits on its own wakeup pipe: each post wakes it too.
            let wakeup = eventLines == nil && usesTerminalUI ? try Self.terminalWakeup() : nil
            let signal: ReloadSignal
            let watcher: any FileWatching
            do throws(WatchError) {
                let onPost: (@Sendable () -> Void)? = if let wakeup { { wakeup.requestRedraw() } } else { nil }
                signal = try ReloadSignal(onPost: onPost)
                let tree = WatchedTree(folders: [setup.flowFile.deletingLastPathComponent()] + setup.scriptRoots)
                watcher = try FileWatchers.start(
                    tree, signal: signal, environment: ProcessInfo.processInfo.environment, report: Diagnostics.report)
            } catch {
                throw .watch(error)
            }
            defer { watcher.stop() }
            if let eventLines, let input {
                let run = WatchEventsRun(
                    flow: flow, signal: signal, sink: sink,
                    renderer: TerminalScreenRenderer(width: TerminalWidth.columns(), colorMode: setup.colorMode),
                    secrets: secrets(for: input), watchdog: setup.watchdog)
                try await run.run(eventLines)
            } else if let wakeup {
                try await TerminalUIRun(
                    player: FlowPlayer(FlowPlayerConfiguration(
                        flowFile: setup.flowFile, base: base, modules: Flowrun.modules, scriptRoots: setup.scriptRoots,
                        limits: setup.limits, now: setup.now, watchdog: setup.watchdog)),
                    flowPath: setup.flowFile.relativePath, sink: sink, palette: TerminalPalette(setup.colorMode),
                    recorder: nil, wakeup: wakeup, reloads: signal
                ).run()
            } else {
                try await InteractiveRun(
                    session: flow.session, sink: sink, colorMode: setup.colorMode, recorder: nil,
                    watch: InteractiveWatch(flow: flow, signal: signal)
                ).run()
            }
        }

        /// Whether the terminal mode is the full-window UI: stdin and stdout are a terminal that understands
        /// escape sequences, and `--plain` was not given.
        private var usesTerminalUI: Bool {
            !plain && TerminalDetection.standardInputIsTerminal && TerminalDetection.standardOutputIsTerminal
                && ProcessInfo.processInfo.environment["TERM"] != "dumb"
        }

        /// Checks, before anything is opened, that the recording files can be written.
        private func checkRecordingPaths() throws(RunFailure) {
            for path in [record, recordSpec].compactMap({ $0 }) {
                do {
                    try OutputFile.checkWritable(path: path)
                } catch {
                    throw .unwritableRecording(path: path, reason: error.reason)
                }
            }
        }

        /// The options a replay of the recorded session needs to start where it started.
        private func replayOptions(clock: ClockInstant?) -> [String] {
            var options = scriptRoots.roots.flatMap { ["--root", $0] }
            if let state {
                options += ["--state", state]
            }
            if fresh {
                options.append("--fresh")
            }
            if let clock {
                options += ["--clock", UTCTimestamp.string(from: clock.date)]
            }
            return options
        }
    }
}
