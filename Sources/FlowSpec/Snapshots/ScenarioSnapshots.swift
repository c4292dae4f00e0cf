/// The snapshots one scenario checks: those its spec file stores under its name, how missing and changed ones
/// are handled, and every check it made, for the end of the run (``SnapshotUse``).
final class ScenarioSnapshots {
    /// The snapshot file, as reports name it.
    let file: String
    /// The scenario's full name: its snapshots' key.
    let scenario: String

    private let stored: Result<[SnapshotLabel: SnapshotEntry], SnapshotFileError>
    private let mode: SnapshotMode
    private let namesakeLines: [Int]

    /// The checks made, in order.
    private(set) var uses: [SnapshotUse] = []

    /// Creates the snapshots of `scenario`.
    /// - Parameters:
    ///   - file: The snapshot file.
    ///   - scenario: The scenario's full name.
    ///   - stored: The file's snapshots of the scenario by label, or why the file cannot be used.
    ///   - mode: What a missing or changed snapshot does.
    ///   - namesakeLines: The lines of the file's scenarios with this name, when there are several.
    init(
        file: String, scenario: String, stored: Result<[SnapshotLabel: SnapshotEntry], SnapshotFileError>,
        mode: SnapshotMode, namesakeLines: [Int]
    ) {
        self.file = file
        self.scenario = scenario
        self.stored = stored
        self.mode = mode
        self.namesakeLines = namesakeLines
    }

    /// Checks `text` against the snapshot `label`, recording the check.
    /// - Throws: ``SnapshotError`` when the snapshot differs, is missing on CI or cannot be looked up.
    func check(_ label: SnapshotLabel, text: String) throws(SnapshotError) {
        do throws(SnapshotError) {
            let outcome = try outcome(of: label, text: text)
            uses.append(SnapshotUse(label: label, outcome: outcome))
        } catch {
            uses.append(SnapshotUse(label: label, outcome: .failed))
            throw error
        }
    }

    private func outcome(of label: SnapshotLabel, text: String) throws(SnapshotError) -> SnapshotUse.Outcome {
        guard namesakeLines.count < 2 else { throw .sharedScenarioName(scenario, lines: namesakeLines) }
        let entries: [SnapshotLabel: SnapshotEntry]
        switch stored {
        case .success(let found): entries = found
        case .failure(let error): throw .unusableFile(error)
        }
        guard let entry = entries[label] else {
            guard mode != .failMissing else { throw .missingOnCI(label: label, file: file) }
            return .written(text)
        }
        if entry.text == text {
            return .matched
        }
        if mode == .update {
            return .updated(text)
        }
        throw .changed(label: label, file: file, line: entry.line, diff: SnapshotDiff.lines(from: entry.text, to: text))
    }
}
