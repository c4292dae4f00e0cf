import FlowHostTestSupport
import Foundation
import Testing
@testable import FlowSpec

/// The rules that keep `--update-snapshots` from removing what a run could not judge: a scenario that failed
/// before its snapshot check keeps its snapshot, and a filtered run (name, tags, shard) leaves the snapshots
/// and snapshot files of scenarios it did not run alone.
@Suite("Snapshot runs: what a run may call obsolete")
struct SnapshotRuleTests {
    /// Two tagged scenarios, each snapshotting a text; the first fails before its check when `breaks`.
    private static func spec(breaks: Bool = false) -> String {
        """
        describe("Rules", function()
          it("first #smoke", function()
            \(breaks ? "error(\"broken before the check\")" : "")
            expect("one").to_match_snapshot()
          end)
          it("second", function()
            expect("two").to_match_snapshot()
          end)
        end)
        """
    }

    private static let snapshotPath = "__snapshots__/rules_spec.lua.snap"

    private static func run(
        _ folder: SpecFolder, mode: SnapshotMode = .recordMissing, configure: (inout AcceptanceOptions) -> Void = { _ in }
    ) async throws -> (passed: Bool, output: OutputRecorder) {
        var options = IntegrationSupport.options([folder.path])
        options.snapshotMode = mode
        configure(&options)
        return try await IntegrationSupport.run(options)
    }

    private static func stored(_ folder: SpecFolder) throws -> String {
        try String(contentsOfFile: folder.path(snapshotPath), encoding: .utf8)
    }

    @Test("under --update-snapshots a scenario that fails before its snapshot check keeps its stored snapshot")
    func failingScenarioKeepsItsSnapshotUnderUpdate() async throws {
        // Given: both snapshots recorded, then the first scenario broken before its check
        let folder = try SpecFolder()
        try folder.write(Self.spec(), to: "rules_spec.lua")
        _ = try await Self.run(folder)
        let recorded = try Self.stored(folder)
        try folder.write(Self.spec(breaks: true), to: "rules_spec.lua")

        // When
        let (listedRun, listed) = try await Self.run(folder)
        let (updateRun, update) = try await Self.run(folder, mode: .update)

        // Then
        #expect(!listedRun && !updateRun)
        #expect(!listed.text.contains("obsolete"), "\(listed.text)")
        #expect(!update.text.contains("removed"), "\(update.text)")
        #expect(try Self.stored(folder) == recorded)
        #expect(recorded.contains("snapshot \"Rules first #smoke\" #1\n| one\n"))
    }

    @Test("a run filtered by tags, by name or to a shard neither lists nor removes the snapshots of scenarios it did not run",
          arguments: ["tags", "name", "shard"])
    func filteredRunLeavesOtherScenariosSnapshots(filter: String) async throws {
        // Given: a stored snapshot of a scenario since renamed, which a whole run would call obsolete
        let folder = try SpecFolder()
        try folder.write(Self.spec(), to: "rules_spec.lua")
        _ = try await Self.run(folder)
        try folder.write(Self.spec().replacingOccurrences(of: "it(\"second\"", with: "it(\"renamed\""), to: "rules_spec.lua")
        let recorded = try Self.stored(folder)

        // When: only the first scenario runs
        let (passed, output) = try await Self.run(folder, mode: .update) { options in
            switch filter {
            case "tags": options.includedTags = ["smoke"]
            case "name": options.filter = "first"
            default: options.shard = Self.shardOfFirstOnly(file: folder.path("rules_spec.lua"))
            }
        }

        // Then
        #expect(passed, "\(output.text)")
        #expect(output.text.contains("Snapshots: 1 passed"), "\(output.text)")
        #expect(!output.text.contains("obsolete") && !output.text.contains("removed"), "\(output.text)")
        #expect(try Self.stored(folder) == recorded)
    }

    @Test("a filtered run neither lists nor removes a snapshot file whose spec file is gone")
    func filteredRunLeavesOrphanFiles() async throws {
        // Given: another spec whose scenario the tag leaves out, and a snapshot file of a spec since deleted
        let folder = try SpecFolder()
        try folder.write(Self.spec(), to: "rules_spec.lua")
        try folder.write("it(\"other\", function() end)\n", to: "other_spec.lua")
        try folder.write("snapshot \"Old\" #1\n| old\n", to: "__snapshots__/gone_spec.lua.snap")

        // When
        let (_, listed) = try await Self.run(folder) { $0.includedTags = ["smoke"] }
        let (_, update) = try await Self.run(folder, mode: .update) { $0.includedTags = ["smoke"] }
        let (_, whole) = try await Self.run(folder)

        // Then: only the whole run names it
        #expect(!listed.text.contains("gone_spec.lua.snap"), "\(listed.text)")
        #expect(!update.text.contains("gone_spec.lua.snap"), "\(update.text)")
        #expect(FileManager.default.fileExists(atPath: folder.path("__snapshots__/gone_spec.lua.snap")))
        #expect(whole.text.contains("gone_spec.lua.snap"), "\(whole.text)")
    }

    /// A shard `I/N` holding "Rules first #smoke" of `file` but not the renamed second scenario (shards
    /// hash the file's path and the name).
    private static func shardOfFirstOnly(file: String) -> String {
        let scenarios = [
            Scenario(file: file, line: 2, name: "Rules first #smoke", tags: ["smoke"], index: 1),
            Scenario(file: file, line: 6, name: "Rules renamed", index: 2),
        ]
        for count in 2...8 {
            for index in 1...count {
                let shard = try? ScenarioShard(parsing: "\(index)/\(count)")
                if let picked = shard?.select(scenarios), picked.map(\.index) == [1] {
                    return "\(index)/\(count)"
                }
            }
        }
        return "1/1"
    }
}
