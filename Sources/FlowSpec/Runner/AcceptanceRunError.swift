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
    /// `--html` was given an empty path.
    case emptyHTMLPath
    /// The HTML report cannot be written at `path`; `reason` says why in words.
    case htmlUnwritable(path: String, reason: String)
    /// `--repeat` is below 1.
    case invalidRepeat(Int)
    /// `--list` and `--repeat` were both given: a listing runs nothing to repeat.
    case listWithRepeat
    /// `--repeat` and `--update-snapshots` were both given: the first round would record what the others
    /// then only match.
    case repeatWithUpdateSnapshots
    /// `--reporter` and `--tap` were both given: TAP replaces the console report.
    case reporterWithTAP(ConsoleReporterStyle)
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
        case .emptyHTMLPath:
            "--html: the file path is empty"
        case .htmlUnwritable(let path, let reason):
            "cannot write the HTML report \(path): \(reason)"
        case .invalidRepeat(let rounds):
            "--repeat \(rounds): the scenarios must run at least once"
        case .listWithRepeat:
            "--list and --repeat cannot be combined: a listing runs no scenario"
        case .repeatWithUpdateSnapshots:
            "--repeat and --update-snapshots cannot be combined: update the snapshots in one run, then repeat it"
        case .reporterWithTAP(let style):
            "--reporter \(style.rawValue) and --tap cannot be combined: TAP replaces the console report"
        case .listWithCoverage:
            "--list and --coverage cannot be combined: a listing runs no scenario, so it covers no line"
        case .coverage(let error):
            error.description
        }
    }
}

extension AcceptanceRunError {
    /// Whether the error is the JUnit report's own: nothing can be written to it then.
    var isJUnitFailure: Bool {
        switch self {
        case .junitUnwritable, .emptyJUnitPath: true
        default: false
        }
    }

    /// Whether the error is the HTML report's own: nothing can be written to it then.
    var isHTMLFailure: Bool {
        switch self {
        case .htmlUnwritable, .emptyHTMLPath: true
        default: false
        }
    }
}
