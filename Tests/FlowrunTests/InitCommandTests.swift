import FlowHostTestSupport
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
            + ".luarc.json, specs/.luarc.json, flowhost.code-workspace, .luacheckrc, .github/workflows/specs.yml, "
            + ".flowhost/stubs/flow/flowhost-app.lua, .flowhost/stubs/spec/flowhost-spec.lua\n"), "\(result.stdout)")
        #expect(test.status == 0, "\(test.stdout)\(test.stderr)")
        #expect(test.stdoutLines.last?.hasPrefix("1 passed, 0 failed in ") == true)
        // luacheck reads the scaffold's .luacheckrc from the project folder, as `luacheck .` there does.
        if let luacheck = ExternalTool.path(of: "luacheck"), let bash = ExternalTool.path(of: "bash") {
            let check = try ExternalTool.run(bash, ["-c", "cd '\(project.path)' && '\(luacheck)' --no-color flows specs"])
            #expect(check.status == 0, "\(check.output)")
        }
    }

    @Test("init's .luarc.json files give flows the flow library only and specs both, before and after flowrun stubs")
    func editorSettingsWireEachFolderToItsLibraries() throws {
        // Given a scaffolded project
        let scratch = try TemporaryDirectory()
        let project = scratch.url.appendingPathComponent("app")
        #expect(try FlowrunProcess.run(["init", project.path]).status == 0)

        for step in ["after init", "after flowrun stubs"] {
            // Then: each folder's libraries, resolved from that folder as LuaLS resolves them, exist, and the
            // globals they declare give the DSL's type and select to specs only
            let flows = try Self.libraries(of: project, luarcIn: "")
            let specs = try Self.libraries(of: project, luarcIn: "specs")
            #expect(flows.count == 1 && specs.count == 2, "\(step): \(flows) \(specs)")
            let flowGlobals = try Self.globals(in: flows)
            let specGlobals = try Self.globals(in: specs)
            #expect(flowGlobals.isDisjoint(with: ["type", "select", "describe", "expect"]), "\(step): \(flowGlobals)")
            #expect(specGlobals.isSuperset(of: ["type", "select", "describe", "expect"]), "\(step): \(specGlobals)")
            #expect(try Self.text(in: specs).contains("---@class flowhost.App\n"), "\(step): specs see app's classes")

            // When the stubs are regenerated from the project, as the docs say
            if step == "after init" {
                let stubs = try FlowrunProcess.run(["stubs"], in: project)
                #expect(stubs.status == 0, "\(stubs.stderr)")
            }
        }
        // VS Code's workspace file makes specs/ a folder of its own, so its .luarc.json is read.
        let workspace = try JSONSerialization.jsonObject(
            with: Data(contentsOf: project.appendingPathComponent("flowhost.code-workspace"))) as? [String: Any]
        let folders = (workspace?["folders"] as? [[String: String]])?.compactMap { $0["path"] }
        #expect(folders == [".", "specs"])
    }

    /// The library folders `folder`'s `.luarc.json` lists, each resolved against `folder` and required to exist.
    private static func libraries(of project: URL, luarcIn folder: String) throws -> [URL] {
        let base = folder.isEmpty ? project : project.appendingPathComponent(folder)
        let luarc = try JSONSerialization.jsonObject(
            with: Data(contentsOf: base.appendingPathComponent(".luarc.json"))) as? [String: Any]
        let paths = try #require(luarc?["workspace.library"] as? [String], "\(folder)/.luarc.json has no library")
        return try paths.map { path in
            let url = base.appendingPathComponent(path).standardizedFileURL
            var isFolder: ObjCBool = false
            try #require(FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) && isFolder.boolValue,
                         "\(folder)/.luarc.json lists \(path), which is no folder")
            return url
        }
    }

    /// Every `.lua` file's text in `libraries`, as LuaLS loads a library folder: recursively.
    private static func text(in libraries: [URL]) throws -> String {
        try libraries.flatMap { library in
            try (FileManager.default.subpaths(atPath: library.path) ?? []).filter { $0.hasSuffix(".lua") }.map {
                try String(contentsOf: library.appendingPathComponent($0), encoding: .utf8)
            }
        }.joined(separator: "\n")
    }

    private static func globals(in libraries: [URL]) throws -> Set<String> {
        LuaLSAnnotationChecker.globals(in: try text(in: libraries))
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

    @Test("init's CI workflow runs in order in a fresh folder: installs, builds the runner, runs the specs with JUnit and coverage",
          .enabled(if: CIDocsTests.hasPyYAML, "PyYAML is not installed"))
    func workflowStepsRunInOrder() throws {
        // Given: a fresh project, and its workflow's run steps for shard 1 of 3 (PyYAML reads them)
        let scratch = try TemporaryDirectory()
        let project = scratch.path("app")
        #expect(try FlowrunProcess.run(["init", project]).status == 0)
        let steps = scratch.path("steps")
        let python = try #require(ExternalTool.path(of: "python3"))
        let read = try ExternalTool.run(python, ["-c", """
            import sys, yaml
            job = yaml.safe_load(open(sys.argv[1]))["jobs"]["specs"]
            runs = [s["run"].replace("${{ matrix.shard }}", "1") for s in job["steps"] if "run" in s]
            open(sys.argv[2], "w").write("\\0".join(runs))
            print(job["container"], len(runs))
            """, project + "/.github/workflows/specs.yml", steps])
        #expect(read.output == "swift:6.3 3\n", "\(read.output)")
        // The CI machine's tools, as fakes that log their calls: apt-get installs nothing here, swift's build
        // is this package's flowrun, already built
        let tools = scratch.path("bin")
        try FileManager.default.createDirectory(atPath: tools, withIntermediateDirectories: true)
        let log = scratch.path("log")
        try scratch.write("#!/bin/bash\necho \"apt-get $*\" >> \(log)\n", to: "bin/apt-get")
        try scratch.write("""
            #!/bin/bash
            echo "swift $*" >> \(log)
            case "$*" in *--show-bin-path*) echo \(PackagePaths.flowrunBinary.deletingLastPathComponent().path);; esac

            """, to: "bin/swift")
        for tool in ["apt-get", "swift"] {
            chmod(scratch.path("bin/" + tool), 0o755)
        }

        // When: each step with bash -e in the project's folder, in order
        let environment = ["PATH": tools + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? ""), "CI": "true"]
        var statuses: [Int32] = []
        for step in try String(contentsOfFile: steps, encoding: .utf8).components(separatedBy: "\0") {
            let bash = Process()
            bash.executableURL = URL(fileURLWithPath: "/bin/bash")
            bash.arguments = ["-e", "-c", step]
            bash.currentDirectoryURL = URL(fileURLWithPath: project)
            bash.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
            bash.standardOutput = FileHandle.nullDevice
            try bash.run()
            bash.waitUntilExit()
            statuses.append(bash.terminationStatus)
        }

        // Then: installed, built, then the shard ran and left its JUnit report and coverage
        #expect(statuses == [0, 0, 0])
        let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(calls.first == "apt-get update")
        #expect(calls.contains("apt-get install -y liblua5.4-dev libutf8proc-dev libedit-dev"))
        #expect(calls.firstIndex(of: "swift build -c release --product flowrun")
            ?? .max < calls.firstIndex(of: "swift build -c release --show-bin-path") ?? -1, "\(calls)")
        let junit = try String(contentsOfFile: project + "/junit-1.xml", encoding: .utf8)
        #expect(junit.contains("<testsuites"))
        #expect(FileManager.default.fileExists(atPath: project + "/coverage-1/lcov.info"))
    }
}
