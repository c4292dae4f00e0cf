import FlowScript
import FlowTooling
import LuaHost

/// An exploration's bookkeeping: the states reached, the findings, the map and the coverage, added to action by
/// action; saved with a frontier so that `--resume` goes on where a limit stopped.
struct ExploreRun: Codable, Sendable {
    /// How the exploration goes; not saved with a frontier (the resuming run sets its own).
    var options = ExploreOptions()
    var states: [ExploreState] = []
    var visited: [ScreenFingerprint: Int] = [:]
    var findings: [ExploreFinding] = []
    var findingKeys: Set<String> = []
    var map = FlowMap()
    var actions = 0
    var counts = ExploreCounts()
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

    struct ButtonKey: Hashable, Codable {
        let node: Int
        let title: String
    }

    init(options: ExploreOptions) {
        self.options = options
    }

    // Everything but the options.
    private enum CodingKeys: String, CodingKey {
        case states, visited, findings, findingKeys, map, actions, counts, deepest, buttonsSeen, buttonsTapped,
             buttonsEnabled, buttonsFailed, buttonsWithEffect, idleTaps
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
            let fingerprint = reached.position.fingerprint
            let target = visited[fingerprint].map { states[$0].node }
                ?? map.node(
                    named: ScreenFingerprint.node(of: reached.screen), module: reached.screen.name, depth: depth)
            if case .event(.type) = action, target == state.node {
                // Typing that leaves the screen where it is draws no arrow: it would only clutter the map.
            } else {
                map.add(FlowMap.Edge(from: state.node, to: target, action: label(action, on: state), finding: nil))
            }
            if visited[fingerprint] != nil { return .known }
            guard states.count < options.maxStates else {
                // Not tried to the end: a resumed exploration tries it again.
                actions -= 1
                return .budgetHit
            }
            return .newState(visit(reached, path: path, depth: depth))
        }
    }

    /// Adds a new state and checks its screen for dead ends and duplicate buttons.
    mutating func visit(_ reached: ExploreReplayer.Reached, path: [ExploreAction], depth: Int) -> Int {
        let screen = reached.screen
        let node = map.node(named: ScreenFingerprint.node(of: screen), module: screen.name, depth: depth)
        let state = ExploreState(path: path, reached: reached, node: node)
        states.append(state)
        visited[state.fingerprint] = states.count - 1
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
    func actions(for state: ExploreState) -> [ExploreAction] {
        let screen = state.reached.screen
        var list: [ExploreAction] = []
        if let alert = screen.alert {
            list += alert.actions.indices.map { .event(screen.tapEvent(forButtonAt: $0)) }
        } else {
            // Every enabled button by its identity: two titled alike are two actions (`OK`, `OK #2`).
            for (index, button) in screen.buttons.enumerated() where button.isEnabled {
                list.append(.event(screen.tapEvent(forButtonAt: index)))
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
    func label(_ action: ExploreAction, on state: ExploreState) -> String {
        guard case .event(.type(let fieldID, let text)) = action,
              let field = state.reached.screen.field(id: fieldID) else { return action.description }
        let input = options.inputs.values(for: field).first { $0.text == text }
        return "type \(fieldID) <\(input?.label ?? "text")>"
    }

    /// Reports a step that landed elsewhere than it did before as a finding on the state it was taken from.
    mutating func report(_ surprise: ExploreWalker.Surprise) {
        guard let index = visited[surprise.from.fingerprint] else { return }
        let state = states[index]
        let name = map.nodes[state.node].name
        let before = visited[surprise.expected.fingerprint].map { map.nodes[states[$0].node].name }
        let now = surprise.landed.map { screen in
            let name = ScreenFingerprint.node(of: screen)
            // The same screen, with other fields: say so, not the name twice.
            return name == before ? "to it with other fields" : "to " + name
        } ?? "to a failure (\(surprise.failure ?? "no screen"))"
        add(ExploreFinding(
            kind: .notReproducible, screen: name,
            message: "\(surprise.action) led to \(before ?? "another state") once and \(now) when taken again from "
                + "the same state: the flow is not deterministic (the step is no longer walked)",
            path: state.path + [surprise.action]), action: surprise.action)
        map.markUnreliable(from: state.node, action: label(surprise.action, on: state))
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
