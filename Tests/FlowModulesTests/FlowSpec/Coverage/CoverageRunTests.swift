import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing
@testable import FlowSpec

/// `--coverage`: the runner records each scenario's flow lines and screens, merges them across jobs and shards,
/// and writes `lcov.info`, `screens.txt` and `screens.json`.
@Suite("Coverage runs", .serialized)
struct CoverageRunTests {
    private static let spec = "Tests/Fixtures/coverage/counter_spec.lua"
    private static let flow = IntegrationSupport.packageRoot.appendingPathComponent("Tests/Fixtures/coverage/counter.lua")
        .standardizedFileURL.path

    private func run(into folder: String, shard: String? = nil, jobs: Int = 2) async throws -> (Bool, String) {
        var options = IntegrationSupport.options([Self.spec])
        options.coveragePath = folder
        options.shard = shard
        options.jobs = jobs
        let (passed, output) = try await IntegrationSupport.run(options)
        return (passed, output.text)
    }

    private func read(_ folder: TemporaryDirectory, _ name: String) throws -> String {
        try String(contentsOfFile: folder.path(name), encoding: .utf8)
    }

    @Test("lcov.info names the flow, not the spec, and counts per line the scenarios that ran it")
    func lcovCountsScenariosPerLine() async throws {
        // Given
        let folder = try TemporaryDirectory()

        // When
        let (passed, output) = try await run(into: folder.url.path)

        // Then
        #expect(passed)
        let lcov = try read(folder, "lcov.info")
        #expect(lcov.hasPrefix("TN:\nSF:\(Self.flow)\n"))
        #expect(!lcov.contains("_spec.lua"))
        #expect(lcov.contains("DA:10,1\n"), "only one scenario taps")
        #expect(lcov.contains("DA:20,2\n"), "both scenarios launch")
        #expect(lcov.contains("DA:14,0\nDA:15,0\n"))
        #expect(!lcov.contains("\nDA:1,"), "a comment holds no code")
        #expect(!lcov.contains("\nDA:18,"), "the return after a tail call never runs")
        #expect(lcov.hasSuffix("end_of_record\n"))
        #expect(output.contains("Tests/Fixtures/coverage/counter.lua"))
        #expect(output.split(separator: "\n").last?.hasPrefix("2 passed, 0 failed in ") == true, "the closing line stays last")
    }

    @Test("lcov.info has a function record per function of the flow, counted by the scenarios that ran it")
    func lcovHasFunctionRecords() async throws {
        // Given
        let folder = try TemporaryDirectory()

        // When
        _ = try await run(into: folder.url.path)

        // Then: the flow's start (line 2), counter (4), Tap's action (9) and Reset's (13), never run
        let lcov = try read(folder, "lcov.info")
        #expect(lcov.contains("""
            FN:2,function@2
            FN:4,function@4
            FN:9,function@9
            FN:13,function@13
            FNDA:2,function@2
            FNDA:2,function@4
            FNDA:1,function@9
            FNDA:0,function@13
            FNF:4
            FNH:3
            DA:
            """), "\(lcov)")
    }

    @Test("a module the flow requires is covered; the spec, its helper module and the DSL are not")
    func modulesCountSpecsDoNot() async throws {
        // Given: a flow requiring a module beside it, and a spec requiring a helper beside it
        let project = try SpecFolder()
        try project.write("return { title = function() return \"Hi\" end }\n", to: "greeting.lua")
        try project.write("""
            local greeting = require("greeting")
            return function(app)
              app.nav:replace_root(app.screen{ name = "hi", title = greeting.title() })
            end
            """, to: "flow.lua")
        try project.write("return { start = function(spec) spec.launch(\"flow.lua\") end }\n", to: "steps.lua")
        let spec = try project.write("""
            local steps = require("steps")
            it("says hi", function()
              steps.start(require("flowspec"))
              expect(screen().title).to_equal("Hi")
            end)
            """, to: "hi_spec.lua")
        let output = try TemporaryDirectory()
        var options = IntegrationSupport.options([spec])
        options.coveragePath = output.url.path

        // When
        let (passed, _) = try await IntegrationSupport.run(options)

        // Then
        #expect(passed)
        let files = try read(output, "lcov.info").splitLines().filter { $0.hasPrefix("SF:") }
        #expect(files == ["SF:" + project.path("flow.lua"), "SF:" + project.path("greeting.lua")])
    }

    @Test("the per-file summary counts lines run over executable lines, with a total")
    func summaryCountsLines() async throws {
        let folder = try TemporaryDirectory()

        let (_, output) = try await run(into: folder.url.path)

        let row = try #require(output.splitLines().first { $0.contains("counter.lua") })
        #expect(row.hasSuffix("15/17   88.2%"), "\(row)")
        #expect(output.contains("  total"))
    }

    @Test("screens.txt and screens.json name the button no scenario tapped")
    func screenCoverageNamesUnusedButtons() async throws {
        let folder = try TemporaryDirectory()

        _ = try await run(into: folder.url.path)

        #expect(try read(folder, "screens.txt") == "counter: 1/2 used\n  never used: button \"Reset\"\n")
        let json = try JSONSerialization.jsonObject(with: Data(read(folder, "screens.json").utf8)) as? [String: Any]
        let screens = try #require(json?["screens"] as? [[String: Any]])
        #expect(screens.first?["untapped_buttons"] as? [String] == ["Reset"])
    }

    @Test("one job or several record the same coverage")
    func jobsMergeAlike() async throws {
        let (one, several) = (try TemporaryDirectory(), try TemporaryDirectory())

        _ = try await run(into: one.url.path, jobs: 1)
        _ = try await run(into: several.url.path, jobs: 4)

        #expect(try read(one, "lcov.info") == read(several, "lcov.info"))
    }

    @Test("shards writing to one folder merge: both shards together give the whole run's lcov.info")
    func shardsMergeInOneFolder() async throws {
        // Given
        let (whole, sharded) = (try TemporaryDirectory(), try TemporaryDirectory())
        _ = try await run(into: whole.url.path)

        // When
        let (_, first) = try await run(into: sharded.url.path, shard: "1/2")
        let afterFirst = try read(sharded, "lcov.info")
        let (_, second) = try await run(into: sharded.url.path, shard: "2/2")

        // Then
        #expect(try afterFirst != read(whole, "lcov.info"))
        #expect(try read(sharded, "lcov.info") == read(whole, "lcov.info"))
        #expect(first.contains("Merged shard 1/2 in \(sharded.url.path); 2/2 not written yet"))
        #expect(second.contains("Merged all 2 shards in \(sharded.url.path)"))
    }

    @Test("a whole run replaces the parts of an earlier sharded run instead of adding to them")
    func wholeRunDropsShardParts() async throws {
        let folder = try TemporaryDirectory()
        _ = try await run(into: folder.url.path, shard: "1/2")
        _ = try await run(into: folder.url.path)
        let once = try read(folder, "lcov.info")

        _ = try await run(into: folder.url.path)

        #expect(try read(folder, "lcov.info") == once)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path("parts")) == ["whole.json"])
    }

    @Test("a part that is not coverage fails the run with its path, after the results are reported")
    func corruptPartIsNamed() async throws {
        let folder = try TemporaryDirectory()
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("parts"), withIntermediateDirectories: true)
        let part = try folder.write("not json", to: "parts/shard-2-of-2.json")

        let error = await #expect(throws: AcceptanceRunError.self) {
            try await run(into: folder.url.path, shard: "1/2")
        }

        guard case .coverage(.partUnreadable(let path, _))? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(path == part)
        #expect(error?.description.contains("remove it, or give each run a folder of its own") == true)
    }

    @Test("a folder that cannot be created is a usage error before any scenario runs")
    func unwritableFolderIsRefused() async throws {
        // Given: a path through a regular file, which no user (root included) can make a folder of
        let folder = try TemporaryDirectory()
        let file = try folder.write("", to: "file")

        // When
        let error = await #expect(throws: AcceptanceRunError.self) {
            try await run(into: file + "/coverage")
        }

        // Then
        guard case .coverage(.folderUnwritable(let path, let reason))? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(path == file + "/coverage")
        #expect(!reason.isEmpty)
        #expect(error?.description.hasPrefix("--coverage \(file)/coverage: the folder cannot be written: ") == true)
    }

    @Test("a read-only folder is a usage error (unless running as root, whom permissions do not stop)")
    func readOnlyFolderIsRefused() async throws {
        guard getuid() != 0 else { return }
        let folder = try TemporaryDirectory()
        let locked = folder.url.appendingPathComponent("locked")
        try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
        try FileManager.default.setAttributes([.posixPermissions: 0o500], ofItemAtPath: locked.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked.path) }

        await #expect(throws: AcceptanceRunError.self) {
            try await run(into: locked.path)
        }
    }

    @Test("genhtml turns lcov.info into HTML", .enabled(if: ExternalTool.runsTests(needing: "genhtml")))
    func genhtmlAcceptsTheReport() async throws {
        // Given
        let folder = try TemporaryDirectory()
        _ = try await run(into: folder.url.path)
        let genhtml = try #require(ExternalTool.path(of: "genhtml"), "genhtml (Debian's lcov) is not installed")

        // When
        let result = try ExternalTool.run(genhtml, [folder.path("lcov.info"), "-o", folder.path("html")])

        // Then
        #expect(result.status == 0, "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: folder.path("html/index.html")))
        #expect(result.output.contains("lines......: 88.2% (15 of 17 lines)"), "\(result.output)")
        #expect(result.output.contains("functions..: 75.0% (3 of 4 functions)"), "\(result.output)")
    }
}
