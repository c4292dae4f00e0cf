/// What is wrong with the content of a coverage part another run left (`parts/shard-I-of-N.json`): flowrun
/// never writes such values, so the part was edited or made by something else, and the merge stops.
public enum CoveragePartProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// A line number below 1.
    case badLine(file: String, line: Int)
    /// A negative number of scenarios for a line.
    case negativeCount(file: String, line: Int, count: Int)
    /// Adding the part's count for a line to the others' goes past the largest whole number.
    case countOverflow(file: String, line: Int)
    /// A screen's row count is negative or larger than any screen shows.
    case badRowCount(screen: String, count: Int)
    /// A selected row's number is not between 1 and the screen's row count.
    case badSelectedRow(screen: String, row: Int)

    /// The problem as the end of a sentence.
    public var description: String {
        switch self {
        case .badLine(let file, let line):
            "\(file): line \(line) is not a line number (they count from 1)"
        case .negativeCount(let file, let line, let count):
            "\(file):\(line): \(count) scenarios ran the line: a count cannot be negative"
        case .countOverflow(let file, let line):
            "\(file):\(line): the count of scenarios that ran the line is too large to add up"
        case .badRowCount(let screen, let count):
            "screen \(screen): \(count) rows is not a row count (0 to \(ScreenKindUsage.rowCountLimit))"
        case .badSelectedRow(let screen, let row):
            "screen \(screen): row \(row) was selected, but rows count from 1 to the screen's row count"
        }
    }
}
