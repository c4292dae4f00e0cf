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
    /// - Throws: ``CoveragePartProblem`` when `other` holds what no run records (a line below 1, a negative
    ///   count, a bad row count) or a count that would overflow: a part read from a file is checked, never
    ///   trusted, and nothing is added then.
    public mutating func formUnion(_ other: CoverageData) throws(CoveragePartProblem) {
        try other.check()
        var added = hits
        for (path, lines) in other.hits {
            var counts = added[path, default: [:]]
            for (line, count) in lines {
                let (sum, overflow) = counts[line, default: 0].addingReportingOverflow(count)
                guard !overflow else { throw .countOverflow(file: path, line: line) }
                counts[line] = sum
            }
            added[path] = counts
        }
        hits = added
        screens.formUnion(other.screens)
    }

    /// Checks that every value is one a run records.
    /// - Throws: The first ``CoveragePartProblem``, files and screens in name order.
    public func check() throws(CoveragePartProblem) {
        for path in hits.keys.sorted() {
            for (line, count) in hits[path, default: [:]].sorted(by: { $0.key < $1.key }) {
                guard line >= 1 else { throw .badLine(file: path, line: line) }
                guard count >= 0 else { throw .negativeCount(file: path, line: line, count: count) }
            }
        }
        for name in screens.kinds.keys.sorted() {
            let usage = screens.kinds[name, default: ScreenKindUsage()]
            guard (0...ScreenKindUsage.rowCountLimit).contains(usage.rowCount) else {
                throw .badRowCount(screen: name, count: usage.rowCount)
            }
            if let row = usage.selectedRows.first(where: { $0 < 1 || $0 > usage.rowCount }) {
                throw .badSelectedRow(screen: name, row: row)
            }
        }
    }
}
