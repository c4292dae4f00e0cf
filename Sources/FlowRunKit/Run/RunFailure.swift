import FlowStore
import FlowScript
import FlowTerminal
import FlowTooling
import FlowWatch

/// Why `flowrun run` stopped before the flow ended. Each prints as one line naming the file, line or
/// value at fault (a Lua traceback, when there is one, follows on lines of its own), and carries the
/// exit status it ends the run with.
enum RunFailure: Error, CustomStringConvertible {
    /// The exit status of usage errors, including ArgumentParser's own.
    static let usageExitCode: Int32 = 2
    /// The exit status of a flow that failed while running.
    static let flowExitCode: Int32 = 1

    /// The events input could not be read: a missing file, a folder, a read error.
    case unreadableEvents(source: String, reason: String)
    /// The events input holds something that is not an event line: an unknown verb, a bad row number,
    /// a NUL byte, bytes that are not UTF-8, a stream's over-long line. From a regular file nothing ran;
    /// from a stream, the events before that line ran.
    case invalidEvents(FlowEventParseError)
    /// The `--output` file cannot be created or written.
    case unwritableOutput(path: String, reason: String)
    /// The final screen cannot be written to standard output (`> /dev/full`, a closed pipe).
    case unwritableScreen(reason: String)
    /// The state directory or its file cannot be used; the file's bytes are left as they were.
    case state(AppStateStoreError)
    /// `FLOWHOST_DURABILITY` names no durability; nothing was opened.
    case durability(StoreDurabilityError)
    /// A feature module failed to launch.
    case module(FlowModuleError)
    /// The flow script could not be loaded, or failed before it ran.
    case script(FlowScriptError)
    /// The flow failed: its start, or an event that could not apply or whose work failed; `flowFile` is the
    /// flow's path as given, for failures whose message has no script location (no screen shown).
    case flow(FlowDriverError, flowFile: String)
    /// Reading from or writing to the terminal failed.
    case terminal(TerminalError)
    /// `--expect` names no file, and `--update` was not given to record one.
    case goldenMissing(path: String)
    /// The `--expect` file cannot be read: a folder, no permission, too large.
    case unreadableGolden(path: String, reason: String)
    /// The `--expect` file is not a transcript in the format asked for; `updating` when `--update` was given,
    /// which rewrites a transcript but nothing else.
    case invalidGolden(GoldenTranscriptError, updating: Bool)
    /// The `--expect` file cannot be written with `--update`.
    case unwritableGolden(path: String, reason: String)
    /// The run's transcript differs from the golden one.
    case transcriptDiffers(TranscriptDifference)
    /// The `--record` or `--record-spec` file cannot be created or written.
    case unwritableRecording(path: String, reason: String)
    /// An event's secure text is a placeholder (`type password ?`) that neither the environment nor a terminal
    /// can fill in.
    case missingSecret(SecretPlaceholder, field: String, at: FlowEventLocation)
    /// The project file (`flowhost.json`) cannot be used.
    case project(ProjectFileError)
    /// `--watch` cannot watch the scripts (no pipe, no thread, a failed wait).
    case watch(WatchError)

    /// 2 for what prevented the run (usage, inputs, state, a script that does not load), 1 for a flow
    /// that failed while running.
    var exitCode: Int32 {
        switch self {
        case .unreadableEvents, .invalidEvents, .unwritableOutput, .unwritableScreen, .state, .durability, .module,
             .goldenMissing, .unreadableGolden, .invalidGolden, .unwritableGolden, .unwritableRecording, .missingSecret,
             .project, .watch:
            Self.usageExitCode
        case .script(let error):
            error.isLoadError ? Self.usageExitCode : Self.flowExitCode
        case .flow, .terminal, .transcriptDiffers:
            Self.flowExitCode
        }
    }

    /// The message `flowrun: ` is put in front of.
    var description: String {
        switch self {
        case .unreadableEvents(let source, let reason):
            "cannot read the events \(source): \(reason)"
        case .invalidEvents(let error):
            error.description
        case .unwritableOutput(let path, let reason):
            "cannot write the transcript to \(path): \(reason)"
        case .unwritableScreen(let reason):
            "cannot write the final screen to stdout: \(reason)"
        case .state(let error):
            switch error {
            case .notAStateFile, .newerSchema, .unknownMigrations:
                "\(error.description); it was left as it is (move it away, or pass another --state)"
            default:
                error.description
            }
        case .module(let error):
            error.description
        case .script(let error):
            error.description
        case .flow(.noScreenShown, let flowFile):
            "\(flowFile): start returned without showing a screen (show one with app.nav:replace_root(view))"
        case .flow(let error, _):
            error.description
        case .terminal(let error):
            "terminal: \(error.description)"
        case .goldenMissing(let path):
            "no golden transcript at \(path) (run with --update to record one)"
        case .unreadableGolden(let path, let reason):
            "cannot read the golden transcript \(path): \(reason)"
        case .invalidGolden(.empty(let path), false):
            "\(path) is empty: it holds no transcript (run with --update to record one)"
        case .invalidGolden(let error, true):
            "\(error.description); --update rewrites only a transcript (move the file away, or pick another path)"
        case .invalidGolden(let error, false):
            error.description
        case .unwritableGolden(let path, let reason):
            "cannot write the golden transcript to \(path): \(reason)"
        case .transcriptDiffers(let difference):
            difference.description
        case .unwritableRecording(let path, let reason):
            "cannot write the recording to \(path): \(reason)"
        case .missingSecret(let placeholder, let field, let location):
            "\(location): 'type \(field) \(placeholder)' stands for a secret that was not given: set "
                + "\(placeholder.environmentVariable), or run with a terminal on stdin to be asked for it"
        case .project(let error):
            error.description
        case .durability(let error):
            error.description
        case .watch(let error):
            error.description
        }
    }
}
