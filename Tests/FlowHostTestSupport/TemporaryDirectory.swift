import FlowStore
import Foundation

/// A fresh folder under the system's temporary folder, removed when the value is released (or at `remove()`),
/// so each test gets its own state directory and files.
public final class TemporaryDirectory: Sendable {
    /// The folder.
    public let url: URL

    /// Creates the folder.
    public init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowhost-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        remove()
    }

    /// Where `AppStateStore(directory: url)` keeps its file.
    public var stateFile: URL { url.appendingPathComponent(AppStateStore.fileName) }

    /// A path inside the folder.
    public func path(_ name: String) -> String {
        url.appendingPathComponent(name).path
    }

    /// Writes `text` to `name` inside the folder and returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        try write(Data(text.utf8), to: name)
    }

    /// Writes `data` to `name` inside the folder and returns its path.
    @discardableResult
    public func write(_ data: Data, to name: String) throws -> String {
        let path = path(name)
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// Deletes the folder and everything in it (again at release: removing twice is harmless).
    public func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
