/// One line of a line-by-line comparison of two texts: kept by both, only in the expected text, or only in
/// the actual one. ``between(expected:actual:)`` lists them in the order a unified diff prints them.
public enum LineDifference: Equatable, Sendable {
    /// A line both texts hold at this point.
    case same(String)
    /// A line only the expected text holds here (a unified diff's `-`).
    case expected(String)
    /// A line only the actual text holds here (a unified diff's `+`).
    case actual(String)

    /// The lines of `expected` and `actual` aligned on their longest common subsequence, so that a line
    /// inserted or removed shows as that one line rather than as every line after it differing. A removed
    /// line comes before the line that replaces it.
    ///
    /// Quadratic in the number of lines: meant for one transcript step (tens of lines), not whole files.
    public static func between(expected: [String], actual: [String]) -> [LineDifference] {
        let (rows, columns) = (expected.count, actual.count)
        // common[i][j]: the length of the longest common subsequence of expected[i...] and actual[j...].
        var common = Array(repeating: Array(repeating: 0, count: columns + 1), count: rows + 1)
        for i in stride(from: rows - 1, through: 0, by: -1) {
            for j in stride(from: columns - 1, through: 0, by: -1) {
                common[i][j] = expected[i] == actual[j]
                    ? common[i + 1][j + 1] + 1
                    : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [LineDifference] = []
        var (i, j) = (0, 0)
        while i < rows || j < columns {
            if i < rows, j < columns, expected[i] == actual[j] {
                lines.append(.same(expected[i]))
                i += 1
                j += 1
            } else if i < rows, j == columns || common[i + 1][j] >= common[i][j + 1] {
                lines.append(.expected(expected[i]))
                i += 1
            } else {
                lines.append(.actual(actual[j]))
                j += 1
            }
        }
        return lines
    }

    /// Whether the line is in one text only.
    public var isChange: Bool {
        if case .same = self { return false }
        return true
    }
}
