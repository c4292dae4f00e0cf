import FlowTestSupport
import Foundation
import Testing

/// `flowrun init [DIR]` as a new user runs it: a project whose spec passes at once, editor and luacheck
/// settings that hold, and nothing of the user's ever overwritten.
@Suite("flowrun init")
struct InitCommandTests {
    @Test("init scaffolds a project whose spec passes, says what it wrote, and points the editor at the stubs")
    func scaffoldRunsAtOnce() throws {
        // Given
        let scratch = try TemporaryDirectory()
        let project = scratch.url.appendingPathComponent("app")

        // When
        let result = try FlowrunProcess.run(["init", project.path])
        let test = try FlowrunProcess.run(["test", "--no-color"], in: project)

        // Then
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote in \(project.path): flowhost.json, flows/hello.lua, specs/hello_spec.lua, "
            + ".luarc.json, .luacheckrc, .github/workflows/specs.yml, .flowhost/stubs/"), "\(result.stdout)")
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdoutLines.last?.hasPrefix("1 passed, 0 failed in ") == true)
        let luarc = try JSONSerialization.jsonObject(
            with: Data(contentsOf: project.appendingPathComponent(".luarc.json"))) as? [String: Any]
        let library = try #require((luarc?["workspace.library"] as? [String])?.first)
        #expect(FileManager.default.fileExists(atPath: project.appendingPathComponent(library + "/flowhost-spec.lua").path))
        // luacheck reads the scaffold's .luacheckrc from the project folder, as `luacheck .` there does.
        if let luacheck = ExternalTool.path(of: "luacheck"), let bash = ExternalTool.path(of: "bash") {
            let check = try ExternalTool.run(bash, ["-c", "cd '\(project.path)' && '\(luacheck)' --no-color flows specs"])
            #expect(check.status == 0, "\(check.output)")
        }
    }

    @Test("init refuses a folder holding any of its files, naming them, and writes nothing")
    func refusesToOverwrite() throws {
        // Given: a folder whose .luacheckrc is the user's own
        let scratch = try TemporaryDirectory()
        try scratch.write("-- mine\n", to: ".luacheckrc")

        // When
        let result = try FlowrunProcess.run(["init"], in: scratch.url)

        // Then
        #expect(result.status == 2)
        #expect(result.stderr == "flowrun: init .: .luacheckrc already exists; nothing was written (init never overwrites)\n")
        #expect(try String(contentsOfFile: scratch.path(".luacheckrc"), encoding: .utf8) == "-- mine\n")
        #expect(!FileManager.default.fileExists(atPath: scratch.path("flowhost.json")))
        #expect(!FileManager.default.fileExists(atPath: scratch.path("specs")))
    }
}
