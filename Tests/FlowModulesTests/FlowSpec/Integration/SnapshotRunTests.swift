import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowSpec

/// Snapshots through whole runs: recorded, checked, refused on CI, updated, found obsolete, kept whole when
/// scenarios run at once, and a corrupt or unwritable file reported with its place.
@Suite("Snapshot runs")
struct SnapshotRunTests {
    /// A spec with two scenarios: one snapshots the onboarding's first screen, the other a string and a table.
    static let spec = """
        describe("Snap", function()
          it("the first image", function()
            launch("scripts/onboarding.lua")
            expect(screen()).to_match_snapshot()
          end)
          it("values", function()
            expect("two\\nlines").to_match_snapshot("text")
            expect({ b = { 1, 2 }, a = "x" }).to_match_snapshot()
          end)
        end)
        """

    private static func run(
        _ folder: SpecFolder, mode: SnapshotMode = .recordMissing, jobs: Int = 2, filter: String? = nil
    ) async throws -> (passed: Bool, output: OutputRecorder) {
        var options = IntegrationSupport.options([folder.path])
        options.snapshotMode = mode
        options.jobs = jobs
        options.filter = filter
        return try await IntegrationSupport.run(options)
    }

    private static func snapshotFile(_ folder: SpecFolder) throws -> String {
        try String(contentsOfFile: folder.path("__snapshots__/snap_spec.lua.snap"), encoding: .utf8)
    }

    @Test("A first local run records the missing snapshots and passes; the next run checks them")
    func missingSnapshotsAreRecordedThenChecked() async throws {
        // Given
        let folder = try SpecFolder()
        try folder.write(Self.spec, to: "snap_spec.lua")

        // When
        let (firstPassed, first) = try await Self.run(folder)
        let recorded = try Self.snapshotFile(folder)
        let (secondPassed, second) = try await Self.run(folder)

        // Then
        #expect(firstPassed, "\(first.text)")
        #expect(first.text.contains("Snapshots: 3 written\n  wrote \(folder.path)/__snapshots__/snap_spec.lua.snap"))
        #expect(recorded.contains("""
            snapshot "Snap the first image" #1
            | screen "onboarding"
            | title "Welcome"
            | images "OnBoarding1"
            | button "Continue"
            """))
        #expect(recorded.contains("snapshot \"Snap values\" \"text\"\n| two\n| lines\n"))
        #expect(recorded.contains("snapshot \"Snap values\" #1\n| {\n|   a = \"x\",\n|   b = { 1, 2 },\n| }\n"))
        #expect(secondPassed)
        #expect(second.lines.suffix(3).dropLast() == ["Snapshots: 3 passed", ""])
        #expect(second.lines.last?.hasPrefix("2 passed, 0 failed in ") == true)
        #expect(try Self.snapshotFile(folder) == recorded)
    }

    @Test("--tap gives what became of the snapshots as comments at the end of the stream")
    func tapReportsSnapshotsAsComments() async throws {
        // Given
        let folder = try SpecFolder()
        try folder.write(Self.spec, to: "snap_spec.lua")
        var options = IntegrationSupport.options([folder.path])
        options.tap = true

        // When
        let (passed, output) = try await IntegrationSupport.run(options)

        // Then
        #expect(passed)
        #expect(output.lines.first == "TAP version 13")
        #expect(Array(output.lines.suffix(2)) == [
            "# Snapshots: 3 written", "#   wrote \(folder.path)/__snapshots__/snap_spec.lua.snap",
        ])
    }

    @Test("On CI a missing snapshot fails its scenario and nothing is written")
    func missingSnapshotFailsOnCI() async throws {
        // Given
        let folder = try SpecFolder()
        try folder.write(Self.spec, to: "snap_spec.lua")

        // When
        let (passed, output) = try await Self.run(folder, mode: .failMissing)

        // Then
        #expect(!passed)
        #expect(output.text.contains("\(folder.path)/snap_spec.lua:4: snapshot #1 is not stored in "
            + "\(folder.path)/__snapshots__/snap_spec.lua.snap, and on CI"))
        #expect(output.lines.last?.hasPrefix("0 passed, 2 failed in ") == true)
        #expect(!FileManager.default.fileExists(atPath: folder.path("__snapshots__")))
    }

    @Test("A changed snapshot fails with a diff naming the stored one's line; --update-snapshots records it")
    func changedSnapshotFailsThenUpdates() async throws {
        // Given
        let folder = try SpecFolder()
        try folder.write(Self.spec, to: "snap_spec.lua")
        _ = try await Self.run(folder)
        try folder.write(Self.spec.replacingOccurrences(of: "two\\nlines", with: "two\\nrows"), to: "snap_spec.lua")

        // When
        let (failedRun, failure) = try await Self.run(folder)
        let (updateRun, update) = try await Self.run(folder, mode: .update)
        let (checkRun, _) = try await Self.run(folder)

        // Then
        #expect(!failedRun)
        #expect(failure.text.contains("""
            \(folder.path)/snap_spec.lua:7: snapshot "text" does not match the one stored at \
            \(folder.path)/__snapshots__/snap_spec.lua.snap:10 (- stored, + now; flowrun test --update-snapshots \
            records the new one):
                two
              - lines
              + rows
            """))
        #expect(updateRun)
        #expect(update.text.contains("Snapshots: 2 passed, 1 updated"))
        #expect(checkRun)
        #expect(try Self.snapshotFile(folder).contains("| two\n| rows\n"))
    }

    @Test("Snapshots no scenario used are listed after a whole run and removed by --update-snapshots; a filtered run lists none")
    func obsoleteSnapshotsAreListedThenRemoved() async throws {
        // Given: a stored snapshot of a scenario since renamed, and one its scenario no longer takes
        let folder = try SpecFolder()
        try folder.write(Self.spec, to: "snap_spec.lua")
        _ = try await Self.run(folder)
        let renamed = Self.spec
            .replacingOccurrences(of: "it(\"the first image\"", with: "it(\"the welcome image\"")
            .replacingOccurrences(of: "expect({ b = { 1, 2 }, a = \"x\" }).to_match_snapshot()\n", with: "")
        try folder.write(renamed, to: "snap_spec.lua")

        // When
        let (_, filtered) = try await Self.run(folder, filter: "values")
        let (listedRun, listed) = try await Self.run(folder)
        let (removedRun, removed) = try await Self.run(folder, mode: .update)
        let (_, after) = try await Self.run(folder)

        // Then
        #expect(!filtered.text.contains("obsolete"))
        #expect(listedRun)
        #expect(listed.text.contains("""
            2 obsolete snapshots, used by no scenario of this run (flowrun test --update-snapshots removes them):
              \(folder.path)/__snapshots__/snap_spec.lua.snap:4: "Snap the first image" #1
              \(folder.path)/__snapshots__/snap_spec.lua.snap:14: "Snap values" #1
            """))
        #expect(removedRun)
        #expect(removed.text.contains("Snapshots: 2 passed, 2 removed"))
        #expect(!after.text.contains("obsolete"))
        let file = try Self.snapshotFile(folder)
        #expect(!file.contains("\"Snap the first image\"") && !file.contains("\"Snap values\" #1"))
    }

    @Test("A snapshot file whose spec file is gone is listed, and removed by --update-snapshots")
    func orphanFileIsListedThenRemoved() async throws {
        // Given
        let folder = try SpecFolder()
        try folder.write(Self.spec, to: "snap_spec.lua")
        try folder.write("snapshot \"Old\" #1\n| old\n", to: "__snapshots__/old_spec.lua.snap")

        // When
        let (_, listed) = try await Self.run(folder)
        let (_, removed) = try await Self.run(folder, mode: .update)

        // Then
        #expect(listed.text.contains("  \(folder.path)/__snapshots__/old_spec.lua.snap: the whole file (no spec file"))
        #expect(removed.text.contains("  removed \(folder.path)/__snapshots__/old_spec.lua.snap"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("__snapshots__/old_spec.lua.snap")))
    }

    @Test("A corrupt snapshot file fails the scenarios that take snapshots at its file and line, and is left as it is")
    func corruptFileIsReportedWithItsLine() async throws {
        // Given
        let folder = try SpecFolder()
        try folder.write(Self.spec + "\nit(\"takes none\", function() end)\n", to: "snap_spec.lua")
        let corrupt = "snapshot \"Snap values\" \"text\"\n| two\nlines without a bar\n"
        try folder.write(corrupt, to: "__snapshots__/snap_spec.lua.snap")

        // When
        let (passed, output) = try await Self.run(folder, mode: .update)

        // Then
        #expect(!passed)
        #expect(output.text.contains("\(folder.path)/snap_spec.lua:4: the spec's snapshots cannot be used: "
            + "\(folder.path)/__snapshots__/snap_spec.lua.snap:3: expected a header"))
        #expect(output.lines.last?.hasPrefix("1 passed, 2 failed in ") == true)
        #expect(try Self.snapshotFile(folder) == corrupt)
    }

    @Test("Scenarios running at once each record a snapshot in one file, and none is lost")
    func concurrentScenariosKeepEverySnapshot() async throws {
        // Given
        let folder = try SpecFolder()
        let scenarios = (1...24).map { "  it(\"scenario \($0)\", function() expect(\"text \($0)\").to_match_snapshot() end)" }
        try folder.write("describe(\"Many\", function()\n" + scenarios.joined(separator: "\n") + "\nend)\n",
                         to: "snap_spec.lua")

        // When
        let (passed, output) = try await Self.run(folder, jobs: 8)

        // Then
        #expect(passed, "\(output.text)")
        let file = try SnapshotFile(parsing: Self.snapshotFile(folder), path: "snap")
        #expect(file.entries.map(\.key.scenario) == (1...24).map { "Many scenario \($0)" })
        #expect(file.entries.map(\.text) == (1...24).map { "text \($0)" })
    }

    @Test("A snapshot folder that cannot be written is reported, naming the file, and fails the scenarios that recorded into it")
    func unwritableFolderFailsTheRun() async throws {
        // Given: __snapshots__ is a file, so no snapshot file can be made in it
        let folder = try SpecFolder()
        try folder.write(Self.spec, to: "snap_spec.lua")
        try folder.write("not a folder", to: "__snapshots__")

        // When
        let (passed, output) = try await Self.run(folder)

        // Then
        #expect(!passed)
        #expect(output.text.contains("cannot write the snapshot file \(folder.path)/__snapshots__/snap_spec.lua.snap: "))
        #expect(output.lines.last?.hasPrefix("0 passed, 2 failed in ") == true)
    }
}
