import FlowScript
import FlowTooling
import LuaHost
import FlowStore
import Foundation

/// Explores a flow breadth first from a fresh launch: on each new state it tries every action the screen
/// offers (buttons, rows, alert actions, typing each input into each field, back, relaunch), from live sessions
/// that walk between states over the steps already taken (``ExploreWalker``); every finding carries the
/// shortest path from a fresh launch and is replayed from one before it is reported.
///
/// Sessions are deterministic (a fixed clock, in-memory stores) and what they find is recorded in the order a
/// breadth-first replay would find it, so the same flow, options and seed give the same result whatever `jobs`
/// is, and a resumed or merged exploration the result of one run.
public struct FlowExplorer: Sendable {
    private let replayer: ExploreReplayer
    private var options: ExploreOptions
    private let flowName: String
    /// What a saved frontier must match to be resumed by this exploration.
    private let identity: ExploreIdentity

    /// Prepares an exploration of `flowFile`.
    /// - Parameters:
    ///   - flowFile: The flow; it must load (check it with a plain launch first for a clear message).
    ///   - modules: The app's modules.
    ///   - scriptRoots: Where `require` looks besides the flow's folder.
    ///   - limits: Each launch's memory and instruction limits.
    ///   - state: The store every replay starts from a copy of; nil for an empty one.
    ///   - now: The instant modules date things with.
    ///   - options: Depth, budgets, seed, jobs and inputs.
    public init(
        flowFile: URL, modules: FlowModuleRegistry, scriptRoots: [URL] = [], limits: FlowScriptLimits = .default,
        state: AppStateStore? = nil, now: Date = Date(timeIntervalSince1970: 1_767_258_000),
        options: ExploreOptions = ExploreOptions()
    ) {
        replayer = ExploreReplayer(
            flowFile: flowFile, modules: modules, scriptRoots: scriptRoots, limits: limits, baseStore: state, now: now,
            inputs: options.inputs)
        self.options = options
        flowName = flowFile.relativePath
        let bytes = (try? Data(contentsOf: flowFile)) ?? Data()
        let own = options.inputs.own.map { "\($0.field) \($0.input.text)" }.joined(separator: "\n")
        let settings = [
            "max-rows \(options.maxRows)", "seed \(options.seed.map(String.init) ?? "none")",
            "inputs \(String(StableHash.fnv1a(own), radix: 16))",
            "state \(String(state.flatMap { try? StoreDigest.of($0) } ?? 0, radix: 16))",
        ]
        identity = ExploreIdentity(
            flow: flowName, flowDigest: String(StableHash.fnv1a(String(decoding: bytes, as: UTF8.self)), radix: 16),
            settings: settings.joined(separator: ", "))
    }

    /// Checks that `checkpoint` was saved by an exploration of this flow, from this state, with these rows,
    /// inputs and seed.
    /// - Throws: ``ExploreError/unusableResume(path:reason:)`` naming `source` and what differs.
    package func check(_ checkpoint: ExploreCheckpoint, source: String) throws(ExploreError) {
        if let reason = mismatch(checkpoint.identity) {
            throw .unusableResume(path: source, reason: reason)
        }
    }

    /// Why `saved` is not this exploration's identity, or nil when it is.
    private func mismatch(_ saved: ExploreIdentity) -> String? {
        if saved.flow != identity.flow {
            return "it was saved exploring \(saved.flow), not \(identity.flow)"
        }
        if saved.flowDigest != identity.flowDigest {
            return "\(identity.flow) changed since it was saved: start over"
        }
        if saved.settings != identity.settings {
            return "it was saved with other options (\(saved.settings); now \(identity.settings))"
        }
        return nil
    }

    /// Runs the exploration.
    /// - Parameter progress: Called after each batch of actions.
    public func explore(progress: (ExploreProgress) -> Void = { _ in }) async -> ExploreResult {
        await explore(resuming: nil, progress: progress)
    }

    /// Runs the exploration, from the frontier `checkpoint` saved when it is given (checked with
    /// ``check(_:source:)``), else from a fresh launch.
    /// - Parameter progress: Called after each batch of actions.
    package func explore(
        resuming checkpoint: ExploreCheckpoint?, progress: (ExploreProgress) -> Void = { _ in }
    ) async -> ExploreResult {
        await explore(resuming: checkpoint, oracle: nil, progress: progress)
    }

    /// Runs the exploration; with `oracle`, reads each action's end from it instead of trying the action.
    private func explore(
        resuming checkpoint: ExploreCheckpoint?, oracle: ExploreOracle?, progress: (ExploreProgress) -> Void
    ) async -> ExploreResult {
        let clock = ContinuousClock()
        let started = clock.now
        var run = checkpoint?.run ?? ExploreRun(options: options)
        run.options = options
        var walkers: ExploreWalkers?
        let launchEnd: ExploreReplayer.End
        let launch: ExploreSession?
        if let oracle {
            (launchEnd, launch) = (oracle.launch, nil)
        } else {
            (launchEnd, launch) = await replayer.replaySession([])
        }
        if oracle == nil {
            run.counts.launches += 1
        }
        /// Where each action tried ended, for a shard's part.
        var outcomes: [ExplorePart.Outcome] = []
        var frontier = checkpoint?.frontier ?? []
        /// How many of the first state's actions the saved run tried already.
        var skip = checkpoint?.skip ?? 0
        switch launchEnd {
        case .failed(let kind, let message, _):
            run.add(ExploreFinding(kind: kind, screen: "launch", message: message, path: []))
            frontier = []
        case .reached(let reached):
            if checkpoint == nil {
                frontier = [run.visit(reached, path: [], depth: 0)]
            }
            if !options.replaysFromLaunch, let launch {
                let knowledge = ExploreKnowledge(launchedOver: launch.launchedOver, root: reached)
                walkers = ExploreWalkers(replayer: replayer, knowledge: knowledge, count: options.jobs)
            }
        }
        launch?.close()
        var stop = ExploreStop.complete
        /// The states whose actions were not all tried when a limit stopped the exploration.
        var left: [Int] = []
        var leftSkip = 0
        exploring: while !frontier.isEmpty {
            // Breadth first: the shallowest of the frontier's states (they are of one depth, or of two after a
            // resume), then the deeper ones, which were found before those found now.
            let level = frontier.map { run.states[$0].path.count }.min() ?? 0
            guard level < options.maxDepth else {
                stop = .maxDepth
                left = frontier
                break
            }
            let ready = frontier.filter { run.states[$0].path.count == level }
            let deep = frontier.filter { run.states[$0].path.count != level }
            let tasks = Array(ready.flatMap { index in run.actions(for: run.states[index]).map { (index, $0) } }
                .dropFirst(skip))
            skip = 0
            var next: [Int] = []
            let batch = max(options.jobs * 8, 16)
            for start in stride(from: 0, to: tasks.count, by: batch) {
                if clock.now - started > options.timeBudget {
                    stop = .timeBudget
                    left = Self.unique(tasks[start...].map(\.0)) + deep + next
                    leftSkip = Self.done(before: start, in: tasks)
                    break exploring
                }
                let slice = Array(tasks[start..<min(start + batch, tasks.count)])
                let ends: [ExploreReplayer.End]
                if let oracle {
                    let read = slice.map { index, action in
                        let state = run.states[index]
                        return oracle.end(of: action, from: state.fingerprint, pathLength: state.path.count)
                    }
                    guard read.allSatisfy({ $0 != nil }) else {
                        // No part tried this action: a limit stopped the shard that would have.
                        stop = oracle.stop
                        left = Self.unique(tasks[start...].map(\.0)) + deep + next
                        leftSkip = Self.done(before: start, in: tasks)
                        break exploring
                    }
                    ends = read.map { $0! }
                } else {
                    ends = await self.ends(of: slice, walkers: walkers, run: &run)
                }
                if options.shard != nil {
                    outcomes += zip(slice, ends).map { task, end in
                        let state = run.states[task.0]
                        return ExplorePart.Outcome(
                            from: state.fingerprint.key, action: task.1,
                            end: ExploreOracle.saved(end, pathLength: state.path.count))
                    }
                }
                for (offset, ((index, action), end)) in zip(slice, ends).enumerated() {
                    switch run.record(end, of: action, from: index, depth: run.states[index].path.count + 1) {
                    case .newState where level == 0 && options.shard.map({ !$0.owns(action) }) ?? false:
                        // Another shard explores what this action leads to.
                        break
                    case .newState(let state): next.append(state)
                    case .known: break
                    case .budgetHit:
                        stop = .maxStates
                        // The state whose action hit the budget is left whole: its actions are tried again.
                        left = Self.unique(tasks[(start + offset)...].map(\.0)) + deep + next
                        leftSkip = Self.done(before: start + offset, in: tasks)
                        break exploring
                    }
                }
                progress(ExploreProgress(
                    depth: run.deepest, states: run.states.count, actions: run.actions, findings: run.findings.count))
            }
            frontier = deep + next
        }
        await walkers?.close()
        var final = run
        final.reportIdleButtons()
        if walkers != nil {
            await confirm(&final)
        }
        let elapsed = clock.now - started + .milliseconds(Int64((checkpoint?.seconds ?? 0) * 1000))
        var result = ExploreResult(
            flow: flowName, states: final.states.count, actions: final.actions, depth: final.deepest, stop: stop,
            findings: final.sortedFindings, map: final.map, coverage: final.coverage, seconds: elapsed.seconds,
            seed: options.seed)
        result.counts = final.counts
        result.frontier = ExploreFrontier(depths: left.map { run.states[$0].path.count })
        if !left.isEmpty {
            run.counts = final.counts
            result.checkpoint = ExploreCheckpoint(
                identity: identity, run: run, frontier: left, skip: leftSkip, seconds: elapsed.seconds)
        }
        for state in final.states where result.nodePaths[state.node] == nil {
            result.nodePaths[state.node] = state.path
        }
        if let shard = options.shard {
            result.part = ExplorePart(
                identity: identity, shard: shard, maxDepth: options.maxDepth, maxStates: options.maxStates,
                launch: launchEnd, outcomes: outcomes, surprises: final.findings.filter { $0.kind == .notReproducible },
                counts: final.counts, stop: stop, seconds: elapsed.seconds)
        }
        return result
    }

    /// Puts together what the shards of one exploration explored, as one run without shards would have
    /// reported it: breadth first from the launch, each action's end read from the part that tried it.
    /// - Parameter parts: Each part, with its file's path for messages.
    /// - Throws: ``ExploreError/unusablePart(path:reason:)`` when a part belongs to another flow, other options
    ///   or another split, or a shard is missing or given twice.
    package func merge(_ parts: [(part: ExplorePart, source: String)]) async throws(ExploreError) -> ExploreResult {
        guard let (first, firstSource) = parts.first else {
            throw .unusablePart(path: "--merge", reason: "name the parts to merge")
        }
        for (part, source) in parts {
            if let reason = mismatch(part.identity) {
                throw .unusablePart(path: source, reason: reason)
            }
            if part.shard.count != first.shard.count {
                throw .unusablePart(
                    path: source, reason: "it is shard \(part.shard) and \(firstSource) is shard \(first.shard): "
                        + "merge the parts of one split")
            }
            if (part.maxDepth, part.maxStates) != (first.maxDepth, first.maxStates) {
                throw .unusablePart(
                    path: source, reason: "it was explored with --max-depth \(part.maxDepth) --max-states "
                        + "\(part.maxStates), and \(firstSource) with \(first.maxDepth) and \(first.maxStates)")
            }
        }
        var seen: [Int: String] = [:]
        for (part, source) in parts {
            if let other = seen[part.shard.index] {
                throw .unusablePart(path: source, reason: "shard \(part.shard) was given already, as \(other)")
            }
            seen[part.shard.index] = source
        }
        let missing = (1...first.shard.count).filter { seen[$0] == nil }
        guard missing.isEmpty else {
            throw .unusablePart(
                path: firstSource, reason: "shard\(missing.count == 1 ? "" : "s") "
                    + missing.map { "\($0)/\(first.shard.count)" }.joined(separator: ", ") + " of the split "
                    + "\(missing.count == 1 ? "is" : "are") missing")
        }
        let ordered = parts.map(\.part).sorted { $0.shard.index < $1.shard.index }
        var merging = self
        merging.options.maxDepth = first.maxDepth
        merging.options.maxStates = first.maxStates
        merging.options.timeBudget = .seconds(86_400 * 365)
        merging.options.shard = nil
        var result = await merging.explore(resuming: nil, oracle: ExploreOracle(parts: ordered), progress: { _ in })
        var counts = ExploreCounts()
        for part in ordered {
            counts += part.counts
        }
        result.counts = counts
        result.seconds = ordered.map(\.seconds).max() ?? 0
        result.checkpoint = nil
        return result
    }

    /// Where each of `tasks` ends: walked from the walkers' sessions, or each replayed from a fresh launch.
    private func ends(
        of tasks: [(Int, ExploreAction)], walkers: ExploreWalkers?, run: inout ExploreRun
    ) async -> [ExploreReplayer.End] {
        guard let walkers else {
            let paths = tasks.map { run.states[$0.0].path + [$0.1] }
            for path in paths {
                run.counts.launches += 1 + path.count { $0 == .relaunch }
                run.counts.executed += path.count
                run.counts.replaySteps += path.count
            }
            return await replay(paths)
        }
        let walked = await walkers.run(tasks.map { index, action in
            let state = run.states[index]
            return ExploreWalker.Task(from: state.reached.position, path: state.path, action: action)
        })
        run.counts += walked.counts
        for surprise in walked.surprises {
            run.report(surprise)
        }
        return walked.ends
    }

    /// How many tasks before `position` are on the state of the task at `position`: those a resume skips.
    private static func done(before position: Int, in tasks: [(Int, ExploreAction)]) -> Int {
        var count = 0
        while position - count > 0, tasks[position - count - 1].0 == tasks[position].0 {
            count += 1
        }
        return count
    }

    /// `indices` without repeats, in their first order.
    private static func unique(_ indices: [Int]) -> [Int] {
        var seen: Set<Int> = []
        return indices.filter { seen.insert($0).inserted }
    }

    /// Replays once, from a fresh launch, the path of each finding a walker found on a state rather than by
    /// a failed action (those were replayed when they failed): a path that no longer reaches a screen is
    /// reported as not reproducible instead.
    private func confirm(_ run: inout ExploreRun) async {
        for (index, finding) in run.findings.enumerated()
        where [.deadEnd, .duplicateButtons, .noEffect].contains(finding.kind) && !finding.path.isEmpty {
            run.counts.launches += 1
            let end = await replayer.replay(finding.path)
            switch end {
            case .reached:
                run.counts.executed += finding.path.count
                run.counts.replaySteps += finding.path.count
            case .failed(let kind, let message, let step):
                run.counts.executed += step
                run.counts.replaySteps += step
                let failed = step == 0 ? "the launch" : "step \(step) (\(finding.path[step - 1]))"
                run.findings[index] = ExploreFinding(
                    kind: .notReproducible, screen: finding.screen,
                    message: "\(finding.kind.title) found, but \(failed) failed (\(kind.title)) when its path was "
                        + "replayed from a fresh launch: \(message)",
                    path: finding.path)
            }
        }
    }

    /// Replays `path` from a fresh state, as each action of an exploration does, and tells whether it ended
    /// on a screen; for benchmarks and tools that check one path alone.
    public func replay(_ path: [ExploreAction]) async -> Bool {
        if case .reached = await replayer.replay(path) { return true }
        return false
    }

    /// Replays `paths`, `options.jobs` at a time, and returns their ends in the same order: the exploration
    /// of ``ExploreOptions/replaysFromLaunch``.
    private func replay(_ paths: [[ExploreAction]]) async -> [ExploreReplayer.End] {
        if options.jobs <= 1 {
            var ends: [ExploreReplayer.End] = []
            for path in paths {
                ends.append(await replayer.replay(path))
            }
            return ends
        }
        let replayer = self.replayer
        return await withTaskGroup(of: (Int, ExploreReplayer.End).self) { group in
            var ends = [ExploreReplayer.End?](repeating: nil, count: paths.count)
            var next = 0
            func addNext() {
                let index = next
                let path = paths[index]
                group.addTask { (index, await replayer.replay(path)) }
                next += 1
            }
            while next < min(options.jobs, paths.count) { addNext() }
            for await (index, end) in group {
                ends[index] = end
                if next < paths.count { addNext() }
            }
            return ends.map { $0! }
        }
    }
}

private extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
