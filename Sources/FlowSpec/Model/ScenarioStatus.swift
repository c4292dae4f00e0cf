/// How a scenario (or a spec file that could not load) ended.
public enum ScenarioStatus: String, Hashable, Sendable, Codable, CaseIterable {
    /// Every step and expectation held.
    case passed
    /// An expectation or a step failed, or the scenario raised an error.
    case failed
    /// The scenario is pending: declared without a body, or stopped by `pending(...)`.
    case skipped
    /// The spec file could not load: a syntax error, or an error raised while it declared its scenarios.
    case error
    /// The scenario spent its instruction budget without finishing.
    case timeout

    /// Maps the `status` the DSL's `run(index)` returns (`"passed"`, `"failed"`, `"pending"`); nil for any
    /// other text.
    public init?(specStatus: String) {
        switch specStatus {
        case "passed": self = .passed
        case "failed": self = .failed
        case "pending": self = .skipped
        default: return nil
        }
    }

    /// Whether the status fails the run (and stops it under fail-fast): failed, error and timeout.
    public var isFailure: Bool {
        switch self {
        case .passed, .skipped: false
        case .failed, .error, .timeout: true
        }
    }
}
