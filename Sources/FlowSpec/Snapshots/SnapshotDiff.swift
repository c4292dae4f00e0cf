import FlowScript
import FlowTooling

/// The line diff a changed snapshot fails with: the stored text's lines that went as `- `, the new text's as
/// `+ `, some unchanged lines around each change as `  `, and longer unchanged stretches counted, not shown.
enum SnapshotDiff {
    /// Unchanged lines shown on each side of a change.
    static let context = 2
    /// Above this many line pairs the diff is not searched for (it costs their product): every stored line is
    /// shown as gone and every new one as come.
    static let maxComparisons = 4_000_000

    /// The diff of `stored` to `actual`, a line each.
    static func lines(from stored: String, to actual: String) -> [String] {
        let old = SnapshotFile.lines(of: stored)
        let new = SnapshotFile.lines(of: actual)
        return collapsed(edits(from: old, to: new))
    }

    /// The lines aligned by the one line diff, ``LineDifference``, unless the search would cost too much.
    private static func edits(from old: [String], to new: [String]) -> [LineDifference] {
        guard old.count * new.count <= maxComparisons else {
            return old.map(LineDifference.expected) + new.map(LineDifference.actual)
        }
        return LineDifference.between(expected: old, actual: new)
    }

    /// The edits as lines, unchanged stretches beyond ``context`` lines of a change replaced by a count.
    private static func collapsed(_ edits: [LineDifference]) -> [String] {
        let changed = edits.indices.filter { edits[$0].isChange }
        var lines: [String] = []
        var hidden = 0
        for (index, edit) in edits.enumerated() {
            switch edit {
            case .expected(let text):
                lines.append("- " + text)
            case .actual(let text):
                lines.append("+ " + text)
            case .same(let text):
                let near = changed.contains { abs($0 - index) <= context }
                if near {
                    if hidden > 0 {
                        lines.append("  ... (\(hidden) unchanged line\(hidden == 1 ? "" : "s"))")
                        hidden = 0
                    }
                    lines.append("  " + text)
                } else {
                    hidden += 1
                }
            }
        }
        if hidden > 0 {
            lines.append("  ... (\(hidden) unchanged line\(hidden == 1 ? "" : "s"))")
        }
        return lines
    }
}
