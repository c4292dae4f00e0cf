import FlowHostTestSupport
import FlowModules
import FlowStore
import FlowTestSupport
import FlowCore
import Foundation
import Testing
@testable import FlowScript

@Suite("Loading a flow file")
struct FlowLoadingTests {
    /// Loads `flow` on a fresh host with no extra roots.
    static func load(_ flow: URL) throws(FlowScriptError) -> () async throws -> Void {
        let app: FlowApp
        do {
            app = try FlowTestSupport.makeApp()
        } catch {
            preconditionFailure("an in-memory app opens: \(error)")
        }
        return try FlowScriptHost(app: app).loadFlow(at: flow)
    }

    /// The error loading `source` (as `flow.lua`) throws.
    static func loadError(_ source: String) throws -> FlowScriptError? {
        let folder = try ScriptTestSupport.ScriptFolder()
        let flow = try folder.write(source, to: "flow.lua")
        return #expect(throws: FlowScriptError.self) { try load(flow) }
    }

    @Test("A missing file is a load error naming the path as given")
    func missingFile() throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let flow = URL(fileURLWithPath: "flows/nope.lua", relativeTo: folder.url)

        // When
        let error = #expect(throws: FlowScriptError.self) { try Self.load(flow) }

        // Then
        #expect(error?.description == "flows/nope.lua: no such flow file")
        #expect(error?.isLoadError == true)
    }

    @Test("A folder is not a flow file")
    func folderIsUnreadable() throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        try folder.write("return 1", to: "flows/inner.lua")

        // When
        let error = #expect(throws: FlowScriptError.self) {
            try Self.load(URL(fileURLWithPath: "flows", relativeTo: folder.url))
        }

        // Then
        #expect(error?.description == "flows: cannot read the flow file (it is a folder)")
    }

    @Test("Binary data, a precompiled chunk and invalid UTF-8 are refused before Lua sees them")
    func binaryFilesAreRefused() throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let binary = try folder.write(Data([0x72, 0x65, 0x00, 0x01]), to: "binary.lua")
        let precompiled = try folder.write(Data([0x1B, 0x4C, 0x75, 0x61, 0x54, 0x00]), to: "chunk.luac")
        let latin1 = try folder.write(Data("-- caf".utf8) + Data([0xE9]), to: "latin1.lua")

        // When
        let errors = [binary, precompiled, latin1].map { flow in
            #expect(throws: FlowScriptError.self) { try Self.load(flow) }
        }

        // Then
        #expect(errors.map { $0?.description } == [
            "binary.lua: not a Lua source file (binary data: a NUL byte at offset 2)",
            "chunk.luac: not a Lua source file (a precompiled chunk or binary data)",
            "latin1.lua: not a Lua source file (not UTF-8 text)",
        ])
        #expect(errors.allSatisfy { $0?.isLoadError == true })
    }

    @Test("A syntax error reads file:line: message")
    func syntaxErrorNamesTheLine() throws {
        // Given, When
        let error = try Self.loadError("return function(app)\n  local x = = 1\nend\n")

        // Then
        guard case .syntax? = error else {
            Issue.record("expected a syntax error, got \(String(describing: error))")
            return
        }
        #expect(error?.description == "flow.lua:2: unexpected symbol near '='")
        #expect(error?.isLoadError == true)
    }

    @Test("A chunk that returns a number is not a flow")
    func chunkReturningANumber() throws {
        // Given, When
        let error = try Self.loadError("return 42\n")

        // Then
        #expect(error?.description
            == "flow.lua: a flow file must return a function(app) or a table with start(app), but it returned a number")
        #expect(error?.isLoadError == true)
    }

    @Test("A table without start, or nothing at all, is not a flow")
    func tableWithoutStart() throws {
        // Given, When
        let table = try Self.loadError("return { begin = function() end }\n")
        let nothing = try Self.loadError("local x = 1\n")

        // Then
        #expect(table?.description.hasSuffix("but it returned a table without a start function") == true)
        #expect(nothing?.description.hasSuffix("but it returned nothing") == true)
    }

    @Test("An error while the chunk runs is a load error with its line")
    func errorWhileLoading() throws {
        // Given, When
        let error = try Self.loadError("local answer = 42\nerror('not today')\n")

        // Then
        guard case .loadFailed? = error else {
            Issue.record("expected loadFailed, got \(String(describing: error))")
            return
        }
        #expect(error?.description.hasPrefix("flow.lua:2: not today") == true)
    }

    @Test("A first line starting with # is skipped, keeping line numbers")
    func shebangLineIsSkipped() throws {
        // Given, When
        let error = try Self.loadError("#!/usr/bin/env flowrun\nerror('line two')\n")

        // Then
        #expect(error?.description.hasPrefix("flow.lua:2: line two") == true)
    }

    @Test("A UTF-8 byte order mark is dropped, before a # line too, keeping line numbers")
    func byteOrderMarkIsDropped() throws {
        // Given, When
        let error = try Self.loadError("\u{FEFF}#!/usr/bin/env flowrun\nerror('line two')\n")

        // Then
        #expect(error?.description.hasPrefix("flow.lua:2: line two") == true)
    }

    @Test("require finds modules in the flow's folder and in the roots given, not elsewhere")
    func requireSearchesTheRoots() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        try folder.write("return { title = 'from the flow folder' }", to: "flows/near.lua")
        try folder.write("return { title = 'from a root' }", to: "lib/far.lua")
        try folder.write("return 'secret'", to: "private/hidden.lua")
        let flow = try folder.write("""
            local near, far = require("near"), require("far")
            local found, message = pcall(require, "hidden")
            return function(app)
              app.nav:replace_root(app.screen{ title = near.title, labels = { far.title, tostring(found), message } })
            end
            """, to: "flows/flow.lua")
        let app = try FlowTestSupport.makeApp()

        // When
        let run = try await ScriptTestSupport.start(
            flow, app: app, roots: [URL(fileURLWithPath: "lib", relativeTo: folder.url)])

        // Then
        #expect(run.screen?.title == "from the flow folder")
        #expect(run.screen?.labels.prefix(2) == ["from a root", "false"])
        #expect(run.screen?.labels.last?.contains("module 'hidden' not found") == true)
        #expect(run.screen?.labels.last?.contains("no file 'lib/hidden.lua'") == true)
        #expect(run.host.scriptRoots.count == 2)
    }

    @Test("require refuses a symbolic link under a root that leads outside it, file or folder")
    func requireRefusesLinksOutOfTheRoot() async throws {
        // Given: a root whose files link to a file and a folder outside it, and a link that stays inside
        let folder = try ScriptTestSupport.ScriptFolder()
        try folder.write("return 'secret'", to: "private/secret.lua")
        try folder.write("return 'inside'", to: "lib/real.lua")
        let lib = folder.url.appendingPathComponent("lib")
        try FileManager.default.createSymbolicLink(
            at: lib.appendingPathComponent("leak.lua"), withDestinationURL: folder.url.appendingPathComponent("private/secret.lua"))
        try FileManager.default.createSymbolicLink(
            at: lib.appendingPathComponent("outside"), withDestinationURL: folder.url.appendingPathComponent("private"))
        try FileManager.default.createSymbolicLink(
            at: lib.appendingPathComponent("alias.lua"), withDestinationURL: lib.appendingPathComponent("real.lua"))
        let flow = try folder.write("""
            local file_ok, file_message = pcall(require, "leak")
            local folder_ok, folder_message = pcall(require, "outside.secret")
            local alias = require("alias")
            return function(app)
              app.nav:replace_root(app.screen{ title = alias, labels = {
                tostring(file_ok), file_message, tostring(folder_ok), folder_message } })
            end
            """, to: "flows/flow.lua")

        // When
        let run = try await ScriptTestSupport.start(
            flow, app: try FlowTestSupport.makeApp(), roots: [URL(fileURLWithPath: "lib", relativeTo: folder.url)])

        // Then
        let labels = run.screen?.labels ?? []
        #expect(run.screen?.title == "inside")
        #expect(labels.count == 4)
        #expect(labels.first == "false")
        #expect(labels.dropFirst().first?.contains(
            "error loading module 'leak': 'lib/leak.lua' leads out of the script root") == true)
        #expect(labels.dropFirst(2).first == "false")
        #expect(labels.last?.contains("'lib/outside/secret.lua' leads out of the script root") == true)
    }

    @Test("require refuses a name that leaves the roots")
    func requireRefusesEscapes() throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        try folder.write("return 'secret'", to: "secret.lua")
        let flow = try folder.write("return require('../secret')", to: "flows/flow.lua")

        // When
        let error = #expect(throws: FlowScriptError.self) { try Self.load(flow) }

        // Then
        #expect(error?.description.hasPrefix("flows/flow.lua:1: module name '../secret' is not allowed") == true)
    }

    @Test("require names the module and the reason when its file is not Lua source or its name is not a file name")
    func requireReportsModulesItCannotLoad() throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        try folder.write(Data([0x72, 0x65, 0x00, 0x01]), to: "blob.lua")
        let binaryModule = try folder.write("return require('blob')", to: "binary.lua")
        let badName = try folder.write("return package.searchers[#package.searchers]('a..b')", to: "name.lua")

        // When
        let binaryError = #expect(throws: FlowScriptError.self) { try Self.load(binaryModule) }
        let nameError = #expect(throws: FlowScriptError.self) { try Self.load(badName) }

        // Then
        #expect(binaryError?.description.contains("error loading module 'blob': "
            + "./blob.lua: not a Lua source file (binary data: a NUL byte at offset 2)") == true)
        #expect(nameError?.description.contains(
            "error loading module 'a..b': the name is not a dot-separated list of file names") == true)
    }

    @Test("A syntax error in a required module names the module's file and line")
    func syntaxErrorInAModule() throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        try folder.write("local M = {}\nfunction M.go(\nreturn M\n", to: "broken.lua")
        let flow = try folder.write("local broken = require('broken')\nreturn broken\n", to: "flow.lua")

        // When
        let error = #expect(throws: FlowScriptError.self) { try Self.load(flow) }

        // Then
        guard case .syntax? = error else {
            Issue.record("expected a syntax error, got \(String(describing: error))")
            return
        }
        #expect(error?.description.hasPrefix("./broken.lua:3:") == true)
    }

    @Test("Scripts run sandboxed: io is not there")
    func sandboxHasNoIO() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()

        // When
        let error = await #expect(throws: FlowDriverError.self) {
            _ = try await ScriptTestSupport.start(source: "return function(app)\n  io.write('x')\nend\n", in: folder)
        }

        // Then
        #expect(error?.description.hasPrefix("the flow's start failed: flow.lua:2: attempt to index a nil value (global 'io')") == true)
    }

    @Test("A flow that shows no screen is reported")
    func flowShowingNoScreen() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()

        // When
        let error = await #expect(throws: FlowDriverError.self) {
            _ = try await ScriptTestSupport.start(source: "return { start = function(app) end }\n", in: folder)
        }

        // Then
        #expect(error == .noScreenShown)
    }

    @Test("The argument a launch gives reaches the flow after app, as a table; without one the flow gets app alone")
    func startArgumentReachesTheFlow() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let flow = try folder.write("""
            return function(app, args, ...)
              local title = args and (args.images[2] .. " " .. tostring(args.count)) or ("none " .. select("#", ...))
              app.nav:replace_root(app.screen{ title = title })
            end
            """, to: "flow.lua")
        let argument = FlowValue.record(["images": .list([.string("A"), .string("B")]), "count": .integer(2)])
        let app = try FlowTestSupport.makeApp()
        let host = try FlowScriptHost(app: app)
        let driver = FlowDriver(app: app)

        // When
        try await driver.start(try host.loadFlow(at: flow, argument: argument))
        let plain = try await ScriptTestSupport.start(flow, app: FlowTestSupport.makeApp(), roots: [])

        // Then
        #expect(driver.screen?.title == "B 2")
        #expect(plain.screen?.title == "none 0")
    }

    @Test("An error in start fails the start with the script's file:line and traceback")
    func errorInStart() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = """
            local function explode()
              error("no screen today")
            end
            return function(app)
              explode()
            end
            """

        // When
        let error = await #expect(throws: FlowDriverError.self) {
            _ = try await ScriptTestSupport.start(source: source, in: folder)
        }

        // Then
        let lines = error?.description.split(separator: "\n").map(String.init) ?? []
        #expect(lines.first == "the flow's start failed: flow.lua:2: no screen today")
        #expect(lines.dropFirst().first == "stack traceback:")
        #expect(lines.contains { $0.contains("flow.lua:5:") })
        #expect(!lines.contains { $0.contains("[C]") })
    }

    @Test("A circular require is refused at once, naming the cycle, with the modules' frames in the traceback")
    func circularRequireNamesTheCycle() throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        try folder.write("return { b = require('mods.b') }\n", to: "mods/a.lua")
        try folder.write("return { a = require('mods.a') }\n", to: "mods/b.lua")
        let flow = try folder.write("local a = require('mods.a')\nreturn function(app) end\n", to: "flow.lua")

        // When
        let error = #expect(throws: FlowScriptError.self) { try Self.load(flow) }

        // Then
        #expect(error?.description == """
            ./mods/b.lua:1: circular require of 'mods.a' (mods.a -> mods.b -> mods.a)
            stack traceback:
            \t./mods/b.lua:1: in main chunk
            \t./mods/a.lua:1: in main chunk
            \tflow.lua:1: in main chunk
            """)
    }

    @Test("A module whose loading failed can be required again: the cycle check forgets it")
    func failedModuleCanBeRequiredAgain() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let flaky = "attempts = (attempts or 0) + 1\nassert(attempts > 1, 'not yet')\nreturn 'ready'\n"
        try folder.write(flaky, to: "flaky.lua")
        let source = """
            local failed = not pcall(require, 'flaky')
            local flaky = require('flaky')
            return function(app) app.nav:replace_root(app.screen{ title = tostring(failed) .. ' ' .. flaky }) end
            """

        // When
        let run = try await ScriptTestSupport.start(source: source, in: folder)

        // Then
        #expect(run.screen?.title == "true ready")
    }

    @Test("A module file that is not a regular file is named as a module file, and why")
    func moduleThatIsNotARegularFile() throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        #expect(mkfifo(folder.url.appendingPathComponent("pipe.lua").path, 0o600) == 0)
        let flow = try folder.write("return require('pipe')", to: "flow.lua")

        // When
        let error = #expect(throws: FlowScriptError.self) { try Self.load(flow) }

        // Then
        #expect(error?.description.contains("""
            error loading module 'pipe': cannot read the module file ./pipe.lua (not a regular file but a FIFO)
            """) == true)
    }

    @Test("Running out of memory while loading names the flow file and the limit, and is a load error")
    func memoryExhaustedWhileLoading() throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = "local t = {}\nfor i = 1, 1e9 do t[i] = {} end\nreturn function(app) end\n"
        let flow = try folder.write(source, to: "flow.lua")
        let host = try FlowScriptHost(app: FlowTestSupport.makeApp(), limits: FlowScriptLimits(memoryLimit: 4 << 20))

        // When
        let error = #expect(throws: FlowScriptError.self) { try host.loadFlow(at: flow) }

        // Then
        #expect(error?.description == "flow.lua: not enough memory (limit 4 MiB) while loading")
        #expect(error?.isLoadError == true)
    }

    @Test("Running out of memory in start names the flow file and the limit")
    func memoryExhaustedInStart() async throws {
        // Given
        let folder = try ScriptTestSupport.ScriptFolder()
        let source = "return function(app)\n  local t = {}\n  for i = 1, 1e9 do t[i] = {} end\nend\n"

        // When
        let error = await #expect(throws: FlowDriverError.self) {
            _ = try await ScriptTestSupport.start(
                source: source, in: folder, limits: FlowScriptLimits(memoryLimit: 4 << 20))
        }

        // Then
        #expect(error?.description == "the flow's start failed: flow.lua: not enough memory (limit 4 MiB)")
    }
}
