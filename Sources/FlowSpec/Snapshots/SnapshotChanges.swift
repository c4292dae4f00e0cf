/// What a run changes in one snapshot file: snapshots to write (new or updated) and obsolete ones to remove.
struct SnapshotChanges: Equatable, Sendable {
    /// A text to store.
    struct Write: Equatable, Sendable {
        /// Where.
        let key: SnapshotKey
        /// The text.
        let text: String
        /// Whether it replaces a stored text (`--update-snapshots`); a new snapshot leaves one another run
        /// stored meanwhile as it is.
        let replaces: Bool
    }

    /// The texts to store, in the order the scenarios took them.
    var writes: [Write] = []
    /// The snapshots to remove.
    var removals: Set<SnapshotKey> = []
    /// Every snapshot the run checked, in the order each scenario took them: the file keeps a scenario's
    /// snapshots in that order.
    var checked: [SnapshotKey] = []

    /// Whether there is nothing to change.
    var isEmpty: Bool { writes.isEmpty && removals.isEmpty }
}
