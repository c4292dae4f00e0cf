/// What an exploration saw and found.
public struct ExploreResult: Sendable, Codable {
    /// The flow, as the user named it.
    public let flow: String
    /// Distinct states reached.
    public let states: Int
    /// Actions tried on states (see ``counts`` for what was executed to try them).
    public let actions: Int
    /// The deepest path explored.
    public let depth: Int
    /// Why it stopped.
    public let stop: ExploreStop
    /// What it found, errors first, each with its shortest path.
    public let findings: [ExploreFinding]
    /// The screens and the actions between them.
    public let map: FlowMap
    /// Each screen's buttons and which were tapped.
    public let coverage: [ScreenCoverage]
    /// Wall-clock seconds.
    public internal(set) var seconds: Double
    /// The seed the actions were shuffled with, if any.
    public let seed: UInt64?
    /// The shortest path from a fresh launch to each screen of ``map``, by node id: the path of the first
    /// state found on it (the exploration goes breadth first). Several states can share a node, so a path
    /// along the map's arrows may not replay; these do.
    public var nodePaths: [Int: [ExploreAction]] = [:]
    /// The actions executed (walking between states, trying actions, replaying paths) and the launches.
    public var counts = ExploreCounts()
    /// The states a limit left unexplored, by depth; empty when ``stop`` is ``ExploreStop/complete``.
    public var frontier = ExploreFrontier(depths: [])

    /// What a resumed exploration needs, when a limit stopped this one; not part of the JSON.
    package var checkpoint: ExploreCheckpoint?
    /// What a shard (`--shard`) explored, for `--merge`; not part of the JSON.
    package var part: ExplorePart?

    private enum CodingKeys: String, CodingKey {
        case flow, states, actions, depth, stop, findings, map, coverage, seconds, seed, nodePaths, counts, frontier
    }

    /// Whether any finding is an error: the exploration fails (exit status 1).
    public var hasErrors: Bool { findings.contains { $0.kind.isError } }
}
