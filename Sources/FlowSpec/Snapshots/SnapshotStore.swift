/// The snapshot files of a run's spec files, read once before the scenarios run and shared by them read-only;
/// what the scenarios record is written at the end of the run (``SnapshotCommit``), by the runner alone.
struct SnapshotStore: Sendable {
    /// What a missing or changed snapshot does.
    let mode: SnapshotMode
    private let files: [String: Result<SnapshotFile, SnapshotFileError>]
    /// By spec file, the lines of the scenarios sharing a name with another of the file.
    private let namesakes: [String: [String: [Int]]]

    /// Reads the snapshot files of the spec files of `scenarios`.
    /// - Parameters:
    ///   - scenarios: The scenarios that will run.
    ///   - declared: Every scenario of their spec files, to find names used twice.
    ///   - mode: What a missing or changed snapshot does.
    init(for scenarios: [Scenario], declared: [Scenario], mode: SnapshotMode) {
        self.mode = mode
        let specFiles = Set(scenarios.map(\.file))
        var files: [String: Result<SnapshotFile, SnapshotFileError>] = [:]
        for spec in specFiles {
            files[spec] = SnapshotFileStorage.read(SnapshotFile.path(forSpec: spec))
        }
        self.files = files
        var lines: [String: [String: [Int]]] = [:]
        for scenario in declared where specFiles.contains(scenario.file) {
            lines[scenario.file, default: [:]][scenario.name, default: []].append(scenario.line)
        }
        namesakes = lines.mapValues { $0.filter { $0.value.count > 1 } }
    }

    /// The snapshot file of `spec` as read before the run, nil for a spec file not run.
    func file(ofSpec spec: String) -> Result<SnapshotFile, SnapshotFileError>? {
        files[spec]
    }

    /// Whether several scenarios of `spec` are named `name`.
    func isShared(_ name: String, inSpec spec: String) -> Bool {
        namesakes[spec]?[name] != nil
    }

    /// What `scenario` checks its snapshots against.
    func snapshots(for scenario: Scenario) -> ScenarioSnapshots {
        let stored = (files[scenario.file] ?? .success(SnapshotFile())).map { file in
            Dictionary(
                file.entries.filter { $0.key.scenario == scenario.name }.map { ($0.key.label, $0) },
                uniquingKeysWith: { first, _ in first })
        }
        return ScenarioSnapshots(
            file: SnapshotFile.path(forSpec: scenario.file), scenario: scenario.name, stored: stored, mode: mode,
            namesakeLines: namesakes[scenario.file]?[scenario.name] ?? [])
    }
}
