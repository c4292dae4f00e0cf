import FlowWatch
import Foundation

/// The words a `--watch` run tells a reload with, the same in the terminal and in the events mode.
enum WatchMessages {
    /// What set the reload off: `scripts/login.lua changed`, `scripts/login.lua and 2 more changed`; paths under
    /// `currentDirectory` relative to it.
    static func cause(of changes: [WatchChange], currentDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        let paths = changes.map { change in
            switch change {
            case .changed(let path), .rootDisappeared(let path), .rootReappeared(let path):
                shown(path, from: currentDirectory)
            }
        }
        guard let first = paths.first else { return "the scripts changed" }
        return paths.count == 1 ? "\(first) changed" : "\(first) and \(paths.count - 1) more changed"
    }

    /// A line for each root that disappeared or came back, which a reload alone would not explain.
    static func notices(for changes: [WatchChange], currentDirectory: String = FileManager.default.currentDirectoryPath) -> [String] {
        changes.compactMap { change in
            switch change {
            case .changed: nil
            case .rootDisappeared(let path):
                "--watch: the folder \(shown(path, from: currentDirectory)) disappeared; watching for it to come back"
            case .rootReappeared(let path):
                "--watch: the folder \(shown(path, from: currentDirectory)) is back, and watched again"
            }
        }
    }

    /// After a reload that replayed every event.
    static func replayed(events: Int, cause: String) -> String {
        "↻ \(cause): reloaded, \(events == 1 ? "1 event" : "\(events) events") replayed"
    }

    /// After a replay that stopped at an event that no longer applies.
    static func diverged(index: Int, total: Int, error: String, cause: String) -> String {
        "\(cause): reloaded, but the replay stopped at event \(index + 1) of \(total): \(error)"
    }

    /// After scripts that did not load, or a flow whose start failed.
    static func kept(failure: String, cause: String) -> String {
        "\(cause), but the flow did not reload: \(failure)\n(the last good screen stays; save again to retry)"
    }

    /// The full-window UI's status line after a replay that stopped: one line, what failed first.
    static func statusDiverged(index: Int, total: Int, error: String) -> String {
        "Replay stopped at event \(index + 1) of \(total): \(firstLine(of: error))"
    }

    /// The full-window UI's status line after scripts that did not load: one line, where first.
    static func statusKept(failure: String) -> String {
        "Not reloaded: \(firstLine(of: failure)) (the last good screen stays)"
    }

    /// The first line of `text`: a Lua traceback's other lines do not fit a status line.
    private static func firstLine(of text: String) -> String {
        String(text.prefix { $0 != "\n" })
    }

    /// `path` relative to `folder` when it lies under it.
    private static func shown(_ path: String, from folder: String) -> String {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
