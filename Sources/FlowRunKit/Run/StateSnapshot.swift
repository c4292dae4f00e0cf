import FlowScript
import FlowStore
import Foundation

/// A state file's content copied into memory, for runs that must leave the file as it is: every session of a
/// `--watch` run (the first and each reload's) works on a copy of the state it started from, and `flowrun explore
/// --state` explores from one.
enum StateSnapshot {
    /// The state `--watch` starts from: the one saved in `directory`, copied into memory; an empty store when
    /// `fresh` or when no state file is there (nothing is created).
    /// - Throws: ``RunFailure/state(_:)`` for a file that cannot be copied, opened or read.
    static func load(directory: URL, fresh: Bool, schema: StoreSchema) throws(RunFailure) -> AppStateStore {
        let file = directory.appendingPathComponent(AppStateStore.fileName)
        guard !fresh, FileManager.default.fileExists(atPath: file.path) else {
            do {
                return try AppStateStore.inMemory(schema: schema)
            } catch let error as AppStateStoreError {
                throw .state(error)
            } catch {
                throw .state(.cannotOpen(path: ":memory:", reason: String(describing: error)))
            }
        }
        do throws(AppStateStoreError) {
            return try copy(ofFileIn: directory, schema: schema)
        } catch {
            throw .state(error)
        }
    }

    /// The state file in `directory`, which must exist, copied into memory. The file (with its write-ahead log)
    /// is copied to a scratch folder first and opened there, since opening migrates and checkpoints: the user's
    /// file keeps every byte. Errors name the user's file, not the scratch copy.
    /// - Throws: ``AppStateStoreError`` for a file that cannot be copied, opened or read.
    static func copy(ofFileIn directory: URL, schema: StoreSchema) throws(AppStateStoreError) -> AppStateStore {
        let manager = FileManager.default
        let file = directory.appendingPathComponent(AppStateStore.fileName)
        let scratch = manager.temporaryDirectory.appendingPathComponent("flowrun-state-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: scratch) }
        do {
            try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
            for suffix in ["", "-wal"] where manager.fileExists(atPath: file.path + suffix) {
                try manager.copyItem(
                    atPath: file.path + suffix, toPath: scratch.appendingPathComponent(AppStateStore.fileName + suffix).path)
            }
        } catch {
            throw .cannotOpen(path: file.path, reason: "cannot copy it: \(POSIXReason.text(of: error))")
        }
        do {
            let store = try AppStateStore(directory: scratch, schema: schema)
            defer { try? store.close() }
            return try store.inMemoryCopy()
        } catch let error as AppStateStoreError {
            throw naming(error, file.path)
        } catch {
            throw .cannotOpen(path: file.path, reason: String(describing: error))
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
