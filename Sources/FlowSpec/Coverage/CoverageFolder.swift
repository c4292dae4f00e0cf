import FlowScript
import FlowTooling
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder `--coverage DIR` writes to: `lcov.info`, `screens.txt`, `screens.json`, and under `parts/` the
/// raw coverage of each run that wrote there.
///
/// Shards of one run may share the folder, in parallel or one after another: each writes its own part
/// (`parts/shard-I-of-N.json`) and, holding a lock on `DIR/.lock` (flock), merges every part of the same
/// shard count into the reports, writing them in the same hold, so the last shard to finish leaves the
/// coverage of them all. A whole run (no `--shard`) removes the parts of earlier runs, and a sharded run the
/// parts of other shard counts: they describe another run.
///
/// Only what flowrun wrote is removed: a regular file named exactly as a part is named that reads as a
/// coverage part. Anything else in `parts/` (notes, folders, links, a part that does not read) stays, and
/// `parts` itself must be a folder, not a link: every step works inside the folder's descriptor
/// (``OwnedFolder``).
public final class CoverageFolder {
    /// The folder as given.
    public let path: String
    private let folder: OwnedFolder

    /// The name of the folder of parts.
    static let partsName = "parts"
    /// The most bytes a part may hold.
    static let partSizeLimit = 256 << 20

    /// Creates the folder (and its parents) when missing and checks it can be written, before any scenario
    /// runs.
    /// - Throws: ``CoverageError/emptyPath`` or ``CoverageError/folderUnwritable(path:reason:)``.
    public init(path: String) throws(CoverageError) {
        guard !path.isEmpty else { throw .emptyPath }
        self.path = path
        do {
            folder = try OwnedFolder(path: path, creating: true)
            _ = try folder.subfolder(Self.partsName, creating: true)
        } catch {
            throw .folderUnwritable(path: path, reason: Self.reason(error, in: path))
        }
        let lock = openat(folder.lockDescriptor, ".lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard lock >= 0 else { throw .folderUnwritable(path: path, reason: OutputFile.reason(errno)) }
        closeDescriptor(lock)
        // Creating the lock file does not prove the folder writable for root's files or on a read-only mount
        // opened earlier: probe with a file of our own.
        do {
            try folder.replace(".probe-\(getpid())", with: Data())
            try folder.remove(".probe-\(getpid())")
        } catch {
            throw .folderUnwritable(path: path, reason: error.reason)
        }
    }

    /// Releases the folder.
    public func close() {
        folder.close()
    }

    /// Runs `body` holding the folder's lock (flock on `DIR/.lock`): merging the parts and writing the reports
    /// from them happen in one hold, so a shard that merged fewer parts cannot write its reports over those of
    /// a shard that merged more.
    public func withLock<Value>(_ body: () throws(CoverageError) -> Value) throws(CoverageError) -> Value {
        let lock = openat(folder.lockDescriptor, ".lock", O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard lock >= 0 else {
            throw .fileUnwritable(path: folder.display(".lock"), reason: OutputFile.reason(errno))
        }
        defer { closeDescriptor(lock) }
        flock(lock, LOCK_EX)
        defer { flock(lock, LOCK_UN) }
        return try body()
    }

    /// What ``merge(_:shard:)`` found and did.
    public struct Merge {
        /// The run's coverage with every part of the same run added.
        public var coverage: CoverageData
        /// The shards it holds (`["1/4", "3/4"]`; empty for a whole run).
        public var shards: [String]
        /// The parts of other runs removed, as paths.
        public var removed: [String]
    }

    /// Writes `data` as the part of `shard` (nil: the whole run) and merges every part of the same run,
    /// removing the parts of other runs; call it inside ``withLock(_:)``.
    /// - Throws: ``CoverageError`` when a part cannot be written, or a part of this run cannot be read or
    ///   holds values no run records (the run fails naming the file).
    public func merge(_ data: CoverageData, shard: ScenarioShard?) throws(CoverageError) -> Merge {
        let opened: OwnedFolder?
        do {
            opened = try folder.subfolder(Self.partsName, creating: true)
        } catch {
            throw .fileUnwritable(path: error.path, reason: error.reason)
        }
        guard let parts = opened else {
            throw .fileUnwritable(path: folder.display(Self.partsName), reason: "no such folder")
        }
        defer { parts.close() }
        let own = CoveragePartName(shard: shard)
        var merge = Merge(coverage: data, shards: shard.map { [$0.description] } ?? [], removed: [])
        merge.coverage.shard = nil
        let names: [String]
        do {
            names = try parts.names()
        } catch {
            throw .partUnreadable(path: error.path, reason: error.reason)
        }
        for name in names where name != own.fileName {
            guard let part = CoveragePartName(fileName: name), case .file = parts.entry(name) else { continue }
            let path = parts.display(name)
            let sameRun = part.isSameRun(as: own)
            let content: CoverageData
            do {
                content = try read(name, in: parts)
            } catch {
                // A part of another run that does not read may not be ours: it stays.
                guard sameRun else { continue }
                throw error
            }
            guard sameRun else {
                do {
                    try parts.remove(name)
                    merge.removed.append(path)
                } catch {
                    throw .fileUnwritable(path: path, reason: error.reason)
                }
                continue
            }
            do {
                try merge.coverage.formUnion(content)
            } catch {
                throw .partInvalid(path: path, problem: error)
            }
            if let text = content.shard, let other = try? ScenarioShard(parsing: text) {
                merge.shards.append(other.description)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let encoded: Data
        do {
            encoded = try encoder.encode(data)
        } catch {
            throw .fileUnwritable(path: parts.display(own.fileName), reason: "\(error)")
        }
        do {
            try parts.replace(own.fileName, with: encoded)
        } catch {
            throw .fileUnwritable(path: error.path, reason: error.reason)
        }
        merge.shards = Array(Set(merge.shards)).sorted {
            ((try? ScenarioShard(parsing: $0).index) ?? 0) < ((try? ScenarioShard(parsing: $1).index) ?? 0)
        }
        return merge
    }

    /// Writes `text` to the file `name` of the folder, replacing it whole.
    /// - Throws: ``CoverageError/fileUnwritable(path:reason:)``.
    public func write(_ text: String, named name: String) throws(CoverageError) {
        do {
            try folder.replace(name, with: Data(text.utf8))
        } catch {
            throw .fileUnwritable(path: error.path, reason: error.reason)
        }
    }

    /// The path of the file `name` in the folder, as the run spells the folder.
    public func display(_ name: String) -> String {
        folder.display(name)
    }

    /// The part `name` of `parts`, decoded.
    private func read(_ name: String, in parts: OwnedFolder) throws(CoverageError) -> CoverageData {
        let data: Data?
        do {
            data = try parts.read(name, limit: Self.partSizeLimit)
        } catch {
            throw .partUnreadable(path: error.path, reason: error.reason)
        }
        guard let data else { throw .partUnreadable(path: parts.display(name), reason: "it was removed meanwhile") }
        do {
            return try JSONDecoder().decode(CoverageData.self, from: data)
        } catch {
            throw .partUnreadable(path: parts.display(name), reason: POSIXReason.text(of: error))
        }
    }

    /// The reason for a folder that cannot be used, naming `parts` when it is the part at fault.
    private static func reason(_ error: OwnedFolderError, in path: String) -> String {
        error.path == path ? error.reason : "\(error.path): \(error.reason)"
    }
}

/// POSIX `close`, which the folder's own ``CoverageFolder/close()`` hides inside the class.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
