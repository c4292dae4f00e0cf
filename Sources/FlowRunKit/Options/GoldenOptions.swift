import ArgumentParser

/// `run`'s `--expect GOLDEN` and `--update`: a golden transcript the run's is compared with, or rewritten.
struct GoldenOptions: ParsableArguments {
    /// The golden transcript's path.
    @Option(
        name: .customLong("expect"),
        help: ArgumentHelp(
            "Compare the transcript with this golden one: exit 1 and show the first difference.",
            valueName: "golden"),
        completion: .file())
    var path: String?

    /// Whether the golden transcript is (re)written instead of compared.
    @Flag(
        name: .customLong("update"),
        help: "With --expect: (re)write the golden transcript from this run instead of comparing, and say so.")
    var update = false

    /// Checks that `--update` comes with `--expect`, and that `--expect` names a file.
    /// - Throws: `ValidationError` naming the option at fault.
    func validate() throws {
        if path?.isEmpty == true {
            throw ValidationError("--expect: the file path is empty")
        }
        if update, path == nil {
            throw ValidationError("--update needs --expect GOLDEN: the golden transcript to write")
        }
    }
}
