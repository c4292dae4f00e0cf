import FlowScript
import FlowTooling
import Foundation
import LuaHost

/// `flowrun test`: discovers spec files, collects their scenarios, selects, runs them in parallel (one Lua
/// state per scenario) and reports.
public enum AcceptanceRunner {
    /// Runs (or lists) the selected scenarios, writing progress and reports through `write`.
    ///
    /// A spec file that does not load (unreadable, a syntax error, an error while declaring) is reported with
    /// its `file:line` as a failure of its own while the other files run; a file that declares no scenario
    /// is noted through `note`. The console report ends with the closing line
    /// `N passed, N failed[, N skipped]` alone on the last line.
    ///
    /// What a scenario prints is kept with its result and reported with it (the console shows it under a
    /// failure). What a spec file prints while its scenarios are declared goes with its load failure if it
    /// does not load, else to `writeCollectionOutput`.
    /// - Parameters:
    ///   - options: What to run and how to report.
    ///   - note: Receives remarks that fail nothing, one line each without a newline (standard error in
    ///     flowrun).
    ///   - write: Receives the output as it is produced, newlines included (standard output in flowrun).
    ///   - writeCollectionOutput: Receives what spec files that load print while their scenarios are
    ///     declared (standard error in flowrun), kept out of `write`'s listing and reports.
    /// - Returns: Whether nothing failed (no failed, timed-out or unloadable scenario, no snapshot file left
    ///   unwritten).
    /// - Throws: ``AcceptanceRunError`` for usage-level problems: bad options, missing paths, no specs, no
    ///   scenario declared, nothing matching, an unwritable JUnit or HTML file.
    public static func run(
        _ options: AcceptanceOptions,
        note: (String) -> Void,
        write: @escaping @Sendable (String) -> Void,
        writeCollectionOutput: (String) -> Void
    ) async throws(AcceptanceRunError) -> Bool {
        // The reports are written to temporary files beside them and renamed into place at the end: until
        // then the previous reports stay, and a run ended by a signal leaves them as they were.
        var files = ReportFiles()
        defer {
            files.junit?.close()
            files.html?.close()
        }
        do throws(AcceptanceRunError) {
            try options.checkUsage()
            var selection = try selection(for: options)
            // Opened now so that an unwritable path is a usage error before anything runs.
            files.junit = try options.list ? nil : options.junitPath.map(openJUnit)
            files.html = try options.list ? nil : options.htmlPath.map(openHTML)
            let discovered: DiscoveredSpecs
            do {
                discovered = try SpecDiscovery(projectFolder: options.projectFolder).specs(under: options.paths)
            } catch {
                throw AcceptanceRunError.discovery(error)
            }
            selection.lines = lines(of: options)
            let coverage = try options.list ? nil : options.coveragePath.map(openCoverage)
            defer { coverage?.close() }
            return try await run(
                discovered, selection: selection, options: options, files: files,
                coverage: coverage, note: note, write: write, writeCollectionOutput: writeCollectionOutput)
        } catch {
            // A run that ends in an error leaves a valid report of it, not an empty file that CI servers refuse,
            // nor a previous run's report that would read as this one's.
            writeErrorReports(error, options: options, files: &files)
            throw error
        }
    }

    /// The steps of ``run(_:note:write:writeCollectionOutput:)`` once the specs are found and the report open:
    /// collect, select, then list or run the rounds, and report.
    private static func run(
        _ discovered: DiscoveredSpecs,
        selection: ScenarioSelection,
        options: AcceptanceOptions,
        files: ReportFiles,
        coverage: CoverageFolder?,
        note: (String) -> Void,
        write: @escaping @Sendable (String) -> Void,
        writeCollectionOutput: (String) -> Void
    ) async throws(AcceptanceRunError) -> Bool {
        let started = ContinuousClock.now
        let roots = scriptRoots(options)
        let projectFolder = options.projectFolder.map { URL(fileURLWithPath: $0, isDirectory: true) }
        // Without a cache (no memory for one) every state parses its chunks: slower, the same results.
        let chunkCache = try? LuaChunkCache()
        let specs = await collect(
            discovered, roots: roots, projectFolder: projectFolder, limits: options.limits, modules: options.modules,
            watchdog: options.watchdog, chunkCache: chunkCache,
            writeOutput: writeCollectionOutput)
        if specs.scenarios.isEmpty && specs.loadFailures.isEmpty {
            throw .noScenarios(files: specs.emptyFiles)
        }
        for file in specs.emptyFiles {
            note("no scenarios declared in \(file)")
        }
        let loadFailures = specs.loadFailures.filter { selection.reportsLoadFailure(ofFile: $0.scenario.file) }
        let cache = options.lastFailedFolder.map(LastFailedCache.init(folder:))
        let failedBefore = cache?.read() ?? []
        let selected = try select(
            from: specs, selection: selection, loadFailures: loadFailures, failedBefore: failedBefore,
            options: options, note: note)
        if options.list {
            list(selected, loadFailures: loadFailures, shuffle: selection.shuffle, options: options, write: write)
            return loadFailures.isEmpty
        }
        let rounds = await runRounds(
            selected, of: specs, selection: selection, loadFailures: loadFailures, failedBefore: failedBefore,
            roots: roots, chunkCache: chunkCache, recordsCoverage: coverage != nil || options.scriptUse != nil,
            options: options, write: write)
        // Printed before the console report, whose closing line ends the output, and after a TAP stream's
        // plan and results; a coverage failure is thrown once the results are out.
        let coverageSummary = coverage.flatMap { folder in
            rounds.covered.map { writeCoverage(
                of: $0, to: folder, shard: selection.shard, tap: options.tap, format: options.coverageFormat) }
        }
        if !options.tap, case .success(let text)? = coverageSummary {
            if options.consoleStyle == .json {
                note(text.trimmingCharacters(in: .newlines))
            } else {
                write(text)
            }
        }
        reportScriptUse(of: rounds.covered, to: options)
        if let cache {
            let results = rounds.repeated.combined.results.filter { $0.scenario.index > 0 }
            if let problem = cache.record(
                ran: results.map(\.scenario), failed: results.filter { $0.status.isFailure }.map(\.scenario)) {
                note(problem)
            }
        }
        try report(rounds.repeated, options: options, files: files, elapsed: ContinuousClock.now - started, write: write)
        switch coverageSummary {
        case .success(let text)? where options.tap: write(text)
        case .failure(let error)?: throw .coverage(error)
        default: break
        }
        return rounds.repeated.succeeded
    }

    // MARK: - Steps

    /// Tells ``AcceptanceOptions/scriptUse`` which scripts the first round's scenarios loaded, when asked.
    private static func reportScriptUse(of outcome: ScenarioRunOutcome?, to options: AcceptanceOptions) {
        guard let report = options.scriptUse, let outcome else { return }
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        report(SpecScriptUse(results: outcome.results, directory: directory))
    }

    /// Returns to the start of the line and erases it: the progress line is redrawn in place.
    private static let clearLine = "\r\u{1B}[2K"

    /// Runs `scenarios` on the scheduler, each in a host of its own, drawing the progress line in colour mode.
    static func runScenarios(
        _ scenarios: [Scenario],
        of specs: CollectedSpecs,
        roots: [URL],
        chunkCache: LuaChunkCache?,
        snapshots: SnapshotStore,
        options: AcceptanceOptions,
        loadFailures: [ScenarioResult],
        recordsCoverage: Bool,
        write: @escaping @Sendable (String) -> Void
    ) async -> ScenarioRunOutcome {
        let style = options.tap || options.consoleStyle == .json ? nil : options.consoleStyle
        let console = ConsoleReporter(style: style ?? .quiet, colored: options.colored)
        let sources = specs.sources
        let limits = options.limits
        let projectFolder = options.projectFolder.map { URL(fileURLWithPath: $0, isDirectory: true) }
        let modules = options.modules
        let stores = SpecStorePool(schema: modules.schema)
        let watchdog = options.watchdog
        // The dots are progress enough; the list and quiet styles keep the progress line below them.
        let showsProgress = options.colored && style != nil && style != .dots
        let perLine = ConsoleReporter.dotsPerLine
        // Files that did not load are shown first, as the report lists them.
        for (offset, failure) in loadFailures.enumerated() {
            if style == .list {
                write(console.resultLine(failure) + "\n")
            } else if style == .dots {
                write(console.mark(failure) + ((offset + 1) % perLine == 0 ? "\n" : ""))
            }
        }
        let outcome = await ScenarioScheduler(jobs: options.jobs, failFast: options.failFast).run(
            scenarios,
            progress: { progress in
                var text = showsProgress ? clearLine : ""
                if style == .list {
                    text += console.resultLine(progress.latest) + "\n"
                } else if style == .dots {
                    text += console.mark(progress.latest)
                    text += (loadFailures.count + progress.completed) % perLine == 0 ? "\n" : ""
                }
                if showsProgress {
                    text += console.progressLine(progress)
                }
                if !text.isEmpty {
                    write(text)
                }
            },
            execute: { scenario in
                let run = {
                    await execute(
                        scenario, source: sources[scenario.file] ?? "", roots: roots, projectFolder: projectFolder,
                        limits: limits, modules: modules, chunkCache: chunkCache, stores: stores,
                        snapshots: snapshots.snapshots(for: scenario), recordsCoverage: recordsCoverage)
                }
                guard let watchdog else { return await run() }
                return await watchdog.watch("\(scenario.location): \(scenario.name)", run)
            })
        if showsProgress {
            write(clearLine)
        }
        let marks = loadFailures.count + outcome.results.count
        if style == .dots, marks % perLine != 0 {
            write("\n")
        }
        if style == .list || style == .dots, marks > 0 {
            // A blank line between what ran and the report.
            write("\n")
        }
        return outcome
    }

    /// Runs one scenario in a host of its own, checking its snapshots against `snapshots`, and times it.
    private static func execute(
        _ scenario: Scenario, source: String, roots: [URL], projectFolder: URL?, limits: SpecLimits,
        modules: FlowModuleRegistry, chunkCache: LuaChunkCache?, stores: SpecStorePool, snapshots: ScenarioSnapshots,
        recordsCoverage: Bool
    ) async -> ScenarioResult {
        let clock = ContinuousClock()
        let start = clock.now
        var result: ScenarioResult
        do {
            let host = try SpecHost(
                file: scenario.file, source: source, scriptRoots: roots, projectFolder: projectFolder, limits: limits,
                modules: modules, chunkCache: chunkCache, stores: stores, snapshots: snapshots,
                recordsCoverage: recordsCoverage)
            result = await host.run(scenario)
            host.close()
        } catch {
            result = ScenarioResult(
                scenario: scenario, status: .error, message: "the spec host could not start: \(error)",
                location: scenario.location)
        }
        result.duration = clock.now - start
        return result
    }
}
