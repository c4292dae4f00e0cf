/// How far an exploration has come, reported while it runs.
public struct ExploreProgress: Sendable {
    /// The depth whose actions are being tried.
    public let depth: Int
    /// Distinct states found so far.
    public let states: Int
    /// Actions tried so far.
    public let actions: Int
    /// Findings so far.
    public let findings: Int
}
