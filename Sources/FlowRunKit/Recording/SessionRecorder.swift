import FlowScript
import FlowTooling
import Foundation

/// Records what a person does in the terminal mode of `flowrun run`: `--record FILE` as an events file that
/// `--events` replays, `--record-spec FILE` as a spec skeleton (``SpecSkeleton``).
///
/// Only events that applied are recorded; one that failed is written as a comment, since a replay stops at
/// a failing event. Secure fields' texts are never written: the events file holds a placeholder
/// (``SecretPlaceholder``) that the replay fills in, the spec a `secrets` entry to fill in.
///
/// The events file is created before the flow starts and written an event at a time, so it holds every
/// event up to the moment a session is interrupted (Ctrl-C); the spec, whose scenario must be closed, is
/// written by ``finish()``, when the session ends.
final class SessionRecorder {
    /// The flow the session runs.
    private let app: FlowApp
    /// The events file, when `--record` was given, with its path.
    private let events: OutputFile?
    /// Where the spec goes, when `--record-spec` was given.
    private let specPath: String?
    /// The events file's lines and the spec, built as the studio builds them.
    private var builder: RecordingBuilder

    /// Creates the events file (emptying one that exists) and writes its header; the spec's path was checked
    /// before the flow loaded.
    /// - Parameters:
    ///   - app: The app the session runs, whose navigation and announcements the spec checks.
    ///   - eventsPath: The `--record` file, or `nil`.
    ///   - specPath: The `--record-spec` file, or `nil`.
    ///   - flowPath: The flow file as given, which the spec launches.
    ///   - projectFolder: The run's project folder, if any: the spec launches the flow relative to it when
    ///     both are in the project.
    ///   - replayOptions: The options a replay needs to start as the session did (`--state`, `--fresh`,
    ///     `--clock`, `--root`), for the files' headers.
    ///   - startsFresh: Whether the session started from an empty state (`--fresh`).
    /// - Throws: ``RunFailure/unwritableRecording(path:reason:)``.
    init(
        app: FlowApp, eventsPath: String?, specPath: String?, flowPath: String, projectFolder: URL? = nil,
        replayOptions: [String], startsFresh: Bool
    ) throws(RunFailure) {
        self.app = app
        self.specPath = specPath
        let flow = ShellWord.quoted(flowPath)
        let options = replayOptions.map(ShellWord.quoted).joined(separator: " ")
        let stateNote = startsFresh ? [] : [
            "The session started from the saved state, not an empty one (--fresh): replay it over that state.",
        ]
        do throws(OutputFileError) {
            if let eventsPath {
                let file = try OutputFile(path: eventsPath)
                events = file
                let replay = "flowrun run \(flow) \(options.isEmpty ? "" : options + " ")--events \(ShellWord.quoted(eventsPath))"
                let header = ["Recorded in the terminal by `flowrun run \(flow) --record`. Replay:", "  \(replay)"]
                    + stateNote
                try file.write((header.map { "# " + ControlEscapes.escaped($0) } + [""]).joined(separator: "\n") + "\n")
            } else {
                events = nil
            }
        } catch {
            throw .unwritableRecording(path: error.path, reason: error.reason)
        }
        // Paths that hold from any working folder: the spec is run, and launches the flow, from anywhere.
        let paths = specPath.map { RecordedLaunchPath(flowPath: flowPath, specPath: $0, projectFolder: projectFolder) }
        let run = paths.map { "flowrun test \(ShellWord.quoted($0.spec))" } ?? "flowrun test"
        builder = RecordingBuilder(spec: SpecSkeleton(flowPath: paths?.flow ?? flowPath, header: [
            "Recorded in the terminal by `flowrun run \(flow) --record-spec`: the steps taken,",
            "with a check after each screen change and announcement (exhaustive() fails the scenario",
            "on any left unchecked). Name the scenario, add expectations (docs/Specs.md), and run it:",
            "  \(run)",
        ] + (startsFresh ? [] : [
            "The session started from the saved state, a spec from an empty one: give what that",
            "state held with presets (docs/Specs.md) before launch.",
        ])))
    }

    /// Records the first screen, once the flow has started.
    func started() {
        builder.started(app: app)
    }

    /// Records `event`, which applied to `screen`.
    /// - Parameters:
    ///   - event: The event, unmasked.
    ///   - screen: The screen it applied to, which tells whether its field is secure.
    ///   - typedSecretly: Whether its text was read without echo (`type password` alone).
    /// - Throws: ``RunFailure/unwritableRecording(path:reason:)``.
    func applied(_ event: FlowEvent, on screen: Screen, typedSecretly: Bool) throws(RunFailure) {
        try write(builder.applied(event, on: screen, typedSecretly: typedSecretly, app: app))
    }

    /// Records, as a comment, `event`, which failed on `screen`.
    /// - Throws: ``RunFailure/unwritableRecording(path:reason:)``.
    func failed(_ event: FlowEvent, on screen: Screen) throws(RunFailure) {
        try write(builder.failed(event, on: screen, app: app))
    }

    /// Runs `session`, then finishes `recorder`. The recording so far is kept whatever ended the session; after a
    /// failure, that failure is the one thrown and a failure to finish is only reported.
    /// - Throws: the session's failure, else ``RunFailure/unwritableRecording(path:reason:)``.
    static func recording(
        _ recorder: SessionRecorder?, _ session: () async throws(RunFailure) -> Void
    ) async throws(RunFailure) {
        do {
            try await session()
        } catch {
            do {
                try recorder?.finish()
            } catch let unfinished {
                Diagnostics.report(unfinished.description)
            }
            throw error
        }
        try recorder?.finish()
    }

    /// Writes the spec, closes the events file, and says what was recorded where.
    /// - Throws: ``RunFailure/unwritableRecording(path:reason:)``.
    func finish() throws(RunFailure) {
        events?.close()
        if let path = events?.path {
            let count = builder.recordedEvents == 1 ? "1 event" : "\(builder.recordedEvents) events"
            Diagnostics.report("recorded \(count) in \(path)")
        }
        guard let specPath else { return }
        do throws(OutputFileError) {
            let file = try OutputFile(path: specPath)
            defer { file.close() }
            try file.write(builder.spec.text)
        } catch {
            throw .unwritableRecording(path: specPath, reason: error.reason)
        }
        Diagnostics.report("wrote the spec skeleton \(specPath)")
    }

    private func write(_ text: String) throws(RunFailure) {
        guard let events else { return }
        do {
            try events.write(text)
        } catch {
            throw .unwritableRecording(path: events.path, reason: error.reason)
        }
    }
}
