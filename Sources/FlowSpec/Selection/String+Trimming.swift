extension String {
    /// The text without leading and trailing whitespace and newlines; kept here so FlowSpec's selection
    /// needs no Foundation.
    func trimmingWhitespace() -> String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return String(self[start..<end])
    }
}
