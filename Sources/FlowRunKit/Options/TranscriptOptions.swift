import ArgumentParser
import FlowScript

/// `run`'s `--transcript FORMAT` and `--output FILE`: whether a step-by-step transcript is written, and where.
struct TranscriptOptions: ParsableArguments {
    /// The transcript format, when one is wanted.
    @Option(
        name: .customLong("transcript"),
        help: ArgumentHelp(
            "Write a step-by-step transcript, secure values masked; json is JSON Lines.", valueName: "format"))
    var format: TranscriptFormat?

    /// Where the transcript goes instead of stdout.
    @Option(
        name: .customLong("output"),
        help: ArgumentHelp("Write the transcript to this file instead of stdout.", valueName: "file"),
        completion: .file())
    var path: String?

    /// Checks that `--output` comes with a format and names a file.
    /// - Throws: `ValidationError` for an empty `--output`, or `--output` without `--transcript`.
    func validate() throws {
        if path?.isEmpty == true {
            throw ValidationError("--output: the file path is empty")
        }
        if path != nil, format == nil {
            throw ValidationError("--output needs --transcript text|json")
        }
    }
}
