/// What an exploration has learnt of the flow's steps: from each position, where each action tried or walked
/// led. Walkers route over it between the states they are given, and answer a step already taken without
/// taking it again. A relaunch lands where the last launch over a store holding the same landed, wherever it
/// starts from.
struct ExploreKnowledge: Sendable {
    /// One step taken: from where, which action.
    struct Step: Hashable, Sendable {
        let from: ExplorePosition
        let action: String
    }

    /// A step's outcome, in the order learnt.
    struct Learned: Sendable {
        let from: ExplorePosition
        let action: ExploreAction
        let reached: ExploreReplayer.Reached
    }

    /// An action from a position and where it leads.
    struct Exit: Sendable {
        let action: ExploreAction
        let to: ExplorePosition
    }

    /// The position a fresh launch stands on.
    let root: ExplorePosition
    /// Where each step led.
    private var outcomes: [Step: ExploreReplayer.Reached] = [:]
    /// The steps from each position, in the order learnt.
    private var exits: [ExplorePosition: [Exit]] = [:]
    /// Where a launch over a store of each digest lands.
    private var launches: [UInt64: ExploreReplayer.Reached] = [:]
    /// Steps that once led elsewhere than the map says: never walked or answered from here.
    private var unreliable: Set<Step> = []

    /// Knowledge of one launch: over a store of digest `store`, the flow starts at `root`.
    init(launchedOver store: UInt64, root: ExploreReplayer.Reached) {
        self.root = root.position
        launches[store] = root
    }

    /// Where `action` from `position` leads, when known: a relaunch from what the store holds.
    func outcome(of action: ExploreAction, at position: ExplorePosition) -> ExploreReplayer.Reached? {
        let step = Step(from: position, action: action.description)
        guard !unreliable.contains(step) else { return nil }
        if action == .relaunch, let launched = launches[position.store] {
            return launched
        }
        return outcomes[step]
    }

    /// Records that `action` from `position` led to `reached`; the first outcome learnt stays.
    mutating func learn(_ learned: Learned) {
        let step = Step(from: learned.from, action: learned.action.description)
        guard !unreliable.contains(step), outcomes[step] == nil else { return }
        outcomes[step] = learned.reached
        if learned.action == .relaunch, launches[learned.from.store] == nil {
            launches[learned.from.store] = learned.reached
        }
        exits[learned.from, default: []].append(Exit(action: learned.action, to: learned.reached.position))
    }

    /// Stops walking `step`: it once led elsewhere.
    mutating func distrust(_ step: Step) {
        unreliable.insert(step)
        outcomes[step] = nil
        exits[step.from]?.removeAll { $0.action.description == step.action }
    }

    /// The shortest known route from `start` to the nearest of `targets`: the exits to walk, in order (empty
    /// when `start` is one of them); nil when none is reachable over known, reliable steps, relaunches among
    /// them only when `relaunching`.
    func route(
        from start: ExplorePosition, toAny targets: Set<ExplorePosition>, relaunching: Bool
    ) -> (target: ExplorePosition, exits: [Exit])? {
        if targets.contains(start) { return (start, []) }
        var cameFrom: [ExplorePosition: (ExplorePosition, Exit)] = [start: (start, Exit(action: .relaunch, to: start))]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let position = queue[head]
            head += 1
            var next = (exits[position] ?? []).filter { relaunching || $0.action != .relaunch }
            if relaunching, let launched = launches[position.store],
               !unreliable.contains(Step(from: position, action: "relaunch")) {
                next.append(Exit(action: .relaunch, to: launched.position))
            }
            for exit in next where cameFrom[exit.to] == nil {
                cameFrom[exit.to] = (position, exit)
                if targets.contains(exit.to) {
                    var route: [Exit] = []
                    var at = exit.to
                    while at != start, let (previous, step) = cameFrom[at] {
                        route.append(step)
                        at = previous
                    }
                    return (exit.to, route.reversed())
                }
                queue.append(exit.to)
            }
        }
        return nil
    }
}
