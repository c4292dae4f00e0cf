import FlowCore

/// A failure of the app's state file in the user's words, naming the file: what a screen shows when saving
/// or loading fails (`the state file /home/ada/.local/state/flowhost/flowhost.sqlite is read-only`), instead
/// of the store function and SQLite's message that ``AppStateStoreError/operationFailed(path:operation:reason:)``
/// carries.
public enum StateFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file, its folder or its file system can be read but not written.
    case readOnly(path: String)
    /// Another program holds the file locked for longer than the store waits.
    case locked(path: String)
    /// The disk holding the file has no room left.
    case full(path: String)
    /// The file's content is damaged (SQLite found it malformed) or could not be read from the disk.
    case damaged(path: String, reason: String)
    /// Another failure; `reason` is SQLite's message.
    case failed(path: String, reason: String)

    /// The rewording of an ``AppStateStoreError/operationFailed(path:operation:reason:)``, classified by
    /// SQLite's message for the result code (`sqlite3_errstr`: "attempt to write a readonly database" for
    /// SQLITE_READONLY, "database is locked" for SQLITE_BUSY...); `nil` for the errors of opening a store,
    /// which flowrun reports before any screen is shown.
    public init?(_ error: AppStateStoreError) {
        guard case .operationFailed(let path, _, let reason) = error else { return nil }
        switch reason {
        case _ where reason.contains("readonly database"): self = .readOnly(path: path)
        case _ where reason.contains("database is locked") || reason.contains("table is locked"):
            self = .locked(path: path)
        case _ where reason.contains("disk is full"): self = .full(path: path)
        case _ where reason.contains("malformed") || reason.contains("disk I/O error"):
            self = .damaged(path: path, reason: reason)
        default: self = .failed(path: path, reason: reason)
        }
    }

    /// Runs `body`, throwing what it throws as ``reworded(_:)`` words it.
    static func rewording<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            throw reworded(error)
        }
    }

    /// `error` reworded when it is a state file's failure, otherwise `error` itself.
    static func reworded(_ error: any Error) -> any Error {
        (error as? AppStateStoreError).flatMap(StateFileError.init) ?? error
    }

    /// One line naming the file and what is wrong with it.
    public var description: String {
        switch self {
        case .readOnly(let path): "the state file \(path) is read-only"
        case .locked(let path): "the state file \(path) is locked by another program"
        case .full(let path): "the disk holding the state file \(path) is full"
        case .damaged(let path, let reason): "the state file \(path) is damaged (\(reason))"
        case .failed(let path, let reason): "the state file \(path) cannot be used (\(reason))"
        }
    }
}
