#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlowScript
import FlowTooling
import Foundation

/// Reads and writes snapshot files. Writing takes an exclusive lock on the `__snapshots__` folder, reads the
/// file again and applies the run's changes to what it holds then, so runs writing one file at once (shards
/// of a CI matrix started together) keep each other's snapshots; the new text replaces the old by a rename,
/// so a reader never sees half a file.
///
/// Everything happens inside the spec tree: the `__snapshots__` folder is opened without following a link
/// (a link there is refused, neither read nor written through), a snapshot file is read only as a regular
/// file in it (``OwnedFolder``), and a file is removed only when it reads as a snapshot file.
enum SnapshotFileStorage {
    /// The most bytes a snapshot file may hold.
    static let sizeLimit = 64 << 20

    /// The snapshot file at `path`; an empty one when there is none.
    static func read(_ path: String) -> Result<SnapshotFile, SnapshotFileError> {
        Result { () throws(SnapshotFileError) -> SnapshotFile in
            let place = Place(path)
            guard let folder = try place.folder(creating: false) else { return SnapshotFile() }
            defer { folder.close() }
            guard let text = try text(of: place.name, in: folder, path: path) else { return SnapshotFile() }
            return try SnapshotFile(parsing: text, path: path)
        }
    }

    /// Applies `changes` to the snapshot file at `path` as it is now, under the folder's lock, ordering its
    /// snapshots by `scenarioOrder`; removes the file when no snapshot is left.
    /// - Parameters:
    ///   - changes: What the run writes and removes.
    ///   - path: The snapshot file.
    ///   - specName: The spec file's name, for the file's heading.
    ///   - scenarioOrder: The spec file's scenario names, in declaration order.
    /// - Returns: What became of the file.
    /// - Throws: ``SnapshotFileError`` when the file cannot be read (it stays as it is) or written.
    static func apply(
        _ changes: SnapshotChanges, to path: String, specName: String, scenarioOrder: [String]
    ) throws(SnapshotFileError) -> Outcome {
        let place = Place(path)
        guard let folder = try place.folder(creating: true) else {
            throw .unwritable(path: path, reason: "its folder is missing")
        }
        defer { folder.close() }
        guard flock(folder.lockDescriptor, LOCK_EX) == 0 else {
            throw .unwritable(path: path, reason: OutputFile.reason(errno))
        }
        defer { flock(folder.lockDescriptor, LOCK_UN) }

        let existing = try text(of: place.name, in: folder, path: path)
        var current = SnapshotFile()
        if let existing {
            current = try SnapshotFile(parsing: existing, path: path)
        }
        let updated = current.applying(changes, scenarioOrder: scenarioOrder)
        if updated.entries.isEmpty {
            guard existing != nil else { return .unchanged }
            do {
                try folder.remove(place.name)
            } catch {
                throw .unwritable(path: path, reason: error.reason)
            }
            return .removed
        }
        let text = updated.rendered(specName: specName)
        guard text != existing else { return .unchanged }
        do {
            try folder.replace(place.name, with: Data(text.utf8))
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
        return .written
    }

    /// What ``apply(_:to:specName:scenarioOrder:)`` did to the file.
    enum Outcome {
        /// The file holds the new text.
        case written
        /// No snapshot was left: the file is gone.
        case removed
        /// The file already held that text, or there was nothing to remove.
        case unchanged
    }

    /// Removes the snapshot file at `path`, whose spec file is gone, when it reads as a snapshot file: one
    /// that does not (corrupt, a link, not text) was not written by flowrun and stays.
    /// - Returns: How many snapshots the file held.
    /// - Throws: ``SnapshotFileError``: why the file is not a snapshot file, or cannot be removed.
    static func remove(_ path: String) throws(SnapshotFileError) -> Int {
        let place = Place(path)
        guard let folder = try place.folder(creating: false) else { return 0 }
        defer { folder.close() }
        guard flock(folder.lockDescriptor, LOCK_EX) == 0 else {
            throw .unwritable(path: path, reason: OutputFile.reason(errno))
        }
        defer { flock(folder.lockDescriptor, LOCK_UN) }
        guard let text = try text(of: place.name, in: folder, path: path) else { return 0 }
        let file = try SnapshotFile(parsing: text, path: path)
        do {
            try folder.remove(place.name)
        } catch {
            throw .unwritable(path: path, reason: error.reason)
        }
        return file.entries.count
    }

    /// The snapshot files in the `__snapshots__` folder of `folder`, by name; none when it has no such folder,
    /// or when it is a link (not the spec tree's own).
    static func files(besideSpecsIn folder: String) -> [String] {
        guard let spec = try? OwnedFolder(path: folder.isEmpty ? "." : folder, creating: false) else { return [] }
        defer { spec.close() }
        guard let snapshots = try? spec.subfolder(SnapshotFile.folderName, creating: false) else { return [] }
        defer { snapshots.close() }
        let names = (try? snapshots.names()) ?? []
        return names.filter { $0.hasSuffix(SnapshotFile.suffix) && !$0.hasPrefix(".") }
            .map { (folder.isEmpty ? "" : folder + "/") + SnapshotFile.folderName + "/" + $0 }
    }

    /// The text of the file `name` of `folder`, nil when there is none.
    private static func text(of name: String, in folder: OwnedFolder, path: String) throws(SnapshotFileError) -> String? {
        if case .folder = folder.entry(name) {
            throw .unreadable(path: path, reason: "it is a folder")
        }
        let data: Data?
        do {
            data = try folder.read(name, limit: sizeLimit)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        guard let data else { return nil }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw .unreadable(path: path, reason: "it is not UTF-8 text")
        }
        return text
    }

    /// A snapshot file's path taken apart: the spec's folder, and the file's name in its `__snapshots__`.
    private struct Place {
        let path: String
        let specFolder: String
        let name: String

        init(_ path: String) {
            self.path = path
            let snapshots = (path as NSString).deletingLastPathComponent
            let parent = (snapshots as NSString).deletingLastPathComponent
            specFolder = parent.isEmpty ? "." : parent
            name = (path as NSString).lastPathComponent
        }

        /// The `__snapshots__` folder, opened without following a link; nil when it is missing and not
        /// `creating`, or, for reading, a file (which holds no snapshot; writing then says why it cannot).
        func folder(creating: Bool) throws(SnapshotFileError) -> OwnedFolder? {
            do {
                let spec = try OwnedFolder(path: specFolder, creating: false)
                defer { spec.close() }
                return try spec.subfolder(SnapshotFile.folderName, creating: creating)
            } catch .notAFolder where !creating {
                return nil
            } catch {
                let folder = (path as NSString).deletingLastPathComponent
                let reason = error.path == folder ? "its folder \(folder): \(error.reason)" : error.reason
                throw creating ? .unwritable(path: path, reason: reason) : .unreadable(path: path, reason: reason)
            }
        }
    }
}
