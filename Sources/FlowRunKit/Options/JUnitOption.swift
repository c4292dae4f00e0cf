import ArgumentParser

/// `--junit FILE`: a JUnit XML report besides the console's. `test` writes a test case per scenario,
/// `explore` one per screen and check. Shared through `@OptionGroup`.
struct JUnitOption: ParsableArguments {
    /// The report's path, if one is wanted.
    @Option(
        name: .customLong("junit"),
        help: ArgumentHelp("Also write the results as JUnit XML to this file.", valueName: "file"),
        completion: .file(extensions: ["xml"]))
    var path: String?

    /// Refuses an empty path.
    /// - Throws: `ValidationError` for `--junit ''`.
    func validate() throws {
        if path?.isEmpty == true {
            throw ValidationError("--junit: the file path is empty")
        }
    }
}
