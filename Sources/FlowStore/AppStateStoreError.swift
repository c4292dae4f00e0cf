import GRDB

/// Why the app state store could not be opened or used.
///
/// Every case names the file (or directory) at fault and prints as one readable line. Opening never
/// replaces, repairs or overwrites an existing file it refuses: the file's bytes are left as they were.
public enum AppStateStoreError: Error, Equatable, CustomStringConvertible {
    /// The state directory is missing and could not be created, e.g. because a parent path is a regular file.
    case cannotCreateDirectory(path: String, reason: String)
    /// The state file exists but is not a FlowHost state file: not an SQLite database, corrupt or truncated,
    /// or an SQLite database that another program wrote.
    case notAStateFile(path: String, reason: String)
    /// The state file was written by a newer FlowHost build whose schema this build does not know.
    /// `fileVersion` is the file's `PRAGMA user_version`, or at least the number of migrations it records.
    case newerSchema(path: String, fileVersion: Int, supportedVersion: Int)
    /// The state file records migrations of modules this runner does not register (another app's runner, or a
    /// newer build wrote it).
    case unknownMigrations(path: String, identifiers: [String])
    /// A module's migration failed; nothing was written.
    case migrationFailed(path: String, module: String, migration: String, reason: String)
    /// The state file could not be opened or created for reading and writing, e.g. its path is a directory.
    case cannotOpen(path: String, reason: String)
    /// A read or write of an open store failed: `operation` is the store function, `code` SQLite's result code
    /// (nil when the failure did not come from SQLite).
    case operationFailed(path: String, operation: String, code: ResultCode?, reason: String)

    /// One line naming the file and what went wrong.
    public var description: String {
        switch self {
        case .cannotCreateDirectory(let path, let reason):
            "cannot create the state directory \(path): \(Self.oneLine(reason))"
        case .notAStateFile(let path, let reason):
            "\(path) is not a FlowHost state file (\(Self.oneLine(reason)))"
        case .newerSchema(let path, let fileVersion, let supportedVersion):
            "\(path) has schema version \(fileVersion), newer than version \(supportedVersion) that this FlowHost "
                + "build knows; refusing to open it"
        case .unknownMigrations(let path, let identifiers):
            "\(path) holds tables of modules this runner does not register (\(identifiers.joined(separator: ", "))); "
                + "it was written by another app's runner or a newer build, refusing to open it"
        case .migrationFailed(let path, let module, let migration, let reason):
            "module '\(module)': its migration \(migration) failed on \(path), nothing was written: "
                + Self.oneLine(reason)
        case .cannotOpen(let path, let reason):
            "cannot open the state file \(path): \(Self.oneLine(reason))"
        case .operationFailed(let path, let operation, _, let reason):
            "\(operation) failed on \(path): \(Self.oneLine(reason))"
        }
    }

    private static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
