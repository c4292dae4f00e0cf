import ArgumentParser
import FlowBase
import FlowScript
import FlowStore
import FlowTerminal
import FlowTooling
import FlowWatch
import Foundation

extension Flowrun.RunCommand {
    /// Sets the run up in the order that touches the least on failure (events and output first, the
    /// state next, the script last), then runs it in the events or the interactive mode.
    func execute() async throws(RunFailure) {
        let input = eventInput
        let eventLines = try input?.open()
        let golden = try self.golden.path.flatMap { path throws(RunFailure) -> GoldenFile? in
            try transcript.format.map { format throws(RunFailure) in
                try GoldenFile(path: path, format: format, updating: self.golden.update)
            }
        }
        // Compared with a golden one, the transcript goes only where --output says.
        let sink = try transcript.format.flatMap { format throws(RunFailure) -> TranscriptSink? in
            golden != nil && transcript.path == nil ? nil : try TranscriptSink(format: format, path: transcript.path)
        }
        try recording.checkWritable()
        let stateDirectory = state.directoryOrDefault
        let durability: StoreDurability
        do {
            durability = try StoreDurability(environment: ProcessInfo.processInfo.environment)
        } catch {
            throw .durability(error)
        }
        let flowFile = URL(fileURLWithPath: flow)
        let lookup = try scriptRoots.runProject(for: flowFile)
        let project = lookup.file
        let limit = timeLimit.resolved(project: project)
        let watchdog = limit.watchdog { label in
            "\(label) did not finish within \(limit): the script is stuck where its instruction "
                + "budget cannot stop it (in a C function such as a string search)"
        }
        let (flow, fresh) = (flow, fresh)
        let (roots, flowLimits) = (lookup.roots, lookup.limits)
        let clock = self.clock.instant ?? project?.clock ?? (golden != nil ? .golden : nil)
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
        // Every mode drives the launch through the one engine, which watches its start and each event.
        let player = FlowPlayer(adopting: session.launch, watchdog: watchdog)
        if let eventLines, let input {
            let run = events(
                player: player, flowPath: session.flowPath, sink: sink, input: input, colorMode,
                printsFinalScreen: golden == nil)
            do {
                try await run.run(eventLines)
            } catch {
                // A flow that fails ends its transcript with the error, which a golden one may record too.
                guard golden != nil, case .flow = error else { throw error }
            }
            try golden?.finish(session.launch.driver.transcript, eventsSource: input.sourceName)
        } else {
            let recorder = try recording.requested.isEmpty ? nil : SessionRecorder(
                app: session.launch.app, eventsPath: recording.eventsPath, specPath: recording.specPath,
                flowPath: flow, projectFolder: project?.folder, replayOptions: replayOptions(clock: clock),
                startsFresh: fresh)
            if usesTerminalUI {
                try await TerminalUIRun(
                    player: player, flowPath: session.flowPath, sink: sink, palette: TerminalPalette(colorMode),
                    recorder: recorder, wakeup: Self.terminalWakeup()
                ).run()
            } else {
                try await InteractiveRun(
                    player: player, flowPath: session.flowPath, sink: sink, colorMode: colorMode, recorder: recorder,
                    reloads: nil
                ).run()
            }
        }
    }

    /// What secure texts' placeholders are filled in from: the environment, and a terminal stdin unless the
    /// events themselves come from it.
    func secrets(for input: EventInput) -> SecretResolver {
        let asks = input != .standardInput && TerminalDetection.standardInputIsTerminal
        return SecretResolver(
            environment: ProcessInfo.processInfo.environment,
            terminal: asks ? TerminalLineReader(input: STDIN_FILENO, output: STDERR_FILENO) : nil)
    }

    /// The events mode over `player`, its final screen drawn at the terminal's width.
    func events(
        player: FlowPlayer, flowPath: String, sink: TranscriptSink?, input: EventInput, _ colorMode: ColorMode,
        printsFinalScreen: Bool = true
    ) -> EventsRun {
        EventsRun(
            player: player, flowPath: flowPath, sink: sink,
            renderer: TerminalScreenRenderer(width: TerminalWidth.columns(), colorMode: colorMode),
            secrets: secrets(for: input), printsFinalScreen: printsFinalScreen)
    }

    /// The options a replay of the recorded session needs to start where it started.
    private func replayOptions(clock: ClockInstant?) -> [String] {
        var options = scriptRoots.roots.flatMap { ["--root", $0] }
        if let state = state.path {
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
