import FlowScript
import FlowTooling
import LuaHost
import FlowStore
import Foundation

/// Explores a flow breadth first from a fresh launch: on each new state it tries every action the screen
/// offers (buttons, rows, alert actions, typing each input into each field, back, relaunch), each as a replay
/// of the state's shortest path from a fresh store, so every finding reproduces on its own.
///
/// Replays are deterministic (a fixed clock, in-memory stores), so the same flow, options and seed give the
/// same result whatever `jobs` is.
public struct FlowExplorer: Sendable {
    private let replayer: ExploreReplayer
    private let options: ExploreOptions
    private let flowName: String

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
            flowFile: flowFile, modules: modules, scriptRoots: scriptRoots, limits: limits, baseStore: state, now: now)
        self.options = options
        flowName = flowFile.relativePath
    }

    /// A state reached: its shortest path and what it showed.
    private struct State {
        let path: [ExploreAction]
        let reached: ExploreReplayer.Reached
        let node: Int
        let fingerprint: ScreenFingerprint
    }

    /// Runs the exploration.
    /// - Parameter progress: Called after each batch of replays.
    public func explore(progress: (ExploreProgress) -> Void = { _ in }) async -> ExploreResult {
        let clock = ContinuousClock()
        let started = clock.now
        var run = Run(options: options)
        switch await replayer.replay([]) {
        case .failed(let kind, let message, _):
            run.add(ExploreFinding(kind: kind, screen: "launch", message: message, path: []))
        case .reached(let reached):
            _ = run.visit(reached, path: [], depth: 0)
        }
        var frontier = run.states.indices.map { $0 }
        var depth = 0
        var stop = ExploreStop.complete
        exploring: while !frontier.isEmpty {
            guard depth < options.maxDepth else {
                stop = .maxDepth
                break
            }
            depth += 1
            let tasks = frontier.flatMap { index in run.actions(for: run.states[index]).map { (index, $0) } }
            var next: [Int] = []
            let batch = max(options.jobs * 8, 16)
            for start in stride(from: 0, to: tasks.count, by: batch) {
                if clock.now - started > options.timeBudget {
                    stop = .timeBudget
                    break exploring
                }
                let slice = Array(tasks[start..<min(start + batch, tasks.count)])
                let ends = await replay(slice.map { run.states[$0.0].path + [$0.1] })
                for ((index, action), end) in zip(slice, ends) {
                    switch run.record(end, of: action, from: index, depth: depth) {
                    case .newState(let state): next.append(state)
                    case .known: break
                    case .budgetHit:
                        stop = .maxStates
                        break exploring
                    }
                }
                progress(ExploreProgress(
                    depth: depth, states: run.states.count, actions: run.actions, findings: run.findings.count))
            }
            frontier = next
        }
        run.reportIdleButtons()
        let elapsed = clock.now - started
        var result = ExploreResult(
            flow: flowName, states: run.states.count, actions: run.actions, depth: run.deepest, stop: stop,
            findings: run.sortedFindings, map: run.map, coverage: run.coverage, seconds: elapsed.seconds,
            seed: options.seed)
        for state in run.states where result.nodePaths[state.node] == nil {
            result.nodePaths[state.node] = state.path
        }
        return result
    }

    /// Replays `path` from a fresh state, as each action of an exploration does, and tells whether it ended
    /// on a screen; for benchmarks and tools that check one path alone.
    public func replay(_ path: [ExploreAction]) async -> Bool {
        if case .reached = await replayer.replay(path) { return true }
        return false
    }

    /// Replays `paths`, `options.jobs` at a time, and returns their ends in the same order.
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

    /// The exploration's bookkeeping: states, findings, map and coverage.
    private struct Run {
        let options: ExploreOptions
        var states: [State] = []
        var visited: [ScreenFingerprint: Int] = [:]
        var findings: [ExploreFinding] = []
        var findingKeys: Set<String> = []
        var map = FlowMap()
        var actions = 0
        var deepest = 0
        var buttonsSeen: [Int: [String]] = [:]
        var buttonsTapped: [Int: Set<String>] = [:]
        var buttonsEnabled: [Int: Set<String>] = [:]
        /// Buttons (or alert actions) whose tap ended in an error finding.
        var buttonsFailed: [Int: Set<String>] = [:]
        /// Buttons whose tap changed something at least once.
        var buttonsWithEffect: Set<ButtonKey> = []
        /// The shortest path of a tap that changed nothing, by button.
        var idleTaps: [ButtonKey: [ExploreAction]] = [:]

        struct ButtonKey: Hashable {
            let node: Int
            let title: String
        }

        init(options: ExploreOptions) {
            self.options = options
        }

        enum Recorded {
            case newState(Int)
            case known
            case budgetHit
        }

        /// Records where `action`, tried on state `index`, ended.
        mutating func record(_ end: ExploreReplayer.End, of action: ExploreAction, from index: Int, depth: Int) -> Recorded {
            actions += 1
            let state = states[index]
            let path = state.path + [action]
            let screenName = map.nodes[state.node].name
            switch end {
            case .failed(let kind, let message, let step):
                if step == path.count {
                    if case .event(.tap(let title)) = action {
                        buttonsFailed[state.node, default: []].insert(title)
                    }
                    add(ExploreFinding(kind: kind, screen: screenName, message: message, path: path), action: action)
                    map.add(FlowMap.Edge(from: state.node, to: nil, action: label(action, on: state), finding: kind))
                } else {
                    let failed = step == 0 ? "the launch" : "step \(step) (\(path[step - 1]))"
                    add(ExploreFinding(
                        kind: .notReproducible, screen: screenName,
                        message: "\(failed) failed when the path was replayed, though it worked before: \(message)",
                        path: path), action: action)
                }
                return .known
            case .reached(let reached):
                if case .event(.tap(let title)) = action {
                    buttonsTapped[state.node, default: []].insert(title)
                }
                // An alert's action always dismisses it: only buttons can do nothing.
                if case .event(.tap(let title)) = action, state.reached.screen.alert == nil {
                    let key = ButtonKey(node: state.node, title: title)
                    if reached.changed {
                        buttonsWithEffect.insert(key)
                    } else if idleTaps[key] == nil {
                        idleTaps[key] = path
                    }
                }
                let fingerprint = ScreenFingerprint(
                    screen: reached.screen, hierarchy: reached.hierarchy, inputs: options.inputs, path: path)
                let target = visited[fingerprint].map { states[$0].node }
                    ?? map.node(
                        named: ScreenFingerprint.node(of: reached.screen), module: reached.screen.name, depth: depth)
                if case .event(.type) = action, target == state.node {
                    // Typing that leaves the screen where it is draws no arrow: it would only clutter the map.
                } else {
                    map.add(FlowMap.Edge(from: state.node, to: target, action: label(action, on: state), finding: nil))
                }
                if visited[fingerprint] != nil { return .known }
                guard states.count < options.maxStates else { return .budgetHit }
                return .newState(visit(reached, path: path, depth: depth))
            }
        }

        /// Adds a new state and checks its screen for dead ends and duplicate buttons.
        mutating func visit(_ reached: ExploreReplayer.Reached, path: [ExploreAction], depth: Int) -> Int {
            let screen = reached.screen
            let node = map.node(named: ScreenFingerprint.node(of: screen), module: screen.name, depth: depth)
            let fingerprint = ScreenFingerprint(
                screen: screen, hierarchy: reached.hierarchy, inputs: options.inputs, path: path)
            let state = State(path: path, reached: reached, node: node, fingerprint: fingerprint)
            states.append(state)
            visited[fingerprint] = states.count - 1
            deepest = max(deepest, depth)
            // Under an alert, only its actions can be tapped: the buttons it covers are not the screen's offer.
            let offered = screen.alert.map { alert in alert.actions.map { ($0.title, true) } }
                ?? screen.buttons.map { ($0.title, $0.isEnabled) }
            for (title, _) in offered where !(buttonsSeen[node]?.contains(title) ?? false) {
                buttonsSeen[node, default: []].append(title)
            }
            for (title, isEnabled) in offered where isEnabled {
                buttonsEnabled[node, default: []].insert(title)
            }
            let name = map.nodes[node].name
            if actions(for: state).allSatisfy({ $0 == .relaunch }) {
                add(ExploreFinding(
                    kind: .deadEnd, screen: name,
                    message: "the screen offers nothing to do: no enabled button, row or field, no alert, no way back",
                    path: path), action: nil)
            }
            var titles: Set<String> = []
            let duplicates = screen.buttons.map(\.title).filter { !titles.insert($0).inserted }
            if !duplicates.isEmpty {
                let list = Array(Set(duplicates)).sorted().map { QuotedText.quoted($0) }.joined(separator: ", ")
                add(ExploreFinding(
                    kind: .duplicateButtons, screen: name,
                    message: "more than one button is titled \(list): tap reaches only the first", path: path),
                    action: nil)
            }
            return states.count - 1
        }

        /// What to try on `state`'s screen, in the screen's order or shuffled by the seed.
        func actions(for state: State) -> [ExploreAction] {
            let screen = state.reached.screen
            var list: [ExploreAction] = []
            if let alert = screen.alert {
                list += alert.actions.map { .event(.tap(title: $0.title)) }
            } else {
                var titles: Set<String> = []
                for button in screen.buttons where button.isEnabled && titles.insert(button.title).inserted {
                    list.append(.event(.tap(title: button.title)))
                }
                for (offset, row) in screen.rows.prefix(options.maxRows).enumerated() where row.isEnabled {
                    list.append(.event(.select(row: offset + 1)))
                }
                for field in screen.fields {
                    for input in options.inputs.values(for: field) where field.isSecure || input.text != field.value {
                        list.append(.event(.type(fieldID: field.id, text: input.text)))
                    }
                }
            }
            if state.reached.canGoBack {
                list.append(.event(.back))
            }
            list.append(.relaunch)
            if let seed = options.seed {
                var generator = SeededGenerator(seed: seed ^ StableHash.fnv1a(state.fingerprint.key))
                list = generator.shuffled(list)
            }
            return list
        }

        /// How the map labels `action`: typed texts by their input's label, so a 2000-character value stays short.
        func label(_ action: ExploreAction, on state: State) -> String {
            guard case .event(.type(let fieldID, let text)) = action,
                  let field = state.reached.screen.field(id: fieldID) else { return action.description }
            let input = options.inputs.values(for: field).first { $0.text == text }
            return "type \(fieldID) <\(input?.label ?? "text")>"
        }

        /// Adds `finding` unless one of its kind was found on the same screen for the same action (breadth
        /// first, so the one kept has the shortest path).
        mutating func add(_ finding: ExploreFinding, action: ExploreAction? = nil) {
            var actionKey = action?.description ?? ""
            if case .event(.type(let fieldID, _))? = action {
                actionKey = "type \(fieldID)"
            }
            let key = [finding.kind.rawValue, finding.screen, actionKey].joined(separator: "\u{1F}")
            guard findingKeys.insert(key).inserted else { return }
            findings.append(finding)
        }

        /// Adds a warning for each button no tap of which ever changed anything: one that only repeats what
        /// it did before (a second tap on a form's submit showing the same message) is not reported.
        mutating func reportIdleButtons() {
            for (key, path) in idleTaps.sorted(by: { ($0.value.count, $0.key.node, $0.key.title) < ($1.value.count, $1.key.node, $1.key.title) })
            where !buttonsWithEffect.contains(key) {
                add(ExploreFinding(
                    kind: .noEffect, screen: map.nodes[key.node].name,
                    message: "tapping \(QuotedText.quoted(key.title)) never changed anything: not the screen, the "
                        + "navigation, the saved state or an announcement",
                    path: path), action: path.last)
                map.add(FlowMap.Edge(from: key.node, to: nil, action: "tap \(key.title)", finding: .noEffect))
            }
        }

        /// Errors first, then by depth, keeping the order found within each.
        var sortedFindings: [ExploreFinding] {
            findings.enumerated().sorted { a, b in
                if a.element.kind.isError != b.element.kind.isError { return a.element.kind.isError }
                if a.element.depth != b.element.depth { return a.element.depth < b.element.depth }
                return a.offset < b.offset
            }.map(\.element)
        }

        /// Each screen's buttons (an alert's actions, on a screen under an alert) and those tapped.
        var coverage: [ScreenCoverage] {
            map.nodes.compactMap { node in
                guard let buttons = buttonsSeen[node.id], !buttons.isEmpty else { return nil }
                let failed = buttons.filter { buttonsFailed[node.id]?.contains($0) ?? false }
                let tapped = buttons.filter { buttonsTapped[node.id]?.contains($0) ?? false || failed.contains($0) }
                let disabled = buttons.filter { !(buttonsEnabled[node.id]?.contains($0) ?? false) }
                return ScreenCoverage(
                    screen: node.name, buttons: buttons, tapped: tapped, neverEnabled: disabled, failed: failed,
                    isAlert: states.first { $0.node == node.id }?.reached.screen.alert != nil)
            }
        }
    }
}

private extension Duration {
    var seconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
