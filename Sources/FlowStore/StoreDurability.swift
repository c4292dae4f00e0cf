/// How far a committed write to the state file is made durable before the commit returns: SQLite's
/// `PRAGMA synchronous` in WAL mode.
///
/// Either way a commit is atomic and the file stays consistent: a crash, a kill or a power loss in the middle of
/// a write rolls back only that unfinished transaction. The two differ in what a power loss or an OS crash can
/// cost, and in the disk syncs each commit waits for.
public enum StoreDurability: String, Sendable, CaseIterable {
    /// `synchronous = NORMAL`: a commit is written to the WAL without waiting for the disk. Every committed
    /// transaction survives the process's crash or SIGKILL (the operating system holds it); a power loss or an OS
    /// crash can lose the transactions not yet checkpointed into the file (those since the store opened, and those
    /// of a process that was killed before it closed the store), never the file's consistency. Closing the store
    /// checkpoints the WAL into the file and syncs it, so what a closed store saved survives a power loss too. The
    /// default: state writes are UI events, and waiting for the disk on each of them was most of a short run's
    /// time.
    case normal
    /// `synchronous = FULL`: each commit waits until its WAL frames are on the disk, so a commit that returned
    /// survives a power loss or an OS crash as well.
    case full

    /// The environment variable that picks the durability of flowrun's state file: `normal` (the default) or
    /// `full`.
    public static let environmentVariable = "FLOWHOST_DURABILITY"

    /// The durability `environment` asks for through ``environmentVariable``; ``normal`` when it is unset or
    /// empty.
    /// - Throws: ``StoreDurabilityError/unknown(_:)`` for any other value.
    public init(environment: [String: String]) throws(StoreDurabilityError) {
        guard let text = environment[Self.environmentVariable], !text.isEmpty else {
            self = .normal
            return
        }
        guard let durability = StoreDurability(rawValue: text.lowercased()) else {
            throw .unknown(text)
        }
        self = durability
    }

    /// The pragma the connection runs before its first statement.
    var pragma: String {
        switch self {
        case .normal: "PRAGMA synchronous = NORMAL"
        case .full: "PRAGMA synchronous = FULL"
        }
    }
}
