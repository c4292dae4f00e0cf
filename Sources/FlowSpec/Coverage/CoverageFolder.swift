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
/// coverage of them all. A whole run
/// (no `--shard`) removes every part, and a sharded run the parts of other shard counts: they describe
/// another run.
public final class CoverageFolder {
    /// The folder as given.
    public let path: String
    private let folder: URL
    private var lock: Int32

    /// The name of the folder of parts.
    static let partsName = "parts"

    /// Creates the folder (and its parents) when missing and checks it can be written, before any scenario
    /// runs.
    /// - Throws: ``CoverageError/emptyPath`` or ``CoverageError/folderUnwritable(path:reason:)``.
    public init(path: String) throws(CoverageError) {
        guard !path.isEmpty else { throw .emptyPath }
        self.path = path
        folder = URL(fileURLWithPath: path, isDirectory: true)
        do {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(Self.partsName), withIntermediateDirectories: true)
        } catch {
            throw .folderUnwritable(path: path, reason: CoverageError.reason(error))
        }
        lock = open(folder.appendingPathComponent(".lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard lock >= 0 else { throw .folderUnwritable(path: path, reason: CoverageError.reason(errno: errno)) }
        // Creating the lock file does not prove the folder writable for root's files or on a read-only mount
        // opened earlier: probe with a file of our own.
        let probe = folder.appendingPathComponent(".probe-\(getpid())")
        guard FileManager.default.createFile(atPath: probe.path, contents: Data()) else {
            let reason = CoverageError.reason(errno: errno)
            close()
            throw .folderUnwritable(path: path, reason: reason)
        }
        try? FileManager.default.removeItem(at: probe)
    }

    deinit {
        close()
    }

    /// Releases the lock file.
    public func close() {
        if lock >= 0 {
            closeDescriptor(lock)
            lock = -1
        }
    }

    /// Runs `body` holding the folder's lock (flock on `DIR/.lock`): merging the parts and writing the reports
    /// from them happen in one hold, so a shard that merged fewer parts cannot write its reports over those of
    /// a shard that merged more.
    public func withLock<Value>(_ body: () throws(CoverageError) -> Value) throws(CoverageError) -> Value {
        flock(lock, LOCK_EX)
        defer { flock(lock, LOCK_UN) }
        return try body()
    }

    /// Writes `data` as the part of `shard` (nil: the whole run) and merges every part of the same run; call
    /// it inside ``withLock(_:)``.
    /// - Returns: The merged coverage and the shards it holds (`["1/4", "3/4"]`; empty for a whole run).
    /// - Throws: ``CoverageError`` when a part cannot be written or another cannot be read.
    public func merge(_ data: CoverageData, shard: ScenarioShard?) throws(CoverageError) -> (CoverageData, [String]) {
        let parts = folder.appendingPathComponent(Self.partsName)
        let own = shard.map { "shard-\($0.index)-of-\($0.count).json" } ?? "whole.json"
        let kept: (String) -> Bool = { name in
            guard let shard else { return false }
            return name.hasPrefix("shard-") && name.hasSuffix("-of-\(shard.count).json")
        }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parts.path)) ?? []
        var merged = data
        merged.shard = nil
        var shards = shard.map { [$0] } ?? []
        for name in names.sorted() where name != own {
            let file = parts.appendingPathComponent(name)
            guard kept(name) else {
                try? FileManager.default.removeItem(at: file)
                continue
            }
            let part: CoverageData
            do {
                part = try JSONDecoder().decode(CoverageData.self, from: Data(contentsOf: file))
            } catch {
                throw .partUnreadable(path: file.path, reason: CoverageError.reason(error))
            }
            merged.formUnion(part)
            if let text = part.shard, let other = try? ScenarioShard(parsing: text) {
                shards.append(other)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let encoded: Data
        do {
            encoded = try encoder.encode(data)
        } catch {
            throw .fileUnwritable(path: parts.appendingPathComponent(own).path, reason: "\(error)")
        }
        try write(encoded, to: parts.appendingPathComponent(own))
        return (merged, shards.sorted { $0.index < $1.index }.map(\.description))
    }

    /// Writes `text` to the file `name` of the folder, replacing it whole.
    /// - Throws: ``CoverageError/fileUnwritable(path:reason:)``.
    public func write(_ text: String, named name: String) throws(CoverageError) {
        try write(Data(text.utf8), to: folder.appendingPathComponent(name))
    }

    /// The path of the file `name` in the folder, as the run spells the folder.
    public func display(_ name: String) -> String {
        (path as NSString).appendingPathComponent(name)
    }

    private func write(_ data: Data, to file: URL) throws(CoverageError) {
        do {
            try data.write(to: file, options: .atomic)
        } catch {
            throw .fileUnwritable(path: file.path, reason: CoverageError.reason(error))
        }
    }
}

/// POSIX `close`, which the folder's own ``CoverageFolder/close()`` hides inside the class.
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
