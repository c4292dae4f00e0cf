import FlowStore
import Foundation

/// The state a `--watch` run starts from, held in memory: every session of the run, the first and each
/// reload's, works on a copy of it, so a replay starts where the run started and nothing is ever written to
/// the state file.
enum StateSnapshot {
    /// The state saved in `directory`, copied into memory; an empty store when `fresh` or when no state file
    /// is there (nothing is created).
    ///
    /// The file (with its write-ahead log) is copied to a scratch folder and opened there, since opening
    /// migrates and checkpoints: the user's file keeps every byte.
    /// - Throws: ``RunFailure/state(_:)`` for a file that cannot be copied, opened or read.
    static func load(directory: URL, fresh: Bool, schema: StoreSchema) throws(RunFailure) -> AppStateStore {
        let manager = FileManager.default
        let file = directory.appendingPathComponent(AppStateStore.fileName)
        do {
            guard !fresh, manager.fileExists(atPath: file.path) else {
                return try AppStateStore.inMemory(schema: schema)
            }
            let scratch = manager.temporaryDirectory.appendingPathComponent("flowrun-watch-\(UUID().uuidString)")
            defer { try? manager.removeItem(at: scratch) }
            do {
                try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
                for suffix in ["", "-wal"] where manager.fileExists(atPath: file.path + suffix) {
                    try manager.copyItem(
                        atPath: file.path + suffix,
                        toPath: scratch.appendingPathComponent(AppStateStore.fileName + suffix).path)
                }
            } catch {
                throw AppStateStoreError.cannotOpen(path: file.path, reason: EventInput.reason(error))
            }
            let store: AppStateStore
            do {
                store = try AppStateStore(directory: scratch, schema: schema)
            } catch let error as AppStateStoreError {
                throw naming(error, file.path)
            }
            defer { try? store.close() }
            return try store.inMemoryCopy()
        } catch let error as AppStateStoreError {
            throw .state(error)
        } catch {
            throw .state(.cannotOpen(path: file.path, reason: String(describing: error)))
        }
    }

    /// `error`, about the scratch copy, naming the user's `file` instead: the file the user can act on.
    private static func naming(_ error: AppStateStoreError, _ file: String) -> AppStateStoreError {
        switch error {
        case .cannotCreateDirectory(_, let reason): .cannotCreateDirectory(path: file, reason: reason)
        case .notAStateFile(_, let reason): .notAStateFile(path: file, reason: reason)
        case .newerSchema(_, let fileVersion, let supported):
            .newerSchema(path: file, fileVersion: fileVersion, supportedVersion: supported)
        case .unknownMigrations(_, let identifiers): .unknownMigrations(path: file, identifiers: identifiers)
        case .migrationFailed(_, let module, let migration, let reason):
            .migrationFailed(path: file, module: module, migration: migration, reason: reason)
        case .cannotOpen(_, let reason): .cannotOpen(path: file, reason: reason)
        case .operationFailed(_, let operation, let code, let reason):
            .operationFailed(path: file, operation: operation, code: code, reason: reason)
        }
    }
}
