import FlowScript

/// Tries actions on states from one live session, reaching each state the cheapest way known: over the
/// shortest route of steps already taken from where the session stands (or from a fresh launch, when that is
/// shorter or the session is spent), and replaying the state's path from a fresh launch only when no route is
/// known. A chain of N screens then costs O(N) steps where a replay per action costs O(N²).
///
/// A route step that lands elsewhere than it did before is distrusted (never walked again) and reported as a
/// ``Surprise``: the flow is not deterministic. A failed action is replayed once from a fresh launch before
/// it is reported, so every finding's path reproduces on its own.
///
/// The session's Lua state belongs to this actor.
actor ExploreWalker {
    /// One action to try on one state.
    struct Task: Sendable {
        /// Where the state stands: its fingerprint and the store's digest when first reached.
        let from: ExplorePosition
        /// The state's shortest path from a fresh launch.
        let path: [ExploreAction]
        /// The action to try.
        let action: ExploreAction
    }

    /// A step that landed elsewhere than it did before.
    struct Surprise: Sendable {
        let from: ExplorePosition
        let action: ExploreAction
        /// Where it led before.
        let expected: ExplorePosition
        /// The screen it led to this time, or nil when it failed.
        let landed: Screen?
        /// Why it failed, when it did.
        let failure: String?
    }

    /// What one call of ``run(_:learning:)`` did.
    struct Report: Sendable {
        /// Each task's end, in the tasks' order.
        let ends: [ExploreReplayer.End]
        /// The steps learnt, in order, for the other walkers.
        let learned: [ExploreKnowledge.Learned]
        /// The steps distrusted.
        let distrusted: [ExploreKnowledge.Step]
        let surprises: [Surprise]
        let counts: ExploreCounts
    }

    /// What a fresh launch costs, in steps: a new Lua state, the flow loaded and started.
    private static let launchCost = 4

    private let replayer: ExploreReplayer
    private var knowledge: ExploreKnowledge
    private var session: ExploreSession?
    private var learned: [ExploreKnowledge.Learned] = []
    private var distrusted: [ExploreKnowledge.Step] = []
    private var surprises: [Surprise] = []
    private var counts = ExploreCounts()

    /// A walker with no session yet, knowing what `knowledge` knows.
    init(replayer: ExploreReplayer, knowledge: ExploreKnowledge) {
        self.replayer = replayer
        self.knowledge = knowledge
    }

    /// Learns what the other walkers learnt.
    func learn(_ steps: ArraySlice<ExploreKnowledge.Learned>, distrusting: [ExploreKnowledge.Step]) {
        for step in steps {
            knowledge.learn(step)
        }
        for step in distrusting {
            knowledge.distrust(step)
        }
    }

    /// Closes the session.
    func close() {
        session?.close()
        session = nil
    }

    /// Tries each task's action on its state, nearest first, and reports where each ended.
    func run(_ tasks: [Task]) async -> Report {
        var ends = [ExploreReplayer.End?](repeating: nil, count: tasks.count)
        var pending = Array(tasks.indices)
        var backsInARow = 0
        while !pending.isEmpty {
            // Steps already taken need not be taken again.
            pending.removeAll { index in
                let task = tasks[index]
                guard let known = knowledge.outcome(of: task.action, at: task.from) else { return false }
                ends[index] = .reached(known)
                return true
            }
            guard let first = pending.first else { break }
            let targets = Set(pending.map { tasks[$0].from })
            let here = session?.reached.position
            var route = here.flatMap { knowledge.route(from: $0, toAny: targets, relaunching: false) }
            if route == nil, let session, session.reached.canGoBack, backsInARow < 2,
               knowledge.outcome(of: .event(.back), at: session.reached.position) == nil {
                // A screen not explored yet: back usually leads where the route starts, and the step is one
                // its own state will need anyway.
                backsInARow += 1
                _ = await take(.event(.back), expecting: nil)
                continue
            }
            backsInARow = 0
            // A launch costs many steps' worth: a route through a relaunch, or from a fresh launch, only when
            // it is that much shorter.
            var cost = route?.exits.count ?? Int.max
            if route == nil, let here, let relaunching = knowledge.route(from: here, toAny: targets, relaunching: true) {
                route = relaunching
                cost = relaunching.exits.count + Self.launchCost
            }
            if cost > Self.launchCost,
               let fromRoot = knowledge.route(from: knowledge.root, toAny: targets, relaunching: true),
               fromRoot.exits.count + Self.launchCost < cost {
                // A fresh launch stands where the knowledge's root does, unless the launch is not deterministic.
                route = await launchFresh()
                    ? session.flatMap { knowledge.route(from: $0.reached.position, toAny: targets, relaunching: true) } : nil
                if let route {
                    counts.replaySteps += route.exits.count
                }
            }
            guard let route else {
                // No known route: the old way, the state's path replayed from a fresh launch.
                let task = tasks[first]
                pending.removeFirst()
                ends[first] = await replayThenTry(task)
                continue
            }
            if await walk(route.exits) {
                let index = pending.first { tasks[$0].from == route.target }!
                pending.removeAll { $0 == index }
                ends[index] = await attempt(tasks[index])
            }
        }
        let report = Report(
            ends: ends.map { $0! }, learned: learned, distrusted: distrusted, surprises: surprises, counts: counts)
        learned = []
        distrusted = []
        surprises = []
        counts = ExploreCounts()
        return report
    }

    /// Tries `task`'s action where the session stands (on the task's state); a failure is replayed from a
    /// fresh launch before it is reported.
    private func attempt(_ task: Task) async -> ExploreReplayer.End {
        let path = task.path + [task.action]
        switch await take(task.action, expecting: nil) {
        case .success(let reached):
            return .reached(reached)
        case .failure(let walked):
            let (end, replayed) = await replay(path)
            session = replayed
            guard case .reached = end else { return end }
            return .failed(
                kind: .notReproducible,
                message: "\(walked.kind.title) when reached by walking from another state (\(walked.message)), but the "
                    + "path from a fresh launch works: the flow is not deterministic",
                step: path.count)
        }
    }

    /// Replays `task`'s state's path from a fresh launch, then tries its action: the old way, with no route known.
    private func replayThenTry(_ task: Task) async -> ExploreReplayer.End {
        let (end, replayed) = await replay(task.path)
        session = replayed
        guard replayed != nil else { return end }
        return await attempt(task)
    }

    /// Walks `exits` from where the session stands; false when a step landed elsewhere than before (the step
    /// is then distrusted and reported) or failed.
    private func walk(_ exits: [ExploreKnowledge.Exit]) async -> Bool {
        for exit in exits {
            guard case .success = await take(exit.action, expecting: exit.to) else { return false }
        }
        return true
    }

    /// Applies `action` where the session stands and learns where it led; when `expected` is given and the
    /// step lands elsewhere or fails, the step is distrusted and reported. A failure spends the session.
    private func take(_ action: ExploreAction, expecting expected: ExplorePosition?) async -> Result<ExploreReplayer.Reached, ExploreSession.Failure> {
        guard let session else { return .failure(ExploreSession.Failure(kind: .noScreen, message: "no session")) }
        let from = session.reached.position
        let before = session.reached.screen
        counts.executed += 1
        if action == .relaunch {
            counts.launches += 1
        }
        let result = await session.apply(action)
        switch result {
        case .success(let reached):
            if let expected, reached.position != expected {
                // The step is not walked again; the flow is blamed only when the screen differs (the map's
                // identity of states), not for explore's own blind spots: a store whose rows differ alone (a
                // module saving a random id or the wall-clock time) or a secure field, which shows only a mask,
                // so that what it holds is the session's guess (the text it last typed into a field of that id).
                let guessed = (before.fields + reached.screen.fields).contains { $0.isSecure }
                let elsewhere = reached.position.fingerprint != expected.fingerprint
                distrust(
                    action, at: from, expected: expected, landed: reached.screen, failure: nil,
                    reported: elsewhere && !guessed)
                return .failure(ExploreSession.Failure(kind: .notReproducible, message: "landed elsewhere"))
            }
            let step = ExploreKnowledge.Learned(from: from, action: action, reached: reached)
            if knowledge.outcome(of: action, at: from) == nil {
                knowledge.learn(step)
                learned.append(step)
            }
        case .failure(let failure):
            if let expected {
                distrust(action, at: from, expected: expected, landed: nil, failure: failure.message, reported: true)
            }
            session.close()
            self.session = nil
        }
        return result
    }

    /// Stops walking `action` from `from`, and with `reported`, reports it as a surprise.
    private func distrust(
        _ action: ExploreAction, at from: ExplorePosition, expected: ExplorePosition, landed: Screen?, failure: String?,
        reported: Bool
    ) {
        let step = ExploreKnowledge.Step(from: from, action: action.description)
        knowledge.distrust(step)
        distrusted.append(step)
        if reported {
            surprises.append(Surprise(from: from, action: action, expected: expected, landed: landed, failure: failure))
        }
    }

    /// Replaces the session with a fresh launch; false when the launch failed.
    private func launchFresh() async -> Bool {
        close()
        counts.launches += 1
        switch await ExploreSession.start(replayer) {
        case .success(let started):
            session = started
            return true
        case .failure:
            return false
        }
    }

    /// `path` replayed from a fresh launch, counted.
    private func replay(_ path: [ExploreAction]) async -> (ExploreReplayer.End, ExploreSession?) {
        close()
        counts.launches += 1
        let (end, replayed) = await replayer.replaySession(path)
        let steps: Int = switch end {
        case .reached: path.count
        case .failed(_, _, let step): max(step, 0)
        }
        counts.executed += steps
        counts.replaySteps += steps
        return (end, replayed)
    }
}
