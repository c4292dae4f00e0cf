/// What the snapshots of a run came to: how the checks went, what was written or removed, what is obsolete,
/// and what could not be written. The console summary shows it above its closing line, TAP as comments.
public struct SnapshotReport: Equatable, Sendable {
    /// Checks that matched the stored snapshot.
    public var matched = 0
    /// Snapshots recorded because none was stored.
    public var written = 0
    /// Changed snapshots recorded by `--update-snapshots`.
    public var updated = 0
    /// Checks that failed their scenario.
    public var failed = 0
    /// Obsolete snapshots `--update-snapshots` removed (whole files counted by their snapshots).
    public var removed = 0
    /// Obsolete snapshots left in place (listed so they can be removed).
    public var obsolete: [ObsoleteSnapshot] = []
    /// The snapshot files written.
    public var writtenFiles: [String] = []
    /// The snapshot files removed: no snapshot left, or no spec file beside them.
    public var removedFiles: [String] = []
    /// Snapshots recorded or updated by scenarios whose file could not be written.
    public var unwritten = 0
    /// Files `--update-snapshots` found obsolete but left, since they do not read as snapshot files.
    public var kept: [SnapshotFileError] = []
    /// Snapshot files that could not be written: the run fails.
    public var errors: [SnapshotFileError] = []

    /// An empty report: no snapshot checked, written or found obsolete.
    public init() {}

    /// Whether the run involved no snapshot at all: nothing to report.
    public var isEmpty: Bool {
        matched + written + updated + failed + removed + unwritten == 0 && obsolete.isEmpty && errors.isEmpty
            && kept.isEmpty
    }

    /// The report's lines, nothing when ``isEmpty``.
    public var lines: [String] {
        guard !isEmpty else { return [] }
        var counts: [String] = []
        for (count, word) in [(matched, "passed"), (written, "written"), (updated, "updated"), (failed, "failed"),
                              (removed, "removed"), (unwritten, "not written")] where count > 0 {
            counts.append("\(count) \(word)")
        }
        var lines = ["Snapshots: " + (counts.isEmpty ? "none checked" : counts.joined(separator: ", "))]
        lines += writtenFiles.map { "  wrote \($0)" } + removedFiles.map { "  removed \($0)" }
        if !obsolete.isEmpty {
            let count = obsolete.count
            lines.append("\(count) obsolete snapshot\(count == 1 ? "" : "s"), used by no scenario of this run "
                + "(flowrun test --update-snapshots removes them):")
            lines += obsolete.map { "  \($0)" }
        }
        lines += kept.map { "  not removed (not a snapshot file flowrun wrote): \($0)" }
        lines += errors.map(\.description)
        return lines
    }
}
