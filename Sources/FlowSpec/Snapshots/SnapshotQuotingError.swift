/// What is wrong with a quoted string of a snapshot file; ``SnapshotFileError`` places it at its line.
enum SnapshotQuotingError: Error, Equatable, CustomStringConvertible {
    /// No opening `"` where a quoted string belongs.
    case notQuoted
    /// The line ends before the closing `"`.
    case unterminated
    /// An escape other than `\"`, `\\`, `\n`, `\r`, `\t` and `\xHH` (below 80).
    case badEscape(String)

    /// The problem as the rest of a sentence.
    var description: String {
        switch self {
        case .notQuoted: "a quoted string (\"...\") was expected"
        case .unterminated: "the quoted string has no closing quote"
        case .badEscape: "a backslash starts an escape snapshot files do not have (they have \\\" \\\\ \\n \\r \\t \\xHH)"
        }
    }
}
