/// One stored snapshot: its key, its text and where the snapshot file holds it.
struct SnapshotEntry: Equatable, Sendable {
    /// The scenario and label it belongs to.
    let key: SnapshotKey
    /// The text kept, exactly as the spec rendered it.
    let text: String
    /// The line of its header in the snapshot file; 0 for an entry not read from a file.
    let line: Int
}
