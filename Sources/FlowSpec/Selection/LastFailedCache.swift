import FlowScript
import Foundation

/// The scenarios that failed when they last ran, for `--last-failed` and `--failed-first`: a small file,
/// `.flowhost/cache/last-failed` under the project (or the working folder), one `file<TAB>name` a line under
/// a header that marks it as flowrun's.
///
/// Owned, as every file flowrun writes: it is replaced only when it carries the header (a file of that name
/// that does not, or a link, is left alone and said so), replaced whole through a file beside it and a
/// rename, and never deleted.
public struct LastFailedCache: Sendable {
    /// The first line of the file, which marks it as flowrun's.
    static let header = "# flowrun last-failed 1: the scenarios that failed when they last ran (flowrun test --last-failed)"

    /// The cache file.
    public let path: String

    /// The cache of the project (or working folder) `folder`.
    public init(folder: String) {
        path = (folder as NSString).appendingPathComponent(".flowhost/cache/last-failed")
    }

    /// The scenarios recorded as failed, as `file<TAB>name` keys; empty when there is no cache or it is not
    /// flowrun's.
    public func read() -> Set<String> {
        guard !isLink, let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard lines.first == Self.header else { return [] }
        return Set(lines.dropFirst())
    }

    /// Records the run: the scenarios that `ran` leave the cache, the `failed` ones among them enter it;
    /// the failures of scenarios that did not run stay.
    /// - Returns: Why the cache was not written, if it was not.
    public func record(ran: [Scenario], failed: [Scenario]) -> String? {
        let manager = FileManager.default
        if manager.fileExists(atPath: path) || isLink {
            guard !isLink, let text = try? String(contentsOfFile: path, encoding: .utf8),
                  text.hasPrefix(Self.header + "\n") else {
                return "\(path) is not flowrun's last-failed cache; left as it is (--last-failed has no record)"
            }
        }
        var keys = read().subtracting(ran.map(Self.key))
        keys.formUnion(failed.map(Self.key))
        let text = ([Self.header] + keys.sorted()).joined(separator: "\n") + "\n"
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = (folder as NSString).appendingPathComponent(".last-failed.\(getpid()).tmp")
        do {
            try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
            // A file of our own beside the cache, then a rename: a reader sees the old file or the new one.
            try Data(text.utf8).write(to: URL(fileURLWithPath: temporary), options: .withoutOverwriting)
            guard rename(temporary, path) == 0 else {
                let reason = POSIXReason.words(errno)
                try? manager.removeItem(atPath: temporary)
                return "cannot write \(path): \(reason)"
            }
        } catch {
            return "cannot write \(path): \(POSIXReason.text(of: error))"
        }
        return nil
    }

    /// How the cache names a scenario: its file and full name.
    static func key(_ scenario: Scenario) -> String {
        scenario.file + "\t" + scenario.name
    }

    private var isLink: Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
