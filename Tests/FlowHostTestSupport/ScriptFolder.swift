import Foundation

/// A folder for throwaway scripts, removed by the caller.
public final class ScriptFolder {
    /// The folder.
    public let url: URL

    /// Creates the folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowscript-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }

    /// Writes `source` to `name` in the folder; the URL is relative to it, so messages show `name`.
    @discardableResult
    public func write(_ source: String, to name: String) throws -> URL {
        try write(Data(source.utf8), to: name)
    }

    /// Writes `bytes` to `name` in the folder.
    @discardableResult
    public func write(_ bytes: Data, to name: String) throws -> URL {
        let file = URL(fileURLWithPath: name, relativeTo: url)
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try bytes.write(to: file)
        return file
    }
}

