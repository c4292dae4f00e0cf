/// What `to_match_snapshot` does with a snapshot the file lacks or holds differently.
public enum SnapshotMode: Sendable, Equatable {
    /// A local run: a missing snapshot is recorded (written at the end of the run); a changed one fails.
    case recordMissing
    /// On CI (`CI=true`, `--ci`): a missing snapshot fails instead of being written, so that an unreviewed
    /// snapshot never passes; a changed one fails.
    case failMissing
    /// `--update-snapshots`: missing and changed snapshots are recorded, and obsolete ones removed.
    case update
}
