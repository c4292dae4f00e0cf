/// The state of a run after one more scenario finished, for the progress line.
public struct ScenarioProgress: Hashable, Sendable {
    /// Scenarios finished so far.
    public var completed: Int
    /// Scenarios the run was given.
    public var total: Int
    /// The counts of the finished ones.
    public var counts: ResultCounts
    /// The result that just arrived.
    public var latest: ScenarioResult

    /// Creates a progress report.
    public init(completed: Int, total: Int, counts: ResultCounts, latest: ScenarioResult) {
        self.completed = completed
        self.total = total
        self.counts = counts
        self.latest = latest
    }
}
