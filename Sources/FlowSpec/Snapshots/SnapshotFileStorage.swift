#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Reads and writes snapshot files. Writing takes an exclusive lock on the `__snapshots__` folder, reads the
/// file again and applies the run's changes to what it holds then, so runs writing one file at once (shards
/// of a CI matrix started together) keep each other's snapshots; the new text replaces the old by a rename,
/// so a reader never sees half a file.
enum SnapshotFileStorage {
    /// The snapshot file at `path`; an empty one when there is none.
    static func read(_ path: String) -> Result<SnapshotFile, SnapshotFileError> {
        text(of: path).flatMap { text in
            guard let text else { return .success(SnapshotFile()) }
            return Result { () throws(SnapshotFileError) -> SnapshotFile in try SnapshotFile(parsing: text, path: path) }
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
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(path: path, reason: reason(of: error))
        }
        let lock = open(folder, O_RDONLY | O_DIRECTORY)
        guard lock >= 0 else { throw .unwritable(path: path, reason: String(cString: strerror(errno))) }
        defer { close(lock) }
        guard flock(lock, LOCK_EX) == 0 else { throw .unwritable(path: path, reason: String(cString: strerror(errno))) }

        let existing = try text(of: path).get()
        var current = SnapshotFile()
        if let existing {
            current = try SnapshotFile(parsing: existing, path: path)
        }
        let updated = current.applying(changes, scenarioOrder: scenarioOrder)
        if updated.entries.isEmpty {
            guard existing != nil else { return .unchanged }
            guard unlink(path) == 0 else { throw .unwritable(path: path, reason: String(cString: strerror(errno))) }
            return .removed
        }
        let text = updated.rendered(specName: specName)
        guard text != existing else { return .unchanged }
        let temporary = folder + "/.\((path as NSString).lastPathComponent).\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: Data(text.utf8)) else {
            throw .unwritable(path: path, reason: "cannot create \(temporary)")
        }
        guard rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw .unwritable(path: path, reason: reason)
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

    /// Removes the snapshot file at `path`, whose spec file is gone.
    /// - Throws: ``SnapshotFileError/unwritable(path:reason:)``.
    static func remove(_ path: String) throws(SnapshotFileError) {
        guard unlink(path) == 0 || errno == ENOENT else {
            throw .unwritable(path: path, reason: String(cString: strerror(errno)))
        }
    }

    /// The snapshot files in the `__snapshots__` folder of `folder`, by name; none when it has no such folder.
    static func files(besideSpecsIn folder: String) -> [String] {
        let snapshots = (folder.isEmpty ? "" : folder + "/") + SnapshotFile.folderName
        let names = (try? FileManager.default.contentsOfDirectory(atPath: snapshots)) ?? []
        return names.filter { $0.hasSuffix(SnapshotFile.suffix) && !$0.hasPrefix(".") }.sorted()
            .map { snapshots + "/" + $0 }
    }

    /// The text of the file at `path`, nil when there is no file.
    private static func text(of path: String) -> Result<String?, SnapshotFileError> {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return .success(nil) }
        guard !isFolder.boolValue else { return .failure(.unreadable(path: path, reason: "it is a folder")) }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            return .failure(.unreadable(path: path, reason: reason(of: error)))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return .failure(.unreadable(path: path, reason: "it is not UTF-8 text"))
        }
        return .success(text)
    }

    /// The words of a file error: the POSIX reason when there is one.
    private static func reason(of error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let underlying, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return (error as NSError).localizedDescription
    }
}
