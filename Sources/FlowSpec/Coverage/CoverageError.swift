import Foundation

/// Why `flowrun test --coverage DIR` could not record or write coverage; each names the path at fault.
public enum CoverageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `--coverage` was given an empty path.
    case emptyPath
    /// The folder cannot be created or written (checked before any scenario runs).
    case folderUnwritable(path: String, reason: String)
    /// A file of the report (`lcov.info`, a shard's part...) cannot be written.
    case fileUnwritable(path: String, reason: String)
    /// Another shard's part in the folder cannot be read or is not a coverage part.
    case partUnreadable(path: String, reason: String)
    /// Another shard's part holds values no run records, or counts too large to add up.
    case partInvalid(path: String, problem: CoveragePartProblem)

    /// The problem as one line.
    public var description: String {
        switch self {
        case .emptyPath:
            "--coverage: the folder path is empty"
        case .folderUnwritable(let path, let reason):
            "--coverage \(path): the folder cannot be written: \(reason)"
        case .fileUnwritable(let path, let reason):
            "cannot write the coverage file \(path): \(reason)"
        case .partUnreadable(let path, let reason):
            "cannot merge the coverage part \(path): \(reason) (remove it, or give each run a folder of its own)"
        case .partInvalid(let path, let problem):
            "cannot merge the coverage part \(path): \(problem) (remove it, or give each run a folder of its own)"
        }
    }}
