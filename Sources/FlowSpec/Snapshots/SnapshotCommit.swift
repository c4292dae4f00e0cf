import Foundation

/// The end of a run's snapshots, in the runner once every scenario ended: writes what the scenarios recorded,
/// each snapshot file once (scenarios running at once never write one file themselves), finds the obsolete
/// snapshots and removes them under `--update-snapshots`, and counts it all for the report.
enum SnapshotCommit {
    /// Commits the snapshots of `outcome`. A passing scenario whose new snapshots could not be written fails,
    /// its message the file's error (path and reason), so the closing line and every report count it.
    /// - Parameters:
    ///   - outcome: The run's results, each with the snapshots its scenario checked.
    ///   - store: The snapshot files as read before the run.
    ///   - declared: Every scenario of the spec files collected, in declaration order.
    ///   - unfiltered: Whether every scenario collected was selected (no filter, tags or shard): only then are
    ///     snapshot files whose spec file is gone looked for.
    /// - Returns: What happened, for the report.
    static func commit(
        _ outcome: inout ScenarioRunOutcome, store: SnapshotStore, declared: [Scenario], unfiltered: Bool
    ) -> SnapshotReport {
        var report = SnapshotReport()
        let results = outcome.results.filter { $0.scenario.index > 0 }
        for result in results {
            for use in result.snapshots {
                switch use.outcome {
                case .matched: report.matched += 1
                case .failed: report.failed += 1
                // Counted once the file holds them (``commit(spec:results:scenarios:fullyRun:store:into:)``).
                case .written, .updated: break
                }
            }
        }
        let ran = Set(results.map { RanScenario(file: $0.scenario.file, index: $0.scenario.index) })
        let specFiles = Array(Set(results.map(\.scenario.file))).sorted()
        for spec in specFiles {
            let scenarios = declared.filter { $0.file == spec }.sorted { $0.index < $1.index }
            let fullyRun = scenarios.allSatisfy { ran.contains(RanScenario(file: spec, index: $0.index)) }
            if let error = commit(
                spec: spec, results: results.filter { $0.scenario.file == spec }, scenarios: scenarios,
                fullyRun: fullyRun, store: store, into: &report)
            {
                failRecorders(ofSpec: spec, with: error, in: &outcome)
            }
        }
        if unfiltered && outcome.notRun.isEmpty {
            removeOrphans(besideSpecs: specFiles, mode: store.mode, into: &report)
        }
        return report
    }

    /// A scenario that ran, by file and index (names may repeat).
    private struct RanScenario: Hashable {
        let file: String
        let index: Int
    }

    /// Fails the passing scenarios of `spec` that recorded a snapshot the file could not take.
    private static func failRecorders(ofSpec spec: String, with error: SnapshotFileError, in outcome: inout ScenarioRunOutcome) {
        for position in outcome.results.indices {
            let result = outcome.results[position]
            guard result.scenario.file == spec, result.scenario.index > 0, result.status == .passed,
                  result.snapshots.contains(where: \.recordsText) else { continue }
            outcome.results[position].status = .failed
            outcome.results[position].failureKind = .refused
            outcome.results[position].message = error.description
        }
    }

    /// Writes the snapshot file of `spec`; returns the file's error when it could not be written.
    private static func commit(
        spec: String, results: [ScenarioResult], scenarios: [Scenario], fullyRun: Bool, store: SnapshotStore,
        into report: inout SnapshotReport
    ) -> SnapshotFileError? {
        // A file that could not be read is left as it is; its checks failed already.
        guard case .success(let file)? = store.file(ofSpec: spec) else { return nil }
        var removed = 0
        let path = SnapshotFile.path(forSpec: spec)
        var changes = SnapshotChanges()
        var (written, updated) = (0, 0)
        for result in results {
            for use in result.snapshots {
                let key = SnapshotKey(scenario: result.scenario.name, label: use.label)
                changes.checked.append(key)
                switch use.outcome {
                case .written(let text):
                    changes.writes.append(.init(key: key, text: text, replaces: false))
                    written += 1
                case .updated(let text):
                    changes.writes.append(.init(key: key, text: text, replaces: true))
                    updated += 1
                case .matched, .failed: break
                }
            }
        }
        if fullyRun {
            let obsolete = obsoleteEntries(of: file, spec: spec, results: results, scenarios: scenarios, store: store)
            if store.mode == .update {
                changes.removals = Set(obsolete.map(\.key))
                removed = obsolete.count
            } else {
                report.obsolete += obsolete.map { ObsoleteSnapshot(file: path, line: $0.line, key: $0.key) }
            }
        }
        guard !changes.isEmpty else { return nil }
        do {
            switch try SnapshotFileStorage.apply(
                changes, to: path, specName: (spec as NSString).lastPathComponent, scenarioOrder: scenarios.map(\.name))
            {
            case .written: report.writtenFiles.append(path)
            case .removed: report.removedFiles.append(path)
            case .unchanged: break
            }
            report.written += written
            report.updated += updated
            report.removed += removed
            return nil
        } catch {
            // Nothing of the file changed: its new snapshots are reported as not written, not as written.
            report.unwritten += written + updated
            report.errors.append(error)
            return written + updated > 0 ? error : nil
        }
    }

    /// The snapshots of `file` that no scenario of a run of every scenario of `spec` used: those of a name no
    /// scenario has, and those a passing scenario did not check. A scenario that failed or was skipped may not
    /// have reached its checks, so its snapshots stay; so do those of a name several scenarios share.
    private static func obsoleteEntries(
        of file: SnapshotFile, spec: String, results: [ScenarioResult], scenarios: [Scenario], store: SnapshotStore
    ) -> [SnapshotEntry] {
        let names = Set(scenarios.map(\.name))
        let byName = Dictionary(results.map { ($0.scenario.name, $0) }, uniquingKeysWith: { first, _ in first })
        return file.entries.filter { entry in
            let name = entry.key.scenario
            guard names.contains(name) else { return true }
            guard !store.isShared(name, inSpec: spec), let result = byName[name], result.status == .passed else {
                return false
            }
            return !result.snapshots.contains { $0.label == entry.key.label }
        }
    }

    /// Lists, or under `--update-snapshots` removes, the snapshot files beside the specs run whose spec file is
    /// gone.
    private static func removeOrphans(besideSpecs specs: [String], mode: SnapshotMode, into report: inout SnapshotReport) {
        let folders = Set(specs.map { ($0 as NSString).deletingLastPathComponent })
        for folder in folders.sorted() {
            for path in SnapshotFileStorage.files(besideSpecsIn: folder) {
                let name = String((path as NSString).lastPathComponent.dropLast(SnapshotFile.suffix.count))
                let spec = folder.isEmpty ? name : folder + "/" + name
                guard !FileManager.default.fileExists(atPath: spec) else { continue }
                guard mode == .update else {
                    report.obsolete.append(ObsoleteSnapshot(file: path, line: nil, key: nil))
                    continue
                }
                do {
                    report.removed += try SnapshotFileStorage.remove(path)
                    report.removedFiles.append(path)
                } catch {
                    switch error {
                    case .unwritable: report.errors.append(error)
                    // Not a snapshot file flowrun wrote (corrupt, a link, not text): it stays.
                    case .corrupt, .unreadable: report.kept.append(error)
                    }
                }
            }
        }
    }
}
