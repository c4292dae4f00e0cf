/// The outcomes the shards of a `--merge` recorded, standing in for running the flow: the merge explores
/// breadth first as one run does, reading where each action ended instead of trying it, so it reports what
/// one machine would have.
struct ExploreOracle: Sendable {
    /// Where the launch ended.
    let launch: ExploreReplayer.End
    /// Where each action ended, by state fingerprint and action.
    private var outcomes: [String: [String: ExploreReplayer.End]] = [:]
    /// Why the parts stopped short of some state, when one did: the merge stops there, for that reason.
    let stop: ExploreStop

    init(parts: [ExplorePart]) {
        launch = parts[0].launch
        stop = parts.map(\.stop).first { $0 != .complete } ?? .maxStates
        for part in parts {
            for outcome in part.outcomes where outcomes[outcome.from]?[outcome.action.description] == nil {
                outcomes[outcome.from, default: [:]][outcome.action.description] = outcome.end
            }
        }
    }

    /// Where `action` ended on the state of fingerprint `from`, its path from a fresh launch `path` long; nil
    /// when no part tried it.
    func end(of action: ExploreAction, from: ScreenFingerprint, pathLength: Int) -> ExploreReplayer.End? {
        guard let end = outcomes[from.key]?[action.description] else { return nil }
        guard case .failed(let kind, let message, let step) = end else { return end }
        // Saved as -1 when the action itself failed; an earlier step as it was in the shard's path.
        return .failed(kind: kind, message: message, step: step < 0 ? pathLength + 1 : min(step, pathLength))
    }

    /// How a shard saves `end`, the end of an action tried on a state whose path is `pathLength` long.
    static func saved(_ end: ExploreReplayer.End, pathLength: Int) -> ExploreReplayer.End {
        guard case .failed(let kind, let message, let step) = end, step == pathLength + 1 else { return end }
        return .failed(kind: kind, message: message, step: -1)
    }
}
