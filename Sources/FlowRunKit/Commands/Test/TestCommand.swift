import ArgumentParser
import FlowScript
import FlowSpec
import FlowTerminal
import FlowTooling
import Foundation

extension Flowrun {
    /// `flowrun test`: runs the acceptance specs, `*_spec.lua` files that drive flows through their screens.
    struct TestCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "test",
            abstract: "Run the acceptance specs (*_spec.lua) against the flow scripts.",
            discussion: """
                Every spec file runs in a sandboxed Lua state; every scenario (an it or scenario block) gets a \
                fresh state, a fresh app and an in-memory store, so scenarios run in parallel and in any order.

                Scenarios are selected by --filter, then --tags and --exclude-tags, then --shard, and finally \
                ordered by --shuffle. A spec file that does not load is reported with its file:line while the \
                others run.

                While scenarios run, --reporter list prints a line per scenario (status, time, file:line: name), \
                dots a character per scenario (. passed, F failed, E error, T timed out, * pending) and quiet \
                nothing; the default is list on a terminal and dots in a log or pipe. The report lists each \
                failure with the spec line, expected and actual values, the screen at the moment of failure, the \
                last steps and what the scenario printed (print in a spec or its flow is captured per scenario; \
                what a file prints while declaring its scenarios goes to stderr), then (but with quiet) the \
                pending scenarios with their reasons and the five slowest, and ends with the line \
                'N passed, N failed[, N skipped] in 0.21s' (the run's wall-clock time).

                --repeat N runs the selection N times (each round shuffled with a seed of its own under \
                --shuffle, printed), names the scenarios whose outcome differed between rounds as flaky \
                (', N flaky' on the closing line) and fails when any round failed.

                Snapshots (expect(screen()).to_match_snapshot()) are kept in a __snapshots__ folder beside each \
                spec. A missing snapshot is recorded at the end of the run, except on CI (CI=true, or --ci), where \
                it fails; a changed one fails with a diff; --update-snapshots records both and removes the obsolete \
                ones a run of whole spec files finds.

                --coverage records the lines of the flows (and the modules they require) the scenarios ran, and the \
                buttons, rows and alert actions they used: it prints a per-file summary and writes lcov.info (for \
                genhtml; cobertura.xml with --coverage-format cobertura), screens.txt and screens.json to \
                --coverage-dir. Shards writing to one folder are merged.

                Exit status: 0 when nothing failed, 1 when a scenario failed, timed out or a spec did not load, \
                or a snapshot file could not be written, 2 for usage errors (bad options, missing paths, nothing \
                to run, an unwritable --coverage-dir).
                """
        )

        @Argument(help: ArgumentHelp(
            "Spec files, or folders searched for *_spec.lua files at every depth; FILE:LINE runs the it or describe at that line.",
            discussion: "Default: the project's specs (flowhost.json), else every *_spec.lua under the working folder (hidden and build folders skipped). A failure's location pastes as is: FILE:LINE of a line inside an it's body runs that it; of a describe's line, every scenario in it.",
            valueName: "path"),
            completion: .file(extensions: ["lua"]))
        var paths: [String] = []

        // Unconditional, as for --seed (SeedOption): a negative value is a value, which validate() refuses in
        // flowrun's words, rather than a flag that leaves the option without one.
        @Option(name: .shortAndLong, parsing: .unconditional, help: ArgumentHelp(
            "The most scenarios running at once; by default one per processor core.",
            valueName: "n"))
        var jobs: Int = ScenarioScheduler.defaultJobs

        // An array so that a second --filter is refused rather than silently replacing the first.
        @Option(help: ArgumentHelp(
            "Keep scenarios whose full name contains this text; write /expression/ for a regular expression.",
            valueName: "text"))
        var filter: [String] = []

        @Option(help: ArgumentHelp(
            "Keep scenarios carrying at least one of these tags (comma-separated, or the option repeated; '#' optional).",
            valueName: "tags"))
        var tags: [String] = []

        @Option(name: .customLong("exclude-tags"), help: ArgumentHelp(
            "Drop scenarios carrying any of these tags (comma-separated, or the option repeated; '#' optional).",
            valueName: "tags"))
        var excludeTags: [String] = []

        @Option(help: ArgumentHelp(
            "Run only shard I of N (such as 2/4), for a CI matrix; every scenario lands in exactly one shard.",
            valueName: "I/N"))
        var shard: String?

        @Flag(help: "Run the scenarios in a shuffled order; the seed is printed so the order can be repeated.")
        var shuffle = false

        /// `--seed N`, the seed of `--shuffle`.
        @OptionGroup var seed: SeedOption

        /// `--time-limit SECONDS`, per scenario.
        @OptionGroup var timeLimit: TimeLimitOption

        @Flag(name: [.customLong("fail-fast"), .customLong("bail")],
              help: "Stop at the first failure; scenarios not started are counted (--bail, as in Jest, is the same).")
        var failFast = false

        @Flag(name: [.customLong("last-failed"), .customLong("lf")], help: """
            Run only the scenarios that failed when they last ran (all of them when none did), as recorded in \
            .flowhost/cache/last-failed under the project (or the working folder).
            """)
        var lastFailed = false

        @Flag(name: [.customLong("failed-first"), .customLong("ff")],
              help: "Run the scenarios that failed when they last ran first, then the others.")
        var failedFirst = false

        @Flag(help: """
            Run, then watch the specs and the scripts: a saved spec runs again, and so does every spec whose \
            scenarios loaded a saved flow or module (a script no run loaded runs them all), until Ctrl-C.
            """)
        var watch = false

        @Flag(help: "List the selected scenarios as file:line: name instead of running them.")
        var list = false

        /// `--junit FILE`.
        @OptionGroup var junit: JUnitOption

        @Flag(name: .customLong("junit-locations"), help: """
            Name each scenario's file and line in the JUnit report, for servers that read them (the strict \
            schema Jenkins uses has no such attributes).
            """)
        var junitLocations = false

        @Flag(help: "Write the results as TAP version 13 instead of the console report.")
        var tap = false

        @Option(help: ArgumentHelp(
            "Also write the results as one self-contained HTML page to this file (summary, failures with their screens and last steps).",
            valueName: "file"))
        var html: String?

        @Option(help: ArgumentHelp(
            "What the console shows per scenario: list (status, time and name), dots (one character) or quiet (only failures and the closing line); json writes the run as one JSON document instead (docs/Specs.md); default: list on a terminal, dots otherwise.",
            valueName: "style"))
        var reporter: ConsoleReporterStyle?

        // Unconditional, as for --jobs: validate() refuses a value below 1 in flowrun's words.
        @Option(name: .customLong("repeat"), parsing: .unconditional, help: ArgumentHelp(
            "Run the selection N times (with a new seed each round under --shuffle) and report the scenarios whose outcome differed as flaky.",
            valueName: "n"))
        var rounds: Int = 1

        @Flag(name: [.customShort("u"), .customLong("update-snapshots")], help: """
            Record new and changed snapshots, and remove obsolete ones (in spec files whose every scenario ran).
            """)
        var updateSnapshots = false

        @Flag(help: """
            Run as on CI: a missing snapshot fails instead of being recorded (also when the environment variable \
            CI is set to anything but false or 0).
            """)
        var ci = false

        @Flag(help: """
            Obey it.only and describe.only on CI too (CI refuses them by default, naming each, so that a \
            forgotten .only cannot pass by running less).
            """)
        var allowOnly = false

        @Flag(name: .customLong("no-color"), help: """
            Plain output: no colours and no progress line (also when NO_COLOR is set, TERM is dumb or stdout is \
            not a terminal).
            """)
        var noColor = false

        @Flag(help: """
            Record which lines of the flows and their modules the scenarios ran and which buttons, rows and alert \
            actions they used; print a per-file summary and write lcov.info, screens.txt and screens.json to \
            --coverage-dir.
            """)
        var coverage = false

        // A folder of its own rather than a value of --coverage: ArgumentParser has no option whose value may
        // be left out, and `--coverage Tests/Acceptance` would read a spec folder as the output folder.
        @Option(name: .customLong("coverage-dir"), help: ArgumentHelp(
            "The folder --coverage writes to (implies --coverage; default: \(Self.defaultCoverageFolder)). Shards of one run may share it: their coverage is merged.",
            valueName: "dir"),
            completion: .directory)
        var coverageDirectory: String?

        @Option(name: .customLong("coverage-format"), help: ArgumentHelp(
            "The line coverage file --coverage writes: lcov (lcov.info, the default) or cobertura (cobertura.xml, Cobertura's XML). Implies --coverage.",
            valueName: "format"))
        var coverageFormat: CoverageFormat?

        /// Where `--coverage` writes without `--coverage-dir`.
        static let defaultCoverageFolder = "coverage"

        @OptionGroup var scriptRoots: ScriptRootOptions

        /// Catches the usage errors the options show on their own (`--shard 3/2`, `--jobs 0`, `--seed -1`, a
        /// malformed `--filter` pattern...), before any spec is read.
        /// - Throws: `ValidationError` naming the option at fault.
        func validate() throws {
            if filter.count > 1 {
                throw ValidationError("--filter is given \(filter.count) times; write one /a|b/ expression to keep either")
            }
            for (option, lists) in [("--tags", tags), ("--exclude-tags", excludeTags)] {
                if let empty = lists.first(where: { ScenarioSelection.tags(parsing: $0).isEmpty }) {
                    throw ValidationError("\(option) '\(empty)' names no tag; give tags such as login,items")
                }
            }
            if watch, let option = [
                ("--list", list), ("--junit", junit.path != nil), ("--html", html != nil), ("--tap", tap),
                ("--reporter json", reporter == .json), ("--repeat", rounds != 1),
                ("--coverage", coverage || coverageDirectory != nil || coverageFormat != nil),
            ].first(where: \.1)?.0 {
                throw ValidationError(
                    "\(option) reports one run: it cannot be used with --watch, which runs again after each save")
            }
            let checked = try? options(colored: false, project: nil)
            do {
                try options(colored: false, project: nil).checkUsage()
            } catch {
                // The reports say why, as they do for a usage error the runner finds later.
                checked.map { AcceptanceRunner.reportUsageError(error, options: $0) }
                throw ValidationError(error.description)
            }
        }

        func run() async throws {
            let colored = ColorMode.decide(
                noColorFlag: noColor,
                environment: ProcessInfo.processInfo.environment,
                outputIsTerminal: TerminalDetection.standardOutputIsTerminal) == .colored
            let project: ProjectFile?
            do {
                project = try scriptRoots.projectFile(near: paths.map { URL(fileURLWithPath: $0) })
            } catch {
                throw Self.usageFailure(error.description)
            }
            if watch {
                let options: AcceptanceOptions
                do {
                    options = try self.options(colored: colored, project: project)
                } catch {
                    throw Self.usageFailure(error.description)
                }
                let folders = options.scriptRoots.map { URL(fileURLWithPath: $0, isDirectory: true) }
                    + [project?.folder, URL(fileURLWithPath: "scripts", isDirectory: true)].compactMap { $0 }
                do {
                    try await TestWatch(options: options, scriptFolders: folders).run()
                } catch .firstRun(let error) {
                    throw Self.usageFailure(error.description)
                } catch {
                    Diagnostics.report(error.description)
                    throw ExitCode.failure
                }
                return
            }
            let passed: Bool
            do {
                passed = try await AcceptanceRunner.run(
                    options(colored: colored, project: project),
                    note: Diagnostics.report,
                    write: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
                    writeCollectionOutput: Diagnostics.writePrinted)
            } catch {
                // Found while reading the paths and specs: as much a usage error as a bad option, but the
                // message alone says it all.
                throw Self.usageFailure(error.description)
            }
            if !passed {
                throw ExitCode.failure
            }
        }

        /// The options as the runner takes them, with `project`'s settings where no option gives them.
        /// - Throws: ``AcceptanceRunError`` for options the runner refuses.
        private func options(colored: Bool, project: ProjectFile?) throws(AcceptanceRunError) -> AcceptanceOptions {
            var options = AcceptanceOptions()
            if !paths.isEmpty {
                for argument in paths {
                    if let (path, line) = ScenarioLine.split(argument, exists: Self.exists) {
                        options.paths.append(path)
                        options.lines.append(ScenarioLine(file: path, line: line, typed: argument))
                    } else {
                        options.paths.append(argument)
                    }
                }
            } else if let specs = project?.specs, !specs.isEmpty {
                options.paths = specs
            }
            options.scriptRoots = scriptRoots.searchRoots(
                near: options.paths.map { URL(fileURLWithPath: $0) }, project: project).map(\.path)
            options.projectFolder = project?.folder.path
            if let project {
                options.limits.flow = project.flowLimits
            }
            options.modules = Flowrun.modules
            options.jobs = jobs
            options.filter = filter.first
            options.includedTags = tags.flatMap(ScenarioSelection.tags(parsing:))
            options.excludedTags = excludeTags.flatMap(ScenarioSelection.tags(parsing:))
            options.shard = shard
            options.shuffle = shuffle
            options.seed = seed.seed
            options.failFast = failFast
            options.lastFailed = lastFailed
            options.failedFirst = failedFirst
            options.lastFailedFolder = project?.folder.path ?? FileManager.default.currentDirectoryPath
            options.list = list
            options.junitPath = junit.path
            options.junitLocations = junitLocations
            options.coveragePath = coverageDirectory
                ?? (coverage || coverageFormat != nil ? Self.defaultCoverageFolder : nil)
            options.coverageFormat = coverageFormat ?? .lcov
            options.tap = tap
            options.htmlPath = html
            options.reporter = reporter
            options.rounds = rounds
            options.colored = colored
            let onCI = ci || Self.isCI(ProcessInfo.processInfo.environment)
            options.snapshotMode = Self.snapshotMode(update: updateSnapshots, ci: onCI)
            options.allowsOnly = allowOnly || !onCI
            let limit = timeLimit.resolved(project: project)
            options.watchdog = limit.watchdog { label in
                "\(label) did not finish within \(limit): the script is stuck where its instruction budget "
                    + "cannot stop it (in a C function such as a string search); the run stops here"
            }
            return options
        }

        /// `--update-snapshots` records everything, even on CI (asking for it is explicit); otherwise CI fails
        /// missing snapshots and a local run records them.
        static func snapshotMode(update: Bool, ci: Bool) -> SnapshotMode {
            update ? .update : ci ? .failMissing : .recordMissing
        }

        /// Whether anything (a broken link included) is at `path`.
        private static func exists(_ path: String) -> Bool {
            var status = stat()
            return lstat(path, &status) == 0
        }

        /// Whether `environment` says the run is on CI, as CI services set it: `CI` set, and not to an empty
        /// value, `false` or `0`.
        static func isCI(_ environment: [String: String]) -> Bool {
            guard let value = environment["CI"]?.trimmingCharacters(in: .whitespaces).lowercased() else { return false }
            return !["", "false", "0"].contains(value)
        }

        /// Reports `message` as the runner reports every error; the returned `ExitCode` ends with the usage status.
        private static func usageFailure(_ message: String) -> ExitCode {
            Diagnostics.report(message)
            return ExitCode(RunFailure.usageExitCode)
        }
    }
}
