/// A scenario whose outcome differed between the rounds of `--repeat`: nondeterminism to hunt down.
public struct FlakyScenario: Hashable, Sendable {
    /// The scenario.
    public var scenario: Scenario
    /// Its status in each round it ran, round 1 first; a round fail-fast stopped before it started is left out.
    private var rounds: [RoundStatus]

    private struct RoundStatus: Hashable, Sendable {
        var round: Int
        var status: ScenarioStatus
    }

    /// The scenarios of `rounds` (each a run of the same selection, round 1 first) whose status was not the
    /// same in every round they ran, in the order they first appear.
    public static func find(in rounds: [ScenarioRunOutcome]) -> [FlakyScenario] {
        var order: [Scenario] = []
        var seen: [Scenario: [RoundStatus]] = [:]
        for (offset, outcome) in rounds.enumerated() {
            for result in outcome.results {
                if seen[result.scenario] == nil { order.append(result.scenario) }
                seen[result.scenario, default: []].append(RoundStatus(round: offset + 1, status: result.status))
            }
        }
        return order.compactMap { scenario in
            let statuses = seen[scenario] ?? []
            guard Set(statuses.map(\.status)).count > 1 else { return nil }
            return FlakyScenario(scenario: scenario, rounds: statuses)
        }
    }

    /// `passed in rounds 1, 3; failed in round 2`: each status with the rounds that had it, in the order of
    /// their first round.
    public var roundsDescription: String {
        var order: [ScenarioStatus] = []
        var byStatus: [ScenarioStatus: [Int]] = [:]
        for entry in rounds {
            if byStatus[entry.status] == nil { order.append(entry.status) }
            byStatus[entry.status, default: []].append(entry.round)
        }
        return order.map { status in
            let numbers = byStatus[status] ?? []
            let word = numbers.count == 1 ? "round" : "rounds"
            return "\(status.rawValue) in \(word) " + numbers.map(String.init).joined(separator: ", ")
        }.joined(separator: "; ")
    }
}
