import FlowScript
import FlowTooling
import Foundation

/// The scenarios that failed when they last ran, for `--last-failed` and `--failed-first`: a small file,
/// `.flowhost/cache/last-failed` under the project (or the working folder), one `file<TAB>name` a line under
/// a header that marks it as flowrun's.
///
/// Owned, as every file flowrun writes (``OwnedFolder/write(_:_:overwriting:)``): it is replaced only when it
/// carries the header (a file of that name that does not, or a link, is left alone and said so), replaced whole
/// through a file beside it and a rename, and never deleted; `.flowhost` and `cache` are never followed when
/// they are links, so a link committed in a cloned repository cannot send the cache elsewhere.
public struct LastFailedCache: Sendable {
    /// The first line of the file, which marks it as flowrun's.
    static let header = "# flowrun last-failed 1: the scenarios that failed when they last ran (flowrun test --last-failed)"

    /// The cache file, for messages.
    public let path: String
    /// The project (or working) folder the cache lies in.
    private let folder: String
    /// Where the cache lies in ``folder``, each part a folder flowrun opens without following a link.
    private static let cacheFolder = ".flowhost/cache"
    private static let fileName = "last-failed"

    /// The cache of the project (or working folder) `folder`.
    public init(folder: String) {
        self.folder = folder
        path = (folder as NSString).appendingPathComponent(Self.cacheFolder + "/" + Self.fileName)
    }

    /// The scenarios recorded as failed, as `file<TAB>name` keys; empty when there is no cache, it is not
    /// flowrun's, or a link lies on the way to it (never followed).
    public func read() -> Set<String> {
        guard let cache = try? openCacheFolder(creating: false),
              let data = try? cache.read(Self.fileName, limit: OwnedFolder.ownershipReadLimit) else { return [] }
        let lines = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        guard lines.first == Self.header else { return [] }
        return Set(lines.dropFirst())
    }

    /// Records the run: the scenarios that `ran` leave the cache, the `failed` ones among them enter it;
    /// the failures of scenarios that did not run stay.
    /// - Returns: Why the cache was not written, if it was not.
    public func record(ran: [Scenario], failed: [Scenario]) -> String? {
        var keys = read().subtracting(ran.map(Self.key))
        keys.formUnion(failed.map(Self.key))
        let text = ([Self.header] + keys.sorted()).joined(separator: "\n") + "\n"
        do throws(OwnedFolderError) {
            guard let cache = try openCacheFolder(creating: true) else { return nil }
            defer { cache.close() }
            try cache.write(Self.fileName, Data(text.utf8), overwriting: .ownFiles(isOwn: Self.isOwn))
        } catch .notOwned {
            return "\(path) is not flowrun's last-failed cache; left as it is (--last-failed has no record)"
        } catch {
            return "cannot write the last-failed cache: \(error.description)"
        }
        return nil
    }

    /// Whether `data` is a cache flowrun wrote: it starts with the header line.
    private static func isOwn(_ data: Data) -> Bool {
        data.starts(with: Data((header + "\n").utf8))
    }

    /// `.flowhost/cache` in the folder, reached without following a link.
    private func openCacheFolder(creating: Bool) throws(OwnedFolderError) -> OwnedFolder? {
        let root = try OwnedFolder(path: folder, creating: false)
        defer { root.close() }
        return try root.folder(at: Self.cacheFolder, creating: creating)
    }

    /// How the cache names a scenario: its file and full name.
    static func key(_ scenario: Scenario) -> String {
        scenario.file + "\t" + scenario.name
    }
}
