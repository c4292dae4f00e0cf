/// One `to_match_snapshot` of a scenario and how it went: what the end of the run writes and counts.
struct SnapshotUse: Hashable, Sendable {
    /// How the check went.
    enum Outcome: Hashable, Sendable {
        /// The stored snapshot matched.
        case matched
        /// None was stored: this text is recorded.
        case written(String)
        /// The stored one differed and `--update-snapshots` records this text.
        case updated(String)
        /// It differed, or was missing on CI, or the file could not be used: the scenario failed.
        case failed
    }

    /// The snapshot's label in the scenario.
    let label: SnapshotLabel
    /// How it went.
    let outcome: Outcome

    /// Whether the check recorded text for the end of the run to write (written or updated).
    var recordsText: Bool {
        switch outcome {
        case .written, .updated: true
        case .matched, .failed: false
        }
    }
}
