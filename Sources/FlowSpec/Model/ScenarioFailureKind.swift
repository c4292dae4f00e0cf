/// What ended a failed scenario, as the DSL's failure value tells it (its `kind`), so that reports can tell
/// a failed expectation (JUnit `failure`) from an error in the spec, a helper or the flow (JUnit `error`).
public enum ScenarioFailureKind: String, Hashable, Sendable, CaseIterable {
    /// A value did not match: a matcher, `expect_screen`, `expect_announced`, a snapshot, `exhaustive()`.
    case expectation
    /// The app or its host refused a step the spec took: no such button, the flow failed, a module refused
    /// a value. The spec expected the app to take it: a failure, as an expectation is.
    case refused
    /// The DSL refused a call: a bad argument, a verb outside a scenario, an unknown name. The spec is wrong.
    case usage
    /// A Lua error that is no DSL failure (`attempt to index a nil value`, `error("...")`, a failed
    /// `assert`), raised by the spec, a helper module or the flow, or the scenario's memory running out.
    case error

    /// Maps the `kind` of the DSL's result (spec.lua's contract); a result without one was raised as a plain
    /// Lua error.
    init(specKind: String?) {
        self = specKind.flatMap(ScenarioFailureKind.init(rawValue:)) ?? .error
    }

    /// Whether reports count it as an error (the spec or the flow broke) rather than a failed expectation.
    public var isError: Bool {
        switch self {
        case .expectation, .refused: false
        case .usage, .error: true
        }
    }
}
