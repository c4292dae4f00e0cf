/// Why a snapshot file (`__snapshots__/<spec>.snap`) cannot be used or written. Each names the file, and a
/// corrupt one its line, so the fix is one edit away.
public enum SnapshotFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file is not in the snapshot format at `line`; `reason` says what is wrong there.
    case corrupt(path: String, line: Int, reason: String)
    /// The file exists but cannot be read as text (a folder, no permission, not UTF-8).
    case unreadable(path: String, reason: String)
    /// The file (or its `__snapshots__` folder) cannot be written.
    case unwritable(path: String, reason: String)

    /// The problem as one line, `path:line: reason` for a corrupt file.
    public var description: String {
        switch self {
        case .corrupt(let path, let line, let reason):
            "\(path):\(line): \(reason) (fix the line, or delete the file to record its snapshots again)"
        case .unreadable(let path, let reason):
            "cannot read the snapshot file \(path): \(reason)"
        case .unwritable(let path, let reason):
            "cannot write the snapshot file \(path): \(reason)"
        }
    }
}
