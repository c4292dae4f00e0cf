import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowSpec

/// Writing snapshot files: under a lock, over the file as it is when written, never half a file.
@Suite("Snapshot file storage")
struct SnapshotFileStorageTests {
    private static func write(_ scenario: String, _ text: String) -> SnapshotChanges {
        var changes = SnapshotChanges()
        let key = SnapshotKey(scenario: scenario, label: .ordinal(1))
        changes.writes = [.init(key: key, text: text, replaces: false)]
        changes.checked = [key]
        return changes
    }

    @Test("Writing applies the changes to the file as it is then: a snapshot another run stored meanwhile stays")
    func writingKeepsWhatAnotherRunStored() throws {
        // Given: this run read an empty file; another run stored A's snapshot since
        let folder = try SpecFolder()
        let path = folder.path("__snapshots__/a_spec.lua.snap")
        _ = try SnapshotFileStorage.apply(Self.write("A", "from the other run"), to: path, specName: "a_spec.lua",
                                          scenarioOrder: ["A", "B"])

        // When
        let outcome = try SnapshotFileStorage.apply(
            Self.write("B", "from this run"), to: path, specName: "a_spec.lua", scenarioOrder: ["A", "B"])

        // Then
        #expect(outcome == .written)
        let file = try SnapshotFileStorage.read(path).get()
        #expect(file.entries.map(\.text) == ["from the other run", "from this run"])
    }

    @Test("Runs writing one file at the same time keep each other's snapshots")
    func concurrentWritersKeepEverySnapshot() async throws {
        // Given
        let folder = try SpecFolder()
        let path = folder.path("__snapshots__/a_spec.lua.snap")
        let names = (1...16).map { "S\($0)" }

        // When: each writer its own snapshot, all at once
        try await withThrowingTaskGroup(of: Void.self) { group in
            for name in names {
                group.addTask {
                    _ = try SnapshotFileStorage.apply(
                        Self.write(name, "by \(name)"), to: path, specName: "a_spec.lua", scenarioOrder: names)
                }
            }
            try await group.waitForAll()
        }

        // Then
        let file = try SnapshotFileStorage.read(path).get()
        #expect(file.entries.map(\.key.scenario) == names)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path("__snapshots__"))
        #expect(leftovers == ["a_spec.lua.snap"])
    }

    @Test("Removing the last snapshot removes the file; a file already holding the text is not rewritten")
    func emptyFileIsRemovedAndSameTextIsNotRewritten() throws {
        // Given
        let folder = try SpecFolder()
        let path = folder.path("__snapshots__/a_spec.lua.snap")
        _ = try SnapshotFileStorage.apply(Self.write("A", "text"), to: path, specName: "a_spec.lua", scenarioOrder: ["A"])
        var removal = SnapshotChanges()
        removal.removals = [SnapshotKey(scenario: "A", label: .ordinal(1))]

        // When
        let same = try SnapshotFileStorage.apply(Self.write("A", "text"), to: path, specName: "a_spec.lua", scenarioOrder: ["A"])
        let removed = try SnapshotFileStorage.apply(removal, to: path, specName: "a_spec.lua", scenarioOrder: ["A"])

        // Then
        #expect(same == .unchanged)
        #expect(removed == .removed)
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test("A file that became corrupt is not overwritten: the error names its line")
    func corruptFileIsNotOverwritten() throws {
        // Given
        let folder = try SpecFolder()
        let path = try folder.write("snapshot \"A\" #1\n", to: "__snapshots__/a_spec.lua.snap")

        // When
        let error = #expect(throws: SnapshotFileError.self) {
            try SnapshotFileStorage.apply(Self.write("B", "x"), to: path, specName: "a_spec.lua", scenarioOrder: [])
        }

        // Then
        #expect(error == .corrupt(path: path, line: 1, reason:
            "snapshot \"A\" #1 has no text lines after it (each line of a snapshot starts with |; an empty text is one line holding |)"))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "snapshot \"A\" #1\n")
    }

    @Test("A snapshot file that is a folder or not UTF-8 cannot be read, saying why")
    func unreadableFilesSayWhy() throws {
        // Given
        let folder = try SpecFolder()
        try FileManager.default.createDirectory(atPath: folder.path("__snapshots__/a_spec.lua.snap"),
                                                withIntermediateDirectories: true)
        let binary = try folder.write(Data([0x73, 0xFF, 0xFE]), to: "__snapshots__/b_spec.lua.snap")

        // Then
        #expect(SnapshotFileStorage.read(folder.path("__snapshots__/a_spec.lua.snap"))
            == .failure(.unreadable(path: folder.path("__snapshots__/a_spec.lua.snap"), reason: "it is a folder")))
        #expect(SnapshotFileStorage.read(binary) == .failure(.unreadable(path: binary, reason: "it is not UTF-8 text")))
    }
}
