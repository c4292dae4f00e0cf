import GRDB

/// A failure of the app's state file in the user's words, naming the file: what a screen shows when saving
/// or loading fails (`the state file /home/ada/.local/state/flowhost/flowhost.sqlite is read-only`), instead
/// of the store function and SQLite's message that ``AppStateStoreError/operationFailed(path:operation:code:reason:)``
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

    /// The rewording of an ``AppStateStoreError/operationFailed(path:operation:code:reason:)``, classified by
    /// SQLite's primary result code (SQLITE_READONLY, SQLITE_BUSY, SQLITE_FULL...); `nil` for the errors of
    /// opening a store, which flowrun reports before any screen is shown.
    public init?(_ error: AppStateStoreError) {
        guard case .operationFailed(let path, _, let code, let reason) = error else { return nil }
        switch code?.primaryResultCode {
        case .SQLITE_READONLY?: self = .readOnly(path: path)
        case .SQLITE_BUSY?, .SQLITE_LOCKED?: self = .locked(path: path)
        case .SQLITE_FULL?: self = .full(path: path)
        case .SQLITE_CORRUPT?, .SQLITE_IOERR?, .SQLITE_NOTADB?: self = .damaged(path: path, reason: reason)
        default: self = .failed(path: path, reason: reason)
        }
    }

    /// Runs `body`, throwing what it throws as ``reworded(_:)`` words it.
    public static func rewording<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch {
            throw reworded(error)
        }
    }

    /// `error` reworded when it is a state file's failure, otherwise `error` itself.
    public static func reworded(_ error: any Error) -> any Error {
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
