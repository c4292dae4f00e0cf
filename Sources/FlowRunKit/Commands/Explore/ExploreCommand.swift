import ArgumentParser
import FlowExplore
import FlowScript
import FlowStore
import FlowTerminal
import FlowTooling
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Flowrun {
    /// `flowrun explore FLOW.lua`: crawls every screen a flow can reach, reports what breaks with the
    /// shortest path that reproduces it, and draws the flow map.
    struct ExploreCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "explore",
            abstract: "Crawl every reachable screen of a flow, report what breaks, and draw the flow map.",
            discussion: """
                From a fresh launch (over a copy of --state when given), every new screen state gets every action it offers: each enabled \
                button, each row (the first --max-rows), each alert action, back, typing each input into \
                each field (empty, spaces, very long, unicode, a plausible value, and --inputs), and a \
                relaunch over the state saved so far. Each state is reached from a live session over steps \
                already taken (a replay from a fresh store only when no route is known), and every finding \
                is replayed from a fresh launch by its shortest path, so it reproduces on its own; states are \
                told apart by the screen's module, title and structure, not by free text that grows. When a \
                limit stops it, the summary names the states left and --resume goes on from the frontier saved.

                Findings: a flow error, an event that fails, a timeout, out of memory, a failed callback, no \
                screen, a dead end (nothing to do), duplicate button titles, and, as a warning, a button \
                that does nothing. Each is written as an events file under --findings that `\(Flowrun.runnerName) run \
                FLOW --events FILE --fresh` replays to the same failure.

                Exit status: 0 when nothing is wrong (warnings allowed); 1 when there are errors, or with \
                --strict when a limit stopped the exploration; 2 for \
                usage errors, a flow that does not load, an unreadable --inputs, --state or --resume, and an output \
                that cannot be written (or drawn: without Graphviz, the map is written as DOT).

                Examples:
                  \(Flowrun.runnerName) explore examples/app.lua --graph map.svg
                  \(Flowrun.runnerName) explore examples/app.lua --inputs demo.inputs --max-depth 8 --junit explore.xml
                  \(Flowrun.runnerName) explore scripts/login.lua --json | jq '.findings'
                """
        )

        /// The flow script.
        @Argument(
            help: ArgumentHelp("The flow script to explore.", valueName: "flow.lua"), completion: .file(extensions: ["lua"]))
        var flow: String

        /// `--max-depth`.
        @Option(name: .customLong("max-depth"), help: "The most actions a path from the launch may have.")
        var maxDepth = ExploreOptions().maxDepth

        /// `--strict`.
        @Flag(help: "Exit 1 when the exploration stopped at --max-depth, --max-states or --time-budget.")
        var strict = false

        /// `--max-states`.
        @Option(name: .customLong("max-states"), help: "Stop after this many distinct states (the summary says so).")
        var maxStates = 2000

        /// `--time-budget`.
        @Option(name: .customLong("time-budget"), help: ArgumentHelp(
            "Stop after this many seconds (the summary says so).", valueName: "seconds"))
        var timeBudget: Double = 120

        /// `--seed N`: shuffles each screen's actions.
        @OptionGroup var seed: SeedOption

        /// `--jobs`.
        @Option(name: .shortAndLong, help: "Replay this many paths at once (results do not depend on it).")
        var jobs = min(ProcessInfo.processInfo.activeProcessorCount, 4)

        /// `--max-rows`.
        @Option(name: .customLong("max-rows"), help: "Select at most this many rows of one list (the first ones).")
        var maxRows = 5

        /// `--inputs`.
        @Option(help: ArgumentHelp(
            "More values to type: one 'FIELD TEXT' a line ('*' for every field), e.g. 'email agent@shield.org'.",
            valueName: "file"),
            completion: .file())
        var inputs: String?

        /// `--state DIR`: every replay starts from a copy of it.
        @OptionGroup var state: StateFolderOption

        /// `--findings`.
        @Option(
            help: ArgumentHelp("Write each finding's events files into this folder.", valueName: "dir"),
            completion: .directory)
        var findings = ".flowhost/explore"

        /// `--resume FILE`: the frontier an earlier run saved when a limit stopped it.
        @Option(help: ArgumentHelp(
            "Go on from the frontier an earlier run saved when a limit stopped it (FINDINGS/frontier.state).",
            valueName: "file"),
            completion: .file())
        var resume: String?

        /// `--shard K/N`: one part of the state space, for a CI matrix.
        @Option(help: ArgumentHelp(
            "Explore the K-th of N parts of the state space and write it as FINDINGS/part-K-of-N.state for --merge.",
            valueName: "K/N"))
        var shard: String?

        /// `--merge PART...`: the parts of a sharded exploration, put together.
        @Option(parsing: .upToNextOption, help: ArgumentHelp(
            "Merge the parts the shards of one exploration wrote into what one run would report.",
            valueName: "part"),
            completion: .file())
        var merge: [String] = []

        /// `--graph`.
        @Option(help: ArgumentHelp(
            "Write the flow map: .dot (or .gv) as DOT; .svg or .png drawn by Graphviz's dot.", valueName: "file"),
            completion: .file(extensions: ["dot", "gv", "svg", "png"]))
        var graph: String?

        /// `--junit FILE`: a test case per screen and check.
        @OptionGroup var junit: JUnitOption

        /// `--json`.
        @Flag(help: "Print the result as JSON instead of the text summary.")
        var json = false

        /// `--root DIR`, shared with `run` and `test`.
        @OptionGroup var scriptRoots: ScriptRootOptions

        /// Checks what can be checked before anything is opened.
        func validate() throws {
            try FlowFileCheck.validate(flow)
            for (option, value) in [("--max-depth", maxDepth), ("--max-states", maxStates), ("--jobs", jobs),
                                    ("--max-rows", maxRows)] where value < 1 {
                throw ValidationError("\(option) \(value): give a whole number of at least 1")
            }
            guard timeBudget > 0, timeBudget.isFinite else {
                throw ValidationError("--time-budget \(timeBudget): give a number of seconds above 0")
            }
            for (option, value) in [("--inputs", inputs), ("--findings", findings), ("--graph", graph),
                                    ("--junit", junit.path), ("--resume", resume)] where value?.isEmpty == true {
                throw ValidationError("\(option): the path is empty")
            }
            if let shard {
                do {
                    _ = try ExploreShard(parsing: shard)
                } catch {
                    throw ValidationError(error.description)
                }
            }
            for (option, given) in [("--shard", shard != nil), ("--resume", resume != nil)] where given && !merge.isEmpty {
                throw ValidationError("\(option) and --merge do not go together: merging runs no exploration")
            }
            if shard != nil, resume != nil {
                throw ValidationError("--resume and --shard do not go together: resume the whole exploration, or run the shard again")
            }
            if let empty = merge.first(where: \.isEmpty) {
                throw ValidationError("--merge: the path '\(empty)' is empty")
            }
            if let graph, GraphFormat(path: graph) == nil {
                throw ValidationError("--graph \(graph): name a .dot, .gv, .svg or .png file")
            }
        }

        func run() async throws {
            let result: ExploreResult
            do throws(ExploreFailure) {
                result = try await execute()
            } catch {
                Diagnostics.report(error.description)
                throw ExitCode(error.exitCode)
            }
            // A shard's findings are judged once merged.
            if shard != nil { return }
            if result.hasErrors || (strict && result.stop != .complete) {
                throw ExitCode(RunFailure.flowExitCode)
            }
        }

        /// Reads the inputs and the state, opens the outputs, checks the flow loads, explores, then writes
        /// the findings, the summary and the reports.
        private func execute() async throws(ExploreFailure) -> ExploreResult {
            var options = ExploreOptions()
            options.maxDepth = maxDepth
            options.maxStates = maxStates
            options.timeBudget = .milliseconds(Int64(timeBudget * 1000))
            options.seed = seed.seed
            options.jobs = jobs
            options.maxRows = maxRows
            options.shard = shard.flatMap { try? ExploreShard(parsing: $0) }
            if let inputs {
                do {
                    options.inputs = try ExploreInputs(contentsOf: URL(fileURLWithPath: inputs))
                } catch {
                    throw .explore(error)
                }
            }
            let junitFile = try junit.path.map { path throws(ExploreFailure) in try Self.open(path, "the JUnit report") }
            let graphOutput = try graph.map { path throws(ExploreFailure) in try GraphOutput(path: path) }
            let modules = Flowrun.modules
            let baseState = try state.path.map { folder throws(ExploreFailure) in
                try Self.copyState(in: folder, schema: modules.schema)
            }
            let flowFile = URL(fileURLWithPath: flow)
            let project: FlowProject
            do {
                project = try scriptRoots.flowProject(for: flowFile)
            } catch {
                throw .project(error)
            }
            let (roots, limits) = (project.roots, project.limits)
            try Self.checkLoads(flowFile, modules: modules, roots: roots, limits: limits)

            let explorer = FlowExplorer(
                flowFile: flowFile, modules: modules, scriptRoots: roots, limits: limits, state: baseState,
                options: options)
            let result: ExploreResult
            if merge.isEmpty {
                let checkpoint = try resume.map { path throws(ExploreFailure) in try Self.checkpoint(at: path, for: explorer) }
                let progress = ProgressLine(enabled: TerminalDetection.isTerminal(2) && !json)
                result = await explorer.explore(resuming: checkpoint) { progress.show($0) }
                progress.clear()
            } else {
                var parts: [(part: ExplorePart, source: String)] = []
                for path in merge {
                    let data = try Self.read(path) { .unusablePart(path: path, reason: $0) }
                    do {
                        parts.append((try ExplorePart(data: data, source: path), path))
                    } catch {
                        throw .explore(error)
                    }
                }
                do {
                    result = try await explorer.merge(parts)
                } catch {
                    throw .explore(error)
                }
            }

            let files = try writeFindings(of: result)
            let report = json ? Self.json(of: result, files: files) : ExploreSummary.text(of: result, files: files)
            let standardOutput: OutputFile
            do {
                standardOutput = try OutputFile.standardOutput()
            } catch {
                throw .unwritable(what: "the summary to", path: "stdout", reason: error.reason)
            }
            try Self.write(report, to: standardOutput, "the summary to")
            if let junitFile {
                try Self.write(ExploreJUnit.text(of: result), to: junitFile, "the JUnit report")
            }
            if let graphOutput {
                try graphOutput.write(FlowMapDOT.text(of: result.map, title: result.flow, findings: result.findings))
                Diagnostics.report("wrote \(graphOutput.path)")
            }
            return result
        }

        /// Writes each finding's events files into `--findings`, after removing the ones an earlier run left:
        /// regular files named as this run names them that start with the header it writes. Nothing else in
        /// the folder is touched, links are not followed and folders not entered (``OwnedFolder``).
        /// - Returns: The files written, by finding.
        private func writeFindings(of result: ExploreResult) throws(ExploreFailure) -> [Int: [String]] {
            let folder: OwnedFolder
            let writes = !result.findings.isEmpty || result.checkpoint != nil || result.part != nil
            do {
                folder = try OwnedFolder(path: findings, creating: writes)
            } catch {
                // No folder, and nothing to write: nothing to remove either.
                guard writes else { return [:] }
                throw .unwritable(what: "the findings folder", path: findings, reason: error.reason)
            }
            defer { folder.close() }
            var removed = 0
            for name in (try? folder.names()) ?? [] where FindingEventsFile.isFindingFile(name) {
                guard case .file = folder.entry(name),
                      let data = try? folder.read(name, limit: 64 << 20),
                      FindingEventsFile.isFindingText(data)
                else { continue }
                do {
                    try folder.remove(name)
                    removed += 1
                } catch {
                    throw .unwritable(what: "(removing) an earlier finding", path: error.path, reason: error.reason)
                }
            }
            // The frontier an earlier run saved goes too (it starts with the header only explore writes); this
            // run's, when a limit stopped it, replaces it.
            if case .file = folder.entry(Self.frontierFile), let data = try? folder.read(Self.frontierFile, limit: 1 << 30),
               ExploreCheckpoint.isCheckpoint(data), result.checkpoint == nil {
                do {
                    try folder.remove(Self.frontierFile)
                } catch {
                    throw .unwritable(what: "(removing) an earlier frontier", path: error.path, reason: error.reason)
                }
            }
            if let part = result.part {
                let name = ExplorePart.fileName(for: part.shard)
                do {
                    try folder.replace(name, with: part.data)
                } catch {
                    throw .unwritable(what: "the part", path: error.path, reason: error.reason)
                }
                let file = URL(fileURLWithPath: findings, isDirectory: true).appendingPathComponent(name).relativePath
                Diagnostics.report("wrote shard \(part.shard) as \(file): merge the parts with --merge")
            }
            if let checkpoint = result.checkpoint {
                do {
                    try folder.replace(Self.frontierFile, with: checkpoint.data)
                } catch {
                    throw .unwritable(what: "the frontier", path: error.path, reason: error.reason)
                }
                let file = URL(fileURLWithPath: findings, isDirectory: true).appendingPathComponent(Self.frontierFile).relativePath
                Diagnostics.report("saved the frontier left in \(file): go on with --resume \(ShellWord.quoted(file))")
            }
            if removed > 0 {
                Diagnostics.report("removed \(removed) events file\(removed == 1 ? "" : "s") an earlier run wrote in \(findings)")
            }
            var written: [Int: [String]] = [:]
            for (index, finding) in result.findings.enumerated() {
                let files = FindingEventsFile.files(for: finding, number: index + 1, flow: flow, directory: findings)
                for file in files {
                    do {
                        try folder.replace(file.name, with: Data(file.text.utf8))
                    } catch {
                        throw .unwritable(what: "a finding", path: error.path, reason: error.reason)
                    }
                    written[index, default: []].append(URL(fileURLWithPath: findings, isDirectory: true)
                        .appendingPathComponent(file.name).relativePath)
                }
            }
            return written
        }

        /// The frontier's name in the findings folder.
        static let frontierFile = "frontier.state"

        /// Reads the frontier `path` holds and checks it belongs to this exploration.
        private static func checkpoint(at path: String, for explorer: FlowExplorer) throws(ExploreFailure) -> ExploreCheckpoint {
            let data = try read(path) { .unusableResume(path: path, reason: $0) }
            do {
                let checkpoint = try ExploreCheckpoint(data: data, source: path)
                try explorer.check(checkpoint, source: path)
                return checkpoint
            } catch {
                throw .explore(error)
            }
        }

        /// The bytes of the file at `path`; `failure` makes the error of a reason it cannot be read.
        private static func read(_ path: String, failure: (String) -> ExploreError) throws(ExploreFailure) -> Data {
            // Qualified: the command's own `open(_:_:)` opens reports.
            #if canImport(Glibc)
            let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
            #else
            let descriptor = Darwin.open(path, O_RDONLY | O_CLOEXEC)
            #endif
            guard descriptor >= 0 else {
                throw .explore(failure(POSIXReason.words(errno)))
            }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            do {
                return try handle.readToEnd() ?? Data()
            } catch {
                throw .explore(failure(POSIXReason.text(of: error)))
            }
        }

        /// Fails with exit status 2 when the flow does not load, as `flowrun run` does; a start that fails is
        /// the exploration's first finding instead.
        private static func checkLoads(
            _ flowFile: URL, modules: FlowModuleRegistry, roots: [URL], limits: FlowScriptLimits
        ) throws(ExploreFailure) {
            do {
                let store = try AppStateStore.inMemory(schema: modules.schema)
                defer { try? store.close() }
                let launch = try FlowLaunch(
                    flowFile: flowFile, store: store, modules: modules, scriptRoots: roots, limits: limits,
                    print: { _ in })
                launch.close()
            } catch let error as FlowLaunchError {
                throw .launch(error)
            } catch let error as AppStateStoreError {
                throw .state(error)
            } catch {
                throw .state(.cannotOpen(path: ":memory:", reason: String(describing: error)))
            }
        }

        /// An in-memory copy of the state saved in `folder`, which must hold a state file; the file keeps every
        /// byte (``StateSnapshot/copy(ofFileIn:schema:)``).
        private static func copyState(in folder: String, schema: StoreSchema) throws(ExploreFailure) -> AppStateStore {
            let directory = URL(fileURLWithPath: folder, isDirectory: true)
            let file = directory.appendingPathComponent(AppStateStore.fileName)
            guard FileManager.default.fileExists(atPath: file.path) else {
                throw .explore(.unusableState(reason: "no state file at \(file.relativePath)"))
            }
            do {
                return try StateSnapshot.copy(ofFileIn: directory, schema: schema)
            } catch {
                throw .state(error)
            }
        }

        /// Opens the report `path` for replacing (``OutputFile/replacing(path:)``): the previous report stays
        /// untouched until ``write(_:to:_:)`` renames the new one into place.
        static func open(_ path: String, _ what: String) throws(ExploreFailure) -> OutputFile {
            do {
                return try OutputFile.replacing(path: path)
            } catch {
                throw .unwritable(what: what, path: path, reason: error.reason)
            }
        }

        /// Writes the whole report and renames it into place; on failure the previous report stays.
        static func write(_ text: String, to file: OutputFile, _ what: String) throws(ExploreFailure) {
            defer { file.close() }
            do {
                try file.write(text)
                try file.commit()
            } catch {
                throw .unwritable(what: what, path: file.path, reason: error.reason)
            }
        }

        /// The result as one JSON document, with each finding's events files.
        private static func json(of result: ExploreResult, files: [Int: [String]]) -> String {
            struct Document: Encodable {
                let result: ExploreResult
                let replayFiles: [[String]]

                // snake_case, as every JSON flowrun writes.
                enum CodingKeys: String, CodingKey {
                    case result
                    case replayFiles = "replay_files"
                }
            }
            let document = Document(result: result, replayFiles: result.findings.indices.map { files[$0] ?? [] })
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
            return String(decoding: data, as: UTF8.self) + "\n"
        }
    }
}
