import Foundation

extension AcceptanceRunner {
    /// Opens `--coverage`'s folder: an unwritable one is a usage error before anything runs.
    static func openCoverage(_ path: String) throws(AcceptanceRunError) -> CoverageFolder {
        do {
            return try CoverageFolder(path: path)
        } catch {
            throw .coverage(error)
        }
    }

    /// Merges the coverage the results carry into `folder` (with the other shards' parts there), writes
    /// the line coverage as `format` (`lcov.info` or `cobertura.xml`), `screens.txt` and `screens.json`.
    /// - Returns: The per-file summary to print (as TAP comments under `--tap`), or why the coverage could not
    ///   be written.
    static func writeCoverage(
        of outcome: ScenarioRunOutcome, to folder: CoverageFolder, shard: ScenarioShard?, tap: Bool,
        format: CoverageFormat = .lcov
    ) -> Result<String, CoverageError> {
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        let data = CoverageData(results: outcome.results, shard: shard?.description, directory: directory)
        let report: CoverageReport
        let shards: [String]
        let removed: [String]
        do {
            (report, shards, removed) = try folder.withLock { () throws(CoverageError) in
                let merge = try folder.merge(data, shard: shard)
                let report = CoverageReport(merge.coverage, directory: directory)
                switch format {
                case .lcov:
                    try folder.write(report.lcov, named: format.fileName)
                case .cobertura:
                    let now = Int64(Date().timeIntervalSince1970 * 1000)
                    try folder.write(
                        CoberturaReport.xml(of: report, directory: directory, timestamp: now), named: format.fileName)
                }
                try folder.write(report.screensText, named: "screens.txt")
                try folder.write(report.screensJSON, named: "screens.json")
                return (report, merge.shards, merge.removed)
            }
        } catch {
            return .failure(error)
        }
        var lines = [report.summary]
        if let shard {
            lines.append(shardLine(shards, of: shard.count, in: folder.path))
        }
        if !removed.isEmpty {
            let noun = removed.count == 1 ? "part" : "parts"
            lines.append("Removed \(removed.count) coverage \(noun) of an earlier run: \(removed.joined(separator: ", "))")
        }
        lines.append("Wrote " + [format.fileName, "screens.txt", "screens.json"].map(folder.display).joined(separator: ", "))
        let text = lines.joined(separator: "\n")
        return .success(tap ? text.splitLines().map { "# " + $0 }.joined(separator: "\n") + "\n" : text + "\n\n")
    }

    /// Which shards the merged coverage holds: all of them, or those written so far and those missing.
    static func shardLine(_ shards: [String], of count: Int, in folder: String) -> String {
        if shards.count == count {
            return "Merged all \(count) shards in \(folder)"
        }
        let missing = (1...count).map { "\($0)/\(count)" }.filter { !shards.contains($0) }
        let noun = shards.count == 1 ? "shard" : "shards"
        return "Merged \(noun) \(shards.joined(separator: ", ")) in \(folder); "
            + "\(missing.joined(separator: ", ")) not written yet"
    }
}
