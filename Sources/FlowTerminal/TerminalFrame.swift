/// One full drawing of the terminal UI: exactly `height` lines of exactly `width` columns (escape
/// sequences aside), and where the cursor goes when a field is being edited.
package struct TerminalFrame: Equatable, Sendable {
    /// The lines, top to bottom, with their style sequences.
    package var lines: [String]
    /// The lines without style sequences, for tests and snapshots.
    package var plainLines: [String]
    /// The cursor's row and column (from 0) in the edited field, or `nil` to hide the cursor.
    package var cursor: (row: Int, column: Int)?

    /// Creates a frame.
    package init(lines: [String], plainLines: [String], cursor: (row: Int, column: Int)?) {
        self.lines = lines
        self.plainLines = plainLines
        self.cursor = cursor
    }

    package static func == (lhs: TerminalFrame, rhs: TerminalFrame) -> Bool {
        lhs.lines == rhs.lines && lhs.plainLines == rhs.plainLines && lhs.cursor?.row == rhs.cursor?.row
            && lhs.cursor?.column == rhs.cursor?.column
    }
}
