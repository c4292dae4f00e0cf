import Foundation

/// Coverage of a run (or of several shards' runs merged): for each flow file, how many scenarios ran each
/// line, and the screens' usage. It is what a shard's part file holds.
public struct CoverageData: Equatable, Sendable, Codable {
    /// The shard that recorded it, `I/N`, or nil for a whole run (or a merge).
    public var shard: String?
    /// By absolute file path, then line: the number of scenarios that ran the line.
    public var hits: [String: [Int: Int]]
    /// Screens seen and parts used.
    public var screens: ScreenUsage

    /// Creates coverage data, empty by default.
    public init(shard: String? = nil, hits: [String: [Int: Int]] = [:], screens: ScreenUsage = ScreenUsage()) {
        self.shard = shard
        self.hits = hits
        self.screens = screens
    }

    /// The coverage `results` carry; chunk names are resolved against `directory` (the working directory,
    /// which the flows' chunk names are relative to).
    public init(results: [ScenarioResult], shard: String?, directory: URL) {
        self.init(shard: shard)
        for case let coverage? in results.map(\.coverage) {
            for (name, lines) in coverage.lines.lines {
                let path = URL(fileURLWithPath: name, relativeTo: directory).standardizedFileURL.path
                for line in lines {
                    hits[path, default: [:]][line, default: 0] += 1
                }
            }
            screens.formUnion(coverage.screens)
        }
    }

    /// Adds the counts and usage of `other`.
    public mutating func formUnion(_ other: CoverageData) {
        for (path, lines) in other.hits {
            hits[path, default: [:]].merge(lines, uniquingKeysWith: +)
        }
        screens.formUnion(other.screens)
    }
}
