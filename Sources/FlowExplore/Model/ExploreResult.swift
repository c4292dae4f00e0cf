/// What an exploration saw and found.
public struct ExploreResult: Sendable, Codable {
    /// The flow, as the user named it.
    public let flow: String
    /// Distinct states reached.
    public let states: Int
    /// Actions tried (each one a replay from a fresh launch).
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
    public let seconds: Double
    /// The seed the actions were shuffled with, if any.
    public let seed: UInt64?
    /// The shortest path from a fresh launch to each screen of ``map``, by node id: the path of the first
    /// state found on it (the exploration goes breadth first). Several states can share a node, so a path
    /// along the map's arrows may not replay; these do.
    public var nodePaths: [Int: [ExploreAction]] = [:]

    /// Whether any finding is an error: the exploration fails (exit status 1).
    public var hasErrors: Bool { findings.contains { $0.kind.isError } }
}
