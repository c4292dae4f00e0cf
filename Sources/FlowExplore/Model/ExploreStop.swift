/// Why an exploration stopped.
public enum ExploreStop: String, Sendable, Codable {
    /// Every action of every state within the depth was tried.
    case complete
    /// States remained beyond `--max-depth`.
    case maxDepth = "max-depth"
    /// `--max-states` distinct states were found.
    case maxStates = "max-states"
    /// `--time-budget` ran out.
    case timeBudget = "time-budget"

    /// A sentence for the summary.
    public var sentence: String {
        switch self {
        case .complete: "every reachable state was explored"
        case .maxDepth: "stopped at --max-depth: states lie deeper"
        case .maxStates: "stopped at --max-states: the budget was hit before every state was explored"
        case .timeBudget: "stopped at --time-budget: the time ran out before every state was explored"
        }
    }
}
