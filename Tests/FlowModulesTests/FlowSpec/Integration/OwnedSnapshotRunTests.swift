import FlowHostTestSupport
import FlowTestSupport
import Foundation
import LuaHostTestSupport
import Testing
@testable import FlowSpec

/// What a run does to files in `__snapshots__` and `--coverage-dir` it did not write: nothing.
@Suite("Owned snapshot and coverage runs")
struct OwnedSnapshotRunTests {
    private static let spec = "it(\"values\", function() expect(\"text\").to_match_snapshot() end)\n"

    private static func run(_ folder: SpecFolder, mode: SnapshotMode = .recordMissing, coverage: String? = nil)
        async throws -> (passed: Bool, output: OutputRecorder)
    {
        var options = IntegrationSupport.options([folder.path])
        options.snapshotMode = mode
        options.coveragePath = coverage
        return try await IntegrationSupport.run(options)
    }

    @Test("--update-snapshots removes an orphan snapshot file but keeps a .snap that is not one, and says so")
    func updateKeepsFilesThatAreNotSnapshots() async throws {
        // Given
        let folder = try SpecFolder()
        try folder.write(Self.spec, to: "snap_spec.lua")
        try folder.write("snapshot \"Old\" #1\n| old\n", to: "__snapshots__/old_spec.lua.snap")
        try folder.write("my notes, not a snapshot\n", to: "__snapshots__/notes.snap")

        // When
        let (_, output) = try await Self.run(folder, mode: .update)

        // Then
        #expect(!FileManager.default.fileExists(atPath: folder.path("__snapshots__/old_spec.lua.snap")))
        #expect(try String(contentsOfFile: folder.path("__snapshots__/notes.snap"), encoding: .utf8)
            == "my notes, not a snapshot\n")
        #expect(output.text.contains("1 removed"), "\(output.text)")
        #expect(output.text.contains("not removed (not a snapshot file flowrun wrote): "
            + "\(folder.path)/__snapshots__/notes.snap:1: expected a header"))
    }

    @Test("an unwritable __snapshots__ reports its snapshots as not written, never as written")
    func unwritableFolderWritesNothing() async throws {
        // Given: __snapshots__ is a file
        let folder = try SpecFolder()
        try folder.write(Self.spec, to: "snap_spec.lua")
        try folder.write("not a folder", to: "__snapshots__")

        // When
        let (passed, output) = try await Self.run(folder)

        // Then
        #expect(!passed)
        #expect(output.text.contains("Snapshots: 1 not written\n"), "\(output.text)")
        #expect(!output.text.contains("written,") && !output.text.contains(": 1 written"))
    }

    @Test("property: whatever was in the output folders, a run changes and removes only what it wrote")
    func runsLeaveForeignFilesAlone() async throws {
        let budget = FuzzBudget(defaultSeconds: 3)
        var random = budget.generator()
        var rounds = 0
        // Bounded in rounds as well as in time: each round is a whole run.
        while budget.hasTimeLeft && rounds < 40 {
            rounds += 1
            let folder = try SpecFolder()
            let outside = try TemporaryDirectory()
            let secret = try outside.write("outside\n", to: "secret")
            try folder.write(Self.spec, to: "snap_spec.lua")
            let coverage = folder.path("coverage")
            // Names that look like outputs, each made a file, a folder or a link out of the tree.
            let names = ["coverage/parts/whole.json", "coverage/parts/shard-1-of-2.json", "coverage/parts/notes.txt",
                         "coverage/parts/shard-2-of-02.json", "coverage/parts/sub", "__snapshots__/gone_spec.lua.snap",
                         "__snapshots__/notes.snap", "__snapshots__/x", "coverage/lcov.info.d"]
            var foreign: [String: Data] = [:]
            for name in names where Bool.random(using: &random) {
                let path = folder.path(name)
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                switch Int.random(in: 0..<3, using: &random) {
                case 0:
                    let content = Data("foreign \(Int.random(in: 0...9, using: &random))\n".utf8)
                    try content.write(to: URL(fileURLWithPath: path))
                    // A file of the run's own part's name is the run's to replace.
                    if name != "coverage/parts/whole.json" {
                        foreign[name] = content
                    }
                case 1:
                    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
                    try Data("inside\n".utf8).write(to: URL(fileURLWithPath: path + "/inside"))
                    foreign[name + "/inside"] = Data("inside\n".utf8)
                default:
                    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: secret)
                }
            }
            let mode: SnapshotMode = Bool.random(using: &random) ? .update : .recordMissing

            // A run may fail (a folder where its own part goes): what it leaves is what is checked.
            _ = try? await Self.run(folder, mode: mode, coverage: coverage)

            for (name, content) in foreign {
                #expect(FileManager.default.contents(atPath: folder.path(name)) == content,
                        "seed \(budget.seed): \(name) changed or removed")
            }
            #expect(try String(contentsOfFile: secret, encoding: .utf8) == "outside\n", "seed \(budget.seed)")
            #expect(try FileManager.default.contentsOfDirectory(atPath: outside.url.path) == ["secret"],
                    "seed \(budget.seed)")
        }
    }
}
