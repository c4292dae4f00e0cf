import FlowSpec
import Foundation

/// The keys of `flowrun test --watch` in a terminal, as Jest's watch mode has them: `a` runs every spec,
/// `f` the scenarios that failed last, `p` the spec files whose path contains a pattern, `t` the scenarios
/// whose name does (`--filter`'s syntax: `/regex/` or text), Enter the last run again, `q` quits, `w` shows
/// the menu. The patterns stay for the runs a save sets off, until `a` clears them.
struct TestWatchMenu {
    /// What a key asks for.
    enum Action: Equatable {
        /// Run with these options, under this headline.
        case run(headline: String)
        /// Show the menu.
        case showMenu
        /// Ask for a pattern of spec file paths (`p`) or scenario names (`t`).
        case askFilePattern, askNamePattern
        /// End the watch.
        case quit
        /// Nothing (a key the menu does not know).
        case nothing
    }

    /// The menu, one line.
    static let menu = "Watch: a run all, f run failed, p filter by file, t filter by name, Enter run again, q quit, w this menu"

    /// The spec file pattern of `p`; nil runs every spec.
    private(set) var filePattern: String?
    /// Whether the next runs are those of `f`.
    private(set) var failedOnly = false
    /// The name pattern of `t`, as `--filter` takes it; nil keeps the options' own.
    private(set) var namePattern: String?

    /// What `key` asks for, changing the patterns it sets.
    mutating func action(for key: [UInt8]) -> Action {
        switch key {
        case Array("a".utf8):
            filePattern = nil
            namePattern = nil
            failedOnly = false
            return .run(headline: "running all specs")
        case Array("f".utf8):
            failedOnly = true
            return .run(headline: "running the scenarios that failed last")
        case Array("p".utf8): return .askFilePattern
        case Array("t".utf8): return .askNamePattern
        case [0x0D], [0x0A]: return .run(headline: "running again")
        case Array("q".utf8), [0x04]: return .quit
        case Array("w".utf8), Array("?".utf8): return .showMenu
        default: return .nothing
        }
    }

    /// Sets the file pattern (`p`); an empty one clears it.
    mutating func setFilePattern(_ text: String) -> Action {
        let pattern = text.trimmingCharacters(in: .whitespaces)
        filePattern = pattern.isEmpty ? nil : pattern
        return .run(headline: filePattern.map { "running the spec files whose path contains \"\($0)\"" } ?? "running all specs")
    }

    /// Sets the name pattern (`t`); an empty one clears it.
    mutating func setNamePattern(_ text: String) -> Action {
        let pattern = text.trimmingCharacters(in: .whitespaces)
        namePattern = pattern.isEmpty ? nil : pattern
        return .run(headline: namePattern.map { "running the scenarios whose name matches \($0)" } ?? "running all scenarios")
    }

    /// `options` narrowed by the patterns: the spec files of `specFiles` matching the file pattern (nil when
    /// none does), the name pattern as the filter, and `--last-failed` after `f`.
    func applied(to options: AcceptanceOptions, specFiles: [String]) -> AcceptanceOptions? {
        var next = options
        if let filePattern {
            let matching = specFiles.filter { Self.relative($0).contains(filePattern) }
            guard !matching.isEmpty else { return nil }
            next.paths = matching
            next.lines = []
        }
        if let namePattern {
            next.filter = namePattern
        }
        next.lastFailed = failedOnly
        return next
    }

    /// `path` relative to the working folder when under it, as reports name spec files.
    private static func relative(_ path: String) -> String {
        let folder = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(folder) ? String(path.dropFirst(folder.count)) : path
    }
}
