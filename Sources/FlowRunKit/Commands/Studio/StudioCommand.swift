import ArgumentParser
import FlowScript
import FlowStore
import FlowStudio
import FlowWatch
import Foundation

extension Flowrun {
    /// `flowrun studio`: the flow in a browser, live, one session per tab.
    struct StudioCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "studio",
            abstract: "Click through a flow in a browser: live screens, hot reload, the map, recorded specs.",
            discussion: """
                Serves a local page (it opens nothing by itself) showing the flow's screen in a phone-sized \
                frame; every element is live. Beside it: the navigation stack, the steps with their \
                announcements, what the flow printed, its errors, and the session recorded as an events file \
                and a spec skeleton. Saving a script reloads every session and replays it, as --watch does. \
                Each tab is its own session over its own in-memory copy of the starting state: the state \
                file is never written. The printed URL holds a random token that every request needs.

                Examples:
                  \(Flowrun.runnerName) studio examples/app.lua --fresh
                  \(Flowrun.runnerName) studio examples/app.lua --port 8765 --max-sessions 4
                """
        )

        /// The flow script.
        @Argument(help: ArgumentHelp("The flow script (default: examples/app.lua).", valueName: "flow.lua"),
                  completion: .file(extensions: ["lua"]))
        var flow: String = "examples/app.lua"

        /// `--host`.
        @Option(help: ArgumentHelp(
            "The address to listen on. Anything but 127.0.0.1 lets other machines reach the studio (warned).",
            valueName: "address"))
        var host = "127.0.0.1"

        /// `--port`.
        @Option(help: ArgumentHelp("The port; 0 picks a free one.", valueName: "port"))
        var port = 0

        /// `--state DIR`: every session starts from a copy of it.
        @OptionGroup var state: StateFolderOption

        /// `--fresh`.
        @Flag(help: "Start every session from an empty state.")
        var fresh = false

        /// `--clock INSTANT`.
        @OptionGroup var clock: ClockOption

        /// `--max-sessions`.
        @Option(name: .customLong("max-sessions"), help: "How many tabs may have a session at once.")
        var maxSessions = 16

        /// `--idle-timeout`.
        @Option(name: .customLong("idle-timeout"), help: ArgumentHelp(
            "Close a session after this many seconds without a click.", valueName: "seconds"))
        var idleTimeout = 1800

        /// `--time-limit SECONDS`: a session that overruns it is given up; the others go on.
        @OptionGroup var timeLimit: TimeLimitOption

        /// `--no-watch`.
        @Flag(name: .customLong("no-watch"), help: "Do not reload the sessions when a script changes.")
        var noWatch = false

        @OptionGroup var scriptRoots: ScriptRootOptions

        func validate() throws {
            try FlowFileCheck.validate(flow)
            guard (0...65_535).contains(port) else { throw ValidationError("--port \(port): not a port (0-65535)") }
            guard maxSessions > 0 else { throw ValidationError("--max-sessions \(maxSessions): give at least 1") }
            guard idleTimeout > 0 else { throw ValidationError("--idle-timeout \(idleTimeout): give at least 1") }
            guard !host.isEmpty else { throw ValidationError("--host: give an address") }
        }

        func run() async throws {
            do throws(StudioFailure) {
                try await serve()
            } catch {
                Diagnostics.report(error.description)
                throw ExitCode(error.exitCode)
            }
        }

        private func serve() async throws(StudioFailure) {
            let (server, watcher, flowFile): (StudioServer, (any FileWatching)?, URL)
            do throws(RunFailure) {
                (server, watcher, flowFile) = try prepare()
            } catch {
                throw .run(error)
            }
            defer { watcher?.stop() }
            do {
                try await server.run { url, _ in
                    // The URL is the one line on stdout, so a script can read it.
                    FileHandle.standardOutput.write(Data((url + "\n").utf8))
                    Diagnostics.report("studio serving \(flowFile.relativePath); Ctrl-C stops")
                }
            } catch {
                // Binding is the one thing that fails here: the address is taken or not this machine's.
                throw .listen(host: host, port: port, reason: String(describing: error))
            }
        }

        /// Loads the starting state, checks the flow loads, and starts the watcher.
        private func prepare() throws(RunFailure) -> (StudioServer, (any FileWatching)?, URL) {
            let flowFile = URL(fileURLWithPath: flow)
            let lookup = try scriptRoots.runProject(for: flowFile)
            let (project, roots, limits) = (lookup.file, lookup.roots, lookup.limits)
            let stateDirectory = state.directoryOrDefault
            let base = try StateSnapshot.load(directory: stateDirectory, fresh: fresh, schema: Flowrun.modules.schema)
            let instant = (clock.instant ?? project?.clock)?.date
            // The flow must load before anything is served: a syntax error is reported here, as `run` does.
            do {
                let check = try base.inMemoryCopy()
                defer { try? check.close() }
                _ = try FlowSession(flowFile: flowFile, store: check, scriptRoots: roots, limits: limits, now: Date.init)
                    .close()
            } catch let failure as RunFailure {
                try? base.close()
                throw failure
            } catch {
                try? base.close()
                throw .state(.cannotOpen(path: ":memory:", reason: String(describing: error)))
            }
            let source = StudioFlow(
                flowFile: flowFile, base: base, scriptRoots: roots, limits: limits, instant: instant,
                modules: Flowrun.modules)
            let limit = timeLimit.resolved(project: project)
            let server = StudioServer(StudioServerConfiguration(
                host: host, port: port, sessionLimit: maxSessions, idleTimeout: .seconds(idleTimeout),
                timeLimit: limit.duration, source: source))
            if host != "127.0.0.1" && host != "localhost" && host != "::1" {
                Diagnostics.report(
                    "warning: listening on \(host): anyone who can reach this address and has the URL can run the flow")
            }
            var watcher: (any FileWatching)?
            if !noWatch {
                do throws(WatchError) {
                    let changes = StudioChanges(server: server)
                    let signal = try ReloadSignal { changes.reload() }
                    changes.signal = signal
                    let tree = WatchedTree(folders: [flowFile.deletingLastPathComponent()] + roots)
                    watcher = try FileWatchers.start(
                        tree, signal: signal, environment: ProcessInfo.processInfo.environment,
                        report: Diagnostics.report)
                } catch {
                    throw .watch(error)
                }
            }
            return (server, watcher, flowFile)
        }
    }
}
