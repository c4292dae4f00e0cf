/// What an exploration executed to try its actions: the steps it took (walked, tried, replayed) and the
/// launches it made. An action answered from a step already taken costs nothing.
public struct ExploreCounts: Equatable, Sendable, Codable {
    /// Every action executed: route steps, tried actions and replayed paths.
    public var executed = 0
    /// The share of ``executed`` spent replaying paths from a fresh launch.
    public var replaySteps = 0
    /// Fresh launches and relaunches.
    public var launches = 0

    /// No step taken yet.
    public init() {}

    /// Adds `other`'s counts.
    public static func += (counts: inout ExploreCounts, other: ExploreCounts) {
        counts.executed += other.executed
        counts.replaySteps += other.replaySteps
        counts.launches += other.launches
    }

    // snake_case, as every JSON flowrun writes.
    private enum CodingKeys: String, CodingKey {
        case executed
        case replaySteps = "replay_steps"
        case launches
    }
}
