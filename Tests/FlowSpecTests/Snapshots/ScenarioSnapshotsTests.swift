import Testing
@testable import FlowSpec

/// One scenario's snapshot checks in each mode: what passes, what is recorded and what fails, and how.
@Suite("Scenario snapshots")
struct ScenarioSnapshotsTests {
    private static let file = "specs/__snapshots__/a_spec.lua.snap"

    private static func snapshots(
        _ mode: SnapshotMode, stored: [SnapshotLabel: String] = [:], namesakes: [Int] = []
    ) -> ScenarioSnapshots {
        let entries = Dictionary(uniqueKeysWithValues: stored.map { label, text in
            (label, SnapshotEntry(key: SnapshotKey(scenario: "S", label: label), text: text, line: 7))
        })
        return ScenarioSnapshots(file: file, scenario: "S", stored: .success(entries), mode: mode, namesakeLines: namesakes)
    }

    @Test("A stored snapshot that matches passes in every mode", arguments: [
        SnapshotMode.recordMissing, .failMissing, .update,
    ])
    func matchingSnapshotPasses(mode: SnapshotMode) throws {
        let snapshots = Self.snapshots(mode, stored: [.ordinal(1): "text"])
        try snapshots.check(.ordinal(1), text: "text")
        #expect(snapshots.uses == [SnapshotUse(label: .ordinal(1), outcome: .matched)])
    }

    @Test("A missing snapshot is recorded by a local run and by an update")
    func missingSnapshotIsRecordedLocally() throws {
        for mode in [SnapshotMode.recordMissing, .update] {
            let snapshots = Self.snapshots(mode)
            try snapshots.check(.named("first"), text: "new")
            #expect(snapshots.uses == [SnapshotUse(label: .named("first"), outcome: .written("new"))])
        }
    }

    @Test("A missing snapshot fails on CI, naming the file, and nothing is recorded")
    func missingSnapshotFailsOnCI() {
        let snapshots = Self.snapshots(.failMissing)
        #expect(throws: SnapshotError.missingOnCI(label: .ordinal(1), file: Self.file)) {
            try snapshots.check(.ordinal(1), text: "new")
        }
        #expect(snapshots.uses == [SnapshotUse(label: .ordinal(1), outcome: .failed)])
    }

    @Test("A changed snapshot fails with the stored one's file:line and the diff, unless updating")
    func changedSnapshotFailsWithDiff() throws {
        // Given
        let checking = Self.snapshots(.recordMissing, stored: [.ordinal(1): "a\nb"])
        let updating = Self.snapshots(.update, stored: [.ordinal(1): "a\nb"])

        // When
        let error = #expect(throws: SnapshotError.self) { try checking.check(.ordinal(1), text: "a\nc") }
        try updating.check(.ordinal(1), text: "a\nc")

        // Then
        #expect(error == .changed(label: .ordinal(1), file: Self.file, line: 7, diff: ["  a", "- b", "+ c"]))
        #expect(error?.description.hasPrefix(
            "snapshot #1 does not match the one stored at \(Self.file):7 (- stored, + now; ") == true)
        #expect(updating.uses == [SnapshotUse(label: .ordinal(1), outcome: .updated("a\nc"))])
    }

    @Test("A scenario whose name another scenario of the file shares cannot check snapshots")
    func sharedNameFails() {
        let snapshots = Self.snapshots(.update, namesakes: [3, 9])
        #expect(throws: SnapshotError.sharedScenarioName("S", lines: [3, 9])) {
            try snapshots.check(.ordinal(1), text: "x")
        }
    }

    @Test("A snapshot file that cannot be used fails every check with its error, even when updating")
    func unusableFileFails() {
        // Given
        let corrupt = SnapshotFileError.corrupt(path: Self.file, line: 4, reason: "bad")
        let snapshots = ScenarioSnapshots(
            file: Self.file, scenario: "S", stored: .failure(corrupt), mode: .update, namesakeLines: [])

        // Then
        #expect(throws: SnapshotError.unusableFile(corrupt)) { try snapshots.check(.ordinal(1), text: "x") }
    }
}
