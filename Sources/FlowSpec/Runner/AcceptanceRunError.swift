/// Why `flowrun test` could not run at all: a usage-level problem, reported as `flowrun: message` with exit
/// status 2. Failing scenarios are not errors; they make the run return false.
public enum AcceptanceRunError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A path is empty or missing, or a folder holds no spec.
    case discovery(SpecDiscoveryError)
    /// The spec files found all loaded and declared no scenario (no `it`, `scenario` or `pending`): nothing
    /// to run, before any option selects.
    case noScenarios(files: [String])
    /// `--filter`, `--tags` or `--shard` is malformed, or the filter and tags match no scenario.
    case selection(ScenarioSelectionError)
    /// `--jobs` is below 1.
    case invalidJobs(Int)
    /// `--seed` was given without `--shuffle`.
    case seedWithoutShuffle(UInt64)
    /// `--list` and `--tap` were both given: a listing is not a TAP stream.
    case listWithTAP
    /// `--list` and `--update-snapshots` were both given: a listing checks no snapshot.
    case listWithUpdateSnapshots
    /// `--junit` was given an empty path.
    case emptyJUnitPath
    /// The JUnit report cannot be written at `path`; `reason` says why in words.
    case junitUnwritable(path: String, reason: String)
    /// `--list` and `--coverage` were both given: a listing runs no line.
    case listWithCoverage
    /// `--coverage`'s folder cannot be written, or its report or parts cannot be.
    case coverage(CoverageError)

    /// The problem as one line naming the option or path at fault.
    public var description: String {
        switch self {
        case .discovery(let error):
            error.description
        case .noScenarios(let files):
            "no scenarios declared in \(files.joined(separator: ", ")) (declare them with it or scenario)"
        case .selection(let error):
            error.description
        case .invalidJobs(let jobs):
            "--jobs \(jobs): at least one scenario must run at a time"
        case .seedWithoutShuffle(let seed):
            "--seed \(seed) has no effect without --shuffle"
        case .listWithTAP:
            "--list and --tap cannot be combined: a listing is not a TAP stream"
        case .listWithUpdateSnapshots:
            "--list and --update-snapshots cannot be combined: a listing runs no scenario, so it records no snapshot"
        case .emptyJUnitPath:
            "--junit: the file path is empty"
        case .junitUnwritable(let path, let reason):
            "cannot write the JUnit report \(path): \(reason)"
        case .listWithCoverage:
            "--list and --coverage cannot be combined: a listing runs no scenario, so it covers no line"
        case .coverage(let error):
            error.description
        }
    }
}

extension AcceptanceRunError {
    /// Whether the error is the report's own: nothing can be written to it then.
    var isJUnitFailure: Bool {
        switch self {
        case .junitUnwritable, .emptyJUnitPath: true
        default: false
        }
    }
}
