extension String {
    /// The text's lines, without their terminators; an empty text is one empty line.
    func splitLines() -> [String] {
        split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.hasSuffix("\r") ? String($0.dropLast()) : String($0)
        }
    }
}
