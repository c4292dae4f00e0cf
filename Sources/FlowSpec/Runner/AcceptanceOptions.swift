import FlowScript

/// What `flowrun test` was asked to do: which specs, which scenarios of them, how to run them and how to
/// report. The defaults run every spec under the working folder on every core, reporting to the console.
public struct AcceptanceOptions: Sendable {
    /// Spec files and folders of `*_spec.lua` files; empty searches the working folder (see
    /// ``SpecDiscovery/specs(under:)``).
    public var paths: [String]
    /// `FILE:LINE` arguments, their file as typed (and among ``paths``): only the scenarios of the block at
    /// each line run (``ScenarioLine``).
    public var lines: [ScenarioLine] = []
    /// Whether `.only` marks narrow the run; false refuses them, naming each (on CI without `--allow-only`).
    public var allowsOnly = true
    /// Extra folders where flow files and `require`d modules are looked for (`--root`), after the working
    /// directory and before `./scripts`.
    public var scriptRoots: [String]
    /// The project's folder (where `flowhost.json` is), if any: `launch` paths that are not found beside the
    /// spec are looked for there, before the working directory; discovery never leaves it through a link
    /// (``SpecDiscovery``).
    public var projectFolder: String?
    /// The most scenarios running at once; at least 1.
    public var jobs: Int
    /// Keeps scenarios whose full name contains this text, or matches it when written `/expression/`.
    public var filter: String?
    /// Keeps scenarios carrying at least one of these tags (with or without `#`).
    public var includedTags: [String]
    /// Drops scenarios carrying any of these tags.
    public var excludedTags: [String]
    /// Runs one shard of the selection, written `I/N`.
    public var shard: String?
    /// Runs the selection in an order drawn from a seed, printed so it can be repeated.
    public var shuffle: Bool
    /// The seed of the shuffled order; a fresh one when nil. Requires ``shuffle``.
    public var seed: UInt64?
    /// Stops at the first failure.
    public var failFast: Bool
    /// Lists the selected scenarios instead of running them.
    public var list: Bool
    /// Where to write a JUnit XML report, if anywhere.
    public var junitPath: String?
    /// Whether the JUnit report names each scenario's file and line (beyond the strict schema).
    public var junitLocations = false
    /// Writes TAP version 13 instead of the console report.
    public var tap: Bool
    /// Where to write the HTML report, if anywhere.
    public var htmlPath: String?
    /// What the console shows per scenario and in the summary (`--reporter`); nil lets the run choose
    /// (see ``consoleStyle``).
    public var reporter: ConsoleReporterStyle?
    /// How many times the selection runs (`--repeat N`), to find scenarios whose outcome changes; at least 1.
    public var rounds = 1
    /// Whether the output is an interactive terminal with colours: the progress line is redrawn in place and
    /// the closing line coloured. Plain output has neither, so logs, pipes and dumb terminals get stable text.
    public var colored: Bool
    /// The limits of each scenario's Lua states.
    public var limits: SpecLimits
    /// The feature modules flows and specs use: `app.<name>`, `services.<name>`, `preset.*`, `persisted()`.
    public var modules: FlowModuleRegistry = .empty
    /// Watches each scenario's wall-clock time, for a script stuck in a C function where the instruction
    /// budget cannot stop it; nil watches nothing.
    public var watchdog: WallClockWatchdog?
    /// What `to_match_snapshot` does with missing and changed snapshots: record missing ones (a local run),
    /// fail them (CI), or record both and remove obsolete ones (`--update-snapshots`).
    public var snapshotMode: SnapshotMode
    /// The folder `--coverage` writes line and screen coverage to, if any.
    public var coveragePath: String?
    /// Where `--last-failed` and `--failed-first` keep the failures of the last run (the project's folder,
    /// else the working folder); nil keeps no record.
    public var lastFailedFolder: String?
    /// Runs only the scenarios that failed when they last ran (all of them when none did).
    public var lastFailed = false
    /// Runs the scenarios that failed when they last ran first, then the others.
    public var failedFirst = false
    /// The file the line coverage goes to in ``coveragePath``: `lcov.info` or `cobertura.xml`.
    public var coverageFormat: CoverageFormat = .lcov
    /// Told, once the run is over, which scripts each spec file's scenarios loaded (``SpecScriptUse``), for
    /// `flowrun test --watch`; the run records the lines its flows run to know it. Nil records nothing.
    public var scriptUse: (@Sendable (SpecScriptUse) -> Void)?

    /// The defaults: the working folder's specs, every core, everything selected, console report without colours.
    public init() {
        paths = []
        scriptRoots = []
        projectFolder = nil
        jobs = ScenarioScheduler.defaultJobs
        filter = nil
        includedTags = []
        excludedTags = []
        shard = nil
        shuffle = false
        seed = nil
        failFast = false
        list = false
        junitPath = nil
        tap = false
        colored = false
        limits = .default
        watchdog = nil
        snapshotMode = .recordMissing
    }

    /// The console style the run uses: ``reporter`` when given, else `list` on an interactive terminal
    /// (``colored``), where the progress line stays below it, and `dots` in a log or a pipe.
    public var consoleStyle: ConsoleReporterStyle {
        reporter ?? (colored ? .list : .dots)
    }

    /// Checks what the options say on their own, before any file is read: `--jobs`, `--seed` without
    /// `--shuffle`, `--list` with `--tap` or `--update-snapshots`, an empty `--junit` path, and the forms of
    /// `--shard` and `--filter`, `--repeat` below 1 or with `--list` or `--update-snapshots`, `--reporter` with
    /// `--tap`, an empty `--html` path, `--list` with `--coverage` or an empty `--coverage` path.
    /// - Throws: The ``AcceptanceRunError`` of the first problem.
    public func checkUsage() throws(AcceptanceRunError) {
        guard jobs >= 1 else { throw .invalidJobs(jobs) }
        if let seed, !shuffle { throw .seedWithoutShuffle(seed) }
        if list && tap { throw .listWithTAP }
        if list && snapshotMode == .update { throw .listWithUpdateSnapshots }
        if junitPath?.isEmpty == true { throw .emptyJUnitPath }
        if htmlPath?.isEmpty == true { throw .emptyHTMLPath }
        guard rounds >= 1 else { throw .invalidRepeat(rounds) }
        if list && rounds > 1 { throw .listWithRepeat }
        if snapshotMode == .update && rounds > 1 { throw .repeatWithUpdateSnapshots }
        if let reporter, tap { throw .reporterWithTAP(reporter) }
        if list && coveragePath != nil { throw .listWithCoverage }
        if coveragePath?.isEmpty == true { throw .coverage(.emptyPath) }
        do {
            if let shard {
                _ = try ScenarioShard(parsing: shard)
            }
            if let filter {
                _ = try ScenarioFilter(parsing: filter)
            }
        } catch {
            throw .selection(error)
        }
    }
}
