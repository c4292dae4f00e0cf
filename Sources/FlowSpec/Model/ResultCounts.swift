/// How many results passed, failed (failed, error or timeout) and were skipped.
public struct ResultCounts: Hashable, Sendable {
    /// Results that passed.
    public var passed = 0
    /// Results that failed, could not load or timed out.
    public var failed = 0
    /// Pending results.
    public var skipped = 0

    /// Creates counts, all zero unless told otherwise.
    public init(passed: Int = 0, failed: Int = 0, skipped: Int = 0) {
        self.passed = passed
        self.failed = failed
        self.skipped = skipped
    }

    /// Counts `results`.
    public init(_ results: [ScenarioResult]) {
        for result in results {
            add(result.status)
        }
    }

    /// Counts one more result of `status`.
    public mutating func add(_ status: ScenarioStatus) {
        switch status {
        case .passed: passed += 1
        case .skipped: skipped += 1
        case .failed, .error, .timeout: failed += 1
        }
    }

    /// All results counted.
    public var total: Int { passed + failed + skipped }
}
