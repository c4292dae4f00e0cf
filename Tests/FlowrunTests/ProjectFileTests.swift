import FlowHostTestSupport
import FlowTestSupport
import Foundation
import Testing

/// `flowhost.json`: a project's script roots, spec folders and defaults, found by walking up from the flow
/// or spec, so flowrun gives the same answer from any working folder; and what a broken one says.
@Suite("flowrun with a project file (flowhost.json)")
struct ProjectFileTests {
    /// A project of its own: `lib/greeting.lua` (a module in the `lib` root), `flows/hello.lua` (a flow
    /// that requires it), `specs/hello_spec.lua` (a spec that launches the flow by its path from the
    /// project's folder), and `flowhost.json` with `settings` (roots and specs when nil).
    private func project(_ settings: String? = nil) throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        for sub in ["lib", "flows", "specs", "elsewhere"] {
            try FileManager.default.createDirectory(atPath: folder.path(sub), withIntermediateDirectories: true)
        }
        try folder.write("return { text = 'Hello from lib' }\n", to: "lib/greeting.lua")
        try folder.write("""
            local greeting = require("greeting")
            return function(app)
              app.nav:replace_root(app.screen{ name = "hello", title = greeting.text,
                buttons = { { title = "Count", action = function()
                  local n = 0
                  for i = 1, 200000 do n = n + i end
                  print(n)
                end } } })
            end

            """, to: "flows/hello.lua")
        try folder.write("""
            describe("Hello", function()
              it("shows the greeting from the project's lib root", function()
                launch("flows/hello.lua")
                expect(screen().title).to_equal("Hello from lib")
              end)
            end)

            """, to: "specs/hello_spec.lua")
        try folder.write(settings ?? #"{"roots": ["lib"], "specs": ["specs"]}"#, to: "flowhost.json")
        return folder
    }

    @Test("the repository's acceptance specs pass when run from another folder, through its flowhost.json")
    func repositorySpecsRunFromElsewhere() throws {
        // Given
        let elsewhere = try TemporaryDirectory()
        let specs = PackagePaths.root.appendingPathComponent("Tests/Acceptance").path

        // When
        let result = try FlowrunProcess.run(["test", specs, "--no-color"], in: elsewhere.url)

        // Then
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(" passed, 0 failed in "), "\(result.stdout)")
    }

    @Test("flowrun test with no paths, from a folder inside the project, runs the project's specs")
    func testRunsTheProjectsSpecsFromInside() throws {
        // Given
        let project = try project()

        // When
        let result = try FlowrunProcess.run(["test", "--no-color"], in: project.url.appendingPathComponent("elsewhere"))

        // Then
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.split(separator: "\n").last?.hasPrefix("1 passed, 0 failed in ") == true, "\(result.stdout)")
    }

    @Test("flowrun run finds the project's roots from any folder; --no-project does not")
    func runUsesTheProjectsRoots() throws {
        // Given
        let project = try project()
        let elsewhere = try TemporaryDirectory()
        let flow = project.path("flows/hello.lua")

        // When
        let found = try FlowrunProcess.run(["run", flow, "--state", elsewhere.path("s")], events: "", in: elsewhere.url)
        let ignored = try FlowrunProcess.run(
            ["run", flow, "--state", elsewhere.path("s"), "--no-project"], events: "", in: elsewhere.url)

        // Then
        #expect(found.status == 0, "\(found.stderr)")
        #expect(found.stdout.contains("Hello from lib"))
        #expect(ignored.status == 2)
        #expect(ignored.stderr.contains("module 'greeting' not found"), "\(ignored.stderr)")
    }

    @Test("the project's instruction budget and memory limit apply to flows run and tested")
    func projectLimitsApply() throws {
        // Given a budget far below the Count button's loop
        let project = try project(#"{"roots": ["lib"], "specs": ["specs"], "instruction_budget": 100000}"#)
        try project.write("""
            describe("Count", function()
              it("counts", function()
                launch("flows/hello.lua")
                tap("Count")
              end)
            end)

            """, to: "specs/count_spec.lua")

        // When
        let run = try FlowrunProcess.run(
            ["run", project.path("flows/hello.lua"), "--state", project.path("s")], events: "tap Count\n", in: project.url)
        let test = try FlowrunProcess.run(["test", "--no-color"], in: project.url)

        // Then
        #expect(run.status == 1)
        #expect(run.stderr.contains("instruction"), "\(run.stderr)")
        #expect(test.status == 1)
        #expect(test.stdout.contains("1 passed, 1 failed"), "\(test.stdout)")
    }

    @Test("a broken project file stops the run with exit 2, naming the file and what is wrong", arguments: [
        (#"{"roots": ["lib"],"#, "not a JSON project file"),
        (#"["lib"]"#, "a project file holds one JSON object"),
        (#"{"root": ["lib"]}"#, #"unknown setting "root" (known: roots, specs, clock"#),
        (#"{"roots": "lib"}"#, #""roots" must be a list of paths"#),
        (#"{"roots": ["nowhere"]}"#, #""roots" names "nowhere", but there is nothing at "#),
        (#"{"time_limit": 0}"#, #""time_limit" is 0: give seconds, more than 0 and at most 86400"#),
        (#"{"clock": "tomorrow"}"#, #""clock" is "tomorrow": "#),
        (#"{"instruction_budget": 2.5}"#, #""instruction_budget" is 2.5: give a whole number"#),
        (#"{"memory_limit_mib": true}"#, #""memory_limit_mib" must be a number"#),
    ])
    func brokenProjectFile(settings: String, message: String) throws {
        // Given
        let project = try project(settings)

        // When
        let run = try FlowrunProcess.run(
            ["run", project.path("flows/hello.lua"), "--state", project.path("s")], events: "", in: project.url)
        let test = try FlowrunProcess.run(["test"], in: project.url)

        // Then
        for result in [run, test] {
            #expect(result.status == 2)
            #expect(result.stderr.hasPrefix("flowrun: \(project.path("flowhost.json")): "), "\(result.stderr)")
            #expect(result.stderr.contains(message), "\(result.stderr)")
        }
    }

    @Test("A truncated project file is reported with the line and column where it ends")
    func truncatedProjectFileNamesWhereItEnds() throws {
        // Given: a file cut in the middle of a string, on its third line
        let project = try project("{\n  \"roots\": [\"lib\"],\n  \"specs\": [\"spe")

        // When
        let result = try FlowrunProcess.run(["test", "--no-color"], in: project.url)

        // Then
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix(
            "flowrun: \(project.path("flowhost.json")): not a JSON project file: line 3, column 17: "), "\(result.stderr)")
    }

    @Test("the JSON error names the line; --no-project runs past a broken project file; --project names one")
    func jsonLineAndExplicitChoices() throws {
        // Given
        let project = try project("{\n  \"roots\": [\"lib\"]\n  \"specs\": []\n}\n")
        let good = try project.write(#"{"roots": ["../lib"], "specs": ["../specs"]}"#, to: "elsewhere/other.json")

        // When
        let broken = try FlowrunProcess.run(["test"], in: project.url)
        let skipped = try FlowrunProcess.run(["test", "specs", "--no-project", "--root", "lib"], in: project.url)
        let chosen = try FlowrunProcess.run(["test", "--project", good], in: project.url)
        let missing = try FlowrunProcess.run(["test", "--project", project.path("none.json")], in: project.url)

        // Then
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("line 3"), "\(broken.stderr)")
        #expect(skipped.status == 0, "\(skipped.stdout)\(skipped.stderr)")
        #expect(chosen.status == 0, "\(chosen.stdout)\(chosen.stderr)")
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--project \(project.path("none.json")): no such file"), "\(missing.stderr)")
    }
}
