import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowrun test --coverage` end to end: the default folder, the summary on stdout, and the usage errors.
@Suite("flowrun test --coverage")
struct CoverageCommandTests {
    /// A folder holding a one-screen flow and a spec that launches it.
    private func project() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        try folder.write("""
            return function(app)
              app.nav:replace_root(app.screen{ name = "hello", title = "Hello",
                buttons = { { title = "Wave", action = function() end } } })
            end
            """, to: "hello.lua")
        try folder.write("it(\"greets\", function() launch(\"hello.lua\") expect(screen().title).to_equal(\"Hello\") end)\n",
                         to: "hello_spec.lua")
        return folder
    }

    @Test("--coverage writes lcov.info and the screen reports to ./coverage and prints the per-file summary")
    func coverageWritesToTheDefaultFolder() throws {
        // Given
        let folder = try project()

        // When
        let result = try FlowrunProcess.run(["test", "hello_spec.lua", "--coverage", "--no-color"], in: folder.url)

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Coverage: lines of the flows the scenarios ran\n  hello.lua"))
        #expect(result.stdout.contains("Wrote coverage/lcov.info, coverage/screens.txt, coverage/screens.json"))
        #expect(result.stdout.split(separator: "\n").last?.hasPrefix("1 passed, 0 failed in ") == true)
        for name in ["lcov.info", "screens.txt", "screens.json"] {
            #expect(FileManager.default.fileExists(atPath: folder.path("coverage/" + name)), "\(name)")
        }
        #expect(try String(contentsOfFile: folder.path("coverage/screens.txt"), encoding: .utf8)
            == "hello: 0/1 used\n  never used: button \"Wave\"\n")
    }

    @Test("screens.txt counts only rows a scenario could select: the melodies' rows never can be")
    func unselectableRowsAreNotMisses() throws {
        // Given: a spec that opens the melodies list, whose five rows are not selectable
        let folder = try TemporaryDirectory()
        try folder.write("""
            it("lists", function()
              launch("\(PackagePaths.root.path)/scripts/melodies.lua")
              expect(screen().name).to_equal("melodies.list")
            end)

            """, to: "melodies_spec.lua")

        // When
        let result = try FlowrunProcess.run(["test", "melodies_spec.lua", "--coverage", "--no-color"], in: folder.url)

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        let text = try String(contentsOfFile: folder.path("coverage/screens.txt"), encoding: .utf8)
        #expect(text == "melodies.list: 0/1 used\n  never used: button \"Refresh\"\n", "\(text)")
        let json = try JSONSerialization.jsonObject(
            with: Data(contentsOf: folder.url.appendingPathComponent("coverage/screens.json"))) as? [String: Any]
        let screen = (json?["screens"] as? [[String: Any]])?.first
        #expect(screen?["rows"] as? Int == 5)
        #expect(screen?["selectable_rows"] as? [Int] == [])
        #expect(screen?["unselected_rows"] as? [Int] == [])
    }

    @Test("--coverage-format cobertura writes cobertura.xml, valid against Cobertura's DTD (xmllint)")
    func coberturaIsValid() throws {
        // Given
        let folder = try project()

        // When
        let result = try FlowrunProcess.run(
            ["test", "hello_spec.lua", "--coverage-format", "cobertura", "--no-color"], in: folder.url)
        let refused = try FlowrunProcess.run(["test", "hello_spec.lua", "--coverage-format", "xml"], in: folder.url)

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Wrote coverage/cobertura.xml, coverage/screens.txt, coverage/screens.json"))
        #expect(!FileManager.default.fileExists(atPath: folder.path("coverage/lcov.info")))
        #expect(refused.status == 2)
        let xml = folder.path("coverage/cobertura.xml")
        let dtd = PackagePaths.root.appendingPathComponent("Tests/Fixtures/coverage/coverage-04.dtd").path
        guard let xmllint = ExternalTool.path(of: "xmllint") else {
            #expect(!ExternalTool.isCI, "xmllint is not installed (libxml2-utils)")
            return
        }
        let valid = try ExternalTool.run(xmllint, ["--noout", "--nonet", "--dtdvalid", dtd, xml])
        #expect(valid.status == 0, "\(valid.output)")
        let covered = try ExternalTool.run(xmllint, [
            "--nonet", "--xpath",
            "concat(/coverage/@lines-covered, '/', /coverage/@lines-valid, ' ', //class/@filename, ' ', //method/@name)",
            xml,
        ])
        #expect(covered.output.hasPrefix("3/3 hello.lua function@1"), "\(covered.output)")
    }

    @Test("--coverage-dir into a folder that cannot be made is a usage error naming it, exit 2, nothing run")
    func unwritableFolderIsAUsageError() throws {
        let folder = try project()
        try folder.write("", to: "file")

        let result = try FlowrunProcess.run(
            ["test", "hello_spec.lua", "--coverage-dir", "file/out", "--no-color"], in: folder.url)

        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("flowrun: --coverage file/out: the folder cannot be written: "))
        #expect(!result.stdout.contains("passed"))
    }

    @Test("--list with --coverage is a usage error, exit 2")
    func listWithCoverageIsAUsageError() throws {
        let folder = try project()

        let result = try FlowrunProcess.run(["test", "hello_spec.lua", "--list", "--coverage"], in: folder.url)

        #expect(result.status == 2)
        #expect(result.stderr.contains("--list and --coverage cannot be combined"))
    }

    @Test("under --tap the coverage summary is written as TAP comments")
    func tapKeepsTheStream() throws {
        let folder = try project()

        let result = try FlowrunProcess.run(["test", "hello_spec.lua", "--tap", "--coverage"], in: folder.url)

        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("TAP version 13\n"))
        #expect(result.stdout.contains("\n# Coverage: lines of the flows the scenarios ran\n"))
    }

    @Test("two shards running at once into one folder leave the whole run's lcov.info")
    func concurrentShardsMerge() async throws {
        // Given
        let spec = "Tests/Fixtures/coverage/counter_spec.lua"
        let (whole, shared) = (try TemporaryDirectory(), try TemporaryDirectory())
        _ = try FlowrunProcess.run(["test", spec, "--coverage-dir", whole.path("out"), "--no-color"])

        // When
        async let first = Task.detached {
            try FlowrunProcess.run(["test", spec, "--shard", "1/2", "--coverage-dir", shared.path("out"), "--no-color"])
        }.value
        async let second = Task.detached {
            try FlowrunProcess.run(["test", spec, "--shard", "2/2", "--coverage-dir", shared.path("out"), "--no-color"])
        }.value
        let results = try await [first, second]

        // Then
        #expect(results.map(\.status) == [0, 0])
        #expect(results.contains { $0.stdout.contains("Merged all 2 shards in \(shared.path("out"))") })
        #expect(try String(contentsOfFile: shared.path("out/lcov.info"), encoding: .utf8)
            == String(contentsOfFile: whole.path("out/lcov.info"), encoding: .utf8))
    }
}
