/// The states a limit left unexplored (their actions not all tried), counted by depth: what `--max-depth`,
/// `--max-states` or `--time-budget` cut.
public struct ExploreFrontier: Equatable, Sendable, Codable {
    /// How many states at one depth.
    public struct Level: Equatable, Sendable, Codable {
        /// Actions from a fresh launch.
        public let depth: Int
        /// States left at that depth.
        public let states: Int
    }

    /// The depths with states left, shallowest first; empty when the exploration was complete.
    public let levels: [Level]

    /// The frontier of states at `depths`, one entry per state.
    public init(depths: [Int]) {
        var counts: [Int: Int] = [:]
        for depth in depths {
            counts[depth, default: 0] += 1
        }
        levels = counts.keys.sorted().map { Level(depth: $0, states: counts[$0]!) }
    }

    /// How many states were left.
    public var states: Int { levels.reduce(0) { $0 + $1.states } }

    /// `12 states left: 3 at depth 4, 9 at depth 5`; nil when none were.
    public var sentence: String? {
        guard !levels.isEmpty else { return nil }
        let parts = levels.map { "\($0.states) at depth \($0.depth)" }.joined(separator: ", ")
        return "\(states) state\(states == 1 ? "" : "s") left unexplored: \(parts)"
    }
}
