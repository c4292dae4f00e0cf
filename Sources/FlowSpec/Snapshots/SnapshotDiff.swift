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

    private enum Edit: Equatable {
        case same(String)
        case removed(String)
        case added(String)

        var isChange: Bool {
            if case .same = self { false } else { true }
        }
    }

    /// A shortest edit script through the longest common subsequence of the lines.
    private static func edits(from old: [String], to new: [String]) -> [Edit] {
        guard old.count * new.count <= maxComparisons else {
            return old.map(Edit.removed) + new.map(Edit.added)
        }
        // common[i][j]: the longest common subsequence of old[i...] and new[j...].
        var common = [[Int]](repeating: [Int](repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var edits: [Edit] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                edits.append(.same(old[i]))
                i += 1
                j += 1
            } else if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                // Removals first: a changed line reads as the stored one, then the new one.
                edits.append(.removed(old[i]))
                i += 1
            } else {
                edits.append(.added(new[j]))
                j += 1
            }
        }
        return edits
    }

    /// The edits as lines, unchanged stretches beyond ``context`` lines of a change replaced by a count.
    private static func collapsed(_ edits: [Edit]) -> [String] {
        let changed = edits.indices.filter { edits[$0].isChange }
        var lines: [String] = []
        var hidden = 0
        for (index, edit) in edits.enumerated() {
            switch edit {
            case .removed(let text):
                lines.append("- " + text)
            case .added(let text):
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
