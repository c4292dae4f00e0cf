import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing
@testable import FlowWatch

/// `--watch`'s watchers over real folders: inotify, and the polling fallback behind the same protocol.
@Suite("flowrun run --watch: watchers")
struct FileWatcherTests {
    enum Kind: String, CaseIterable, CustomTestStringConvertible {
        case inotify, polling
        var testDescription: String { rawValue }
    }

    /// A watcher of `kind` over `folders`, posting to a new signal.
    private func watch(_ folders: [String], with kind: Kind) throws -> (any FileWatching, ReloadSignal) {
        let signal = try ReloadSignal()
        let tree = WatchedTree(folders: folders.map { URL(fileURLWithPath: $0, isDirectory: true) })
        let window = Duration.milliseconds(50)
        let watcher: any FileWatching = switch kind {
        case .inotify: try InotifyWatcher(tree: tree, signal: signal, quietWindow: window)
        case .polling: try PollingWatcher(tree: tree, signal: signal, quietWindow: window, interval: .milliseconds(20))
        }
        return (watcher, signal)
    }

    /// The changes posted to `signal` within `timeout`, as they came in one burst; empty when none were.
    private func changes(on signal: ReloadSignal, within timeout: Duration = .seconds(5)) -> [WatchChange] {
        var descriptor = pollfd(fd: signal.descriptor, events: Int16(POLLIN), revents: 0)
        let milliseconds = Int32(timeout.components.seconds * 1000 + timeout.components.attoseconds / 1_000_000_000_000_000)
        guard poll(&descriptor, 1, milliseconds) > 0 else { return [] }
        return signal.take()
    }

    /// Waits long enough for a change to be posted if one was going to be.
    private func nothingPosted(on signal: ReloadSignal) -> Bool {
        changes(on: signal, within: .milliseconds(400)).isEmpty
    }

    @Test("A script written in a watched folder is posted once its save is over", arguments: Kind.allCases)
    func writtenScriptIsPosted(kind: Kind) throws {
        // Given
        let folder = try TemporaryDirectory()
        let script = try folder.write("return 1\n", to: "app.lua")
        let (watcher, signal) = try watch([folder.url.path], with: kind)
        defer { watcher.stop() }

        // When
        try "return 2\n".write(toFile: script, atomically: false, encoding: .utf8)

        // Then
        #expect(changes(on: signal) == [.changed(path: script)])
    }

    @Test("A script deleted and created again, as editors save, is posted, and so is its next write", arguments: Kind.allCases)
    func deletedAndRecreatedScriptIsStillWatched(kind: Kind) throws {
        // Given
        let folder = try TemporaryDirectory()
        let script = try folder.write("return 1\n", to: "app.lua")
        let (watcher, signal) = try watch([folder.url.path], with: kind)
        defer { watcher.stop() }

        // When
        try FileManager.default.removeItem(atPath: script)
        try "return 2\n".write(toFile: script, atomically: false, encoding: .utf8)

        // Then
        #expect(changes(on: signal) == [.changed(path: script)])

        // When: saved again, by a rename over it this time
        try "return 3\n".write(toFile: script, atomically: true, encoding: .utf8)

        // Then
        #expect(changes(on: signal).contains(.changed(path: script)))
    }

    @Test("Files that are not scripts (an editor's swap file, a backup) change nothing", arguments: Kind.allCases)
    func otherFilesAreIgnored(kind: Kind) throws {
        // Given
        let folder = try TemporaryDirectory()
        _ = try folder.write("return 1\n", to: "app.lua")
        let (watcher, signal) = try watch([folder.url.path], with: kind)
        defer { watcher.stop() }

        // When
        _ = try folder.write("swap", to: ".app.lua.swp")
        _ = try folder.write("backup", to: "app.lua~")

        // Then
        #expect(nothingPosted(on: signal))
    }

    @Test("A folder created under a root is watched: a script written in it is posted", arguments: Kind.allCases)
    func newFolderIsWatched(kind: Kind) throws {
        // Given
        let folder = try TemporaryDirectory()
        let (watcher, signal) = try watch([folder.url.path], with: kind)
        defer { watcher.stop() }
        try FileManager.default.createDirectory(atPath: folder.path("lib"), withIntermediateDirectories: false)
        // inotify posts the new folder itself; polling, which lists scripts, does not.
        _ = changes(on: signal, within: .milliseconds(300))

        // When
        let script = try folder.write("return {}\n", to: "lib/options.lua")

        // Then
        #expect(changes(on: signal).contains(.changed(path: script)))
    }

    @Test("A script root that disappears is posted, and so is its return; scripts in it are watched again", arguments: Kind.allCases)
    func disappearingRootIsWatchedForItsReturn(kind: Kind) throws {
        // Given
        let folder = try TemporaryDirectory()
        let root = folder.path("scripts")
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: false)
        let script = try folder.write("return 1\n", to: "scripts/login.lua")
        let (watcher, signal) = try watch([root], with: kind)
        defer { watcher.stop() }

        // When
        try FileManager.default.moveItem(atPath: root, toPath: folder.path("scripts.away"))

        // Then
        #expect(changes(on: signal).contains(.rootDisappeared(path: root)))

        // When
        try FileManager.default.moveItem(atPath: folder.path("scripts.away"), toPath: root)

        // Then
        #expect(changes(on: signal).contains(.rootReappeared(path: root)))

        // When
        try "return 2\n".write(toFile: script, atomically: false, encoding: .utf8)

        // Then
        #expect(changes(on: signal) == [.changed(path: script)])
    }

    @Test("Stopping the watcher stops the posts")
    func stoppedWatcherPostsNothing() throws {
        // Given
        let folder = try TemporaryDirectory()
        let script = try folder.write("return 1\n", to: "app.lua")
        let (watcher, signal) = try watch([folder.url.path], with: .inotify)

        // When
        watcher.stop()
        try "return 2\n".write(toFile: script, atomically: false, encoding: .utf8)

        // Then
        #expect(nothingPosted(on: signal))
    }

    @Test("The tree keeps each folder once and drops those inside another")
    func treeDropsNestedRoots() {
        // When
        let tree = WatchedTree(folders: ["/repo/examples", "/repo/scripts", "/repo", "/repo/scripts", "/other"].map {
            URL(fileURLWithPath: $0, isDirectory: true)
        })

        // Then
        #expect(tree.roots == ["/repo", "/other"])
    }
}
