import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// The tool paths a user takes through `flowrun` itself, end to end through the built binary (the acceptance
/// DSL drives flows, not flowrun's sub-commands): snapshots updated over a failing scenario, coverage totals,
/// and an exploration limited by `--max-rows`.
@Suite("flowrun end to end: snapshots, coverage and explore as a user runs them")
struct FlowrunToolPathTests {
    private static func snapSpec(breaks: Bool) -> String {
        """
        describe("Tool", function()
          it("first", function()
            \(breaks ? "error(\"broken before the check\")" : "")
            expect("one").to_match_snapshot()
          end)
          it("second", function()
            expect("two").to_match_snapshot()
          end)
        end)

        """
    }

    @Test("flowrun test --update-snapshots over a scenario failing before its check keeps that snapshot and exits 1")
    func updateSnapshotsKeepsAFailingScenariosSnapshot() throws {
        // Given: both snapshots recorded by a first run, then the first scenario broken
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: folder.path("specs"), withIntermediateDirectories: true)
        try folder.write(Self.snapSpec(breaks: false), to: "specs/tool_spec.lua")
        // Not as CI: there, snapshots are never written, and this test records them as a person does.
        let first = try FlowrunProcess.run(
            ["test", folder.path("specs"), "--no-color"], environment: ["CI": "false"], in: folder.url)
        try #require(first.status == 0, "\(first.stdout)\(first.stderr)")
        let snapshotFile = folder.path("specs/__snapshots__/tool_spec.lua.snap")
        let recorded = try String(contentsOfFile: snapshotFile, encoding: .utf8)
        try folder.write(Self.snapSpec(breaks: true), to: "specs/tool_spec.lua")

        // When
        let update = try FlowrunProcess.run(
            ["test", folder.path("specs"), "--update-snapshots", "--no-color"], environment: ["CI": "false"],
            in: folder.url)

        // Then
        #expect(update.status == 1)
        let closing = update.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(closing.hasPrefix("1 passed, 1 failed in "), "\(update.stdout)")
        #expect(!update.stdout.contains("removed"), "\(update.stdout)")
        #expect(try String(contentsOfFile: snapshotFile, encoding: .utf8) == recorded)
        #expect(recorded.contains("snapshot \"Tool first\" #1\n| one\n"))
    }

    @Test("flowrun test --coverage writes lcov.info whose LF: and LH: count the lines and those run")
    func coverageTotalsThroughFlowrun() throws {
        // Given
        let folder = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(
            ["test", "Tests/Fixtures/coverage/counter_spec.lua", "--coverage", "--coverage-dir", folder.path("cov"),
             "--no-color"])

        // Then
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let lcov = try String(contentsOfFile: folder.path("cov/lcov.info"), encoding: .utf8)
        let record = try #require(lcov.components(separatedBy: "end_of_record\n").first {
            $0.contains("Tests/Fixtures/coverage/counter.lua\n")
        })
        let lines = record.split(separator: "\n")
        let counts = lines.filter { $0.hasPrefix("DA:") }.compactMap { $0.split(separator: ",").last.flatMap { Int($0) } }
        #expect(counts.count == 17)
        #expect(lines.contains("LF:17"), "\(record)")
        #expect(lines.contains("LH:15"), "\(record)")
        #expect(counts.filter { $0 > 0 }.count == 15)
    }

    @Test("flowrun explore --max-rows 2 selects only the first two rows of a list of four")
    func exploreMaxRowsThroughFlowrun() throws {
        // Given: a state holding four items, added through the list's own form
        let folder = try TemporaryDirectory()
        let state = folder.path("state")
        let events = ["Milk", "Bread", "Eggs", "Tea"].map { "tap Add\ntype title \($0)\ntap Save\n" }.joined()
        let added = try FlowrunProcess.run(
            ["run", "scripts/items.lua", "--fresh", "--state", state], events: events)
        try #require(added.status == 0, "\(added.stderr)")

        // When
        let result = try FlowrunProcess.run(
            ["explore", "scripts/items.lua", "--state", state, "--max-depth", "1", "--max-rows", "2",
             "--findings", folder.path("findings"), "--json"])

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let map = try #require((json["result"] as? [String: Any])?["map"] as? [String: Any])
        let edges = try #require(map["edges"] as? [[String: Any]])
        let selected = Set(edges.compactMap { $0["action"] as? String }.filter { $0.hasPrefix("select ") })
        #expect(selected == ["select 1", "select 2"], "\(edges)")
    }

    @Test("flowrun explore --max-rows 0 is refused before exploring, naming the option and value")
    func exploreRefusesZeroRows() throws {
        // Given
        let folder = try TemporaryDirectory()

        // When
        let result = try FlowrunProcess.run(
            ["explore", "Tests/Fixtures/explore/planted.lua", "--max-rows", "0", "--findings", folder.path("f")])

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.contains("--max-rows 0: give a whole number of at least 1"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
