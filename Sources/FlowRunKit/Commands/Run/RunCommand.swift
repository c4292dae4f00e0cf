import ArgumentParser
import FlowBase
import FlowScript
import FlowStore
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
                In a terminal the app is shown full-window (`?` lists the keys, `q` quits), or with --plain as a \
                framed box per screen. With --events FILE (`-` for stdin), or a stdin that is not a terminal, \
                events are read one a line (`#` starts a comment):
                  tap <button title>       tap a button or alert action by its title
                  type <field id> <text>   replace a field's text (`?`: a secret)
                  select <row number>      select a row, counting from 1
                  back                     pop, or dismiss a presentation

                Exit status: 0 when the events are consumed, the flow is quit or the transcript matches; 1 when \
                an event cannot apply, the flow fails or the transcript differs; 2 for usage errors, bad events, \
                files that cannot be read or written, and scripts that do not load.

                Examples:
                  \(Flowrun.runnerName) run examples/app.lua --state /tmp/flowhost --fresh
                  \(Flowrun.runnerName) run scripts/login.lua --events login.events --transcript json
                  \(Flowrun.runnerName) run scripts/items.lua --events items.events --transcript text \\
                    --clock 2024-01-01T00:00:00Z
                  \(Flowrun.runnerName) run examples/app.lua --fresh --events e.events --transcript text \\
                    --expect app.golden --update

                Streams, secrets, golden files, recording, watching and what a crash can cost the state: \
                docs/Run.md.
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

        /// `--transcript FORMAT` and `--output FILE`.
        @OptionGroup var transcript: TranscriptOptions

        /// `--state DIR`.
        @OptionGroup var state: StateFolderOption

        /// `--clock INSTANT`.
        @OptionGroup var clock: ClockOption

        /// `--time-limit SECONDS`, per start and per event.
        @OptionGroup var timeLimit: TimeLimitOption

        /// Whether to start from empty state.
        @Flag(help: "Start from an empty state: empties the state file.")
        var fresh = false

        /// Whether to turn colours off.
        @Flag(
            name: .customLong("no-color"),
            help: "Draw without colours (as with NO_COLOR or TERM=dumb).")
        var noColor = false

        /// Whether the terminal mode is the plain line mode rather than the full-window UI.
        @Flag(help: "In a terminal: a framed box per screen and a prompt instead of the full-window UI.")
        var plain = false

        /// `--expect GOLDEN` and `--update`.
        @OptionGroup var golden: GoldenOptions

        /// `--record FILE` and `--record-spec FILE`.
        @OptionGroup var recording: RecordingOptions

        /// Whether the flow is reloaded, and its events replayed, whenever its scripts change.
        @Flag(help: "Reload the flow and replay its events when a script changes (the state file is only read).")
        var watch = false

        /// `--root DIR`, `--project FILE`, `--no-project`.
        @OptionGroup var scriptRoots: ScriptRootOptions

        /// Runs the flow; after a failure, reports it and throws its `ExitCode`.
        func run() async throws {
            do throws(RunFailure) {
                try await execute()
            } catch {
                Diagnostics.report(error.description)
                throw ExitCode(error.exitCode)
            }
        }
    }
}
