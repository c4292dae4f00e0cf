/// A stored snapshot no scenario of a run used, or a snapshot file whose spec file is gone.
public struct ObsoleteSnapshot: Hashable, Sendable, CustomStringConvertible {
    /// The snapshot file.
    public let file: String
    /// The header's line; nil for a whole file.
    public let line: Int?
    /// `"<scenario>" #N` or `"<scenario>" "<name>"`; nil for a whole file.
    let key: SnapshotKey?

    /// `file:line: "<scenario>" #N`, or for a whole file the file and why.
    public var description: String {
        guard let line, let key else {
            return "\(file): the whole file (no spec file of its name beside the \(SnapshotFile.folderName) folder)"
        }
        return "\(file):\(line): \(key)"
    }
}
