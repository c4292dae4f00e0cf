import ArgumentParser
import FlowScript
import FlowTooling

/// `run`'s `--record FILE` and `--record-spec FILE`: a terminal session written as an events file and as a
/// spec skeleton.
struct RecordingOptions: ParsableArguments {
    /// Where the terminal session is recorded as events.
    @Option(
        name: .customLong("record"),
        help: ArgumentHelp(
            "In the terminal: record the session as an events file that --events replays.", valueName: "file"),
        completion: .file())
    var eventsPath: String?

    /// Where the terminal session is recorded as a spec skeleton.
    @Option(
        name: .customLong("record-spec"),
        help: ArgumentHelp("In the terminal: write the session as a spec skeleton when it ends.", valueName: "file"),
        completion: .file(extensions: ["lua"]))
    var specPath: String?

    /// Each recording asked for, with its option's name.
    var requested: [(option: String, path: String)] {
        [("--record", eventsPath), ("--record-spec", specPath)].compactMap { option, path in
            path.map { (option, $0) }
        }
    }

    /// Refuses an empty path.
    /// - Throws: `ValidationError` naming the option.
    func validate() throws {
        if let empty = requested.first(where: { $0.path.isEmpty }) {
            throw ValidationError("\(empty.option): the file path is empty")
        }
    }

    /// Checks, before anything is opened, that the recording files can be written.
    /// - Throws: ``RunFailure/unwritableRecording(path:reason:)`` for the first that cannot.
    func checkWritable() throws(RunFailure) {
        for (_, path) in requested {
            do {
                try OutputFile.checkWritable(path: path)
            } catch {
                throw .unwritableRecording(path: path, reason: error.reason)
            }
        }
    }
}
