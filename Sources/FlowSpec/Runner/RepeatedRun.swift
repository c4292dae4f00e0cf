/// The rounds of one `flowrun test` run: one round, or `--repeat N` of the same selection, each with its own
/// shuffled order when `--shuffle` is on. Reports take the rounds together.
struct RepeatedRun {
    /// Each round's outcome, round 1 first.
    private(set) var rounds: [ScenarioRunOutcome] = []
    /// Each round's shuffle, nil for a round in the given order.
    private(set) var shuffles: [ScenarioShuffle?] = []
    /// What became of the snapshots: the first round's report (which records the missing ones), with the
    /// files later rounds could not write.
    private(set) var snapshots = SnapshotReport()

    /// Adds the next round.
    mutating func add(_ outcome: ScenarioRunOutcome, shuffle: ScenarioShuffle?, snapshots report: SnapshotReport) {
        if rounds.isEmpty {
            snapshots = report
        } else {
            snapshots.errors += report.errors.filter { !snapshots.errors.contains($0) }
        }
        rounds.append(outcome)
        shuffles.append(shuffle)
    }

    /// Every round's results in one outcome, for the reports: one round as it is; for several, each result's
    /// scenario named with its round (`... [round 2/3]`), so every report tells the runs apart; the scenarios
    /// not run are the last round's.
    var combined: ScenarioRunOutcome {
        guard rounds.count > 1 else { return rounds.first ?? ScenarioRunOutcome(results: []) }
        let results = rounds.enumerated().flatMap { offset, outcome in
            outcome.results.map { result in
                var result = result
                result.scenario.name += " [round \(offset + 1)/\(rounds.count)]"
                return result
            }
        }
        return ScenarioRunOutcome(results: results, notRun: rounds.last?.notRun ?? [])
    }

    /// The scenarios whose outcome differed between rounds.
    var flaky: [FlakyScenario] {
        FlakyScenario.find(in: rounds)
    }

    /// Whether no round failed and every snapshot file was written: the run exits 0.
    var succeeded: Bool {
        rounds.allSatisfy(\.succeeded) && snapshots.errors.isEmpty
    }
}
