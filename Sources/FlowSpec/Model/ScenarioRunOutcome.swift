/// What a run produced: the results in the order the scenarios were given, and the scenarios fail-fast
/// kept from starting.
public struct ScenarioRunOutcome: Hashable, Sendable {
    /// The results, in the order of the scenarios given to the run (load failures first when the caller
    /// merges them in with ``prepending(_:)``).
    public var results: [ScenarioResult]
    /// The scenarios that never started because fail-fast stopped the run, in the order given.
    public var notRun: [Scenario]

    /// Creates an outcome.
    public init(results: [ScenarioResult], notRun: [Scenario] = []) {
        self.results = results
        self.notRun = notRun
    }

    /// A copy with `earlier` (such as load failures) before the results.
    public func prepending(_ earlier: [ScenarioResult]) -> ScenarioRunOutcome {
        ScenarioRunOutcome(results: earlier + results, notRun: notRun)
    }

    /// The counts of ``results``.
    public var counts: ResultCounts { ResultCounts(results) }

    /// Whether nothing failed: the only case in which `flowrun test` exits 0.
    public var succeeded: Bool { counts.failed == 0 }
}
