import FlowModules
import FlowStore
import FlowTestSupport
import Foundation
import FlowCore

/// A fresh directory under the system's temporary directory, for tests that need a real state file.
/// Tests call `remove()` in a `defer`, so the directory outlives every store opened in it.
struct TemporaryDirectory {
    /// The directory, created empty.
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("flowhost-persistence-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// Where `AppStateStore(directory: url)` keeps its file.
    var stateFile: URL { url.appendingPathComponent(AppStateStore.fileName) }

    /// Deletes the directory and everything in it.
    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
